import type { Dice } from '../../dice/dice.ts';
import { inHand, onTable } from './access.ts';
import { drawSlot } from './action-rules.ts';
import type { Action, UseOrder } from '../commands.ts';
import { hitModel, pushEffect, scratch } from './consequences.ts';
import { emit } from './emitter.ts';
import type { Emitter } from './emitter.ts';
import type { Effect, SkirmishEvent } from '../events.ts';
import type { Donation } from '../shots/hail-mary.ts';
import type { ShotPlan } from '../shots/shot-plan.ts';
import { resolveShot } from '../shots/shot-resolve.ts';
import { actionRollsCheck, judgeCheck } from './skill.ts';
import type { CheckRoll } from './skill.ts';
import { rollThrow } from '../grenades/throwing.ts';
import { resolveVehicleAction } from '../vehicles/vehicle-resolve.ts';
import { weaponTable } from '../setup/weapons.ts';
import { cardCheck } from '../table/window-cards.ts';
import type { ModelState, SkirmishState, WeaponState } from '../types.ts';
import { planBreakFree, resolveBreakFree } from '../melee/holds.ts';
import { resolveStrike, rollStrikeFaces } from '../melee/strike.ts';
import type { StrikePlan } from '../melee/strike.ts';

/** Carrying out the declared action when its priority step comes (HST-ACT-3..10, HST-WPN-3..6, HST-GREN-1..4). */

export { actionRollsCheck };

function reloaded(weapon: WeaponState): WeaponState {
  const profile = weaponTable[weapon.weapon];
  const progress = weapon.progress + 1; // HST-D-41: no check, progress kept
  if (profile.reload === 'tube') {
    return progress >= profile.reloadActions
      ? { ...weapon, progress: 0, counters: weapon.counters - 1, reloads: weapon.reloads - 1 } // HST-WPN-5, HST-D-52
      : { ...weapon, progress };
  }
  if (progress >= profile.reloadActions) {
    return { ...weapon, progress: 0, counters: 0, reloads: weapon.reloads - 1, magazineOut: false }; // HST-WPN-3
  }
  return { ...weapon, progress, magazineOut: true }; // the first action drops the magazine
}

function cleared(weapon: WeaponState, check: CheckRoll): WeaponState {
  if (check.passed) return { ...weapon, jammed: false, failedClears: 0 };
  const failedClears = weapon.failedClears + 1;
  return { ...weapon, failedClears, broken: failedClears >= 2 }; // HST-WPN-6: two failures in a row break it
}

function readied(
  model: ModelState,
  task: Extract<Action, { kind: 'ready' }>['task'],
  check: CheckRoll | null,
): SkirmishEvent {
  const base = { type: 'skirmish/readied', item: 'action', model: model.id, task, check } as const;
  if (task === 'draw') {
    const slot = drawSlot(model);
    return { ...base, slot, weapon: slot ? model.weapons[slot] : null, inHand: slot ?? model.inHand }; // HST-D-12
  }
  const held = inHand(model)!;
  const weapon =
    task === 'reload'
      ? reloaded(held.weapon)
      : task === 'clear-jam'
        ? cleared(held.weapon, check!)
        : held.weapon;
  return { ...base, slot: held.slot, weapon, inHand: model.inHand };
}

function threw(em: Emitter, model: ModelState, dice: Dice): SkirmishEvent {
  const throwing = em.state.activation!.throwing!;
  const done = throwing.done + 1;
  const base = {
    type: 'skirmish/threw',
    item: 'action',
    model: model.id,
    done,
    needed: throwing.needed,
  } as const;
  if (done < throwing.needed) return { ...base, landing: null };
  const order = throwing.order;
  const result = rollThrow(dice, order, model.skill + (order.checks ?? 0)); // BRG-D-17
  const id = em.state.nextId;
  if (order.item === 'object') {
    const reloadFor = order.reloadOf ? (model.weapons[order.reloadOf]?.weapon ?? null) : null;
    return {
      ...base,
      landing: {
        result,
        grenade: null,
        item: { id: `item-${id}`, name: order.name, reloadFor, weaponOf: null },
      },
    };
  }
  const grenade = {
    id: `grenade-${id}`,
    kind: order.item,
    side: model.side,
    thrower: model.id,
    round: em.state.round,
    dropped: false,
  };
  return { ...base, landing: { result, grenade, item: null } };
}

