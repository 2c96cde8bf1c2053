import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actingDriverOrRunner } from './access.ts';
import type { AccelerateCommand } from './commands.ts';
import type { ChaseEvent, GroupRoll } from './events.ts';
import {
  catastrophePenalty,
  distanceChanges,
  groupRollPlan,
  manoeuvreCatastrophe,
  pursuerRollPlans,
  shifted,
} from './manoeuvre.ts';
import type { GroupRollPlan } from './manoeuvre.ts';
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

/** COT-CHASE-5: the Target pulls away from every pursuer group it beats. */

export interface AcceleratePlan {
  readonly actor: ChaseParticipant;
  readonly target: GroupRollPlan;
  readonly groups: readonly GroupRollPlan[];
}

/** Checks an Accelerate and plans its rolls: the Target's group roll, and every pursuer group's. */
export function planAccelerate(state: ChaseState, cmd: AccelerateCommand): AcceleratePlan | Rejection {
  const actor = actingDriverOrRunner(state, cmd.actor, 'target', 'Accelerate'); // COT-CHASE-4
  if (isRejection(actor)) return actor;
  const target = groupRollPlan(state, 'target', cmd); // COT-D-92
  if (isRejection(target)) return target;
  const groups = pursuerRollPlans(state, cmd);
  if (isRejection(groups)) return groups;
  const rollers = [target.roller.id, ...groups.map((group) => group.roller.id)];
  return (
    checkRollers(cmd.rollers, [target.roller.id]) ??
    checkModifiers(cmd.modifiers, rollers) ?? { actor, target, groups }
  );
}

/**
 * One pursuer group's result: beaten when the Target's roll beats the group's (ties by `opposed_tie_winner`,
 * COT-D-5); its Distance moves by +1 if beaten, +1 on its own catastrophe and −1 on the Target's (COT-D-4).
 */
export function accelerateEffect(
  state: ChaseState,
  target: RollResult,
  group: RollResult,
): { readonly beaten: boolean; readonly delta: number } {
  const beaten = beats(target, group, state.rules);
  const delta =
    (beaten ? 1 : 0) +
    catastrophePenalty(state, isCatastrophe(group)) -
    catastrophePenalty(state, isCatastrophe(target));
  return { beaten, delta };
}

/** COT-CHASE-5: the pursuer groups roll first, then the Target once (unless every group forfeited, COT-D-6). */
export function accelerate(state: ChaseState, cmd: AccelerateCommand, dice: Dice): Decision<ChaseEvent> {
  const plan = planAccelerate(state, cmd);
  if (isRejection(plan)) return plan;
  const groupRolls = plan.groups.map((group) => rollPlan(group.plan, dice));
  const groupResults = groupRolls.map(resultOf);
  const roll = actorRolls(groupResults, state.rules) ? rollPlan(plan.target.plan, dice) : null;
  const targetResult = resultOf(roll);
  const next = new Map<ChaseGroupId, number>();
  const groups: GroupRoll[] = plan.groups.map((group, i) => {
    const id = group.key as ChaseGroupId;
    const effect = accelerateEffect(state, targetResult, groupResults[i]!);
    next.set(id, shifted(groupOf(state, id).distance, effect.delta));
    return { group: id, roll: groupRolls[i]!, success: effect.beaten };
  });
  const catastrophes = [
    ...(isCatastrophe(targetResult)
      ? [manoeuvreCatastrophe(state, plan.target.roller.id, 'accelerate')]
      : []),
    ...plan.groups
      .filter((_, i) => isCatastrophe(groupResults[i]!))
      .map((group) => manoeuvreCatastrophe(state, group.roller.id, 'accelerate')),
  ];
  const distances = distanceChanges(state, next);
  return ok([{ type: 'chase/accelerated', actor: cmd.actor, roll, groups, distances }, ...catastrophes]);
}
