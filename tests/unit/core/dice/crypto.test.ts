import { describe, expect, it } from 'vitest';
import { cryptoDice } from '../../../../core/dice/crypto.ts';
import { rejectionLimit } from '../../../../core/dice/uniform.ts';

/** A stand-in for getRandomValues that hands out the given words in order and records each call's size. */
function scriptedWords(words: readonly number[]) {
  let next = 0;
  const calls: number[] = [];
  const fill = (array: Uint32Array): Uint32Array => {
    calls.push(array.length);
    for (let i = 0; i < array.length; i++) {
      const word = words[next++];
      if (word === undefined) throw new Error('the scripted words ran out');
      array[i] = word;
    }
    return array;
  };
  return { fill, calls, used: () => next };
}

/**
 * The chi-square critical value for 5 degrees of freedom (six faces) at p = 1e-6: P(χ²₅ ≥ 35.89) = 9.992e-7,
 * from the closed form Q(x; 5) = erfc(√(x/2)) + √(2x/π)·e^(−x/2)·(1 + x/3), and scipy.stats.chi2.isf(1e-6, 5)
 * = 35.8882. A fair source fails this test less than once in a million runs.
 */
const chiSquare5AtOneInAMillion = 35.89;

function chiSquare(counts: readonly number[], rolls: number): number {
  const expected = rolls / counts.length;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

describe('rejectionLimit', () => {
  it.each([
    [6, 4294967292],
    [5, 4294967295],
    [2, 2 ** 32],
    [1, 2 ** 32],
    [2 ** 32, 2 ** 32],
  ])('accepts words below floor(2^32 / sides) × sides for a d%i', (sides, limit) => {
    expect(rejectionLimit(sides)).toBe(limit);
  });
});

describe('cryptoDice', () => {
  it('rejects words in the biased tail of a d6 and uses the next one', () => {
    const source = scriptedWords([0xffffffff, 4294967292, 4294967291, 0]);
    const dice = cryptoDice(source.fill, 1);
    expect(dice.roll(6)).toBe(6); // 4294967291 % 6 = 5: the last word below the limit
    expect(source.used()).toBe(3);
    expect(dice.roll(6)).toBe(1);
  });

  it('rejects the single biased word of a d5', () => {
    const source = scriptedWords([0xffffffff, 0xfffffffe]);
    expect(cryptoDice(source.fill, 1).roll(5)).toBe((0xfffffffe % 5) + 1);
    expect(source.used()).toBe(2);
  });

  it('maps accepted words to faces by remainder', () => {
    const source = scriptedWords([0, 1, 2, 3, 4, 5, 6, 11]);
    const dice = cryptoDice(source.fill, 8);
    expect(Array.from({ length: 8 }, () => dice.roll(6))).toEqual([1, 2, 3, 4, 5, 6, 1, 6]);
  });

  it('fetches words a batch at a time and refills when a batch runs out, even mid-rejection', () => {
    const source = scriptedWords([7, 0xffffffff, 0xfffffffd, 9, 0, 0]);
    const dice = cryptoDice(source.fill, 2);
    expect(dice.roll(6)).toBe(2);
    expect(source.calls).toEqual([2]);
    expect(dice.roll(6)).toBe(4); // rejected: the last word of batch 1 and the first of batch 2
    expect(source.calls).toEqual([2, 2]);
  });

  it('throws a RangeError for an impossible die or batch size', () => {
    const dice = cryptoDice(scriptedWords([1]).fill, 1);
    expect(() => dice.roll(0)).toThrow('A die needs a whole number of sides from 1 to 2^32 (got 0)');
    expect(() => dice.roll(2.5)).toThrow(RangeError);
    expect(() => cryptoDice(undefined, 0)).toThrow(
      'batchSize must be a whole number from 1 to 16384 (got 0)',
    );
    expect(() => cryptoDice(undefined, 16_385)).toThrow(RangeError);
  });

  it('rolls every face of a d20 from the platform generator', () => {
    const dice = cryptoDice();
    const seen = new Set(Array.from({ length: 2000 }, () => dice.roll(20)));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('passes a chi-square goodness-of-fit test over 1,000,000 d6 rolls (df 5, p = 1e-6)', () => {
    const rolls = 1_000_000;
    const counts = [0, 0, 0, 0, 0, 0];
    const dice = cryptoDice();
    for (let i = 0; i < rolls; i++) counts[dice.roll(6) - 1]!++;
    expect(chiSquare(counts, rolls)).toBeLessThan(chiSquare5AtOneInAMillion);
  });
});
