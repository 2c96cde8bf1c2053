import * as v from 'valibot';
import { gearListSchema } from '../cot/characters/index.ts';
import { characterLimits } from '../cot/characters/index.ts';
import { skills } from '../cot/characters/index.ts';
import { keepHighestOrNull } from '../dice/roll.ts';
import { rollId } from '../shared/ids.ts';
import { sideId } from '../cot/initiative/index.ts';
import { initiativeEventSchema } from '../cot/initiative/index.ts';
import { spotCommandTypes } from '../cot/spot/index.ts';
import { conditionSchema } from '../cot/common/index.ts';
import { characterIdSchema, filledText, idText, list, object, oneOf, text } from '../shared/schema-kit.ts';
import { spotEventSchema } from '../cot/spot/index.ts';
import { bolsterEventSchema, freeTurnsEventSchema, scheduleEventSchema } from '../cot/time/index.ts';
import { sceneId, stageTypes } from '../cot/time/index.ts';
import { engineIds, engineOf } from '../registry/index.ts';
import { heistDiceSchema } from '../skirmish/index.ts';
import { campaignLimits as limits } from './limits.ts';
import { pageSettingsChangesSchema as settingsChangesSchema } from './settings-page.ts';
import { bridgeEventSchema } from './schema-bridge.ts';
import { wayBackCommandTypes } from './bridge-commands.ts';
import { playersCommandTypes } from './players.ts';
import { playersEventSchema } from './schema-players.ts';
import { recapEventSchema } from './recap-edit.ts';
import { timelineSchemas } from './schema-timeline.ts';
import { timelineCommandTypes } from './timeline.ts';
import type { BaseCampaignEvent, CampaignCommand, CampaignEvent, CampaignFileV1, LogEntry } from './types.ts';

/**
 * The shapes a campaign file may hold, for import (file.ts) and as the last check before `decide` emits
 * an event. Objects are strict (an unknown key such as `__proto__` is refused and named), every string and
 * list is bounded and every number is an integer within hard limits. The rules (ranges from the settings,
 * Loyalties, Foresight caps) are checked after replay by `characterProblems`, not here.
 */

