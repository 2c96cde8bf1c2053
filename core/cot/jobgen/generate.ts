import type { CotSettings } from '../settings/index.ts';
import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { decideSpot } from '../spot/index.ts';
import type { Spots } from '../spot/index.ts';
import { buildSpot } from './build.ts';
import type { BuiltJob, MappedCard } from './build.ts';
import { complicationCards, heistCardGame, secondaryCards, withoutCards } from './decks.ts';
import { cardsOf } from './draw.ts';
import { mappingProblem, rowFor } from './mapping.ts';
import { normalSeed, seedProblem } from './seed.ts';
import type { CardSkill, Decks, JobDraw, JobMapping } from './types.ts';

/** Generate a job (issue 19): the drawn cards become a new Spot, with score-only guards for its watchers. */
export interface GenerateJob {
  readonly type: 'job/generate';
  readonly spotId: string;
  readonly name: string;
  readonly draw: JobDraw;
  readonly mapping: JobMapping;
  /** Cards the GM took out of the decks (`deck:name`): a draw holding one of them is refused. */
  readonly removed: readonly string[];
}

/** What generating reads of the campaign. */
export interface GenerateContext {
  readonly spots: Spots;
  readonly characterIds: ReadonlySet<string>;
  readonly settings: CotSettings;
}

/**
 * Checks a draw against the decks (every card there, at most once, as many Security cards as each Job's and
 * Secondary Job's Security number), the mapping against the cards (each card exactly one obstacle) and the seed,
 * then builds the Spot. Refused with a message when any is wrong; nothing is made.
 */
export function generateJob(context: GenerateContext, command: GenerateJob): BuiltJob | Rejection {
  const created = decideSpot(context.spots, {
    type: 'spot/create',
    spotId: command.spotId,
    name: command.name,
  });
  if (!created.ok) return created;
  const problem = seedProblem(command.draw.seed);
  if (problem) return problem;
  const decks = withoutCards(heistCardGame, command.removed);
  const cards = mappedCards(command.draw, decks, command.mapping);
  if (isRejection(cards)) return cards;
  const job = decks.jobs.find((card) => card.name === command.draw.job)!;
  const secondary = secondaryCards(decks);
  return buildSpot({
    spotId: command.spotId,
    name: command.name,
    seed: normalSeed(command.draw.seed),
    draw: command.draw,
    cards: cards.cards,
    jobPoints: job.heistPoints,
    secondaryPoints: command.draw.secondary.map(
      (s) => secondary.find((c) => c.name === s.card)?.heistPoints ?? 0,
    ),
    heistPointsPerResource: command.mapping.heistPointsPerResource,
    removed: command.removed,
    settings: context.settings,
    takenIds: context.characterIds,
  });
}

/** The draw's cards with their skills and obstacles, or why the draw or the mapping is refused. */
export function mappedCards(
  draw: JobDraw,
  decks: Decks,
  mapping: JobMapping,
): { cards: MappedCard[] } | Rejection {
  const drawProblem = checkDraw(draw, decks);
  if (drawProblem) return drawProblem;
  const listed = cardsOf(draw).map((card) => ({ ...card, skill: skillOf(card, decks) }));
  const skilled = listed.flatMap((card) =>
    card.skill === null ? [] : [{ name: card.name, skill: card.skill }],
  );
  const holes = mappingProblem(mapping, skilled);
  if (holes) return holes;
  return {
    cards: listed.map((card) => ({
      slot: card.slot,
      deck: card.deck,
      name: card.name,
      skill: card.skill,
      obstacle: card.skill === null ? null : rowFor(mapping, card.skill, card.name)!.obstacle,
      group:
        card.slot.startsWith('secondary:') && card.slot.includes(':security:')
          ? Number(card.slot.split(':')[1])
          : -1,
    })),
  };
}

function skillOf(card: { deck: string; name: string }, decks: Decks): CardSkill | null {
  if (card.deck === 'security') return decks.security.find((c) => c.name === card.name)?.skill ?? null;
  if (card.deck === 'heist') return decks.heist.find((c) => c.name === card.name)?.skill ?? null;
  return null;
}

/** Every card in its deck (the GM's removals taken out), none twice, each Job's Security number met. */
export function checkDraw(draw: JobDraw, decks: Decks): Rejection | null {
  const job = decks.jobs.find((card) => card.name === draw.job);
  if (!job) return unknownCard(draw.job, 'Job');
  if (draw.security.length !== job.security) {
    return reject(
      'jobgen/security-count',
      `${job.name} has Security ${job.security}: it needs ${job.security} Security cards, not ${draw.security.length}`,
      { job: job.name },
    );
  }
  const complications = new Set(complicationCards(decks).map((c) => c.name));
  const bad = draw.complications.find((name) => !complications.has(name));
  if (bad !== undefined) return unknownCard(bad, 'Complication');
  for (const entry of draw.secondary) {
    const card = secondaryCards(decks).find((c) => c.name === entry.card);
    if (!card) return unknownCard(entry.card, 'Secondary Job');
    if (entry.security.length !== card.security) {
      return reject(
        'jobgen/security-count',
        `The Secondary Job ${card.name} has Security ${card.security ?? 0}: it needs that many Security cards, not ${entry.security.length}`,
        { job: card.name },
      );
    }
  }
  const security = new Set(decks.security.map((c) => c.name));
  const seen = new Set<string>();
  for (const card of cardsOf(draw)) {
    if (card.deck === 'security' && !security.has(card.name)) return unknownCard(card.name, 'Security');
    const key = `${card.deck}:${card.name}`;
    if (seen.has(key)) {
      return reject('jobgen/card-twice', `“${card.name}” is drawn twice: a deck holds each card once`, {
        card: card.name,
      });
    }
    seen.add(key);
  }
  return null;
}

function unknownCard(name: string, what: string): Rejection {
  return reject(
    'jobgen/unknown-card',
    `“${name}” is not a ${what} card left in the decks (is it a card the GM took out?)`,
    { card: name },
  );
}
