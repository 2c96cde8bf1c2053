import type { Dice } from '../../dice/index.ts';
import { seededDice } from '../../dice/seeded.ts';
import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { complicationCards, secondaryCards } from './decks.ts';
import { nextSeed, normalSeed, seedProblem, shuffled } from './seed.ts';
import type { Decks, JobCard, JobDraw, SecondaryDraw } from './types.ts';

/**
 * Drawing a job as the card game sets one up ("draw 1 Job card … Draw that many Security cards"): a Job, then as
 * many Security cards as its Security number, every card at most once (the decks are drawn, not rolled). The seed
 * shuffles each deck; pinned cards stay where they are and the rest are drawn again; one card can be re-drawn
 * alone; Complications and Secondary Jobs (with their own Security cards) are drawn or added by the GM.
 */

/** A card's place in a draw: `job`, `security:2`, `complication:0`, `secondary:1`, `secondary:1:security:0`. */
export type Slot = string;

/** Draws a whole job from `seed`: a Job (or the pinned one) and its Security cards; refused when a deck runs out. */
export function drawJob(seedText: string, decks: Decks, keep?: { draw: JobDraw; pinned: readonly Slot[] }) {
  const problem = seedProblem(seedText);
  if (problem) return problem;
  const seed = normalSeed(seedText);
  const dice = seededDice(seed);
  const pinned = new Set(keep?.pinned ?? []);
  const old = keep?.draw;
  const job = old && pinned.has('job') ? jobCard(decks, old.job) : shuffled(decks.jobs, dice)[0];
  if (job === undefined) return emptied('Job', 'a Job');
  if (isRejection(job)) return job;
  const pinnedCard = (slot: Slot, card: string | undefined) =>
    card !== undefined && pinned.has(slot) ? card : null;
  const jobSecurity = fit(
    Array.from({ length: job.security }, (_, i) => pinnedCard(`security:${i}`, old?.security[i])),
    (old?.security ?? []).filter((card, i) => i >= job.security && pinned.has(`security:${i}`)),
    job,
  );
  if (isRejection(jobSecurity)) return jobSecurity;
  const complications = (old?.complications ?? []).map((card, i) => pinnedCard(`complication:${i}`, card));
  const secondary = (old?.secondary ?? []).map((entry, i) => ({
    card: pinnedCard(`secondary:${i}`, entry.card),
    security: entry.security.map((card, k) => pinnedCard(`secondary:${i}:security:${k}`, card)),
  }));
  const gone = pinnedOutOfDecks(
    decks,
    [...jobSecurity, ...secondary.flatMap((s) => s.security)],
    [...complications, ...secondary.map((s) => s.card)],
  );
  if (gone) return gone;
  return fill(decks, dice, seed, job, jobSecurity, complications, secondary);
}

/** "Re-draw the rest": the pinned cards stay, the others are drawn again from the next seed. */
export function redrawRest(draw: JobDraw, pinned: readonly Slot[], decks: Decks): JobDraw | Rejection {
  return drawJob(nextSeed(draw.seed), decks, { draw, pinned });
}

/**
 * "Re-draw this card": another card from what is left of its deck, the rest unchanged. A new Job keeps the
 * Security cards it has room for and draws any more it needs.
 */
export function redrawCard(draw: JobDraw, slot: Slot, decks: Decks): JobDraw | Rejection {
  const current = cardAt(draw, slot);
  if (current === undefined) return unknownSlot(slot);
  const dice = seededDice(`${draw.seed}/${slot}/${current}`);
  const used = usedCards(draw);
  if (slot === 'job') {
    const job = shuffled(
      decks.jobs.filter((card) => card.name !== draw.job),
      dice,
    )[0];
    if (job === undefined) return emptied('Job', 'another Job');
    const security = draw.security.slice(0, job.security);
    const more = take(securityLeft(decks, used), dice, job.security - security.length, 'Security');
    return isRejection(more) ? more : { ...draw, job: job.name, security: [...security, ...more] };
  }
  const [deck, ...place] = slot.split(':');
  if (deck === 'complication') {
    const left = complicationCards(decks).filter((card) => !used.has(`heist:${card.name}`));
    const card = take(
      left.map((c) => c.name),
      dice,
      1,
      'Complication',
    );
    return isRejection(card)
      ? card
      : { ...draw, complications: replaced(draw.complications, Number(place[0]), card[0]!) };
  }
  if (deck === 'secondary' && place.length === 1) {
    const left = secondaryCards(decks).filter((card) => !used.has(`heist:${card.name}`));
    const card = shuffled(left, dice)[0];
    if (card === undefined) return emptied('Heist', 'another Secondary Job');
    const index = Number(place[0]);
    const old = draw.secondary[index]!;
    const count = card.security ?? 0;
    const more = take(securityLeft(decks, used), dice, Math.max(0, count - old.security.length), 'Security');
    if (isRejection(more)) return more;
    const entry = { card: card.name, security: [...old.security.slice(0, count), ...more] };
    return { ...draw, secondary: replaced(draw.secondary, index, entry) };
  }
  const card = take(securityLeft(decks, used), dice, 1, 'Security');
  if (isRejection(card)) return card;
  return withSecurity(draw, slot, card[0]!);
}

