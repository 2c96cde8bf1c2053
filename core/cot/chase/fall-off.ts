import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actingDriverOrRunner, refuseIfOver } from './access.ts';
import type { FallOffCommand, RuleFallOffCommand } from './commands.ts';
import type { ChaseEvent, LeftEvent } from './events.ts';
import { findGroup, findVehicle, groupMembers, groupOf, isIn } from './roster.ts';
import type { ChaseGroupId, ChaseParticipant, ChaseState } from './types.ts';

/** COT-CHASE-13: a pursuer group gives up the chase. No roll. */

export interface FallOffPlan {
  readonly actor: ChaseParticipant;
  readonly group: ChaseGroupId;
}

/** Checks a Fall Off: a pursuer runner, or the driver alone for a vehicle (COT-CHASE-4). */
export function planFallOff(state: ChaseState, cmd: FallOffCommand): FallOffPlan | Rejection {
  const actor = actingDriverOrRunner(state, cmd.actor, 'pursuer', 'Fall Off');
  if (isRejection(actor)) return actor;
  return { actor, group: actor.group as ChaseGroupId };
}

/** The whole group leaves the chase: a vehicle with everyone in it, or the runners moving together. */
export function fallOff(state: ChaseState, cmd: FallOffCommand): Decision<ChaseEvent> {
  const plan = planFallOff(state, cmd);
  if (isRejection(plan)) return plan;
  return ok([
    { type: 'chase/fell-off', actor: cmd.actor, group: plan.group },
    groupLeaves(state, plan.group),
  ]);
}

/** COT-CHASE-13 by the GM's ruling: a pursuer group still chasing leaves, with everyone in it. */
export function ruleFallOff(state: ChaseState, cmd: RuleFallOffCommand): Decision<ChaseEvent> {
  const over = refuseIfOver(state);
  if (over) return over;
  const group = findGroup(state, cmd.group);
  if (!group || !isIn(group)) {
    return reject('chase/unknown-group', `No pursuer group ${cmd.group} is still chasing`, {
      group: cmd.group,
    });
  }
  return ok([groupLeaves(state, group.id)]);
}

/** The group, everyone still in it and its vehicle (if it is still running) leave the chase together. */
function groupLeaves(state: ChaseState, group: ChaseGroupId): LeftEvent {
  const id = groupOf(state, group).vehicle;
  const vehicle = id === null ? undefined : findVehicle(state, id);
  return {
    type: 'chase/left',
    reason: 'fell-off',
    participants: groupMembers(state, group).map((p) => p.id),
    groups: [group],
    vehicles: vehicle && isIn(vehicle) ? [vehicle.id] : [],
  };
}
