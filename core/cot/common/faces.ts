import type { PoolCheck } from '../gear/index.ts';

/** What a check's roll came to, for judging it: its total, a catastrophe, or no roll at all (COT-D-1). */
export interface Face {
  readonly total: number;
  readonly catastrophe: boolean;
  readonly rolled: boolean;
}

export function faceOf(check: PoolCheck): Face {
  return check.roll === null
    ? { total: 0, catastrophe: false, rolled: false }
    : { total: check.roll.total, catastrophe: check.roll.catastrophe, rolled: true };
}

/** An unopposed roll against a number (COT-DICE-6, COT-D-3); a catastrophe or an unrolled pool fails (COT-DICE-7). */
export function meets(face: Face, difficulty: number, successOnEqual: boolean): boolean {
  if (!face.rolled || face.catastrophe) return false;
  return successOnEqual ? face.total >= difficulty : face.total > difficulty;
}
