import {
  clearOddsCache,
  defaultOddsCacheCapacity,
  opposedOdds,
  poolOdds,
  setOddsCacheCapacity,
} from '../core/dice/odds.ts';
import type { Pool } from '../core/dice/pool.ts';
import { formatDuration, measure, printTable } from './measure.ts';

const pool = (rolled: number, kept: number): Pool => ({ rolled, kept });

/** Every pool 1k1 … 10k10: 55 of them. */
function poolsUpTo(maxRolled: number): Pool[] {
  const pools: Pool[] = [];
  for (let rolled = 1; rolled <= maxRolled; rolled++) {
    for (let kept = 1; kept <= rolled; kept++) pools.push(pool(rolled, kept));
  }
  return pools;
}

function opposedGrid(pools: readonly Pool[]): void {
  for (const aggressor of pools) for (const opponent of pools) opposedOdds(aggressor, opponent);
}

/** Times the exact odds engine with its memo off, so every call computes its distributions afresh. */
export function benchOdds(): void {
  setOddsCacheCapacity(0);
  const pools = poolsUpTo(10);
  opposedGrid(pools); // warm up the JIT on every code path before timing anything
  const rows: string[][] = [];
  for (const [rolled, kept] of [
    [10, 5],
    [20, 10],
    [40, 20],
    [60, 30],
    [99, 50],
  ] as const) {
    const timing = measure(() => {
      for (let i = 0; i < 20; i++) poolOdds(pool(rolled, kept), 3 * kept);
    }, 20);
    rows.push([`poolOdds ${rolled}k${kept}`, formatDuration(timing.perCall)]);
  }
  const opposed = measure(() => {
    for (let i = 0; i < 20; i++) opposedOdds(pool(60, 30), pool(60, 30));
  }, 20);
  rows.push(['opposedOdds 60k30 vs 60k30', formatDuration(opposed.perCall)]);
  printTable('Exact odds, distribution cache off (median per call)', ['call', 'time'], rows);

  const pairs = pools.length ** 2;
  const cold = measure(() => opposedGrid(pools), pairs, 7, 2);
  setOddsCacheCapacity(defaultOddsCacheCapacity);
  clearOddsCache();
  const warm = measure(() => opposedGrid(pools), pairs, 7, 2);
  printTable(
    `Opposed grid: every pair of pools up to 10k10 (${pools.length} × ${pools.length} = ${pairs} pairs), median`,
    ['cache', 'whole grid', 'per pair'],
    [
      ['off', formatDuration(cold.perRun), formatDuration(cold.perCall)],
      [`on (${defaultOddsCacheCapacity})`, formatDuration(warm.perRun), formatDuration(warm.perCall)],
    ],
  );
}
