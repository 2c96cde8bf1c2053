import * as v from 'valibot';
import { characterLimits } from '../limits/index.ts';
import {
  bonusSchema,
  catastropheRow,
  conditionSchema,
  diceRulesEntries,
  modifiersSchema,
  nameSchema,
  peopleSchema,
  poolCheckSchema,
  poolSchema,
  sideSchema,
  totalMax,
  weaponSchema,
  wordsSchema,
} from '../common/index.ts';
import { characterIdSchema, flag, idSchema, integer, list, object, oneOf } from '../../shared/schema-kit.ts';
import { chaseGroupId, vehicleId } from './types.ts';

/**
 * The chase's own shapes inside its events, field by field with bounds: who is in it and where, its vehicles and
 * pursuer groups, its rules, its rolls (whose faces must give their totals) and how it ended.
 */

export const groupIdSchema = v.pipe(idSchema, v.transform(chaseGroupId));
export const vehicleIdSchema = v.pipe(idSchema, v.transform(vehicleId));
export const distanceSchema = integer(0, 100_000);
export const difficultySchema = integer(0, 99);

const checkEntries = poolCheckSchema.pipe[0].entries;

/** A chase roll (its base pool only in chases recorded since 0.4); the dice must give its kept dice and total. */
export const chaseRollSchema = v.pipe(
  object({
    roller: checkEntries.roller,
    basePool: v.exactOptional(poolSchema),
    modifiers: modifiersSchema,
    pool: poolSchema,
    roll: checkEntries.roll,
  }),
  v.check(
    (roll) =>
      roll.roll === null ||
      (roll.roll.pool.rolled === roll.pool.rolled && roll.roll.pool.kept === roll.pool.kept),
    'expected the roll of the pool it names',
  ),
);

const rating = integer(0, characterLimits.statMax * 2);
export const leaveReason = oneOf([
  'fell-off',
  'thrown',
  'wrecked',
  'crashed',
  'stopped',
  'dead',
  'emptied',
  'split',
  'got-away',
]);
const role = oneOf(['target', 'pursuer']);

const seatSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('foot') }),
    object({ kind: v.literal('driver'), vehicle: vehicleIdSchema }),
    object({ kind: v.literal('passenger'), vehicle: vehicleIdSchema }),
    object({ kind: v.literal('aboard'), vehicle: vehicleIdSchema }),
  ],
  'expected a seat: foot, driver, passenger or aboard',
);

const participantSchema = object({
  id: characterIdSchema,
  name: nameSchema,
  side: sideSchema,
  role,
  seat: seatSchema,
  group: v.nullable(groupIdSchema),
  ratings: object({
    muscle: rating,
    fingers: rating,
    athletics: rating,
    driving: rating,
    shooting: rating,
    handToHand: rating,
    explosives: rating,
  }),
  speed: v.nullable(integer(1, 99)),
  weapons: list(weaponSchema, characterLimits.weaponsMax + 20),
  coverPool: poolSchema,
  cover: integer(0, totalMax),
  condition: conditionSchema,
  left: v.nullable(leaveReason),
});

const vehicleSchema = object({
  id: vehicleIdSchema,
  name: nameSchema,
  role,
  speed: integer(1, 99),
  body: integer(0, 999),
  ramBonus: bonusSchema,
  fullCapacity: flag,
  left: v.nullable(leaveReason),
});

const groupSchema = object({
  id: groupIdSchema,
  vehicle: v.nullable(vehicleIdSchema),
  distance: distanceSchema,
  left: v.nullable(leaveReason),
});

const rulesSchema = object({
  ...diceRulesEntries,
  defaultChaseDistance: integer(0, 99),
  minObstacleDifficulty: difficultySchema,
  chaseRangePenalty: integer(0, 10),
  musclesVelocityRating: v.union(
    [v.literal('pool_keep'), integer(1, 99)],
    'expected "pool_keep" or a number',
  ),
  catastropheEffects: object({
    attack: catastropheRow,
    chaseManoeuvre: catastropheRow,
    crashCheck: catastropheRow,
  }),
});

export const startedSchema = object({
  type: v.literal('chase/started'),
  rules: rulesSchema,
  cramped: flag,
  participants: list(participantSchema, 500),
  vehicles: list(vehicleSchema, 200),
  groups: list(groupSchema, 200),
  coverRolls: list(chaseRollSchema, 500),
});

export const defenderSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('character'), id: characterIdSchema }),
    object({ kind: v.literal('vehicle'), id: vehicleIdSchema }),
  ],
  'expected a character or a vehicle',
);

export const outcomeSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('escaped'), winner: v.literal('target'), by: characterIdSchema }),
    object({ kind: v.literal('pursuers-gone'), winner: v.literal('target') }),
    object({
      kind: v.literal('caught'),
      winner: v.literal('pursuers'),
      by: characterIdSchema,
      group: groupIdSchema,
      gangWarfare: object({
        targets: peopleSchema,
        pursuers: peopleSchema,
        mayRestrain: v.nullable(characterIdSchema),
        stragglers: list(object({ group: groupIdSchema, distance: distanceSchema }), 200),
      }),
    }),
    object({
      kind: v.literal('target-stopped'),
      winner: v.literal('pursuers'),
      vehicle: vehicleIdSchema,
      reason: oneOf(['wrecked', 'crashed', 'stopped']),
    }),
    object({ kind: v.literal('target-down'), winner: v.literal('pursuers') }),
    object({ kind: v.literal('ended-by-gm'), winner: v.null(), reason: wordsSchema }),
  ],
  'expected how the chase ended',
);
