import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import {
  cardDrafts,
  cardIds,
  deckProblems,
  earlierDecks,
  effectOf,
  emptyCard,
  emptyDraft,
  exampleSides,
  fightSetup,
  houseDeck,
  houseDeckDraft,
  replaySkirmish,
  startSkirmish,
} from '../../../../../core/skirmish/index.ts';
import type {
  CardDraft,
  DeckDraft,
  FightDraft,
  HeistCard,
  SkirmishState,
} from '../../../../../core/skirmish/index.ts';

const custom = (cards: readonly CardDraft[] = cardDrafts(houseDeck)): DeckDraft => ({ use: 'custom', cards });

function draftWith(deck: DeckDraft): FightDraft {
  return { ...emptyDraft(), name: 'Bank job', sides: exampleSides(), first: 0, deck };
}

function deckOf(deck: DeckDraft): readonly HeistCard[] | undefined {
  const result = fightSetup(draftWith(deck));
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  return result.setup.deck;
}

const problemsOf = (deck: DeckDraft) => {
  const result = fightSetup(draftWith(deck));
  if (result.ok) throw new Error('expected problems');
  return [...result.problems];
};

/** The house deck's cards as the form holds them, card `index` changed. */
const houseWith = (index: number, changes: Partial<CardDraft>): DeckDraft => {
  const cards = cardDrafts(houseDeck);
  return custom(cards.map((card, i) => (i === index ? { ...card, ...changes } : card)));
};

describe('fightSetup: the Heist card deck (HST-PRESS-5, HST-D-35)', () => {
  it('a new fight plays the house deck: the setup leaves it to the engine, which deals the house cards', () => {
    expect(emptyDraft().deck.use).toBe('house');
    expect(deckOf(houseDeckDraft())).toBeUndefined();
    const result = fightSetup(draftWith(houseDeckDraft()));
    if (!result.ok) throw new Error('expected a setup');
    const started = startSkirmish(result.setup, seededDice(3), houseDeck);
    if (!started.ok) throw new Error(started.message);
    const state = replaySkirmish(started.events);
    expect(state.scenario.deck).toEqual(houseDeck);
    expect(state.scenario.deck.every((card) => card.text.startsWith('House card.'))).toBe(true);
    expect(state.cards.draw).toHaveLength(13);
  });

  it('none: a fight without cards', () => {
    expect(deckOf({ use: 'none', cards: cardDrafts(houseDeck) })).toEqual([]);
  });

  it('custom: the house deck copied unchanged is the house deck, ids and all', () => {
    expect(deckOf(custom())).toEqual(houseDeck);
  });

  it('custom: a renamed card gets a new id and keeps the cards that cancel it; 0 copies leave a card out', () => {
    const cards = cardDrafts(houseDeck).map((card) =>
      card.key === 'distraction'
        ? { ...card, name: 'Smoke & Mirrors', copies: 4 }
        : card.key === 'favors'
          ? { ...card, copies: 0 }
          : card,
    );
    const deck = deckOf(custom(cards))!;
    expect(deck.map((c) => c.id)).toEqual([
      'perfect-timing',
      'smoke-mirrors',
      'contingency-plan',
      'plan-b',
      'quick-thinking',
      'inside-man',
      'hand-caught',
    ]);
    expect(deck.find((c) => c.id === 'perfect-timing')!.cancels).toEqual(['smoke-mirrors']);
    expect(deck[1]).toMatchObject({ name: 'Smoke & Mirrors', copies: 4, cancels: ['perfect-timing'] });
    const started = startSkirmish(fightSetupOk(custom(cards)), seededDice(3), houseDeck);
    if (!started.ok) throw new Error(started.message);
    expect(replaySkirmish(started.events).cards.draw).toHaveLength(13 - 2 + 2);
  });

  it('a card that cancels one left out (0 copies) loses that link', () => {
    const deck = deckOf(houseWith(1, { copies: 0 }))!;
    expect(deck.find((c) => c.id === 'perfect-timing')!.cancels).toEqual([]);
  });

  it('card ids: kebab-case of the name, unique, never a reserved word, at most 40 characters', () => {
    const named = (...names: string[]) => names.map((name, i) => ({ ...emptyCard([]), key: `k${i}`, name }));
    expect(cardIds(named('Plan B', 'plan b!', 'PLAN-B', 'Café Crème', '★', '☆', 'constructor'))).toEqual([
      'plan-b',
      'plan-b-2',
      'plan-b-3',
      'cafe-creme',
      'card',
      'card-2',
      'constructor-2',
    ]);
    const long = cardIds(named('a'.repeat(60), 'a'.repeat(59)));
    expect(long.every((id) => id.length <= 40)).toBe(true);
    expect(new Set(long).size).toBe(2);
  });

  it('every effect the form offers makes a deck the engine accepts', () => {
    const cards = (['shift', 'reroll', 'check', 'bonus-action', 'ammo'] as const).map((kind, i) => ({
      ...emptyCard([]),
      key: `k${i}`,
      name: `Card ${i}`,
      effect: effectOf(kind),
    }));
    const shifted = {
      ...cards[0]!,
      key: 'k9',
      name: 'Big shift',
      effect: { kind: 'shift' as const, amount: -3, on: 'enemy-shot' as const },
    };
    expect(deckOf(custom([...cards, shifted]))!.map((c) => c.effect.kind)).toEqual([
      'shift',
      'reroll',
      'check',
      'bonus-action',
      'ammo',
      'shift',
    ]);
  });
});

