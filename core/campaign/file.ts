import * as v from 'valibot';
import { characterProblems } from '../cot/characters/index.ts';
import { describeValue, issueProblem } from './issues.ts';
import { campaignLimits as limits } from './limits.ts';
import { ReplayError, foldEntry, isCreation } from './log.ts';
import { upcastEntry } from './legacy.ts';
import { campaignFileSchema, fileHeaderSchema, logEntrySchema } from './schema.ts';
import { settingsProblems } from './settings-problems.ts';
import type { CampaignState, LogEntry } from './types.ts';

/**
 * The campaign file. Version 2 (written today) is a gzip-compressed text of lines: a header, then one log
 * entry a line, oldest first — the campaign's whole log, undone entries included, so undo works after an
 * import. Lines let a 100,000-entry campaign be written and read a line at a time, with progress, without
 * one huge string. Version 1 (one JSON document, `*.heistbox.json`, at most 20 MB) is still read.
 *
 * Reading trusts nothing: every line's shape, the order of the entries, the replay of the whole log (the
 * redo stack included) and the rules on the final sheets are checked, and the first failure is named.
 */

export const formatVersion = 2;

/** The first line of a version-2 file. */
export interface FileHeader {
  readonly formatVersion: 2;
  readonly app: 'heistbox';
  readonly kind: 'campaign';
  readonly exportedAt: number;
  readonly campaign: { readonly name: string; readonly createdAt: number };
  /** How many entry lines follow: a file cut short is refused. */
  readonly entries: number;
}

/** What is wrong with a file: a sentence for the GM naming the field, and the field's path. */
export interface FileProblem {
  readonly ok: false;
  readonly message: string;
  /** E.g. `log[3].events[0].character.abilities.muscle`; '' for the file as a whole. */
  readonly path: string;
}

const refuse = (message: string, path = ''): FileProblem => ({ ok: false, message, path });

/** The header line of a version-2 file. */
export function headerLine(header: Omit<FileHeader, 'formatVersion' | 'app' | 'kind'>): string {
  return canonicalJson({ formatVersion, app: 'heistbox', kind: 'campaign', ...header });
}

/**
 * A whole version-2 file's text before compression: the header and every entry, a line each. For tools and
 * tests; the app streams its exports a page at a time instead.
 */
export function campaignFileText(
  name: string,
  createdAt: number,
  entries: readonly LogEntry[],
  exportedAt: number,
): string {
  const sorted = [...entries].sort((a, b) => a.seq - b.seq);
  const lines = [
    headerLine({ exportedAt, campaign: { name, createdAt }, entries: sorted.length }),
    ...sorted.map(entryLine),
  ];
  return `${lines.join('\n')}\n`;
}

/** One entry as a line of a version-2 file (without its newline). */
export function entryLine(entry: LogEntry): string {
  const { seq, at, command, events, undone } = entry;
  return canonicalJson({ seq, at, command, events, undone });
}

/** JSON with object keys sorted, so the same campaign always exports to the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortedKeys);
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}

/** An entry the reader accepted, with the head state after it when it is active. */
export interface ReadEntry {
  readonly ok: true;
  readonly entry: LogEntry;
  /** The state after this entry; null for an undone entry (the redo stack does not move the head). */
  readonly state: CampaignState | null;
}

/** The file as a whole, once every line was read. */
export interface ReadFile {
  readonly ok: true;
  readonly header: FileHeader;
  /** The state of the active entries: the campaign's head. */
  readonly state: CampaignState;
  /** The seq of the last active entry. */
  readonly headSeq: number;
  /** The highest seq in the file (the next entry gets one more). */
  readonly lastSeq: number;
  readonly entries: number;
}

/**
 * Reads a campaign file line by line: `header`, then `entry` for each entry line, then `finish`. Each call
 * checks what it was given and says what is wrong; once a call refused, the file is refused.
 */
export class CampaignFileReader {
  #header: FileHeader | null = null;
  #state: CampaignState | null = null;
  #redo: CampaignState | null = null;
  #headSeq = 0;
  #lastSeq = 0;
  #count = 0;
  readonly #rollIds = new Set<string>();

