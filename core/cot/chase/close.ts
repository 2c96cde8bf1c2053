import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actingDriverOrRunner } from './access.ts';
import type { CloseCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import {
  catastrophePenalty,
  distanceChanges,
  groupRollPlan,
  manoeuvreCatastrophe,
  shifted,
} from './manoeuvre.ts';
import type { GroupRollPlan } from './manoeuvre.ts';
import { afterTargetCatastrophe } from './pools.ts';
import { groupOf } from './roster.ts';
import {
  actorRolls,
  beats,
  checkModifiers,
  checkRollers,
  isCatastrophe,
  resultOf,
  rollPlan,
} from './rolls.ts';
import type { RollResult } from './rolls.ts';
import type { ChaseGroupId, ChaseParticipant, ChaseState } from './types.ts';
import { velocityMode } from './velocity.ts';

/** COT-CHASE-9: a pursuer group closes in on the Target. */

export interface ClosePlan {
  readonly actor: ChaseParticipant;
  readonly group: ChaseGroupId;
  readonly target: GroupRollPlan;
  readonly pursuer: GroupRollPlan;
  /** A Speed pursuer closing on a Muscles Target goes to Distance 0 whatever the roll (COT-D-79). */
  readonly speedOnMuscles: boolean;
}

/** Checks a Close (a pursuer's driver or runner, COT-CHASE-4) and plans both group rolls (COT-D-92). */
export function planClose(state: ChaseState, cmd: CloseCommand): ClosePlan | Rejection {
  const actor = actingDriverOrRunner(state, cmd.actor, 'pursuer', 'Close');
  if (isRejection(actor)) return actor;
  const group = actor.group as ChaseGroupId; // a pursuer at the wheel or on foot is always in a group
  const target = groupRollPlan(state, 'target', cmd);
  if (isRejection(target)) return target;
  const pursuer = groupRollPlan(state, group, cmd);
  if (isRejection(pursuer)) return pursuer;
  const speedOnMuscles =
    velocityMode(state, pursuer.roller) === 'speed' && velocityMode(state, target.roller) === 'muscles';
  return (
    checkRollers(cmd.rollers, [pursuer.roller.id]) ??
    checkModifiers(cmd.modifiers, [target.roller.id, pursuer.roller.id]) ?? {
      actor,
      group,
      target,
      pursuer,
      speedOnMuscles,
    }
  );
}

/** What a Close did, from its two results. */
export interface CloseEffect {
  readonly success: boolean;
  /** The new Distance of every group whose Distance the Close can move. */
  readonly next: ReadonlyMap<ChaseGroupId, number>;
  readonly followUp: boolean;
}

/**
 * Success: the group's Distance −1 (minimum 0); its own catastrophe +1, the Target's −1 for every group
 * (COT-D-4). Speed on Muscles: Distance 0 whatever the result (COT-D-79). Only a success that leaves Distance 0
 * allows the immediate Takedown or Ram.
 */
export function closeEffect(
  state: ChaseState,
  plan: ClosePlan,
  target: RollResult,
  pursuer: RollResult,
): CloseEffect {
  const success = beats(pursuer, target, state.rules);
  const next = afterTargetCatastrophe(state, isCatastrophe(target));
  const from = groupOf(state, plan.group).distance;
  const own = plan.speedOnMuscles
    ? 0 // COT-D-79
    : shifted(
        from,
        -(success ? 1 : 0) +
          catastrophePenalty(state, isCatastrophe(pursuer)) -
          catastrophePenalty(state, isCatastrophe(target)),
      );
  next.set(plan.group, own);
  return { success, next, followUp: success && own === 0 };
}

/** COT-CHASE-9: the Target rolls first, then the group's roller. */
export function close(state: ChaseState, cmd: CloseCommand, dice: Dice): Decision<ChaseEvent> {
  const plan = planClose(state, cmd);
  if (isRejection(plan)) return plan;
  const opposingRoll = rollPlan(plan.target.plan, dice);
  const targetResult = resultOf(opposingRoll);
  const roll = actorRolls([targetResult], state.rules) ? rollPlan(plan.pursuer.plan, dice) : null;
  const pursuerResult = resultOf(roll);
  const effect = closeEffect(state, plan, targetResult, pursuerResult);
  const events: ChaseEvent[] = [
    {
      type: 'chase/closed',
      actor: cmd.actor,
      group: plan.group,
      opposingRoll,
      roll,
      success: effect.success,
      distances: distanceChanges(state, effect.next),
      speedOnMuscles: plan.speedOnMuscles,
      followUp: effect.followUp,
    },
  ];
  if (isCatastrophe(targetResult)) events.push(manoeuvreCatastrophe(state, plan.target.roller.id, 'close'));
  if (isCatastrophe(pursuerResult)) {
    events.push(manoeuvreCatastrophe(state, plan.pursuer.roller.id, 'close', !plan.speedOnMuscles)); // COT-D-79
  }
  return ok(events);
}
