import { handOf } from '../actions/access.ts';
import { cardOf } from '../table/cards.ts';
import type { SkirmishCommand } from '../commands.ts';
import type { CardTarget } from '../events.ts';
import { itemModel } from '../actions/items.ts';
import type { SideId, SkirmishState } from '../types.ts';
import { judgeCommand, skirmishView } from './view.ts';

/**
 * A side's hand of Heist cards for the dashboard (HST-PRESS-5, HST-D-35): each card's words, where it can be
 * played now (the view's accepted commands, labelled in words) or why not, and the two-for-one swap at the
 * start of the side's turn.
 */

export interface CardPlay {
  readonly label: string;
  readonly command: SkirmishCommand;
  /** The paused item and die a re-roll names, when it names one. */
  readonly die: { readonly item: string; readonly die: number } | null;
}

export interface HandCard {
  readonly instance: string;
  readonly name: string;
  readonly text: string;
  readonly plays: readonly CardPlay[];
  /** Why it cannot be played now, when `plays` is empty. */
  readonly reason: string | null;
}

export interface HandView {
  readonly side: SideId;
  readonly sideName: string;
  readonly cards: readonly HandCard[];
  readonly swaps: readonly { readonly label: string; readonly command: SkirmishCommand }[];
  /** Why no swap is possible now, when `swaps` is empty. */
  readonly swapReason: string | null;
}

/** The words of a card's target ("Mr. K's shot, die 2", "Mr. K's sidearm"). */
export function cardTargetWords(state: SkirmishState, target: CardTarget): string {
  const name = (id: string) => state.models[id]?.name ?? id;
  if (target.kind === 'model') {
    const slot = target.slot === 'long' ? "'s long gun" : target.slot === 'sidearm' ? "'s sidearm" : '';
    return `${name(target.model)}${slot}`;
  }
  const window = state.window;
  const owner = window ? name(itemModel(window, target.item)) : target.item;
  const what =
    target.item === 'action' ? 'action' : target.item.startsWith('cover:') ? 'taking cover' : 'shot';
  return `${owner}'s ${what}${target.die === undefined ? '' : `, die ${target.die + 1}`}`;
}

const playOf = (state: SkirmishState, command: SkirmishCommand): CardPlay | null => {
  if (command.type !== 'skirmish/play-card') return null;
  const target = command.target;
  return {
    label: cardTargetWords(state, target),
    command,
    die: target.kind === 'item' && target.die !== undefined ? { item: target.item, die: target.die } : null,
  };
};

/** Why a card cannot be played now: the engine's answer for playing it on the side's first model. */
function cardReason(state: SkirmishState, side: SideId, instance: string, at: number): string {
  const model = Object.values(state.models).find((m) => m.side === side);
  if (!model) return 'No model to play it on';
  const verdict = judgeCommand(
    state,
    { type: 'skirmish/play-card', side, card: instance, target: { kind: 'model', model: model.id } },
    at,
  );
  return verdict.ok ? 'Nothing to play it on now' : verdict.message;
}

/** The hand of `side` as of `at`. */
export function handView(state: SkirmishState, side: SideId, at: number): HandView {
  const view = skirmishView(state, side, at);
  const plays = view.find((a) => a.action === 'play-card')?.options ?? [];
  const swap = view.find((a) => a.action === 'swap-cards');
  const cards = handOf(state, side).map((instance) => {
    const card = cardOf(state.scenario.deck, instance);
    const mine = plays
      .filter((o) => o.command.type === 'skirmish/play-card' && o.command.card === instance)
      .flatMap((o) => playOf(state, o.command) ?? []);
    return {
      instance,
      name: card?.name ?? instance,
      text: card?.text ?? '',
      plays: mine,
      reason: mine.length > 0 ? null : cardReason(state, side, instance, at),
    };
  });
  return {
    side,
    sideName: state.scenario.sides.find((s) => s.id === side)?.name ?? side,
    cards,
    swaps: (swap?.options ?? []).map((o) => ({
      label: swapWords(state, o.command),
      command: o.command,
    })),
    swapReason: swap && !swap.available ? swap.reason : null,
  };
}

function swapWords(state: SkirmishState, command: SkirmishCommand): string {
  if (command.type !== 'skirmish/swap-cards') return '';
  const names = command.cards.map((c) => cardOf(state.scenario.deck, c)?.name ?? c);
  return `Discard ${names.join(' and ')}, draw one`;
}