/**
 * Adds a Complication (the one named, or one drawn) to the job. Refused when the named card is not a
 * Complication of the decks, is already in the job, or the deck has none left.
 */
export function addComplication(draw: JobDraw, decks: Decks, name?: string): JobDraw | Rejection {
  const used = usedCards(draw);
  const left = complicationCards(decks).filter((card) => !used.has(`heist:${card.name}`));
  const dice = seededDice(`${draw.seed}/complication/${draw.complications.length}`);
  const card =
    name === undefined
      ? take(
          left.map((c) => c.name),
          dice,
          1,
          'Complication',
        )
      : named(left, name, 'Complication');
  return isRejection(card) ? card : { ...draw, complications: [...draw.complications, card[0]!] };
}

/** Adds a Secondary Job (the one named, or one drawn) with as many Security cards as its Security number. */
export function addSecondary(draw: JobDraw, decks: Decks, name?: string): JobDraw | Rejection {
  const used = usedCards(draw);
  const left = secondaryCards(decks).filter((card) => !used.has(`heist:${card.name}`));
  const dice = seededDice(`${draw.seed}/secondary/${draw.secondary.length}`);
  const picked =
    name === undefined
      ? take(
          left.map((c) => c.name),
          dice,
          1,
          'Secondary Job',
        )
      : named(left, name, 'Secondary Job');
  if (isRejection(picked)) return picked;
  const card = left.find((c) => c.name === picked[0])!;
  const security = take(securityLeft(decks, used), dice, card.security ?? 0, 'Security');
  if (isRejection(security)) return security;
  return { ...draw, secondary: [...draw.secondary, { card: card.name, security }] };
}

/** Takes a Complication or a Secondary Job (with its Security cards) out of the job. */
export function removeExtra(draw: JobDraw, slot: Slot): JobDraw | Rejection {
  const [deck, index, ...rest] = slot.split(':');
  const at = Number(index);
  if (rest.length === 0 && deck === 'complication' && draw.complications[at] !== undefined)
    return { ...draw, complications: draw.complications.filter((_, i) => i !== at) };
  if (rest.length === 0 && deck === 'secondary' && draw.secondary[at] !== undefined)
    return { ...draw, secondary: draw.secondary.filter((_, i) => i !== at) };
  return reject(
    'jobgen/not-removable',
    `Only a Complication or a Secondary Job can be taken out (not ${slot})`,
    { slot },
  );
}

/** Every card of a draw with its slot and deck, in the order the generator lists them. */
export function cardsOf(draw: JobDraw): { slot: Slot; deck: 'job' | 'security' | 'heist'; name: string }[] {
  return [
    { slot: 'job', deck: 'job', name: draw.job },
    ...draw.security.map((name, i) => ({ slot: `security:${i}`, deck: 'security' as const, name })),
    ...draw.complications.map((name, i) => ({ slot: `complication:${i}`, deck: 'heist' as const, name })),
    ...draw.secondary.flatMap((entry, i) => [
      { slot: `secondary:${i}`, deck: 'heist' as const, name: entry.card },
      ...entry.security.map((name, k) => ({
        slot: `secondary:${i}:security:${k}`,
        deck: 'security' as const,
        name,
      })),
    ]),
  ];
}

/** The card at a slot, or undefined. */
export function cardAt(draw: JobDraw, slot: Slot): string | undefined {
  return cardsOf(draw).find((card) => card.slot === slot)?.name;
}

// ── Helpers ──────────────────────────────────────────────────────────────────────────────────────────

