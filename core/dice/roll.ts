import type { Dice } from './dice.ts';
import type { Pool } from './pool.ts';

/**
 * One sampled result of a pool: every face in the order rolled, which of them were kept (the highest,
 * COT-DICE-4) and their total. A `Roll` is what happened; the distribution of what could happen is odds.ts.
 */
export interface Roll {
  readonly pool: Pool;
  /** Faces in the order rolled. */
  readonly faces: readonly number[];
  /** Indices into `faces` of the kept dice, highest face first (earlier die first among equals). */
  readonly keptIndices: readonly number[];
  /** Kept faces, highest first. */
  readonly kept: readonly number[];
  readonly total: number;
  /** Every die shows 1 (COT-DICE-7). */
  readonly catastrophe: boolean;
}

/** Rolls a pool with the given dice source and keeps the highest dice (COT-DICE-4). */
export function rollPool(pool: Pool, dice: Dice): Roll {
  const faces = Array.from({ length: pool.rolled }, () => dice.roll(6));
  return keepHighest(pool, faces);
}

/**
 * Keeps the `pool.kept` highest of `faces` (COT-DICE-4) and flags a catastrophe (COT-DICE-7).
 * @throws RangeError when the faces do not fit the pool or are not d6 faces.
 */
export function keepHighest(pool: Pool, faces: readonly number[]): Roll {
  if (faces.length !== pool.rolled) {
    throw new RangeError(
      `A ${pool.rolled}k${pool.kept} pool needs ${pool.rolled} faces (got ${faces.length})`,
    );
  }
  for (const face of faces) {
    if (!Number.isInteger(face) || face < 1 || face > 6) throw new RangeError(`Not a d6 face: ${face}`);
  }
  const order = faces
    .map((face, index) => ({ face, index }))
    .sort((a, b) => b.face - a.face || a.index - b.index);
  const keptDice = order.slice(0, pool.kept);
  const kept = keptDice.map((die) => die.face);
  return {
    pool,
    faces: [...faces],
    keptIndices: keptDice.map((die) => die.index),
    kept,
    total: kept.reduce((sum, face) => sum + face, 0),
    catastrophe: faces.every((face) => face === 1), // COT-DICE-7
  };
}

/** Success and margin of a roll against a difficulty. */
export interface Outcome {
  readonly difficulty: number;
  readonly success: boolean;
  /** total − difficulty (COT-DICE-6); may be negative. */
  readonly margin: number;
}

/**
 * An unopposed roll against a GM difficulty or a fixed score (COT-DICE-6): success on `total >= D`
 * (on `total > D` when `successOnEqual` is false, COT-D-3); a catastrophe always fails (COT-DICE-7).
 */
export function judgeUnopposed(roll: Roll, difficulty: number, successOnEqual = true): Outcome {
  const margin = roll.total - difficulty;
  const beats = successOnEqual ? margin >= 0 : margin > 0;
  return { difficulty, success: beats && !roll.catastrophe, margin };
}

/**
 * The actor's roll against the opponent's total, which the opponent rolled first (COT-DICE-8):
 * a higher total succeeds; a tie goes to `tieWinner` (COT-D-5); the actor's catastrophe always fails.
 */
export function judgeOpposed(
  actor: Roll,
  opponentTotal: number,
  tieWinner: 'actor' | 'defender' = 'actor',
): Outcome {
  const margin = actor.total - opponentTotal;
  const beats = margin > 0 || (margin === 0 && tieWinner === 'actor');
  return { difficulty: opponentTotal, success: beats && !actor.catastrophe, margin };
}

/**
 * The roll the faces of a pool give, or null when they cannot be one (a face that is not a d6 face, the wrong
 * number of faces): for schemas checking a stored roll, which must refuse nonsense rather than throw on it.
 */
export function keepHighestOrNull(pool: Pool, faces: readonly unknown[]): Roll | null {
  if (faces.length !== pool.rolled) return null;
  if (!faces.every((face) => Number.isInteger(face) && (face as number) >= 1 && (face as number) <= 6))
    return null;
  return keepHighest(pool, faces as readonly number[]);
}