  /** Reads the header: is this a Heistbox campaign at all, of a version this Heistbox reads? */
  header(value: unknown): FileProblem | { readonly ok: true; readonly header: FileHeader } {
    const version = versionProblem(value, 2);
    if (version) return version;
    const result = v.safeParse(fileHeaderSchema, value, { abortEarly: true });
    if (!result.success) return schemaRefusal(result.issues[0], '');
    this.#header = result.output as FileHeader;
    return { ok: true, header: this.#header };
  }

  /** Reads the next entry (index counts from 0 in the file), replaying it as the log would. */
  entry(value: unknown): FileProblem | ReadEntry {
    const index = this.#count;
    const path = `log[${index}]`;
    if (index >= limits.logMax)
      return refuse(`${path}: the log has more than ${limits.logMax} entries`, path);
    const result = v.safeParse(logEntrySchema, upcastEntry(value), { abortEarly: true });
    if (!result.success) return schemaRefusal(result.issues[0], path);
    const entry = result.output as LogEntry;
    const order = this.#orderProblem(entry, path);
    if (order) return order;
    this.#count += 1;
    this.#lastSeq = entry.seq;
    try {
      return this.#replay(entry);
    } catch (error) {
      if (!(error instanceof ReplayError)) throw error;
      const event = error.eventIndex === null ? path : `${path}.events[${error.eventIndex}]`;
      const where = error.field === null ? event : `${event}.${error.field}`;
      return refuse(`${where}: ${error.reason}`, where);
    }
  }

  /** Checks the whole: as many entries as the header said, and the rules on the final state. */
  finish(): FileProblem | ReadFile {
    const header = this.#header;
    if (!header) return refuse('The file has no header');
    if (this.#count !== header.entries) {
      return refuse(
        `The file ends after ${this.#count} of its ${header.entries} log entries: it was cut short`,
        `log[${this.#count}]`,
      );
    }
    const state = this.#state;
    if (!state) return refuse('log[0]: the first entry must create the campaign, with seq 1', 'log[0]');
    const problem = finalProblem(state);
    if (problem) return problem;
    return {
      ok: true,
      header,
      state,
      headSeq: this.#headSeq,
      lastSeq: this.#lastSeq,
      entries: this.#count,
    };
  }

  /** Strictly increasing seqs from the creation at seq 1; undone entries only after every active one. */
  #orderProblem(entry: LogEntry, path: string): FileProblem | null {
    if (this.#count === 0 && (entry.seq !== 1 || !isCreation(entry) || entry.undone)) {
      return refuse(`${path}: the first entry must create the campaign, with seq 1`, path);
    }
    if (this.#count > 0 && entry.seq <= this.#lastSeq) {
      return refuse(`${path}.seq: expected a seq above ${this.#lastSeq}, got ${entry.seq}`, `${path}.seq`);
    }
    if (this.#count > 0 && (entry.command === 'campaign/create' || entry.command === 'campaign/fork')) {
      return refuse(`${path}: the campaign is created only once`, `${path}.command`);
    }
    if (this.#redo !== null && !entry.undone) {
      return refuse(`${path}.undone: an active entry cannot follow an undone one`, `${path}.undone`);
    }
    return null;
  }

  #replay(entry: LogEntry): ReadEntry {
    if (entry.undone) {
      // The redo stack must replay on top of the head, or redo would break later.
      this.#redo = foldEntry(this.#redo ?? this.#state, entry);
      this.#checkRolls(entry);
      return { ok: true, entry, state: null };
    }
    this.#state = foldEntry(this.#state, entry);
    this.#headSeq = entry.seq;
    this.#checkRolls(entry);
    return { ok: true, entry, state: this.#state };
  }

  #checkRolls(entry: LogEntry): void {
    for (const [index, event] of entry.events.entries()) {
      if (event.type !== 'dice/rolled') continue;
      if (this.#rollIds.has(event.roll.id)) {
        const reason = `the roll id ${JSON.stringify(event.roll.id)} was used before`;
        throw new ReplayError(`Log entry ${entry.seq}: ${reason}`, entry.seq, index, reason, 'roll.id');
      }
      this.#rollIds.add(event.roll.id);
    }
  }
}

