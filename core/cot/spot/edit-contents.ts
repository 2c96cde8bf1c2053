import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { spotLimits as limits } from '../limits/index.ts';
import type { Loot, Spot, SpotCommand, SpotEvent } from './types.ts';
import { findZone, idProblem, nameProblem, rangeProblem, tooMany } from './validate.ts';

/** What a Spot holds: loot in its zones, and guards at their posts (COT-GUARD-1). */

type Of<T extends SpotCommand['type']> = Extract<SpotCommand, { type: T }>;

export function addLoot(spot: Spot, command: Of<'spot/add-loot'>): Decision<SpotEvent> {
  const problem =
    idProblem(command.lootId, 'Loot') ??
    (Object.hasOwn(spot.loot, command.lootId)
      ? reject('spot/duplicate-id', `${spot.name} already has loot with the id "${command.lootId}"`)
      : null) ??
    tooMany(Object.keys(spot.loot).length, limits.lootMax, 'pieces of loot') ??
    lootProblem(spot, command);
  if (problem) return problem;
  return ok([{ type: 'spot/loot-added', spotId: spot.id, loot: lootOf(command) }]);
}

/** Renames, revalues or moves loot to another zone. */
export function editLoot(spot: Spot, command: Of<'spot/edit-loot'>): Decision<SpotEvent> {
  if (!Object.hasOwn(spot.loot, command.lootId)) {
    return reject('spot/unknown-loot', `${spot.name} has no loot "${command.lootId}"`);
  }
  const problem = lootProblem(spot, command);
  if (problem) return problem;
  return ok([{ type: 'spot/loot-edited', spotId: spot.id, loot: lootOf(command) }]);
}

export function removeLoot(spot: Spot, command: Of<'spot/remove-loot'>): Decision<SpotEvent> {
  if (!Object.hasOwn(spot.loot, command.lootId)) {
    return reject('spot/unknown-loot', `${spot.name} has no loot "${command.lootId}"`);
  }
  return ok([{ type: 'spot/loot-removed', spotId: spot.id, lootId: command.lootId }]);
}

/**
 * Posts a guard in a zone, or moves or rescores one already posted (what the Job did to them, Aware and
 * Calls for Help, stays). Only characters of kind 'guard' are guards (COT-GUARD-1), when the sheets are given.
 */
export function placeGuard(
  spot: Spot,
  command: Of<'spot/place-guard'>,
  characters: Readonly<Record<CharacterId, Character>> | undefined,
): Decision<SpotEvent> {
  const zone = findZone(spot, command.zone);
  if (isRejection(zone)) return zone;
  const existing = Object.hasOwn(spot.guards, command.guard) ? spot.guards[command.guard]! : null;
  const problem =
    idProblem(command.guard, 'A guard') ??
    (existing ? null : tooMany(Object.keys(spot.guards).length, limits.guardsMax, 'guards')) ??
    guardSheetProblem(command.guard, characters) ??
    scoreOverride(command.awareness, 'Awareness') ??
    scoreOverride(command.training, 'Training');
  if (problem) return problem;
  const post = {
    guard: command.guard,
    zone: zone.id,
    aware: existing?.aware ?? false,
    awarenessBonus: existing?.awarenessBonus ?? 0,
    awareness: command.awareness,
    training: command.training,
  };
  return ok([{ type: 'spot/guard-placed', spotId: spot.id, post }]);
}

export function removeGuard(spot: Spot, command: Of<'spot/remove-guard'>): Decision<SpotEvent> {
  if (!Object.hasOwn(spot.guards, command.guard)) {
    return reject('spot/unknown-guard', `${spot.name} has no guard "${command.guard}" posted`);
  }
  return ok([{ type: 'spot/guard-removed', spotId: spot.id, guard: command.guard }]);
}

function lootOf(command: Of<'spot/add-loot'> | Of<'spot/edit-loot'>): Loot {
  return { id: command.lootId, name: command.name.trim(), zone: command.zone, value: command.value };
}

function lootProblem(spot: Spot, command: Of<'spot/add-loot'> | Of<'spot/edit-loot'>): Rejection | null {
  const zone = findZone(spot, command.zone);
  if (isRejection(zone)) return zone;
  return (
    nameProblem(command.name, 'Loot') ??
    rangeProblem(command.value, limits.lootValueMin, limits.lootValueMax, 'A value')
  );
}

function guardSheetProblem(
  id: CharacterId,
  characters: Readonly<Record<CharacterId, Character>> | undefined,
): Rejection | null {
  if (!characters) return null;
  const character = Object.hasOwn(characters, id) ? characters[id] : undefined;
  if (!character) return reject('spot/unknown-character', `No character has the id "${id}"`, { id });
  if (character.kind !== 'guard') {
    return reject(
      'spot/not-a-guard',
      `${character.name} is not a guard: only characters of kind guard keep a Spot (COT-GUARD-1)`,
      { id },
    );
  }
  return null;
}

function scoreOverride(value: number | null, what: string): Rejection | null {
  return value === null ? null : rangeProblem(value, 0, limits.guardScoreMax, `A score-only ${what}`);
}
