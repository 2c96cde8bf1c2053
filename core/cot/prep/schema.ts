import * as v from 'valibot';
import { modifiersSchema, poolCheckSchema, weaponSchema } from '../common/index.ts';
import { gearListSchema } from '../characters/index.ts';
import { characterLimits } from '../limits/index.ts';
import { spotLimits as limits } from '../limits/index.ts';
import { cacheResources } from '../foresight/index.ts';
import { spotEventSchema } from '../spot/index.ts';
import {
  characterIdSchema,
  filledText,
  flag,
  idSchema,
  integer,
  list,
  object,
  oneOf,
  pair,
  text,
} from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import { methodSchema, researchGoalSchema, researchResultSchema } from './schema-research.ts';
import { prepSkills } from './types.ts';
import type { PrepCommand, PrepEvent, PrepSetup } from './types.ts';

/** The Prep scene's setup, commands and events, field by field with bounds. */

const people = list(characterIdSchema, 100);
const training = object({
  addRolled: integer(0, 20),
  addKept: integer(0, 20),
  payer: v.exactOptional(characterIdSchema),
});
const extras = { modifiers: v.exactOptional(modifiersSchema), training: v.exactOptional(training) };
const skill = oneOf(prepSkills);
const scheme = oneOf(['ambush', 'training', 'secrets', 'cache', 'blueprint', 'switch']);
const label = filledText(characterLimits.labelMax);
/** The longest free text of a Prep roll's purpose or a task. */
export const prepTextMax = 500;

export const prepSetupSchema = object({
  crew: v.pipe(people, v.minLength(1, 'expected at least one of the crew')),
});

export const prepCommandSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('prep/research'),
      researcher: characterIdSchema,
      spotId: idSchema,
      method: methodSchema,
      goal: researchGoalSchema,
      ...extras,
    }),
    object({ type: v.literal('prep/bank-foresight'), character: characterIdSchema, ...extras }),
    object({
      type: v.literal('prep/skill'),
      character: characterIdSchema,
      skill,
      difficulty: integer(0, 99),
      purpose: text(prepTextMax),
      identity: v.exactOptional(label),
      ...extras,
    }),
    object({ type: v.literal('prep/task'), character: characterIdSchema, task: text(prepTextMax) }),
    object({
      type: v.literal('prep/cache'),
      spender: characterIdSchema,
      recipient: characterIdSchema,
      resources: integer(cacheResources.min, cacheResources.max),
      weapon: v.nullable(label),
      armour: v.nullable(label),
      items: v.exactOptional(gearListSchema),
    }),
    object({
      type: v.literal('prep/blueprint'),
      spender: characterIdSchema,
      spotId: idSchema,
      between: pair(idSchema),
      zoneId: idSchema,
      name: filledText(limits.nameMax),
      barrierIds: pair(idSchema),
    }),
    object({ type: v.literal('prep/end-day') }),
    object({ type: v.literal('prep/end'), summary: text(800) }),
  ],
  'expected a known Prep command',
);

const spotChangeSchema = v.pipe(
  spotEventSchema,
  v.check(
    (event) => event.type !== 'spot/created' && event.type !== 'spot/deleted',
    'expected a change to a Spot',
  ),
  v.transform((event) => event as Exclude<typeof event, { type: 'spot/created' | 'spot/deleted' }>),
);

export const prepEventSchema = v.variant(
  'type',
  [
    object({ type: v.literal('prep/started'), crew: people }),
    object({
      type: v.literal('prep/action-taken'),
      character: characterIdSchema,
      day: integer(1, 100_000),
      days: integer(1, 365),
    }),
    object({ type: v.literal('prep/researched'), result: researchResultSchema }),
    object({
      type: v.literal('prep/foresight-banked'),
      character: characterIdSchema,
      check: poolCheckSchema,
      gained: integer(0, 1000),
      banked: integer(0, 1000),
    }),
    object({
      type: v.literal('prep/skill-rolled'),
      character: characterIdSchema,
      skill,
      purpose: text(500),
      check: poolCheckSchema,
      difficulty: integer(0, 99),
      success: flag,
      identity: v.nullable(label),
    }),
    object({ type: v.literal('prep/task-done'), character: characterIdSchema, task: text(500) }),
    object({
      type: v.literal('prep/foresight-spent'),
      character: characterIdSchema,
      amount: integer(1, 1000),
      scheme,
    }),
    object({
      type: v.literal('prep/cached'),
      recipient: characterIdSchema,
      resources: integer(cacheResources.min, cacheResources.max),
      weapon: v.nullable(weaponSchema),
      armour: v.nullable(label),
      items: v.exactOptional(gearListSchema),
    }),
    object({ type: v.literal('prep/spot-changed'), event: spotChangeSchema }),
    object({ type: v.literal('prep/day-ended'), day: integer(1, 100_000) }),
    object({ type: v.literal('prep/ended'), summary: text(800) }),
  ],
  'expected a known Prep event',
);

const schemasMatchTypes: [
  Same<v.InferOutput<typeof prepSetupSchema>, PrepSetup>,
  Same<v.InferOutput<typeof prepCommandSchema>, PrepCommand>,
  Same<v.InferOutput<typeof prepEventSchema>, PrepEvent>,
] = [true, true, true];
void schemasMatchTypes;
