import * as v from 'valibot';
import { characterLimits } from '../characters/limits.ts';
import {
  bonusSchema,
  modifiersSchema,
  poolCheckSchema,
  poolSchema,
  weaponSchema,
} from '../heist/schema-drop.ts';
import {
  characterIdSchema,
  filledText,
  flag,
  idRecord,
  idSchema,
  integer,
  list,
  object,
  oneOf,
} from '../spot/schema-kit.ts';
import type { Same } from '../spot/schema-kit.ts';
import {
  catastropheRow,
  conditionSchema,
  diceRulesEntries,
  nameSchema,
  peopleSchema,
  recoveryDaysSchema,
  sideSchema,
  totalMax,
  wordsSchema,
} from '../warfare/schema-parts.ts';
import type { ChaseEvent } from './events.ts';
import type { ChaseSceneCommand, ChaseSetupInput } from './setup.ts';
import { chaseGroupId, vehicleId } from './types.ts';

/**
 * The chase's setup, commands and events, field by field with bounds: a malformed command never reaches decide,
 * an imported hostile event is refused before it is applied, and every message names the field. Events written
 * by Heistbox 0.3 (without the fields added since) still fit. Bolsters are not part of a command: the engine
 * takes them from the scene's context (COT-TIME-4).
 */

const actor = characterIdSchema;
const groupIdSchema = v.pipe(idSchema, v.transform(chaseGroupId));
const vehicleIdSchema = v.pipe(idSchema, v.transform(vehicleId));
const distanceSchema = integer(0, 100_000);
const difficulty = integer(0, 99);
const modifiers = v.exactOptional(idRecord(modifiersSchema, 500));
const rollers = v.exactOptional(peopleSchema);

export const chaseSetupSchema = (() => {
  const seat = object({
    characterId: characterIdSchema,
    side: sideSchema,
    vehicle: v.nullable(filledText(characterLimits.labelMax)),
    role: oneOf(['driver', 'passenger', 'on-foot']),
  });
  return object({
    targets: v.pipe(list(seat, 500), v.minLength(1, 'expected at least one Target')),
    pursuers: v.pipe(list(seat, 500), v.minLength(1, 'expected at least one pursuer')),
    distance: v.nullable(integer(0, 99)),
    cramped: flag,
  });
})();

const defenderSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('character'), id: characterIdSchema }),
    object({ kind: v.literal('vehicle'), id: vehicleIdSchema }),
  ],
  'expected a character or a vehicle',
);

const manoeuvreSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('crowded') }),
    object({ kind: v.literal('leave-crowded') }),
    object({ kind: v.literal('obstacle'), difficulty }),
    object({ kind: v.literal('dislodge'), boarder: characterIdSchema }),
  ],
  'expected a Shake: crowded, leave-crowded, obstacle or dislodge',
);

export const chaseCommandSchema = v.variant(
  'type',
  [
    object({ type: v.literal('chase/accelerate'), actor, modifiers, rollers }),
    object({ type: v.literal('chase/shake'), actor, manoeuvre: manoeuvreSchema, modifiers, rollers }),
    object({ type: v.literal('chase/escape'), actor }),
    object({
      type: v.literal('chase/attack'),
      actor,
      defender: defenderSchema,
      means: v.variant(
        'kind',
        [
          object({ kind: v.literal('weapon'), weapon: filledText(characterLimits.labelMax) }),
          object({ kind: v.literal('vehicle') }),
        ],
        'expected a weapon or the vehicle',
      ),
      risky: v.exactOptional(flag),
      modifiers,
    }),
    object({ type: v.literal('chase/close'), actor, modifiers, rollers }),
    object({
      type: v.literal('chase/takedown'),
      actor,
      ramTarget: v.exactOptional(defenderSchema),
      modifiers,
      rollers,
    }),
    object({ type: v.literal('chase/board'), actor, modifiers }),
    object({
      type: v.literal('chase/ram'),
      actor,
      defender: defenderSchema,
      risky: v.exactOptional(flag),
      modifiers,
    }),
    object({ type: v.literal('chase/fall-off'), actor }),
    object({ type: v.literal('chase/reroll-cover'), actor }),
    object({ type: v.literal('chase/split'), breakaway: peopleSchema, pursuers: list(groupIdSchema, 500) }),
    object({
      type: v.literal('chase/set-conditions'),
      cramped: v.exactOptional(flag),
      fullCapacity: v.exactOptional(idRecord(flag, 500)),
    }),
    object({ type: v.literal('chase/end'), reason: filledText(characterLimits.labelMax) }),
  ],
  'expected a known chase command',
);

const checkEntries = poolCheckSchema.pipe[0].entries;

