import * as v from 'valibot';
import { keepHighestOrNull } from '../../dice/roll.ts';
import { maxRolled } from '../../dice/pool.ts';
import { characterLimits } from '../limits/index.ts';
import type { Same } from '../../shared/schema-kit.ts';
import type { PoolCheck } from '../gear/index.ts';
import {
  characterIdSchema,
  filledText,
  flag,
  idSchema,
  integer,
  list,
  object,
  oneOf,
  text,
} from '../../shared/schema-kit.ts';

/**
 * Schema pieces every City of Thieves engine's schemas share, field by field with bounds: pools and their
 * modifiers, rolls that must add up (the kept dice, total and catastrophe are what the faces give, COT-DICE-4,
 * COT-DICE-7, so an imported log cannot hand-edit a result), checks, weapons, conditions, sides, names, the
 * numbers a pool can reach and the dice rules a fight or a chase snapshots when it starts.
 */

const label = text(500);
const name = filledText(characterLimits.labelMax);

export const poolSchema = v.pipe(
  object({ rolled: integer(1, maxRolled), kept: integer(1, maxRolled) }),
  v.check((pool) => pool.kept <= pool.rolled, 'expected no more kept dice than rolled dice'),
);

export const bonusSchema = object({
  rolled: integer(-maxRolled, maxRolled),
  kept: integer(-maxRolled, maxRolled),
});
export const modifierSchema = object({ ...bonusSchema.entries, source: label });
export const modifiersSchema = list(modifierSchema, 40);

const rollSchema = v.pipe(
  object({
    pool: poolSchema,
    faces: list(integer(1, 6), maxRolled),
    keptIndices: list(integer(0, maxRolled - 1), maxRolled),
    kept: list(integer(1, 6), maxRolled),
    total: integer(0, 6 * maxRolled),
    catastrophe: flag,
  }),
  v.check((roll) => {
    if (roll.faces.length !== roll.pool.rolled) return false;
    const again = keepHighestOrNull(roll.pool, roll.faces);
    if (again === null) return false;
    const same = (a: readonly number[], b: readonly number[]) =>
      a.length === b.length && a.every((x, i) => x === b[i]);
    return (
      same(again.keptIndices, roll.keptIndices) &&
      same(again.kept, roll.kept) &&
      again.total === roll.total &&
      again.catastrophe === roll.catastrophe
    );
  }, 'expected the kept dice, total and catastrophe that its faces give'),
);

export const poolCheckSchema = v.pipe(
  object({
    roller: characterIdSchema,
    basePool: poolSchema,
    modifiers: modifiersSchema,
    pool: poolSchema,
    roll: v.nullable(rollSchema),
  }),
  v.check(
    (check) =>
      check.roll === null ||
      (check.roll.pool.rolled === check.pool.rolled && check.roll.pool.kept === check.pool.kept),
    'expected the roll of the pool it names',
  ),
);

export const attackSkill = oneOf(['handToHand', 'shooting', 'explosives']);
export const weaponSchema = object({
  name,
  skill: attackSkill,
  tags: list(oneOf(['blunt', 'melee', 'firearm', 'explosive']), 4),
  bonus: bonusSchema,
});

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

// The check's schema describes exactly the type it checks: this fails to compile when either side drifts.
const schemasMatchTypes: [Same<v.InferOutput<typeof poolCheckSchema>, PoolCheck>] = [true];
void schemasMatchTypes;
