import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { effectiveOf, inHand, modelOf, onTable } from './access.ts';
import type { Action, UseOrder } from '../commands.ts';
import { effectiveActions } from './damage.ts';
import type { WeaponSlot } from '../setup/profile.ts';
import { throwActions } from '../grenades/throwing.ts';
import { weaponTable } from '../setup/weapons.ts';
import type { ModelState, SkirmishState, ThrowInProgress } from '../types.ts';
import { checkVehicleAction, isVehicleAction } from '../vehicles/vehicle-rules.ts';

/**
 * What each action needs (HST-ACT-3..10, HST-MOVE, HST-WPN, HST-GREN-1): a Rejection in the game's words when
 * the rules say no, or null. Shots are planned in shots/shot-plan.ts.
 */

type Check = Rejection | null;

function checkMove(
  state: SkirmishState,
  model: ModelState,
  action: Extract<Action, { kind: 'move' }>,
): Check {
  const bw = state.scenario.settings.baseWidth;
  if (model.seat) return reject('skirmish/in-vehicle', `${model.name} is in a vehicle: get out first`);
  if (model.snapped) {
    return reject(
      'skirmish/snapped',
      `${model.name} snapped to cover this turn: no more Moves until its next turn (HST-MOVE-4)`,
    );
  }
  if (!(action.distance > 0 && action.distance <= 3)) {
    return reject(
      'skirmish/move-too-far',
      `A Move goes up to 3" in one straight line (got ${action.distance}")`,
    ); // HST-MOVE-1; HST-MOVE-5: through terrain too (`throughTerrain` costs nothing)
  }
  if (action.throughModels) {
    return reject('skirmish/blocked', 'Models may not move through other models, friend or foe (HST-MOVE-3)');
  }
  const crossing = action.crossing;
  if (crossing && (crossing.obstacle === 'locked-door' || crossing.obstacle === 'high')) {
    return reject(
      'skirmish/obstacle',
      `A ${crossing.obstacle === 'high' ? 'high obstacle' : 'locked door'} cannot be crossed (HST-MOVE-2)`,
    );
  }
  if (crossing && !crossing.inContactAtStart) {
    return reject(
      'skirmish/obstacle',
      'An obstacle not touched at the start stops the move there; the next Move may cross it (HST-MOVE-2)',
    );
  }
  if ((action.clearShift ?? 0) > bw) {
    return reject('skirmish/clear-shift', `Clearing an obstacle shifts the model at most 1 BW (${bw}")`); // HST-MOVE-2
  }
  return null;
}

function checkHand(state: SkirmishState, model: ModelState, use: Extract<UseOrder, { what: 'hand' }>): Check {
  const ally = modelOf(state, use.to);
  if (!ally || !onTable(ally) || ally.side !== model.side || ally.id === model.id) {
    return reject('skirmish/no-ally', `${use.to} is not an ally on the table`);
  }
  if (!use.baseContact) {
    return reject(
      'skirmish/not-in-contact',
      `${model.name} must be in base contact with ${ally.name} (a step may close the gap)`,
    ); // HST-ACT-4
  }
  if ('grenade' in use.item) {
    return model.grenades[use.item.grenade] > 0
      ? null
      : reject('skirmish/no-item', `${model.name} has no ${use.item.grenade} grenade`);
  }
  const weapon = model.weapons[use.item.reloadOf];
  if (!weapon || weapon.reloads < 1)
    return reject('skirmish/no-item', `${model.name} has no spare reload for that weapon`);
  const fits = [ally.weapons.long, ally.weapons.sidearm].some((w) => w?.weapon === weapon.weapon);
  return fits ? null : reject('skirmish/no-fit', `${ally.name} carries no ${weapon.weapon} for that reload`);
}

/**
 * BRG-D-16, COT-DROP-9: an ally in base contact wakes an Unconscious model with a Use; an enemy in base contact kills
 * it, with no roll.
 */
