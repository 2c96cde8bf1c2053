/**
 * An exact BigInt reference for pools too large to enumerate: a dynamic programme over the faces 6, 5, …, 1.
 * It shares nothing with the odds engine's method (no conditioning on the lowest kept die, no floats), so the
 * two agreeing to 1e-12 is real evidence.
 */

/** Exact quantities of the kept total: `totals[t]` ordered outcomes out of `denominator` = 6^rolled. */
export interface ExactTotals {
  readonly denominator: bigint;
  readonly totals: readonly bigint[];
}

/**
 * Places the dice face by face, highest face first. A state is (n dice placed, their sum) while n < kept:
 * every placed die is then kept. Putting j more dice on the current face multiplies by C(remaining, j); once
 * kept dice are placed, the total is final and the remaining dice only need a lower face, (face − 1)^rest ways.
 * @throws RangeError unless 1 ≤ kept ≤ rolled.
 */
export function exactKeptTotals(rolled: number, kept: number): ExactTotals {
  if (!Number.isInteger(rolled) || !Number.isInteger(kept) || kept < 1 || kept > rolled) {
    throw new RangeError(`exactKeptTotals needs 1 ≤ kept ≤ rolled (got ${rolled}k${kept})`);
  }
  const choose = pascal(rolled);
  const empty = (): bigint[][] =>
    Array.from({ length: kept }, (_, n) => new Array<bigint>(6 * n + 1).fill(0n));
  const totals = new Array<bigint>(6 * kept + 1).fill(0n);
  let live = empty();
  live[0]![0] = 1n;
  for (let face = 6; face >= 1; face--) {
    const next = empty();
    for (let n = 0; n < kept; n++) {
      const remaining = rolled - n;
      const ways = choose[remaining]!;
      let finishing = 0n; // j ≥ kept − n dice on this face, every other remaining die below it
      for (let j = kept - n; j <= remaining; j++)
        finishing += ways[j]! * BigInt(face - 1) ** BigInt(remaining - j);
      live[n]!.forEach((count, sum) => {
        if (count === 0n) return;
        for (let j = 0; n + j < kept; j++) next[n + j]![sum + face * j]! += count * ways[j]!;
        totals[sum + face * (kept - n)]! += count * finishing;
      });
    }
    live = next; // after face 1, states with fewer than `kept` dice placed are impossible and dropped
  }
  return { denominator: 6n ** BigInt(rolled), totals };
}

/** `count / denominator` as a float, accurate to about 1e-16 absolute. */
export function toProbability(count: bigint, denominator: bigint): number {
  const scale = 10n ** 20n;
  return Number((count * scale) / denominator) / 1e20;
}

function pascal(size: number): bigint[][] {
  const rows: bigint[][] = [[1n]];
  for (let n = 1; n <= size; n++) {
    const previous = rows[n - 1]!;
    rows.push(Array.from({ length: n + 1 }, (_, k) => (previous[k - 1] ?? 0n) + (previous[k] ?? 0n)));
  }
  return rows;
}
