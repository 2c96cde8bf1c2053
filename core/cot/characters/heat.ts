import type { CotSettings } from '../settings/index.ts';

/**
 * COT-D-15 `heat_decay_days`: the crew's Heat after quiet days, the days that passed with no Job under way.
 * With the default (null) Heat never cools by itself; with N it falls by 1 for every N quiet days in a row,
 * counted from the end of the last Job, never below 0. `quietBefore` and `quietAfter` are the quiet days
 * counted before and after the clock moved, so moving the clock in several steps cools Heat as one step does.
 * @throws RangeError when a count is not a whole number ≥ 0 or `quietAfter` is below `quietBefore`.
 */
export function heatAfterQuietDays(
  heat: number,
  quietBefore: number,
  quietAfter: number,
  settings: Pick<CotSettings, 'heatDecayDays'>,
): number {
  for (const value of [heat, quietBefore, quietAfter]) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`Heat and quiet days must be whole numbers ≥ 0 (got ${value})`);
    }
  }
  if (quietAfter < quietBefore) {
    throw new RangeError(`Quiet days cannot go back (from ${quietBefore} to ${quietAfter})`);
  }
  const every = settings.heatDecayDays;
  if (every === null) return heat;
  const cooled = Math.floor(quietAfter / every) - Math.floor(quietBefore / every);
  return Math.max(0, heat - cooled);
}
