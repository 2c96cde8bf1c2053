import { shiftDie } from './dice-shift.ts';
import type { ShiftedDie } from './dice-shift.ts';
import { longRangeOf, weaponTable } from '../setup/weapons.ts';
import type { WeaponLoad } from '../setup/weapons.ts';

/** The dice of a shot (HST-SHOOT-2..4): base dice by aim, then every shift with its source. */

export interface ShotShiftInput {
  /** The target is in the shooter's aim zone (HST-SHOOT-2). */
  readonly aimed: boolean;
  /** Inches from shooter to target (HST-D-1). */
  readonly range: number;
  readonly weapon: WeaponLoad;
  readonly crossfire: boolean;
  /** Full limited-visibility increments on the line of fire (HST-VIS-1). */
  readonly visibilityShifts: number;
  /** Shifts from Heist cards (HST-PRESS-5). */
  readonly cardShifts: number;
  /** Carried one-use shifts spent on the shot (BRG-D-17); default none. */
  readonly carriedShifts?: number;
  readonly pointBlankStacksWithClose: boolean;
  readonly smgRangePenalty: boolean;
}

export interface Shift {
  readonly source: string;
  readonly amount: number;
}

export interface ShotDice {
  readonly base: 8 | 10;
  readonly shifts: readonly Shift[];
  readonly total: number;
  /** The die after all shifts, or null when the shot is ineffective (HST-SHOOT-4). */
  readonly dice: ShiftedDie | null;
  /** ≤ 1": hits count double (HST-SHOOT-3). */
  readonly pointBlank: boolean;
}

/** The dice a shot rolls before any shift: 3 (4 with intense fire, HST-SHOOT-3), d10 aimed and d8 snap (HST-SHOOT-2). */
export function baseDice(aimed: boolean, intense = false): { readonly count: 3 | 4; readonly die: 8 | 10 } {
  return { count: intense ? 4 : 3, die: aimed ? 10 : 8 };
}

/** HST-SHOOT-2..4, HST-WPN-1, HST-D-24, HST-D-43. */
export function shotDice(input: ShotShiftInput): ShotDice {
  const base = baseDice(input.aimed).die; // HST-SHOOT-2
  const profile = weaponTable[input.weapon.weapon];
  const shifts: Shift[] = [];
  const pointBlank = input.range <= 1;
  if (input.range <= profile.closeRange && (!pointBlank || input.pointBlankStacksWithClose)) {
    shifts.push({ source: `close range (≤ ${profile.closeRange}")`, amount: 1 });
  }
  if (pointBlank) shifts.push({ source: 'point blank (≤ 1")', amount: 1 });
  if (input.crossfire) shifts.push({ source: 'crossfire', amount: 1 });
  const longRange = longRangeOf(input.weapon, input.smgRangePenalty);
  if (longRange !== null && input.range > longRange) {
    shifts.push({ source: `${profile.name} over ${longRange}"`, amount: -1 });
  }
  if (input.visibilityShifts > 0)
    shifts.push({ source: 'limited visibility', amount: -input.visibilityShifts });
  if (input.cardShifts !== 0) shifts.push({ source: 'Heist card', amount: input.cardShifts });
  const carried = input.carriedShifts ?? 0;
  if (carried > 0) shifts.push({ source: 'carried bonus (BRG-D-17)', amount: carried });
  const total = shifts.reduce((sum, s) => sum + s.amount, 0);
  return { base, shifts, total, dice: shiftDie(base, total), pointBlank };
}
