import * as v from 'valibot';
import { characterProblems } from '../cot/characters/index.ts';
import { settingsSchema } from '../cot/settings/index.ts';
import { spotSchema } from '../cot/spot/index.ts';
import { stageTypes } from '../cot/time/index.ts';
import { engineIds } from '../registry/index.ts';
import { filledText, idSchema, idTable, integer, list, object, oneOf, text } from '../shared/schema-kit.ts';
import { characterIdSchema, flag, idRecord, reservedWords } from '../shared/schema-kit.ts';
import { campaignLimits as limits } from './limits.ts';
import { settingsProblems } from './settings-problems.ts';
import type { CampaignState } from './types.ts';

/**
 * A campaign state carried in a log entry (issue 22: a rewind's or a fork's snapshot), checked wherever it comes
 * from — a command, a stored entry, an imported file — before anything folds it: plain bounded JSON, exactly the
 * parts a state has, each part of the shape its own schema gives (the campaign's name, the settings, the crew, the
 * characters and Spots field by field; the scenes, the clock, Bolsters, bridged fights and the players' part by
 * their ids), the parts naming each other consistently, and the rules on the settings and every sheet (what an
 * import checks on its final state). An import also compares a rewind's snapshot with the state it rebuilds itself
 * at that entry (renderer/db/files.ts), so a forged one is refused even when it is well formed.
 */

/** A snapshot's first problem: its path under `state` and what is wrong. */
export interface SnapshotProblem {
  readonly path: string;
  readonly message: string;
}

/** Nesting deeper than this, or more values than `nodesMax`, is not a state Heistbox wrote. */
const depthMax = 64;
const nodesMax = 5_000_000;
const tableMax = 100_000;

