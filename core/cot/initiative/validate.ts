import { maxRolled } from '../../dice/pool.ts';
import type { Pool } from '../../dice/pool.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { initiativeLimits } from './limits.ts';
import { findSide } from './queries.ts';
import type { Entrant, InitiativeSide } from './types.ts';

/** Checks shared by the commands that bring characters into a scene. Each returns a rejection or null. */

/** A normalised pool: 1 ≤ kept ≤ rolled ≤ 99, whole numbers. */
export function isPool(pool: Pool): boolean {
  const whole = Number.isInteger(pool.rolled) && Number.isInteger(pool.kept);
  return whole && pool.rolled >= 1 && pool.rolled <= maxRolled && pool.kept >= 1 && pool.kept <= pool.rolled;
}

/** An entrant whose pool can be rolled and whose side the scene lists. */
export function entrantProblem(entrant: Entrant, sides: readonly InitiativeSide[]): Rejection | null {
  if (!isPool(entrant.pool)) {
    return reject(
      'initiative/bad-pool',
      `${entrant.name}'s initiative pool ${entrant.pool.rolled}k${entrant.pool.kept} cannot be rolled ` +
        `(it needs 1 to ${maxRolled} dice, keeping at least 1 and at most all of them)`,
      { characterId: entrant.characterId },
    );
  }
  if (!findSide({ sides }, entrant.side)) {
    return reject('initiative/unknown-side', `${entrant.name}'s side ${entrant.side} is not in this scene`, {
      characterId: entrant.characterId,
      side: entrant.side,
    });
  }
  return null;
}

/** A round number a scene can reach: a whole number from 1 to `roundMax`. */
export function isRound(round: number): boolean {
  return Number.isInteger(round) && round >= 1 && round <= initiativeLimits.roundMax;
}

/** Side ids unique, at most one crew side, at most `sidesMax` sides. */
export function sidesProblem(sides: readonly InitiativeSide[]): Rejection | null {
  if (sides.length > initiativeLimits.sidesMax) {
    return reject(
      'initiative/too-many-sides',
      `A scene has at most ${initiativeLimits.sidesMax} sides (got ${sides.length})`,
    );
  }
  const ids = sides.map((side) => side.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) {
    return reject('initiative/duplicate-side', `The side ${repeated} is listed twice`, { side: repeated });
  }
  if (sides.filter((side) => side.crew).length > 1) {
    return reject('initiative/two-crews', 'A scene has at most one crew side; list the others as NPC sides');
  }
  return null;
}
