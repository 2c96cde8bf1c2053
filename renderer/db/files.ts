import { Dexie } from 'dexie';
import {
  CampaignFileReader,
  FileLines,
  campaignLimits,
  cryptoDice,
  decide,
  decodeUtf8,
  entryLine,
  foldEntry,
  headerLine,
  openVersion1,
  rewindMismatch,
} from '../../core/index.ts';
import type { CampaignState, FileLinesRead, FileProblem, LogEntry, Rejection } from '../../core/index.ts';
import {
  CheckpointTrail,
  CountedPositions,
  campaignStream,
  entryOf,
  logRow,
  rollRows,
  timelineFilterKeysOf,
} from './entries.ts';
import { storedPositions } from './timeline-positions.ts';
import { storageFailure } from './errors.ts';
import { headTables, newStamp, putHead } from './head-store.ts';
import { freeName, purgeCampaignData } from './names.ts';
import { pacer } from './pace.ts';
import { readOnlyRefusal } from './read-only.ts';
import { addLogRow, addLogRows, deleteLogRows } from './scene-counts.ts';
import type { HeadRow, HeistboxDb, LogRow, RollRow } from './schema.ts';
import { headerBytes } from './upgrade.ts';

/**
 * Campaign files: export streams the log a page at a time through gzip; import streams a file a line at a
 * time (cut by core's one line rule, `FileLines`) through the core's reader (which validates and replays each
 * entry), writing in batches with progress, so a 100,000-entry campaign moves in seconds without one huge
 * string. The app runs these in a worker (renderer/workers/); run in a page, their loops still give the event
 * loop a turn every few milliseconds.
 */

/** Told how far a long export or import got, in log entries: written, or read of as many as the file says. */
export type Progress = (done: number, total: number) => void;

const pageSize = 500;

/** A campaign's export file: its name, its bytes, and the `updatedAt` of the campaign it holds. */
export interface Exported {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly updatedAt: number;
}

/** The export file of one campaign: a version-2 file (gzip), its whole log, undone entries included. */
export async function exportCampaign(
  db: HeistboxDb,
  campaignId: string,
  options: { readonly now?: number; readonly onProgress?: Progress } = {},
): Promise<Exported> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [campaign, head] = await db.transaction('r', [db.campaigns, db.heads], () =>
      Promise.all([db.campaigns.get(campaignId), db.heads.get(campaignId)]),
    ); // the head's counters only: its state is not read
    if (!campaign) throw new Error(`No campaign with id ${campaignId}`);
    const total = head?.entries ?? (await db.log.where('campaignId').equals(campaignId).count());
    const header = headerLine({
      exportedAt: options.now ?? Date.now(),
      campaign: { name: campaign.name, createdAt: campaign.createdAt },
      entries: total,
    });
    const { bytes, written } = await compressLog(db, campaignId, header, total, options.onProgress);
    const after = await db.heads.get(campaignId);
    if (written === total && after?.version === head?.version) {
      return { fileName: `${safeFileName(campaign.name)}.heistbox`, bytes, updatedAt: campaign.updatedAt };
    }
  }
  throw new Error('The campaign kept changing while it was exported: try again.');
}

