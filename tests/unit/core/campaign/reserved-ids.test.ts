import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apply } from '../../../../core/campaign/apply.ts';
import { commandProblem, commandSchema } from '../../../../core/campaign/command-schema.ts';
import { campaignFileText, parseCampaignFile } from '../../../../core/campaign/file.ts';
import { schemaProblems } from '../../../../core/campaign/issues.ts';
import { commandTypes, eventSchema } from '../../../../core/campaign/schema.ts';
import {
  blankCharacter,
  characterId,
  decide,
  defaultSettings,
  engineIds,
  engineOf,
} from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry } from '../../../../core/index.ts';
import { isReservedId, reservedIdMessage, reservedWords } from '../../../../core/shared/schema-kit.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { examplesOf } from '../../../helpers/schema-examples.ts';

/**
 * Ids are never a reserved word (`__proto__`, `constructor`, `toString`…: every name of `Object.prototype`, and
 * `prototype`), in any command of any engine and in any imported event: one check (core/shared/schema-kit.ts)
 * that every schema uses. A command or an event with such an id is refused with a message naming the field.
 */

describe('reservedWords', () => {
  it('holds every name an object answers through Object.prototype, and prototype', () => {
    for (const name of [...Object.getOwnPropertyNames(Object.prototype), 'prototype']) {
      expect(isReservedId(name), name).toBe(true);
    }
    expect(reservedWords).toHaveLength(Object.getOwnPropertyNames(Object.prototype).length + 1);
  });

  it('leaves ordinary ids alone, whatever their case', () => {
    for (const id of ['vex', 'Constructor', 'tostring', 'proto', '__proto', 'dock-2', 'heist-1']) {
      expect(isReservedId(id), id).toBe(false);
    }
  });
});

// ── Every command and event of every engine, every id field ─────────────────────────────────────────

type Path = readonly (string | number)[];
type Value = Record<string, unknown>;

/** Every string in a value, with its path. */
function stringLeaves(value: unknown, prefix: Path = []): Path[] {
  if (typeof value === 'string') return [prefix];
  if (typeof value !== 'object' || value === null) return [];
  const keys = Array.isArray(value) ? value.map((_item, index) => index) : Object.keys(value);
  return keys.flatMap((key) => stringLeaves((value as Value)[key], [...prefix, key]));
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Value;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

/** The field's own name: `weapons` for `character.weapons[0]`. */
function nameOf(path: Path): string {
  return String([...path].reverse().find((key) => typeof key === 'string'));
}

/** `participants[0].characterId`, as the schemas' messages name a field. */
function fieldOf(path: Path): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out === '' ? key : `${out}.${key}`),
    '',
  );
}

/** Fields of free text (names, labels, notes, weapons): any word is a fine name, `constructor` included. */
const freeText = new Set([
  'name',
  'label',
  'againstLabel',
  'toName',
  'note',
  'notes',
  'summary',
  'text',
  'task',
  'reason',
  'outcome',
  'result',
  'relation',
  'subject',
  'identity',
  'trueIdentity',
  'presentedIdentity',
  'mysticismTradition',
  'source',
  'weapon',
  'weapons',
  'armour',
  'purpose',
  'what',
  'into',
  'reloadFor',
  'title',
  'item',
  'words',
  'crash',
  'agenda',
  'previous',
  'witnessed',
  'means',
  'fromName',
  'towardName',
  'zoneName', // the alarm track's reveal names its zone for the history
  'vehicle', // a row of the vehicle table in a fight's or chase's set-up; a vehicle's id is checked as an id
  'zone', // a participant's zone on the Open-a-scene form is a label; a Spot's zones are checked as ids
  // A bridged fight's link (bridge.md §7): a mapping record's model name and original profile in the short
  // format, why a weapon stays in the COT gear, the weapons a slot could take, a vehicle's line in words.
  'model',
  'originalProfile',
  'why',
  'long',
  'sidearm',
  'line',
  'becomes', // what a generated job's card became on its Spot, in words (issue 19)
  'detail', // the odds stored with a HEIST roll: the dice and modifiers in words (issue 20)
]);

/**
 * Free text that a field's own name does not tell: the names in a write-back proposal's table by character, and a
 * mapping record's model name and original profile (the short format, BRG-D-7).
 */
const freeFields = [/(^|\.)people\.[^.]+$/, /(records\.[^.]+|record)\.(model|originalProfile)$/];
const isFree = (path: Path) =>
  freeText.has(nameOf(path)) || freeFields.some((pattern) => pattern.test(fieldOf(path)));

const sheet = blankCharacter(characterId('vex'), 'crew', 'Vex', defaultSettings);
const participant = { characterId: sheet.id, side: 'crew', zone: 'Dock', role: 'on-foot' };

/**
 * The examples' smallest numbers made to agree where an event's schema checks one field against another: a
 * roll's dice add up (COT-DICE-4), Cover left is Cover before less the damage, a Cover roll gives the Cover.
 */
