/**
 * A roll of dice against a target number, as HEIST rolls them (a shot's d6–d12 dice, a blast, a Strike, a skill
 * check's d10): each die as rolled and what it did, not a roll-and-keep total. The skirmish engine builds it from
 * its events (core/skirmish `heistDiceOf…`); the roll log stores it with the roll, so the log shows the dice
 * without the event.
 */

/** What one die did. */
export type HeistDieRole =
  /** Reached the target number: a hit on the target (a check: the check passed). */
  | 'hit'
  /** Counted against the target without reaching its number. */
  | 'miss'
  /** Taken by an obstruction on the line of fire before the target (HST-LOF-3). */
  | 'obstruction'
  /** Given up to add +1 to another die (Hail Mary, HST-SHOOT-7). */
  | 'given'
  /** Counted for ammo only: the counters went over capacity and the shot hit nothing (HST-SHOOT-5). */
  | 'void'
  /** A die with nothing to reach (a dice-off, a deviation, crash damage). */
  | 'rolled';

export interface HeistDie {
  /** The natural face rolled (after any Heist card re-roll). */
  readonly face: number;
  /** Its value against the target number: the face plus the shifts beyond d12 and any Hail Mary +1s. */
  readonly value: number;
  readonly role: HeistDieRole;
  /** A natural 1 on a weapon's shot: one ammo counter (HST-SHOOT-5). */
  readonly ammo: boolean;
  /** The +1s other dice gave it (Hail Mary). */
  readonly fed: number;
  /** For a die given up: the index of the die it fed. */
  readonly feeds: number | null;
}

/** One outcome of the odds shown before the roll, with its exact probability (0..1). */
export interface RecordedOutcome {
  readonly key: string;
  readonly label: string;
  readonly probability: number;
  readonly tone: 'good' | 'bad' | 'neutral';
}

/** The odds as the order dialog showed them before the roll, stored with it so the log never recomputes them. */
export interface RecordedOdds {
  readonly headline: { readonly label: string; readonly probability: number };
  readonly outcomes: readonly RecordedOutcome[];
  readonly detail: string;
}

/** The ammunition a shot used (HST-SHOOT-5; HST-SHOOT-4 for an ineffective shot). */
export interface HeistAmmo {
  /** Natural 1s rolled, one counter each. */
  readonly ones: number;
  /** Intense fire's automatic counter. */
  readonly intense: boolean;
  /** Shifted below d6: nothing rolled, one counter. */
  readonly ineffective: boolean;
  readonly before: number;
  readonly after: number;
  /** Counters over capacity: the shot hits nothing. */
  readonly autoMiss: boolean;
  /** Counters at or over capacity: the weapon is out of ammo after this shot. */
  readonly outOfAmmo: boolean;
}

export type HeistRollKind = 'shot' | 'strike' | 'blast' | 'check' | 'plain';

export interface HeistDice {
  readonly kind: HeistRollKind;
  /** The die type rolled: 6, 8, 10 or 12 (a check's d10). */
  readonly sides: number;
  /** Added to every die: +1 per shift beyond d12 (HST-SHOOT-4). */
  readonly bonus: number;
  /**
   * What a die must reach: a hit on this value or more; a check's effective skill, passed on this value or less
   * (HST-SKILL-1); null when nothing is to be reached.
   */
  readonly tn: number | null;
  readonly dice: readonly HeistDie[];
  /** Hits on the target, after point-blank doubling and before Defend; null for a check or a plain roll. */
  readonly hits: number | null;
  /** Point blank: the hits counted double (HST-SHOOT-3). */
  readonly doubled: boolean;
  /** Hits applied to the target, after Defend (HST-DMG-2); null for a check or a plain roll. */
  readonly finalHits: number | null;
  /** Null for a roll that spends no ammunition (a Strike, a blast, a check). */
  readonly ammo: HeistAmmo | null;
  /** Hail Mary: each die given up and the die it fed, by index (HST-SHOOT-7). */
  readonly donors: readonly { readonly donor: number; readonly recipient: number }[];
  /** An unreliable weapon's run of three: it jams after the shot (HST-WPN-6). */
  readonly jam: boolean;
  /** The odds before the roll, as they were shown; null when the roll was not stored with them. */
  readonly odds: RecordedOdds | null;
}
