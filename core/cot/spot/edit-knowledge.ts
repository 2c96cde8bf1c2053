import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { spotLimits as limits } from '../limits/index.ts';
import { outside } from './types.ts';
import type { Barrier, NodeId, Spot, SpotCommand, SpotEvent, Zone } from './types.ts';
import {
  duplicateZoneName,
  endsProblem,
  idProblem,
  nameProblem,
  positionProblem,
  ratingProblem,
  tooMany,
} from './validate.ts';

/** What the crew learns of a Spot (COT-PREP-5..8) and the zones they add to it (COT-FORE-8). */

type Of<T extends SpotCommand['type']> = Extract<SpotCommand, { type: T }>;

/** Puts zones on the crew's map: what research or the GM revealed. */
export function revealZones(spot: Spot, command: Of<'spot/reveal-zones'>): Decision<SpotEvent> {
  const unknown = command.zones.find((id) => !Object.hasOwn(spot.zones, id));
  if (unknown !== undefined) return reject('spot/unknown-zone', `${spot.name} has no zone "${unknown}"`);
  const zones = [...new Set(command.zones)];
  return ok([{ type: 'spot/zones-revealed', spotId: spot.id, zones, how: command.how }]);
}

export function forget(spot: Spot): Decision<SpotEvent> {
  return ok([{ type: 'spot/forgotten', spotId: spot.id }]);
}

/** COT-PREP-7: a person of interest, once. */
export function identifyMark(spot: Spot, command: Of<'spot/identify-mark'>): Decision<SpotEvent> {
  const problem =
    idProblem(command.person, 'A Mark') ??
    (spot.knowledge.marks.includes(command.person)
      ? null
      : tooMany(spot.knowledge.marks.length, limits.marksMax, 'Marks'));
  if (problem) return problem;
  return ok([{ type: 'spot/mark-identified', spotId: spot.id, person: command.person }]);
}

/** COT-PREP-8: the schedule of one character or of the Spot. */
export function learnItinerary(spot: Spot, command: Of<'spot/learn-itinerary'>): Decision<SpotEvent> {
  const problem =
    command.subject.kind === 'character' ? idProblem(command.subject.character, 'An Itinerary') : null;
  if (problem) return problem;
  const full = tooMany(spot.knowledge.itineraries.length, limits.itinerariesMax, 'Itineraries');
  if (full) return full;
  return ok([{ type: 'spot/itinerary-learned', spotId: spot.id, subject: command.subject }]);
}

/**
 * COT-FORE-8, COT-D-88: a new Hidden zone between two places, joined to each by a barrier without Securities;
 * the crew knows it, NPCs find it by its Hidden rating. The Foresight it costs is the scheme's business.
 */
export function addBlueprintZone(
  spot: Spot,
  command: Of<'spot/add-blueprint-zone'>,
  defaultHiddenRating: number,
): Decision<SpotEvent> {
  const made = blueprintZone(spot, command, defaultHiddenRating);
  if (isRejection(made)) return made;
  return ok([{ type: 'spot/blueprint-added', spotId: spot.id, ...made }]);
}

/** The zone and its two barriers a Blueprint adds, or what is wrong with it. */
export function blueprintZone(
  spot: Spot,
  command: Omit<Of<'spot/add-blueprint-zone'>, 'type' | 'spotId'>,
  defaultHiddenRating: number,
): { readonly zone: Zone; readonly barriers: readonly [Barrier, Barrier] } | ReturnType<typeof reject> {
  const [a, b] = command.between;
  const [first, second] = command.barrierIds;
  const rating = command.rating ?? defaultHiddenRating;
  const { x, y } = midpoint(spot, a, b, command);
  const problem =
    idProblem(command.zoneId, 'A zone') ??
    (command.zoneId === outside || Object.hasOwn(spot.zones, command.zoneId)
      ? reject('spot/duplicate-id', `${spot.name} already has a place with the id "${command.zoneId}"`)
      : null) ??
    tooMany(Object.keys(spot.zones).length, limits.zonesMax, 'zones') ??
    tooMany(Object.keys(spot.barriers).length + 1, limits.barriersMax, 'barriers') ??
    nameProblem(command.name, 'A zone') ??
    duplicateZoneName(spot, command.name, null) ??
    endsProblem(spot, command.between) ??
    idProblem(first, 'A barrier') ??
    idProblem(second, 'A barrier') ??
    (first === second || Object.hasOwn(spot.barriers, first) || Object.hasOwn(spot.barriers, second)
      ? reject('spot/duplicate-id', 'The two new barriers need two ids the Spot does not use yet')
      : null) ??
    ratingProblem(rating) ??
    positionProblem(x, y);
  if (problem) return problem;
  const zone: Zone = {
    id: command.zoneId,
    name: command.name.trim(),
    x,
    y,
    hazardous: false,
    noisy: false,
    crowded: false,
    hidden: rating,
  };
  return {
    zone,
    barriers: [
      { id: first, ends: [a, zone.id], securities: [] },
      { id: second, ends: [zone.id, b], securities: [] },
    ],
  };
}

function midpoint(
  spot: Spot,
  a: NodeId,
  b: NodeId,
  given: { readonly x?: number; readonly y?: number },
): { x: number; y: number } {
  const at = (node: NodeId) => (node === outside ? spot.edge : spot.zones[node]) ?? { x: 0, y: 0 };
  return {
    x: given.x ?? Math.round((at(a).x + at(b).x) / 2),
    y: given.y ?? Math.round((at(a).y + at(b).y) / 2),
  };
}
