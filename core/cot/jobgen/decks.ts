import * as v from 'valibot';
import data from '../../../resources/decks/heist-card-game.json' with { type: 'json' };
import { filledText, integer, list, object, oneOf, text } from '../../shared/schema-kit.ts';
import { cardSkills } from './types.ts';
import type { Decks } from './types.ts';

/**
 * The three decks of the Heist card game as printed (heist-card-game.txt), read from resources/decks: the JSON
 * file is the source, checked here against its shape once, when core loads.
 */

const skill = oneOf(cardSkills);
const name = filledText(200);
const number = integer(0, 99);

export const decksSchema = object({
  source: text(400),
  jobs: list(object({ name, security: number, heistPoints: number }), 1000),
  security: list(object({ name, skill, value: number }), 1000),
  heist: list(
    object({
      name,
      type: oneOf(['P', 'PL', 'C', 'Z', 'X', 'E', 'R', 'S']),
      notes: text(400),
      skill: v.exactOptional(skill),
      security: v.exactOptional(number),
      heistPoints: v.exactOptional(number),
    }),
    1000,
  ),
});

/**
 * The card game's decks: 9 Jobs, 38 Security cards, 108 Heist cards.
 * @throws Error when resources/decks/heist-card-game.json does not fit its shape (a broken build, never play).
 */
export const heistCardGame: Decks = parseDecks(data);

function parseDecks(input: unknown): Decks {
  const parsed = v.safeParse(decksSchema, input);
  if (!parsed.success) throw new Error(`resources/decks/heist-card-game.json: ${parsed.issues[0].message}`);
  const { jobs, security, heist } = parsed.output;
  return { jobs, security, heist };
}

/** Which deck a card is drawn from. */
export type DeckName = 'job' | 'security' | 'heist';

/** The key of a card the GM took out of a deck: `security:Safe`. */
export function cardKey(deck: DeckName, card: string): string {
  return `${deck}:${card}`;
}

/** The decks without the cards the GM took out (`removed` holds `cardKey`s); unknown keys are ignored. */
export function withoutCards(decks: Decks, removed: readonly string[]): Decks {
  const gone = new Set(removed);
  return {
    jobs: decks.jobs.filter((card) => !gone.has(cardKey('job', card.name))),
    security: decks.security.filter((card) => !gone.has(cardKey('security', card.name))),
    heist: decks.heist.filter((card) => !gone.has(cardKey('heist', card.name))),
  };
}

/** Complications the generator draws or the GM adds: the Heist deck's Complications and the Crises with a skill. */
export function complicationCards(decks: Decks) {
  return decks.heist.filter((card) => (card.type === 'C' || card.type === 'X') && card.skill !== undefined);
}

/** The Heist deck's Secondary Jobs. */
export function secondaryCards(decks: Decks) {
  return decks.heist.filter((card) => card.type === 'S' && card.security !== undefined);
}
