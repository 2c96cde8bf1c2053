import { unreachable } from '../../shared/result.ts';
import { applyEffects, leaveSeat, placeGrenade, releaseHolds, updateModel } from './apply-effects.ts';
import { activeSide } from '../actions/access.ts';
import { checkSkirmishEvent, checkSkirmishStart } from './apply-checks.ts';
import { switchClock } from '../table/pressure.ts';
import type { SkirmishEvent } from '../events.ts';
import {
  applyDeclared,
  applyFree,
  applyThrew,
  applyTurnStarted,
  applyUse,
  setWeapon,
} from './apply-actions.ts';
import { applyTableEvent } from './apply-table.ts';
import { applyVehicleEvent } from './apply-vehicles.ts';
import { applyBoardEvent } from '../board/board-apply.ts';
import type { ItemKey, ReactionWindow, SkirmishState } from '../types.ts';

/**
 * Folds one event into the state (null before `skirmish/started`). Never mutates; throws on an event that
 * does not fit the state (an unknown model, an event before the start).
 */

function requireState(state: SkirmishState | null, type: string): SkirmishState {
  if (!state) throw new TypeError(`${type} before skirmish/started`);
  return state;
}

function requireWindow(state: SkirmishState, type: string): ReactionWindow {
  if (!state.window) throw new TypeError(`${type} without an open reaction window`);
  return state.window;
}

/** Removes a resolved item from the first group of the resolution (HST-REACT-5). */
function consumeItem(state: SkirmishState, item: ItemKey | null): SkirmishState {
  const window = state.window;
  if (item === null || !window?.resolution) return state;
  const [first = [], ...rest] = window.resolution.groups;
  const remaining = first.filter((key) => key !== item);
  const groups = remaining.length > 0 ? [remaining, ...rest] : rest;
  const rolled = remaining.length > 0 ? window.resolution.rolled : null;
  return { ...state, window: { ...window, resolution: { ...window.resolution, groups, rolled } } };
}

/**
 * BRG-D-14: the events that end a surprise window — a firearm fired, something exploding on the table (a Frag
 * grenade or a flashbang going off, a vehicle, a loud Use at a door), or the end of the first turn. A throw, a Strike
 * or a quiet Use does not.
 */
function endsSurprise(event: SkirmishEvent): boolean {
  switch (event.type) {
    case 'skirmish/shot':
    case 'skirmish/vehicle-exploded':
    case 'skirmish/turn-ended':
      return true;
    case 'skirmish/grenade-detonated':
      return event.grenade.kind === 'frag' || event.grenade.kind === 'flashbang';
    case 'skirmish/used':
      return event.use.what === 'interact' && event.use.loud === true;
    default:
      return false;
  }
}

/** BRG-D-14: the surprise window ends: every model still unaware is aware, and may react from now on. */
function surpriseOver(state: SkirmishState): SkirmishState {
  const unaware = Object.values(state.models).filter((m) => m.unaware === true);
  if (unaware.length === 0) return state;
  const models = { ...state.models };
  for (const model of unaware) {
    const { unaware: _over, ...aware } = model;
    models[model.id] = aware;
  }
  return { ...state, models };
}

/** Folds one event into the state. */
export function applySkirmish(state: SkirmishState | null, event: SkirmishEvent): SkirmishState {
  const next = applyEvent(state, event);
  return endsSurprise(event) ? surpriseOver(next) : next;
}