async function compressLog(
  db: HeistboxDb,
  campaignId: string,
  header: string,
  total: number,
  onProgress: Progress | undefined,
): Promise<{ readonly bytes: Uint8Array; readonly written: number }> {
  const gzip = new CompressionStream('gzip');
  const writer = gzip.writable.getWriter();
  const collected = collect(gzip.readable);
  const encoder = new TextEncoder();
  await writer.write(encoder.encode(`${header}\n`));
  let after = 0;
  let written = 0;
  const pace = pacer();
  for (;;) {
    await pace();
    const rows = await db.log
      .where('[campaignId+stream+seq]')
      .between([campaignId, campaignStream, after], [campaignId, campaignStream, Dexie.maxKey], false)
      .limit(pageSize)
      .toArray();
    if (rows.length === 0) break;
    await writer.write(encoder.encode(`${rows.map((row) => entryLine(entryOf(row))).join('\n')}\n`));
    after = rows[rows.length - 1]!.seq;
    written += rows.length;
    onProgress?.(written, total);
  }
  await writer.close();
  return { bytes: await collected, written };
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    length += chunk.length;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

export type Imported = { readonly ok: true; readonly id: string; readonly name: string } | Rejection;

/**
 * Imports a campaign file as a new campaign, never over an existing one: a name already taken gets
 * " (imported)" by a log entry of its own (which leaves the file's redo stack out of that copy). Reads
 * version-2 files (gzip, a line an entry) and version-1 files (one JSON document). A file that fails any check
 * is refused with a message naming the field, and nothing is kept.
 */
export async function importCampaign(
  db: HeistboxDb,
  file: Uint8Array | string,
  options: { readonly now?: number; readonly onProgress?: Progress; readonly suffix?: string } = {},
): Promise<Imported> {
  const refused = readOnlyRefusal(db);
  if (refused) return refused;
  const now = options.now ?? Date.now();
  const id = crypto.randomUUID();
  const writer = new ImportWriter(db, id, now, options.suffix ?? 'imported');
  try {
    const problem = await readInto(writer, file, options.onProgress);
    if (problem) {
      await writer.discard();
      const where = problem.path ? ` (at ${problem.path})` : '';
      return {
        ok: false,
        code: 'import/invalid',
        message: `${problem.message}${where}. Nothing was imported.`,
      };
    }
    return { ok: true, id, name: writer.name };
  } catch (error) {
    await writer.discard().catch(() => undefined);
    if (error instanceof Refused) return invalid(error.problem);
    return storageFailure(error);
  }
}

function invalid(problem: FileProblem): Rejection {
  const where = problem.path ? ` (at ${problem.path})` : '';
  return { ok: false, code: 'import/invalid', message: `${problem.message}${where}. Nothing was imported.` };
}

/** Feeds the file's header and entries to the writer; the first problem stops it. */
async function readInto(
  writer: ImportWriter,
  file: Uint8Array | string,
  onProgress: Progress | undefined,
): Promise<FileProblem | null> {
  const pace = pacer();
  if (typeof file !== 'string' && isGzip(file)) {
    const lines = gzipLines(file);
    const first = await lines.next();
    if (first.done) return problem('The file is empty');
    const started = await writer.start(parse(first.value, 'the header line'));
    if (started) return started;
    onProgress?.(0, writer.expected);
    for await (const line of lines) {
      const read = await writer.entry(parse(line, `log[${writer.count}]`));
      if (read) return read;
      if (writer.count % pageSize === 0) onProgress?.(writer.count, writer.expected);
      await pace();
    }
    const finished = await writer.finish();
    if (!finished) onProgress?.(writer.count, writer.count);
    return finished;
  }
  const text = typeof file === 'string' ? file : decodeSmall(file);
  if (typeof text !== 'string') return text;
  const opened = openVersion1(text);
  if (!opened.ok) return opened;
  const started = await writer.start(opened.header);
  if (started) return started;
  for (const entry of opened.entries) {
    const read = await writer.entry(entry);
    if (read) return read;
    if (writer.count % pageSize === 0) onProgress?.(writer.count, opened.entries.length);
    await pace();
  }
  const finished = await writer.finish();
  if (!finished) onProgress?.(writer.count, writer.count);
  return finished;
}

class NotJson {
  constructor(readonly message: string) {}
}

function parse(line: string, what: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return new NotJson(`${what} is not valid JSON`);
  }
}

function problem(message: string, path = ''): FileProblem {
  return { ok: false, message, path };
}

function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function decodeSmall(bytes: Uint8Array): string | FileProblem {
  if (bytes.length > campaignLimits.version1BytesMax) {
    const megabytes = (bytes.length / 1024 / 1024).toFixed(1);
    return problem(
      `The file is ${megabytes} MB and not a compressed Heistbox file: campaign files of version 1 are at most 20 MB`,
    );
  }
  return decodeUtf8(bytes);
}

/**
 * The lines of a gzip file, decompressed as they are read and cut by core's line rule (`FileLines`), the rule
 * main checks backups with: strict UTF-8, no empty line but a final newline, bounded in total and per line,
 * so a zip bomb is refused as soon as it shows itself.
 * @throws Refused naming the problem.
 */
