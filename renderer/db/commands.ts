import { Dexie } from 'dexie';
import {
  campaignLimits,
  checkpointName,
  cryptoDice,
  decide,
  foldEntry,
  isCreation,
  rollsOf,
} from '../../core/index.ts';
import type { CampaignCommand, CampaignState, Dice, LogEntry, Rejection } from '../../core/index.ts';
import {
  campaignStream,
  checkpointsToKeep,
  entryOf,
  fold,
  headAfter,
  lineBytes,
  logRow,
  needsCheckpoint,
  rollRows,
  timelineFilterKeysOf,
} from './entries.ts';
import { storageFailure } from './errors.ts';
import { storedPositions } from './timeline-positions.ts';
import { headTables, recentState, readHead, writeHead } from './head-store.ts';
import type { UndoRedo } from './head-store.ts';
import { nameTaken } from './names.ts';
import { readOnlyRefusal } from './read-only.ts';
import { addLogRow, deleteLogRows, setUndone } from './scene-counts.ts';
import type { HeadRow, HeistboxDb, LogRow } from './schema.ts';

/**
 * The path of every click: decide a command against the stored head, append its entry, write the new head,
 * all in one transaction; undo and redo move the head along the log. Nothing here reads the whole log, so a
 * command costs the same on day one and in year two (`npm run bench` measures it at 100,000 entries).
 */

/** A stored change: the entry that was appended, undone or redone. */
export type Stored = { readonly ok: true; readonly entry: LogEntry } | Rejection;

/**
 * Decides a command against the campaign's head and stores it: the redo stack dropped, the entry appended,
 * its rolls added to the roll log, the new head (and now and then a checkpoint) written, the campaign's name
 * and time updated. A rejection stores nothing.
 */
export async function dispatch(
  db: HeistboxDb,
  campaignId: string,
  command: CampaignCommand,
  dice: Dice = cryptoDice(),
  now = Date.now(),
): Promise<Stored> {
  // An async function, so Dexie keeps the transaction through its awaits.
  return storing(db, async () => store(db, campaignId, command, dice, now));
}

/**
 * `dispatch` inside a caller's transaction over `changeTables` (a rewind builds its command in the same one, so
 * nothing moves between the state it reads and the entry it stores).
 */
export async function store(
  db: HeistboxDb,
  campaignId: string,
  command: CampaignCommand,
  dice: Dice,
  now: number,
): Promise<Stored> {
  const head = await readHead(db, campaignId);
  if (!head) return missingCampaign(campaignId);
  const decision = decide(head.state, command, dice); // pure and synchronous: no await inside
  if (!decision.ok) return decision;
  const entry: LogEntry = {
    seq: head.lastSeq + 1,
    at: now,
    command: command.type,
    events: decision.events,
    undone: false,
  };
  const state = foldEntry(head.state, entry);
  const clash = await nameClash(db, campaignId, head.state, state);
  if (clash) return clash;
  if (await rollIdTaken(db, campaignId, entry)) return duplicateRoll();
  const size = lineBytes(entry);
  const dropped = await redoStack(db, head);
  const tooLarge = sizeProblem(head, dropped, size);
  if (tooLarge) return tooLarge;
  await dropped.drop();
  const positions = await storedPositions(db, campaignId, timelineFilterKeysOf(entry));
  await addLogRow(db, logRow(campaignId, entry, positions, size, state));
  await db.rolls.bulkAdd(rollRows(campaignId, entry, head.rolls));
  const next = headAfter(head, entry, state, {
    bytes: size - dropped.bytes,
    entries: 1 - dropped.entries,
  });
  await settle(db, next, head.state, now, { undo: entry, redo: null }, entry);
  return { ok: true, entry } as const;
}

/** Marks the last active entry undone (never the campaign's creation) and rebuilds the head before it. */
export async function undo(db: HeistboxDb, campaignId: string, now = Date.now()): Promise<Stored> {
  return storing(db, async () => {
    const head = await readHead(db, campaignId);
    if (!head) return missingCampaign(campaignId);
    const row = await db.log.get([campaignId, campaignStream, head.seq]);
    if (!row || isCreation(row)) return nothingTo('undo');
    const previous = await lastBefore(db, campaignId, head.seq);
    if (!previous) return nothingTo('undo');
    const { state, checkpointSeq } = await stateAt(db, head, previous.seq);
    const clash = await nameClash(db, campaignId, head.state, state);
    if (clash) return clash;
    const rolls = rollsOf(row).length;
    await db.rolls.bulkDelete(
      Array.from({ length: rolls }, (_, i) => [campaignId, head.rolls - i] as [string, number]),
    );
    await setUndone(db, row, true);
    const next: HeadRow = {
      ...head,
      seq: previous.seq,
      state,
      rolls: head.rolls - rolls,
      checkpointSeq,
      version: head.version + 1,
    };
    const undone = { ...entryOf(row), undone: true };
    await writeHead(
      db,
      next,
      head.state,
      { name: state.name, updatedAt: now },
      {
        undo: isCreation(previous) ? null : entryOf(previous),
        redo: undone,
      },
    );
    return { ok: true, entry: undone } as const;
  });
}

