import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { findSecurity } from './edit-barriers.ts';
import type { Spot, SpotCommand, SpotEvent } from './types.ts';

/**
 * What a Job leaves on a Spot between its Heist stages: Aware guards stay Aware (COT-GUARD-5, COT-D-56) and
 * bypassed Securities stay bypassed (COT-D-54) until the GM resets the Spot for a new Job.
 */

type Of<T extends SpotCommand['type']> = Extract<SpotCommand, { type: T }>;

/**
 * COT-GUARD-5, COT-D-56: the GM marks guards Aware for the rest of the Job. Naming only guards already Aware (a
 * ruling clicked twice) changes nothing and is refused, naming them; `characters` gives their names.
 */
export function alertGuards(
  spot: Spot,
  command: Of<'spot/alert-guards'>,
  characters: Readonly<Record<CharacterId, Character>> = {},
): Decision<SpotEvent> {
  if (command.guards.length === 0) return reject('spot/no-guards', 'Name at least one guard to alert');
  const stranger = command.guards.find((id) => !Object.hasOwn(spot.guards, id));
  if (stranger !== undefined) {
    return reject('spot/unknown-guard', `${spot.name} has no guard "${stranger}" posted`);
  }
  const named = [...new Set(command.guards)];
  const guards = named.filter((id) => !spot.guards[id]!.aware);
  if (guards.length > 0) return ok([{ type: 'spot/guards-alerted', spotId: spot.id, guards }]);
  const only = named.length === 1 ? named[0]! : null;
  const name = only && Object.hasOwn(characters, only) ? characters[only]!.name : only;
  return reject(
    'spot/already-aware',
    name === null
      ? 'Every guard named is already Aware: nothing changed'
      : `${name} is already Aware: nothing changed`,
  );
}

/** COT-D-54: a Security bypassed stays so for the Job; bypassing it again changes nothing and is refused. */
export function bypassSecurity(spot: Spot, command: Of<'spot/bypass-security'>): Decision<SpotEvent> {
  const found = findSecurity(spot, command.barrierId, command.securityId);
  if (isRejection(found)) return found;
  if (found.security.bypassed)
    return reject('spot/already-bypassed', `That ${found.security.tag} is already bypassed: nothing changed`);
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
