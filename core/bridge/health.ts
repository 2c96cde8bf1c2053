import type { Character, Condition } from '../cot/characters/index.ts';
import { recoveryDays as woundRecoveryDays } from '../cot/common/index.ts';
import type { RecoverySettings } from '../cot/time/index.ts';
import type { Dice } from '../dice/index.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { days } from '../shared/words.ts';
import type { BridgeSettings } from './settings.ts';

/**
 * End-of-skirmish health (BRG-D-23, D-24): how a model's HEIST end state reads on its COT sheet. Stuns are
 * momentary and leave nothing; a wound on a Healthy character gives a wound of `heist_wound_days`; a model killed
 * is Dead (or, with `killed_outcome` = `dying`, Wounded for 7 days and Unconscious when it started Healthy).
 */

/** The character as the skirmish started (the start snapshot, bridge.md §7). */
export interface HealthStart {
  readonly condition: Condition;
  /** Unconscious when the skirmish started (COT-DROP-9, BRG-D-16). */
  readonly unconscious: boolean;
}

/** One elimination of a model wearing body armor (HST-ARMOR-1). */
export interface ArmourElimination {
  /** The model was already Wounded when it was eliminated (from before the skirmish, or earlier in it). */
  readonly wounded: boolean;
  /** The check: passed (the model returned Wounded), failed (it died), or null when not made yet. */
  readonly passed: boolean | null;
}

/** How the model ended the skirmish, as the write-back reads it. */
export interface HealthFacts {
  /** HEIST Wounded at the end (a Stunned marker is ignored). */
  readonly wounded: boolean;
  /** Killed: eliminated without body armor. */
  readonly killed: boolean;
  /** Every elimination with body armor, in order. */
  readonly armour: readonly ArmourElimination[];
  /** Woken on the table (it started Unconscious). */
  readonly woken: boolean;
}

/** The health the write-back proposes for one character. */
export interface HealthOutcome {
  readonly condition: Condition;
  readonly unconscious: boolean;
  /** An NPC woken on the table wakes Aware (BRG-D-23, COT-DROP-9). */
  readonly aware: boolean;
  /** Killed on the table, whatever `killed_outcome` makes of it in COT (BRG-D-29 counts it). */
  readonly killed: boolean;
  /** The d6 rolled for each new wound under `heist_wound_days` = `1d6`, in order (BRG-D-24). */
  readonly faces: readonly number[];
  readonly line: string;
}

/** BRG-D-23: the 7 days of a `dying` result. */
const dyingDays = 7;

/**
 * BRG-D-23, D-24: a character's COT health after the skirmish. Each new wound — the first on a character who
 * started Healthy, and every armour return made while already Wounded — gets `heist_wound_days`, each bounded by
 * `min_recovery_days`/`max_recovery_days` (COT-D-12), added to any days the character started with, and the
 * total kept within `max_recovery_days` (a sheet holds no more). Under `1d6` one die per new wound is rolled
 * from `dice`; its faces are in the outcome, and rolling again from those faces gives the same outcome.
 * @returns a rejection for a character who started Dead, an armour check not yet made (BRG-D-45 makes it at
 * closing), or `1d6` days without dice.
 */
export function healthAfter(
  who: Pick<Character, 'name' | 'kind'>,
  start: HealthStart,
  facts: HealthFacts,
  settings: Pick<BridgeSettings, 'killedOutcome' | 'heistWoundDays'>,
  tableSettings: RecoverySettings,
  dice?: Dice,
): HealthOutcome | Rejection {
  if (start.condition.state === 'dead') {
    return reject('bridge/dead', `${who.name} started the skirmish Dead (COT-CHAR-6)`, { name: who.name });
  }
  if (facts.armour.some((elimination) => elimination.passed === null)) {
    return reject(
      'bridge/armour-check',
      `${who.name}'s body-armor check must be made before the write-back (BRG-D-45)`,
      { name: who.name },
    );
  }
  const startedWounded = start.condition.state === 'wounded';
  const stillOut = start.unconscious && !facts.woken;
  const aware = start.unconscious && facts.woken && who.kind !== 'crew';
  const killed = facts.killed || facts.armour.some((elimination) => elimination.passed === false);
  if (killed) {
    if (settings.killedOutcome === 'dying' && !startedWounded) {
      const recoveryDays = woundRecoveryDays(dyingDays, tableSettings);
      const line = `${who.name}: killed on the table -> Wounded, ${days(recoveryDays)}, and Unconscious (killed_outcome dying, BRG-D-23, BRG-D-24)`;
      return {
        condition: { state: 'wounded', recoveryDays },
        unconscious: true,
        aware: false,
        killed,
        faces: [],
        line,
      };
    }
    return {
      condition: { state: 'dead' },
      unconscious: false,
      aware: false,
      killed,
      faces: [],
      line: `${who.name}: Dead (BRG-D-23)`,
    };
  }
  const returns = facts.armour.filter((elimination) => elimination.passed === true);
  const woundedNow = facts.wounded || returns.length > 0;
  const newWounds =
    (woundedNow && !startedWounded ? 1 : 0) + returns.filter((elimination) => elimination.wounded).length;
  if (settings.heistWoundDays === '1d6' && newWounds > 0 && dice === undefined) {
    return reject('bridge/wound-dice', `${who.name}'s wound days need a d6 per wound (BRG-D-24)`, {
      name: who.name,
    });
  }
  const faces = Array.from({ length: settings.heistWoundDays === '1d6' ? newWounds : 0 }, () =>
    dice!.roll(6),
  );
  const perWound = Array.from({ length: newWounds }, (_, index) =>
    woundRecoveryDays(
      settings.heistWoundDays === '1d6' ? faces[index]! : settings.heistWoundDays,
      tableSettings,
    ),
  );
  const before = start.condition.state === 'wounded' ? start.condition.recoveryDays : 0;
  const sum = perWound.reduce((total, added) => total + added, before);
  const recoveryDays =
    tableSettings.maxRecoveryDays === null ? sum : Math.min(sum, tableSettings.maxRecoveryDays);
  const condition: Condition = woundedNow ? { state: 'wounded', recoveryDays } : start.condition;
  const parts = [healthWords(start.condition, condition, before, perWound, sum)];
  if (stillOut) parts.push('Unconscious (COT-DROP-9)');
  if (start.unconscious && facts.woken) parts.push(aware ? 'woken: conscious and Aware' : 'woken: conscious');
  const line = `${who.name}: ${parts.join('; ')}`;
  return { condition, unconscious: stillOut, aware, killed, faces, line };
}

function healthWords(
  was: Condition,
  now: Condition,
  before: number,
  perWound: readonly number[],
  sum: number,
): string {
  if (now.state !== 'wounded') return 'no lasting harm (BRG-D-23)';
  if (perWound.length === 0) return `still Wounded, ${days(now.recoveryDays)} (BRG-D-23)`;
  const terms = [...(was.state === 'wounded' ? [before] : []), ...perWound];
  const added = terms.length > 1 ? `${terms.join(' + ')} = ` : '';
  const capped = sum > now.recoveryDays ? ` = ${days(now.recoveryDays)}, the most a wound takes` : '';
  return `Wounded, ${added}${days(sum)}${capped} (BRG-D-23, BRG-D-24)`;
}
