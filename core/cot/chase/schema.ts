import * as v from 'valibot';
import { characterLimits } from '../limits/index.ts';
import { chaseDistanceLimits } from './limits.ts';
import {
  conditionSchema,
  modifiersSchema,
  peopleSchema,
  recoveryDaysSchema,
  sideSchema,
  totalMax,
} from '../common/index.ts';
import {
  characterIdSchema,
  filledText,
  flag,
  idTable,
  integer,
  list,
  object,
  oneOf,
} from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import type { ChaseEvent } from './events.ts';
import type { ChaseSceneCommand, ChaseSetupInput } from './setup.ts';
import {
  chaseRollSchema,
  defenderSchema,
  difficultySchema as difficulty,
  distanceSchema,
  groupIdSchema,
  leaveReason,
  outcomeSchema,
  startedSchema,
  vehicleIdSchema,
} from './schema-state.ts';
import { wholeChase } from './schema-whole.ts';

/**
 * The chase's setup, commands and events, field by field with bounds: a malformed command never reaches decide,
 * an imported hostile event is refused before it is applied, and every message names the field. Events written
 * by Heistbox 0.3 (without the fields added since) still fit. Bolsters are not part of a command: the engine
 * takes them from the scene's context (COT-TIME-4).
 */

const actor = characterIdSchema;
const modifiers = v.exactOptional(idTable(modifiersSchema, 500));
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
    distance: v.nullable(integer(chaseDistanceLimits.min, chaseDistanceLimits.max)),
    cramped: flag,
    origin: v.exactOptional(v.literal('flee')),
  });
})();

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
    object({ type: v.literal('chase/rule-fall-off'), group: groupIdSchema }),
    object({ type: v.literal('chase/reroll-cover'), actor }),
    object({ type: v.literal('chase/split'), breakaway: peopleSchema, pursuers: list(groupIdSchema, 500) }),
    object({
      type: v.literal('chase/set-conditions'),
      cramped: v.exactOptional(flag),
      fullCapacity: v.exactOptional(idTable(flag, 500)),
    }),
    object({ type: v.literal('chase/end'), reason: filledText(characterLimits.labelMax) }),
  ],
  'expected a known chase command',
);

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

const eventVariants = v.variant(
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

/** Every chase event, field by field; a started chase (a start, or the one a split opens) must be whole. */
export const chaseEventSchema = v.pipe(eventVariants, wholeChase<v.InferOutput<typeof eventVariants>>());

/** A command without the Bolsters the engine adds from the scene's context. */
type Unbolstered<C> = C extends unknown ? Omit<C, 'bolsters'> : never;

// The schemas describe exactly the engine's types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof chaseSetupSchema>, ChaseSetupInput>,
  Same<v.InferOutput<typeof chaseCommandSchema>, Unbolstered<ChaseSceneCommand>>,
  Same<v.InferOutput<typeof chaseEventSchema>, ChaseEvent>,
] = [true, true, true];
void schemasMatchTypes;
