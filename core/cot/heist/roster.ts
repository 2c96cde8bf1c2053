import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { awarenessScore, passiveScore } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { prepareCheck, woundPenalty } from '../gear/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { rollerCheck } from '../prep/index.ts';
import { cameraIn } from '../alarm/index.ts';
import { baseAwareness, guardAwareness, zoneAwareness } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { NodeId } from '../spot/index.ts';
import type { HeistEnv } from '../prep/index.ts';
import type { HeistState } from './types.ts';

/** Who is where at the Spot, who can act, and the guards' Awareness now (COT-GUARD-2, 3, 6, 7). */

/** The character at the Spot with this id, if any. */
export function atSpot(state: HeistState, id: CharacterId): DropCharacter | undefined {
  return state.drop.characters.find((character) => character.id === id);
}

/** Where a character stands: their zone, or Outside (COT-D-48). */
export function placeOf(character: DropCharacter): NodeId {
  return character.zone ?? outside;
}

export const isAlive = (character: DropCharacter): boolean => character.condition.state !== 'dead';

/** Alive and conscious: can perceive, act and be noticed acting. */
export const isUp = (character: DropCharacter): boolean => isAlive(character) && !character.unconscious;

/** The guards in a zone who can perceive (COT-GUARD-1): alive, conscious, of kind guard. */
export function guardsIn(state: HeistState, zone: string | null): readonly DropCharacter[] {
  if (zone === null) return [];
  return state.drop.characters.filter((c) => c.kind === 'guard' && c.zone === zone && isUp(c));
}

/** The sheet of a character, if the campaign has it. */
export function sheetOf(env: HeistEnv, id: CharacterId): Character | undefined {
  return Object.hasOwn(env.ctx.characters, id) ? env.ctx.characters[id] : undefined;
}

/**
 * A guard's Awareness now (COT-GUARD-2): their sheet's Brains + Lookout score (or their post's score-only
 * number), plus their Calls for Help and the crew's Heat (COT-GUARD-6, COT-GUARD-7). A guard without a sheet
 * counts as the table's default NPC pool (COT-D-14).
 */
export function awarenessOf(env: HeistEnv, state: HeistState, guard: DropCharacter): number {
  const post = Object.hasOwn(state.spot.guards, guard.id) ? state.spot.guards[guard.id]! : null;
  const character = sheetOf(env, guard.id);
  const own = post?.awareness ?? arrivalAwareness(state, guard.id);
  const base = character
    ? baseAwareness(character, own, env.ctx.settings)
    : (own ?? passiveScore(env.ctx.settings.defaultNpcPool));
  return guardAwareness(base, guard.awarenessBonus, env.ctx.crew.heat, env.rules);
}

/** The score-only Awareness of a guard the alarm track brought (COT-CHAR-9); null: none, or from the sheet. */
function arrivalAwareness(state: HeistState, id: CharacterId): number | null {
  const arrivals = state.alarm?.arrivals;
  return arrivals && Object.hasOwn(arrivals, id) ? arrivals[id]! : null;
}

/**
 * Brains + Lookout as someone at the Spot rolls it to notice (an Aware guard against Stealth in a Noisy zone,
 * COT-D-52; an Aware victim of Palming, COT-D-78), with their Bolsters and wound. Someone without a sheet is a
 * score-only NPC and rolls the table's `default_npc_pool` (COT-CHAR-9, COT-D-14).
 */
export function lookoutCheck(env: HeistEnv, character: DropCharacter): PreparedCheck {
  const sheet = sheetOf(env, character.id);
  if (sheet) return rollerCheck({ bolsters: env.ctx.bolsters, rules: env.rules }, sheet, 'lookout', []);
  const modifiers = [
    ...woundPenalty(character.condition, env.rules.woundPenalty),
    ...env.ctx.bolsters(character.id),
  ];
  return prepareCheck(character.id, env.ctx.settings.defaultNpcPool, modifiers, env.rules.poolFloor);
}

/**
 * Someone's passive Awareness from their sheet (COT-GUARD-2), or, without a sheet, from the table's
 * `default_npc_pool` (COT-CHAR-9, COT-D-14). A guard's own Awareness now is `awarenessOf`.
 */
export function passiveAwareness(env: HeistEnv, character: DropCharacter): number {
  const sheet = sheetOf(env, character.id);
  return sheet ? awarenessScore(sheet, env.ctx.settings) : passiveScore(env.ctx.settings.defaultNpcPool);
}

/**
 * COT-GUARD-3: a zone's Awareness, the highest among its unaware guards; null when it has none. A camera the alarm
 * track revealed here watches like an unaware guard of its own Awareness that never turns Aware (MOTH-D-5).
 */
export function awarenessIn(env: HeistEnv, state: HeistState, zone: string | null): number | null {
  const camera = state.alarm && zone !== null ? cameraIn(state.alarm, zone) : null;
  return zoneAwareness([
    ...guardsIn(state, zone)
      .filter((guard) => !guard.aware)
      .map((guard) => awarenessOf(env, state, guard)),
    ...(camera === null ? [] : [camera]),
  ]);
}

/** COT-D-52: the Aware guard in the zone with the highest Awareness, who opposes Stealth in a Noisy zone. */
export function keenestAwareGuard(
  env: HeistEnv,
  state: HeistState,
  zone: string | null,
): DropCharacter | null {
  let best: DropCharacter | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const guard of guardsIn(state, zone)) {
    if (!guard.aware) continue;
    const score = awarenessOf(env, state, guard);
    if (score > bestScore) {
      best = guard;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A crew member who wants to act now: at the Spot, with a sheet, alive, conscious, not caught up in a fight that
 * broke out (COT-D-65), with no Drop response due first (COT-DROP-5), in a Heist that has not ended.
 */
export function crewActor(
  env: HeistEnv,
  state: HeistState,
  id: CharacterId,
): { readonly at: DropCharacter; readonly sheet: Character } | Rejection {
  const ready = readyToAct(env, state, id);
  if ('ok' in ready) return ready;
  if (!state.crew.includes(id)) {
    return reject('heist/not-crew', `${ready.at.name} is not one of the crew: the GM places others`, { id });
  }
  return ready;
}

/** Anyone at the Spot who wants to act now (a guard calling for help, a crew member): see `crewActor`. */
export function readyToAct(
  env: HeistEnv,
  state: HeistState,
  id: CharacterId,
): { readonly at: DropCharacter; readonly sheet: Character } | Rejection {
  if (state.ended !== null) return reject('heist/ended', 'The Heist is over');
  const at = atSpot(state, id);
  const sheet = sheetOf(env, id);
  if (!at || !sheet) return reject('heist/unknown-character', `"${id}" is not at the Spot`, { id });
  if (!isAlive(at)) return reject('heist/dead', `${at.name} is dead`, { id });
  if (at.unconscious) return reject('heist/unconscious', `${at.name} is Unconscious (COT-DROP-9)`, { id });
  if (state.engaged.includes(id)) {
    return reject('heist/engaged', `${at.name} is caught up in a fight or a chase`, { id });
  }
  const due = state.drop.pending[0];
  if (due) {
    const name = atSpot(state, due.target)?.name ?? due.target;
    return reject('heist/response-pending', `${name} responds to the Drop first (COT-DROP-5)`, {
      target: due.target,
    });
  }
  return { at, sheet };
}
