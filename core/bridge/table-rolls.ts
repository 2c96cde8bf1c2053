import { judgeUnopposed } from '../dice/roll.ts';
import type { Roll } from '../dice/roll.ts';
import type { Pool } from '../dice/pool.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { skillPool } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { judgeCheck } from '../skirmish/index.ts';
import type { Exit, Way } from './proposal.ts';
import { securityLabel, wayState, wayWords } from './table.ts';

/**
 * COT rolls made on the table and the ways they open (BRG-D-2, D-19, D-20, D-36, D-37): who may use an exit, a
 * bypass attempt at a door, opening it, crossing a hazard, and what a catastrophe does there. Pure rules for the
 * skirmish's bridged fights; the skirmish engine does not play them yet.
 */

/**
 * BRG-D-2, D-21: why a model may not leave (or come in) by an exit now, or null: a crew-only way for an NPC,
 * an NPC-only way for the crew, Securities still to bypass, a door still closed.
 */
export function exitProblem(
  exit: Exit,
  model: { readonly name: string; readonly crew: boolean },
): string | null {
  if (exit.users === 'crew' && !model.crew) {
    return `Only the crew knows the way through "${exit.name}": ${model.name} cannot use it (BRG-D-2)`;
  }
  if (exit.users === 'npcs' && model.crew) {
    return `The crew does not know the way through "${exit.name}" (BRG-D-2)`;
  }
  if (exit.state !== 'open')
    return `"${exit.name}" is ${wayWords(exit.state, exit.securities, exit.door)} (BRG-D-36)`;
  return null;
}

/** BRG-D-36: the Uses it takes to make a way usable: one per Security left, one more to open a door. */
export function usesToOpen(way: Way): number {
  const left = way.securities.filter((security) => !security.bypassed).length;
  return left + (way.door && way.state !== 'open' ? 1 : 0);
}

/** The way once one of its Securities is bypassed (BRG-D-36): a door with nothing left is closed, not open. */
function withBypassed<W extends Way>(way: W, securityId: string): W {
  const securities = way.securities.map((security) =>
    security.id === securityId ? { ...security, bypassed: true } : security,
  );
  const done = securities.every((security) => security.bypassed);
  const state = done ? (way.door ? 'closed' : 'open') : wayState(securities);
  return { ...way, securities, state, words: wayWords(state, securities, way.door) };
}

/** A bypass attempt on the table and what it did. */
export interface BypassAttempt<W extends Way> {
  readonly way: W;
  readonly success: boolean;
  /** Every die a 1 (COT-DICE-7): a failure that is loud on the table (BRG-D-37). */
  readonly catastrophe: boolean;
  readonly words: string;
}

/**
 * BRG-D-20, D-36: one Use, one attempt at one Security: the COT roll against its Score (COT-SPOT-6); a
 * catastrophe always fails (BRG-D-37). A failed Security may be tried again by a later Use.
 * @returns a rejection for a Security the way does not have or has bypassed already.
 */
export function bypassOnTable<W extends Way>(
  way: W,
  securityId: string,
  roll: Roll,
  table: Pick<CotSettings, 'successOnEqual'>,
): BypassAttempt<W> | Rejection {
  const security = way.securities.find((entry) => entry.id === securityId);
  if (!security)
    return reject('bridge/no-security', `The barrier has no Security "${securityId}"`, { securityId });
  if (security.bypassed) {
    return reject('bridge/bypassed', `${securityLabel(security)} is bypassed already (COT-D-54)`, {
      securityId,
    });
  }
  const { success } = judgeUnopposed(roll, security.score, table.successOnEqual);
  const after = success ? withBypassed(way, securityId) : way;
  const result = success
    ? 'bypassed'
    : roll.catastrophe
      ? 'a catastrophe: not bypassed, and loud'
      : 'not bypassed';
  return {
    way: after,
    success,
    catastrophe: roll.catastrophe,
    words: `${securityLabel(security)}: ${roll.total}, ${result}; now ${after.words} (BRG-D-36)`,
  };
}

