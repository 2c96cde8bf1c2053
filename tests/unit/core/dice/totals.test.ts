import { describe, expect, it } from 'vitest';
import { poolOdds } from '../../../../core/dice/odds.ts';
import { totalsSummary } from '../../../../core/dice/totals.ts';

/** Every face sequence of `rolled` d6, the highest `kept` summed (COT-DICE-4): count of rolls per total. */
function bruteTotals(rolled: number, kept: number): Map<number, number> {
  const counts = new Map<number, number>();
  const visit = (faces: number[]): void => {
    if (faces.length === rolled) {
      const total = [...faces]
        .sort((a, b) => b - a)
        .slice(0, kept)
        .reduce((sum, face) => sum + face, 0);
      counts.set(total, (counts.get(total) ?? 0) + 1);
      return;
    }
    for (let face = 1; face <= 6; face++) visit([...faces, face]);
  };
  visit([]);
  return counts;
}

describe('totalsSummary', () => {
  it.each([
    [1, 1],
    [3, 2],
    [4, 2],
    [5, 3],
  ])(
    'COT-DICE-4: %ik%i gives the likeliest total and the mean of brute-force enumeration',
    (rolled, kept) => {
      const counts = bruteTotals(rolled, kept);
      const all = 6 ** rolled;
      const mean = [...counts].reduce((sum, [total, count]) => sum + total * count, 0) / all;
      const most = Math.max(...counts.values());
      const likeliest = Math.min(
        ...[...counts].filter(([, count]) => count === most).map(([total]) => total),
      );
      const summary = totalsSummary(poolOdds({ rolled, kept }, 0).distribution);
      expect(summary.likeliest).toBe(likeliest);
      expect(summary.mean).toBeCloseTo(mean, 12);
    },
  );

  it('takes the lowest of equally likely totals and weighs each total by its chance', () => {
    expect(totalsSummary([0, 0.5, 0.5])).toEqual({ likeliest: 1, mean: 1.5 });
    expect(totalsSummary([0, 0.25, 0.75])).toEqual({ likeliest: 2, mean: 1.75 });
  });

  it('refuses an empty distribution, naming it', () => {
    expect(() => totalsSummary([])).toThrow(RangeError);
    expect(() => totalsSummary([])).toThrow(/no totals/);
  });
});
