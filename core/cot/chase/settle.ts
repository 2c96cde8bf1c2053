import { vehicleLeaves } from './damage.ts';
import { activeGroups, boarders, driverOf, groupMembers, isIn, targetMembers } from './roster.ts';
import { emit } from './step.ts';
import type { Step } from './step.ts';
import type { ChaseOutcome, ChaseState } from './types.ts';

/**
 * What follows from an action without a choice of anyone's: a vehicle whose driver is gone stops, a group
 * with nobody left leaves, and the chase ends when the Target or every pursuer is gone (COT-CHASE-14).
 * A chase that already ended is left alone.
 */
export function settle(step: Step): Step {
  if (step.state.outcome !== null) return step;
  let next = step;
  for (const vehicle of next.state.vehicles) {
    if (isIn(vehicle) && !driverOf(next.state, vehicle.id)) next = vehicleLeaves(next, vehicle.id, 'stopped');
  }
  const empty = activeGroups(next.state).filter((group) => groupMembers(next.state, group.id).length === 0);
  if (empty.length > 0) {
    next = emit(next, {
      type: 'chase/left',
      reason: 'emptied',
      participants: [],
      groups: empty.map((group) => group.id),
      vehicles: [],
    });
  }
  const outcome = endingOf(next.state);
  return outcome ? emit(next, { type: 'chase/ended', outcome }) : next;
}

/** The ending the chase has reached by itself, if any. */
function endingOf(state: ChaseState): ChaseOutcome | null {
  if (targetMembers(state).length === 0) {
    const vehicle = state.vehicles.find((v) => v.role === 'target');
    const reason = vehicle?.left;
    if (vehicle && (reason === 'wrecked' || reason === 'crashed' || reason === 'stopped')) {
      return { kind: 'target-stopped', winner: 'pursuers', vehicle: vehicle.id, reason };
    }
    return { kind: 'target-down', winner: 'pursuers' };
  }
  if (activeGroups(state).length === 0 && boarders(state).length === 0) {
    return { kind: 'pursuers-gone', winner: 'target' }; // COT-D-85
  }
  return null;
}
