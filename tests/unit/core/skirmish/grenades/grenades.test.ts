import { describe, expect, it } from 'vitest';
import {
  blastDice,
  blastHitDistribution,
  deviate,
  grenadeOdds,
  rollThrow,
  spotOnOdds,
  throwActions,
} from '../../../../../core/skirmish/index.ts';
import type { GrenadeOddsInput } from '../../../../../core/skirmish/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { everyOutcome } from '../support/brute-force.ts';

const round = (p: { x: number; y: number }) => ({
  x: Math.round(p.x * 100) / 100,
  y: Math.round(p.y * 100) / 100,
});

describe('throwing (HST-GREN-1..4)', () => {
  it('TV-HST-GREN-1-a: 10" -> 2 Shoot actions; 19" -> impossible', () => {
    expect(throwActions(10, false)).toBe(2);
    expect(throwActions(19, false)).toBeNull();
    expect([throwActions(6, false), throwActions(6.1, false), throwActions(18, false)]).toEqual([1, 2, 3]);
  });

  it('TV-HST-GREN-4-a/b: a lob to 10" counts as 16" (3 actions); to 13" as 19" (impossible)', () => {
    expect(throwActions(10, true)).toBe(3);
    expect(throwActions(13, true)).toBeNull();
  });

  it('TV-HST-GREN-2-a: spot in the aim zone, skill 5, roll 3 -> lands on the spot', () => {
    const facts = { chokePoints: 0, lob: false, obstacles: 0, inAimZone: true };
    expect(rollThrow(fixedDice(3), facts, 5)).toEqual({
      passages: [],
      spotOn: { roll: 3, effective: 5, passed: true },
      deviation: null,
    });
    expect(spotOnOdds(facts, 5)).toBe(0.5);
  });

  it('TV-HST-GREN-2-b: a spot outside the aim zone deviates: d6 4, d12 3 -> (4, 10)', () => {
    const result = rollThrow(
      fixedDice(4, 3),
      { chokePoints: 0, lob: false, obstacles: 0, inAimZone: false },
      5,
    );
    expect(result.deviation).toEqual({ from: 'spot', inches: 4, clock: 3 });
    expect(round(deviate({ x: 0, y: 0 }, { x: 0, y: 10 }, 4, 3))).toEqual({ x: 4, y: 10 });
  });

  it('TV-HST-GREN-2-c: d6 2 at 12, 6, 9 and 2 o’clock', () => {
    const at = (clock: number) => round(deviate({ x: 0, y: 0 }, { x: 0, y: 10 }, 2, clock));
    expect([at(12), at(6), at(9), at(2)]).toEqual([
      { x: 0, y: 12 },
      { x: 0, y: 8 },
      { x: -2, y: 10 },
      { x: 1.73, y: 11 },
    ]);
  });

  it('TV-HST-GREN-3-a: Mr. K through the window (pass), spot-on check fails -> deviates from the spot (source example)', () => {
    const result = rollThrow(
      fixedDice(4, 8, 2, 5),
      { chokePoints: 1, lob: false, obstacles: 0, inAimZone: true },
      5,
    );
    expect(result.passages.map((c) => c.passed)).toEqual([true]);
    expect(result.spotOn?.passed).toBe(false);
    expect(result.deviation).toEqual({ from: 'spot', inches: 2, clock: 5 });
  });

  it('HST-GREN-3: a failed choke point deviates from that point at once, with no further checks', () => {
    const result = rollThrow(
      fixedDice(3, 9, 1, 12),
      { chokePoints: 3, lob: false, obstacles: 0, inAimZone: true },
      5,
    );
    expect(result.passages.map((c) => c.passed)).toEqual([true, false]);
    expect(result.spotOn).toBeNull();
    expect(result.deviation).toEqual({ from: 1, inches: 1, clock: 12 });
  });

  it('TV-HST-GREN-4-a: a lob checks the wall even in contact and then always deviates', () => {
    const result = rollThrow(
      fixedDice(2, 3, 7),
      { chokePoints: 0, lob: true, obstacles: 1, inAimZone: true },
      5,
    );
    expect(result.passages.map((c) => c.passed)).toEqual([true]);
    expect(result.deviation).toEqual({ from: 'spot', inches: 3, clock: 7 });
    expect(spotOnOdds({ chokePoints: 0, lob: true, obstacles: 1, inAimZone: true }, 5)).toBe(0);
  });

  it('TV-HST-GREN-10-a: a spare magazine thrown 5" to a spot in the aim zone, check passes -> on the spot', () => {
    expect(throwActions(5, false)).toBe(1);
    expect(
      rollThrow(fixedDice(2), { chokePoints: 0, lob: false, obstacles: 0, inAimZone: true }, 5).deviation,
    ).toBeNull();
  });
});

describe('blasts (HST-GREN-6, HST-GREN-9)', () => {
  it('TV-HST-GREN-6-a..d: 0.4" -> 6 dice; 2.5" -> 4; 3.2" -> 3; 6.0" -> 0', () => {
    expect([blastDice(0.4), blastDice(2.5), blastDice(3.2), blastDice(6)]).toEqual([6, 4, 3, 0]);
  });

  it('TV-HST-GREN-6-d: at 6" the model is unaffected', () => {
    expect(grenadeOdds({ kind: 'frag', distance: 6, targetNumber: 6 })).toEqual({
      none: 1,
      stun: 0,
      wound: 0,
      kill: 0,
    });
  });

  it.each([
    ['frag', 0.4, 6],
    ['frag', 2.5, 6],
    ['frag', 3.2, 10],
    ['frag', 1.5, 5],
    ['flashbang', 1.5, 6],
    ['flashbang', 4.9, 10],
  ] as const)(
    'grenadeOdds(%s, %f", TN %i) matches enumeration of every ordered outcome',
    (kind, distance, tn) => {
      const die = kind === 'frag' ? 10 : 12;
      const dice = blastDice(distance);
      const counts = [0, 0, 0, 0];
      everyOutcome(die, dice, (faces) => {
        const hits = faces.filter((f) => f >= tn).length;
        counts[Math.min(3, hits)]!++;
      });
      const total = die ** dice;
      const odds = grenadeOdds({ kind, distance, targetNumber: tn });
      expect([odds.none, odds.stun, odds.wound, odds.kill].map((p) => p * total)).toEqual(
        counts.map((c) => expect.closeTo(c, 6)),
      );
      expect(odds.none).toBeCloseTo(counts[0]! / total, 12);
      expect(odds.kill).toBeCloseTo(counts[3]! / total, 12);
      expect(blastHitDistribution(dice, die, tn).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    },
  );

  it.each([
    [{ kind: 'smoke' }, 'kind'],
    [{ distance: -1 }, 'distance'],
    [{ distance: Number.POSITIVE_INFINITY }, 'distance'],
    [{ targetNumber: 0 }, 'targetNumber'],
    [{ targetNumber: 6.5 }, 'targetNumber'],
  ])('rejects %o with a RangeError naming %s', (change, field) => {
    const input = { kind: 'frag', distance: 2, targetNumber: 6, ...change } as GrenadeOddsInput;
    expect(() => grenadeOdds(input)).toThrow(new RegExp(`^${field} `));
  });
});
