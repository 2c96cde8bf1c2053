import { weaponTable } from '../setup/weapons.ts';
import type { ModelState, SkirmishState, WeaponState } from '../types.ts';

/**
 * What is on the table besides the models, for the fight board: the vehicles (hits against capacity, motion,
 * engine, who is aboard — HST-VEH-1..10), the live grenades waiting to go off (HST-GREN-5, HST-D-54), the loose
 * items a model may pick up (HST-GREN-10), and each model's weapon not in hand and a grenade held mid-throw.
 */

export interface WeaponRow {
  readonly name: string;
  readonly counters: number;
  readonly capacity: number;
  readonly reloads: number;
  /** 'ready', 'jammed', 'broken', 'reloading' or 'dropped'. */
  readonly state: string;
}

/** One weapon as the board shows it (HST-WPN-1: capacity from the weapons table). */
export function weaponRowOf(w: WeaponState): WeaponRow {
  const state = w.dropped
    ? 'dropped'
    : w.broken
      ? 'broken'
      : w.jammed
        ? 'jammed'
        : w.magazineOut
          ? 'reloading'
          : 'ready';
  return {
    name: w.weapon,
    counters: w.counters,
    capacity: weaponTable[w.weapon].capacity,
    reloads: w.reloads,
    state,
  };
}

/** The model's weapons not in its hands (slung, holstered or dropped). */
export function stowedWeaponRows(model: ModelState): WeaponRow[] {
  return (['long', 'sidearm'] as const).flatMap((slot) => {
    const weapon = model.weapons[slot];
    const inHand = model.inHand === slot && !weapon?.dropped;
    return weapon && !inHand ? [weaponRowOf(weapon)] : [];
  });
}

/** What the model holds mid-throw (HST-D-53): "a live frag grenade", "a magazine"; null when not throwing. */
export function heldThrow(state: SkirmishState, model: ModelState): string | null {
  const throwing = state.activation?.model === model.id ? state.activation.throwing : null;
  if (!throwing) return null;
  const item = throwing.order.item;
  return item === 'object' ? throwing.order.name : `a live ${item} grenade`;
}

export interface VehicleRow {
  readonly id: string;
  readonly name: string;
  readonly hits: number;
  readonly capacity: number;
  readonly motion: 'stopped' | 'forward' | 'reverse';
  readonly running: boolean;
  readonly undrivable: boolean;
  readonly exploded: boolean;
  readonly driver: string | null;
  readonly passengers: readonly string[];
  readonly seats: number;
}

export interface GrenadeRow {
  readonly id: string;
  readonly kind: string;
  readonly thrower: string;
  readonly dropped: boolean;
  /** The side whose turn start sets it off, and the round (HST-GREN-5). */
  readonly goesOff: { readonly side: string; readonly round: number };
}

export interface TableRows {
  readonly vehicles: readonly VehicleRow[];
  readonly grenades: readonly GrenadeRow[];
  readonly items: readonly { readonly id: string; readonly name: string }[];
}

/** The vehicles, live grenades and loose items on the table, in the order they came. */
export function tableRows(state: SkirmishState): TableRows {
  const name = (id: string) => state.models[id]?.name ?? id;
  const sideName = (id: string) => state.scenario.sides.find((s) => s.id === id)?.name ?? id;
  return {
    vehicles: Object.values(state.vehicles).map((v) => ({
      id: v.id,
      name: v.name,
      hits: v.hits,
      capacity: v.capacity,
      motion: v.motion,
      running: v.running,
      undrivable: v.undrivable,
      exploded: v.exploded,
      driver: v.driver ? name(v.driver) : null,
      passengers: v.passengers.map(name),
      seats: v.passengerSeats,
    })),
    grenades: Object.values(state.grenades).map((g) => ({
      id: g.id,
      kind: g.kind,
      thrower: name(g.thrower),
      dropped: g.dropped,
      goesOff: { side: sideName(g.side), round: g.round + 1 },
    })),
    items: Object.values(state.items).map((i) => ({ id: i.id, name: i.name })),
  };
}
