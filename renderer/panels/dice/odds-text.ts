import type { TotalsSummary } from '../../../core/index.ts';

/** A probability as the panels print it: 62.4%, 0.46%, < 0.01%. */
export function percent(p: number): string {
  if (p === 0) return '0%';
  if (p === 1) return '100%';
  if (p < 0.0001) return '< 0.01%';
  if (p > 0.9999) return '> 99.99%';
  return `${(p * 100).toFixed(p < 0.01 || p > 0.99 ? 2 : 1)}%`;
}

/** The histogram's text alternative: core's likeliest total and mean, and the chance of success. */
export function describeOdds(totals: TotalsSummary, success: number | null): string {
  const chance = success === null ? '' : `, success ${percent(success)}`;
  return `Totals: most likely ${totals.likeliest}, average ${totals.mean.toFixed(1)}${chance}`;
}
