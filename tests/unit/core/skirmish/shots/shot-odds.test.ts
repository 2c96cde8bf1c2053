import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestAllocation,
  bestHits,
  countHits,
  finalValues,
  shotDistribution,
  shotOdds,
} from '../../../../../core/skirmish/index.ts';
import type { ShotOddsInput } from '../../../../../core/skirmish/index.ts';
import { bruteForceShot, exhaustiveHailMary } from '../support/brute-force.ts';

const dieBonus: readonly (readonly [6 | 8 | 10 | 12, number])[] = [
  [6, 0],
  [8, 0],
  [10, 0],
  [12, 0],
  [12, 1],
  [12, 2],
];

describe('shotOdds against brute-force enumeration', () => {
  it('matches every grid point (dice, bonus, intense, TN 5–10, capacity 1–3, counters, point blank, Hail Mary) to 1e-12', () => {
    let points = 0;
    for (const [die, bonus] of dieBonus) {
      for (const intense of [false, true]) {
        if (intense && die > 10) continue; // 12^4 outcomes per TN: covered at the spot checks below
        for (let targetNumber = 5; targetNumber <= 10; targetNumber++) {
          for (const hailMary of [false, true]) {
            for (const pointBlank of [false, true]) {
              for (let capacity = 1; capacity <= 3; capacity++) {
                for (let ammoCounters = 0; ammoCounters < capacity; ammoCounters++) {
                  const input: ShotOddsInput = {
                    die,
                    bonus,
                    intense,
                    targetNumber,
                    capacity,
                    ammoCounters,
                    pointBlank,
                    hailMary,
                  };
                  const odds = shotOdds(input);
                  const brute = bruteForceShot({ ...input, dice: intense ? 4 : 3, obstructions: 0 });
                  const p = (n: number) => n / brute.total;
                  expect(odds.none).toBeCloseTo(p(brute.hits[0]!), 12);
                  expect(odds.stun).toBeCloseTo(p(brute.hits[1]!), 12);
                  expect(odds.wound).toBeCloseTo(p(brute.hits[2]!), 12);
                  expect(odds.kill).toBeCloseTo(p(brute.hits.slice(3).reduce((a, b) => a + b, 0)), 12);
                  expect(odds.autoMiss).toBeCloseTo(p(brute.autoMiss), 12);
                  expect(odds.outOfAmmo).toBeCloseTo(p(brute.outOfAmmo), 12);
                  expect(odds.none + odds.stun + odds.wound + odds.kill).toBeCloseTo(1, 12);
                  points++;
                }
              }
            }
          }
        }
      }
    }
    expect(points).toBe(1296);
  });

  it.each([
    [12, 0, 10, true],
    [12, 1, 10, true],
    [12, 2, 9, false],
  ] as const)(
    'matches 4d%i+%i vs %i (Hail Mary %s) with obstructions and jams',
    (die, bonus, targetNumber, hailMary) => {
      for (let obstructions = 0; obstructions <= 2; obstructions++) {
        const spec = {
          die,
          bonus,
          intense: true,
          targetNumber,
          capacity: 6,
          ammoCounters: 3,
          pointBlank: false,
          hailMary,
        };
        const dist = shotDistribution({ ...spec, dice: 4, obstructions, unreliable: true });
        const brute = bruteForceShot({ ...spec, dice: 4, obstructions });
        brute.hits.forEach((count, h) => expect(dist.hits[h] ?? 0).toBeCloseTo(count / brute.total, 12));
        expect(dist.jam).toBeCloseTo(brute.runs / brute.total, 12);
        expect(dist.autoMiss).toBeCloseTo(brute.autoMiss / brute.total, 12);
      }
    },
  );

  it('gives the known figure for 3d10 vs 8: P(no hit) = 0.7^3', () => {
    const odds = shotOdds({
      die: 10,
      bonus: 0,
      intense: false,
      targetNumber: 8,
      capacity: 3,
      ammoCounters: 0,
      pointBlank: false,
      hailMary: true,
    });
    // no Hail Mary matters: a 10 already hits TN 8
    expect(odds.none).toBeCloseTo(0.343, 12);
    expect(odds.kill).toBeCloseTo(0.027, 12);
  });

  it('TV-HST-SHOOT-7 in odds: Hail Mary is the only way for 3d8 to hit TN 10 (all three 8s)', () => {
    const base = {
      die: 8,
      bonus: 0,
      intense: false,
      targetNumber: 10,
      capacity: 3,
      ammoCounters: 0,
      pointBlank: false,
    } as const;
    expect(shotOdds({ ...base, hailMary: false }).stun).toBe(0);
    expect(shotOdds({ ...base, hailMary: true }).stun).toBeCloseTo(1 / 512, 15);
  });

  it.each([
    [{ die: 7 }, 'die'],
    [{ bonus: 1 }, 'bonus'],
    [{ bonus: -1, die: 12 }, 'bonus'],
    [{ targetNumber: 0 }, 'targetNumber'],
    [{ targetNumber: 7.5 }, 'targetNumber'],
    [{ capacity: 0 }, 'capacity'],
    [{ ammoCounters: 3 }, 'ammoCounters'],
    [{ ammoCounters: -1 }, 'ammoCounters'],
    [{ intense: 'yes' }, 'intense'],
    [{ pointBlank: 1 }, 'pointBlank'],
    [{ hailMary: null }, 'hailMary'],
  ])('rejects %o with a RangeError naming %s', (change, field) => {
    const input = {
      die: 10,
      bonus: 0,
      intense: false,
      targetNumber: 8,
      capacity: 3,
      ammoCounters: 0,
      pointBlank: false,
      hailMary: true,
      ...change,
    };
    expect(() => shotOdds(input as ShotOddsInput)).toThrow(RangeError);
    expect(() => shotOdds(input as ShotOddsInput)).toThrow(new RegExp(`^${field} `));
  });
});

