import { planNamesZone } from './edit-alarm.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { counted } from '../../shared/words.ts';
import { linksOf, nodeName } from './graph.ts';
import { spotLimits as limits } from '../limits/index.ts';
import { outside } from './types.ts';
import type { Spot, SpotCommand, SpotEvent } from './types.ts';
import {
  duplicateZoneName,
  findZone,
  idProblem,
  nameProblem,
  positionProblem,
  ratingProblem,
  tooMany,
} from './validate.ts';

/** Adding, naming, moving, tagging and removing zones (COT-SPOT-1, COT-SPOT-4). */

type Of<T extends SpotCommand['type']> = Extract<SpotCommand, { type: T }>;

/** A new untagged zone at a point of the map. */
export function addZone(spot: Spot, command: Of<'spot/add-zone'>): Decision<SpotEvent> {
  const problem =
    idProblem(command.zoneId, 'A zone') ??
    (command.zoneId === outside || Object.hasOwn(spot.zones, command.zoneId)
      ? reject('spot/duplicate-id', `${spot.name} already has a place with the id "${command.zoneId}"`)
      : null) ??
    tooMany(Object.keys(spot.zones).length, limits.zonesMax, 'zones') ??
    nameProblem(command.name, 'A zone') ??
    duplicateZoneName(spot, command.name, null) ??
    positionProblem(command.x, command.y);
  if (problem) return problem;
  const zone = {
    id: command.zoneId,
    name: command.name.trim(),
    x: command.x,
    y: command.y,
    hazardous: false,
    noisy: false,
    crowded: false,
    hidden: null,
  };
  return ok([{ type: 'spot/zone-added', spotId: spot.id, zone }]);
}

export function renameZone(spot: Spot, command: Of<'spot/rename-zone'>): Decision<SpotEvent> {
  const zone = findZone(spot, command.zoneId);
  if (isRejection(zone)) return zone;
  const problem = nameProblem(command.name, 'A zone') ?? duplicateZoneName(spot, command.name, zone.id);
  if (problem) return problem;
  return ok([{ type: 'spot/zone-renamed', spotId: spot.id, zoneId: zone.id, name: command.name.trim() }]);
}

/** The map's drag: O(1) checks, so it stays fast however large the Spot. */
export function moveZone(spot: Spot, command: Of<'spot/move-zone'>): Decision<SpotEvent> {
  const zone = findZone(spot, command.zoneId);
  if (isRejection(zone)) return zone;
  const problem = positionProblem(command.x, command.y);
  if (problem) return problem;
  return ok([{ type: 'spot/zone-moved', spotId: spot.id, zoneId: zone.id, x: command.x, y: command.y }]);
}

/** A zone still joined by barriers, guarded or holding loot cannot go: the GM is told what is still there. */
export function removeZone(spot: Spot, command: Of<'spot/remove-zone'>): Decision<SpotEvent> {
  const zone = findZone(spot, command.zoneId);
  if (isRejection(zone)) return zone;
  const links = linksOf(spot, zone.id);
  if (links.length > 0) {
    const to = links.map((link) => nodeName(spot, link.other)).join(', ');
    const count = links.length === 1 ? '1 barrier' : `${links.length} barriers`;
    return reject(
      'spot/zone-joined',
      `${zone.name} is still joined by ${count} (to ${to}): remove them first`,
      { zoneId: zone.id, barriers: links.map((link) => link.barrier.id) },
    );
  }
  const inPlan = planNamesZone(spot, zone.id);
  if (inPlan) return inPlan;
  const guards = Object.values(spot.guards).filter((post) => post.zone === zone.id);
  if (guards.length > 0) {
    return reject(
      'spot/zone-guarded',
      `${zone.name} still has ${counted(guards.length, 'guard')} posted: move them first`,
      {
        zoneId: zone.id,
      },
    );
  }
  const loot = Object.values(spot.loot).filter((item) => item.zone === zone.id);
  if (loot.length > 0) {
    return reject(
      'spot/zone-holds-loot',
      `${zone.name} still holds ${loot.map((item) => item.name).join(', ')}: move or remove it first`,
      { zoneId: zone.id },
    );
  }
  return ok([{ type: 'spot/zone-removed', spotId: spot.id, zoneId: zone.id }]);
}

/** COT-SPOT-4: switches one tag; Hidden carries its rating (COT-D-53: the table's default when none is given). */
export function tagZone(
  spot: Spot,
  command: Of<'spot/tag-zone'>,
  defaultHiddenRating: number,
): Decision<SpotEvent> {
  const zone = findZone(spot, command.zoneId);
  if (isRejection(zone)) return zone;
  const hiddenOn = command.tag === 'hidden' && command.on;
  const rating = hiddenOn ? (command.rating ?? defaultHiddenRating) : null;
  if (rating !== null) {
    const problem = ratingProblem(rating);
    if (problem) return problem;
  } else if (command.rating !== undefined) {
    return reject('spot/rating-without-hidden', 'Only a zone being made Hidden takes a Hidden rating');
  }
  const event: SpotEvent = {
    type: 'spot/zone-tagged',
    spotId: spot.id,
    zoneId: zone.id,
    tag: command.tag,
    on: command.on,
    rating,
  };
  return ok([event]);
}
