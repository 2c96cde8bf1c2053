import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addComplication,
  addSecondary,
  cardsOf,
  drawJob,
  heistCardGame,
  nextSeed,
  randomSeed,
  redrawCard,
  redrawRest,
  removeExtra,
  seedAlphabet,
  seedProblem,
  withoutCards,
} from '../../../../../core/cot/jobgen/index.ts';
import type { JobDraw } from '../../../../../core/cot/jobgen/index.ts';
import { isRejection } from '../../../../../core/shared/result.ts';
import type { Rejection } from '../../../../../core/shared/result.ts';
import { deepFreeze } from '../../campaign/support.ts';

const decks = deepFreeze(heistCardGame);

function drawn(value: JobDraw | Rejection): JobDraw {
  if (isRejection(value)) throw new Error(value.message);
  return deepFreeze(value);
}

const seedArb = fc
  .array(fc.constantFrom(...seedAlphabet), { minLength: 8, maxLength: 8 })
  .map((chars) => chars.join(''));

describe('drawJob', () => {
  it('draws the same job card for card from the same seed', () => {
    expect(drawJob('K7Q2M9XD', decks)).toEqual(drawJob('K7Q2M9XD', decks));
    expect(drawJob(' k7q2m9xd ', decks)).toEqual(drawJob('K7Q2M9XD', decks));
    expect(drawn(drawJob('K7Q2M9XD', decks))).toMatchInlineSnapshot(`
      {
        "complications": [],
        "job": "Ocean Liner",
        "secondary": [],
        "security": [
          "Safe",
          "Lie Detection Software",
          "Boss",
          "Worker",
          "Receptionist",
          "Guards",
          "Make Switch",
          "Floor Plates",
          "Impregnable Room",
          "Vault Doors",
          "Exit Strategy",
          "Retinal Scan",
        ],
        "seed": "K7Q2M9XD",
      }
    `);
  });

  it('draws as many Security cards as the Job’s Security number, none twice (property)', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const draw = drawn(drawJob(seed, decks));
        const job = decks.jobs.find((c) => c.name === draw.job)!;
        expect(draw.security).toHaveLength(job.security);
        expect(new Set(draw.security).size).toBe(draw.security.length);
      }),
      { numRuns: 200 },
    );
  });

  it('draws different jobs from different seeds', () => {
    expect(drawJob('00000000', decks)).not.toEqual(drawJob('00000001', decks));
  });

  it('refuses a text that is not a seed, naming what is wrong', () => {
    expect(seedProblem('K7Q2M9X')?.message).toMatch(/is not a seed.*7 characters/);
    expect(seedProblem('K7Q2M9XI')?.message).toMatch(/“I” is not one of its letters/);
    expect(drawJob('hello!', decks)).toMatchObject({ ok: false, code: 'jobgen/not-a-seed' });
    expect(seedProblem('k7q2m9xd')).toBeNull();
  });

  it('refuses when the GM has emptied the Security deck below the Job’s number', () => {
    const cut = withoutCards(
      decks,
      decks.security.slice(0, 30).map((c) => `security:${c.name}`),
    );
    const draw = drawJob('K7Q2M9XD', { ...cut, jobs: cut.jobs.filter((c) => c.name === 'Casino Vault') });
    expect(draw).toMatchObject({ ok: false, code: 'jobgen/deck-empty' });
    expect((draw as Rejection).message).toMatch(/Security deck has run out/);
    expect(drawJob('K7Q2M9XD', { ...decks, jobs: [] })).toMatchObject({ code: 'jobgen/deck-empty' });
  });

  it('makes a fresh seed from the dice, and a next seed that is always the same for a seed', () => {
    const faces = [1, 2, 3, 4, 5, 6, 7, 32];
    expect(randomSeed({ roll: () => faces.shift()! })).toBe('0123456Z');
    expect(nextSeed('K7Q2M9XD')).toBe(nextSeed('K7Q2M9XD'));
    expect(seedProblem(nextSeed('K7Q2M9XD'))).toBeNull();
  });
});

