import { handOf } from '../actions/access.ts';
import type { Dice } from '../../dice/dice.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { cardOf, shuffle } from './cards.ts';
import type { HeistCard } from './cards.ts';
import { cardPlayProblem, isShotItem, shotTargetOf } from './card-rules.ts';
import type { ActCommand } from '../commands.ts';
import { emit } from '../actions/emitter.ts';
import type { Emitter } from '../actions/emitter.ts';
import type { CardTarget } from '../events.ts';
import { itemModel, planItemShot } from '../actions/items.ts';
import { actionRollsCheck } from '../actions/resolve-action.ts';
import type { ItemKey, SideId, SkirmishState } from '../types.ts';

/** Heist cards in play (HST-PRESS-5): drawing, playing, opposite cards cancelling, and their effects on rolls. */

const cardsOn = (state: SkirmishState, item: ItemKey): HeistCard[] =>
  (state.window?.cards ?? []).filter((c) => c.item === item).map((c) => cardOf(state.scenario.deck, c.card)!);

/** Dice shifts the cards played on this item add to its shot. */
export function windowCardShifts(state: SkirmishState, item: ItemKey): number {
  return cardsOn(state, item).reduce(
    (sum, card) => sum + (card.effect.kind === 'shift' ? card.effect.amount : 0),
    0,
  );
}

/** A card deciding this item's skill check without a roll, if one was played on it. */
export function cardCheck(state: SkirmishState, item: ItemKey): 'pass' | 'fail' | null {
  const card = cardsOn(state, item).find((c) => c.effect.kind === 'check');
  return card?.effect.kind === 'check' ? card.effect.result : null;
}

/** Whether some side holds a re-roll card it could play on one of this group's rolls (the resolution pauses for it). */
export function rerollPossible(state: SkirmishState, group: readonly ItemKey[]): boolean {
  const window = state.window;
  if (!window) return false;
  for (const [side, hand] of Object.entries(state.cards.hands)) {
    for (const instance of hand) {
      const effect = cardOf(state.scenario.deck, instance)?.effect;
      if (effect?.kind !== 'reroll') continue;
      for (const item of group) {
        const owner = state.models[itemModel(window, item)]?.side;
        const target = shotTargetOf(state, item);
        if (effect.on === 'own-roll' && owner === side) return true;
        if (
          effect.on === 'enemy-shot' &&
          isShotItem(state, item) &&
          target &&
          state.models[target]?.side === side &&
          owner !== side
        ) {
          return true;
        }
      }
    }
  }
  return false;
}

/** Draws `count` cards for `side`, reshuffling the discards when the deck runs out (HST-PRESS-5, HST-D-35). */
export function drawCards(state: SkirmishState, side: SideId, count: number, dice: Dice) {
  let pile = [...state.cards.draw];
  let discard = [...state.cards.discard];
  const limit = state.scenario.settings.handLimit;
  const room = limit === null ? count : Math.max(0, Math.min(count, limit - handOf(state, side).length));
  const drawn: string[] = [];
  while (drawn.length < room) {
    if (pile.length === 0) {
      if (discard.length === 0) break;
      pile = shuffle(discard, dice);
      discard = [];
    }
    drawn.push(pile.shift()!);
  }
  return { drawn, pile, discard };
}

/** The opposite card already on the same thing, if any (HST-PRESS-5). */
function opposite(state: SkirmishState, card: HeistCard, target: CardTarget) {
  if (target.kind !== 'item' || target.die !== undefined) return null;
  return (state.window?.cards ?? []).find((c) => {
    if (c.item !== target.item) return false;
    const other = cardOf(state.scenario.deck, c.card)!;
    return card.cancels.includes(other.id) || other.cancels.includes(card.id);
  });
}

/** Plays a card (a command of its own, or with an act command). */
export function playCard(
  em: Emitter,
  side: SideId,
  instance: string,
  target: CardTarget,
  dice: Dice,
): Rejection | null {
  const card = cardPlayProblem(em.state, side, instance, target);
  if ('ok' in card) return card;
  const cancelling = opposite(em.state, card, target);
  let reroll = null;
  if (card.effect.kind === 'reroll' && target.kind === 'item' && target.die !== undefined) {
    const sides = dieOf(em.state, target.item);
    const from = em.state.window?.resolution?.rolled?.faces[target.item]?.[target.die];
    const face = dice.roll(sides);
    // Issue 20: the face it replaced and the die's type, so the log shows the re-roll in full.
    reroll = { item: target.item, die: target.die, face, sides, ...(from === undefined ? {} : { from }) };
  }
  emit(em, {
    type: 'skirmish/card-played',
    side,
    card: instance,
    target,
    cancelled: cancelling ? { side: cancelling.side, card: cancelling.card } : null,
    reroll,
  });
  return null;
}

/** The die type of a rolled item: its shot's die (its plan has not changed since the roll), or a check's d10. */
function dieOf(state: SkirmishState, item: ItemKey): number {
  const plan = planItemShot(state, item, windowCardShifts(state, item));
  return plan && !('ok' in plan) ? (plan.dice.dice?.die ?? 10) : 10;
}

/** Whether a card may be played with an action as it is declared: a shift on its shot, a check that passes. */
function fitsAction(card: HeistCard, action: ActCommand['action']): boolean {
  return (
    (card.effect.kind === 'shift' && card.effect.on === 'own-shot' && action.kind === 'shoot') ||
    (card.effect.kind === 'check' && card.effect.result === 'pass' && actionRollsCheck(action))
  );
}

/** The cards of the model's side that may be played with this action, before its roll (HST-PRESS-5). */
export function actionCards(
  state: SkirmishState,
  command: ActCommand,
): { readonly instance: string; readonly name: string; readonly text: string }[] {
  const side = state.models[command.model]?.side;
  if (!side) return [];
  return handOf(state, side).flatMap((instance) => {
    const card = cardOf(state.scenario.deck, instance);
    return card && fitsAction(card, command.action) ? [{ instance, name: card.name, text: card.text }] : [];
  });
}

/** The dice shifts the cards played with an action add to its shot. */
export function actionCardShifts(state: SkirmishState, cards: readonly string[] | undefined): number {
  return (cards ?? []).reduce((sum, instance) => {
    const effect = cardOf(state.scenario.deck, instance)?.effect;
    return sum + (effect?.kind === 'shift' ? effect.amount : 0);
  }, 0);
}

/** Whether a card played with an action makes its skill check pass unrolled. */
export function actionCardPasses(state: SkirmishState, cards: readonly string[] | undefined): boolean {
  return (cards ?? []).some((instance) => {
    const effect = cardOf(state.scenario.deck, instance)?.effect;
    return effect?.kind === 'check' && effect.result === 'pass';
  });
}

/** Cards an act command plays on its own action, before its roll: checked, returned for the declaration. */
export function cardsOnAction(
  state: SkirmishState,
  command: ActCommand,
): readonly string[] | Rejection | null {
  if (!command.cards || command.cards.length === 0) return null;
  const side = state.models[command.model]?.side;
  if (!side) return reject('skirmish/unknown-model', `There is no model ${command.model}`);
  if (new Set(command.cards).size !== command.cards.length)
    return reject('skirmish/no-card', 'A card is played only once');
  for (const instance of command.cards) {
    const card = cardOf(state.scenario.deck, instance);
    if (!card || !handOf(state, side).includes(instance))
      return reject('skirmish/no-card', 'That card is not in your hand');
    if (!fitsAction(card, command.action))
      return reject('skirmish/card-timing', `${card.name} cannot be played with this action`);
  }
  return command.cards;
}
