/**
 * What a kept-total distribution says in two numbers, for the words beside a histogram: its likeliest total (the
 * mode; the lowest on a tie) and its mean. A panel prints them; it does no probability arithmetic of its own.
 */

/** The likeliest total and the mean of a distribution over totals 0..n. */
export interface TotalsSummary {
  /** The total with the highest probability; the lowest such total when several share it (to 1e-12). */
  readonly likeliest: number;
  /** Σ t·P(t): the average total over many rolls. */
  readonly mean: number;
}

/** Chances this close are equal: a float64 distribution gives 1d6's faces 1/6 with rounding noise. */
const tieTolerance = 1e-12;

/**
 * The summary of `distribution`, where `distribution[t]` = P(the total is t).
 * @throws RangeError for an empty distribution (there is no total to summarise).
 */
export function totalsSummary(distribution: readonly number[]): TotalsSummary {
  if (distribution.length === 0) throw new RangeError('totalsSummary: the distribution has no totals');
  let likeliest = 0;
  let mean = 0;
  distribution.forEach((p, total) => {
    if (p - distribution[likeliest]! > tieTolerance) likeliest = total;
    mean += p * total;
  });
  return { likeliest, mean };
}
