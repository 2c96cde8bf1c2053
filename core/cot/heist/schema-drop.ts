import * as v from 'valibot';
import { characterLimits } from '../characters/limits.ts';
import { keepHighestOrNull } from '../../dice/roll.ts';
import { maxRolled } from '../../dice/pool.ts';
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
import type { PoolCheck } from '../gear/checks.ts';
import type { DropEvent, DropScene, DropSceneCommand } from '../drop/types.ts';

/**
 * The Drop's shapes as the Heist carries them (its scene inside the Heist's start event, its commands routed,
 * its events wrapped), field by field with bounds. Rolls must add up: the kept dice, total and catastrophe are
 * what the faces give (COT-DICE-4, COT-DICE-7), so an imported log cannot hand-edit a result.
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

export const conditionSchema = v.variant(
  'state',
  [
    object({ state: v.literal('unhurt') }),
    object({ state: v.literal('wounded'), recoveryDays: integer(0, characterLimits.recoveryDaysMax) }),
    object({ state: v.literal('dead') }),
  ],
  'expected a condition: unhurt, wounded or dead',
);

const attackSkill = oneOf(['handToHand', 'shooting', 'explosives']);
export const weaponSchema = object({
  name,
  skill: attackSkill,
  tags: list(oneOf(['blunt', 'melee', 'firearm', 'explosive']), 4),
  bonus: bonusSchema,
});

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
  Same<v.InferOutput<typeof poolCheckSchema>, PoolCheck>,
  Same<v.InferOutput<typeof dropSceneSchema>, DropScene>,
  Same<v.InferOutput<typeof dropSceneCommandSchema>, DropSceneCommand>,
  Same<v.InferOutput<typeof dropEventSchema>, DropEvent>,
] = [true, true, true, true];
void schemasMatchTypes;
