import * as v from 'valibot';
import { characterLimits } from '../limits/index.ts';
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
import type { Same } from '../../shared/schema-kit.ts';
import {
  attackSkill,
  conditionSchema,
  modifiersSchema,
  poolCheckSchema,
  poolSchema,
  weaponSchema,
} from '../common/index.ts';
import type { DropEvent, DropScene, DropSceneCommand } from './types.ts';

/**
 * The Drop's shapes as the Heist carries them (its scene inside the Heist's start event, its commands routed,
 * its events wrapped), field by field with bounds, on the pieces every engine shares (core/cot/common).
 */

const name = filledText(characterLimits.labelMax);

const sideSchema = idSchema;
const score = integer(0, 999);

export const dropCharacterSchema = object({
  id: characterIdSchema,
  name: filledText(characterLimits.nameMax),
  kind: oneOf(['crew', 'npc', 'guard']),
  side: sideSchema,
  zone: v.nullable(idSchema),
  presentedIdentity: text(characterLimits.labelMax),
  aware: flag,
  discovered: flag,
  unconscious: flag,
  unconsciousRoundsLeft: v.nullable(integer(0, 1000)),
  condition: conditionSchema,
  training: score,
  awarenessBonus: score,
  pools: object({ handToHand: poolSchema, shooting: poolSchema, explosives: poolSchema }),
  weapons: list(weaponSchema, characterLimits.weaponsMax + 20),
  witnessed: list(text(characterLimits.labelMax), 100),
});

const catastropheRow = oneOf(['default', 'narrative_only']);

const dropRulesSchema = object({
  poolFloor: oneOf(['1k1', 'auto_fail']),
  successOnEqual: flag,
  woundPenalty: oneOf(['none', '-1k0']),
  minRecoveryDays: integer(1, characterLimits.recoveryDaysMax),
  maxRecoveryDays: v.nullable(integer(1, characterLimits.recoveryDaysMax)),
  dropAlertRadius: oneOf(['zone', 'zone_and_adjacent', 'spot']),
  explosivesArea: flag,
  unconsciousDuration: v.union([v.literal('job'), integer(1, 1000)], 'expected "job" or a number of rounds'),
  dropWoundDays: v.union([v.literal('margin_plus_1'), integer(1, 1000)], 'expected "margin_plus_1" or days'),
  callForHelpBonus: integer(0, 99),
  catastropheEffects: object({ drop: catastropheRow }),
});

const pendingEntries = {
  target: characterIdSchema,
  attacker: characterIdSchema,
  firstRoundSide: v.nullable(sideSchema),
};

export const dropSceneSchema = object({
  rules: dropRulesSchema,
  zones: list(object({ id: idSchema, crowded: flag, adjacent: list(idSchema, 200) }), 200),
  characters: list(dropCharacterSchema, 500),
  heat: integer(0, 1_000_000_000),
  pending: list(object(pendingEntries), 500),
});

const people = list(characterIdSchema, 500);
const response = oneOf(['flee', 'call-for-help', 'square-up']);

export const dropAttackEntries = {
  type: v.literal('drop/attack'),
  attacker: characterIdSchema,
  target: characterIdSchema,
  skill: attackSkill,
  weapon: v.exactOptional(name),
  modifiers: v.exactOptional(modifiersSchema),
};

export const dropSceneCommandSchema = v.variant(
  'type',
  [
    object(dropAttackEntries),
    object({ type: v.literal('drop/respond'), target: characterIdSchema, response }),
    object({ type: v.literal('drop/wake'), actor: characterIdSchema, target: characterIdSchema }),
    object({ type: v.literal('drop/finish-off'), actor: characterIdSchema, target: characterIdSchema }),
    object({ type: v.literal('drop/rounds-pass'), rounds: integer(1, 1000) }),
  ],
  'expected a known Drop command',
);

const dropResult = oneOf(['aware', 'aware-unconscious', 'unconscious', 'wounded', 'dead']);
const awareCause = oneOf([
  'drop-result',
  'ally-alerted',
  'loud-weapon',
  'crowded',
  'catastrophe',
  'call-for-help',
  'gang-warfare',
]);

export const dropEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('drop/rolled'),
      attacker: characterIdSchema,
      kind: oneOf(['subdue', 'murder']),
      skill: attackSkill,
      weapon: name,
      check: poolCheckSchema,
      catastrophe: flag,
      outcomes: list(
        object({
          target: characterIdSchema,
          training: score,
          margin: v.nullable(integer(-999, 999)),
          result: dropResult,
          secondWound: flag,
          recoveryDays: v.nullable(integer(0, characterLimits.recoveryDaysMax)),
        }),
        500,
      ),
    }),
    object({ type: v.literal('drop/became-aware'), characters: people, cause: awareCause }),
    object({
      type: v.literal('drop/knocked-out'),
      character: characterIdSchema,
      roundsLeft: v.nullable(integer(0, 1000)),
    }),
    object({
      type: v.literal('drop/wounded'),
      character: characterIdSchema,
      recoveryDays: integer(0, characterLimits.recoveryDaysMax),
    }),
    object({
      type: v.literal('drop/killed'),
      character: characterIdSchema,
      cause: oneOf(['drop', 'finished-off']),
      by: characterIdSchema,
    }),
    object({
      type: v.literal('drop/witnessed'),
      witness: characterIdSchema,
      identity: text(characterLimits.labelMax),
    }),
    object({ type: v.literal('drop/discovered'), character: characterIdSchema, by: characterIdSchema }),
    object({ type: v.literal('drop/heat-raised'), amount: integer(0, 99) }),
    object({ type: v.literal('drop/response-awaited'), ...pendingEntries }),
    object({
      type: v.literal('drop/fled'),
      target: characterIdSchema,
      chase: object({
        zone: idSchema,
        targets: people,
        pursuers: people,
        distance: v.nullable(integer(0, 99)),
      }),
    }),
    object({
      type: v.literal('drop/called-for-help'),
      caller: characterIdSchema,
      raised: people,
      bonus: integer(0, 99),
    }),
    object({
      type: v.literal('drop/squared-up'),
      target: characterIdSchema,
      warfare: object({ zone: idSchema, participants: people, firstRoundSide: v.nullable(sideSchema) }),
    }),
    object({ type: v.literal('drop/woke'), character: characterIdSchema, by: v.nullable(characterIdSchema) }),
    object({ type: v.literal('drop/rounds-passed'), rounds: integer(1, 1000) }),
  ],
  'expected a known Drop event',
);

// The schemas describe exactly the Drop's types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof dropSceneSchema>, DropScene>,
  Same<v.InferOutput<typeof dropSceneCommandSchema>, DropSceneCommand>,
  Same<v.InferOutput<typeof dropEventSchema>, DropEvent>,
] = [true, true, true];
void schemasMatchTypes;
