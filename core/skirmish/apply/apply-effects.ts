import type { Effect } from '../events.ts';
import type { LiveGrenade, ModelId, ModelState, SkirmishState, VehicleState } from '../types.ts';

/** Bookkeeping shared by the event handlers of apply.ts: updating models and vehicles, applying effects. */

export function updateModel(
  state: SkirmishState,
  id: ModelId,
  change: (model: ModelState) => ModelState,
): SkirmishState {
  const model = state.models[id];
  if (!model) throw new TypeError(`Unknown model in event: ${id}`);
  return { ...state, models: { ...state.models, [id]: change(model) } };
}

export function updateVehicle(
  state: SkirmishState,
  id: string,
  change: (vehicle: VehicleState) => VehicleState,
): SkirmishState {
  const vehicle = state.vehicles[id];
  if (!vehicle) throw new TypeError(`Unknown vehicle in event: ${id}`);
  return { ...state, vehicles: { ...state.vehicles, [id]: change(vehicle) } };
}

/** Records a grenade now lying on the table. */
export function placeGrenade(state: SkirmishState, grenade: LiveGrenade): SkirmishState {
  return { ...state, grenades: { ...state.grenades, [grenade.id]: grenade }, nextId: state.nextId + 1 };
}

/** Takes a model out of its vehicle seat (killed, or placed outside). */
export function leaveSeat(state: SkirmishState, id: ModelId): SkirmishState {
  const seat = state.models[id]?.seat;
  if (!seat) return state;
  const after = updateVehicle(state, seat.vehicle, (v) => ({
    ...v,
    driver: v.driver === id ? null : v.driver,
    passengers: v.passengers.filter((p) => p !== id),
  }));
  return updateModel(after, id, (m) => ({ ...m, seat: null }));
}

/** BRG-D-16: whoever `id` holds is free; so is `id` itself, once out of the fight. */
export function releaseHolds(state: SkirmishState, ids: readonly ModelId[]): SkirmishState {
  let next = state;
  for (const id of ids) next = updateModel(next, id, (m) => ({ ...m, heldBy: null }));
  return next;
}

/** BRG-D-16: a model out of the fight (killed, an armor casualty) holds nobody and is held by nobody. */
export function outOfHolds(state: SkirmishState, id: ModelId): SkirmishState {
  const held = Object.values(state.models)
    .filter((m) => m.heldBy === id)
    .map((m) => m.id);
  const own = state.models[id]?.heldBy ? [id] : [];
  return releaseHolds(state, [...held, ...own]);
}

function applyDamage(state: SkirmishState, effect: Extract<Effect, { kind: 'damage' }>): SkirmishState {
  const { result } = effect;
  if (result.effect === 'none') return state;
  let next = updateModel(state, effect.model, (m) => ({
    ...m,
    stunned: result.stunned,
    wounded: result.wounded,
    aiming: false, // HST-DMG-6
    presence: result.killed ? (effect.casualty ? { kind: 'casualty' } : { kind: 'dead' }) : m.presence,
    defending: result.killed ? false : m.defending,
  }));
  if (effect.dropped) next = placeGrenade(next, effect.dropped);
  if (effect.dropped && next.activation?.model === effect.model) {
    next = { ...next, activation: { ...next.activation, throwing: null } };
  }
  if (result.killed) next = outOfHolds(leaveSeat(next, effect.model), effect.model);
  return next;
}

function applyVehicleHits(state: SkirmishState, effect: Extract<Effect, { kind: 'vehicle' }>): SkirmishState {
  const exploded = effect.explosion?.exploded === true;
  let next = updateVehicle(state, effect.vehicle, (v) => ({
    ...v,
    hits: effect.total,
    undrivable: v.undrivable || effect.undrivable,
    exploded: v.exploded || exploded,
    motion: effect.undrivable || exploded ? 'stopped' : v.motion,
    running: exploded ? false : v.running,
  }));
  if (effect.blast) {
    next = {
      ...next,
      blasts: [...next.blasts, { id: effect.blast, vehicle: effect.vehicle }],
      nextId: next.nextId + 1,
    };
  }
  return next;
}

/** Applies effects in order. */
export function applyEffects(state: SkirmishState, effects: readonly Effect[]): SkirmishState {
  let next = state;
  for (const effect of effects) {
    if (effect.kind === 'damage') next = applyDamage(next, effect);
    else if (effect.kind === 'vehicle') next = applyVehicleHits(next, effect);
  }
  return next;
}