/**
 * BRG-D-16: a wake or a kill is carried out if its model is still there as it resolves (Unconscious, for a wake);
 * any other Use is.
 */
function useDone(state: SkirmishState, use: UseOrder): boolean {
  if (use.what !== 'wake' && use.what !== 'kill') return true;
  const target = state.models[use.model];
  return target !== undefined && onTable(target) && (use.what === 'kill' || target.unconscious === true);
}

/** BRG-D-16, COT-DROP-9: killing an Unconscious enemy takes a Use and no roll, and leaves no armor check. */
function useEffects(state: SkirmishState, use: UseOrder): Effect[] {
  if (use.what !== 'kill' || !useDone(state, use)) return [];
  const target = state.models[use.model]!;
  const pad = scratch(state);
  pushEffect(pad, {
    kind: 'damage',
    model: target.id,
    hits: 0,
    nonLethal: false,
    result: { stunned: target.stunned, wounded: target.wounded, killed: true, effect: 'killed' },
    casualty: false,
    dropped: null,
  });
  return pad.effects;
}

/** Resolves the window's declared action with its main roll (if any). */
export function resolveAction(
  em: Emitter,
  faces: readonly number[],
  plan: ShotPlan | null,
  hailMary: 'best' | 'none' | readonly Donation[],
  dice: Dice,
  strike: StrikePlan | null = null,
  before: SkirmishState = em.state,
): void {
  const window = em.state.window!;
  const model = em.state.models[window.actor]!;
  const action = window.action;
  const item = 'action';
  const carded = cardCheck(em.state, item); // HST-PRESS-5: a card decided it unrolled
  const effective = model.skill + (window.checks ?? 0); // BRG-D-17: the carried +1s spent on it
  const check = !actionRollsCheck(action)
    ? null
    : carded
      ? { roll: 0, effective, passed: carded === 'pass', card: carded }
      : judgeCheck(faces[0]!, effective);
  switch (action.kind) {
    case 'shoot':
      return emit(em, resolveShot(em.state, item, plan!, faces, hailMary, dice, before));
    case 'move': {
      const pad = scratch(em.state);
      const gas = action.teargas === 'enters' || action.teargas === 'passes';
      if (gas && !model.gasMask) hitModel(pad, model.id, 1, true); // HST-GREN-8, HST-D-40
      const inTeargas = action.teargas === 'enters' ? true : action.teargas ? false : model.inTeargas;
      const cover = action.snapTo ?? action.cover ?? 'none';
      return emit(em, {
        type: 'skirmish/moved',
        item,
        model: model.id,
        distance: action.distance,
        snapped: action.snapTo !== undefined, // HST-MOVE-4
        cover,
        inTeargas,
        effects: pad.effects,
      });
    }
    case 'aim':
      return emit(em, { type: 'skirmish/aimed', item, model: model.id });
    case 'use': {
      const effects = useEffects(em.state, action.use);
      return emit(em, {
        type: 'skirmish/used',
        item,
        model: model.id,
        use: action.use,
        check,
        done: check?.passed ?? useDone(em.state, action.use),
        ...(effects.length > 0 ? { effects } : {}),
      });
    }
    case 'strike':
      return emit(em, resolveStrike(em.state, item, strike!, rollStrikeFaces(strike!, dice), dice));
    case 'break-free': {
      const free = planBreakFree(em.state, model, 0); // the first action: judged as it was declared
      if ('ok' in free) {
        return emit(em, { type: 'skirmish/item-cancelled', item, model: model.id, reason: free.message });
      }
      return emit(em, resolveBreakFree(item, free, dice));
    }
    case 'ready':
      return emit(em, readied(model, action.task, check));
    case 'recover':
      return emit(em, {
        type: 'skirmish/recovered',
        item,
        model: model.id,
        ally: action.ally ?? null,
        check: check!,
      });
    case 'defend':
      return emit(em, { type: 'skirmish/defended', item, model: model.id });
    case 'pass':
      return emit(em, { type: 'skirmish/passed', item, model: model.id });
    case 'throw':
    case 'continue-throw':
      return emit(em, threw(em, model, dice));
    default:
      return emit(em, resolveVehicleAction(em.state, model, action, faces, dice));
  }
}
