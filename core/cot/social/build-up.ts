import type { ActionOdds } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { BuildUpCommand } from './commands.ts';
import { emotionTable, isBuildUpSkill, stateFor } from './emotions.ts';
import type { BuildUpSkill } from './emotions.ts';
import type { SocialEvent } from './events.ts';
import { contestActionOdds } from './odds.ts';
import { pushContext, setterLock } from './push.ts';
import type { PushContext } from './push.ts';
import { catastropheReveals, planContest, rollContest } from './rolls.ts';
import type { ContestPlan } from './rolls.ts';
import type { SocialState } from './types.ts';

/** COT-SOC-10, COT-SOC-11: Build Up, setting an emotional state on the target. */

export interface BuildUpPlan extends PushContext {
  readonly skill: BuildUpSkill;
  readonly contest: ContestPlan;
}

/**
 * Checks a Build Up: a known target and a live agenda (COT-SOC-9), one of the five skills, and no overwriting
 * of a state the actor set as this identity (COT-SOC-11); then plans the skill against It + Size Up.
 */
export function planBuildUp(
  ctx: EngineContext,
  state: SocialState,
  cmd: BuildUpCommand,
): BuildUpPlan | Rejection {
  if (!isBuildUpSkill(cmd.skill)) {
    return reject(
      'social/not-build-up-skill',
      'Build Up uses Intimidate, Con, Impress, Manipulate or Convince',
    );
  }
  const push = pushContext(ctx, state, cmd.actor, cmd.target, 'Build Up on');
  if (isRejection(push)) return push;
  const locked = setterLock(ctx, state, push, 'build-up');
  if (locked) return locked;
  const contest = planContest(ctx, state, {
    actor: push.actor,
    target: push.target,
    skill: cmd.skill,
    leanOnto: cmd.leanOnto ?? null,
    defenderLeanOnto: cmd.defenderLeanOnto ?? null,
    altered: push.altered,
    passive: false,
  });
  if (isRejection(contest)) return contest;
  return { ...push, skill: cmd.skill, contest };
}

/** COT-SOC-10: the target rolls first; success sets the positive state, failure the negative one. */
export function buildUp(
  ctx: EngineContext,
  state: SocialState,
  cmd: BuildUpCommand,
  dice: Dice,
): Decision<SocialEvent> {
  const plan = planBuildUp(ctx, state, cmd);
  if (isRejection(plan)) return plan;
  const result = rollContest(plan.contest, state.rules, dice);
  return ok([
    {
      type: 'social/built-up',
      actor: cmd.actor,
      identity: plan.actor.identity,
      target: cmd.target,
      skill: cmd.skill,
      leanOnto: cmd.leanOnto ?? null,
      defenderLeanOnto: cmd.defenderLeanOnto ?? null,
      defence: result.defence,
      roll: result.roll,
      success: result.success,
      state: stateFor(cmd.skill, result.success), // COT-SOC-10
      targetLearnsIdentity: catastropheReveals(result, state.rules), // COT-D-4
    },
  ]);
}

/** The exact odds of a Build Up, from the plan `buildUp` rolls. */
export function buildUpOdds(ctx: EngineContext, state: SocialState, plan: BuildUpPlan): ActionOdds {
  const target = ctx.names(plan.target.id);
  const who = ctx.names(plan.actor.id);
  const good = emotionTable[stateFor(plan.skill, true)].label;
  const bad = emotionTable[stateFor(plan.skill, false)].label;
  const reveals = state.rules.catastropheEffects.social === 'default';
  return contestActionOdds(
    plan.contest,
    state.rules,
    plan.skill,
    {
      success: `${target} turns ${good}`,
      failure: `${target} turns ${bad}, and ${who} cannot Follow Through on it`,
      catastrophe: `Catastrophe: ${target} turns ${bad}${reveals ? ` and learns ${who} is presenting as "${plan.actor.identity}"` : ''}`,
    },
    ctx.names,
  );
}