function applyEvent(state: SkirmishState | null, event: SkirmishEvent): SkirmishState {
  if (event.type === 'skirmish/started') {
    if (state !== null) throw new Error('The fight started a second time');
    checkSkirmishStart(event);
    return {
      scenario: event.scenario,
      round: 1,
      turnOrder: event.turnOrder,
      active: 0,
      phase: event.chooser ? { kind: 'choose-first', chooser: event.chooser } : { kind: 'turn-start' },
      models: Object.fromEntries(event.models.map((m) => [m.id, m])),
      vehicles: Object.fromEntries(event.vehicles.map((v) => [v.id, v])),
      activation: null,
      window: null,
      crossfire: null,
      grenades: {},
      clouds: {},
      items: {},
      blasts: [],
      startOpen: true,
      pressure: event.pressure,
      cards: event.cards,
      nextId: 1,
      outcome: null,
    };
  }
  const s = requireState(state, event.type);
  checkSkirmishEvent(s, event);
  switch (event.type) {
    case 'skirmish/first-chosen':
      return { ...s, turnOrder: event.turnOrder, active: 0 };
    case 'skirmish/turn-started':
      return applyTurnStarted(s, event);
    case 'skirmish/grenade-detonated': {
      const { [event.grenade.id]: _gone, ...grenades } = s.grenades;
      let next: SkirmishState = { ...s, grenades };
      if (event.cloud) {
        next = {
          ...next,
          clouds: { ...next.clouds, [event.cloud.id]: { ...event.cloud, thrower: event.grenade.thrower } },
          nextId: next.nextId + 1,
        };
      }
      for (const id of event.gassed) next = updateModel(next, id, (m) => ({ ...m, inTeargas: true }));
      return applyEffects(next, event.effects);
    }
    case 'skirmish/armor-checked':
      return updateModel(s, event.model, (m) =>
        event.returned
          ? { ...m, presence: { kind: 'table' }, stunned: true, wounded: true, aiming: false } // HST-ARMOR-1
          : { ...m, presence: { kind: 'dead' } },
      );
    case 'skirmish/turn-opened':
      return { ...s, phase: { kind: 'turn' } };
    case 'skirmish/action-declared':
      return applyDeclared(s, event);
    case 'skirmish/reaction-declared': {
      const window = requireWindow(s, event.type);
      const next = releaseHolds(
        { ...s, window: { ...window, reactions: { ...window.reactions, [event.model]: event.reaction } } },
        event.released ?? [],
      );
      return event.aimLost ? updateModel(next, event.model, (m) => ({ ...m, aiming: false })) : next;
    }
    case 'skirmish/step-grouped': {
      const window = requireWindow(s, event.type);
      return {
        ...s,
        window: { ...window, resolution: { nextStep: event.step + 1, groups: event.groups, rolled: null } },
      };
    }
    case 'skirmish/group-rolled': {
      const window = requireWindow(s, event.type);
      const resolution = window.resolution;
      if (!resolution) throw new TypeError('skirmish/group-rolled before any step was grouped');
      return { ...s, window: { ...window, resolution: { ...resolution, rolled: { faces: event.faces } } } };
    }
    case 'skirmish/item-cancelled':
      return consumeItem(s, event.item);
    case 'skirmish/shot': {
      let next = consumeItem(s, event.item);
      next = setWeapon(next, event.shooter, event.weapon, (w) => ({
        ...w,
        counters: event.countersAfter,
        jammed: w.jammed || event.jams,
      }));
      next = updateModel(next, event.shooter, (m) => ({ ...m, aiming: event.aimAfter }));
      return applyEffects(next, event.effects);
    }
    case 'skirmish/struck': {
      const next = applyEffects(consumeItem(s, event.item), event.effects);
      return event.restrained
        ? updateModel(next, event.target, (m) => ({ ...m, heldBy: event.striker })) // COT-WAR-8
        : next;
    }
    case 'skirmish/broke-free': {
      const next = consumeItem(s, event.item);
      return event.freed ? releaseHolds(next, [event.model]) : next; // COT-WAR-9
    }
    case 'skirmish/took-cover':
      return updateModel(consumeItem(s, event.item), event.model, (m) => ({ ...m, aiming: false }));
    case 'skirmish/moved': {
      const next = updateModel(consumeItem(s, event.item), event.model, (m) => ({
        ...m,
        cover: event.cover,
        snapped: m.snapped || event.snapped,
        inTeargas: event.inTeargas,
      }));
      return applyEffects(next, event.effects);
    }
    case 'skirmish/aimed':
      return updateModel(consumeItem(s, event.item), event.model, (m) => ({ ...m, aiming: true }));
    case 'skirmish/readied': {
      const next = consumeItem(s, event.item);
      return updateModel(next, event.model, (m) => ({
        ...m,
        inHand: event.inHand,
        weapons: event.slot && event.weapon ? { ...m.weapons, [event.slot]: event.weapon } : m.weapons,
      }));
    }
    case 'skirmish/recovered': {
      const next = consumeItem(s, event.item);
      if (!event.check.passed) return next;
      return updateModel(next, event.ally ?? event.model, (m) => ({ ...m, stunned: false }));
    }
    case 'skirmish/defended':
      return updateModel(consumeItem(s, event.item), event.model, (m) => ({ ...m, defending: true }));
    case 'skirmish/passed':
      return consumeItem(s, event.item);
    case 'skirmish/used':
      return applyEffects(
        applyUse(consumeItem(s, event.item), event.model, event.use, event.done),
        event.effects ?? [],
      );
    case 'skirmish/threw':
      return applyThrew(consumeItem(s, event.item), event);
    case 'skirmish/window-closed': {
      const discard = [...s.cards.discard, ...(s.window?.cards ?? []).map((c) => c.card)]; // played cards are discarded
      const pressure = switchClock(s.pressure, event.at, activeSide(s), false);
      return { ...s, window: null, crossfire: event.crossfire, pressure, cards: { ...s.cards, discard } };
    }
    case 'skirmish/activation-ended': {
      const next = { ...s, activation: null };
      return event.dropped ? placeGrenade(next, event.dropped) : next;
    }
    case 'skirmish/crossfire-passed':
      return { ...s, crossfire: null };
    case 'skirmish/free-action':
      return applyFree(s, event);
    case 'skirmish/turn-ended':
      return {
        ...s,
        activation: null,
        crossfire: null,
        pressure: switchClock(s.pressure, event.at, null, false),
      };
    case 'skirmish/ended':
      return { ...s, phase: { kind: 'over' }, outcome: event.outcome };
    case 'skirmish/boarded':
    case 'skirmish/alighted':
    case 'skirmish/engine-started':
    case 'skirmish/drove':
    case 'skirmish/vehicle-stopped':
    case 'skirmish/gear-changed':
    case 'skirmish/vehicle-exploded':
      return applyVehicleEvent(consumeItem(s, 'item' in event ? event.item : null), event);
    case 'skirmish/pressure-gained':
    case 'skirmish/card-played':
    case 'skirmish/cards-swapped':
    case 'skirmish/reserves-arrived':
    case 'skirmish/reserve-rolled':
    case 'skirmish/deployed':
    case 'skirmish/visibility-set':
    case 'skirmish/model-edited':
    case 'skirmish/model-added':
    case 'skirmish/bonus-granted':
    case 'skirmish/cloud-cleared':
    case 'skirmish/clock-paused':
    case 'skirmish/clock-resumed':
      return applyTableEvent(s, event);
    case 'skirmish/board-sized':
    case 'skirmish/board-model-placed':
    case 'skirmish/board-drawn':
    case 'skirmish/board-erased':
    case 'skirmish/board-door-set':
    case 'skirmish/board-aim-set':
      return applyBoardEvent(s, event);
    default:
      return unreachable(event);
  }
}

/** Folds a whole log (the events of one skirmish, `skirmish/started` first). */
export function replaySkirmish(events: readonly SkirmishEvent[]): SkirmishState {
  let state: SkirmishState | null = null;
  for (const event of events) state = applySkirmish(state, event);
  if (!state) throw new TypeError('An empty skirmish log has no state');
  return state;
}

export { leaveSeat };
