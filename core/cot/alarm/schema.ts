import * as v from 'valibot';
import { dropCharacterSchema } from '../drop/index.ts';
import {
  alarmCardSchema,
  alarmGateSchema,
  alarmItemSchema,
  alarmLimits as limits,
  securitySchema,
  spotLimits,
} from '../spot/index.ts';
import {
  characterIdSchema,
  filledText,
  flag,
  idTable,
  idSchema,
  integer,
  list,
  object,
  oneOf,
  text,
} from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import type { AlarmCommand, AlarmEvent, AlarmState } from './types.ts';
import { noiseCauses } from './types.ts';

/**
 * The alarm track's state, commands and events, field by field with bounds: the Heist's schemas take them in, so a
 * malformed command never reaches decide and an imported event is refused naming the field.
 */

const noise = integer(0, 10_000);
const die = object({ sides: integer(1, limits.bagMax), face: integer(1, limits.bagMax) });
const revealCause = oneOf(['approach', 'gm', 'alarm']);
const soundCause = oneOf(['track', 'card', 'gm']);
const outcome = oneOf(['escaped', 'caught']);

export const alarmStateSchema = object({
  bag: list(alarmItemSchema, limits.bagMax),
  unknown: list(idSchema, spotLimits.zonesMax),
  revealed: list(
    object({ zone: idSchema, item: v.nullable(alarmItemSchema), cause: revealCause }),
    spotLimits.zonesMax,
  ),
  sensorsOff: list(idSchema, limits.bagMax),
  noise,
  track: object({
    alerts: list(integer(1, limits.trackMax), limits.alertsMax),
    alarm: integer(1, limits.trackMax),
  }),
  crossed: integer(0, limits.alertsMax),
  deck: list(alarmCardSchema, limits.deckMax),
  played: list(object({ card: alarmCardSchema, special: flag }), limits.deckMax),
  gates: list(alarmGateSchema, limits.gatesMax),
  closed: integer(0, limits.gatesMax),
  sounded: v.nullable(soundCause),
  arrivals: idTable(v.nullable(integer(0, spotLimits.guardScoreMax)), spotLimits.guardsMax),
  escapes: idTable(outcome, 500),
});

/** The track's commands, as entries of the Heist's command variant. */
export const alarmCommandSchemas = [
  object({ type: v.literal('heist/alarm-noise'), amount: integer(1, 100), reason: text(500) }),
  object({ type: v.literal('heist/alarm-reveal'), zone: idSchema }),
  object({ type: v.literal('heist/alarm-alert') }),
  object({ type: v.literal('heist/alarm-sound') }),
  object({
    type: v.literal('heist/alarm-edit'),
    bag: list(alarmItemSchema, limits.bagMax),
    deck: list(alarmCardSchema, limits.deckMax),
  }),
  object({
    type: v.literal('heist/alarm-escape'),
    character: characterIdSchema,
    foresight: integer(0, 1000),
  }),
] as const;

/** The track's events, as entries of the Heist's event variant. */
export const alarmEventSchemas = [
  object({
    type: v.literal('heist/alarm-noise-made'),
    amount: integer(1, 1000),
    cause: oneOf(noiseCauses),
    reason: text(500),
    noise,
  }),
  object({
    type: v.literal('heist/alarm-revealed'),
    zone: idSchema,
    zoneName: filledText(spotLimits.nameMax),
    item: v.nullable(alarmItemSchema),
    draw: v.nullable(die),
    cause: revealCause,
    locks: list(object({ barrier: idSchema, security: securitySchema }), spotLimits.barriersMax),
  }),
  object({ type: v.literal('heist/alarm-lock-bypassed'), barrier: idSchema, security: idSchema }),
  object({
    type: v.literal('heist/alarm-sensor-off'),
    item: idSchema,
    zone: idSchema,
    character: characterIdSchema,
  }),
  object({
    type: v.literal('heist/alarm-alert-raised'),
    cause: oneOf(['noise', 'gm']),
    threshold: v.nullable(integer(1, limits.trackMax)),
    specials: list(alarmCardSchema, limits.deckMax),
    card: v.nullable(alarmCardSchema),
  }),
  object({
    type: v.literal('heist/alarm-gate-closed'),
    letter: oneOf(['A', 'B', 'C', 'D']),
    gate: alarmGateSchema,
  }),
  object({
    type: v.literal('heist/alarm-guards-arrived'),
    source: idSchema,
    guards: list(
      object({ character: dropCharacterSchema, awareness: v.nullable(integer(0, spotLimits.guardScoreMax)) }),
      limits.guardsPerCardMax,
    ),
  }),
  object({
    type: v.literal('heist/alarm-edited'),
    bag: list(alarmItemSchema, limits.bagMax),
    deck: list(alarmCardSchema, limits.deckMax),
  }),
  object({ type: v.literal('heist/alarm-sounded'), cause: soundCause }),
  object({
    type: v.literal('heist/alarm-escaped'),
    character: characterIdSchema,
    moves: integer(0, 10_000),
    foresight: integer(0, 1000),
    roll: v.nullable(object({ sides: integer(1, 100), face: integer(1, 100) })),
    outcome,
  }),
] as const;

export const alarmCommandSchema = v.variant('type', [...alarmCommandSchemas]);
export const alarmEventSchema = v.variant('type', [...alarmEventSchemas]);

// The schemas describe exactly the types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof alarmStateSchema>, AlarmState>,
  Same<v.InferOutput<typeof alarmCommandSchema>, AlarmCommand>,
  Same<v.InferOutput<typeof alarmEventSchema>, AlarmEvent>,
] = [true, true, true];
void schemasMatchTypes;
