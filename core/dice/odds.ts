import { keptTotalDistribution } from './kept-total.ts';
import { maxRolled } from './pool.ts';
import type { Pool } from './pool.ts';

/**
 * Exact odds of a pool before it is rolled, for the panels that show them (DESIGN "Exact odds").
 * Computed, never sampled: every figure matches exhaustive enumeration of the 6^R ordered outcomes to 1e-12
 * (see ./kept-total.ts for the method). Floats, because a panel prints percentages; a `Roll` (./roll.ts)
 * is one sampled result, these are the odds of every result.
 */

/** The rolled and kept counts of a pool; kept may exceed rolled (it is capped, COT-DICE-3). */
export interface PoolCounts {
  readonly rolled: number;
  readonly kept: number;
}

/** The odds of an unopposed roll. */
export interface PoolOdds {
  /** P(total ≥ difficulty, or > with `successOnEqual: false`, and not a catastrophe). */
  readonly success: number;
  /** P(every die shows 1) = 6^-rolled (COT-DICE-7). */
  readonly catastrophe: number;
  /**
   * `distribution[t]` = P(the kept total is t), for t = 0..6·kept; zero below `kept`, and t = kept is exactly
   * the catastrophe. Shared and frozen: do not mutate.
   */
  readonly distribution: readonly number[];
}

export interface PoolOddsOptions {
  /** COT-D-3 `success_on_equal`: meeting the difficulty succeeds. Default true. */
  readonly successOnEqual?: boolean;
}

/** The odds of an opposed roll, from the acting character's side (COT-DICE-8). */
export interface OpposedOdds {
  /** P(the actor succeeds). */
  readonly success: number;
  /**
   * P(the tie rule decides the contest: the actor rolls, is not in catastrophe, and equals the opponent's
   * total). Success under `tieWinner: 'actor'` minus success under `'defender'`.
   */
  readonly tie: number;
  /** P(the opponent's roll is a catastrophe) = 6^-opponent.rolled. */
  readonly opponentCatastrophe: number;
  /**
   * P(the actor rolls a catastrophe). With `catastropheSetsDifficulty: false` the actor does not roll after an
   * opponent's catastrophe, so this is 6^-aggressor.rolled × (1 − opponentCatastrophe).
   */
  readonly catastrophe: number;
}

export interface OpposedOddsOptions {
  /** COT-D-5 `opposed_tie_winner`. Default `'actor'`. */
  readonly tieWinner?: 'actor' | 'defender';
  /**
   * COT-D-6 `catastrophe_sets_difficulty`: an opponent's catastrophe total still becomes the difficulty.
   * When false, an opponent's catastrophe means the actor succeeds without rolling. Default true.
   */
  readonly catastropheSetsDifficulty?: boolean;
}

/** How many pool distributions the odds functions remember by default. */
export const defaultOddsCacheCapacity = 256;

let cacheCapacity = defaultOddsCacheCapacity;
const cache = new Map<number, readonly number[]>(); // insertion order = least recently used first

/**
 * Sets how many kept-total distributions (one per `RkK`) are remembered, least recently used dropped first.
 * The panels ask for the same few pools over and over; 0 turns the memo off (the bench measures that way).
 * @throws RangeError when `capacity` is not a whole number ≥ 0.
 */
export function setOddsCacheCapacity(capacity: number): void {
  if (!Number.isInteger(capacity) || capacity < 0) {
    throw new RangeError(`The odds cache capacity must be a whole number ≥ 0 (got ${capacity})`);
  }
  cacheCapacity = capacity;
  while (cache.size > cacheCapacity) evictOldest();
}

/** Forgets every remembered distribution. */
export function clearOddsCache(): void {
  cache.clear();
}

/**
 * The exact odds of an unopposed roll of `pool` against `difficulty` (COT-DICE-6, COT-DICE-7): success needs
 * the total to meet the difficulty (or beat it, COT-D-3) and no catastrophe, which always fails.
 *
 * @throws RangeError when rolled is not a whole number from 1 to 99, kept is not a whole number ≥ 1
 *   (a kept count above rolled is capped, COT-DICE-3), or the difficulty is not an integer.
 */
export function poolOdds(pool: PoolCounts, difficulty: number, options: PoolOddsOptions = {}): PoolOdds {
  const { rolled, kept } = normalise(pool, 'A pool');
  if (!Number.isInteger(difficulty)) {
    throw new RangeError(`A difficulty must be an integer (got ${difficulty})`);
  }
  const distribution = totalDistribution(rolled, kept);
  const lowestSuccess = (options.successOnEqual ?? true) ? difficulty : difficulty + 1; // COT-D-3
  const first = Math.max(lowestSuccess, kept + 1); // total = kept is the catastrophe (COT-DICE-7)
  let success = 0;
  for (let total = distribution.length - 1; total >= first; total--) success += distribution[total]!;
  return { success: Math.min(success, 1), catastrophe: 6 ** -rolled, distribution }; // a sum near 1 can round above it
}