/** A chase roll (its base pool only in chases recorded since 0.4); the dice must give its kept dice and total. */
const chaseRollSchema = v.pipe(
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
const leaveReason = oneOf([
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
  minObstacleDifficulty: difficulty,
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

const startedSchema = object({
  type: v.literal('chase/started'),
  rules: rulesSchema,
  cramped: flag,
  participants: list(participantSchema, 500),
  vehicles: list(vehicleSchema, 200),
  groups: list(groupSchema, 200),
  coverRolls: list(chaseRollSchema, 500),
});

const distancesSchema = list(object({ group: groupIdSchema, from: distanceSchema, to: distanceSchema }), 200);
const groupRollSchema = object({ group: groupIdSchema, roll: chaseRollSchema, success: flag });
const opposed = {
  actor,
  group: groupIdSchema,
  opposingRoll: chaseRollSchema,
  roll: v.nullable(chaseRollSchema),
  success: flag,
  distances: distancesSchema,
};
const health = integer(0, totalMax);

const outcomeSchema = v.variant(
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

export const chaseEventSchema = v.variant(
  'type',
  [
    startedSchema,
    object({
      type: v.literal('chase/accelerated'),
      actor,
      roll: v.nullable(chaseRollSchema),
      groups: list(groupRollSchema, 200),
      distances: distancesSchema,
    }),
    object({ type: v.literal('chase/crowded-entered'), actor: v.nullable(characterIdSchema) }),
    object({ type: v.literal('chase/crowded-left'), actor: v.nullable(characterIdSchema) }),
    object({ type: v.literal('chase/capacity-changed'), vehicle: vehicleIdSchema, fullCapacity: flag }),
    object({
      type: v.literal('chase/obstacle-run'),
      actor,
      difficulty,
      roll: chaseRollSchema,
      success: flag,
      groups: list(groupRollSchema, 200),
      distances: distancesSchema,
    }),
    object({
      type: v.literal('chase/dislodge-attempted'),
      actor,
      boarder: characterIdSchema,
      boarderRoll: chaseRollSchema,
      driverRoll: v.nullable(chaseRollSchema),
      success: flag,
      margin: integer(-totalMax, totalMax),
      distances: distancesSchema,
    }),
    object({ type: v.literal('chase/escaped'), actor }),
    object({ type: v.literal('chase/closed'), ...opposed, speedOnMuscles: flag, followUp: flag }),
    object({ type: v.literal('chase/takedown-attempted'), ...opposed, followUp: flag }),
    object({ type: v.literal('chase/board-attempted'), ...opposed, vehicle: vehicleIdSchema }),
    object({
      type: v.literal('chase/attacked'),
      actor,
      defender: defenderSchema,
      means: filledText(characterLimits.labelMax),
      ram: flag,
      free: flag,
      distance: distanceSchema,
      roll: chaseRollSchema,
      difficulty: health,
      damage: health,
      hit: v.exactOptional(flag),
      conditionAfter: v.exactOptional(conditionSchema),
    }),
    object({
      type: v.literal('chase/crash-checked'),
      actor,
      vehicle: vehicleIdSchema,
      difficulty,
      roll: chaseRollSchema,
      crashed: flag,
      damage: health,
    }),
    object({ type: v.literal('chase/cover-lost'), id: characterIdSchema, from: health, to: health }),
    object({
      type: v.literal('chase/wounded'),
      id: characterIdSchema,
      recoveryDays: recoveryDaysSchema,
      coverRoll: v.nullable(chaseRollSchema),
      cover: health,
    }),
    object({ type: v.literal('chase/killed'), id: characterIdSchema }),
    object({ type: v.literal('chase/body-lost'), vehicle: vehicleIdSchema, from: health, to: health }),
    object({
      type: v.literal('chase/left'),
      reason: leaveReason,
      participants: peopleSchema,
      groups: list(groupIdSchema, 200),
      vehicles: list(vehicleIdSchema, 200),
    }),
    object({ type: v.literal('chase/fell-off'), actor, group: groupIdSchema }),
    object({
      type: v.literal('chase/split'),
      breakaway: peopleSchema,
      pursuers: list(groupIdSchema, 200),
      spawned: v.nullable(startedSchema),
    }),
    object({
      type: v.literal('chase/catastrophe'),
      roller: characterIdSchema,
      action: oneOf(['accelerate', 'shake', 'close', 'takedown', 'board', 'attack', 'crash-check']),
      consequence: oneOf([
        'lost-distance',
        'no-damage',
        'double-crash-damage',
        'complication',
        'narrative-only',
      ]),
    }),
    object({ type: v.literal('chase/ended'), outcome: outcomeSchema }),
  ],
  'expected a known chase event',
);

/** A command without the Bolsters the engine adds from the scene's context. */
type Unbolstered<C> = C extends unknown ? Omit<C, 'bolsters'> : never;

// The schemas describe exactly the engine's types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof chaseSetupSchema>, ChaseSetupInput>,
  Same<v.InferOutput<typeof chaseCommandSchema>, Unbolstered<ChaseSceneCommand>>,
  Same<v.InferOutput<typeof chaseEventSchema>, ChaseEvent>,
] = [true, true, true];
void schemasMatchTypes;
