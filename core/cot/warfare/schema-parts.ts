import * as v from 'valibot';
import { maxRolled } from '../../dice/pool.ts';
import { characterLimits } from '../characters/limits.ts';
import {
  characterIdSchema,
  filledText,
  idSchema,
  integer,
  list,
  object,
  oneOf,
  text,
} from '../../shared/schema-kit.ts';

/**
 * Schema pieces Gang Warfare and the chase share (field by field, bounded): conditions, sides, names, the
 * rules of the dice both read, and the numbers a pool can reach.
 */

/** The highest total a pool can keep: every kept die a 6. Covers, Bodies and damage never need more. */
export const totalMax = 6 * maxRolled;

/** A character's name or a vehicle's, as a sheet or the vehicle table holds it. */
export const nameSchema = filledText(characterLimits.nameMax);

/** A side of a scene, as its initiative labels its slots (COT-INIT-3). */
export const sideSchema = idSchema;

/** Recovery days of a wound (COT-CHAR-7). */
export const recoveryDaysSchema = integer(0, characterLimits.recoveryDaysMax);

/** COT-CHAR-6: Healthy, Wounded with days to recover, or Dead. */
export const conditionSchema = v.variant(
  'state',
  [
    object({ state: v.literal('unhurt') }),
    object({ state: v.literal('wounded'), recoveryDays: recoveryDaysSchema }),
    object({ state: v.literal('dead') }),
  ],
  'expected a condition: unhurt, wounded or dead',
);

export const characterKindSchema = oneOf(['crew', 'npc', 'guard']);

/** A list of characters, as long as a scene can hold. */
export const peopleSchema = list(characterIdSchema, 500);

/** Free words the GM typed: a reason, a zone's label. */
export const wordsSchema = text(characterLimits.labelMax);

/** A COT-D-4 row: its default consequence, or `narrative_only`. */
export const catastropheRow = oneOf(['default', 'narrative_only']);

/** The dice rules a fight or a chase snapshots when it starts (COT-D-1, 3, 5, 6, 11, 12) and shared DECISIONs. */
export const diceRulesEntries = {
  poolFloor: oneOf(['1k1', 'auto_fail']),
  successOnEqual: v.boolean('expected true or false'),
  opposedTieWinner: oneOf(['actor', 'defender']),
  catastropheSetsDifficulty: v.boolean('expected true or false'),
  woundPenalty: oneOf(['none', '-1k0']),
  minRecoveryDays: integer(1, characterLimits.recoveryDaysMax),
  maxRecoveryDays: v.nullable(integer(1, characterLimits.recoveryDaysMax)),
  crashDifficulty: integer(0, 99),
  damageFormula: oneOf(['max1_excess', 'one_plus_excess']),
  coverAfterWound: oneOf(['reroll', 'zero_until_reposition']),
  fleeChaseDistance: integer(0, 99),
};