/** The first thing that makes a value other than plain JSON data (a prototype key, a non-finite number…). */
export function jsonProblem(value: unknown): SnapshotProblem | null {
  let nodes = 0;
  const walk = (item: unknown, path: string, depth: number): SnapshotProblem | null => {
    nodes += 1;
    if (nodes > nodesMax) return { path, message: `expected at most ${nodesMax} values in a state` };
    if (item === null || typeof item === 'string' || typeof item === 'boolean') return null;
    if (typeof item === 'number')
      return Number.isFinite(item) ? null : { path, message: 'expected a finite number' };
    if (typeof item !== 'object') return { path, message: `expected JSON data, got a ${typeof item}` };
    if (depth > depthMax) return { path, message: `expected at most ${depthMax} levels of nesting` };
    if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index += 1) {
        const problem = walk(item[index], `${path}[${index}]`, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    const proto: unknown = Object.getPrototypeOf(item);
    if (proto !== Object.prototype && proto !== null) return { path, message: 'expected a plain object' };
    for (const key of Object.keys(item)) {
      if (reservedWords.includes(key))
        return { path: `${path}.${key}`, message: 'expected no reserved word as a key' };
      const problem = walk((item as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return walk(value, 'state', 0);
}

const plainObject = v.custom<Readonly<Record<string, unknown>>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'expected an object',
);
const sceneShape = v.looseObject({
  id: idSchema,
  name: filledText(limits.nameMax),
  engine: oneOf(engineIds),
  stage: oneOf(stageTypes),
});
const closedShape = v.looseObject({ id: idSchema, name: filledText(limits.nameMax) });
const crewCount = integer(limits.crewMin, limits.crewMax);

/** The snapshot's parts, field by field: `characterSchema` comes from schema.ts, which builds these (no cycle). */
function partsSchemaWith(characterSchema: v.GenericSchema) {
  return object({
    name: filledText(limits.nameMax),
    settings: settingsSchema,
    crew: object({ resources: crewCount, heat: crewCount }),
    session: integer(0, limits.sessionMax),
    characters: idRecord(characterIdSchema, characterSchema, tableMax),
    scenes: idTable(sceneShape, tableMax),
    closed: idTable(closedShape, tableMax),
    recentlyClosed: list(idSchema, tableMax),
    spots: idTable(spotSchema, tableMax),
    quietDays: integer(0, 100_000_000),
    sessionUnderWay: flag,
    loyaltyChanges: list(characterIdSchema, tableMax),
    clock: v.looseObject({
      now: integer(0, 1_000_000_000),
      running: list(v.looseObject({ id: idSchema }), tableMax),
      closed: list(v.looseObject({ id: idSchema }), tableMax),
    }),
    bolsters: plainObject,
    bridge: v.looseObject({ fights: plainObject, written: plainObject }),
    players: v.looseObject({
      hiddenScenes: list(idSchema, tableMax),
      characters: plainObject,
      spots: plainObject,
    }),
  });
}

type Parts = v.InferOutput<ReturnType<typeof partsSchemaWith>>;

/** The parts naming each other: a table's keys are its rows' ids, lists name rows that are there. */
function linkProblem(state: Parts): SnapshotProblem | null {
  const tables = [
    ['characters', state.characters],
    ['scenes', state.scenes],
    ['closed', state.closed],
    ['spots', state.spots],
  ] as const;
  for (const [part, table] of tables) {
    for (const [key, row] of Object.entries(table)) {
      if ((row as { id: string }).id !== key)
        return {
          path: `state.${part}.${key}.id`,
          message: `expected the id ${JSON.stringify(key)}, its key`,
        };
    }
  }
  for (const [index, id] of state.recentlyClosed.entries()) {
    if (!Object.hasOwn(state.closed, id))
      return {
        path: `state.recentlyClosed[${index}]`,
        message: `expected a closed scene, got ${JSON.stringify(id)}`,
      };
  }
  for (const [index, id] of state.loyaltyChanges.entries()) {
    if (!Object.hasOwn(state.characters, id))
      return {
        path: `state.loyaltyChanges[${index}]`,
        message: `expected a character, got ${JSON.stringify(id)}`,
      };
  }
  for (const [index, scene] of state.clock.running.entries()) {
    if (!Object.hasOwn(state.scenes, scene.id))
      return {
        path: `state.clock.running[${index}].id`,
        message: `expected a running scene, got ${JSON.stringify(scene.id)}`,
      };
  }
  return null;
}

/** The rules on the settings and on every sheet (COT-CHAR-*, as an import checks its final state). */
function rulesProblem(state: CampaignState): SnapshotProblem | null {
  const setting = settingsProblems(state.settings)[0];
  if (setting) return { path: `state.settings.${setting.field}`, message: setting.message };
  for (const character of Object.values(state.characters)) {
    const problem = characterProblems(character, state.settings)[0];
    if (problem)
      return {
        path: `state.characters.${character.id}.${problem.field}`,
        message: `${character.name}: ${problem.message}`,
      };
  }
  return null;
}

/**
 * The checks of a snapshot and the timeline's commands and events, built on the character schema (schema.ts calls
 * this once, so this file never imports it).
 */
export function timelineSchemas(characterSchema: v.GenericSchema) {
  const partsSchema = partsSchemaWith(characterSchema);

  /** The first problem of a snapshot, or null when it is a campaign state Heistbox could have written. Never throws. */
  function snapshotProblem(value: unknown): SnapshotProblem | null {
    const json = jsonProblem(value);
    if (json) return json;
    const parsed = v.safeParse(partsSchema, value, { abortEarly: true });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
      const last = issue.path?.[issue.path.length - 1];
      const missing = issue.type === 'strict_object' && last?.origin === 'key';
      const message = missing
        ? issue.expected === 'never'
          ? 'is not a part of a campaign state'
          : 'is missing'
        : issue.message;
      return { path: path === '' ? 'state' : `state.${path}`, message };
    }
    return linkProblem(parsed.output as Parts) ?? rulesProblem(value as CampaignState);
  }

  /** A snapshot in a command or an event: refused with its first problem, named by its path. */
  const snapshotSchema = v.pipe(
    v.unknown(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = snapshotProblem(dataset.value);
      if (problem) addIssue({ message: `${problem.path} ${problem.message}` });
    }),
    v.transform((value) => value as CampaignState),
  );

  const fromSchema = object({ name: filledText(limits.nameMax), seq: integer(1, limits.seqMax) });

  const commandSchema = v.variant(
    'type',
    [
      object({ type: v.literal('campaign/rewind'), toSeq: integer(1, limits.seqMax), state: snapshotSchema }),
      object({
        type: v.literal('campaign/fork'),
        name: text(limits.nameMax),
        from: fromSchema,
        state: snapshotSchema,
      }),
    ],
    'expected a known command',
  );

  const eventSchema = v.variant(
    'type',
    [
      object({
        type: v.literal('campaign/rewound'),
        toSeq: integer(1, limits.seqMax),
        state: snapshotSchema,
      }),
      object({
        type: v.literal('campaign/forked'),
        name: filledText(limits.nameMax),
        from: fromSchema,
        state: snapshotSchema,
      }),
    ],
    'expected a known event type',
  );

  return { snapshotProblem, commandSchema, eventSchema };
}