describe('Hail Mary (HST-SHOOT-7, HST-D-25)', () => {
  const dice = (die: number, faces: number[], bonus = 0) => ({
    die,
    bonus,
    faces,
    reaching: faces.map((_, i) => i),
  });
  const hitsOf = (die: number, faces: number[], tn: number) => {
    const d = dice(die, faces);
    return countHits(finalValues(d, bestAllocation(d, tn)).values(), tn);
  };

  it('TV-HST-SHOOT-7-a: TN 7, 3d6 [6,6,2] -> one 6 donates -> 1 hit (source example)', () => {
    expect(bestAllocation(dice(6, [6, 6, 2]), 7)).toEqual([{ donor: 1, recipient: 0 }]);
    expect(hitsOf(6, [6, 6, 2], 7)).toBe(1);
  });
  it('TV-HST-SHOOT-7-b: TN 10, 3d8 [8,8,8] -> two donate -> a 10 -> 1 hit', () => {
    expect(bestAllocation(dice(8, [8, 8, 8]), 10)).toHaveLength(2);
    expect(hitsOf(8, [8, 8, 8], 10)).toBe(1);
  });
  it('TV-HST-SHOOT-7-c: TN 9, 3d8 [8,8,3] -> one 8 donates -> 1 hit', () => {
    expect(hitsOf(8, [8, 8, 3], 9)).toBe(1);
  });
  it('TV-HST-SHOOT-7-d: TN 8, 3d8 [8,8,3] -> no donation, 2 hits', () => {
    expect(bestAllocation(dice(8, [8, 8, 3]), 8)).toEqual([]);
    expect(hitsOf(8, [8, 8, 3], 8)).toBe(2);
  });

  it('the proposal is as good as exhaustive search, for any dice and target number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(6, 8, 10, 12),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 2, max: 16 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 1000 })),
        (die, bonus, count, tn, stream) => {
          const faces = Array.from({ length: count }, () => (stream.next().value % die) + 1);
          const d = dice(die, faces, bonus);
          const best = countHits(finalValues(d, bestAllocation(d, tn)).values(), tn);
          const values = faces.map((f) => f + bonus);
          expect(best).toBe(
            exhaustiveHailMary(
              values,
              faces.map((f) => f === die),
              tn,
            ),
          );
          expect(bestHits(faces, die, bonus, tn)).toBe(best);
        },
      ),
    );
  });

  it('refuses allocations the rule does not allow', () => {
    const d = dice(8, [8, 5, 3]);
    expect(() => finalValues(d, [{ donor: 1, recipient: 0 }])).toThrow('Die 2 is not a natural 8');
    expect(() => finalValues(d, [{ donor: 0, recipient: 0 }])).toThrow('cannot feed itself');
    expect(finalValues(d, [{ donor: 0, recipient: 1 }])).toEqual(
      new Map([
        [1, 6],
        [2, 3],
      ]),
    );
  });
});