function fightSetupOk(deck: DeckDraft) {
  const result = fightSetup(draftWith(deck));
  if (!result.ok) throw new Error('expected a setup');
  return result.setup;
}

describe('fightSetup: every deck problem names its card and field', () => {
  it('names: present, short, different', () => {
    expect(problemsOf(houseWith(2, { name: ' ' }))).toEqual([
      { field: 'card-3-name', message: 'Card 3 needs a name' },
    ]);
    expect(problemsOf(houseWith(2, { name: 'x'.repeat(61) }))[0]!.field).toBe('card-3-name');
    expect(problemsOf(houseWith(2, { name: 'perfect timing' }))).toEqual([
      { field: 'card-3-name', message: 'Card 3 has the same name as card 1 ("perfect timing")' },
    ]);
  });

  it('text: present and short', () => {
    expect(problemsOf(houseWith(0, { text: '' }))).toEqual([
      { field: 'card-1-text', message: 'Perfect Timing: say what it does' },
    ]);
    expect(problemsOf(houseWith(0, { text: 'x'.repeat(201) }))[0]!.field).toBe('card-1-text');
  });

  it('copies: a whole number from 0 to 10', () => {
    for (const copies of [null, -1, 11, 1.5, Number.NaN])
      expect(problemsOf(houseWith(3, { copies })).map((p) => p.field)).toEqual(['card-4-copies']);
  });

  it('effect: a shift of ±1 to ±3 on a known roll; known kinds only', () => {
    const fields = (effect: unknown) =>
      problemsOf(houseWith(0, { effect: effect as CardDraft['effect'] })).map((p) => p.field);
    expect(fields({ kind: 'shift', amount: 0, on: 'own-shot' })).toEqual(['card-1-effect']);
    expect(fields({ kind: 'shift', amount: 4, on: 'own-shot' })).toEqual(['card-1-effect']);
    expect(fields({ kind: 'shift', amount: Number.NaN, on: 'own-shot' })).toEqual(['card-1-effect']);
    expect(fields({ kind: 'shift', amount: 1, on: 'anyone' })).toEqual(['card-1-effect']);
    expect(fields({ kind: 'reroll', on: 'own-shot' })).toEqual(['card-1-effect']);
    expect(fields({ kind: 'check', result: 'maybe' })).toEqual(['card-1-effect']);
    expect(fields({ kind: 'teleport' })).toEqual(['card-1-effect']);
  });

  it('cancels: only other cards of the deck, at most 20', () => {
    expect(problemsOf(houseWith(0, { cancels: ['gone'] }))).toEqual([
      {
        field: 'card-1-cancels',
        message: 'Perfect Timing cancels a card that is not in the deck (or itself): untick it',
      },
    ]);
    expect(problemsOf(houseWith(0, { cancels: ['perfect-timing'] }))[0]!.field).toBe('card-1-cancels');
  });

  it('a custom deck needs a card with a copy, and at most 60 different cards', () => {
    const none = cardDrafts(houseDeck).map((card) => ({ ...card, copies: 0 }));
    expect(problemsOf(custom(none))).toEqual([
      {
        field: 'deck-cards',
        message: 'Your deck has no card with a copy: add one, or choose to play without cards',
      },
    ]);
    expect(problemsOf(custom([]))[0]!.field).toBe('deck-cards');
    const many = Array.from({ length: 61 }, (_, i) => ({
      ...emptyCard([]),
      key: `k${i}`,
      name: `Card ${i}`,
    }));
    expect(problemsOf(custom(many))).toEqual([
      { field: 'deck-cards', message: 'A deck has at most 60 different cards' },
    ]);
    expect(deckOf(custom(many.slice(0, 60)))).toHaveLength(60);
  });

  it('house and none ignore the custom list, problems and all; an unknown use is refused', () => {
    const broken = houseWith(0, { name: '' }).cards;
    expect(deckProblems({ use: 'house', cards: broken })).toEqual([]);
    expect(deckProblems({ use: 'none', cards: broken })).toEqual([]);
    expect(deckProblems({ use: 'mine' as DeckDraft['use'], cards: broken })).toEqual([
      { field: 'deck', message: 'Choose the house deck, no cards, or your own deck' },
    ]);
  });
});