/**
 * Checks the shape of a version-2 file line by line without replaying it: the header, every entry against the
 * same schema an import uses, their order and their count. The desktop shell runs it on every backup before
 * writing it, so garbage is never kept as a backup; an import then also replays the log (CampaignFileReader).
 */
export class CampaignFileShape {
  #header: FileHeader | null = null;
  #count = 0;
  #lastSeq = 0;
  #sawUndone = false;

  /** Checks one line (without its newline); the first line is the header. */
  line(text: string): FileProblem | null {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return refuse(`${this.#header ? `log[${this.#count}]` : 'The header line'} is not valid JSON`);
    }
    if (!this.#header) {
      const version = versionProblem(value, 2);
      if (version) return version;
      const result = v.safeParse(fileHeaderSchema, value, { abortEarly: true });
      if (!result.success) return schemaRefusal(result.issues[0], '');
      this.#header = result.output as FileHeader;
      return null;
    }
    return this.#entry(value);
  }

  /** After the last line: as many entries as the header said. Returns the header. */
  finish(): FileProblem | { readonly ok: true; readonly header: FileHeader } {
    if (!this.#header) return refuse('The file has no header');
    if (this.#count !== this.#header.entries) {
      return refuse(
        `The file ends after ${this.#count} of its ${this.#header.entries} log entries: it was cut short`,
      );
    }
    return { ok: true, header: this.#header };
  }

  #entry(value: unknown): FileProblem | null {
    const path = `log[${this.#count}]`;
    if (this.#count >= limits.logMax)
      return refuse(`${path}: the log has more than ${limits.logMax} entries`, path);
    const result = v.safeParse(logEntrySchema, upcastEntry(value), { abortEarly: true });
    if (!result.success) return schemaRefusal(result.issues[0], path);
    const entry = result.output as LogEntry;
    if (this.#count === 0 ? entry.seq !== 1 || !isCreation(entry) : entry.seq <= this.#lastSeq) {
      return refuse(
        `${path}.seq: the entries must start with the campaign's creation and go up in seq`,
        `${path}.seq`,
      );
    }
    if (this.#sawUndone && !entry.undone) {
      return refuse(`${path}.undone: an active entry cannot follow an undone one`, `${path}.undone`);
    }
    this.#sawUndone ||= entry.undone;
    this.#lastSeq = entry.seq;
    this.#count += 1;
    return null;
  }
}

/** A whole file read at once: the entries and the head it builds. */
export type ParsedFile = FileProblem | (ReadFile & { readonly log: readonly LogEntry[] });

/**
 * Reads a whole campaign file from its text: a version-1 JSON document, or the lines of a version-2 file
 * (already decompressed). Never throws, whatever the text. The app streams large files through
 * `CampaignFileReader` instead; this serves small files and tests.
 */
export function parseCampaignFile(text: string): ParsedFile {
  try {
    if (typeof text !== 'string') return refuse('The file is not text');
    if (!isVersion2(text)) return parseVersion1(text);
    return parseLines(text.split('\n').filter((line) => line.trim() !== ''));
  } catch (error) {
    if (error instanceof NotJson) return refuse(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    return refuse(`The file could not be read (${reason})`);
  }
}

/** A version-2 text starts with a header line of `formatVersion` 2; anything else is read as version 1. */
function isVersion2(text: string): boolean {
  const end = text.indexOf('\n');
  try {
    const first: unknown = JSON.parse(end < 0 ? text : text.slice(0, end));
    return (
      typeof first === 'object' &&
      first !== null &&
      (first as { formatVersion?: unknown }).formatVersion === 2
    );
  } catch {
    return false;
  }
}

function parseLines(lines: readonly string[]): ParsedFile {
  const reader = new CampaignFileReader();
  const [first, ...rest] = lines;
  if (first === undefined) return refuse('The file is empty');
  const header = reader.header(parseJson(first, 'the header line'));
  if (!header.ok) return header;
  const log: LogEntry[] = [];
  for (const [index, line] of rest.entries()) {
    const read = reader.entry(parseJson(line, `line ${index + 2}`));
    if (!read.ok) return read;
    log.push(read.entry);
  }
  const done = reader.finish();
  return done.ok ? { ...done, log } : done;
}

/**
 * A version-1 file (one JSON document of at most 20 MB) as a version-2 header and its entries, for the same
 * reader. Checks the size, the JSON, the version and the document's shape; the reader checks the rest.
 */
export function openVersion1(
  text: string,
): FileProblem | { readonly ok: true; readonly header: unknown; readonly entries: readonly unknown[] } {
  const bytes = utf8Length(text);
  if (bytes > limits.version1BytesMax) {
    const megabytes = (bytes / 1024 / 1024).toFixed(1);
    return refuse(`The file is ${megabytes} MB: version-1 campaign files are at most 20 MB`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return refuse(`The file is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (isObject(json) && json.formatVersion === formatVersion) {
    return refuse(
      `formatVersion ${formatVersion}: this file is not laid out as a version-${formatVersion} file (a header line, then one log entry a line)`,
      'formatVersion',
    );
  }
  const version = versionProblem(json, 1);
  if (version) return version;
  const result = v.safeParse(campaignFileSchema, json, { abortEarly: true });
  if (!result.success) return schemaRefusal(result.issues[0], '');
  const file = result.output;
  const header = {
    formatVersion,
    app: 'heistbox',
    kind: 'campaign',
    exportedAt: file.exportedAt,
    campaign: file.campaign,
    entries: file.log.length,
  };
  return { ok: true, header, entries: file.log };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Bytes of `text` as UTF-8, counted without encoding it; stops early once past the version-1 limit. */
function utf8Length(text: string): number {
  if (text.length > limits.version1BytesMax) return text.length;
  let bytes = 0;
  for (let index = 0; index < text.length && bytes <= limits.version1BytesMax; index += 1) {
    const code = text.charCodeAt(index);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code < 0xdc00 ? 4 : 3;
    if (code >= 0xd800 && code < 0xdc00) index += 1;
  }
  return bytes;
}

function parseVersion1(text: string): ParsedFile {
  const opened = openVersion1(text);
  if (!opened.ok) return opened;
  const reader = new CampaignFileReader();
  const header = reader.header(opened.header);
  if (!header.ok) return header;
  const log: LogEntry[] = [];
  for (const entry of opened.entries) {
    const read = reader.entry(entry);
    if (!read.ok) return read;
    log.push(read.entry);
  }
  const done = reader.finish();
  return done.ok ? { ...done, log } : done;
}

class NotJson extends Error {}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new NotJson(`${what} is not valid JSON (${reason})`);
  }
}

/** The questions worth a message of their own: is this a Heistbox file at all, and of which version? */
function versionProblem(json: unknown, expected: 1 | 2): FileProblem | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return refuse(`The file is not a Heistbox campaign: expected a JSON object, got ${describeValue(json)}`);
  }
  const { app, formatVersion: version } = json as Record<string, unknown>;
  if (!Object.hasOwn(json, 'formatVersion')) {
    return refuse('formatVersion is missing: this is not a Heistbox campaign file', 'formatVersion');
  }
  if (version !== expected) {
    const newer = typeof version === 'number' && version > formatVersion;
    return refuse(
      newer
        ? `formatVersion ${version}: this file was written by a newer Heistbox; update Heistbox to read it`
        : `formatVersion ${describeValue(version)} is not supported: this Heistbox reads versions 1 and ${formatVersion}`,
      'formatVersion',
    );
  }
  if (app !== 'heistbox') return refuse(`app: expected "heistbox", got ${describeValue(app)}`, 'app');
  return null;
}

function schemaRefusal(issue: v.BaseIssue<unknown> | undefined, prefix: string): FileProblem {
  if (!issue) return refuse('The file does not have the expected shape', prefix);
  const problem = issueProblem(issue, prefix);
  return refuse(`${problem.field}: ${problem.message}`, problem.field);
}

/** The rules on the state the log built: the settings, then every sheet under them. */
function finalProblem(state: CampaignState): FileProblem | null {
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