function fill(
  decks: Decks,
  dice: Dice,
  seed: string,
  job: JobCard,
  security: readonly (string | null)[],
  complications: readonly (string | null)[],
  secondary: readonly { card: string | null; security: readonly (string | null)[] }[],
): JobDraw | Rejection {
  const held = new Set([
    ...[...security, ...secondary.flatMap((s) => s.security)].filter(isCard).map((c) => `security:${c}`),
    ...[...complications, ...secondary.map((s) => s.card)].filter(isCard).map((c) => `heist:${c}`),
  ]);
  const securityDeck = shuffled(securityLeft(decks, held), dice);
  const heistDeck = shuffled(
    decks.heist.filter((card) => !held.has(`heist:${card.name}`)),
    dice,
  );
  const complicationDeck = complicationCards({ ...decks, heist: heistDeck }).map((c) => c.name);
  const secondaryDeck = secondaryCards({ ...decks, heist: heistDeck });
  const next = (deck: string[], what: string) => {
    const card = deck.shift();
    if (card === undefined) throw new DeckEmpty(what);
    return card;
  };
  try {
    const jobSecurity = security.map((card) => card ?? next(securityDeck, 'Security'));
    const drawnComplications = complications.map((card) => card ?? next(complicationDeck, 'Complication'));
    const drawnSecondary: SecondaryDraw[] = secondary.map((entry) => {
      const card =
        entry.card ??
        next(
          secondaryDeck.map((c) => c.name),
          'Secondary Job',
        );
      const chosen = secondaryDeck.findIndex((c) => c.name === card);
      if (chosen >= 0) secondaryDeck.splice(chosen, 1);
      const count = secondaryCards(decks).find((c) => c.name === card)?.security ?? entry.security.length;
      const kept = entry.security.slice(0, count);
      const filled = Array.from({ length: count }, (_, k) => kept[k] ?? next(securityDeck, 'Security'));
      return { card, security: filled };
    });
    return {
      seed,
      job: job.name,
      security: jobSecurity,
      complications: drawnComplications,
      secondary: drawnSecondary,
    };
  } catch (error) {
    if (error instanceof DeckEmpty) return emptied(deckOf(error.what), `enough ${error.what} cards`);
    throw error;
  }
}

/** A pinned card the GM has since taken out of its deck is refused, naming it. */
function pinnedOutOfDecks(
  decks: Decks,
  security: readonly (string | null)[],
  heist: readonly (string | null)[],
): Rejection | null {
  const inSecurity = new Set(decks.security.map((card) => card.name));
  const inHeist = new Set(decks.heist.map((card) => card.name));
  const gone =
    security.find((card) => card !== null && !inSecurity.has(card)) ??
    heist.find((card) => card !== null && !inHeist.has(card));
  if (gone === undefined || gone === null) return null;
  return reject(
    'jobgen/unknown-card',
    `“${gone}” is pinned but is no longer in its deck: unpin it or put it back`,
    {
      card: gone,
    },
  );
}

class DeckEmpty extends Error {
  constructor(readonly what: string) {
    super(`The ${what} deck ran out`);
  }
}

const deckOf = (what: string) => (what === 'Security' ? 'Security' : what === 'Job' ? 'Job' : 'Heist');

const isCard = (card: string | null): card is string => card !== null;

/** Pinned Security cards in the Job's slots, those beyond a smaller Job moved into its free slots. */
function fit(
  slots: (string | null)[],
  overflow: readonly string[],
  job: JobCard,
): (string | null)[] | Rejection {
  const out = [...slots];
  for (const card of overflow) {
    const free = out.indexOf(null);
    if (free < 0) {
      return reject(
        'jobgen/too-many-pinned',
        `${job.name} has Security ${job.security}: more Security cards are pinned than it draws; unpin some or pin the Job`,
        { job: job.name },
      );
    }
    out[free] = card;
  }
  return out;
}

function jobCard(decks: Decks, name: string): JobCard | Rejection {
  return (
    decks.jobs.find((card) => card.name === name) ??
    reject('jobgen/unknown-card', `“${name}” is not a Job card of the deck`, { card: name })
  );
}

function securityLeft(decks: Decks, used: ReadonlySet<string>): string[] {
  return decks.security.filter((card) => !used.has(`security:${card.name}`)).map((card) => card.name);
}

function usedCards(draw: JobDraw): Set<string> {
  return new Set(cardsOf(draw).map((card) => `${card.deck}:${card.name}`));
}

function take(deck: readonly string[], dice: Dice, count: number, what: string): string[] | Rejection {
  if (count <= 0) return [];
  const cards = shuffled(deck, dice).slice(0, count);
  return cards.length < count
    ? emptied(deckOf(what), `${count} more ${what} card${count === 1 ? '' : 's'}`)
    : cards;
}

function named(left: readonly { name: string }[], name: string, what: string): string[] | Rejection {
  return left.some((card) => card.name === name)
    ? [name]
    : reject(
        'jobgen/unknown-card',
        `“${name}” is not a ${what} left in the decks (or it is already in the job)`,
        {
          card: name,
        },
      );
}

function emptied(deck: string, wanted: string): Rejection {
  return reject(
    'jobgen/deck-empty',
    `The ${deck} deck has run out: it does not hold ${wanted}. Put cards back into the deck or pin fewer.`,
    { deck },
  );
}

function unknownSlot(slot: Slot): Rejection {
  return reject('jobgen/unknown-slot', `There is no card at “${slot}” in this job`, { slot });
}

function replaced<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((old, i) => (i === index ? item : old));
}

function withSecurity(draw: JobDraw, slot: Slot, card: string): JobDraw {
  const parts = slot.split(':');
  if (parts[0] === 'security') return { ...draw, security: replaced(draw.security, Number(parts[1]), card) };
  const index = Number(parts[1]);
  const entry = draw.secondary[index]!;
  const security = replaced(entry.security, Number(parts[3]), card);
  return { ...draw, secondary: replaced(draw.secondary, index, { ...entry, security }) };
}