describe('emptyCard, cardDrafts', () => {
  it('a new card has a key and a name of its own', () => {
    const first = emptyCard([]);
    const second = emptyCard([first]);
    expect(first).toMatchObject({ key: 'new-1', name: 'New card 1', copies: 1, cancels: [] });
    expect(second).toMatchObject({ key: 'new-2', name: 'New card 2' });
    expect(emptyCard([{ ...first, key: 'new-2', name: 'New card 2' }])).toMatchObject({ key: 'new-3' });
  });

  it('a deck read for editing drops cancels of cards it does not hold', () => {
    const [one] = cardDrafts([{ ...houseDeck[0]!, cancels: ['distraction', 'perfect-timing'] }]);
    expect(one!.cancels).toEqual([]);
  });
});

describe('earlierDecks: copy the deck of an earlier fight', () => {
  const fightWith = (name: string, deck: readonly HeistCard[]): SkirmishState =>
    ({ scenario: { name, deck } }) as unknown as SkirmishState;
  const mine: HeistCard[] = [{ ...houseDeck[0]!, copies: 5, cancels: [] }];
  const other: HeistCard[] = [houseDeck[4]!, { ...houseDeck[7]!, copies: 1 }];

  it('lists each distinct deck once, labelled by the fights that played it; house decks and no-card fights left out', () => {
    const reordered = mine.map(
      (card) => Object.fromEntries(Object.entries(card).reverse()) as unknown as HeistCard,
    );
    const decks = earlierDecks([
      fightWith('Bank job', mine),
      fightWith('Docks', houseDeck),
      fightWith('Museum', []),
      fightWith('Rooftop', other),
      fightWith('Bank job, again', reordered),
    ]);
    expect(decks.map((d) => d.label)).toEqual([
      'Bank job, Bank job, again: 1 card (5 in all)',
      'Rooftop: 2 cards (3 in all)',
    ]);
    expect(decks[0]!.deck).toEqual(mine);
  });

  it('a copied deck becomes a custom deck that makes the same deck again', () => {
    const [copied] = earlierDecks([fightWith('Rooftop', other)]);
    expect(deckOf(custom(cardDrafts(copied!.deck)))).toEqual(other);
  });

  it('no earlier fight: nothing to copy', () => {
    expect(earlierDecks([])).toEqual([]);
  });
});
