import { activeSide, inHand, opponentOf } from '../actions/access.ts';
import { applyEffects, placeGrenade, releaseHolds, updateModel } from './apply-effects.ts';
import type { Action, UseOrder } from '../commands.ts';
import type { SkirmishEvent } from '../events.ts';
import { switchClock } from '../table/pressure.ts';
import { weaponTable } from '../setup/weapons.ts';
import type { ModelId, ModelState, SkirmishState, WeaponState } from '../types.ts';

/** Folding in the events of declared and resolved actions (see apply.ts). */

export function setWeapon(
  state: SkirmishState,
  id: ModelId,
  slot: 'long' | 'sidearm',
  change: (w: WeaponState) => WeaponState,
) {
  return updateModel(state, id, (m) => {
    const weapon = m.weapons[slot];
    return weapon ? { ...m, weapons: { ...m.weapons, [slot]: change(weapon) } } : m;
  });
}

function weaponSlotNamed(state: SkirmishState, id: ModelId, name: string): 'long' | 'sidearm' | null {
  const model = state.models[id];
  if (model?.weapons.long?.weapon === name) return 'long';
  return model?.weapons.sidearm?.weapon === name ? 'sidearm' : null;
}

export function applyUse(state: SkirmishState, id: ModelId, use: UseOrder, done: boolean): SkirmishState {
  if (!done || use.what === 'interact' || use.what === 'kill') return state; // a kill's damage is its effect
  if (use.what === 'wake') {
    // BRG-D-16: conscious again, it acts from its side's next turn (it is woken in this one, by an ally)
    return updateModel(state, use.model, (m) => ({ ...m, unconscious: false, activated: true }));
  }
  if (use.what === 'hand') {
    if ('grenade' in use.item) {
      const kind = use.item.grenade;
      const give = updateModel(state, id, (m) => ({
        ...m,
        grenades: { ...m.grenades, [kind]: m.grenades[kind] - 1 },
      }));
      return updateModel(give, use.to, (m) => ({
        ...m,
        grenades: { ...m.grenades, [kind]: m.grenades[kind] + 1 },
      }));
    }
    const name = state.models[id]!.weapons[use.item.reloadOf]!.weapon;
    const give = setWeapon(state, id, use.item.reloadOf, (w) => ({ ...w, reloads: w.reloads - 1 }));
    const slot = weaponSlotNamed(give, use.to, name)!;
    return setWeapon(give, use.to, slot, (w) => ({ ...w, reloads: w.reloads + 1 }));
  }
  const item = state.items[use.item]!;
  const { [use.item]: _taken, ...items } = state.items;
  const next = { ...state, items };
  if (item.weaponOf) {
    const slot = item.weaponOf.slot;
    const back = setWeapon(next, id, slot, (w) => ({ ...w, dropped: false }));
    return updateModel(back, id, (m) => ({ ...m, inHand: m.inHand ?? slot }));
  }
  const slot = weaponSlotNamed(next, id, item.reloadFor ?? '');
  return slot ? setWeapon(next, id, slot, (w) => ({ ...w, reloads: w.reloads + 1 })) : next;
}