/** Brings back the most recently undone entry: folded onto the head, its rolls back in the roll log. */
export async function redo(db: HeistboxDb, campaignId: string, now = Date.now()): Promise<Stored> {
  return storing(db, async () => {
    const head = await readHead(db, campaignId);
    if (!head) return missingCampaign(campaignId);
    const row = await firstAfter(db, campaignId, head.seq);
    if (!row?.undone) return nothingTo('redo');
    const entry = { ...entryOf(row), undone: false };
    const state = fold(head.state, entry);
    const clash = await nameClash(db, campaignId, head.state, state);
    if (clash) return clash;
    await db.rolls.bulkAdd(rollRows(campaignId, entry, head.rolls));
    await setUndone(db, row, false);
    const after = await firstAfter(db, campaignId, row.seq);
    await settle(
      db,
      headAfter(head, entry, state, { bytes: 0, entries: 0 }),
      head.state,
      now,
      { undo: entry, redo: after?.undone ? entryOf(after) : null },
      entry,
    );
    return { ok: true, entry } as const;
  });
}

/**
 * One change to a campaign: refused in a read-only database, run in one write transaction over the tables a
 * change touches, a storage failure turned into a message (nothing half-written).
 */
export async function storing(db: HeistboxDb, change: () => Promise<Stored>): Promise<Stored> {
  const refused = readOnlyRefusal(db);
  if (refused) return refused;
  try {
    return await db.transaction('rw', changeTables(db), change);
  } catch (error) {
    return storageFailure(error);
  }
}

/** The tables a change to a campaign writes (a caller's transaction around a dispatch must include them all). */
export function changeTables(db: HeistboxDb) {
  return [db.campaigns, db.log, ...headTables(db), db.checkpoints, db.rolls, db.sceneCounts];
}

/**
 * Writes the new head (the parts of its state that differ from `before`, the state stored now), a checkpoint when
 * one is due — a named one after an entry that starts a session or opens a scene (issue 22: one row) — and the
 * campaign row's name and time.
 */
async function settle(
  db: HeistboxDb,
  head: HeadRow,
  before: CampaignState,
  now: number,
  undoRedo: UndoRedo,
  entry: LogEntry,
): Promise<void> {
  let next = head;
  const name = checkpointName(entry);
  if (name !== null) {
    await db.checkpoints.put({ campaignId: head.campaignId, seq: head.seq, state: head.state, name });
    next = { ...head, checkpointSeq: head.seq };
  } else if (needsCheckpoint(head)) {
    await db.checkpoints.put({ campaignId: head.campaignId, seq: head.seq, state: head.state });
    next = { ...head, checkpointSeq: head.seq };
    await pruneCheckpoints(db, head.campaignId, head.seq);
  }
  await writeHead(db, next, before, { name: head.state.name, updatedAt: now }, undoRedo);
}

async function pruneCheckpoints(db: HeistboxDb, campaignId: string, headSeq: number): Promise<void> {
  const keys = (await db.checkpoints
    .where('[campaignId+seq]')
    .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
    .primaryKeys()) as [string, number][];
  const keep = checkpointsToKeep(
    keys.map(([, seq]) => seq),
    headSeq,
  );
  // A named checkpoint stays while its entry is active (issue 22); the redo stack's go with it when it is dropped.
  for (const seq of await namedCheckpointSeqs(db, campaignId)) keep.add(seq);
  await db.checkpoints.bulkDelete(keys.filter(([, seq]) => !keep.has(seq)));
}

/** The seqs of a campaign's named checkpoints, from their index's keys (no state is read). */
async function namedCheckpointSeqs(db: HeistboxDb, campaignId: string): Promise<number[]> {
  const keys = (await db.checkpoints
    .where('[campaignId+seq+name]')
    .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey]) // a prefix bounds the longer keys
    .keys()) as unknown as [string, number, string][];
  return keys.map(([, seq]) => seq);
}

/**
 * The state after the active entries up to `target` (before `head`), and the newest checkpoint at or before it:
 * from memory when this window made that state recently (an undo after a command), else rebuilt.
 */
async function stateAt(
  db: HeistboxDb,
  head: HeadRow,
  target: number,
): Promise<{ readonly state: CampaignState; readonly checkpointSeq: number }> {
  const state = recentState(db, head.campaignId, target);
  if (!state) return rebuild(db, head.campaignId, target);
  // The head's checkpoint is the newest at or before the target too, unless it was written after the target.
  if (head.checkpointSeq <= target) return { state, checkpointSeq: head.checkpointSeq };
  const [newest] = (await db.checkpoints
    .where('[campaignId+seq]')
    .between([head.campaignId, Dexie.minKey], [head.campaignId, target], true, true)
    .reverse()
    .limit(1)
    .primaryKeys()) as [string, number][];
  return { state, checkpointSeq: newest?.[1] ?? 0 };
}

