import { Dexie } from 'dexie';
import type { CampaignState, LogEntry } from '../../core/index.ts';
import type { CampaignRow, HeadPartRow, HeadRow, HeistboxDb, StoredHead } from './schema.ts';

/**
 * The heads this window has read or written, kept in memory so that a click does not read the whole campaign
 * state back from the database each time. The stored head stays the truth: every head written gets a fresh
 * `stamp`, copied onto its campaign row in the same transaction, and a head held here is used only while the
 * campaign row (one small read) still names its stamp. A head written by another window or by the file worker
 * changes the row's stamp, so it is read again; a transaction that fails leaves the old stamp, so what it wrote
 * is never used. Besides the head, the states of the last few heads are kept by their seq, so an undo takes the
 * state before from memory instead of rebuilding it from a checkpoint (a seq is never reused, and the state up to
 * an active entry never changes). Memory is kept per database and dropped with it.
 *
 * A head's state is stored part by part (schema 9: one `headParts` row per top-level key, the head row naming them
 * in order): a write puts only the parts whose value is not the one already stored — the states are immutable, so a
 * part a command left alone is the very object read — and a dice roll writes a few small rows, not the whole
 * state, whatever the campaign has grown to.
 */

/** How many recent states are kept per campaign for undo: about the steps a GM undoes in a row. */
const statesKept = 32;

/** The entries the top bar's Undo and Redo would act on, for one head. */
export interface UndoRedo {
  readonly undo: LogEntry | null;
  readonly redo: LogEntry | null;
}

interface Held {
  head: HeadRow;
  /** The states of recent heads, by seq, oldest first. */
  readonly states: Map<number, CampaignState>;
  /** What Undo and Redo act on from `head`, when the change that wrote it knew (null: read them). */
  readonly undoRedo: UndoRedo | null;
}

const held = new WeakMap<HeistboxDb, Map<string, Held>>();

function heldIn(db: HeistboxDb): Map<string, Held> {
  let map = held.get(db);
  if (!map) {
    map = new Map();
    held.set(db, map);
  }
  return map;
}

/** A stamp for a head about to be written: never the same twice. */
export function newStamp(): string {
  return crypto.randomUUID();
}

/**
 * The campaign's head: the one held here when the campaign row still names its stamp, else read from the
 * database (and held from then on). Undefined when the campaign has no head (deleted).
 */
export async function readHead(db: HeistboxDb, campaignId: string): Promise<HeadRow | undefined> {
  const row = await db.campaigns.get(campaignId);
  const mine = held.get(db)?.get(campaignId);
  if (mine && row?.headStamp !== undefined && row.headStamp === mine.head.stamp) return mine.head;
  const head = await loadHead(db, campaignId);
  if (!head) {
    held.get(db)?.delete(campaignId);
    return undefined;
  }
  // Only a head whose stamp its row names is held (a head written by an older Heistbox, with no stamp, is read
  // each time), and only once the transaction that read it has ended: what it read is then committed.
  if (head.stamp !== undefined && row?.headStamp === head.stamp) afterCommit(() => keep(db, head, null));
  return head;
}

/**
 * Writes `head` with a fresh stamp, and its campaign row's stamp with `row` (name, time…), in the caller's
 * transaction; once the transaction has committed, the head and its state are held here.
 * @returns the head as written (with its stamp).
 */
export async function writeHead(
  db: HeistboxDb,
  head: HeadRow,
  before: CampaignState,
  row: Partial<Omit<CampaignRow, 'id' | 'headStamp'>> = {},
  undoRedo: UndoRedo | null = null,
): Promise<HeadRow> {
  const stamp = newStamp();
  const written: HeadRow = { ...head, stamp };
  await putHead(db, written, before);
  await db.campaigns.update(head.campaignId, { ...row, headStamp: stamp });
  afterCommit(() => keep(db, written, undoRedo));
  return written;
}

/**
 * What Undo and Redo act on from `head`, when this window wrote that head knowing them (the command, undo or redo
 * that wrote it had them in hand); null otherwise (read them from the log).
 */
export function heldUndoRedo(db: HeistboxDb, head: HeadRow): UndoRedo | null {
  const mine = held.get(db)?.get(head.campaignId);
  return mine && head.stamp !== undefined && mine.head.stamp === head.stamp ? mine.undoRedo : null;
}

/** The tables a head is stored in: a transaction that reads or writes heads names them all. */
export function headTables(db: HeistboxDb) {
  return [db.heads, db.headParts];
}

