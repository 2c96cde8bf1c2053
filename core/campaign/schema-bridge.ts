import * as v from 'valibot';
import type { BridgeRecord, WriteBackProposal } from '../bridge/index.ts';
import { characterLimits, gearListSchema } from '../cot/characters/index.ts';
import { conditionSchema } from '../cot/common/index.ts';
import { sceneId, stageTypes } from '../cot/time/index.ts';
import { grenadeKinds, weaponNames } from '../skirmish/index.ts';
import {
  characterIdSchema,
  filledText,
  flag,
  idRecord,
  idText,
  integer,
  list,
  object,
  oneOf,
  text,
} from '../shared/schema-kit.ts';
import type { Frozen, Same } from '../shared/schema-kit.ts';
import type { CharacterId } from '../shared/ids.ts';
import { campaignLimits as limits } from './limits.ts';
import { bridgeRecordSchema, fightLinkSchema, modelLinkSchema } from './schema-bridge-link.ts';
// A sheet is checked as `character/created` checks it; read lazily, as schema.ts imports this module.
import { characterSchema, modifierSchema, poolSchema, rolledPoolSchema } from './schema.ts';

/**
 * The bridge's events as a campaign file may hold them (bridge-fights.ts). The write-back proposal and the
 * mapping records are checked field by field, every id never a reserved word and every number bounded; the link
 * too (schema-bridge-link.ts).
 */

const fightId = idText(characterLimits.idMax);
const sceneRef = v.nullable(v.pipe(idText(characterLimits.idMax), v.transform(sceneId)));
const anId = idText(characterLimits.idMax);
const label = text(characterLimits.labelMax);
/** A zone of the Spot, or null for Outside (COT-D-48). */
const zone = v.nullable(anId);
const count = integer(0, limits.crewMax);
const many = 500;
const character = v.lazy(() => characterSchema);
const pool = v.lazy(() => poolSchema);
const modifier = v.lazy(() => modifierSchema);
const faces = list(integer(1, 20), 100);

/** BRG-D-10, D-25: a firearm's ammunition record. */
const firearmSchema = object({
  weapon: filledText(characterLimits.labelMax),
  heist: oneOf(weaponNames),
  reloads: count,
  counters: count,
  broken: flag,
  stockless: v.exactOptional(v.literal(true)),
  nonLethal: v.exactOptional(v.literal(true)),
});

const recordSchema = bridgeRecordSchema;

/** A table by character id (valibot types its keys as plain strings: pinned to `CharacterId` here). */
function byCharacter<const S extends v.GenericSchema>(value: S) {
  return idRecord(characterIdSchema, value, many) as unknown as v.GenericSchema<
    unknown,
    Readonly<Record<CharacterId, v.InferOutput<S>>>
  >;
}

const category = oneOf(['crew', 'police', 'civilian', 'other'] as const);
const restOfChase = object({
  members: list(characterIdSchema, many),
  vehicle: v.nullable(anId),
  distance: count,
});

/** One line's change, by its kind (core/bridge/lines.ts). */
const changeSchema = v.variant('kind', [
  object({
    kind: v.literal('health'),
    character: characterIdSchema,
    condition: conditionSchema,
    unconscious: flag,
    faces,
  }),
  object({ kind: v.literal('restrained'), character: characterIdSchema, by: v.nullable(characterIdSchema) }),
  object({ kind: v.literal('zone'), character: characterIdSchema, zone }),
  object({ kind: v.literal('aware'), character: characterIdSchema }),
  object({ kind: v.literal('discovered'), character: characterIdSchema }),
  object({
    kind: v.literal('witnessed'),
    character: characterIdSchema,
    identities: list(label, many),
    allowed: list(label, many),
  }),
  object({ kind: v.literal('firearm'), character: characterIdSchema, firearm: firearmSchema, dry: flag }),
  object({
    kind: v.literal('gear'),
    character: characterIdSchema,
    weapons: list(filledText(characterLimits.labelMax), characterLimits.weaponsMax),
    gear: gearListSchema,
  }),
  object({ kind: v.literal('foresight'), character: characterIdSchema, before: count, after: count }),
  object({
    kind: v.literal('loot'),
    name: filledText(characterLimits.labelMax),
    loot: v.nullable(anId),
    character: v.nullable(characterIdSchema),
    zone,
  }),
  object({ kind: v.literal('heat'), before: count, delta: integer(-limits.crewMax, limits.crewMax) }),
  object({ kind: v.literal('resources'), before: count, spent: count }),
  object({ kind: v.literal('security'), barrier: anId, security: anId }),
  object({ kind: v.literal('awareness'), character: characterIdSchema, before: count, bonus: count }),
  object({
    kind: v.literal('vehicle'),
    vehicle: anId,
    name: filledText(characterLimits.labelMax),
    owner: v.nullable(characterIdSchema),
    body: count,
    bodyMax: count,
    wrecked: flag,
    destroyed: flag,
    zone,
    occupants: list(characterIdSchema, many),
  }),
  object({
    kind: v.literal('clock'),
    stage: oneOf(stageTypes),
    gameRounds: count,
    actionRounds: count,
    longer: v.nullable(object({ stage: oneOf(stageTypes), rounds: count })),
    minutes: count,
  }),
  object({
    kind: v.literal('chase'),
    exit: anId,
    zone,
    mode: oneOf(['foot', 'vehicles'] as const),
    target: list(characterIdSchema, many),
    pursuers: list(restOfChase, many),
  }),
  object({
    kind: v.literal('cover'),
    character: characterIdSchema,
    pool,
    modifiers: list(modifier, limits.modifiersMax),
    faces,
    total: count,
    firstAttack: v.nullable(modifier),
  }),
  object({
    kind: v.literal('npc'),
    character,
    record: v.nullable(recordSchema),
    category,
    zone,
  }),
  object({
    kind: v.literal('log'),
    skirmish: anId,
    gameRounds: count,
    casualties: list(filledText(characterLimits.nameMax), many),
    departures: list(filledText(characterLimits.nameMax), many),
  }),
]);