function consistent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(consistent);
  if (typeof value !== 'object' || value === null) return value;
  // Issue 22: a rewind's or a fork's snapshot is a whole campaign state, which no example drawn field by field is.
  if ('state' in value && 'type' in value && String(value.type).startsWith('campaign/'))
    return { ...(value as Value), state: apply(null, { type: 'campaign/created', name: 'Snapshot' }) };
  const record: Value = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, consistent(item)]),
  );
  if ('faces' in record && 'keptIndices' in record && 'pool' in record) {
    const dice = { faces: [4], keptIndices: [0], kept: [4], total: 4, catastrophe: false };
    return { ...record, pool: { rolled: 1, kept: 1 }, ...dice };
  }
  if ('coverBefore' in record && 'damage' in record && 'coverAfter' in record)
    return { ...record, coverAfter: Math.max(0, Number(record.coverBefore) - Number(record.damage)) };
  if (record.type === 'warfare/cover-rolled')
    return { ...record, coverScore: (record.check as { roll: { total: number } | null }).roll?.total ?? 0 };
  return record;
}

/** What a command or an event is, for naming it: its type, and its engine's command, set-up or event type. */
function kindOf(value: Value): string {
  const inner = (value.command ?? value.event) as { type?: string } | undefined;
  const setup = value.type === 'scene/open' || value.type === 'scene/start-child' ? value.engine : '';
  return [value.type, inner?.type ?? setup].filter(Boolean).join(' ');
}

/** Every kind of command, from the schemas: each engine's commands in `scene/act`, its set-up in `scene/open`. */
const commands: readonly Value[] = (() => {
  const campaign = (examplesOf(commandSchema) as unknown[]).map(consistent) as Value[];
  const stamp = { sceneId: 's1', at: 1, rollId: 'r1' };
  const opening = (type: string) => campaign.find((c) => c.type === type)!;
  return [
    ...campaign.filter((c) => !['scene/act', 'scene/open', 'scene/start-child'].includes(String(c.type))),
    ...engineIds.flatMap((engine) => {
      const setups = examplesOf(engineOf(engine).setupSchema);
      return [
        ...examplesOf(engineOf(engine).commandSchema).map((command) => ({
          type: 'scene/act',
          ...stamp,
          engine,
          command,
        })),
        ...setups.map((setup) => ({ ...opening('scene/open'), engine, setup })),
        ...setups.map((setup) => ({ ...opening('scene/start-child'), engine, setup })),
      ];
    }),
  ];
})();

/**
 * Every kind of event an imported file may hold, from the import schema itself, and the events of a simulated
 * campaign (a chase's start must hold together as a whole, which no example drawn field by field does).
 */
const events = [
  ...simulateCampaign({ entries: 400, seed: 3 }).entries.flatMap((entry) => entry.events),
  ...(examplesOf(eventSchema) as unknown[]).map(consistent),
] as Value[];

/** The first three values of each kind. */
function fewOfEachKind(values: readonly Value[]): Value[] {
  const counts = new Map<string, number>();
  return values.filter((value) => {
    const count = counts.get(kindOf(value)) ?? 0;
    counts.set(kindOf(value), count + 1);
    return count < 3;
  });
}

/** A few examples of each kind that the schema accepts, and the kinds of which it accepts none. */
function accepted(values: readonly Value[], refusal: (value: unknown) => unknown) {
  const kept = fewOfEachKind(values.filter((value) => refusal(value) === null));
  const kinds = new Set(kept.map(kindOf));
  return { kept, missing: [...new Set(values.map(kindOf))].filter((kind) => !kinds.has(kind)) };
}

/** The field a command's shape is refused at, and the message. */
function commandRefusal(command: unknown) {
  const problem = commandProblem(command);
  return problem === null ? null : { field: String(problem.data?.field), message: problem.message };
}

function eventRefusal(event: unknown) {
  const problem = schemaProblems(eventSchema, event)[0];
  return problem === undefined
    ? null
    : { field: problem.field, message: `${problem.field}: ${problem.message}` };
}

/**
 * Puts a reserved word in each string field of each value in turn. A field that refuses an ordinary id too is a
 * fixed word (a type, a skill, a tag) and is skipped; a field that takes any word is free text; every other field
 * is an id, and must be refused with the reserved-word message naming it. Returns what was not, and the count.
 */
function walkIds(
  values: readonly Value[],
  refusal: (value: unknown) => { field: string; message: string } | null,
) {
  const missed: string[] = [];
  let checked = 0;
  for (const value of values) {
    for (const path of stringLeaves(value)) {
      const field = fieldOf(path);
      if (refusal(replaceAt(value, path, 'zz-fresh-id')) !== null) continue;
      const word = reservedWords[checked % reservedWords.length]!;
      const problem = refusal(replaceAt(value, path, word));
      if (problem === null && isFree(path)) continue;
      if (problem?.field !== field || !problem.message.startsWith(`${field}: ${reservedIdMessage}`))
        missed.push(`${kindOf(value)}: ${field} = ${word}: ${problem?.message ?? 'accepted'}`);
      checked += 1;
    }
  }
  return { missed, checked };
}