function checkWakeOrKill(
  state: SkirmishState,
  model: ModelState,
  use: Extract<UseOrder, { what: 'wake' | 'kill' }>,
): Check {
  const other = modelOf(state, use.model);
  if (!other || !onTable(other) || other.id === model.id)
    return reject('skirmish/not-on-table', `${other?.name ?? use.model} is not another model on the table`);
  if (other.unconscious !== true)
    return reject('skirmish/not-unconscious', `${other.name} is not Unconscious (BRG-D-16)`);
  if (use.what === 'wake' && other.side !== model.side) {
    return reject(
      'skirmish/not-ally',
      `${model.name} cannot wake ${other.name}, an enemy: only an ally wakes it; an enemy may kill it (BRG-D-16)`,
    );
  }
  if (use.what === 'kill' && other.side === model.side) {
    return reject(
      'skirmish/own-side',
      `${other.name} is ${model.name}'s ally: wake it instead (BRG-D-16, COT-DROP-9)`,
    );
  }
  if (!use.baseContact) {
    return reject(
      'skirmish/not-in-contact',
      `${model.name} must be in base contact with ${other.name} to ${use.what} it (a step may close the gap) (BRG-D-16)`,
    );
  }
  return null;
}

function checkUse(state: SkirmishState, model: ModelState, use: UseOrder): Check {
  if (use.what === 'interact') return null;
  if (model.seat) return reject('skirmish/in-vehicle', `${model.name} is in a vehicle: get out first`);
  if (use.what === 'wake' || use.what === 'kill') return checkWakeOrKill(state, model, use);
  if (use.what === 'hand') return checkHand(state, model, use);
  const dead = modelOf(state, use.item);
  if (dead && dead.presence.kind === 'dead') {
    return reject('skirmish/dead-gear', 'Equipment dropped by killed models cannot be picked up (HST-D-11)');
  }
  const item = Object.hasOwn(state.items, use.item) ? state.items[use.item] : undefined;
  if (!item) return reject('skirmish/no-item', `There is no item "${use.item}" to pick up`);
  if (item.weaponOf && item.weaponOf.model !== model.id) {
    return reject('skirmish/not-yours', `Only its owner picks up the dropped ${item.name}`);
  }
  const fits =
    !item.reloadFor || [model.weapons.long, model.weapons.sidearm].some((w) => w?.weapon === item.reloadFor);
  return fits
    ? null
    : reject('skirmish/no-fit', `${model.name} carries no ${item.reloadFor} for that reload`);
}

/** The slot a draw takes into the hands: the other weapon, or the primary when the hands are empty. */
export function drawSlot(model: ModelState): WeaponSlot | null {
  const usable = (slot: WeaponSlot) => {
    const weapon = model.weapons[slot];
    return weapon !== null && !weapon.dropped && model.inHand !== slot;
  };
  if (model.inHand === 'long') return usable('sidearm') ? 'sidearm' : null;
  if (model.inHand === 'sidearm') return usable('long') ? 'long' : null;
  return usable('long') ? 'long' : usable('sidearm') ? 'sidearm' : null;
}

function checkReady(model: ModelState, task: Extract<Action, { kind: 'ready' }>['task']): Check {
  if (task === 'draw') {
    return drawSlot(model)
      ? null
      : reject('skirmish/nothing-to-draw', `${model.name} has no other weapon to draw`); // HST-D-12
  }
  const held = inHand(model);
  if (!held) return reject('skirmish/no-weapon', `${model.name} has no weapon in hand`);
  const { weapon } = held;
  const profile = weaponTable[weapon.weapon];
  if (task === 'clear-jam') {
    if (weapon.broken)
      return reject('skirmish/broken', `The ${weapon.weapon} is broken for the rest of the game (HST-WPN-6)`);
    return weapon.jammed ? null : reject('skirmish/not-jammed', `The ${weapon.weapon} is not jammed`);
  }
  if (task === 'set-up') {
    return profile.readyBeforeAim
      ? null
      : reject('skirmish/no-set-up', `Only a machinegun needs setting up (HST-AIM-4)`);
  }
  if (weapon.broken)
    return reject('skirmish/broken', `The ${weapon.weapon} is broken for the rest of the game`);
  if (profile.reload === 'revolver' && !model.speedloaders) {
    return reject(
      'skirmish/no-speedloaders',
      'A revolver without speedloaders cannot be reloaded during the game (HST-WPN-4)',
    );
  }
  if (weapon.reloads < 1)
    return reject('skirmish/no-reloads', `No reloads left for the ${weapon.weapon} (HST-WPN-3)`);
  if (profile.reload === 'tube' && weapon.counters < 1) {
    return reject('skirmish/full', `The ${weapon.weapon} has no ammo counter to remove (HST-WPN-5)`);
  }
  return null;
}

