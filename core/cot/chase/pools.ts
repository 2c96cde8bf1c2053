import { buildPool } from '../../dice/pool.ts';
import type { Pool } from '../../dice/pool.ts';
import type { ChaseParticipant, ChaseRatings, ChaseState } from './types.ts';
import { activeGroups } from './roster.ts';
import { catastrophePenalty, shifted } from './manoeuvre.ts';
import type { ChaseGroupId } from './types.ts';

/** The named pools chase rules call for besides the chase pool (COT-CHASE-6, COT-CHASE-11, COT-CHASE-12). */

/** Muscle + Athletics (COT-DICE-2): boarding, resisting a dislodge, a runner's initiative. */
export function athleticsPool(ratings: ChaseRatings): Pool {
  return buildPool({ rolled: ratings.muscle + ratings.athletics, kept: ratings.muscle }).pool;
}

/** Fingers + Driving: dislodging, resisting a Board, Ram and vehicle attacks, crash checks, a driver's initiative. */
export function drivingPool(ratings: ChaseRatings): Pool {
  return buildPool({ rolled: ratings.fingers + ratings.driving, kept: ratings.fingers }).pool;
}

/**
 * COT-INIT-2, COT-D-22: a chase participant's initiative pool by their own role: a driver rolls Fingers +
 * Driving; everyone on foot, riding as a passenger or aboard rolls Muscle + Athletics. Speed plays no part.
 */
export function chaseInitiativePool(participant: ChaseParticipant): Pool {
  return participant.seat.kind === 'driver'
    ? drivingPool(participant.ratings)
    : athleticsPool(participant.ratings);
}

/** The Distances after the Target side's catastrophe on a defence or a Shake: every group −1 (COT-D-4). */
export function afterTargetCatastrophe(state: ChaseState, catastrophe: boolean): Map<ChaseGroupId, number> {
  const penalty = catastrophePenalty(state, catastrophe);
  return new Map(activeGroups(state).map((group) => [group.id, shifted(group.distance, -penalty)]));
}
