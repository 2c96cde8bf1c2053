import type { Pool } from '../../dice/pool.ts';
import type { Rejection } from '../../shared/result.ts';
import { isRejection } from '../../shared/result.ts';
import type { RollOptions } from './commands.ts';
import type { CatastropheEvent } from './events.ts';
import { activeGroups } from './roster.ts';
import { catastropheCostsDistance, planRoll } from './rolls.ts';
import type { RollPlan } from './rolls.ts';
import { chasePool, chooseRoller } from './velocity.ts';
import type { GroupKey } from './velocity.ts';
import type { ChaseGroupId, ChaseParticipant, ChaseState, DistanceChange } from './types.ts';
import type { CharacterId } from '../../shared/ids.ts';

/** Pieces the chase manoeuvres share: group rolls (COT-D-92) and Distance bookkeeping (COT-D-43, COT-D-4). */

/** A group's roll: who rolls (COT-D-92) and the pool they roll (COT-CHASE-1) with the command's modifiers. */
export interface GroupRollPlan {
  readonly key: GroupKey;
  readonly roller: ChaseParticipant;
  readonly plan: RollPlan;
}

/** Plans the roll a group makes with its chase pool. */
export function groupRollPlan(
  state: ChaseState,
  key: GroupKey,
  options: RollOptions,
): GroupRollPlan | Rejection {
  const roller = chooseRoller(state, key, options.rollers);
  if (isRejection(roller)) return roller;
  const pool = chasePool(state, roller) as Pool; // a chosen roller is a driver or on foot: never null
  return { key, roller, plan: planRoll(state.rules, roller, pool, [], options.modifiers, options.bolsters) };
}

/** Plans every pursuer group's roll, in group order. */
export function pursuerRollPlans(
  state: ChaseState,
  options: RollOptions,
): readonly GroupRollPlan[] | Rejection {
  const plans: GroupRollPlan[] = [];
  for (const group of activeGroups(state)) {
    const plan = groupRollPlan(state, group.id, options);
    if (isRejection(plan)) return plan;
    plans.push(plan);
  }
  return plans;
}

/**
 * The Distance of one group after a manoeuvre: its change, never below 0 (COT-D-4 "minimum 0"); the parts of
 * the change (a success, a failure, catastrophes) are summed before the floor applies.
 */
export function shifted(distance: number, delta: number): number {
  return Math.max(0, distance + delta);
}

/** The changes of every group whose Distance a manoeuvre moved, from a new Distance per group. */
export function distanceChanges(
  state: ChaseState,
  next: ReadonlyMap<ChaseGroupId, number>,
): readonly DistanceChange[] {
  return activeGroups(state).flatMap((group) => {
    const to = next.get(group.id);
    return to === undefined || to === group.distance ? [] : [{ group: group.id, from: group.distance, to }];
  });
}

/** COT-D-4 chase manoeuvre row: the penalty in Distance a catastrophe costs at this table (0 or 1). */
export function catastrophePenalty(state: ChaseState, catastrophe: boolean): number {
  return catastrophe && catastropheCostsDistance(state.rules) ? 1 : 0;
}

/** The `chase/catastrophe` event of a manoeuvre's roll. */
export function manoeuvreCatastrophe(
  state: ChaseState,
  roller: CharacterId,
  action: CatastropheEvent['action'],
  costsDistance = true,
): CatastropheEvent {
  const consequence = !costsDistance
    ? 'complication'
    : catastropheCostsDistance(state.rules)
      ? 'lost-distance'
      : 'narrative-only';
  return { type: 'chase/catastrophe', roller, action, consequence };
}
