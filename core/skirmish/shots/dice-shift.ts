/**
 * Dice shifts (HST-SHOOT-4): each +1 moves the die one step up the ladder d6 → d8 → d10 → d12, each −1 one
 * step down. Below d6 the shot is ineffective; above d12 the die stays d12 and every result gets +1 per
 * shift beyond it (a bonus that never touches the natural faces the ammo and jam checks read).
 */

export type ShotDie = 6 | 8 | 10 | 12;

export const dieLadder: readonly ShotDie[] = [6, 8, 10, 12];

/** The dice of a shot after all shifts: the die type and the bonus added to every result. */
export interface ShiftedDie {
  readonly die: ShotDie;
  readonly bonus: number;
}

/**
 * Shifts `base` by `shifts` steps; null when the shot falls below d6 (ineffective, HST-SHOOT-4).
 * @throws RangeError when `base` is not a die of the ladder or `shifts` is not a whole number.
 */
export function shiftDie(base: ShotDie, shifts: number): ShiftedDie | null {
  const start = dieLadder.indexOf(base);
  if (start < 0) throw new RangeError(`base must be a d6, d8, d10 or d12 (got d${base})`);
  if (!Number.isInteger(shifts)) throw new RangeError(`shifts must be a whole number (got ${shifts})`);
  const index = start + shifts;
  if (index < 0) return null;
  const top = dieLadder.length - 1;
  return index <= top ? { die: dieLadder[index]!, bonus: 0 } : { die: 12, bonus: index - top };
}

/** `3d10`, `3d12+1`, `4d8`. */
export function formatDice(count: number, dice: ShiftedDie): string {
  return `${count}d${dice.die}${dice.bonus > 0 ? `+${dice.bonus}` : ''}`;
}