/**
 * Stores `head` (in the caller's transaction): its row, and the parts of its state that differ from `before`, the
 * state stored now (null: a campaign with no head yet, or whose parts are not known: every part is written and any
 * other part of it deleted). Nothing is held here: a caller that writes its campaign row's stamp uses `writeHead`.
 */
export async function putHead(db: HeistboxDb, head: HeadRow, before: CampaignState | null): Promise<void> {
  const { state, ...rest } = head;
  const parts = state as unknown as Readonly<Record<string, unknown>>;
  const old = before as unknown as Readonly<Record<string, unknown>> | null;
  const keys = Object.keys(parts);
  const stored: StoredHead = { ...rest, keys };
  await db.heads.put(stored);
  const changed = keys.filter((key) => old === null || !Object.hasOwn(old, key) || old[key] !== parts[key]);
  if (changed.length > 0) {
    await db.headParts.bulkPut(
      changed.map((part): HeadPartRow => ({ campaignId: head.campaignId, part, value: parts[part] })),
    );
  }
  const gone =
    old === null
      ? ((await partsOf(db, head.campaignId).primaryKeys()) as [string, string][])
          .map(([, part]) => part)
          .filter((part) => !Object.hasOwn(parts, part))
      : Object.keys(old).filter((part) => !Object.hasOwn(parts, part));
  if (gone.length > 0)
    await db.headParts.bulkDelete(gone.map((part): [string, string] => [head.campaignId, part]));
}

/** The campaign's head as stored, its state put together from its parts; undefined when it has none. */
export async function loadHead(db: HeistboxDb, campaignId: string): Promise<HeadRow | undefined> {
  const [stored, rows] = await Promise.all([db.heads.get(campaignId), partsOf(db, campaignId).toArray()]);
  if (!stored) return undefined;
  const byPart = new Map(rows.map((row) => [row.part, row.value]));
  const { keys, ...head } = stored;
  const state = Object.fromEntries(keys.map((key) => [key, byPart.get(key)])) as unknown as CampaignState;
  return { ...head, state };
}

/** Deletes the campaign's head and its parts (in the caller's transaction). */
export async function deleteHead(db: HeistboxDb, campaignId: string): Promise<void> {
  await db.heads.delete(campaignId);
  await partsOf(db, campaignId).delete();
}

function partsOf(db: HeistboxDb, campaignId: string) {
  return db.headParts
    .where('[campaignId+part]')
    .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey]);
}

/** The state of the campaign's head at `seq`, when this window made or read it recently; null otherwise. */
export function recentState(db: HeistboxDb, campaignId: string, seq: number): CampaignState | null {
  return held.get(db)?.get(campaignId)?.states.get(seq) ?? null;
}

/** Drops every head held for `db` (a test, or a benchmark's first open). */
export function forgetHeads(db: HeistboxDb): void {
  held.delete(db);
}

/**
 * Holds what Undo and Redo act on from `head`, read from the log, while this window holds that head (a head
 * written since, here or elsewhere, has its own).
 */
export function holdUndoRedo(db: HeistboxDb, head: HeadRow, undoRedo: UndoRedo): void {
  const mine = held.get(db)?.get(head.campaignId);
  if (mine && head.stamp !== undefined && mine.head.stamp === head.stamp) {
    held.get(db)!.set(head.campaignId, { ...mine, undoRedo });
  }
}

function keep(db: HeistboxDb, head: HeadRow, undoRedo: UndoRedo | null): void {
  const map = heldIn(db);
  const mine = map.get(head.campaignId);
  const states = mine?.states ?? new Map<number, CampaignState>();
  states.delete(head.seq);
  states.set(head.seq, head.state);
  while (states.size > statesKept) states.delete(states.keys().next().value as number);
  map.set(head.campaignId, { head, states, undoRedo });
}

/**
 * Runs `then` once the current transaction has committed (at once outside one). A nested transaction shares its
 * parent's IndexedDB transaction, so this waits for the outermost one.
 */
function afterCommit(then: () => void): void {
  const transaction = Dexie.currentTransaction as { idbtrans?: IDBTransaction } | null;
  if (!transaction) {
    then();
    return;
  }
  const idb = transaction.idbtrans;
  if (!idb) return; // its commit cannot be heard: hold nothing (the next read reads the database)
  idb.addEventListener('complete', then);
}
