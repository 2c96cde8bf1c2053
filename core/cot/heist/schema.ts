import * as v from 'valibot';
import { gearListSchema } from '../characters/index.ts';
import { characterLimits, spotLimits as limits } from '../limits/index.ts';
import { skills } from '../characters/index.ts';
import { cacheResources } from '../foresight/index.ts';
import { researchGoalSchema, researchResultSchema } from '../prep/index.ts';
import { spotEventSchema, spotSchema } from '../spot/index.ts';
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
import { breakoutRequestSchema, breakoutSchema } from './schema-breakout.ts';
import { conditionSchema, modifiersSchema, poolCheckSchema, weaponSchema } from '../common/index.ts';
import { dropAttackEntries, dropCharacterSchema, dropEventSchema, dropSceneSchema } from '../drop/index.ts';
import { alarmCommandSchemas, alarmEventSchemas, alarmStateSchema } from '../alarm/index.ts';
import type { HeistCommand, HeistEvent, HeistSetup } from './types.ts';

/**
 * The Heist's setup, commands and events, field by field with bounds: a malformed command never reaches
 * decide, an imported hostile event is refused before it is applied, and every message names the field.
 */

const people = list(characterIdSchema, 500);
const skill = oneOf(skills);
const difficulty = integer(0, 99);
/** The longest purpose a scheme roll or a skill's use names. */
export const purposeMax = 500;
const purpose = text(purposeMax);
const place = idSchema;

const trainingSchema = object({
  addRolled: integer(0, 20),
  addKept: integer(0, 20),
  payer: v.exactOptional(characterIdSchema),
});

const extras = { modifiers: v.exactOptional(modifiersSchema), training: v.exactOptional(trainingSchema) };

export const heistSetupSchema = object({
  spotId: idSchema,
  crew: v.pipe(people, v.minLength(1, 'expected at least one of the crew')),
  others: list(object({ character: characterIdSchema, zone: idSchema }), 200),
  placements: v.exactOptional(list(object({ character: characterIdSchema, zone: idSchema }), 200)),
  alarm: v.exactOptional(flag),
});

const secretsRoll = v.variant(
  'method',
  [
    object({ method: oneOf(['planning', 'connections']), goal: researchGoalSchema }),
    object({ method: v.literal('mysticism'), difficulty, purpose }),
  ],
  'expected research by Planning or Connections, or a Mysticism roll',
);

const switchRoll = v.variant(
  'kind',
  [
    object({ kind: v.literal('disguise'), identity: filledText(characterLimits.labelMax), difficulty }),
    object({ kind: v.literal('forgery'), purpose, difficulty }),
  ],
  'expected a disguise or a Forgery',
);

export const heistCommandSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('heist/move'),
      actor: characterIdSchema,
      to: place,
      stealth: flag,
      skill: v.exactOptional(oneOf(['athletics', 'catBurglary'])),
      ...extras,
    }),
    object({
      type: v.literal('heist/bypass'),
      actor: characterIdSchema,
      barrier: idSchema,
      security: idSchema,
      skill: oneOf(['lockpicking', 'safecracking', 'athletics', 'catBurglary', 'build', 'explosives']),
      stealth: flag,
      ...extras,
    }),
    object({
      type: v.literal('heist/palm'),
      actor: characterIdSchema,
      victim: characterIdSchema,
      action: oneOf(['lift', 'plant']),
      item: text(limits.nameMax),
      ...extras,
    }),
    object({ type: v.literal('heist/take-loot'), actor: characterIdSchema, loot: idSchema }),
    object({
      type: v.literal('heist/skill'),
      actor: characterIdSchema,
      skill,
      difficulty,
      purpose,
      ...extras,
    }),
    object({ type: v.literal('heist/call-for-help'), guard: characterIdSchema }),
    object({ ...dropAttackEntries, training: v.exactOptional(trainingSchema) }),
    object({
      type: v.literal('drop/respond'),
      target: characterIdSchema,
      response: oneOf(['flee', 'call-for-help', 'square-up']),
    }),
    object({ type: v.literal('drop/wake'), actor: characterIdSchema, target: characterIdSchema }),
    object({ type: v.literal('drop/finish-off'), actor: characterIdSchema, target: characterIdSchema }),
    object({
      type: v.literal('heist/ambush'),
      spender: characterIdSchema,
      character: characterIdSchema,
      to: idSchema,
    }),
    object({
      type: v.literal('heist/blueprint'),
      spender: characterIdSchema,
      between: pair(place),
      zoneId: idSchema,
      name: filledText(limits.nameMax),
      barrierIds: pair(idSchema),
    }),
    object({
      type: v.literal('heist/secrets'),
      spender: characterIdSchema,
      roller: characterIdSchema,
      roll: secretsRoll,
      ...extras,
    }),
    object({
      type: v.literal('heist/switch'),
      spender: characterIdSchema,
      roller: characterIdSchema,
      roll: switchRoll,
      ...extras,
    }),
    object({
      type: v.literal('heist/cache'),
      spender: characterIdSchema,
      recipient: characterIdSchema,
      resources: integer(cacheResources.min, cacheResources.max),
      weapon: v.nullable(filledText(characterLimits.labelMax)),
      armour: v.nullable(filledText(characterLimits.labelMax)),
      items: v.exactOptional(gearListSchema),
    }),
    object({ type: v.literal('heist/place'), character: characterIdSchema, to: place }),
    object({ type: v.literal('heist/alert'), guards: people }),
    object({ type: v.literal('heist/discover'), character: characterIdSchema }),
    object({ type: v.literal('heist/rounds-pass'), rounds: integer(1, 1000) }),
    object({ type: v.literal('heist/break-out'), breakout: breakoutRequestSchema }),
    object({ type: v.literal('heist/fight-over'), characters: people }),
    object({ type: v.literal('heist/end'), summary: text(limits.nameMax * 4) }),
    ...alarmCommandSchemas,
  ],
  'expected a known Heist command',
);

