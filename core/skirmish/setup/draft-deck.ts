import { isReservedId } from '../../shared/schema-kit.ts';
import type { CardEffect, HeistCard } from '../table/cards.ts';
import type { DraftProblem } from './draft.ts';
import { houseDeck } from '../table/house-deck.ts';
import type { SkirmishState } from '../types.ts';

/**
 * The Heist card deck of a new fight (HST-PRESS-5, HST-D-35: card content is data): the house deck, no cards,
 * or the GM's own list, edited card by card (name, text, copies, effect, the cards it cancels), checked field by
 * field and turned into the setup's `deck`.
 */

/** `house`: the shipped house deck (house cards, not the rulebook's); `none`: no cards; `custom`: `cards`. */
export const deckUses = ['house', 'none', 'custom'] as const;
export type DeckUse = (typeof deckUses)[number];

/** One card of a custom deck, as typed. */
export interface CardDraft {
  /** Stable while the form is open: what `cancels` point at, so renaming a card keeps its links. */
  readonly key: string;
  readonly name: string;
  readonly text: string;
  /** 0 leaves the card out of the deck; null when the box is empty. */
  readonly copies: number | null;
  readonly effect: CardEffect;
  /** The keys of the cards it cancels (HST-PRESS-5: both are discarded). */
  readonly cancels: readonly string[];
}

export interface DeckDraft {
  readonly use: DeckUse;
  /** The custom deck; kept while another use is chosen, so switching back loses nothing. */
  readonly cards: readonly CardDraft[];
}

export const deckLimits = {
  cardsMax: 60,
  copiesMax: 10,
  nameMax: 60,
  textMax: 200,
  cancelsMax: 20,
  shiftMax: 3,
  idMax: 40,
} as const;

export const effectKinds = ['shift', 'reroll', 'check', 'bonus-action', 'ammo'] as const;
export type EffectKind = (typeof effectKinds)[number];

/** A card's effect of a kind, with the first parameter the form offers. */
export function effectOf(kind: EffectKind): CardEffect {
  switch (kind) {
    case 'shift':
      return { kind, amount: 1, on: 'own-shot' };
    case 'reroll':
      return { kind, on: 'own-roll' };
    case 'check':
      return { kind, result: 'pass' };
    case 'bonus-action':
    case 'ammo':
      return { kind };
  }
}

/** A deck's cards as the form edits them: keyed by their ids, cancels of cards not in the deck dropped. */
export function cardDrafts(deck: readonly HeistCard[]): CardDraft[] {
  const ids = new Set(deck.map((card) => card.id));
  return deck.map((card) => ({
    key: card.id,
    name: card.name,
    text: card.text,
    copies: card.copies,
    effect: card.effect,
    cancels: card.cancels.filter((id) => ids.has(id) && id !== card.id),
  }));
}

/** The deck a new fight starts with: the house deck, its copy ready to edit. */
export function houseDeckDraft(): DeckDraft {
  return { use: 'house', cards: cardDrafts(houseDeck) };
}

/** A new card at the end of the list, with a key and a name no other card has. */
export function emptyCard(cards: readonly CardDraft[]): CardDraft {
  const keys = new Set(cards.map((c) => c.key));
  const names = new Set(cards.map((c) => c.name.trim().toLowerCase()));
  let number = cards.length + 1;
  while (keys.has(`new-${number}`) || names.has(`new card ${number}`)) number += 1;
  return {
    key: `new-${number}`,
    name: `New card ${number}`,
    text: 'House card. ',
    copies: 1,
    effect: effectOf('bonus-action'),
    cancels: [],
  };
}

/**
 * Each card's id, by position: its name in kebab-case ("Plan B" → `plan-b`), made unique with -2, -3…, never a
 * word the schemas refuse as an id ("Constructor" → `constructor-2`).
 */