function checkRecover(
  state: SkirmishState,
  model: ModelState,
  action: Extract<Action, { kind: 'recover' }>,
): Check {
  const ally = action.ally;
  if (ally === undefined) {
    if (!model.stunned) return reject('skirmish/not-stunned', `${model.name} is not stunned`);
    if (model.inTeargas && !model.gasMask) {
      return reject(
        'skirmish/in-teargas',
        `${model.name} cannot shake off the stun inside the teargas (HST-GREN-8)`,
      );
    }
    return null;
  }
  const other = modelOf(state, ally);
  if (!other || !onTable(other) || other.side !== model.side || other.id === model.id) {
    return reject('skirmish/no-ally', `${ally} is not an ally on the table`);
  }
  if (effectiveActions(other.actions, other) > 0) {
    return reject(
      'skirmish/ally-can-act',
      `${other.name} has actions left: only an ally at 0 actions can be helped (HST-ACT-8)`,
    );
  }
  if (!other.stunned)
    return reject(
      'skirmish/not-stunned',
      `${other.name} is not stunned: wounds cannot be recovered (HST-D-13)`,
    );
  if (other.inTeargas && !other.gasMask) {
    return reject('skirmish/in-teargas', `${other.name} cannot recover inside the teargas (HST-GREN-8)`);
  }
  if (action.baseContact !== true) {
    return reject(
      'skirmish/not-in-contact',
      `${model.name} must be in base contact with ${other.name} to help it recover (a step may close the gap) (HST-ACT-8)`,
    );
  }
  return null;
}

/** HST-GREN-1, HST-D-53: a throw's Shoot actions all fit in this activation. */
export function checkThrow(
  state: SkirmishState,
  model: ModelState,
  action: Extract<Action, { kind: 'throw' }>,
  used: number,
): Check {
  const order = action.throw;
  if (model.seat) return reject('skirmish/in-vehicle', `${model.name} is in a vehicle: get out first`);
  if (order.item === 'object') {
    const weapon = order.reloadOf ? model.weapons[order.reloadOf] : null;
    if (order.reloadOf && (!weapon || weapon.reloads < 1))
      return reject('skirmish/no-item', `${model.name} has no spare reload to throw`);
  } else if (model.grenades[order.item] < 1) {
    return reject('skirmish/no-grenade', `${model.name} has no ${order.item} grenade left`);
  }
  if (order.inAimZone && !model.aiming) {
    return reject('skirmish/no-aim', `${model.name} has no aim marker: the spot cannot be in its aim zone`);
  }
  const needed = throwActions(order.distance, order.lob);
  if (needed === null || !(order.distance >= 0)) {
    return reject(
      'skirmish/throw-too-far',
      `A throw reaches 18" at most (6" per action; a lob counts 6" more) (HST-GREN-1, HST-GREN-4)`,
    );
  }
  const left = effectiveOf(state, model) - used;
  if (needed > left) {
    return reject(
      'skirmish/throw-actions',
      `This throw takes ${needed} Shoot actions and ${model.name} has ${left} left (HST-D-53)`,
    );
  }
  return null;
}

/** Validates an action other than Shoot, Throw and Pass/Defend/Aim's trivial cases. */
export function checkAction(
  state: SkirmishState,
  model: ModelState,
  action: Action,
  throwing: ThrowInProgress | null,
): Check {
  if (throwing && action.kind !== 'continue-throw') {
    return reject(
      'skirmish/throwing',
      `${model.name} holds a live grenade: the throw's next Shoot action comes first (HST-D-53)`,
    );
  }
  switch (action.kind) {
    case 'move':
      return checkMove(state, model, action);
    case 'use':
      return checkUse(state, model, action.use);
    case 'aim': {
      if (model.seat) return reject('skirmish/in-vehicle', `${model.name} is in a vehicle: get out first`);
      if (action.inSight === false)
        return reject('skirmish/out-of-sight', 'The aim point must be in line of sight (HST-ACT-5)');
      const held = inHand(model);
      const needsSetUp = held !== null && weaponTable[held.weapon.weapon].readyBeforeAim;
      if (needsSetUp && state.activation?.model === model.id && state.activation.readied) return null;
      return needsSetUp
        ? reject(
            'skirmish/set-up-first',
            'A machinegun needs a Ready weapon action just before Aim (HST-AIM-4)',
          )
        : null;
    }
    case 'ready':
      return checkReady(model, action.task);
    case 'recover':
      return checkRecover(state, model, action);
    case 'continue-throw':
      return throwing
        ? null
        : reject('skirmish/not-throwing', `${model.name} is not in the middle of a throw`);
    default:
      return isVehicleAction(action) ? checkVehicleAction(state, model, action) : null;
  }
}
