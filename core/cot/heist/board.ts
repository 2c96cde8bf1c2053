import { barrierGate, zoneAlarmView } from '../alarm/index.ts';
import type { AlarmView, GateLetter, ZoneAlarmView } from '../alarm/index.ts';
import type { DropCharacter, PendingResponse } from '../drop/index.ts';
import { heatAwareness } from '../spot/index.ts';
import { linksOf } from '../spot/index.ts';
import { knowsZone } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { Loot, NodeId, Zone } from '../spot/index.ts';
import { securityLabel } from './labels.ts';
import type { HeistEnv } from '../prep/index.ts';
import { atSpot, awarenessIn, awarenessOf, guardsIn, isAlive } from './roster.ts';
import { zoneStealth } from './stealth.ts';
import type { ZoneStealth } from './stealth.ts';
import type { HeistState } from './types.ts';
import { placeName } from './view-candidates.ts';
import { heistAlarmView } from './alarm-view.ts';

/**
 * The Heist as its board draws it: the Spot zone by zone with who stands where, the guards' Awareness now (Heat
 * and Calls for Help included, COT-GUARD-2, 6, 7), each zone's Awareness (COT-GUARD-3), the ways out of it and
 * their Securities, the loot, the Drop awaiting a response and the helpless. Numbers only; the words are the
 * board's.
 */
export interface HeistBoard {
  readonly zones: readonly BoardZone[];
  /** At the Spot's edge (COT-D-48), or gone from it. */
  readonly outside: readonly BoardPerson[];
  /** The crew's Heat, and the Awareness it adds to every guard (COT-GUARD-7, COT-D-58). */
  readonly heat: number;
  readonly heatAwareness: number;
  /**
   * The Drop whose target responds before any other turn (COT-DROP-5), with both names, and whether a player
   * chooses (the target is of the crew) or the GM (an NPC).
   */
  readonly pending:
    | (PendingResponse & {
        readonly targetName: string;
        readonly attackerName: string;
        readonly byPlayer: boolean;
      })
    | null;
  /** Alive and Unconscious at the Spot (COT-DROP-9): an ally wakes them, anyone finishes them off. */
  readonly helpless: readonly BoardPerson[];
  /** The alarm track as the GM reads it (core/cot/alarm); null: the Heist has none. `crewAlarmView` redacts it. */
  readonly alarm: AlarmView | null;
}

export interface BoardZone {
  readonly zone: Zone;
  /** Whether the crew knows of it (COT-PREP-5, COT-FORE-8). */
  readonly known: boolean;
  /** COT-GUARD-3: the highest Awareness among its unaware guards now; null when no unaware guard is here. */
  readonly awareness: number | null;
  /** An Aware guard is here: no Stealth unless the zone is Noisy (COT-SPOT-3, COT-D-52). */
  readonly alert: boolean;
  /** Whether Stealth can be tried here now, as a move judges it (COT-SPOT-3, COT-SPOT-4, COT-D-52). */
  readonly stealth: ZoneStealth;
  readonly people: readonly BoardPerson[];
  /** Loot still lying here. */
  readonly loot: readonly Loot[];
  readonly ways: readonly BoardWay[];
  /** What the alarm track marks here (unknown, revealed, camera, sensor, gate); null: no track. */
  readonly alarm: ZoneAlarmView | null;
}

/** A barrier out of a zone (COT-SPOT-5): where it leads, and its Securities with their scores. */
export interface BoardWay {
  readonly barrier: string;
  readonly to: NodeId;
  readonly toName: string;
  readonly securities: readonly { readonly id: string; readonly label: string; readonly bypassed: boolean }[];
  /** The lockdown gate this barrier is, and whether it closed; null: not a gate (or no track). */
  readonly gate: { readonly letter: GateLetter; readonly closed: boolean } | null;
}

export interface BoardPerson {
  readonly character: DropCharacter;
  /** A guard's Awareness now (COT-GUARD-2, 6, 7); null for everyone else. */
  readonly awareness: number | null;
  /** Away in a fight or a chase that broke out (COT-D-65). */
  readonly engaged: boolean;
  readonly carrying: readonly Loot[];
}

/** The Heist's board. */
export function heistBoard(env: HeistEnv, state: HeistState): HeistBoard {
  const person = (character: DropCharacter): BoardPerson => ({
    character,
    awareness: character.kind === 'guard' ? awarenessOf(env, state, character) : null,
    engaged: state.engaged.includes(character.id),
    carrying: Object.values(state.spot.loot).filter((loot) => state.carried[loot.id] === character.id),
  });
  const zones = Object.values(state.spot.zones).map((zone): BoardZone => ({
    zone,
    known: knowsZone(state.spot, zone.id),
    awareness: awarenessIn(env, state, zone.id),
    alert: guardsIn(state, zone.id).some((guard) => guard.aware),
    stealth: zoneStealth(state, zone.id),
    people: state.drop.characters.filter((c) => c.zone === zone.id).map(person),
    loot: Object.values(state.spot.loot).filter(
      (loot) => loot.zone === zone.id && !Object.hasOwn(state.carried, loot.id),
    ),
    ways: linksOf(state.spot, zone.id).map(({ barrier, other }) => ({
      barrier: barrier.id,
      to: other,
      toName: placeName(state, other),
      securities: barrier.securities.map((s) => ({
        id: s.id,
        label: securityLabel(s),
        bypassed: s.bypassed,
      })),
      gate: state.alarm ? barrierGate(state.alarm, barrier.id) : null,
    })),
    alarm: state.alarm ? zoneAlarmView(state.alarm, state.spot, zone.id, false) : null,
  }));
  const due = state.drop.pending[0];
  const nameOf = (id: DropCharacter['id']) => atSpot(state, id)?.name ?? id;
  return {
    zones,
    outside: state.drop.characters.filter((c) => c.zone === null).map(person),
    heat: env.ctx.crew.heat,
    heatAwareness: heatAwareness(env.ctx.crew.heat, env.rules),
    pending: due
      ? {
          ...due,
          targetName: nameOf(due.target),
          attackerName: nameOf(due.attacker),
          byPlayer: state.crew.includes(due.target),
        }
      : null,
    helpless: state.drop.characters.filter((c) => c.unconscious && isAlive(c) && c.zone !== null).map(person),
    alarm: heistAlarmView(env, state),
  };
}

/** The place someone stands, in words: a zone's name, or Outside. */
export function placeOfCharacter(state: HeistState, character: DropCharacter): string {
  return placeName(state, character.zone ?? outside);
}
