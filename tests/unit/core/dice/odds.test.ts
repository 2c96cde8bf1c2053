import { afterEach, describe, expect, it } from 'vitest';
import {
  clearOddsCache,
  defaultOddsCacheCapacity,
  guardScore,
  opposedOdds,
  poolOdds,
  setOddsCacheCapacity,
} from '../../../../core/dice/odds.ts';
import { buildPool, parseModifier } from '../../../../core/dice/pool.ts';
import { bruteForceOpposed, bruteForcePool } from '../../../helpers/brute-force.ts';

const tolerance = 1e-12;

/** Every pool 1k1 … maxRolled k maxRolled, as [rolled, kept]. */
function allPools(maxRolled: number): [number, number][] {
  const pools: [number, number][] = [];
  for (let rolled = 1; rolled <= maxRolled; rolled++) {
    for (let kept = 1; kept <= rolled; kept++) pools.push([rolled, kept]);
  }
  return pools;
}

describe('poolOdds', () => {
  it.each(allPools(7))('%ik%i matches brute-force enumeration of every ordered outcome', (rolled, kept) => {
    const exact = bruteForcePool(rolled, kept);
    const odds = poolOdds({ rolled, kept }, 9);
    expect(odds.distribution).toHaveLength(6 * kept + 1);
    exact.totals.forEach((count, total) => {
      expect(Math.abs(odds.distribution[total]! - count / exact.denominator)).toBeLessThan(tolerance);
    });
    expect(Math.abs(odds.catastrophe - exact.catastrophes / exact.denominator)).toBeLessThan(tolerance);
    for (let difficulty = -1; difficulty <= 6 * kept + 2; difficulty++) {
      for (const successOnEqual of [true, false]) {
        const { success } = poolOdds({ rolled, kept }, difficulty, { successOnEqual });
        const expected = exact.successes(difficulty, successOnEqual) / exact.denominator;
        expect(
          Math.abs(success - expected),
          `D ${difficulty}, successOnEqual ${successOnEqual}`,
        ).toBeLessThan(tolerance);
      }
    }
  });

  it('gives a 1k1 roll against D 4 an even chance (faces 4, 5, 6)', () => {
    expect(poolOdds({ rolled: 1, kept: 1 }, 4).success).toBeCloseTo(1 / 2, 15);
  });

  it('gives a catastrophe on 3 dice exactly 1/216 (COT-DICE-7)', () => {
    expect(poolOdds({ rolled: 3, kept: 2 }, 9).catastrophe).toBe(1 / 216);
  });

  it('fails a 2k2 roll against D 2 only on a catastrophe (COT-DICE-7)', () => {
    expect(poolOdds({ rolled: 2, kept: 2 }, 2).success).toBeCloseTo(35 / 36, 15);
  });

  it('requires a total above D when successOnEqual is false (COT-D-3)', () => {
    expect(poolOdds({ rolled: 1, kept: 1 }, 4, { successOnEqual: false }).success).toBeCloseTo(2 / 6, 15);
  });

  it('puts exactly the catastrophe at total = kept', () => {
    const odds = poolOdds({ rolled: 5, kept: 3 }, 9);
    expect(odds.distribution[3]).toBeCloseTo(odds.catastrophe, 16);
    expect(odds.distribution.slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('caps a kept count above the rolled count (COT-DICE-3)', () => {
    expect(poolOdds({ rolled: 3, kept: 5 }, 9)).toEqual(poolOdds({ rolled: 3, kept: 3 }, 9));
  });

  it.each([
    [{ rolled: 0, kept: 1 }, 'got rolled = 0'],
    [{ rolled: -2, kept: 1 }, 'got rolled = -2'],
    [{ rolled: 2.5, kept: 1 }, 'got rolled = 2.5'],
    [{ rolled: Number.NaN, kept: 1 }, 'got rolled = NaN'],
    [{ rolled: 100, kept: 3 }, 'from 1 to 99 (got rolled = 100)'],
    [{ rolled: 5, kept: 0 }, 'got kept = 0'],
    [{ rolled: 5, kept: 1.5 }, 'got kept = 1.5'],
  ])('throws a RangeError naming the value for %j', (pool, message) => {
    expect(() => poolOdds(pool, 9)).toThrow(RangeError);
    expect(() => poolOdds(pool, 9)).toThrow(message);
  });

  it('throws a RangeError for a difficulty that is not an integer', () => {
    expect(() => poolOdds({ rolled: 5, kept: 2 }, 9.5)).toThrow('A difficulty must be an integer (got 9.5)');
  });
});

describe('opposedOdds', () => {
  const small = allPools(4);
  const settings = [
    { tieWinner: 'actor', catastropheSetsDifficulty: true },
    { tieWinner: 'defender', catastropheSetsDifficulty: true },
    { tieWinner: 'actor', catastropheSetsDifficulty: false },
    { tieWinner: 'defender', catastropheSetsDifficulty: false },
  ] as const;

  describe.each(settings)(
    'with ties to the $tieWinner, catastropheSetsDifficulty $catastropheSetsDifficulty',
    (options) => {
      it.each(small)(
        'an actor rolling %ik%i matches brute force against every opponent up to 4k4',
        (rolled, kept) => {
          for (const [opponentRolled, opponentKept] of small) {
            const aggressor = { rolled, kept };
            const opponent = { rolled: opponentRolled, kept: opponentKept };
            const exact = bruteForceOpposed(aggressor, opponent, options);
            const odds = opposedOdds(aggressor, opponent, options);
            const label = `${rolled}k${kept} vs ${opponentRolled}k${opponentKept}`;
            expect(Math.abs(odds.success - exact.success / exact.denominator), label).toBeLessThan(tolerance);
            expect(Math.abs(odds.tie - exact.tie / exact.denominator), label).toBeLessThan(tolerance);
            expect(Math.abs(odds.catastrophe - exact.catastrophe / exact.denominator), label).toBeLessThan(
              tolerance,
            );
            expect(
              Math.abs(odds.opponentCatastrophe - exact.opponentCatastrophe / exact.denominator),
              label,
            ).toBeLessThan(tolerance);
          }
        },
      );
    },
  );

  it('TV-COT-DICE-8-a/e as odds: 1k1 against 1k1 wins 5/9 with ties to the actor, 5/12 with ties to the defender', () => {
    const pool = { rolled: 1, kept: 1 };
    expect(opposedOdds(pool, pool).success).toBeCloseTo(20 / 36, 15);
    expect(opposedOdds(pool, pool, { tieWinner: 'defender' }).success).toBeCloseTo(15 / 36, 15);
    expect(opposedOdds(pool, pool).tie).toBeCloseTo(5 / 36, 15);
  });

  it("COT-D-6 off: an opponent's catastrophe hands the actor the win without a roll (1k1 vs 1k1: 7/12)", () => {
    const pool = { rolled: 1, kept: 1 };
    const odds = opposedOdds(pool, pool, { catastropheSetsDifficulty: false });
    expect(odds.success).toBeCloseTo(21 / 36, 15);
    expect(odds.catastrophe).toBeCloseTo((1 / 6) * (5 / 6), 15);
    expect(odds.opponentCatastrophe).toBeCloseTo(1 / 6, 15);
  });

  it('uses the defaults: ties to the actor, catastrophe sets the difficulty', () => {
    const a = { rolled: 5, kept: 2 };
    const o = { rolled: 4, kept: 3 };
    expect(opposedOdds(a, o)).toEqual(
      opposedOdds(a, o, { tieWinner: 'actor', catastropheSetsDifficulty: true }),
    );
  });

  it('names the side whose pool is invalid', () => {
    expect(() => opposedOdds({ rolled: 0, kept: 1 }, { rolled: 3, kept: 2 })).toThrow(
      "The aggressor's pool must roll a whole number of dice from 1 to 99 (got rolled = 0)",
    );
    expect(() => opposedOdds({ rolled: 3, kept: 2 }, { rolled: 3, kept: 0 })).toThrow(
      "The opponent's pool must keep a whole number of dice, at least 1 (got kept = 0)",
    );
  });
});

describe('guardScore', () => {
  it('TV-COT-DICE-9-a: Brains 3 + Lookout 2, pool 5k3 -> score 11', () => {
    expect(guardScore({ rolled: 3 + 2, kept: 3 })).toBe(11);
  });

  it('TV-COT-DICE-9-b: Muscle 2 + Resist 4, pool 6k2 -> score 10', () => {
    expect(guardScore({ rolled: 2 + 4, kept: 2 })).toBe(10);
  });

  it('TV-COT-DICE-9-c: Muscle 2 + Resist 2 with armour +1k1 -> pool 5k3 -> score 11', () => {
    const { pool } = buildPool({ rolled: 2 + 2, kept: 2 }, [parseModifier('+1k1', 'armour')]);
    expect(pool).toEqual({ rolled: 5, kept: 3 });
    expect(guardScore(pool)).toBe(11);
  });

  it('scores the normalised pool: 2k5 counts as 2k2', () => {
    expect(guardScore({ rolled: 2, kept: 5 })).toBe(6);
  });

  it('throws a RangeError for a pool of no dice', () => {
    expect(() => guardScore({ rolled: 0, kept: 0 })).toThrow(RangeError);
  });
});

describe('odds cache', () => {
  afterEach(() => {
    setOddsCacheCapacity(defaultOddsCacheCapacity);
    clearOddsCache();
  });

  it('hands back the same frozen distribution for a pool asked again', () => {
    const first = poolOdds({ rolled: 8, kept: 4 }, 9).distribution;
    expect(poolOdds({ rolled: 8, kept: 4 }, 12).distribution).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('recomputes equal odds when turned off or cleared', () => {
    const first = poolOdds({ rolled: 8, kept: 4 }, 9).distribution;
    clearOddsCache();
    const second = poolOdds({ rolled: 8, kept: 4 }, 9).distribution;
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    setOddsCacheCapacity(0);
    expect(poolOdds({ rolled: 8, kept: 4 }, 9).distribution).not.toBe(
      poolOdds({ rolled: 8, kept: 4 }, 9).distribution,
    );
  });

  it('drops the least recently used pool first', () => {
    setOddsCacheCapacity(2);
    const a = poolOdds({ rolled: 3, kept: 1 }, 9).distribution;
    const b = poolOdds({ rolled: 3, kept: 2 }, 9).distribution;
    expect(poolOdds({ rolled: 3, kept: 1 }, 9).distribution).toBe(a); // a is now the most recent
    poolOdds({ rolled: 3, kept: 3 }, 9); // evicts b
    expect(poolOdds({ rolled: 3, kept: 1 }, 9).distribution).toBe(a);
    expect(poolOdds({ rolled: 3, kept: 2 }, 9).distribution).not.toBe(b);
  });

  it('rejects a capacity that is not a whole number ≥ 0', () => {
    expect(() => setOddsCacheCapacity(-1)).toThrow(RangeError);
    expect(() => setOddsCacheCapacity(1.5)).toThrow(RangeError);
  });
});