export function cardIds(cards: readonly CardDraft[]): string[] {
  const taken = new Set<string>();
  return cards.map((card) => {
    const base =
      card.name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, deckLimits.idMax - 4)
        .replace(/-+$/, '') || 'card';
    let id = base;
    for (let n = 2; taken.has(id) || isReservedId(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

const labelOf = (card: CardDraft, index: number): string =>
  card.name.trim() === '' ? `Card ${index + 1}` : card.name.trim();

function textProblems(cards: readonly CardDraft[], index: number): DraftProblem[] {
  const n = index + 1;
  const card = cards[index]!;
  const name = card.name.trim();
  const problems: DraftProblem[] = [];
  const field = `card-${n}-name`;
  if (name === '') problems.push({ field, message: `Card ${n} needs a name` });
  else if (name.length > deckLimits.nameMax)
    problems.push({ field, message: `A card's name has at most ${deckLimits.nameMax} characters` });
  else {
    const same = cards.findIndex((c) => c.name.trim().toLowerCase() === name.toLowerCase());
    if (same < index)
      problems.push({ field, message: `Card ${n} has the same name as card ${same + 1} ("${name}")` });
  }
  const text = card.text.trim();
  if (text === '')
    problems.push({ field: `card-${n}-text`, message: `${labelOf(card, index)}: say what it does` });
  else if (text.length > deckLimits.textMax)
    problems.push({
      field: `card-${n}-text`,
      message: `A card's text has at most ${deckLimits.textMax} characters`,
    });
  return problems;
}

function effectProblem(effect: CardEffect): string | null {
  switch (effect.kind) {
    case 'shift':
      if (!['own-shot', 'enemy-shot'].includes(effect.on)) return 'choose whose shot it shifts';
      return Number.isInteger(effect.amount) &&
        effect.amount !== 0 &&
        Math.abs(effect.amount) <= deckLimits.shiftMax
        ? null
        : `the shift is a whole number of dice from −${deckLimits.shiftMax} to +${deckLimits.shiftMax}, not 0`;
    case 'reroll':
      return ['own-roll', 'enemy-shot'].includes(effect.on) ? null : 'choose whose roll it re-rolls';
    case 'check':
      return ['pass', 'fail'].includes(effect.result) ? null : 'choose pass or fail';
    case 'bonus-action':
    case 'ammo':
      return null;
    default:
      return 'choose what the card does';
  }
}

function cardProblems(cards: readonly CardDraft[], index: number): DraftProblem[] {
  const n = index + 1;
  const card = cards[index]!;
  const label = labelOf(card, index);
  const problems = textProblems(cards, index);
  const copies = card.copies;
  if (copies === null || !(Number.isInteger(copies) && copies >= 0 && copies <= deckLimits.copiesMax))
    problems.push({
      field: `card-${n}-copies`,
      message: `${label}: the copies are a whole number from 0 (left out) to ${deckLimits.copiesMax}`,
    });
  const effect = effectProblem(card.effect);
  if (effect) problems.push({ field: `card-${n}-effect`, message: `${label}: ${effect}` });
  const keys = new Set(cards.map((c) => c.key));
  if (card.cancels.length > deckLimits.cancelsMax)
    problems.push({
      field: `card-${n}-cancels`,
      message: `${label} cancels at most ${deckLimits.cancelsMax} cards`,
    });
  if (card.cancels.some((key) => !keys.has(key) || key === card.key))
    problems.push({
      field: `card-${n}-cancels`,
      message: `${label} cancels a card that is not in the deck (or itself): untick it`,
    });
  return problems;
}

/** Every problem of the deck, each naming its field (`deck`, `deck-cards`, `card-<n>-<field>`). */
export function deckProblems(deck: DeckDraft): DraftProblem[] {
  if (!deckUses.includes(deck.use))
    return [{ field: 'deck', message: 'Choose the house deck, no cards, or your own deck' }];
  if (deck.use !== 'custom') return [];
  if (deck.cards.length > deckLimits.cardsMax)
    return [{ field: 'deck-cards', message: `A deck has at most ${deckLimits.cardsMax} different cards` }];
  const problems = deck.cards.flatMap((_, i) => cardProblems(deck.cards, i));
  const total = deck.cards.reduce((sum, c) => sum + (Number.isInteger(c.copies) ? (c.copies ?? 0) : 0), 0);
  if (problems.length === 0 && total === 0)
    problems.push({
      field: 'deck-cards',
      message: 'Your deck has no card with a copy: add one, or choose to play without cards',
    });
  return problems;
}

/** The setup's `deck` (no checks here): absent for the house deck (the engine's default), [] for none. */
export function deckSetup(deck: DeckDraft): readonly HeistCard[] | undefined {
  if (deck.use === 'house') return undefined;
  if (deck.use === 'none') return [];
  const ids = cardIds(deck.cards);
  const idOf = new Map(deck.cards.map((card, i) => [card.key, ids[i]!]));
  const kept = deck.cards.filter((card) => (card.copies ?? 0) > 0);
  const keptKeys = new Set(kept.map((card) => card.key));
  return kept.map((card) => ({
    id: idOf.get(card.key)!,
    name: card.name.trim(),
    text: card.text.trim(),
    effect: card.effect,
    copies: card.copies!,
    cancels: card.cancels.filter((key) => keptKeys.has(key)).map((key) => idOf.get(key)!),
  }));
}

/** A deck an earlier fight played with, to start a custom deck from. */
export interface EarlierDeck {
  /** "Bank job, Docks: 6 cards (11 in all)". */
  readonly label: string;
  readonly deck: readonly HeistCard[];
}

/** JSON with sorted keys: the same deck gives the same text however its objects were built. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The distinct decks earlier fights played with, in the order the fights are given, each labelled by the fights
 * that used it. Fights without cards and those with the house deck (offered on its own) are left out.
 */
export function earlierDecks(fights: readonly SkirmishState[]): EarlierDeck[] {
  const house = canonical(houseDeck);
  const found = new Map<string, { names: string[]; deck: readonly HeistCard[] }>();
  for (const fight of fights) {
    const deck = fight.scenario.deck;
    const key = canonical(deck);
    if (deck.length === 0 || key === house) continue;
    const entry = found.get(key) ?? { names: [], deck };
    if (!entry.names.includes(fight.scenario.name)) entry.names.push(fight.scenario.name);
    found.set(key, entry);
  }
  return [...found.values()].map(({ names, deck }) => {
    const copies = deck.reduce((sum, card) => sum + card.copies, 0);
    const cards = `${deck.length} card${deck.length === 1 ? '' : 's'} (${copies} in all)`;
    return { label: `${names.join(', ')}: ${cards}`, deck };
  });
}
