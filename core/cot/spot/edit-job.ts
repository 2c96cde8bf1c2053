import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { isRejection } from '../warfare/fighters.ts';
import { findSecurity } from './edit-barriers.ts';
import type { Spot, SpotCommand, SpotEvent } from './types.ts';

/**
 * What a Job leaves on a Spot between its Heist stages: Aware guards stay Aware (COT-GUARD-5, COT-D-56) and
 * bypassed Securities stay bypassed (COT-D-54) until the GM resets the Spot for a new Job.
 */

type Of<T extends SpotCommand['type']> = Extract<SpotCommand, { type: T }>;

export function alertGuards(spot: Spot, command: Of<'spot/alert-guards'>): Decision<SpotEvent> {
  const stranger = command.guards.find((id) => !Object.hasOwn(spot.guards, id));
  if (stranger !== undefined) {
    return reject('spot/unknown-guard', `${spot.name} has no guard "${stranger}" posted`);
  }
  const guards = [...new Set(command.guards)].filter((id) => !spot.guards[id]!.aware);
  return ok(guards.length === 0 ? [] : [{ type: 'spot/guards-alerted', spotId: spot.id, guards }]);
}

export function bypassSecurity(spot: Spot, command: Of<'spot/bypass-security'>): Decision<SpotEvent> {
  const found = findSecurity(spot, command.barrierId, command.securityId);
  if (isRejection(found)) return found;
  if (found.security.bypassed) return ok([]);
  return ok([
    {
      type: 'spot/security-bypassed',
      spotId: spot.id,
      barrierId: command.barrierId,
      securityId: command.securityId,
    },
  ]);
}

/** A new Job at the same Spot: every guard unaware with no Call-for-Help bonus, every Security in place. */
export function resetJob(spot: Spot): Decision<SpotEvent> {
  return ok([{ type: 'spot/job-reset', spotId: spot.id }]);
}