async function* gzipLines(bytes: Uint8Array): AsyncGenerator<string> {
  let read = 0;
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= bytes.length) return controller.close();
      const chunk = bytes.subarray(read, read + 256 * 1024);
      read += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const inflated = source.pipeThrough(
    new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>,
  );
  const lines = new FileLines();
  try {
    for await (const chunk of inflated) yield* linesOf(lines.push(chunk));
  } catch (error) {
    if (error instanceof Refused) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Refused(problem(`The file is damaged: it cannot be unpacked (${reason})`));
  }
  yield* linesOf(lines.end());
}

function linesOf(read: FileLinesRead): readonly string[] {
  if (!read.ok) throw new Refused(read);
  return read.lines;
}

/** The file breaks the line rule or cannot be unpacked: refused, with the problem. */
class Refused extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem.message);
  }
}

/**
 * Writes an import as it is read: log rows, roll rows and checkpoints in batches, the head and the campaign
 * row last (until then the campaign is not in the library). A marker row lets the next start clean up an
 * import the app was closed in the middle of.
 */
class ImportWriter {
  readonly #reader = new CampaignFileReader();
  readonly #trail = new CheckpointTrail();
  /** The rows' places in the timeline's filters, counted as they are read (the campaign is new). */
  readonly #positions = new CountedPositions();
  #rows: LogRow[] = [];
  #rolls: RollRow[] = [];
  #rollCount = 0;
  #bytes = headerBytes;
  #entries = 0;
  /** The file's redo stack (its undone entries, all at its end): what a renamed copy leaves out. */
  #redoBytes = 0;
  #redoEntries = 0;
  #state: CampaignState | null = null;
  #headSeq = 0;
  #lastSeq = 0;
  #createdAt = 0;
  name = '';
  /** Entries read so far. */
  count = 0;
  /** Entries the header says follow. */
  expected = 0;

  constructor(
    readonly db: HeistboxDb,
    readonly id: string,
    readonly now: number,
    readonly suffix: string,
  ) {}

  async start(header: unknown): Promise<FileProblem | null> {
    if (header instanceof NotJson) return problem(header.message);
    const read = this.#reader.header(header);
    if (!read.ok) return read;
    this.expected = read.header.entries;
    this.#createdAt = read.header.campaign.createdAt;
    await this.db.pendingImports.put({ campaignId: this.id, startedAt: this.now });
    return null;
  }

