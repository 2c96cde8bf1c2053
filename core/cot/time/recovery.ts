import type { Condition } from '../characters/index.ts';
import type { RecoverySettings } from './settings.ts';
import { minutesPerDay } from './stages.ts';

/**
 * Wound recovery over in-game time (COT-CHAR-7, COT-D-12). Time is counted in minutes of the scheduler's clock
 * (./schedule/), where a Prep round is a whole day and rounds of other stages add up to days.
 */

/**
 * The in-game days that passed between two clock readings: how many day boundaries the clock crossed
 * (COT-CHAR-7). Each Prep round crosses exactly one; 288 Heist rounds cross one; 10 Action minutes on
 * either side of midnight cross one too, because they complete the day that earlier rounds began.
 * @throws RangeError when a reading is not a whole number ≥ 0 or `after` is before `before`.
 */
export function daysPassed(beforeMinutes: number, afterMinutes: number): number {
  for (const value of [beforeMinutes, afterMinutes]) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`A clock reading must be a whole number of minutes ≥ 0 (got ${value})`);
    }
  }
  if (afterMinutes < beforeMinutes) {
    throw new RangeError(`The clock cannot run backwards (from ${beforeMinutes} to ${afterMinutes})`);
  }
  return Math.floor(afterMinutes / minutesPerDay) - Math.floor(beforeMinutes / minutesPerDay);
}

/**
 * A condition after `days` in-game days (COT-CHAR-7): a Wounded character's `recoveryDays` drops by one a day
 * and at 0 they are Healthy again. A wound longer than `max_recovery_days` (the GM lowered it since) counts
 * from that maximum. Healthy and Dead characters do not change.
 * @throws RangeError when `days` is not a whole number ≥ 0.
 */
export function recover(condition: Condition, days: number, settings: RecoverySettings): Condition {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`Days must be a whole number ≥ 0 (got ${days})`);
  }
  if (condition.state !== 'wounded' || days === 0) return condition;
  const cap = settings.maxRecoveryDays ?? condition.recoveryDays;
  const left = Math.min(condition.recoveryDays, Math.max(1, cap)) - days; // COT-CHAR-7
  return left <= 0 ? { state: 'unhurt' } : { state: 'wounded', recoveryDays: left };
}
