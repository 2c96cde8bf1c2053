import * as v from 'valibot';
import {
  characterIdSchema,
  filledText,
  flag,
  idSchema,
  integer,
  list,
  object,
} from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import { spotLimits } from '../limits/index.ts';
import { alarmLimits as limits } from './alarm-plan.ts';
import type { AlarmCard, AlarmGate, AlarmGuard, AlarmItem, AlarmPlan } from './alarm-plan.ts';

/** The alarm plan's shape, field by field, with its bounds (a malformed plan is refused naming the field). */

const score = integer(limits.scoreMin, limits.scoreMax);
const guardScore = v.nullable(integer(0, spotLimits.guardScoreMax));

const guardFields = { guard: characterIdSchema, awareness: guardScore, training: guardScore };

export const alarmGuardSchema = object(guardFields);

export const alarmItemSchema = v.variant(
  'kind',
  [
    object({ id: idSchema, kind: v.literal('guard'), ...guardFields }),
    object({ id: idSchema, kind: v.literal('camera'), awareness: score }),
    object({ id: idSchema, kind: v.literal('lock'), score }),
    object({ id: idSchema, kind: v.literal('pressure-sensor'), panel: idSchema }),
  ],
  'expected a guard, a camera, a lock or a pressure sensor',
);

export const alarmGateSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('barrier'), barrier: idSchema }),
    object({ kind: v.literal('zone'), zone: idSchema }),
  ],
  'expected a barrier or a zone',
);

const cardGuards = list(alarmGuardSchema, limits.guardsPerCardMax);

export const alarmCardEffectSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('aware'), zone: v.nullable(idSchema) }),
    object({ kind: v.literal('gate') }),
    object({ kind: v.literal('patrol'), zone: idSchema, guards: cardGuards }),
    object({ kind: v.literal('reinforcements'), guards: cardGuards }),
    object({ kind: v.literal('alarm') }),
    object({ kind: v.literal('nothing') }),
  ],
  'expected a known card effect',
);

export const alarmCardSchema = object({
  id: idSchema,
  name: filledText(spotLimits.nameMax),
  special: flag,
  effect: alarmCardEffectSchema,
});

export const alarmTrackSchema = object({
  alerts: list(integer(1, limits.trackMax), limits.alertsMax),
  alarm: integer(1, limits.trackMax),
});

export const alarmPlanSchema = object({
  on: v.nullable(flag),
  bag: list(alarmItemSchema, limits.bagMax),
  unknown: list(idSchema, spotLimits.zonesMax),
  gates: list(alarmGateSchema, limits.gatesMax),
  track: alarmTrackSchema,
  deck: list(alarmCardSchema, limits.deckMax),
});

// The schemas describe exactly the types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof alarmGuardSchema>, AlarmGuard>,
  Same<v.InferOutput<typeof alarmItemSchema>, AlarmItem>,
  Same<v.InferOutput<typeof alarmGateSchema>, AlarmGate>,
  Same<v.InferOutput<typeof alarmCardSchema>, AlarmCard>,
  Same<v.InferOutput<typeof alarmPlanSchema>, AlarmPlan>,
] = [true, true, true, true, true];
void schemasMatchTypes;