  async entry(value: unknown): Promise<FileProblem | null> {
    if (value instanceof NotJson) return problem(value.message, `log[${this.count}]`);
    const read = this.#reader.entry(value);
    if (!read.ok) return read;
    this.count += 1;
    const { entry, state } = read;
    const forged = await this.#rewindProblem(entry);
    if (forged) return forged;
    this.#lastSeq = entry.seq;
    const row = logRow(this.id, entry, this.#positions, undefined, state);
    this.#rows.push(row);
    this.#bytes += row.size;
    this.#entries += 1;
    if (entry.undone) {
      this.#redoBytes += row.size;
      this.#redoEntries += 1;
    }
    if (state) {
      this.#state = state;
      this.#headSeq = entry.seq;
      const rolls = rollRows(this.id, entry, this.#rollCount);
      this.#rolls.push(...rolls);
      this.#rollCount += rolls.length;
      this.#trail.after(entry.seq, state, entry);
    }
    if (this.#rows.length >= pageSize) await this.#flush();
    return null;
  }

  /**
   * Issue 22: a rewind's snapshot must be the state this file's own log had after the entry it goes back to. The
   * state there is rebuilt as the store would: the nearest state this import noted (a checkpoint it will write), then
   * the active entries read since, from what it has written and what it holds.
   */
  async #rewindProblem(entry: LogEntry): Promise<FileProblem | null> {
    for (const [index, event] of entry.events.entries()) {
      if (event.type !== 'campaign/rewound') continue;
      const path = `log[${this.count - 1}].events[${index}].state`;
      if (event.toSeq >= entry.seq)
        return problem(`${path}: it goes back to entry ${event.toSeq}, which does not come before it`, path);
      const expected = await this.#stateAt(event.toSeq);
      const reason =
        expected === null
          ? 'the log has no state at that entry'
          : rewindMismatch(event.state, expected, event.toSeq);
      if (reason !== null) return problem(`${path}: ${reason}`, path);
    }
    return null;
  }

  /** The state after the active entries up to `seq` of what this import read so far. */
  async #stateAt(seq: number): Promise<CampaignState | null> {
    const from = this.#trail.nearest(seq);
    const after = from?.seq ?? 0;
    const written = await this.db.log
      .where('[campaignId+stream+seq]')
      .between([this.id, campaignStream, after], [this.id, campaignStream, seq], false, true)
      .toArray();
    const held = this.#rows.filter((row) => row.seq > after && row.seq <= seq);
    let state = from?.state ?? null;
    for (const row of [...written, ...held]) if (!row.undone) state = foldEntry(state, entryOf(row));
    return state;
  }

  /**
   * The head and the campaign row, in one transaction with the choice of its name: the name its log gives it
   * when the library has no campaign of that name at that moment, else a free one (" (imported)"…) by a log
   * entry of its own, so two campaigns never share a name whatever was created while the file was read.
   */
  async finish(): Promise<FileProblem | null> {
    const done = this.#reader.finish();
    if (!done.ok) return done;
    await this.#flush();
    const db = this.db;
    await db.transaction(
      'rw',
      [db.campaigns, db.log, ...headTables(db), db.checkpoints, db.pendingImports, db.sceneCounts],
      async () => {
        const logName = this.#state!.name;
        const name = await freeName(db, logName, this.suffix);
        if (name !== logName) await this.#rename(name);
        const state = this.#state!;
        const stamp = newStamp();
        const head: HeadRow = {
          campaignId: this.id,
          seq: this.#headSeq,
          lastSeq: Math.max(this.#lastSeq, this.#headSeq),
          state,
          rolls: this.#rollCount,
          entries: this.#entries,
          bytes: this.#bytes,
          checkpointSeq: this.#headSeq,
          version: 1,
          stamp,
        };
        await db.checkpoints.bulkPut(this.#trail.rows(this.id, this.#headSeq, state));
        await putHead(db, head, null);
        await db.campaigns.add({
          id: this.id,
          name: state.name,
          createdAt: this.#createdAt,
          updatedAt: this.now,
          trashedAt: 0,
          backedUpAt: 0,
          headStamp: stamp,
        });
        await db.pendingImports.delete(this.id);
        this.name = state.name;
      },
    );
    return null;
  }

  /**
   * A copy beside a campaign of the same name: renamed by a log entry of its own, so undo restores it (when the
   * other campaign's name allows). A renamed copy starts without the file's redo stack, which would come after it.
   */
  async #rename(name: string): Promise<void> {
    const decision = decide(this.#state, { type: 'campaign/rename', name }, cryptoDice());
    if (!decision.ok) throw new Error(decision.message);
    if (this.#redoEntries > 0) {
      const redo = await this.db.log
        .where('[campaignId+stream+seq]')
        .between([this.id, campaignStream, this.#headSeq], [this.id, campaignStream, Dexie.maxKey], false)
        .toArray();
      await deleteLogRows(this.db, redo);
      this.#entries -= this.#redoEntries;
      this.#bytes -= this.#redoBytes;
    }
    const entry: LogEntry = {
      seq: this.#headSeq + 1,
      at: this.now,
      command: 'campaign/rename',
      events: decision.events,
      undone: false,
    };
    this.#state = foldEntry(this.#state, entry);
    this.#headSeq = entry.seq;
    this.#lastSeq = entry.seq;
    // The file's redo stack was dropped above: the places in the filters are read again from what is stored.
    const positions = await storedPositions(this.db, this.id, timelineFilterKeysOf(entry));
    const row = logRow(this.id, entry, positions, undefined, this.#state);
    await addLogRow(this.db, row);
    this.#bytes += row.size;
    this.#entries += 1;
  }

  async #flush(): Promise<void> {
    const rows = this.#rows;
    const rolls = this.#rolls;
    this.#rows = [];
    this.#rolls = [];
    if (rows.length === 0 && rolls.length === 0) return;
    await this.db.transaction('rw', [this.db.log, this.db.rolls, this.db.sceneCounts], async () => {
      await addLogRows(this.db, rows);
      await this.db.rolls.bulkAdd(rolls);
    });
  }

  /** Removes whatever this import wrote. */
  async discard(): Promise<void> {
    await purgeCampaignData(this.db, this.id);
  }
}

export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return cleaned.slice(0, 80) || 'campaign';
}
