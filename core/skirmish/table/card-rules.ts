import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { activeSide, modelOf, onTable, handOf } from '../actions/access.ts';
import { cardOf } from './cards.ts';
import type { HeistCard } from './cards.ts';
import type { CardTarget } from '../events.ts';
import { itemModel } from '../actions/items.ts';
import { actionRollsCheck } from '../actions/resolve-action.ts';
import type { ItemKey, SideId, SkirmishState } from '../types.ts';

/** When a Heist card may be played and on what (HST-PRESS-5, HST-D-35). */

/** The model an item's shot is aimed at, if it is a shot at a model. */
export function shotTargetOf(state: SkirmishState, item: ItemKey): string | null {
  const window = state.window;
  if (!window) return null;
  const shot =
    item === 'action'
      ? window.action.kind === 'shoot'
        ? window.action.shot
        : null
      : item.startsWith('shot:')
        ? (window.reactions[itemModel(window, item)]?.shot ?? null)
        : null;
  return shot?.target.kind === 'model' ? shot.target.model : null;
}

export function isShotItem(state: SkirmishState, item: ItemKey): boolean {
  const window = state.window;
  if (!window) return false;
  return item === 'action'
    ? window.action.kind === 'shoot'
    : item.startsWith('shot:') && window.reactions[itemModel(window, item)]?.shot != null;
}

export function isCheckItem(state: SkirmishState, item: ItemKey): boolean {
  return item === 'action' && state.window !== null && actionRollsCheck(state.window.action);
}

const sideOf = (state: SkirmishState, id: string | null): SideId | null =>
  id ? (modelOf(state, id)?.side ?? null) : null;

function itemProblem(
  state: SkirmishState,
  side: SideId,
  card: HeistCard,
  target: Extract<CardTarget, { kind: 'item' }>,
): string | null {
  const window = state.window;
  if (!window) return 'There is no declared action to play it on';
  const exists = target.item === 'action' || Object.hasOwn(window.reactions, itemModel(window, target.item));
  if (!exists) return 'No such action or reaction in this exchange';
  const owner = sideOf(state, itemModel(window, target.item));
  const targetSide = sideOf(state, shotTargetOf(state, target.item));
  const effect = card.effect;
  if (effect.kind === 'reroll') {
    const faces = window.resolution?.rolled?.faces[target.item];
    if (
      !faces ||
      target.die === undefined ||
      !Number.isInteger(target.die) ||
      target.die < 0 ||
      target.die >= faces.length
    ) {
      return 'A re-roll is played on a die of a roll on the table, before its effects';
    }
    if (effect.on === 'own-roll') return owner === side ? null : 'Only on a roll by your own model';
    return isShotItem(state, target.item) && targetSide === side && owner !== side
      ? null
      : 'Only on an enemy shot at your model';
  }
  if (window.resolution) return 'Too late: it must be played before any dice are rolled (HST-PRESS-5)';
  if (target.die !== undefined) return 'Only re-roll cards name a die';
  if (effect.kind === 'shift') {
    if (!isShotItem(state, target.item)) return 'Only on a shot';
    if (effect.on === 'own-shot') return owner === side ? null : 'Only on a shot by your own model';
    return targetSide === side && owner !== side ? null : 'Only on an enemy shot at your model';
  }
  if (effect.kind === 'check') {
    if (!isCheckItem(state, target.item)) return 'Only on a skill-check action';
    return (effect.result === 'pass') === (owner === side)
      ? null
      : effect.result === 'pass'
        ? 'Only on your own model'
        : 'Only on an enemy model';
  }
  return 'This card is not played on an action';
}

function modelProblem(
  state: SkirmishState,
  side: SideId,
  card: HeistCard,
  target: Extract<CardTarget, { kind: 'model' }>,
): string | null {
  const model = modelOf(state, target.model);
  if (!model || !onTable(model) || model.side !== side) return 'Only on your own model on the table';
  if (state.window) return 'Not while an action is being declared or resolved';
  if (card.effect.kind === 'bonus-action') {
    if (activeSide(state) !== side || state.phase.kind !== 'turn') return 'Only in your own turn';
    if (target.slot !== undefined) return 'A bonus action names no weapon';
    return state.activation?.model === model.id ? null : `Play it on ${model.name} during its activation`;
  }
  if (card.effect.kind === 'ammo') {
    const weapon = target.slot ? model.weapons[target.slot] : null;
    return weapon && weapon.counters > 0 ? null : 'Name a weapon of that model with an ammo counter';
  }
  return 'This card is played on an action or a roll';
}

/** The card a side may play now on `target`, or why not. */
export function cardPlayProblem(
  state: SkirmishState,
  side: SideId,
  instance: string,
  target: CardTarget,
): Rejection | HeistCard {
  const card = cardOf(state.scenario.deck, instance);
  if (!card || !handOf(state, side).includes(instance)) {
    return reject('skirmish/no-card', `That card is not in the hand of ${side}`);
  }
  const problem =
    target.kind === 'item' ? itemProblem(state, side, card, target) : modelProblem(state, side, card, target);
  return problem ? reject('skirmish/card-timing', `${card.name}: ${problem}`) : card;
}