describe('commands with a reserved word as an id', () => {
  const { kept, missing } = accepted(commands, commandProblem);

  it('every kind of command, of every engine, has an example its schema accepts', () => {
    expect(missing).toEqual([]);
    expect(new Set(kept.map((c) => c.type))).toEqual(new Set(commandTypes));
    expect(new Set(kept.map(kindOf)).size).toBeGreaterThan(120);
  });

  it('are refused in every id field of every command of every engine, naming the field', () => {
    const { missed, checked } = walkIds(kept, commandRefusal);
    expect(missed).toEqual([]);
    expect(checked).toBeGreaterThan(250);
  });

  it('character/create with id __proto__ and character/duplicate to constructor are refused before the rules', () => {
    const state = simulateCampaign({ entries: 20, seed: 1 }).state;
    const create = { type: 'character/create', character: { ...sheet, id: '__proto__' } } as CampaignCommand;
    expect(decide(state, create, fixedDice())).toEqual({
      ok: false,
      code: 'command/invalid',
      message: `character.id: ${reservedIdMessage}, got "__proto__"`,
      data: { field: 'character.id' },
    });
    const someone = Object.keys(state.characters)[0]!;
    const copy = {
      type: 'character/duplicate',
      id: someone,
      newId: 'constructor',
      name: 'C',
    } as CampaignCommand;
    expect(decide(state, copy, fixedDice())).toMatchObject({ ok: false, data: { field: 'newId' } });
  });

  it('a skirmish side, model or card id that is a reserved word is refused, and so is a table keyed by one', () => {
    const setup = engineOf('skirmish').setupSchema;
    const side = (id: string) => ({ id, name: 'Crew', stance: 'aggressive', models: [] });
    const problem = (value: unknown) => v.safeParse(setup, value).issues?.[0]?.message;
    expect(problem({ sides: [side('__proto__')] })).toBe(reservedIdMessage);
    expect(problem({ sides: [side('valueOf')] })).toBe(reservedIdMessage);
    expect(
      problem({
        sides: [side('crew')],
        pressure: { mode: 'rising', levels: JSON.parse('{"__proto__": 1}') },
      }),
    ).toBe('expected a table by id, without a reserved word as a key');
    expect(problem({ sides: [side('crew')], pressure: { mode: 'rising', levels: { toString: 1 } } })).toBe(
      'expected a table by id, without a reserved word as a key',
    );
  });
});

// ── Imported events ─────────────────────────────────────────────────────────────────────────────────

describe('imported events with a reserved word as an id', () => {
  const { kept, missing } = accepted(events, eventRefusal);

  it('every kind of event, of every engine, has an example the import schema accepts', () => {
    expect(missing).toEqual([]);
    expect(new Set(kept.map(kindOf)).size).toBeGreaterThan(180);
  });

  it('are refused in every id field of every event of every engine, naming the field', () => {
    const { missed, checked } = walkIds(kept, eventRefusal);
    expect(missed).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  });

  it('the event schema refuses a character, a scene, a side or a participant with such an id, naming the field', () => {
    const created = { type: 'character/created', character: { ...sheet, id: '__proto__' } };
    const issue = v.safeParse(eventSchema, created).issues?.[0];
    expect(issue?.message).toBe(reservedIdMessage);
    expect(issue?.path?.map((item) => item.key)).toEqual(['character', 'id']);
    const joined = {
      type: 'scene/joined',
      sceneId: 's',
      participant: { ...participant, side: 'constructor' },
    };
    expect(v.safeParse(eventSchema, joined).issues?.[0]?.message).toBe(reservedIdMessage);
    const closed = { type: 'scene/closed', sceneId: 'hasOwnProperty', summary: '' };
    expect(v.safeParse(eventSchema, closed).issues?.[0]?.message).toBe(reservedIdMessage);
    const alerted = { type: 'spot/guards-alerted', spotId: 'harrow', guards: ['toString'] };
    expect(v.safeParse(eventSchema, alerted).issues?.[0]?.message).toBe(reservedIdMessage);
  });

  it('parseCampaignFile refuses an entry that creates a character with the id __proto__, naming the entry and field', () => {
    const { entries } = simulateCampaign({ entries: 12, seed: 2 });
    const hostile: LogEntry[] = [
      ...entries,
      {
        seq: entries.length + 1,
        at: entries.at(-1)!.at + 1,
        command: 'character/create',
        events: [{ type: 'character/created', character: { ...sheet, id: characterId('__proto__') } }],
        undone: false,
      },
    ];
    const parsed = parseCampaignFile(campaignFileText('Hostile', 1, hostile, 2));
    expect(parsed).toMatchObject({ ok: false, path: `log[${entries.length}].events[0].character.id` });
    expect(parsed.ok ? '' : parsed.message).toContain(reservedIdMessage);
  });
});