export function integer(min: number, max: number) {
  const message = `expected an integer from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

// Bounded text, lists, strict objects and picklists: the same builders the engines' schemas use.
export { filledText, idText, list, object, oneOf, text };

type OptionalEntries<TEntries extends Record<string, v.GenericSchema>> = {
  [K in keyof TEntries]: v.ExactOptionalSchema<TEntries[K], undefined>;
};

/** The same entries, each optional (absent, never `undefined`: exactOptionalPropertyTypes). */
export function optional<const TEntries extends Record<string, v.GenericSchema>>(
  entries: TEntries,
): OptionalEntries<TEntries> {
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [key, v.exactOptional(schema)]),
  ) as OptionalEntries<TEntries>;
}

function entriesFor<const TKey extends string, const TSchema extends v.GenericSchema>(
  keys: readonly TKey[],
  schema: TSchema,
): Record<TKey, TSchema> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<TKey, TSchema>;
}

export const flag = v.boolean('expected true or false');
export const time = integer(0, limits.timeMax);
/** A character's id: never a reserved word such as `__proto__` (core/shared/schema-kit.ts). */
export { characterIdSchema };
export const skillSchema = oneOf(skills);

// ── Dice ────────────────────────────────────────────────────────────────────────────────────────────

const bonusSchema = object({
  rolled: integer(-limits.poolMax, limits.poolMax),
  kept: integer(-limits.poolMax, limits.poolMax),
});

export const poolSchema = v.pipe(
  object({ rolled: integer(1, limits.poolMax), kept: integer(1, limits.poolMax) }),
  v.check((pool) => pool.kept <= pool.rolled, 'expected no more kept dice than rolled dice'),
);

export const modifierSchema = object({ ...bonusSchema.entries, source: text(limits.labelMax) });

const rolledEntries = {
  pool: poolSchema,
  faces: list(integer(1, 6), limits.poolMax),
  keptIndices: list(integer(0, limits.poolMax - 1), limits.poolMax),
  kept: list(integer(1, 6), limits.poolMax),
  total: integer(0, 6 * limits.poolMax),
  catastrophe: flag,
};

interface RolledShape {
  readonly pool: { readonly rolled: number; readonly kept: number };
  readonly faces: readonly number[];
  readonly keptIndices: readonly number[];
  readonly kept: readonly number[];
  readonly total: number;
  readonly catastrophe: boolean;
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The kept dice, total and catastrophe are what the faces give (COT-DICE-4, COT-DICE-7): no hand-edited rolls. */
function diceAddUp(side: RolledShape): boolean {
  if (side.faces.length !== side.pool.rolled) return false;
  const roll = keepHighestOrNull(side.pool, side.faces);
  if (roll === null) return false;
  return (
    sameList(roll.keptIndices, side.keptIndices) &&
    sameList(roll.kept, side.kept) &&
    roll.total === side.total &&
    roll.catastrophe === side.catastrophe
  );
}

/** An opponent whose pool failed unrolled (`pool_floor = auto_fail`) has no faces and a total of 0. */
function unrolled(side: RolledShape): boolean {
  return (
    side.faces.length + side.kept.length + side.keptIndices.length + side.total === 0 && !side.catastrophe
  );
}

const diceMessage = 'expected the kept dice, total and catastrophe that its faces give';

export const rolledPoolSchema = v.pipe(
  object(rolledEntries),
  v.check((side) => diceAddUp(side), diceMessage),
);

const opposedSideSchema = v.pipe(
  object({
    ...rolledEntries,
    label: text(limits.labelMax),
    characterId: v.nullable(characterIdSchema),
    modifiers: list(modifierSchema, limits.modifiersMax * 2),
  }),
  v.check((side) => unrolled(side) || diceAddUp(side), diceMessage),
);

export const rollRecordSchema = object({
  id: v.pipe(idText(limits.idMax), v.transform(rollId)),
  at: time,
  characterId: v.nullable(characterIdSchema),
  label: text(limits.labelMax),
  skill: v.nullable(skillSchema),
  basePool: poolSchema,
  modifiers: list(modifierSchema, limits.modifiersMax * 3),
  rolled: v.nullable(rolledPoolSchema),
  against: oneOf(['difficulty', 'score', 'opposed']),
  againstLabel: text(limits.labelMax),
  opponent: v.nullable(opposedSideSchema),
  difficulty: integer(0, limits.difficultyMax),
  success: flag,
  margin: integer(-limits.difficultyMax, 6 * limits.poolMax),
  catastrophe: flag,
  note: text(limits.noteMax),
  result: v.exactOptional(text(limits.labelMax)),
  heist: v.exactOptional(heistDiceSchema),
  secret: v.exactOptional(v.literal(true, 'expected true')),
});

// ── Characters ──────────────────────────────────────────────────────────────────────────────────────

const stat = integer(0, characterLimits.statMax);

const loyaltiesSchema = list(
  object({
    relation: text(characterLimits.labelMax),
    subject: text(characterLimits.labelMax),
    prime: flag,
  }),
  10,
);

const characterFieldEntries = {
  kind: oneOf(['crew', 'npc', 'guard']),
  name: filledText(characterLimits.nameMax),
  trueIdentity: text(characterLimits.labelMax),
  presentedIdentity: text(characterLimits.labelMax),
  abilities: object({ muscle: stat, fingers: stat, brains: stat, it: stat }),
  skills: object(entriesFor(skills, stat)),
  mysticismTradition: text(characterLimits.labelMax),
  loyalties: loyaltiesSchema,
  foresight: integer(0, 2 * characterLimits.statMax),
  reputation: integer(0, characterLimits.reputationMax),
  condition: conditionSchema,
  focusRoundUsed: flag,
  weapons: list(filledText(characterLimits.labelMax), characterLimits.weaponsMax),
  armour: v.nullable(filledText(characterLimits.labelMax)),
  // Absent from sheets stored before gear lists (COT-FORE-7): they hold none (`gearOf`).
  gear: v.exactOptional(gearListSchema),
  notes: text(characterLimits.notesMax),
};

export const characterSchema = object({ id: characterIdSchema, ...characterFieldEntries });
export const characterChangesSchema = object(optional(characterFieldEntries));

/** Issue 22: a rewind's and a fork's snapshot of a whole state, checked part by part (schema-timeline.ts). */
export const timeline = timelineSchemas(characterSchema);

// ── Settings ────────────────────────────────────────────────────────────────────────────────────────

// Derived from the one settings registry (core/cot/settings/) and the sections engines bring of their own, with
// every setting's bounds.
export { settingsChangesSchema };

// ── Events, log, file ───────────────────────────────────────────────────────────────────────────────

const campaignName = filledText(limits.nameMax);
const crewCount = integer(limits.crewMin, limits.crewMax);

export const baseEventSchema = v.variant(
  'type',
  [
    object({ type: v.literal('campaign/created'), name: campaignName }),
    object({ type: v.literal('campaign/renamed'), name: campaignName }),
    object({ type: v.literal('settings/changed'), changes: settingsChangesSchema }),
    object({
      type: v.literal('crew/adjusted'),
      changes: object(optional({ resources: crewCount, heat: crewCount })),
    }),
    object({ type: v.literal('session/started'), session: integer(1, limits.sessionMax) }),
    object({
      type: v.literal('time/downtime-passed'),
      days: integer(limits.downtimeDaysMin, limits.downtimeDaysMax),
      quietDays: integer(1, 100_000_000),
    }),
    object({ type: v.literal('character/created'), character: characterSchema }),
    object({ type: v.literal('character/updated'), id: characterIdSchema, changes: characterChangesSchema }),
    object({ type: v.literal('character/deleted'), id: characterIdSchema }),
    object({
      type: v.literal('character/loyalty-changed'),
      id: characterIdSchema,
      loyalties: loyaltiesSchema,
    }),
    object({ type: v.literal('dice/rolled'), roll: rollRecordSchema }),
  ],
  'expected a known event type',
);

/**
 * Scene events, field by field: each engine's events by that engine's own schema, the turns' and the clock's by
 * theirs. A scene opens empty (its engine's start events follow), so nothing unchecked ever reaches a scene.
 */
const sceneIdSchema = idText(characterLimits.idMax);
const participantSchema = object({
  characterId: characterIdSchema,
  side: idText(characterLimits.idMax),
  zone: text(limits.labelMax),
  role: oneOf(['on-foot', 'driver', 'passenger'] as const),
});

const openedSceneSchema = object({
  id: v.pipe(sceneIdSchema, v.transform(sceneId)),
  name: filledText(limits.nameMax),
  engine: oneOf(engineIds),
  stage: oneOf(stageTypes),
  parent: v.nullable(v.pipe(sceneIdSchema, v.transform(sceneId))),
  sides: list(
    object({
      id: v.pipe(idText(characterLimits.idMax), v.transform(sideId)),
      label: filledText(limits.labelMax),
      crew: flag,
    }),
    20,
  ),
  participants: list(participantSchema, 200),
  turns: object({ initiative: v.null('expected no initiative yet'), free: v.null('expected no turns yet') }),
  state: v.null('expected the engine to start after the scene opens'),
  ended: v.null('expected a scene that has not ended'),
});

const moduleEvents = [
  object({
    type: v.literal('scene/changed'),
    sceneId: sceneIdSchema,
    module: v.literal('initiative'),
    event: initiativeEventSchema,
  }),
  object({
    type: v.literal('scene/changed'),
    sceneId: sceneIdSchema,
    module: v.literal('free-turns'),
    event: freeTurnsEventSchema,
  }),
  ...engineIds.map((id) =>
    object({
      type: v.literal('scene/changed'),
      sceneId: sceneIdSchema,
      module: v.literal(id),
      event: engineOf(id).eventSchema,
    }),
  ),
];

export const sceneEventSchema = v.variant(
  'type',
  [
    object({ type: v.literal('scene/opened'), scene: openedSceneSchema }),
    object({ type: v.literal('scene/joined'), sceneId: sceneIdSchema, participant: participantSchema }),
    v.variant('module', moduleEvents, 'expected the events of a known rules engine'),
    object({ type: v.literal('scene/closed'), sceneId: sceneIdSchema, summary: text(limits.nameMax * 4) }),
    object({ type: v.literal('clock/changed'), event: scheduleEventSchema }),
    object({
      type: v.literal('bolsters/changed'),
      event: bolsterEventSchema,
      sceneId: v.exactOptional(sceneIdSchema),
    }),
  ],
  'expected a known event type',
);

export const eventSchema = v.variant(
  'type',
  [
    baseEventSchema,
    sceneEventSchema,
    spotEventSchema,
    bridgeEventSchema,
    playersEventSchema,
    recapEventSchema,
    timeline.eventSchema,
  ],
  'expected a known event type',
);

export const commandTypes = [
  'campaign/create',
  'campaign/rename',
  'settings/change',
  'crew/adjust',
  'session/start',
  'time/downtime',
  'character/create',
  'character/update',
  'character/duplicate',
  'character/delete',
  'character/change-own-loyalty',
  'dice/roll',
  'scene/open',
  'scene/close',
  'scene/end-round',
  'scene/join',
  'scene/leave',
  'scene/roll-initiative',
  'scene/claim-slot',
  'scene/end-turn',
  'scene/declare-focus',
  'scene/bolster',
  'scene/wait',
  'scene/act',
  'scene/start-child',
  'scene/next-turn',
  'bridge/play-skirmish',
  'bridge/bypass',
  'bridge/cache',
  'bridge/ambush',
  ...spotCommandTypes,
  'job/generate',
  ...wayBackCommandTypes,
  'bridge/import-fight',
  ...playersCommandTypes,
  'recap/edit',
  ...timelineCommandTypes,
] as const satisfies readonly CampaignCommand['type'][];

export const logEntrySchema = object({
  seq: integer(1, limits.seqMax),
  at: time,
  command: oneOf(commandTypes),
  events: v.pipe(list(eventSchema, limits.eventsPerEntryMax), v.minLength(1, 'expected at least one event')),
  undone: flag,
});

/** The first line of a version-2 file (file.ts). */
export const fileHeaderSchema = object({
  formatVersion: v.literal(2, 'expected 2'),
  app: v.literal('heistbox', 'expected "heistbox"'),
  kind: v.literal('campaign', 'expected "campaign"'),
  exportedAt: time,
  campaign: object({ name: campaignName, createdAt: time }),
  entries: integer(1, limits.logMax),
});

/** A version-1 file: one JSON document holding the whole log. */
export const campaignFileSchema = object({
  formatVersion: v.literal(1, 'expected 1'),
  app: v.literal('heistbox', 'expected "heistbox"'),
  exportedAt: time,
  campaign: object({ name: campaignName, createdAt: time }),
  // Each entry is brought to today's shape (legacy.ts), then checked by `logEntrySchema`, one at a time.
  log: v.pipe(
    list(v.unknown(), limits.logMax),
    v.minLength(1, 'expected at least the entry that creates the campaign'),
  ),
});

// The schemas describe exactly the contract types: these fail to compile when either side drifts.
type Frozen<T> = T extends string | number | boolean | null
  ? T
  : T extends readonly (infer U)[]
    ? readonly Frozen<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Frozen<T[K]> }
      : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Engine events are each engine's own (their schemas are compared with their types in their modules), so only
// the campaign's own events are compared field by field here.
type SceneLoose<T> = Omit<T, 'events'> & { readonly events: readonly unknown[] };
const schemasMatchTypes: [
  Same<Frozen<v.InferOutput<typeof baseEventSchema>>, BaseCampaignEvent>,
  Same<Frozen<v.InferOutput<typeof eventSchema>>['type'], CampaignEvent['type']>,
  Same<keyof Frozen<v.InferOutput<typeof logEntrySchema>>, keyof SceneLoose<LogEntry>>,
  Same<keyof Frozen<v.InferOutput<typeof campaignFileSchema>>, keyof CampaignFileV1>,
  Same<(typeof commandTypes)[number], CampaignCommand['type']>,
] = [true, true, true, true, true];
void schemasMatchTypes;
