import * as v from 'valibot';
import { characterLimits } from '../limits/index.ts';
import {
  bonusSchema,
  catastropheRow,
  characterKindSchema,
  conditionSchema,
  diceRulesEntries,
  modifiersSchema,
  nameSchema,
  peopleSchema,
  poolCheckSchema,
  poolSchema,
  recoveryDaysSchema,
  sideSchema,
  totalMax,
  weaponSchema,
  wordsSchema,
} from '../common/index.ts';
import {
  characterIdSchema,
  filledText,
  flag,
  idText,
  integer,
  list,
  object,
  oneOf,
} from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import { maxRoundsPassing } from './rounds.ts';
import { heistRoundsToFightRounds } from './setup.ts';
import type { WarfareSceneCommand, WarfareSetup } from './setup.ts';
import type { WarfareEvent } from './types.ts';

/**
 * Gang Warfare's setup, commands and events, field by field with bounds: a malformed command never reaches
 * decide, an imported hostile event is refused before it is applied, and every message names the field.
 * Events written by Heistbox 0.3 (without the fields added since) still fit.
 */

const fighter = characterIdSchema;
const cover = integer(0, totalMax);
const modifiers = v.exactOptional(modifiersSchema);
const roundsLeft = integer(0, maxRoundsPassing * heistRoundsToFightRounds);

export const warfareSetupSchema = object({
  zone: wordsSchema,
  fighters: v.pipe(
    list(
      object({
        characterId: characterIdSchema,
        side: sideSchema,
        unconscious: flag,
        unconsciousRoundsLeft: v.exactOptional(v.nullable(integer(0, maxRoundsPassing))),
        cover: v.exactOptional(cover),
        restrainedBy: v.exactOptional(characterIdSchema),
      }),
      500,
    ),
    v.minLength(2, 'expected at least two fighters'),
  ),
  vehicles: list(
    object({
      vehicle: filledText(characterLimits.labelMax),
      driver: characterIdSchema,
      passengers: peopleSchema,
    }),
    100,
  ),
  firstRoundSide: v.nullable(sideSchema),
});

const attackMode = oneOf(['handToHand', 'shooting', 'explosives', 'driving']);

export const warfareCommandSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('warfare/attack'),
      attacker: fighter,
      target: fighter,
      skill: attackMode,
      weapon: v.exactOptional(filledText(characterLimits.labelMax)),
      risky: v.exactOptional(flag),
      restrain: v.exactOptional(flag),
      modifiers,
    }),
    object({
      type: v.literal('warfare/break-free'),
      fighter,
      modifiers,
      restrainerModifiers: modifiers,
    }),
    object({ type: v.literal('warfare/reposition'), fighter, reroll: flag, modifiers }),
    object({ type: v.literal('warfare/flee'), fighter }),
    object({ type: v.literal('warfare/join-flight'), fighter, leader: fighter }),
    object({ type: v.literal('warfare/leave'), fighter }),
    object({ type: v.literal('warfare/surrender'), fighter }),
    object({ type: v.literal('warfare/wake'), fighter, target: fighter }),
    object({ type: v.literal('warfare/finish-off'), fighter, target: fighter }),
    object({ type: v.literal('warfare/rounds-pass'), rounds: integer(1, maxRoundsPassing) }),
  ],
  'expected a known Gang Warfare command',
);

const poolsSchema = object({
  handToHand: poolSchema,
  shooting: poolSchema,
  explosives: poolSchema,
  resist: poolSchema,
  athletics: poolSchema,
  driving: poolSchema,
});

const fighterSchema = object({
  id: characterIdSchema,
  name: nameSchema,
  side: sideSchema,
  kind: characterKindSchema,
  pools: poolsSchema,
  weapons: list(weaponSchema, characterLimits.weaponsMax + 20),
  condition: conditionSchema,
  unconscious: flag,
  unconsciousRoundsLeft: v.exactOptional(roundsLeft),
  coverScore: cover,
  restrainedBy: v.nullable(characterIdSchema),
  presence: oneOf(['fighting', 'surrendered', 'left']),
});

const vehicleSchema = object({
  id: idText(characterLimits.labelMax * 2 + 10),
  name: nameSchema,
  body: integer(0, 999),
  ramBonus: bonusSchema,
  driver: v.nullable(characterIdSchema),
  passengers: peopleSchema,
  wrecked: flag,
  stopped: flag,
});

const rulesSchema = object({
  ...diceRulesEntries,
  repositionKeepBetter: flag,
  catastropheEffects: object({ attack: catastropheRow, crashCheck: catastropheRow }),
  explosivesArea: flag,
});

const hitSchema = v.pipe(
  object({
    target: characterIdSchema,
    coverBefore: cover,
    success: flag,
    damage: integer(0, totalMax),
    coverAfter: cover,
    conditionAfter: v.exactOptional(conditionSchema),
  }),
  v.check(
    (hit) => hit.coverAfter === Math.max(0, hit.coverBefore - hit.damage),
    'expected the Cover left after the damage',
  ),
);

