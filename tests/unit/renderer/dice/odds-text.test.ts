import { describe, expect, it } from 'vitest';
import { describeOdds, percent } from '../../../../renderer/panels/dice/odds-text.ts';

describe('odds in words', () => {
  it('prints a probability as a percentage with the precision it needs', () => {
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    expect(percent(0.00001)).toBe('< 0.01%');
    expect(percent(0.99999)).toBe('> 99.99%');
    expect(percent(0.624)).toBe('62.4%');
    expect(percent(0.0046)).toBe('0.46%');
    expect(percent(0.995)).toBe('99.50%');
  });

  it("describes a histogram by core's likeliest total and average, and the chance of success", () => {
    expect(describeOdds({ likeliest: 2, mean: 1.75 }, 0.75)).toBe(
      'Totals: most likely 2, average 1.8, success 75.0%',
    );
    expect(describeOdds({ likeliest: 1, mean: 1 }, null)).toBe('Totals: most likely 1, average 1.0');
  });
});