const lineSchema = object({
  id: anId,
  decisions: list(anId, 20),
  text: text(characterLimits.notesMax),
  change: changeSchema,
  names: list(characterIdSchema, many),
  needs: list(anId, many),
});

/** BRG-D-45: the closing events and their dice. */
const closingSchema = object({
  blasts: list(
    object({
      grenade: anId,
      kind: oneOf(grenadeKinds),
      side: anId,
      hits: idRecord(anId, count, many),
    }),
    many,
  ),
  checks: list(object({ model: anId, skill: count, roll: integer(1, 10), passed: flag }), many),
});

/** The write-back proposal of one fight (BRG-D-46), as `bridge/proposed` stores it. */
export const proposalSchema = object({
  skirmish: anId,
  empty: flag,
  lines: list(lineSchema, limits.eventsPerEntryMax),
  closing: closingSchema,
  limits: object({
    minRecoveryDays: count,
    maxRecoveryDays: count,
    zones: list(zone, many),
    heistRoundsPerActionRound: integer(1, limits.crewMax),
  }),
  people: byCharacter(filledText(characterLimits.nameMax)),
  notes: list(text(characterLimits.notesMax), many),
});

const recordsSchema = byCharacter(recordSchema);

export const bridgeEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('bridge/fight-linked'),
      fight: fightId,
      link: fightLinkSchema,
      parent: sceneRef,
      scene: sceneRef,
      name: filledText(limits.nameMax),
    }),
    object({
      type: v.literal('bridge/spent'),
      fight: fightId,
      character: v.nullable(characterIdSchema),
      foresight: integer(0, 100),
      resources: integer(0, 1_000_000),
      why: filledText(limits.labelMax),
    }),
    object({
      type: v.literal('bridge/door-used'),
      fight: fightId,
      model: anId,
      exit: anId,
      barrier: anId,
      attempt: v.nullable(
        object({
          security: anId,
          skill: v.nullable(
            oneOf([
              'lockpicking',
              'safecracking',
              'athletics',
              'catBurglary',
              'build',
              'explosives',
            ] as const),
          ),
          roll: v.nullable(v.lazy(() => rolledPoolSchema)),
          check: v.nullable(object({ face: integer(1, 10), effective: integer(-100, 100) })),
          bypassed: flag,
          catastrophe: flag,
        }),
      ),
    }),
    object({ type: v.literal('bridge/model-linked'), fight: fightId, model: anId, link: modelLinkSchema }),
    object({
      type: v.literal('bridge/proposed'),
      fight: fightId,
      proposal: proposalSchema,
      continues: v.exactOptional(v.literal('gang-warfare')),
    }),
    object({
      type: v.literal('bridge/written-back'),
      fight: fightId,
      at: v.pipe(v.number(), v.integer(), v.minValue(0)),
      records: recordsSchema,
    }),
  ],
  'expected a known event type',
);

// The schemas describe exactly the bridge's types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<Frozen<v.InferOutput<typeof proposalSchema>>, WriteBackProposal>,
  Same<Frozen<v.InferOutput<typeof recordSchema>>, BridgeRecord>,
] = [true, true];
void schemasMatchTypes;
