import { Dexie } from 'dexie';
import type { CampaignState } from '../../core/index.ts';
import type { CampaignRow, HeadRow, HeistboxDb } from './schema.ts';

/**
 * The heads this window has read or written, kept in memory so that a click does not read the whole campaign
 * state back from the database each time. The stored head stays the truth: every head written gets a fresh
 * `stamp`, copied onto its campaign row in the same transaction, and a head held here is used only while the
 * campaign row (one small read) still names its stamp. A head written by another window or by the file worker
 * changes the row's stamp, so it is read again; a transaction that fails leaves the old stamp, so what it wrote
 * is never used. Besides the head, the states of the last few heads are kept by their seq, so an undo takes the
 * state before from memory instead of rebuilding it from a checkpoint (a seq is never reused, and the state up to
 * an active entry never changes). Memory is kept per database and dropped with it.
 */

/** How many recent states are kept per campaign for undo: about the steps a GM undoes in a row. */
const statesKept = 32;

interface Held {
  head: HeadRow;
  /** The states of recent heads, by seq, oldest first. */
  readonly states: Map<number, CampaignState>;
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
  const head = await db.heads.get(campaignId);
  if (!head) {
    held.get(db)?.delete(campaignId);
    return undefined;
  }
  // Only a head whose stamp its row names is held (a head written by an older Heistbox, with no stamp, is read
  // each time), and only once the transaction that read it has ended: what it read is then committed.
  if (head.stamp !== undefined && row?.headStamp === head.stamp) afterCommit(() => keep(db, head));
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
  row: Partial<Omit<CampaignRow, 'id' | 'headStamp'>> = {},
): Promise<HeadRow> {
  const stamp = newStamp();
  const written: HeadRow = { ...head, stamp };
  await db.heads.put(written);
  await db.campaigns.update(head.campaignId, { ...row, headStamp: stamp });
  afterCommit(() => keep(db, written));
  return written;
}

/** The state of the campaign's head at `seq`, when this window made or read it recently; null otherwise. */
export function recentState(db: HeistboxDb, campaignId: string, seq: number): CampaignState | null {
  return held.get(db)?.get(campaignId)?.states.get(seq) ?? null;
}

/** Drops every head held for `db` (a test, or a benchmark's first open). */
export function forgetHeads(db: HeistboxDb): void {
  held.delete(db);
}

function keep(db: HeistboxDb, head: HeadRow): void {
  const map = heldIn(db);
  const mine = map.get(head.campaignId);
  const states = mine?.states ?? new Map<number, CampaignState>();
  states.delete(head.seq);
  states.set(head.seq, head.state);
  while (states.size > statesKept) states.delete(states.keys().next().value as number);
  map.set(head.campaignId, { head, states });
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
