import { describe, expect, it } from 'vitest';
import { poolOdds } from '../../../../core/dice/odds.ts';
import { exactKeptTotals, toProbability } from '../../../helpers/exact-odds.ts';
import { bruteForcePool } from '../../../helpers/brute-force.ts';

const tolerance = 1e-12;

/** Compares every figure of poolOdds with the exact BigInt reference. */
function expectMatchesReference(rolled: number, kept: number, difficulties: readonly number[]): void {
  const exact = exactKeptTotals(rolled, kept);
  const odds = poolOdds({ rolled, kept }, 0);
  expect(odds.distribution).toHaveLength(exact.totals.length);
  exact.totals.forEach((count, total) => {
    const error = Math.abs(odds.distribution[total]! - toProbability(count, exact.denominator));
    expect(error, `total ${total}`).toBeLessThan(tolerance);
  });
  expect(Math.abs(odds.catastrophe - toProbability(exact.totals[kept]!, exact.denominator))).toBeLessThan(
    tolerance,
  );
  for (const difficulty of difficulties) {
    for (const successOnEqual of [true, false]) {
      const first = Math.max(successOnEqual ? difficulty : difficulty + 1, kept + 1);
      const successes = exact.totals.slice(Math.max(0, first)).reduce((sum, count) => sum + count, 0n);
      const { success } = poolOdds({ rolled, kept }, difficulty, { successOnEqual });
      expect(Math.abs(success - toProbability(successes, exact.denominator)), `D ${difficulty}`).toBeLessThan(
        tolerance,
      );
    }
  }
}

describe('exactKeptTotals (the BigInt reference itself)', () => {
  it.each([
    [5, 2],
    [6, 6],
    [7, 1],
    [7, 4],
  ])('agrees exactly with brute-force enumeration for %ik%i', (rolled, kept) => {
    const exact = exactKeptTotals(rolled, kept);
    const brute = bruteForcePool(rolled, kept);
    expect(exact.denominator).toBe(BigInt(brute.denominator));
    expect(exact.totals).toEqual(brute.totals.map(BigInt));
  });

  it('counts every one of the 6^99 outcomes of 99k50 exactly once', () => {
    const exact = exactKeptTotals(99, 50);
    expect(exact.totals.reduce((sum, count) => sum + count, 0n)).toBe(exact.denominator);
  });
});

describe('poolOdds on large pools', () => {
  it.each([
    [20, 10],
    [40, 20],
    [60, 30],
    [60, 1],
    [60, 60],
    [99, 50],
    [99, 1],
    [99, 99],
  ])('%ik%i matches the exact BigInt reference to 1e-12', (rolled, kept) => {
    expectMatchesReference(rolled, kept, [
      kept - 1,
      kept,
      kept + 1,
      9,
      3 * kept,
      4 * kept,
      5 * kept,
      6 * kept,
    ]);
  });

  it.each(Array.from({ length: 30 }, (_, i) => i + 1))('30k%i matches the exact BigInt reference', (kept) => {
    expectMatchesReference(30, kept, [9, 3 * kept + 1, 4 * kept]);
  });

  it.each([
    [12, 5],
    [33, 17],
    [99, 50],
    [99, 99],
  ])('%ik%i has a distribution summing to 1 within 1e-12', (rolled, kept) => {
    const sum = poolOdds({ rolled, kept }, 9).distribution.reduce((total, p) => total + p, 0);
    expect(Math.abs(sum - 1)).toBeLessThan(tolerance);
  });
});
