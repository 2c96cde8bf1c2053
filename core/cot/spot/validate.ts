import { reject } from '../../shared/result.ts';
import { isReservedId } from '../../shared/schema-kit.ts';
import type { Rejection } from '../../shared/result.ts';
import { nodeName } from './graph.ts';
import { spotLimits as limits } from '../limits/index.ts';
import { outside } from './types.ts';
import type { Barrier, NodeId, Spot, Spots, Zone } from './types.ts';

/**
 * The checks of the Spot editor, each a rejection that says what is wrong in the GM's words, or null.
 * The map calls them on every edit, so none walks more than the one Spot it is about.
 */

/** The Spot with this id. */
export function findSpot(spots: Spots, spotId: string): Spot | Rejection {
  if (!Object.hasOwn(spots, spotId))
    return reject('spot/unknown', `There is no Spot "${spotId}"`, { spotId });
  return spots[spotId]!;
}

/** The zone with this id in the Spot. */
export function findZone(spot: Spot, zoneId: string): Zone | Rejection {
  if (!Object.hasOwn(spot.zones, zoneId)) {
    return reject('spot/unknown-zone', `${spot.name} has no zone "${zoneId}"`, { zoneId });
  }
  return spot.zones[zoneId]!;
}

/** The barrier with this id in the Spot. */
export function findBarrier(spot: Spot, barrierId: string): Barrier | Rejection {
  if (!Object.hasOwn(spot.barriers, barrierId)) {
    return reject('spot/unknown-barrier', `${spot.name} has no barrier "${barrierId}"`, { barrierId });
  }
  return spot.barriers[barrierId]!;
}

/** A name the GM typed: not blank, not too long. */
export function nameProblem(name: string, what: string): Rejection | null {
  const trimmed = name.trim();
  if (trimmed === '') return reject('spot/name-empty', `${what} needs a name`);
  if (trimmed.length > limits.nameMax) {
    return reject('spot/name-too-long', `${what}'s name is longer than ${limits.nameMax} characters`);
  }
  return null;
}

/** An id the editor makes: not blank, not too long, not a reserved word. */
export function idProblem(id: string, what: string): Rejection | null {
  if (id.trim() === '' || id.length > limits.idMax) {
    return reject('spot/bad-id', `${what} needs an id of 1 to ${limits.idMax} characters`, { id });
  }
  if (isReservedId(id)) {
    return reject('spot/bad-id', `"${id}" cannot be used as an id`, { id });
  }
  return null;
}

/** Zone names are unique within a Spot, whatever their case and spacing. */
export function duplicateZoneName(spot: Spot, name: string, except: string | null): Rejection | null {
  const folded = fold(name);
  if (fold(spot.edge.name) === folded) {
    return reject('spot/duplicate-zone-name', `"${name.trim()}" is already the name of ${spot.name}'s edge`);
  }
  const clash = Object.values(spot.zones).find((zone) => zone.id !== except && fold(zone.name) === folded);
  return clash
    ? reject('spot/duplicate-zone-name', `${spot.name} already has a zone called "${clash.name}"`, {
        zoneId: clash.id,
      })
    : null;
}

/** A map position: finite and within the map's bounds. */
export function positionProblem(x: number, y: number): Rejection | null {
  const fits = (n: number) => Number.isFinite(n) && Math.abs(n) <= limits.coordinateMax;
  return fits(x) && fits(y)
    ? null
    : reject('spot/bad-position', `A map position must lie within ±${limits.coordinateMax} (got ${x}, ${y})`);
}

/** A whole number in a range, named for the GM. */
export function rangeProblem(value: number, min: number, max: number, what: string): Rejection | null {
  return Number.isInteger(value) && value >= min && value <= max
    ? null
    : reject('spot/out-of-range', `${what} must be a whole number from ${min} to ${max} (got ${value})`, {
        value,
      });
}

/** COT-SPOT-5: a Security Score is a difficulty from 1 to 99. */
export function scoreProblem(score: number): Rejection | null {
  return rangeProblem(score, limits.scoreMin, limits.scoreMax, 'A Security Score');
}

/** COT-D-53: a Hidden rating is a difficulty from 1 to 99. */
export function ratingProblem(rating: number): Rejection | null {
  return rangeProblem(rating, limits.scoreMin, limits.scoreMax, 'A Hidden rating');
}

/** COT-SPOT-5: a barrier joins two different places of the Spot (zones or Outside). */
export function endsProblem(spot: Spot, ends: readonly [NodeId, NodeId]): Rejection | null {
  const [a, b] = ends;
  for (const end of ends) {
    if (end !== outside && !Object.hasOwn(spot.zones, end)) {
      return reject('spot/unknown-zone', `${spot.name} has no zone "${end}" for the barrier to join`, {
        zoneId: end,
      });
    }
  }
  if (a === b) {
    return reject(
      'spot/barrier-self',
      `A barrier joins two different places; both ends are ${nodeName(spot, a)}`,
      { end: a },
    );
  }
  return null;
}

/** A count the Spot may not exceed. */
export function tooMany(count: number, max: number, what: string): Rejection | null {
  return count >= max ? reject('spot/too-many', `A Spot holds at most ${max} ${what}`, { max }) : null;
}

function fold(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
