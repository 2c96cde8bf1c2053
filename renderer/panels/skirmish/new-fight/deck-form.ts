import { skirmish } from '../../../../core/index.ts';

/**
 * The new-fight form's edits of the Heist card deck (HST-PRESS-5, HST-D-35) and the words of its controls. What
 * a deck may hold is core's (`skirmish.fightSetup` names each problem); this only edits and labels.
 */

type FightDraft = skirmish.FightDraft;
type CardDraft = skirmish.CardDraft;
type CardEffect = skirmish.CardEffect;

const withCards = (draft: FightDraft, cards: readonly CardDraft[]): FightDraft => ({
  ...draft,
  deck: { ...draft.deck, cards },
});

export function setDeckUse(draft: FightDraft, use: skirmish.DeckUse): FightDraft {
  return { ...draft, deck: { ...draft.deck, use } };
}

/** A new card at the end of the list (nothing past the engine's limit). */
export function addCard(draft: FightDraft): FightDraft {
  const cards = draft.deck.cards;
  if (cards.length >= skirmish.deckLimits.cardsMax) return draft;
  return withCards(draft, [...cards, skirmish.emptyCard(cards)]);
}

/** Card `index` removed, and unticked from every card that cancelled it. */
export function removeCard(draft: FightDraft, index: number): FightDraft {
  const gone = draft.deck.cards[index]?.key;
  return withCards(
    draft,
    draft.deck.cards
      .filter((_, i) => i !== index)
      .map((card) => ({ ...card, cancels: card.cancels.filter((key) => key !== gone) })),
  );
}

export function changeCard(draft: FightDraft, index: number, changes: Partial<CardDraft>): FightDraft {
  return withCards(
    draft,
    draft.deck.cards.map((card, i) => (i === index ? { ...card, ...changes } : card)),
  );
}

/** Two cards cancel each other (HST-PRESS-5): ticking one on either card ticks both. */
export function setCancels(draft: FightDraft, index: number, other: string, on: boolean): FightDraft {
  const self = draft.deck.cards[index]?.key;
  if (self === undefined || self === other) return draft;
  const toggle = (cancels: readonly string[], key: string) =>
    on ? [...cancels.filter((k) => k !== key), key] : cancels.filter((k) => k !== key);
  return withCards(
    draft,
    draft.deck.cards.map((card) =>
      card.key === self
        ? { ...card, cancels: toggle(card.cancels, other) }
        : card.key === other
          ? { ...card, cancels: toggle(card.cancels, self) }
          : card,
    ),
  );
}

/** The custom list back to a copy of the house deck. */
export function resetToHouse(draft: FightDraft): FightDraft {
  return { ...draft, deck: { use: 'custom', cards: skirmish.houseDeckDraft().cards } };
}

/** The custom list started from an earlier fight's deck. */
export function copyDeck(draft: FightDraft, deck: readonly skirmish.HeistCard[]): FightDraft {
  return { ...draft, deck: { use: 'custom', cards: skirmish.cardDrafts(deck) } };
}

export const deckUseLabels: Readonly<Record<skirmish.DeckUse, string>> = {
  house: 'The house deck (house cards: the rulebook prints none)',
  none: 'No Heist cards',
  custom: 'Our own deck',
};

export const effectLabels: Readonly<Record<skirmish.EffectKind, string>> = {
  shift: 'Dice shift (before the roll)',
  reroll: 'Re-roll one die (after the roll)',
  check: 'A skill check passes or fails',
  'bonus-action': 'One more action',
  ammo: 'Remove an ammo counter',
};

export const shiftOnLabels = {
  'own-shot': 'on a shot by your model',
  'enemy-shot': 'on an enemy shot at it',
};
export const rerollOnLabels = {
  'own-roll': 'a roll by your model',
  'enemy-shot': 'an enemy shot at your model',
};
export const checkLabels = { pass: 'your model passes', fail: 'an enemy model fails' };
export const shiftAmounts = [3, 2, 1, -1, -2, -3] as const;

/** "+2" or "−1". */
export const signed = (amount: number): string => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);

/** The card's effect with one parameter changed (the form's selects give strings). */
export function effectWith(
  effect: CardEffect,
  parameter: 'amount' | 'on' | 'result',
  value: string,
): CardEffect {
  if (effect.kind === 'shift' && parameter === 'amount') return { ...effect, amount: Number(value) };
  if (effect.kind === 'shift' && parameter === 'on')
    return { ...effect, on: value as Extract<CardEffect, { kind: 'shift' }>['on'] };
  if (effect.kind === 'reroll' && parameter === 'on')
    return { ...effect, on: value as Extract<CardEffect, { kind: 'reroll' }>['on'] };
  if (effect.kind === 'check' && parameter === 'result')
    return { ...effect, result: value as Extract<CardEffect, { kind: 'check' }>['result'] };
  return effect;
}

/** "13 cards in all, 8 different" for the custom deck's heading. */
export function deckSummary(cards: readonly CardDraft[]): string {
  const copies = cards.reduce(
    (sum, c) => sum + (Number.isInteger(c.copies) ? Math.max(0, c.copies ?? 0) : 0),
    0,
  );
  return `${copies} card${copies === 1 ? '' : 's'} in all, ${cards.length} different`;
}
