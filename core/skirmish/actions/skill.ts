import type { Dice } from '../../dice/dice.ts';
import type { Action } from './orders.ts';

/**
 * Skill checks (HST-SKILL-1, HST-D-5): roll 1d10, success on a roll ≤ the effective skill (the rating plus
 * modifiers). Effective skill 10 or more always succeeds, 0 or less always fails; 1 and 10 mean nothing else.
 */

/** One skill check as rolled: the die, the skill it was against and the result. */
export interface CheckRoll {
  readonly roll: number;
  /** Rating plus modifiers, before clamping. */
  readonly effective: number;
  readonly passed: boolean;
  /** A Heist card decided the check without a roll (HST-PRESS-5): the roll is then 0. */
  readonly card?: 'pass' | 'fail';
}

/** P(success) of a check against `effective` skill. */
export function checkOdds(effective: number): number {
  return Math.min(10, Math.max(0, effective)) / 10;
}

/** Judges a rolled d10 against `effective` skill (HST-SKILL-1). */
export function judgeCheck(roll: number, effective: number): CheckRoll {
  return { roll, effective, passed: roll <= effective };
}

/** Rolls a skill check. */
export function rollCheck(dice: Dice, effective: number): CheckRoll {
  return judgeCheck(dice.roll(10), effective);
}

/** Does this action roll a skill check as its main roll (HST-SKILL-2)? */
export function actionRollsCheck(action: Action): boolean {
  return (
    action.kind === 'recover' ||
    (action.kind === 'ready' && action.task === 'clear-jam') ||
    (action.kind === 'use' && action.use.what === 'interact' && action.use.check) ||
    (action.kind === 'start-engine' && action.check === true)
  );
}

/** Does this action take carried skill-check bonuses (BRG-D-17): its own check, or a throw's landing check? */
export function actionTakesCheckBonus(action: Action): boolean {
  return actionRollsCheck(action) || action.kind === 'throw';
}
