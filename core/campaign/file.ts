import * as v from 'valibot';
import { characterProblems } from '../cot/characters/validate.ts';
import { describeValue, issueProblem } from './issues.ts';
import { campaignLimits as limits } from './limits.ts';
import { ReplayError, replay } from './log.ts';
import { campaignFileSchema } from './schema.ts';
import { settingsProblems } from './settings-problems.ts';
import type { CampaignFile, CampaignState, LogEntry } from './types.ts';

/**
 * The export file (`*.heistbox.json`): the campaign's whole log, undone entries included, so undo still
 * works after an import. Import trusts nothing: size, JSON, shape, the log's replay and the rules on every
 * final sheet are checked in that order, and the first failure is named.
 */

export const formatVersion = 1;

export type ParsedFile =
  | { readonly ok: true; readonly file: CampaignFile; readonly state: CampaignState }
  | {
      readonly ok: false;
      /** For the GM: what is wrong, naming the field. */
      readonly message: string;
      /** Where, e.g. `log[3].events[0].character.abilities.muscle`; '' for the file as a whole. */
      readonly path: string;
    };

const refuse = (message: string, path = ''): ParsedFile => ({ ok: false, message, path });

/** The export text: pretty-printed JSON. */
export function serializeCampaignFile(
  name: string,
  createdAt: number,
  entries: readonly LogEntry[],
  exportedAt: number,
): string {
  const file: CampaignFile = {
    formatVersion,
    app: 'heistbox',
    exportedAt,
    campaign: { name, createdAt },
    log: [...entries].sort((a, b) => a.seq - b.seq),
  };
  return JSON.stringify(file, sortedKeys, 2);
}

/**
 * Writes object keys in sorted order, so the same campaign always exports to the same text, whatever
 * order its objects' keys were built or parsed in (export → import → export is byte-identical).
 */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}

/**
 * Reads an export file and the campaign it holds. Never throws, whatever the text: every failure is a
 * refusal naming the problem and, where there is one, the field's path.
 */
export function parseCampaignFile(text: string): ParsedFile {
  try {
    return parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return refuse(`The file could not be read (${reason})`);
  }
}

function parse(text: string): ParsedFile {
  if (typeof text !== 'string') return refuse('The file is not text');
  const bytes = utf8Length(text);
  if (bytes > limits.fileBytesMax) {
    const megabytes = (bytes / 1024 / 1024).toFixed(1);
    return refuse(`The file is ${megabytes} MB: Heistbox reads campaign files of at most 20 MB`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return refuse(`The file is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const header = headerProblem(json);
  if (header) return header;
  const result = v.safeParse(campaignFileSchema, json, { abortEarly: true });
  if (!result.success) {
    const problem = issueProblem(result.issues[0]);
    return refuse(`${problem.field}: ${problem.message}`, problem.field);
  }
  return replayFile(result.output as CampaignFile); // scene payloads: checked by their engines on replay
}

/** Bytes of `text` as UTF-8, counted without encoding it; stops early once past the limit. */
function utf8Length(text: string): number {
  if (text.length > limits.fileBytesMax) return text.length;
  let bytes = 0;
  for (let index = 0; index < text.length && bytes <= limits.fileBytesMax; index += 1) {
    const code = text.charCodeAt(index);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code < 0xdc00 ? 4 : 3;
    if (code >= 0xd800 && code < 0xdc00) index += 1;
  }
  return bytes;
}

/** The questions worth a message of their own: is this a Heistbox file at all, and of which version? */
function headerProblem(json: unknown): ParsedFile | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return refuse(`The file is not a Heistbox campaign: expected a JSON object, got ${describeValue(json)}`);
  }
  const { app, formatVersion: version } = json as Record<string, unknown>;
  if (!Object.hasOwn(json, 'formatVersion')) {
    return refuse('formatVersion is missing: this is not a Heistbox campaign file', 'formatVersion');
  }
  if (version !== formatVersion) {
    return refuse(
      `formatVersion ${describeValue(version)} is not supported: this Heistbox reads version ${formatVersion}`,
      'formatVersion',
    );
  }
  if (app !== 'heistbox') return refuse(`app: expected "heistbox", got ${describeValue(app)}`, 'app');
  return null;
}

function replayFile(file: CampaignFile): ParsedFile {
  const order = seqProblem(file.log);
  if (order) return order;
  let state: CampaignState;
  try {
    state = replay(file.log);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return refuse(`The log cannot be replayed: ${error.message}`, replayPath(file.log, error));
  }
  return finalProblem(state) ?? { ok: true, file, state };
}

/** Entries in strictly increasing `seq`, the first being the campaign's creation at seq 1. */
function seqProblem(log: readonly LogEntry[]): ParsedFile | null {
  if (log[0]?.seq !== 1 || log[0].command !== 'campaign/create') {
    return refuse('log[0]: the first entry must create the campaign, with seq 1', 'log[0]');
  }
  for (let index = 1; index < log.length; index += 1) {
    const seq = log[index]?.seq ?? 0;
    const previous = log[index - 1]?.seq ?? 0;
    if (seq <= previous) {
      return refuse(`log[${index}].seq: expected a seq above ${previous}, got ${seq}`, `log[${index}].seq`);
    }
  }
  return null;
}

function replayPath(log: readonly LogEntry[], error: ReplayError): string {
  const index = log.findIndex((entry) => entry.seq === error.seq);
  if (index < 0) return 'log';
  return error.eventIndex === null ? `log[${index}]` : `log[${index}].events[${error.eventIndex}]`;
}

/** The rules on the state the log built: the settings, then every sheet under them. */
function finalProblem(state: CampaignState): ParsedFile | null {
  const setting = settingsProblems(state.settings)[0];
  if (setting) return refuse(`${setting.field}: ${setting.message}`, setting.field);
  for (const character of Object.values(state.characters)) {
    const problem = characterProblems(character, state.settings)[0];
    if (problem) {
      const path = `characters.${character.id}.${problem.field}`;
      return refuse(
        `Character "${character.name}" (${character.id}), ${problem.field}: ${problem.message}`,
        path,
      );
    }
  }
  return null;
}
