import type { Dice } from '../../dice/dice.ts';
import type { ActionCost, ActionOdds, ActionOption, ActionView, ActorId } from '../../engine/index.ts';
import { costOf, costOfEvents, withOptionTexts } from '../../engine/index.ts';
import { characterLimits, spotLimits } from '../limits/index.ts';
import { prepTextMax } from './schema.ts';
import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Rejection } from '../../shared/result.ts';
import { skillTable } from '../characters/index.ts';
import { heistEnv } from './env.ts';
import type { HeistEnv } from './env.ts';
import { difficultyOdds } from '../common/index.ts';
import { isRejection } from '../../shared/result.ts';
import { decidePrepScene } from './decide.ts';
import { withTraining } from '../foresight/index.ts';
import { bankingOdds } from './odds-banking.ts';
import { researchOdds } from './odds.ts';
import { planBanking, planPrepResearch, planPrepSkill } from './rolls-plan.ts';
import type { PrepCommand, PrepState } from './types.ts';
import {
  blueprintCandidates,
  blueprintLabel,
  cacheCandidates,
  researchCandidates,
  researchLabel,
  skillCandidates,
} from './view-candidates.ts';

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
  if (!state.crew.includes(actor as CharacterId)) return [];
  const id = actor as CharacterId;
  return [
    researchAction(env, state, id),
    judge(
      { action: 'bank-foresight', label: 'Plan (Foresight)', rule: 'COT-FORE-1', none: '' },
      [withTraining(env.ctx, id, { type: 'prep/bank-foresight' as const, character: id })],
      (c) => {
        const plan = planBanking(env, state, c);
        if (isRejection(plan)) return plan;
        return {
          odds: bankingOdds(plan.roller, plan.prepared, env.rules),
          label: 'Bank Foresight with Planning',
        };
      },
    ),
    withOptionTexts(skillAction(env, state, id), (c) => [
      { path: 'purpose', label: 'What the roll is for', max: prepTextMax, optional: true },
      ...(c.type === 'prep/skill' && c.identity !== undefined
        ? [
            {
              path: 'identity',
              label: 'Who the disguise passes for',
              max: characterLimits.labelMax,
              optional: false,
            },
          ]
        : []),
    ]),
    withOptionTexts(
      judge(
        { action: 'task', label: 'Another task', rule: 'COT-TIME-6', none: '' },
        [{ type: 'prep/task', character: id, task: 'a task' }],
        rollFree(env, state, () => 'A task without a roll'),
      ),
      () => [{ path: 'task', label: 'The task', max: prepTextMax, optional: true }],
    ),
    ...prepSchemeView(env, state, id),
  ];
}

/** COT-PREP-1..8: each research on each Spot, labelled with its method's cost and its difficulty. */
function researchAction(env: HeistEnv, state: PrepState, id: CharacterId): ActionView<PrepCommand> {
  return judge(
    { action: 'research', label: 'Research', rule: 'COT-PREP-1', none: noSpot },
    researchCandidates(env, id).map((c) => withTraining(env.ctx, id, c)),
    (c) => {
      const plan = planPrepResearch(env, state, c);
      if (isRejection(plan)) return plan;
      return {
        odds: researchOdds(plan.plan, env.rules),
        label: researchLabel(env, c, plan.plan.difficulty),
        cost: costOf({ reputation: plan.plan.reputation }), // COT-PREP-3: Connections' Reputation
      };
    },
  );
}

/** COT-PREP-9: the other Prep skills against the default difficulty. */
function skillAction(env: HeistEnv, state: PrepState, id: CharacterId): ActionView<PrepCommand> {
  return judge(
    { action: 'skill', label: 'Other Prep skill', rule: 'COT-PREP-9', none: '' },
    skillCandidates(id).map((c) => withTraining(env.ctx, id, c)),
    (c) => {
      const plan = planPrepSkill(env, state, c);
      if (isRejection(plan)) return plan;
      return {
        odds: difficultyOdds(plan.prepared, c.skill, c.difficulty, env.rules.successOnEqual),
        label: `${skillTable[c.skill].label}${c.identity ? ' (a disguise)' : ''} vs ${c.difficulty}`,
      };
    },
  );
}

/**
 * The schemes a crew member can spend in Prep (COT-FORE-7 Cache, COT-FORE-8 Blueprint): free actions at any
 * moment (COT-FORE-3), so the board offers them whoever's turn it is. Each refusal names the shortfall.
 */
export function prepSchemeView(
  env: HeistEnv,
  state: PrepState,
  spender: CharacterId,
): readonly ActionView<PrepCommand>[] {
  if (!state.crew.includes(spender)) return [];
  const names = env.ctx.names;
  return [
    judge(
      { action: 'cache', label: 'Cache', rule: 'COT-FORE-7', none: '' },
      cacheCandidates(state.crew, spender),
      rollFree(env, state, (c) => `1 Resource for 1 Foresight, gear to ${names(c.recipient)}`),
    ),
    withOptionTexts(
      judge(
        { action: 'blueprint', label: 'Blueprint', rule: 'COT-FORE-8', none: noPlaces },
        blueprintCandidates(Object.values(env.ctx.spots), spender),
        rollFree(env, state, (c) => blueprintLabel(env, c)),
      ),
      () => [{ path: 'name', label: 'Name of the passage', max: spotLimits.nameMax, optional: false }],
    ),
  ];
}

/** `prepSchemeView` for a scene's engine context, as the Prep board asks for it. */
export function prepSchemeActions(
  ctx: EngineContext,
  state: PrepState,
  spender: CharacterId,
): readonly ActionView<PrepCommand>[] {
  return prepSchemeView(heistEnv(ctx), state, spender);
}

const noSpot = 'The campaign has no Spot to research yet: lay one out on the Spots dashboard (COT-PREP-1)';
const noPlaces =
  'A Blueprint joins two places the crew knows, and no Spot has one yet: research its Layout first (COT-FORE-8)';

type Checked =
  | { readonly odds: ActionOdds | null; readonly label: string; readonly cost?: ActionCost | undefined }
  | Rejection;

interface Heading {
  readonly action: string;
  readonly label: string;
  readonly rule: string;
  /** Why not when there is no candidate at all. */
  readonly none: string;
}

function judge<C extends PrepCommand>(
  heading: Heading,
  list: readonly C[],
  check: (command: C) => Checked,
): ActionView<PrepCommand> {
  const options: ActionOption<PrepCommand>[] = [];
  let refusal: Rejection | null = null;
  for (const command of list) {
    const result = check(command);
    if (isRejection(result)) refusal ??= result;
    else
      options.push({
        label: result.label,
        command,
        odds: result.odds,
        ...(result.cost ? { cost: result.cost } : {}),
      });
  }
  const available = options.length > 0;
  return {
    action: heading.action,
    label: heading.label,
    available,
    reason: available ? null : (refusal?.message ?? (heading.none || 'Nothing to do')),
    options,
    rule: heading.rule,
  };
}

const noDice: Dice = {
  roll() {
    throw new Error('A roll-free Prep command rolled a die');
  },
};

function rollFree<C extends PrepCommand>(env: HeistEnv, state: PrepState, label: (command: C) => string) {
  return (command: C): Checked => {
    const decision = decidePrepScene(env, state, command, noDice);
    return decision.ok
      ? { odds: null, label: label(command), cost: costOfEvents(decision.events) }
      : decision;
  };
}
