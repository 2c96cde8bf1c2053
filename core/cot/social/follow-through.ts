import type { ActionOdds } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Character, Loyalty } from '../characters/index.ts';
import { sheetOf } from './access.ts';
import { limitSpent } from './agenda.ts';
import type { FollowThroughCommand } from './commands.ts';
import { emotionKind, emotionTable, isBuildUpSkill, negativeStateOf } from './emotions.ts';
import type { BuildUpSkill, EmotionalState } from './emotions.ts';
import type { SocialEvent } from './events.ts';
import { alterationUsed, emotionOf } from './knowledge.ts';
import { leanIntoProblem } from './lean-into.ts';
import { alterLoyalties, changeProblem, formatLoyalty, refOf } from './loyalties.ts';
import { contestActionOdds } from './odds.ts';
import { pushContext, setterLock } from './push.ts';
import type { PushContext } from './push.ts';
import { catastropheReveals, planContest, rollContest } from './rolls.ts';
import type { ContestPlan } from './rolls.ts';
import type { SocialState } from './types.ts';

/** COT-SOC-12 with Lean Into (COT-SOC-5): pushing the agenda home on the target's emotional state. */

export interface FollowThroughPlan extends PushContext {
  readonly skill: BuildUpSkill;
  readonly emotion: EmotionalState;
  /** Null when the target Leans Into a Loyalty: no roll is made (COT-D-71). */
  readonly contest: ContestPlan | null;
  readonly targetSheet: Character;
}

function stateProblem(ctx: EngineContext, state: SocialState, push: PushContext): Rejection | null {
  const emotion = emotionOf(state, push.target.id);
  const target = ctx.names(push.target.id);
  if (!emotion) {
    return reject('social/no-state', `${target} has no emotional state yet: Build Up first (COT-SOC-12)`, {
      target: push.target.id,
    });
  }
  const locked = setterLock(ctx, state, push, 'follow-through');
  if (locked) return locked;
  if (emotionKind(emotion.state) === 'negative' && state.rules.negativeStateFollowThrough === 'nobody') {
    const label = emotionTable[emotion.state].label;
    return reject(
      'social/negative-state',
      `${target} is ${label}, a negative state: at this table nobody may Follow Through on it until a new Build Up replaces it (COT-D-75)`,
      { target: push.target.id, state: emotion.state },
    );
  }
  return null;
}

function skillProblem(skill: string): Rejection | null {
  if (skill === 'con') {
    return reject(
      'social/con-follow-through',
      'Con cannot Follow Through: use Intimidate, Impress, Manipulate or Convince (COT-SOC-12)',
    );
  }
  if (isBuildUpSkill(skill)) return null;
  return reject(
    'social/not-follow-through-skill',
    'Follow Through uses Intimidate, Impress, Manipulate or Convince',
  );
}

/** The agenda's Loyalty change must still be possible and within the call's limit (COT-SOC-2, COT-D-69). */
function changeStillPossible(ctx: EngineContext, state: SocialState, push: PushContext, sheet: Character) {
  const change = push.agenda.change;
  if (!change) return null;
  if (alterationUsed(state, push.target.id, push.actor.id))
    return limitSpent(ctx, state, push.actor.id, push.target.id);
  return changeProblem(sheet.loyalties, change, sheet.name);
}

/**
 * Checks a Follow Through: the skill (not Con, TV-COT-SOC-12-d), a known target with a live agenda, a state
 * set by anyone but this identity if negative (COT-SOC-11, COT-D-75), a Loyalty change still allowed, and a
 * Lean Into the target may make (COT-SOC-5); then plans the contest, or none when the target leans in.
 */