export function applyDeclared(
  state: SkirmishState,
  event: Extract<SkirmishEvent, { type: 'skirmish/action-declared' }>,
) {
  let next = state;
  if (event.startsActivation) {
    next = {
      ...next,
      startOpen: false,
      activation: { model: event.model, used: 0, bonus: 0, readied: false, throwing: null },
    };
    next = updateModel(next, event.model, (m) => ({ ...m, activated: true }));
  }
  const model = next.models[event.model]!;
  const held = inHand(model);
  const readied =
    event.action.kind === 'ready' && held !== null && weaponTable[held.weapon.weapon].readyBeforeAim;
  const activation = next.activation!;
  next = {
    ...next,
    crossfire: null,
    activation: {
      ...activation,
      used: activation.used + 1,
      readied,
      throwing: event.throwStart ?? activation.throwing,
    },
    pressure: switchClock(next.pressure, event.at, opponentOf(next, activeSide(next)), true), // HST-PRESS-2
    window: {
      actor: event.model,
      action: event.action,
      priority: event.priority,
      reactions: {},
      cards: event.cards.map((card) => ({ side: model.side, card, item: 'action' })),
      resolution: null,
      ...(event.checks || event.lean ? { checks: (event.checks ?? 0) + (event.lean ? 1 : 0) } : {}),
    },
  };
  next = updateModel(next, event.model, (m) => ({
    ...m,
    aiming: event.aimLost ? false : m.aiming,
    defending: event.defendLost ? false : m.defending,
    cover: event.cover ?? m.cover,
    ...spentBonuses(m, event.action, event.checks ?? 0),
  }));
  next = releaseHolds(next, event.released ?? []); // BRG-D-16
  if (event.cards.length > 0) {
    const hand = (next.cards.hands[model.side] ?? []).filter((c) => !event.cards.includes(c));
    next = { ...next, cards: { ...next.cards, hands: { ...next.cards.hands, [model.side]: hand } } };
  }
  const order = event.throwStart?.order;
  if (order && order.item !== 'object') {
    const kind = order.item;
    next = updateModel(next, event.model, (m) => ({
      ...m,
      grenades: { ...m.grenades, [kind]: m.grenades[kind] - 1 },
    }));
  } else if (order?.reloadOf) {
    next = setWeapon(next, event.model, order.reloadOf, (w) => ({ ...w, reloads: w.reloads - 1 }));
  }
  return applyEffects(next, event.effects);
}

/** BRG-D-17: the carried one-use bonuses an action spends leave the model as it is declared. */
function spentBonuses(model: ModelState, action: Action, checks: number): Partial<ModelState> {
  const shifts =
    action.kind === 'strike'
      ? (action.strike.shifts ?? 0)
      : action.kind === 'shoot'
        ? (action.shot.shifts ?? 0)
        : 0;
  if ((shifts === 0 && checks === 0) || !model.cot) return {};
  const cot = { ...model.cot, shifts: model.cot.shifts - shifts };
  return { cot: checks > 0 ? { ...cot, checks: (model.cot.checks ?? 0) - checks } : cot };
}

export function applyThrew(state: SkirmishState, event: Extract<SkirmishEvent, { type: 'skirmish/threw' }>) {
  const activation = state.activation;
  const throwing = activation?.throwing;
  let next = state;
  if (activation && throwing) {
    next = {
      ...next,
      activation: { ...activation, throwing: event.landing ? null : { ...throwing, done: event.done } },
    };
  }
  if (event.landing?.grenade) next = placeGrenade(next, event.landing.grenade);
  if (event.landing?.item) {
    const item = event.landing.item;
    next = { ...next, items: { ...next.items, [item.id]: item }, nextId: next.nextId + 1 };
  }
  return next;
}

export function applyFree(
  state: SkirmishState,
  event: Extract<SkirmishEvent, { type: 'skirmish/free-action' }>,
) {
  let next = state;
  if (event.grenade) {
    next = placeGrenade(next, event.grenade);
    if (next.activation) next = { ...next, activation: { ...next.activation, throwing: null } };
  }
  const item = event.item;
  if (item?.weaponOf) {
    const slot = item.weaponOf.slot;
    next = { ...next, items: { ...next.items, [item.id]: item }, nextId: next.nextId + 1 };
    next = setWeapon(next, event.model, slot, (w) => ({ ...w, dropped: true }));
    next = updateModel(next, event.model, (m) => ({ ...m, inHand: null }));
  }
  return next;
}

export function applyTurnStarted(
  state: SkirmishState,
  event: Extract<SkirmishEvent, { type: 'skirmish/turn-started' }>,
) {
  const models = Object.fromEntries(
    Object.entries(state.models).map(([id, m]) => [id, { ...m, activated: false, snapped: false }]),
  );
  const vehicles = Object.fromEntries(
    Object.entries(state.vehicles).map(([id, v]) => [id, { ...v, moved: false, drove: false }]),
  );
  return {
    ...state,
    round: event.round,
    active: state.turnOrder.indexOf(event.side),
    phase: { kind: 'turn-start' } as const,
    models,
    vehicles,
    activation: null,
    crossfire: null,
    startOpen: true,
    pressure: { ...switchClock(state.pressure, event.at, event.side, false), turnUsed: 0 },
  };
}
