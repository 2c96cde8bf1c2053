import { alarmRules, alarmView, escapeCount, escapeCover } from '../alarm/index.ts';
import type { AlarmView, EscapeGround, EscapeView } from '../alarm/index.ts';
import { closedGates } from '../alarm/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { nodeName, outside } from '../spot/index.ts';
import type { HeistEnv } from '../prep/index.ts';
import { isAlive, isUp, sheetOf } from './roster.ts';
import type { HeistState } from './types.ts';

/** The alarm track in the Heist's view: the GM's view of the track, with each crew member's escape once it sounded. */

/** What the escape count reads of the Heist: its Spot, the gates closed, the unsubdued guards per zone. */
export function escapeGround(state: HeistState): EscapeGround {
  const counts = new Map<string, number>();
  for (const c of state.drop.characters) {
    if (c.kind !== 'guard' || c.zone === null || !isUp(c) || state.engaged.includes(c.id)) continue;
    counts.set(c.zone, (counts.get(c.zone) ?? 0) + 1);
  }
  return {
    spot: state.spot,
    closedGates: state.alarm ? closedGates(state.alarm) : [],
    guardsIn: (zone) => counts.get(zone) ?? 0,
  };
}

/** The crew members still inside (alive, in a zone), who have an escape to count. */
export function crewInside(state: HeistState): readonly DropCharacter[] {
  return state.drop.characters.filter((c) => state.crew.includes(c.id) && c.zone !== null && isAlive(c));
}

/** One crew member's escape: the count, and what Foresight and the last-ditch die would cover (MOTH-D-3). */
export function escapeView(env: HeistEnv, state: HeistState, character: DropCharacter): EscapeView {
  const rules = alarmRules(env.ctx.settings);
  const from = character.zone ?? outside;
  const count = escapeCount(escapeGround(state), character.id, from);
  const held = sheetOf(env, character.id)?.foresight ?? 0;
  const cover =
    count.moves === null
      ? null
      : escapeCover(count.moves, held, rules.foresightPerMove, rules.lastDitchSides);
  const settled =
    state.alarm && Object.hasOwn(state.alarm.escapes, character.id)
      ? state.alarm.escapes[character.id]!
      : null;
  return {
    ...count,
    name: character.name,
    fromName: nodeName(state.spot, from),
    foresight: held,
    coverable: cover?.foresight ?? 0,
    lastDitch: cover?.lastDitch ?? null,
    settled,
  };
}

/** The GM's view of the track; null when the Heist has none. */
export function heistAlarmView(env: HeistEnv, state: HeistState): AlarmView | null {
  if (!state.alarm) return null;
  const escapes = state.alarm.sounded === null ? [] : crewInside(state).map((c) => escapeView(env, state, c));
  return alarmView(state.alarm, state.spot, alarmRules(env.ctx.settings), escapes);
}