export function planFollowThrough(
  ctx: EngineContext,
  state: SocialState,
  cmd: FollowThroughCommand,
): FollowThroughPlan | Rejection {
  const badSkill = skillProblem(cmd.skill);
  if (badSkill) return badSkill;
  const push = pushContext(ctx, state, cmd.actor, cmd.target, 'Follow Through on');
  if (isRejection(push)) return push;
  const problem = stateProblem(ctx, state, push);
  if (problem) return problem;
  const targetSheet = sheetOf(ctx.characters, cmd.target, ctx.names);
  if (isRejection(targetSheet)) return targetSheet;
  const changeRefused = changeStillPossible(ctx, state, push, targetSheet);
  if (changeRefused) return changeRefused;
  const emotion = emotionOf(state, cmd.target)!.state;
  const base = { ...push, skill: cmd.skill, emotion, targetSheet };
  if (cmd.leanInto) return leanIntoProblem(push, targetSheet, cmd) ?? { ...base, contest: null };
  const passive = state.rules.followThroughDefence === 'passive_score';
  if (passive && cmd.defenderLeanOnto) {
    return reject(
      'social/passive-defence',
      `${targetSheet.name} defends with a passive score, not a roll: no Lean Onto applies (COT-D-76)`,
    );
  }
  const contest = planContest(ctx, state, {
    actor: push.actor,
    target: push.target,
    skill: cmd.skill,
    leanOnto: cmd.leanOnto ?? null,
    defenderLeanOnto: cmd.defenderLeanOnto ?? null,
    altered: push.altered,
    passive,
  });
  if (isRejection(contest)) return contest;
  return { ...base, contest };
}

/** What a Follow Through leaves: the state afterwards and, on a success, the Loyalties it changed. */
function aftermath(state: SocialState, plan: FollowThroughPlan, success: boolean) {
  if (!success) return { state: negativeStateOf(plan.skill), change: null, loyalties: null }; // COT-SOC-12
  const change = plan.agenda.change;
  const loyalties: Loyalty[] | null = change ? alterLoyalties(plan.targetSheet.loyalties, change) : null; // COT-SOC-2
  const kept = state.rules.stateAfterSuccess === 'keep' ? plan.emotion : null; // COT-D-77
  return { state: kept, change, loyalties };
}

/** COT-SOC-12: the target rolls first; success achieves the agenda, failure turns the state negative. */
export function followThrough(
  ctx: EngineContext,
  state: SocialState,
  cmd: FollowThroughCommand,
  dice: Dice,
): Decision<SocialEvent> {
  const plan = planFollowThrough(ctx, state, cmd);
  if (isRejection(plan)) return plan;
  const result = plan.contest ? rollContest(plan.contest, state.rules, dice) : null;
  const success = result?.success ?? false; // COT-D-71: a Lean Into counts as a failed Follow Through
  return ok([
    {
      type: 'social/followed-through',
      actor: cmd.actor,
      identity: plan.actor.identity,
      target: cmd.target,
      skill: cmd.skill,
      leanOnto: cmd.leanOnto ?? null,
      defenderLeanOnto: cmd.defenderLeanOnto ?? null,
      leanInto: cmd.leanInto ? refOf(cmd.leanInto) : null,
      defence: result?.defence ?? null,
      score: plan.contest?.score ?? null,
      roll: result?.roll ?? null,
      success,
      agenda: plan.agenda.text,
      ...aftermath(state, plan, success),
      targetLearnsIdentity: result !== null && catastropheReveals(result, state.rules), // COT-D-4
    },
  ]);
}

/** The exact odds of a rolled Follow Through, from the plan `followThrough` rolls; null for a Lean Into. */
export function followThroughOdds(
  ctx: EngineContext,
  state: SocialState,
  plan: FollowThroughPlan,
): ActionOdds | null {
  if (!plan.contest) return null;
  const target = ctx.names(plan.target.id);
  const who = ctx.names(plan.actor.id);
  const bad = emotionTable[negativeStateOf(plan.skill)].label;
  const change = plan.agenda.change;
  const changes = change
    ? change.kind === 'swap'
      ? `; ${formatLoyalty(change.loyalty)} becomes ${target}'s Prime`
      : `; ${formatLoyalty(change.loyalty)} becomes ${formatLoyalty(change.with)}`
    : '';
  const reveals = state.rules.catastropheEffects.social === 'default';
  return contestActionOdds(
    plan.contest,
    state.rules,
    plan.skill,
    {
      success: `Agenda achieved: ${plan.agenda.text}${changes}`,
      failure: `${target} turns ${bad}`,
      catastrophe: `Catastrophe: ${target} turns ${bad}${reveals ? ` and learns ${who} is presenting as "${plan.actor.identity}"` : ''}`,
    },
    ctx.names,
  );
}