const stealthSchema = object({
  check: v.nullable(poolCheckSchema),
  awareness: v.nullable(integer(0, 9999)),
  guardRoll: v.nullable(poolCheckSchema),
  unseen: flag,
});

const cause = oneOf([
  'stealth-failed',
  'seen',
  'crowded',
  'catastrophe',
  'palming',
  'loud-bypass',
  'call-for-help',
  'gang-warfare',
  'gm',
  'alarm',
]);
const nameText = filledText(limits.nameMax);

/** A Spot event about an existing Spot (the scene never creates or deletes one). */
const spotChangeSchema = v.pipe(
  spotEventSchema,
  v.check(
    (event) => event.type !== 'spot/created' && event.type !== 'spot/deleted',
    'expected a change to the Spot in play',
  ),
  v.transform((event) => event as Exclude<typeof event, { type: 'spot/created' | 'spot/deleted' }>),
);

export const heistEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('heist/started'),
      spot: spotSchema,
      drop: dropSceneSchema,
      crew: people,
      alarm: v.exactOptional(alarmStateSchema),
    }),
    object({
      type: v.literal('heist/moved'),
      character: characterIdSchema,
      from: place,
      toward: place,
      fromName: nameText,
      towardName: nameText,
      arrived: flag,
      hazard: v.nullable(
        object({ skill: oneOf(['athletics', 'catBurglary']), check: poolCheckSchema, difficulty, met: flag }),
      ),
      stealth: v.nullable(stealthSchema),
      catastrophe: flag,
    }),
    object({
      type: v.literal('heist/bypass-rolled'),
      character: characterIdSchema,
      barrier: idSchema,
      security: idSchema,
      label: text(1000),
      skill: oneOf(['lockpicking', 'safecracking', 'athletics', 'catBurglary', 'build', 'explosives']),
      check: poolCheckSchema,
      score: integer(limits.scoreMin, limits.scoreMax),
      success: flag,
      stealth: v.nullable(stealthSchema),
      catastrophe: flag,
    }),
    object({
      type: v.literal('heist/palmed'),
      thief: characterIdSchema,
      victim: characterIdSchema,
      action: oneOf(['lift', 'plant']),
      item: text(limits.nameMax),
      check: poolCheckSchema,
      difficulty: integer(0, 9999),
      victimRoll: v.nullable(poolCheckSchema),
      success: flag,
    }),
    object({
      type: v.literal('heist/loot-taken'),
      character: characterIdSchema,
      loot: idSchema,
      name: nameText,
    }),
    object({
      type: v.literal('heist/skill-rolled'),
      character: characterIdSchema,
      skill,
      purpose,
      check: poolCheckSchema,
      difficulty,
      success: flag,
    }),
    object({ type: v.literal('heist/became-aware'), characters: people, cause }),
    object({ type: v.literal('heist/discovered'), character: characterIdSchema, cause }),
    object({ type: v.literal('heist/awareness-raised'), characters: people, bonus: integer(0, 99) }),
    object({ type: v.literal('heist/placed'), character: characterIdSchema, to: place, toName: nameText }),
    object({ type: v.literal('heist/joined'), character: dropCharacterSchema }),
    object({ type: v.literal('heist/drop'), event: dropEventSchema }),
    object({ type: v.literal('heist/spot-changed'), event: spotChangeSchema }),
    object({
      type: v.literal('heist/foresight-spent'),
      character: characterIdSchema,
      amount: integer(1, 1000),
      scheme: oneOf(['ambush', 'training', 'secrets', 'cache', 'blueprint', 'switch']),
    }),
    object({
      type: v.literal('heist/ambushed'),
      character: characterIdSchema,
      from: place,
      to: idSchema,
      toName: nameText,
    }),
    object({ type: v.literal('heist/researched'), result: researchResultSchema }),
    object({
      type: v.literal('heist/disguised'),
      character: characterIdSchema,
      identity: filledText(characterLimits.labelMax),
      check: poolCheckSchema,
      difficulty,
      success: flag,
      concealed: flag,
    }),
    object({
      type: v.literal('heist/cached'),
      recipient: characterIdSchema,
      resources: integer(cacheResources.min, cacheResources.max),
      weapon: v.nullable(weaponSchema),
      armour: v.nullable(filledText(characterLimits.labelMax)),
      training: v.nullable(integer(0, 999)),
      items: v.exactOptional(gearListSchema),
    }),
    object({ type: v.literal('heist/rounds-passed'), rounds: integer(1, 1000), stoodDown: people }),
    object({ type: v.literal('heist/broke-out'), breakout: breakoutSchema }),
    object({
      type: v.literal('heist/fight-over'),
      characters: people,
      conditions: v.exactOptional(
        list(object({ character: characterIdSchema, condition: conditionSchema }), 500),
      ),
    }),
    object({ type: v.literal('heist/ended'), summary: text(limits.nameMax * 4) }),
    ...alarmEventSchemas,
  ],
  'expected a known Heist event',
);

// The schemas describe exactly the types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof heistSetupSchema>, HeistSetup>,
  Same<v.InferOutput<typeof heistCommandSchema>, HeistCommand>,
  Same<v.InferOutput<typeof heistEventSchema>, HeistEvent>,
] = [true, true, true];
void schemasMatchTypes;
