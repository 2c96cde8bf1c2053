import { effectiveActions } from './damage.ts';
import type { WeaponSlot } from '../setup/profile.ts';
import { weaponTable } from '../setup/weapons.ts';
import type { ModelId, ModelState, SideId, SkirmishState, VehicleState, WeaponState } from '../types.ts';

/** Small readers of the skirmish state shared by decide, apply and the view. */

export function activeSide(state: SkirmishState): SideId {
  return state.turnOrder[state.active]!;
}

export function modelOf(state: SkirmishState, id: ModelId): ModelState | undefined {
  return Object.hasOwn(state.models, id) ? state.models[id] : undefined;
}

export function vehicleOf(state: SkirmishState, id: string): VehicleState | undefined {
  return Object.hasOwn(state.vehicles, id) ? state.vehicles[id] : undefined;
}

/** On the table and in play (not in reserve, not a casualty, not dead). */
export function onTable(model: ModelState): boolean {
  return model.presence.kind === 'table';
}

/** Still part of its side's force: on the table, a casualty awaiting its check, or on its way. */
export function stillInFight(model: ModelState): boolean {
  return model.presence.kind !== 'dead';
}

/** HST-SEQ-4 plus any bonus actions of its current activation (HST-PRESS-5). */
export function effectiveOf(state: SkirmishState, model: ModelState): number {
  const bonus = state.activation?.model === model.id ? state.activation.bonus : 0;
  return effectiveActions(model.actions, model) + bonus;
}

/** The weapon in the model's hands, if any. */
export function inHand(
  model: ModelState,
): { readonly slot: WeaponSlot; readonly weapon: WeaponState } | null {
  if (model.inHand === null) return null;
  const weapon = model.weapons[model.inHand];
  return weapon && !weapon.dropped ? { slot: model.inHand, weapon } : null;
}

/** Why the weapon cannot fire now (HST-SHOOT-5, HST-WPN-3, HST-WPN-6), or null. */
export function weaponProblem(weapon: WeaponState): string | null {
  if (weapon.broken) return `The ${weapon.weapon} is broken for the rest of the game`;
  if (weapon.jammed) return `The ${weapon.weapon} is jammed: clear it with a Ready weapon action`;
  if (weapon.magazineOut) return `The ${weapon.weapon} is being reloaded: finish the reload first`;
  if (weapon.counters >= weaponTable[weapon.weapon].capacity) return `The ${weapon.weapon} is out of ammo`;
  return null;
}

/** Why the model cannot shoot now, or null. */
export function shootProblem(model: ModelState): string | null {
  if (model.seat) return `${model.name} cannot shoot from inside a vehicle (HST-VEH-6)`;
  const held = inHand(model);
  if (!held) return `${model.name} has no weapon in hand`;
  return weaponProblem(held.weapon);
}

/** The live grenade being thrown by this model, if it is mid-throw (HST-GREN-1). */
export function holdsLiveGrenade(state: SkirmishState, id: ModelId): boolean {
  const throwing = state.activation?.model === id ? state.activation.throwing : null;
  return throwing !== null && throwing.order.item !== 'object';
}

export function sideName(state: SkirmishState, side: SideId): string {
  return state.scenario.sides.find((s) => s.id === side)?.name ?? side;
}

/** A fresh id for a grenade, cloud or item. */
export function newId(state: SkirmishState, prefix: string): string {
  return `${prefix}-${state.nextId}`;
}

/** HST-D-34: a side's opponent for pressure is the next side in turn order. */
export function opponentOf(state: SkirmishState, side: SideId): SideId {
  const order = state.turnOrder;
  return order[(order.indexOf(side) + 1) % order.length]!;
}

/** A side's Heist cards in hand (none for an unknown side). */
export function handOf(state: SkirmishState, side: SideId): readonly string[] {
  return Object.hasOwn(state.cards.hands, side) ? state.cards.hands[side]! : [];
}
