import type { Dice } from '../../dice/dice.ts';
import type { ActionOdds, ActionView, ActorId } from '../../engine/contract.ts';
import type { Rejection } from '../../shared/result.ts';
import { skillTable } from '../characters/skills.ts';
import type { HeistEnv } from '../heist/rules.ts';
import { nodeName } from '../spot/graph.ts';
import { knowsZone } from '../spot/knowledge.ts';
import { difficultyOdds } from '../spot/odds.ts';
import { outside } from '../spot/types.ts';
import type { Spot } from '../spot/types.ts';
import { isRejection } from '../warfare/fighters.ts';
import { decidePrepScene } from './decide.ts';
import { bankingOdds } from './odds-banking.ts';
import { researchOdds } from './odds.ts';
import type { ResearchGoal } from './research.ts';
import { goalWords } from './rolls.ts';
import { planBanking, planPrepResearch, planPrepSkill } from './rolls-plan.ts';
import { prepSkills } from './types.ts';
import type { PrepCommand, PrepState } from './types.ts';

/**
 * Every Prep action a crew member could take now (COT-PREP-1..9, COT-FORE-1, 7, 8), with why not and the exact
 * odds, each candidate checked by the `plan…` function `decide` runs (or by `decide` itself with dice that must
 * not roll, for the actions without a roll).
 */
export function prepView(
  env: HeistEnv,
  state: PrepState,
  actor: ActorId,
): readonly ActionView<PrepCommand>[] {
  if (!state.crew.includes(actor as PrepState['crew'][number])) return [];
  const id = actor as PrepState['crew'][number];
  const spots = Object.values(env.ctx.spots);
  const names = env.ctx.names;
  return [
    judge(
      'research',
      'Research',
      'COT-PREP-1',
      researchCandidates(env, spots, id),
      (c) => {
        const plan = planPrepResearch(env, state, c);
        return isRejection(plan) ? plan : { odds: researchOdds(plan.plan, env.rules) };
      },
      (c) =>
        `${c.method === 'planning' ? 'Planning' : c.method === 'connections' ? 'Connections' : 'Stakeout'}: ${goalWords(c.goal, names)} of ${env.ctx.spots[c.spotId]!.name}`,
    ),
    judge(
      'bank-foresight',
      'Plan (Foresight)',
      'COT-FORE-1',
      [{ type: 'prep/bank-foresight', character: id }],
      (c) => {
        const plan = planBanking(env, state, c);
        return isRejection(plan) ? plan : { odds: bankingOdds(plan.roller, plan.prepared, env.rules) };
      },
      () => 'Bank Foresight with Planning',
    ),
    judge(
      'skill',
      'Other Prep skill',
      'COT-PREP-9',
      skillCandidates(id),
      (c) => {
        const plan = planPrepSkill(env, state, c);
        return isRejection(plan)
          ? plan
          : { odds: difficultyOdds(plan.prepared, c.skill, c.difficulty, env.rules.successOnEqual) };
      },
      (c) => `${skillTable[c.skill].label}${c.identity ? ' (a disguise)' : ''} vs ${c.difficulty}`,
    ),
    judge(
      'task',
      'Another task',
      'COT-TIME-6',
      [{ type: 'prep/task', character: id, task: 'a task' }],
      rollFree(env, state),
      () => 'A task without a roll',
    ),
    judge(
      'cache',
      'Cache',
      'COT-FORE-7',
      state.crew.map((recipient) => ({
        type: 'prep/cache' as const,
        spender: id,
        recipient,
        resources: 1,
        weapon: null,
        armour: null,
      })),
      rollFree(env, state),
      (c) => `1 Resource, gear to ${names(c.recipient)}`,
    ),
    judge(
      'blueprint',
      'Blueprint',
      'COT-FORE-8',
      spots.flatMap((spot) => blueprintCandidates(spot, id)),
      rollFree(env, state),
      (c) => {
        const spot = env.ctx.spots[c.spotId]!;
        return `${spot.name}: a Hidden zone between ${nodeName(spot, c.between[0])} and ${nodeName(spot, c.between[1])}`;
      },
    ),
  ];
}

type Checked = { readonly odds: ActionOdds | null } | Rejection;

function judge<C extends PrepCommand>(
  action: string,
  label: string,
  rule: string,
  list: readonly C[],
  check: (command: C) => Checked,
  describe: (command: C) => string,
): ActionView<PrepCommand> {
  const options: { label: string; command: PrepCommand; odds: ActionOdds | null }[] = [];
  let refusal: Rejection | null = null;
  for (const command of list) {
    const result = check(command);
    if (isRejection(result)) refusal ??= result;
    else options.push({ label: describe(command), command, odds: result.odds });
  }
  const available = options.length > 0;
  return {
    action,
    label,
    available,
    reason: available ? null : (refusal?.message ?? 'Nothing to do'),
    options,
    rule,
  };
}

const noDice: Dice = {
  roll() {
    throw new Error('A roll-free Prep command rolled a die');
  },
};

function rollFree(env: HeistEnv, state: PrepState) {
  return (command: PrepCommand): Checked => {
    const decision = decidePrepScene(env, state, command, noDice);
    return decision.ok ? { odds: null } : decision;
  };
}

/** Research goals on each Spot: Layout, Hidden zones, the Spot's Itinerary, and a Mark for each person there. */
function researchCandidates(env: HeistEnv, spots: readonly Spot[], researcher: PrepState['crew'][number]) {
  const npcs = Object.values(env.ctx.characters).filter((c) => c.kind === 'npc');
  return spots.flatMap((spot) => {
    const goals: ResearchGoal[] = [
      { kind: 'layout' },
      { kind: 'hidden' },
      { kind: 'itinerary', subject: { kind: 'spot' } },
      ...[...npcs.map((c) => c.id), ...Object.values(spot.guards).map((p) => p.guard)].map((person) => ({
        kind: 'mark' as const,
        person,
      })),
    ];
    return (['planning', 'connections', 'stakeout'] as const).flatMap((method) =>
      goals.map((goal) => ({ type: 'prep/research' as const, researcher, spotId: spot.id, method, goal })),
    );
  });
}

function skillCandidates(
  character: PrepState['crew'][number],
): Extract<PrepCommand, { type: 'prep/skill' }>[] {
  const plain = prepSkills.map((skill) => ({
    type: 'prep/skill' as const,
    character,
    skill,
    difficulty: 9,
    purpose: '',
  }));
  return [
    ...plain,
    {
      type: 'prep/skill' as const,
      character,
      skill: 'con' as const,
      difficulty: 9,
      purpose: '',
      identity: 'a new face',
    },
  ];
}

function blueprintCandidates(spot: Spot, spender: PrepState['crew'][number]) {
  const known = [outside, ...Object.keys(spot.zones).filter((zone) => knowsZone(spot, zone))];
  let n = 1;
  while (
    Object.hasOwn(spot.zones, `passage-${n}`) ||
    Object.values(spot.zones).some((z) => z.name === `Secret passage ${n}`)
  )
    n++;
  const zoneId = `passage-${n}`;
  const pairs: Extract<PrepCommand, { type: 'prep/blueprint' }>[] = [];
  for (let i = 0; i < known.length; i++) {
    for (let j = i + 1; j < known.length; j++) {
      const barrierIds = [`${zoneId}-1`, `${zoneId}-2`] as const;
      pairs.push({
        type: 'prep/blueprint',
        spender,
        spotId: spot.id,
        between: [known[i]!, known[j]!],
        zoneId,
        name: `Secret passage ${n}`,
        barrierIds,
      });
    }
  }
  return pairs;
}
