import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import { sceneKey, sceneKeysOf } from './entries.ts';
import type { HeistboxDb, LogRow, SceneCountRow } from './schema.ts';

/**
 * Each scene's count of active entries (`SceneCountRow`, schema 7) is, by definition, the number of log rows
 * whose `sceneKeys` name the scene: what the index would count, stored so the scene log reads one row where the
 * index would walk every entry of the scene. The log's keys stay the truth; every write that adds, deletes or
 * re-keys log rows goes through this module, which moves the counts by exactly the keys it writes, in the
 * caller's transaction (it must include `db.log` and `db.sceneCounts`). The version-7 upgrade counts once from
 * the index (`countEveryScene`); a purge deletes a campaign's counts with its rows.
 */

/** How many active entries a scene's history holds: its stored count (no row, 0, when it has none). */
export async function sceneCount(db: HeistboxDb, campaignId: string, sceneId: string): Promise<number> {
  return (await db.sceneCounts.get([campaignId, sceneId]))?.entries ?? 0;
}

/** Appends one log row (a command, a campaign's creation, an import's rename) and counts it in its scenes. */
export async function addLogRow(db: HeistboxDb, row: LogRow): Promise<void> {
  await db.log.add(row);
  await moveCounts(db, tally([row], 1));
}

/** Appends a batch of log rows (an import) and counts them in their scenes. */
export async function addLogRows(db: HeistboxDb, rows: readonly LogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.log.bulkAdd(rows as LogRow[]);
  await moveCounts(db, tally(rows, 1));
}

/** Deletes log rows (a redo stack dropped) and takes them out of their scenes' counts. */
export async function deleteLogRows(db: HeistboxDb, rows: readonly LogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.log.bulkDelete(
    rows.map((row) => [row.campaignId, row.stream, row.seq] as [string, string, number]),
  );
  await moveCounts(db, tally(rows, -1));
}

/**
 * Marks a stored row undone (its scene keys dropped: it leaves its scenes' histories) or active again (its keys
 * back), and moves the counts by the keys that changed.
 */
export async function setUndone(db: HeistboxDb, row: LogRow, undone: boolean): Promise<void> {
  const sceneKeys = undone ? [] : sceneKeysOf(row.campaignId, row.sceneIds);
  await db.log.update([row.campaignId, row.stream, row.seq], { undone, sceneKeys });
  await moveCounts(db, tally([{ ...row, sceneKeys }], 1, tally([row], -1)));
}

/**
 * Every scene's count built from the `sceneKeys` index: one walk of its keys, never of the rows. For the
 * version-7 upgrade, on the tables of its transaction.
 */
export async function countEveryScene(log: Table<LogRow>): Promise<SceneCountRow[]> {
  const keys: (readonly [campaignId: string, key: string])[] = [];
  await log.orderBy('sceneKeys').eachKey((key, cursor) => {
    keys.push([(cursor.primaryKey as [string, string, number])[0], key as string]);
  });
  const counts = new Map<string, Count>();
  for (const [campaignId, key] of keys) addTo(counts, campaignId, key, 1);
  return [...counts.values()].map(({ campaignId, sceneId, by }) => ({ campaignId, sceneId, entries: by }));
}

interface Count {
  readonly campaignId: string;
  readonly sceneId: string;
  by: number;
}

/**
 * How rows move their scenes' counts, added `sign` times each to `into`. A row counts once in each scene of its
 * campaign its `sceneKeys` name (an index holds a row once per distinct key).
 */
function tally(rows: readonly LogRow[], sign: 1 | -1, into = new Map<string, Count>()): Map<string, Count> {
  for (const row of rows) for (const key of new Set(row.sceneKeys)) addTo(into, row.campaignId, key, sign);
  return into;
}

/**
 * Adds a row's key to its scene's count. Keys are written by `sceneKeysOf` from the row's own campaign; a key
 * naming another campaign (never written by Heistbox) counts nowhere, so an upgrade never fails on one.
 */
function addTo(counts: Map<string, Count>, campaignId: string, key: string, by: number): void {
  const prefix = sceneKey(campaignId, '');
  if (!key.startsWith(prefix)) return;
  const count = counts.get(key);
  if (count) count.by += by;
  else counts.set(key, { campaignId, sceneId: key.slice(prefix.length), by });
}

/**
 * Applies the moves to the stored counts; a count that falls to 0 is deleted.
 * @throws Error when a count would fall below 0: the counts and the log disagree, and nothing may be stored.
 */
async function moveCounts(db: HeistboxDb, counts: Map<string, Count>): Promise<void> {
  const moves = [...counts.values()].filter((count) => count.by !== 0);
  if (moves.length === 0) return;
  const keys = moves.map(({ campaignId, sceneId }) => [campaignId, sceneId] as [string, string]);
  const stored = await db.sceneCounts.bulkGet(keys);
  const put: SceneCountRow[] = [];
  const gone: [string, string][] = [];
  for (const [index, { campaignId, sceneId, by }] of moves.entries()) {
    const entries = (stored[index]?.entries ?? 0) + by;
    if (entries < 0) {
      throw new Error(
        `The history of scene ${sceneId} (campaign ${campaignId}) would count ${entries} entries`,
      );
    }
    if (entries === 0) gone.push(keys[index]!);
    else put.push({ campaignId, sceneId, entries });
  }
  if (put.length > 0) await db.sceneCounts.bulkPut(put);
  if (gone.length > 0) await db.sceneCounts.bulkDelete(gone);
}

/** Deletes every count of a campaign (its purge). */
export async function deleteSceneCounts(db: HeistboxDb, campaignId: string): Promise<void> {
  await db.sceneCounts
    .where('[campaignId+sceneId]')
    .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
    .delete();
}
