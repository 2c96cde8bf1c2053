import type { Dice } from '../../dice/dice.ts';
import { checkOdds, rollCheck } from '../actions/skill.ts';
import type { CheckRoll } from '../actions/skill.ts';

/**
 * Throwing grenades and other objects (HST-GREN-1..4, HST-GREN-10): 6" per Shoot action, at most three;
 * lobbing adds 6" and always deviates; a skill check per choke point (nearest first), then a spot-on check if
 * the spot is in the aim zone; a failure deviates 1d6" in a d12 clock direction from where it failed.
 */

/** HST-GREN-1, HST-GREN-4: Shoot actions a throw takes, or null beyond 18". */
export function throwActions(distance: number, lob: boolean): number | null {
  const reach = distance + (lob ? 6 : 0);
  const actions = Math.max(1, Math.ceil(reach / 6 - 1e-9));
  return actions <= 3 ? actions : null;
}

/** What the thrower's player says about the throw. */
export interface ThrowFacts {
  /** Openings 1 BW wide or less and low cover the throw passes (not those in base contact, HST-GREN-3). */
  readonly chokePoints: number;
  /** Lobbed over high obstacles: always deviates (HST-GREN-4). */
  readonly lob: boolean;
  /** High obstacles a lob clears, counted even in base contact (HST-GREN-4). */
  readonly obstacles: number;
  /** The spot is in the thrower's aim zone (HST-GREN-2). */
  readonly inAimZone: boolean;
}

/** Where the grenade ends up relative to the target spot. */
export interface Deviation {
  /** Where it deviates from: the target spot, or the choke point (0-based, nearest first) that was failed. */
  readonly from: 'spot' | number;
  /** The d6: inches. */
  readonly inches: number;
  /** The d12: hour on the clock face, 12 along the throw (HST-D-38). */
  readonly clock: number;
}

export interface ThrowResult {
  /** Choke-point and lob-obstacle checks in order, up to the first failure. */
  readonly passages: readonly CheckRoll[];
  /** The spot-on check, when one was made. */
  readonly spotOn: CheckRoll | null;
  /** null when the grenade lands exactly on the spot. */
  readonly deviation: Deviation | null;
}

/** Rolls a throw (HST-GREN-2..4). `effective` is the thrower's skill with modifiers. */
export function rollThrow(dice: Dice, facts: ThrowFacts, effective: number): ThrowResult {
  const passages: CheckRoll[] = [];
  const barriers = facts.chokePoints + (facts.lob ? facts.obstacles : 0);
  for (let i = 0; i < barriers; i++) {
    const check = rollCheck(dice, effective);
    passages.push(check);
    if (!check.passed) {
      return { passages, spotOn: null, deviation: { from: i, inches: dice.roll(6), clock: dice.roll(12) } };
    }
  }
  if (facts.inAimZone && !facts.lob) {
    const spotOn = rollCheck(dice, effective);
    if (spotOn.passed) return { passages, spotOn, deviation: null };
    return { passages, spotOn, deviation: { from: 'spot', inches: dice.roll(6), clock: dice.roll(12) } };
  }
  return { passages, spotOn: null, deviation: { from: 'spot', inches: dice.roll(6), clock: dice.roll(12) } };
}

/** P(the grenade lands exactly on the spot). */
export function spotOnOdds(facts: ThrowFacts, effective: number): number {
  if (!facts.inAimZone || facts.lob) return 0;
  const p = checkOdds(effective);
  return p ** (facts.chokePoints + 1);
}