describe('pins and re-draws', () => {
  const first = drawn(drawJob('K7Q2M9XD', decks));

  it('keeps the pinned cards in their places and draws the rest from the next seed', () => {
    const again = drawn(redrawRest(first, ['job', 'security:1'], decks));
    expect(again.seed).toBe(nextSeed(first.seed));
    expect(again.job).toBe(first.job);
    expect(again.security[1]).toBe(first.security[1]);
    expect(again.security).not.toEqual(first.security);
    expect(again.security).toHaveLength(first.security.length);
    expect(new Set(again.security).size).toBe(again.security.length);
  });

  it('re-draws one card alone: another card of its deck, every other card unchanged', () => {
    const again = drawn(redrawCard(first, 'security:2', decks));
    expect(again.security[2]).not.toBe(first.security[2]);
    expect(first.security).not.toContain(again.security[2]);
    expect(again.security.filter((_, i) => i !== 2)).toEqual(first.security.filter((_, i) => i !== 2));
    expect(redrawCard(first, 'security:2', decks)).toEqual(again);
  });

  it('re-draws the Job alone, keeping the Security cards it has room for and drawing any more it needs', () => {
    const again = drawn(redrawCard(first, 'job', decks));
    const job = decks.jobs.find((c) => c.name === again.job)!;
    expect(again.job).not.toBe(first.job);
    expect(again.security).toHaveLength(job.security);
    expect(again.security.slice(0, Math.min(job.security, first.security.length))).toEqual(
      first.security.slice(0, job.security),
    );
  });

  it('refuses more pinned Security cards than a new Job draws', () => {
    const big = { ...first, job: 'Casino Vault', security: decks.security.slice(0, 15).map((c) => c.name) };
    const pins = big.security.map((_, i) => `security:${i}`);
    const small = { ...decks, jobs: decks.jobs.filter((c) => c.name !== 'Casino Vault') };
    expect(drawJob('K7Q2M9XD', small, { draw: big, pinned: pins })).toMatchObject({
      code: 'jobgen/too-many-pinned',
    });
  });

  it('refuses to keep a pinned card the GM has since taken out of its deck, naming it', () => {
    const cut = withoutCards(decks, [`security:${first.security[1]}`]);
    const result = redrawRest(first, ['job', 'security:1'], cut);
    expect(result).toMatchObject({ ok: false, code: 'jobgen/unknown-card' });
    expect((result as Rejection).message).toContain(
      `“${first.security[1]}” is pinned but is no longer in its deck`,
    );
  });

  it('refuses to re-draw a card that is not there', () => {
    expect(redrawCard(first, 'security:40', decks)).toMatchObject({ code: 'jobgen/unknown-slot' });
  });
});

describe('Complications and Secondary Jobs', () => {
  const first = drawn(drawJob('K7Q2M9XD', decks));

  it('adds a drawn or a named Complication, never one already in the job', () => {
    const one = drawn(addComplication(first, decks));
    expect(one.complications).toHaveLength(1);
    const two = drawn(addComplication(one, decks, 'Not in the Plans'));
    expect(two.complications.at(-1)).toBe('Not in the Plans');
    expect(addComplication(two, decks, 'Not in the Plans')).toMatchObject({ code: 'jobgen/unknown-card' });
    expect(addComplication(two, decks, 'Bankroll')).toMatchObject({ code: 'jobgen/unknown-card' });
  });

  it('adds a Secondary Job with as many Security cards as its Security number, none shared with the Job', () => {
    const job = drawn(addSecondary(first, decks, 'Revenge Job'));
    expect(job.secondary).toEqual([{ card: 'Revenge Job', security: expect.any(Array) }]);
    expect(job.secondary[0]!.security).toHaveLength(3);
    const names = cardsOf(job)
      .filter((c) => c.deck === 'security')
      .map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps pinned extras and re-draws the others with the rest', () => {
    const job = drawn(addSecondary(drawn(addComplication(first, decks)), decks));
    const again = drawn(redrawRest(job, ['complication:0'], decks));
    expect(again.complications).toEqual(job.complications);
    expect(again.secondary).toHaveLength(1);
  });

  it('takes a Complication or a Secondary Job out, and nothing else', () => {
    const job = drawn(addComplication(first, decks));
    expect(drawn(removeExtra(job, 'complication:0')).complications).toEqual([]);
    expect(removeExtra(job, 'security:0')).toMatchObject({ code: 'jobgen/not-removable' });
  });

  it('refuses a Complication when the GM took every one out of the Heist deck', () => {
    const cut = { ...decks, heist: decks.heist.filter((c) => c.type !== 'C' && c.type !== 'X') };
    expect(addComplication(first, cut)).toMatchObject({ code: 'jobgen/deck-empty' });
  });
});