/**
 * BRG-D-36, HST-ACT-4: the Use that opens a closed door once nothing is left to bypass.
 * @returns a rejection for a way that is not a closed door.
 */
export function openDoor<W extends Way>(way: W): W | Rejection {
  if (way.state !== 'closed') {
    return reject(
      'bridge/not-closed',
      `The way is ${way.words}: there is no closed door to open (BRG-D-36)`,
      {
        barrier: way.barrier,
      },
    );
  }
  return { ...way, state: 'open', words: 'open' };
}

/** BRG-D-19: a model's hazard pool: the better of Athletics and Cat Burglary (more kept dice, then more rolled). */
export function hazardPool(character: Character): {
  readonly skill: 'athletics' | 'catBurglary';
  readonly pool: Pool;
} {
  const athletics = skillPool(character, 'athletics');
  const climbing = skillPool(character, 'catBurglary');
  const better = climbing.kept - athletics.kept || climbing.rolled - athletics.rolled;
  return better > 0 ? { skill: 'catBurglary', pool: climbing } : { skill: 'athletics', pool: athletics };
}

/** BRG-D-19: a COT roll crossing a hazard: the move ends at the hazard unless it reaches the difficulty. */
export function hazardCrossed(
  roll: Roll,
  table: Pick<CotSettings, 'hazardDifficulty' | 'successOnEqual'>,
): boolean {
  return judgeUnopposed(roll, table.hazardDifficulty, table.successOnEqual).success;
}

/**
 * BRG-D-19, D-20: a model without a COT sheet at a hazard or a Security: a skill check at `modifier` (0 at a
 * hazard, BRG-D-20's for a Security), the d10 against skill + modifier (HST-SKILL-1).
 */
export function heistOnlyCheck(skill: number, modifier: number, face: number): ReturnType<typeof judgeCheck> {
  return judgeCheck(face, skill + modifier);
}

/** What a catastrophe on a COT roll made on the table does (BRG-D-37). */
export interface TableCatastrophe {
  /** Every enemy with line of sight to the roller may react to that action as to a shot; the surprise window ends. */
  readonly loud: boolean;
  /** Written back: the roller Discovered (COT-D-4's Heist row). */
  readonly discovers: boolean;
  /** Written back: every guard in the zone, both zones of a barrier, Aware. */
  readonly alerts: boolean;
  /** A plain failure and a GM complication (COT-D-4 "Anything else"). */
  readonly complication: boolean;
  readonly words: string;
}

/**
 * BRG-D-37: a catastrophe on a bypass or a hazard crossing follows COT-D-4's Heist row (none of it when the row
 * is `narrative_only`); on a Break free it is a plain failure and a GM complication.
 */
export function tableCatastrophe(
  kind: 'bypass' | 'hazard' | 'break-free',
  table: Pick<CotSettings, 'catastropheEffects'>,
): TableCatastrophe {
  if (kind === 'break-free') {
    return {
      loud: false,
      discovers: false,
      alerts: false,
      complication: true,
      words: 'A catastrophe: the roll fails, and the GM adds a complication (BRG-D-37)',
    };
  }
  if (table.catastropheEffects.heist === 'narrative_only') {
    return {
      loud: false,
      discovers: false,
      alerts: false,
      complication: false,
      words: 'A catastrophe: an ordinary failure (catastrophe_effects narrative only, BRG-D-37)',
    };
  }
  const where = kind === 'bypass' ? 'both zones of the barrier' : 'the zone';
  return {
    loud: true,
    discovers: true,
    alerts: true,
    complication: false,
    words: `A catastrophe: it fails loudly: enemies who see the roller may react as to a shot, the surprise window ends; the roller is Discovered and every guard in ${where} Aware (BRG-D-37)`,
  };
}
