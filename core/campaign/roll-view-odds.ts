import type { CotSettings } from '../cot/settings/index.ts';
import { opposedOdds, poolOdds } from '../dice/odds.ts';
import { totalsSummary } from '../dice/totals.ts';
import type { TotalsSummary } from '../dice/totals.ts';
import type { ActionOdds } from '../engine/index.ts';
import type { PreparedRoll, PreparedSide } from './roll-request.ts';

/**
 * The exact odds of a prepared dice-tray roll, judged as `dice/roll` judges it (roll.ts): the same pools, the
 * same difficulty, and the same order of rules — an opponent's catastrophe that does not set the difficulty
 * wins outright (COT-D-6), a pool left without dice fails unrolled (COT-D-1), an opponent without dice totals
 * 0 — so the number the tray shows is the chance of the roll it sends.
 */

/** The odds of a dice-tray roll: the contract's headline and outcomes, and what the histograms draw. */
export interface RollOdds extends ActionOdds {
  /** P(the roll succeeds). */
  readonly success: number;
  /** P(the roller's dice all show 1, COT-DICE-7): a failure of its own. */
  readonly catastrophe: number;
  /** Opposed: P(the totals are equal and the tie rule decides, COT-D-5); 0 for a difficulty. */
  readonly tie: number;
  /** P(the roller's kept total is t), t = 0..6·kept; null when the pool fails unrolled. */
  readonly distribution: readonly number[] | null;
  /** Against a difficulty: the lowest total that succeeds (COT-D-3); null when opposed. */
  readonly passFrom: number | null;
  /** Opposed: P(the opponent's total is t); null against a difficulty. */
  readonly opponentDistribution: readonly number[] | null;
  /** The roller's likeliest total and mean, for the histogram's words; null when the pool fails unrolled. */
  readonly totals: TotalsSummary | null;
  /** The opponent's likeliest total and mean; null against a difficulty. */
  readonly opponentTotals: TotalsSummary | null;
}

type DiceRules = Pick<CotSettings, 'successOnEqual' | 'opposedTieWinner' | 'catastropheSetsDifficulty'>;

interface Chances {
  readonly success: number;
  readonly catastrophe: number;
  readonly tie: number;
}

/**
 * The odds of `prepared` against `difficulty` (ignored when the roll is opposed).
 * @throws RangeError for a prepared pool the odds cannot take (prepareRoll never builds one).
 */
export function preparedOdds(
  prepared: PreparedRoll,
  difficulty: number,
  settings: DiceRules,
  detail: string,
): RollOdds {
  const { actor, opponent } = prepared;
  const distribution = actor.built.autoFail ? null : poolOdds(actor.built.pool, 0).distribution;
  const chances = opponent
    ? opposedChances(actor, opponent, settings)
    : fixedChances(actor, difficulty, settings);
  const failure = Math.max(0, 1 - chances.success - chances.catastrophe);
  const opponentDistribution = opponent ? opponentTotals(opponent) : null;
  return {
    headline: { label: 'Success', probability: chances.success },
    outcomes: [
      { key: 'success', label: 'Success', probability: chances.success, tone: 'good' },
      { key: 'failure', label: 'Failure', probability: failure, tone: 'bad' },
      {
        key: 'catastrophe',
        label: 'Catastrophe (every die a 1)',
        probability: chances.catastrophe,
        tone: 'bad',
      },
    ],
    detail,
    ...chances,
    distribution,
    passFrom: opponent ? null : settings.successOnEqual ? difficulty : difficulty + 1, // COT-D-3
    opponentDistribution,
    totals: distribution ? totalsSummary(distribution) : null,
    opponentTotals: opponentDistribution ? totalsSummary(opponentDistribution) : null,
  };
}

// COT-DICE-6, COT-DICE-7, COT-D-1, COT-D-3
function fixedChances(actor: PreparedSide, difficulty: number, settings: DiceRules): Chances {
  if (actor.built.autoFail) return { success: 0, catastrophe: 0, tie: 0 };
  const odds = poolOdds(actor.built.pool, difficulty, { successOnEqual: settings.successOnEqual });
  return { success: odds.success, catastrophe: odds.catastrophe, tie: 0 };
}

// COT-DICE-8, COT-D-1, COT-D-5, COT-D-6
function opposedChances(actor: PreparedSide, opponent: PreparedSide, settings: DiceRules): Chances {
  const { autoFail, pool } = actor.built;
  if (opponent.built.autoFail) {
    // The opponent totals 0: any roll beats it, but a catastrophe still fails (COT-DICE-7).
    if (autoFail) return { success: 0, catastrophe: 0, tie: 0 };
    const catastrophe = 6 ** -pool.rolled;
    return { success: 1 - catastrophe, catastrophe, tie: 0 };
  }
  if (autoFail) {
    const wins = settings.catastropheSetsDifficulty ? 0 : 6 ** -opponent.built.pool.rolled; // COT-D-6
    return { success: wins, catastrophe: 0, tie: 0 };
  }
  const odds = opposedOdds(pool, opponent.built.pool, {
    tieWinner: settings.opposedTieWinner,
    catastropheSetsDifficulty: settings.catastropheSetsDifficulty,
  });
  return { success: odds.success, catastrophe: odds.catastrophe, tie: odds.tie };
}

function opponentTotals(opponent: PreparedSide): readonly number[] {
  return opponent.built.autoFail ? [1] : poolOdds(opponent.built.pool, 0).distribution;
}