const coverRolledSchema = v.pipe(
  object({
    type: v.literal('warfare/cover-rolled'),
    fighter,
    reason: oneOf(['start', 'join', 'wound', 'reposition', 'wake']),
    check: poolCheckSchema,
    coverBefore: cover,
    coverScore: cover,
  }),
  v.check((event) => {
    const total = event.check.roll?.total ?? 0;
    return (
      event.check.roller === event.fighter &&
      (event.coverScore === total ||
        (event.reason === 'reposition' && event.coverScore === Math.max(total, event.coverBefore)))
    );
  }, 'expected the Cover its roll gives'),
);

const releaseReason = oneOf([
  'broke-free',
  'restrainer-fled',
  'restrainer-repositioned',
  'restrainer-attacked-another',
  'restrainer-down',
  'restrainer-surrendered',
  'restrainer-left',
]);

export const warfareEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('warfare/started'),
      zone: wordsSchema,
      rules: rulesSchema,
      fighters: list(fighterSchema, 500),
      vehicles: list(vehicleSchema, 100),
      firstRoundSide: v.nullable(sideSchema),
    }),
    object({ type: v.literal('warfare/joined'), fighter: fighterSchema }),
    coverRolledSchema,
    object({
      type: v.literal('warfare/attacked'),
      attacker: fighter,
      skill: attackMode,
      weapon: v.nullable(filledText(characterLimits.labelMax)),
      vehicle: v.nullable(nameSchema),
      check: poolCheckSchema,
      hits: v.pipe(list(hitSchema, 500), v.minLength(1, 'expected at least one target')),
    }),
    object({
      type: v.literal('warfare/crash-checked'),
      vehicle: vehicleSchema.entries.id,
      check: poolCheckSchema,
      difficulty: integer(0, 99),
      crashed: flag,
      damage: integer(0, 2 * 99),
      bodyBefore: integer(0, 999),
      bodyAfter: integer(0, 999),
      wrecked: flag,
    }),
    object({
      type: v.literal('warfare/cover-lost'),
      fighter,
      cause: oneOf(['crash', 'wreck']),
      coverBefore: cover,
      damage: integer(0, 2 * 999),
      coverAfter: cover,
    }),
    object({ type: v.literal('warfare/wounded'), fighter, recoveryDays: recoveryDaysSchema }),
    object({
      type: v.literal('warfare/killed'),
      fighter,
      cause: oneOf(['attack', 'crash', 'finished-off']),
      by: v.nullable(characterIdSchema),
    }),
    object({ type: v.literal('warfare/restrained'), restrainer: fighter, target: fighter }),
    object({
      type: v.literal('warfare/hold-released'),
      restrainer: fighter,
      target: fighter,
      reason: releaseReason,
    }),
    object({
      type: v.literal('warfare/break-free-rolled'),
      fighter,
      restrainer: fighter,
      restrainerCheck: poolCheckSchema,
      check: v.nullable(poolCheckSchema),
      success: flag,
    }),
    object({ type: v.literal('warfare/repositioned'), fighter, reroll: flag }),
    object({ type: v.literal('warfare/flee-declared'), fighter }),
    object({
      type: v.literal('warfare/flight-joined'),
      fighter,
      leader: fighter,
      role: oneOf(['ally', 'pursuer']),
    }),
    object({
      type: v.literal('warfare/left'),
      leader: fighter,
      fighters: peopleSchema,
      pursuers: peopleSchema,
      chase: v.nullable(
        object({
          zone: wordsSchema,
          targets: peopleSchema,
          pursuers: peopleSchema,
          distance: v.nullable(integer(0, 99)),
        }),
      ),
    }),
    object({
      type: v.literal('warfare/flight-called-off'),
      leader: fighter,
      reason: oneOf(['leader-restrained', 'leader-down', 'leader-surrendered']),
    }),
    object({ type: v.literal('warfare/surrendered'), fighter }),
    object({ type: v.literal('warfare/woke'), fighter, target: fighter }),
    object({ type: v.literal('warfare/rounds-passed'), rounds: integer(1, maxRoundsPassing) }),
    object({ type: v.literal('warfare/came-round'), fighter }),
    object({ type: v.literal('warfare/ended'), winner: v.nullable(sideSchema) }),
  ],
  'expected a known Gang Warfare event',
);

// The schemas describe exactly the engine's types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof warfareSetupSchema>, WarfareSetup>,
  Same<v.InferOutput<typeof warfareCommandSchema>, WarfareSceneCommand>,
  Same<v.InferOutput<typeof warfareEventSchema>, WarfareEvent>,
] = [true, true, true];
void schemasMatchTypes;