/**
 * The state after the active entries up to `target`: the nearest checkpoint at or before it, plus the few
 * entries after that checkpoint. (Every entry up to the head is active: the redo stack is the log's tail.)
 */
export async function rebuild(
  db: HeistboxDb,
  campaignId: string,
  target: number,
): Promise<{ readonly state: CampaignState; readonly checkpointSeq: number }> {
  const checkpoint = await db.checkpoints
    .where('[campaignId+seq]')
    .between([campaignId, Dexie.minKey], [campaignId, target], true, true)
    .last();
  const from = checkpoint?.seq ?? 0;
  const rows = await db.log
    .where('[campaignId+stream+seq]')
    .between([campaignId, campaignStream, from], [campaignId, campaignStream, target], false, true)
    .toArray();
  let state: CampaignState | null = checkpoint?.state ?? null;
  for (const row of rows) state = fold(state, row);
  if (state === null) throw new Error(`The log of campaign ${campaignId} has no entry up to ${target}`);
  return { state, checkpointSeq: from };
}

interface RedoStack {
  readonly bytes: number;
  readonly entries: number;
  /** Deletes the entries after the head and their checkpoints (a new command was stored). */
  drop(): Promise<void>;
}

/** The redo stack (every entry after the head): what it weighs, and how to drop it. */
async function redoStack(db: HeistboxDb, head: HeadRow): Promise<RedoStack> {
  if (head.lastSeq === head.seq) return { bytes: 0, entries: 0, drop: async () => undefined };
  const after = db.log
    .where('[campaignId+stream+seq]')
    .between(
      [head.campaignId, campaignStream, head.seq],
      [head.campaignId, campaignStream, Dexie.maxKey],
      false,
    );
  const rows = await after.toArray();
  return {
    bytes: rows.reduce((sum, row) => sum + row.size, 0),
    entries: rows.length,
    async drop() {
      await deleteLogRows(db, rows);
      await db.checkpoints
        .where('[campaignId+seq]')
        .between([head.campaignId, head.seq], [head.campaignId, Dexie.maxKey], false)
        .delete();
    },
  };
}

/** COT: never store a change the campaign could not export again. */
function sizeProblem(
  head: HeadRow,
  dropped: { bytes: number; entries: number },
  size: number,
): Rejection | null {
  const bytes = head.bytes - dropped.bytes + size;
  const entries = head.entries - dropped.entries + 1;
  if (bytes <= campaignLimits.exportBytesMax && entries <= campaignLimits.logMax) return null;
  return {
    ok: false,
    code: 'campaign/full',
    message:
      'This campaign has reached the largest size Heistbox can export and import again, so this change was ' +
      'not saved. Export it to keep it, then carry on in a new campaign.',
  };
}

async function lastBefore(db: HeistboxDb, campaignId: string, seq: number): Promise<LogRow | undefined> {
  return db.log
    .where('[campaignId+stream+seq]')
    .between([campaignId, campaignStream, Dexie.minKey], [campaignId, campaignStream, seq])
    .last();
}

async function firstAfter(db: HeistboxDb, campaignId: string, seq: number): Promise<LogRow | undefined> {
  return db.log
    .where('[campaignId+stream+seq]')
    .between([campaignId, campaignStream, seq], [campaignId, campaignStream, Dexie.maxKey], false)
    .first();
}

/**
 * Two campaigns in the library never share a name, whatever the path: a command, an undo or a redo that would
 * give this campaign a name another campaign has is refused (an undo of the " (imported)" rename beside the
 * original, say). Reads the library's rows only when the name changes.
 */
async function nameClash(
  db: HeistboxDb,
  campaignId: string,
  before: CampaignState,
  after: CampaignState,
): Promise<Rejection | null> {
  if (after.name === before.name || !(await nameTaken(db, after.name, campaignId))) return null;
  return {
    ok: false,
    code: 'library/name-taken',
    message:
      `This would name the campaign "${after.name.trim()}", and the library already has a campaign called ` +
      'that: rename the other one first. Nothing was changed.',
  };
}

export function missingCampaign(campaignId: string): Rejection {
  return { ok: false, code: 'campaign/unknown', message: `That campaign no longer exists (${campaignId}).` };
}

function nothingTo(what: 'undo' | 'redo'): Rejection {
  return { ok: false, code: `log/nothing-to-${what}`, message: `There is nothing to ${what}.` };
}

/** A roll id already in the roll log (ids come with commands; the index keeps them unique). */
async function rollIdTaken(db: HeistboxDb, campaignId: string, entry: LogEntry): Promise<boolean> {
  const ids = rollsOf(entry).map((roll) => [campaignId, roll.id] as [string, string]);
  if (ids.length === 0) return false;
  return (await db.rolls.where('[campaignId+id]').anyOf(ids).count()) > 0;
}

function duplicateRoll(): Rejection {
  return {
    ok: false,
    code: 'roll/duplicate-id',
    message: 'A roll with this id is already in the roll log: nothing was stored. Roll again.',
  };
}
