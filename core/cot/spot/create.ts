import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { spotLimits as limits } from '../limits/index.ts';
import { noKnowledge } from './knowledge.ts';
import { outside } from './types.ts';
import type { Barrier, Spot, SpotCommand, SpotEvent, Spots, Zone } from './types.ts';
import { duplicateZoneName, idProblem, nameProblem, tooMany } from './validate.ts';

/** A new, empty Spot: no zones yet, its edge (Outside, COT-D-48) at the map's origin. */
export function emptySpot(id: string, name: string): Spot {
  return {
    id,
    name: name.trim(),
    edge: { name: 'Outside', x: 0, y: 0 },
    zones: {},
    barriers: {},
    guards: {},
    loot: {},
    knowledge: noKnowledge,
  };
}

/** Zones to a row of a Spot laid out in one go. */
export const quickPerRow = 4;
/** Map units between two zones' centres in a row: room for a way's label between their boxes. */
export const quickColumnGap = 260;
/** Map units between two rows. */
export const quickRowGap = 180;

/**
 * Where the `index`-th zone of a Spot laid out in one go sits: rows of four from the edge (at the origin), each
 * row running back the way the last one came, so that every way joins two zones side by side (or one above the
 * other at a row's end) and no way crosses a zone.
 */
export function quickLayout(index: number): { x: number; y: number } {
  const row = Math.floor(index / quickPerRow);
  const column = index % quickPerRow;
  const across = row % 2 === 0 ? column : quickPerRow - 1 - column;
  return { x: quickColumnGap * (across + 1), y: quickRowGap * row };
}

type Create = Extract<SpotCommand, { type: 'spot/create' }>;

/**
 * `spot/create` (COT-SPOT-1): an empty Spot, or one laid out in one go — its zones in the order given, the first
 * joined to the edge and each to the next by an open way (a barrier with no Security yet, COT-SPOT-5), placed by
 * `quickLayout`. One command, so one undo step.
 */
export function createSpot(spots: Spots, command: Create): Decision<SpotEvent> {
  const problem =
    idProblem(command.spotId, 'A Spot') ??
    (Object.hasOwn(spots, command.spotId)
      ? reject('spot/duplicate-id', `There is already a Spot with the id "${command.spotId}"`)
      : null) ??
    tooMany(Object.keys(spots).length, limits.spotsMax, 'Spots in a campaign') ??
    nameProblem(command.name, 'A Spot');
  if (problem) return problem;
  const spot = laidOut(emptySpot(command.spotId, command.name), command.zones ?? []);
  return isRejection(spot) ? spot : ok([{ type: 'spot/created', spot }]);
}

function laidOut(empty: Spot, list: NonNullable<Create['zones']>): Spot | Rejection {
  let spot = empty;
  let previous: string = outside;
  for (const [index, entry] of list.entries()) {
    const problem =
      idProblem(entry.zoneId, 'A zone') ??
      (entry.zoneId === outside || Object.hasOwn(spot.zones, entry.zoneId)
        ? reject('spot/duplicate-id', `${spot.name} already has a place with the id "${entry.zoneId}"`)
        : null) ??
      tooMany(index, limits.zonesMax, 'zones') ??
      nameProblem(entry.name, 'A zone') ??
      duplicateZoneName(spot, entry.name, null);
    if (problem) return problem;
    const zone: Zone = {
      id: entry.zoneId,
      name: entry.name.trim(),
      ...quickLayout(index),
      hazardous: false,
      noisy: false,
      crowded: false,
      hidden: null,
    };
    const way: Barrier = { id: `way-${index + 1}`, ends: [previous, zone.id], securities: [] };
    spot = {
      ...spot,
      zones: { ...spot.zones, [zone.id]: zone },
      barriers: { ...spot.barriers, [way.id]: way },
    };
    previous = zone.id;
  }
  return spot;
}
