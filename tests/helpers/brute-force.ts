/**
 * Exhaustive enumeration of every ordered outcome of R d6, the slow and obvious answer the odds engine is
 * checked against at small sizes (icepool's `bf_keep_highest` habit). Counts are exact integers: at most
 * 6^8 outcomes per pool, 6^16 per opposed pair, all below 2^53.
 */

/** The largest pool enumerated (6^8 = 1,679,616 outcomes). */
export const maxBruteForceDice = 8;

/** Exact quantities of a pool's outcomes; every field counts ordered outcomes out of `denominator`. */
export interface BruteForcePool {
  readonly rolled: number;
  readonly kept: number;
  /** 6^rolled. */
  readonly denominator: number;
  /** `totals[t]`: outcomes whose kept total is t, for t = 0..6·kept. */
  readonly totals: readonly number[];
  /** `catastropheTotals[t]`: outcomes whose kept total is t and whose every die shows 1. */
  readonly catastropheTotals: readonly number[];
  /** Outcomes whose every die shows 1. */
  readonly catastrophes: number;
  /** Outcomes that are not catastrophes and reach `difficulty` (beat it when `successOnEqual` is false). */
  successes(difficulty: number, successOnEqual?: boolean): number;
}

interface Tally {
  /** Indexed by kept count, then by total. */
  readonly all: number[][];
  readonly catastrophe: number[][];
}

const tallies = new Map<number, Tally>();

/** Visits every ordered outcome of `rolled` d6 once (an odometer over the faces) and tallies every kept count. */
function tally(rolled: number): Tally {
  const known = tallies.get(rolled);
  if (known) return known;
  const zeros = (kept: number): number[] => new Array<number>(6 * kept + 1).fill(0);
  const all = Array.from({ length: rolled + 1 }, (_, kept) => zeros(kept));
  const catastrophe = Array.from({ length: rolled + 1 }, (_, kept) => zeros(kept));
  const faces = new Array<number>(rolled).fill(1);
  for (;;) {
    const highestFirst = [...faces].sort((x, y) => y - x);
    const isCatastrophe = faces.every((face) => face === 1);
    let total = 0;
    for (let kept = 1; kept <= rolled; kept++) {
      total += highestFirst[kept - 1]!;
      all[kept]![total]!++;
      if (isCatastrophe) catastrophe[kept]![total]!++;
    }
    let digit = 0;
    while (digit < rolled && faces[digit] === 6) faces[digit++] = 1;
    if (digit === rolled) break;
    faces[digit]!++;
  }
  const result = { all, catastrophe };
  tallies.set(rolled, result);
  return result;
}

/**
 * Counts every ordered outcome of `rolledKkept`.
 * @throws RangeError unless 1 ≤ kept ≤ rolled ≤ 8.
 */
export function bruteForcePool(rolled: number, kept: number): BruteForcePool {
  if (!Number.isInteger(rolled) || !Number.isInteger(kept) || kept < 1 || kept > rolled) {
    throw new RangeError(`bruteForcePool needs 1 ≤ kept ≤ rolled (got ${rolled}k${kept})`);
  }
  if (rolled > maxBruteForceDice) {
    throw new RangeError(`bruteForcePool enumerates at most ${maxBruteForceDice} dice (got ${rolled})`);
  }
  const { all, catastrophe } = tally(rolled);
  const totals = all[kept]!;
  const catastropheTotals = catastrophe[kept]!;
  return {
    rolled,
    kept,
    denominator: 6 ** rolled,
    totals,
    catastropheTotals,
    catastrophes: catastropheTotals.reduce((sum, count) => sum + count, 0),
    successes(difficulty, successOnEqual = true) {
      let count = 0;
      totals.forEach((outcomes, total) => {
        const reaches = successOnEqual ? total >= difficulty : total > difficulty;
        if (reaches) count += outcomes - catastropheTotals[total]!;
      });
      return count;
    },
  };
}

/** Exact quantities of an opposed roll; every field counts ordered outcome pairs out of `denominator`. */
export interface BruteForceOpposed {
  /** 6^(aggressor.rolled + opponent.rolled). */
  readonly denominator: number;
  readonly success: number;
  /** Pairs where the actor rolls, is not in catastrophe, and equals the opponent's total. */
  readonly tie: number;
  readonly opponentCatastrophe: number;
  /** Pairs where the actor rolls and rolls a catastrophe. */
  readonly catastrophe: number;
}

type Side = { readonly rolled: number; readonly kept: number };

/**
 * Judges every pair of outcomes by the rule text of COT-DICE-8 (opponent first, its total is the difficulty;
 * higher wins; a tie goes to `tieWinner`; the actor's catastrophe fails; with `catastropheSetsDifficulty`
 * false an opponent's catastrophe lets the actor succeed without rolling). Outcomes are grouped by
 * (total, catastrophe) and groups multiplied, which counts exactly what visiting every pair would.
 */
export function bruteForceOpposed(
  aggressor: Side,
  opponent: Side,
  options: { tieWinner?: 'actor' | 'defender'; catastropheSetsDifficulty?: boolean } = {},
): BruteForceOpposed {
  const tieToActor = (options.tieWinner ?? 'actor') === 'actor';
  const catastropheSetsDifficulty = options.catastropheSetsDifficulty ?? true;
  const actor = groups(bruteForcePool(aggressor.rolled, aggressor.kept));
  const other = groups(bruteForcePool(opponent.rolled, opponent.kept));
  let success = 0;
  let tie = 0;
  let opponentCatastrophe = 0;
  let catastrophe = 0;
  for (const o of other) {
    for (const a of actor) {
      const pairs = o.count * a.count;
      if (o.catastrophe) opponentCatastrophe += pairs;
      if (o.catastrophe && !catastropheSetsDifficulty) {
        success += pairs; // the actor does not roll
        continue;
      }
      if (a.catastrophe) {
        catastrophe += pairs;
      } else if (a.total > o.total) {
        success += pairs;
      } else if (a.total === o.total) {
        tie += pairs;
        if (tieToActor) success += pairs;
      }
    }
  }
  return {
    denominator: 6 ** (aggressor.rolled + opponent.rolled),
    success,
    tie,
    opponentCatastrophe,
    catastrophe,
  };
}

interface Group {
  readonly total: number;
  readonly catastrophe: boolean;
  readonly count: number;
}

function groups(pool: BruteForcePool): Group[] {
  const result: Group[] = [];
  pool.totals.forEach((count, total) => {
    const catastrophes = pool.catastropheTotals[total]!;
    if (catastrophes > 0) result.push({ total, catastrophe: true, count: catastrophes });
    if (count > catastrophes) result.push({ total, catastrophe: false, count: count - catastrophes });
  });
  return result;
}