/**
 * The exact odds of an opposed roll (COT-DICE-8): the opponent rolls first and its total becomes the
 * difficulty; the actor (`aggressor`) succeeds on a higher total, a tie goes to `tieWinner` (COT-D-5), and
 * the actor's own catastrophe always fails (COT-DICE-7). An opponent's catastrophe still sets the difficulty
 * unless `catastropheSetsDifficulty` is false, when the actor succeeds without rolling (COT-D-6).
 * Runs in time linear in the two pools' total ranges once their distributions are known.
 *
 * @throws RangeError when either pool is invalid, as for `poolOdds`.
 */
export function opposedOdds(aggressor: Pool, opponent: Pool, options: OpposedOddsOptions = {}): OpposedOdds {
  const actor = normalise(aggressor, "The aggressor's pool");
  const other = normalise(opponent, "The opponent's pool");
  const tieToActor = (options.tieWinner ?? 'actor') === 'actor';
  const catastropheSetsDifficulty = options.catastropheSetsDifficulty ?? true;
  const actorTotals = totalDistribution(actor.rolled, actor.kept);
  const opponentTotals = totalDistribution(other.rolled, other.kept);
  const opponentCatastrophe = 6 ** -other.rolled;
  const actorCatastrophe = 6 ** -actor.rolled;

  // P(the opponent's total is d and the actor then rolls against it)
  const contested = (d: number): number =>
    !catastropheSetsDifficulty && d === other.kept ? 0 : (opponentTotals[d] ?? 0); // COT-D-6
  let success = catastropheSetsDifficulty ? 0 : opponentCatastrophe; // COT-D-6: success without a roll
  let tie = 0;
  let below = 0; // P(the actor rolls against a total below t)
  for (let t = 0; t < actorTotals.length; t++) {
    const equal = contested(t);
    if (t > actor.kept) {
      // t = actor.kept is the actor's catastrophe, which always fails (COT-DICE-7)
      const p = actorTotals[t]!;
      success += p * (below + (tieToActor ? equal : 0)); // COT-DICE-8, COT-D-5
      tie += p * equal;
    }
    below += equal;
  }
  const catastrophe = catastropheSetsDifficulty
    ? actorCatastrophe
    : actorCatastrophe * (1 - opponentCatastrophe);
  return { success: Math.min(success, 1), tie, opponentCatastrophe, catastrophe };
}

/**
 * A passive score computed from a pool instead of a roll (COT-DICE-9, used for Awareness and Training,
 * COT-GUARD-2): 3 per kept die and 1 per extra rolled die of the normalised pool.
 * @throws RangeError when the pool is invalid, as for `poolOdds`.
 */
export function guardScore(pool: PoolCounts): number {
  const { rolled, kept } = normalise(pool, 'A pool');
  return 3 * kept + (rolled - kept); // COT-DICE-9
}

/** Checks the counts and caps kept at rolled (COT-DICE-3). */
function normalise(pool: PoolCounts, which: string): Pool {
  const { rolled, kept } = pool;
  if (!Number.isInteger(rolled) || rolled < 1 || rolled > maxRolled) {
    throw new RangeError(
      `${which} must roll a whole number of dice from 1 to ${maxRolled} (got rolled = ${rolled})`,
    );
  }
  if (!Number.isInteger(kept) || kept < 1) {
    throw new RangeError(`${which} must keep a whole number of dice, at least 1 (got kept = ${kept})`);
  }
  return { rolled, kept: Math.min(kept, rolled) };
}

/** The frozen kept-total distribution of a normalised pool, through the LRU memo. */
function totalDistribution(rolled: number, kept: number): readonly number[] {
  const key = rolled * (maxRolled + 1) + kept;
  const remembered = cache.get(key);
  if (remembered) {
    cache.delete(key); // re-insert: now the most recently used
    cache.set(key, remembered);
    return remembered;
  }
  const distribution = Object.freeze(keptTotalDistribution(rolled, kept));
  if (cacheCapacity > 0) {
    cache.set(key, distribution);
    if (cache.size > cacheCapacity) evictOldest();
  }
  return distribution;
}

function evictOldest(): void {
  const oldest = cache.keys().next();
  if (!oldest.done) cache.delete(oldest.value);
}
