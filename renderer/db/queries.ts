import { Dexie } from 'dexie';
import { isCreation, replayScene } from '../../core/index.ts';
import type { CampaignEvent, LogEntry, RollRecord, Scene, SceneId } from '../../core/index.ts';
import { campaignStream, entryOf, sceneKey } from './entries.ts';
import { heldUndoRedo, holdUndoRedo, readHead } from './head-store.ts';
import type { UndoRedo } from './head-store.ts';
import { sceneCount } from './scene-counts.ts';
import type { HeadRow, HeistboxDb, LogRow } from './schema.ts';

/**
 * What the dashboards read, each an indexed query that touches only the rows on screen: the head, the entries
 * undo and redo would take, a page of the roll log, a page of a scene's history. None grows with the log.
 */

/** The campaign's head (held in memory while the stored one is unchanged: renderer/db/head-store.ts). */
export function headOf(db: HeistboxDb, campaignId: string): Promise<HeadRow | undefined> {
  return readHead(db, campaignId);
}

export type { UndoRedo };

/** The entries the top bar's Undo and Redo would act on: known to the change this window made, else read. */
export async function undoRedo(db: HeistboxDb, head: HeadRow): Promise<UndoRedo> {
  const known = heldUndoRedo(db, head);
  if (known) return known;
  const id = head.campaignId;
  // The same two reads whatever the campaign's size: the head's entry and the one after it.
  const [current, next] = await Promise.all([
    db.log.get([id, campaignStream, head.seq]),
    db.log
      .where('[campaignId+stream+seq]')
      .between([id, campaignStream, head.seq], [id, campaignStream, Dexie.maxKey], false)
      .first(),
  ]);
  const read = {
    undo: current && !isCreation(current) ? entryOf(current) : null,
    redo: next?.undone ? entryOf(next) : null,
  };
  holdUndoRedo(db, head, read);
  return read;
}

/** One row of the roll log, with its number (1 = the campaign's first roll). */
export interface RollLine {
  readonly n: number;
  readonly seq: number;
  readonly roll: RollRecord;
}

/** How many rolls the roll log holds, all or one character's. */
export async function rollCount(db: HeistboxDb, head: HeadRow, characterId: string | null): Promise<number> {
  if (characterId === null) return head.rolls;
  return db.rolls
    .where('[campaignId+characterId+n]')
    .between([head.campaignId, characterId, Dexie.minKey], [head.campaignId, characterId, Dexie.maxKey])
    .count();
}

/**
 * A page of the roll log, newest first: rows `offset` to `offset + limit` of the (filtered) list. Unfiltered
 * pages are a key range (the rows are numbered); a character's pages walk that character's index.
 */
export async function rollPage(
  db: HeistboxDb,
  head: HeadRow,
  characterId: string | null,
  offset: number,
  limit: number,
): Promise<RollLine[]> {
  const id = head.campaignId;
  if (characterId === null) {
    const top = head.rolls - offset;
    const bottom = Math.max(1, top - limit + 1);
    const rows = await db.rolls
      .where('[campaignId+n]')
      .between([id, bottom], [id, top], true, true)
      .reverse()
      .toArray();
    return rows.map(({ n, seq, roll }) => ({ n, seq, roll }));
  }
  const rows = await db.rolls
    .where('[campaignId+characterId+n]')
    .between([id, characterId, Dexie.minKey], [id, characterId, Dexie.maxKey])
    .reverse()
    .offset(offset)
    .limit(limit)
    .toArray();
  return rows.map(({ n, seq, roll }) => ({ n, seq, roll }));
}

/**
 * How many of the newest entries that carry rolls the players' screen is given: core's `playerViews` picks the
 * public ones among them (a secret roll, a guard's hidden score never show).
 */
export const recentRollEntryCount = 12;

/**
 * The newest `count` active entries that made rolls, oldest first: the roll log's numbered rows walked back from
 * the newest, stopping at the first row of the entry one past `count`, then those entries read by key. It reads
 * the rolls of those entries and no more, whatever the campaign's length.
 */
export async function recentRollEntries(
  db: HeistboxDb,
  head: HeadRow,
  count = recentRollEntryCount,
): Promise<LogEntry[]> {
  const id = head.campaignId;
  if (count <= 0 || head.rolls === 0) return [];
  const seqs: number[] = [];
  await db.rolls
    .where('[campaignId+n]')
    .between([id, 1], [id, head.rolls], true, true)
    .reverse()
    .until((row) => seqs.length === count && row.seq !== seqs.at(-1))
    .each((row) => {
      if (row.seq !== seqs.at(-1)) seqs.push(row.seq);
    });
  const rows = await db.log.bulkGet(seqs.reverse().map((seq) => [id, campaignStream, seq]));
  return rows.flatMap((row) => (row ? [entryOf(row)] : []));
}

/** The rolls an entry made, as stored (for a panel showing what a command just did). */
export async function rollsOfEntry(db: HeistboxDb, campaignId: string, seq: number): Promise<RollRecord[]> {
  const row = await db.log.get([campaignId, campaignStream, seq]);
  return row ? row.events.flatMap((event) => (event.type === 'dice/rolled' ? [event.roll] : [])) : [];
}

/**
 * How many entries a scene's history holds (active ones: the redo stack is not history): its stored count
 * (schema 7), one read however long the scene ran.
 */
export async function sceneHistoryCount(
  db: HeistboxDb,
  campaignId: string,
  sceneId: string,
): Promise<number> {
  return sceneCount(db, campaignId, sceneId);
}

/**
 * The scene log's page: a screenful of its rows (40% of the window, 58 px each, and 2 beyond each edge). The log
 * is read again on every change to the campaign, so it reads what is in view and no more.
 */
export const sceneLogPage = 12;

/**
 * A page of a scene's history, newest first: the scene's key in the `sceneKeys` index walked backwards from its
 * newest entry, `offset` entries passed over, `limit` rows read. Undone entries have no key, so none is read to
 * be filtered out: the newest page (`offset` 0) reads its own rows alone, whatever the scene's length.
 */
export async function sceneHistoryPage(
  db: HeistboxDb,
  campaignId: string,
  sceneId: string,
  offset: number,
  limit: number,
): Promise<LogEntry[]> {
  const rows = await db.log
    .where('sceneKeys')
    .equals(sceneKey(campaignId, sceneId))
    .reverse()
    .offset(offset)
    .limit(limit)
    .toArray();
  return rows.map(entryOf);
}

/** A closed scene as the list of earlier scenes shows it. */
export interface EarlierScene {
  readonly id: string;
  readonly name: string;
  readonly engine: Scene['engine'];
  readonly summary: string;
  readonly closedAt: number;
  /** The scene as it opened (for the words of its history), when its opening entry is still in the log. */
  readonly opened: Scene | null;
}

/**
 * A page of the campaign's closed scenes, most recently closed first, read from the entries that closed them
 * (an index on the command) and each scene's opening entry.
 */
export async function earlierScenes(
  db: HeistboxDb,
  campaignId: string,
  offset: number,
  limit: number,
): Promise<EarlierScene[]> {
  const closes = await db.log
    .where('[campaignId+command+seq]')
    .between([campaignId, 'scene/close', Dexie.minKey], [campaignId, 'scene/close', Dexie.maxKey])
    .filter((row) => !row.undone)
    .reverse()
    .offset(offset)
    .limit(limit)
    .toArray();
  const scenes: EarlierScene[] = [];
  for (const row of closes) {
    for (const event of row.events) {
      if (event.type !== 'scene/closed') continue;
      const opened = await openingOf(db, campaignId, event.sceneId);
      scenes.push({
        id: event.sceneId,
        name: opened?.name ?? event.sceneId,
        engine: opened?.engine ?? 'heist',
        summary: event.summary,
        closedAt: row.at,
        opened,
      });
    }
  }
  return scenes;
}

async function openingOf(db: HeistboxDb, campaignId: string, sceneId: string): Promise<Scene | null> {
  const first: LogRow | undefined = await db.log
    .where('sceneKeys')
    .equals(sceneKey(campaignId, sceneId))
    .first();
  for (const event of first?.events ?? [])
    if (event.type === 'scene/opened' && event.scene.id === sceneId) return event.scene;
  return null;
}

/**
 * A closed scene's board as it closed, rebuilt from its own entries (the scene index): it costs what the scene
 * holds, never the campaign's history. Null when its opening is no longer in the log.
 */
export async function closedSceneOf(
  db: HeistboxDb,
  campaignId: string,
  sceneId: SceneId,
): Promise<Scene | null> {
  return replayScene(sceneId, await sceneEventsOf(db, campaignId, sceneId));
}

/**
 * The events of a scene's own active entries, oldest first, read through the scene index (what the scene holds,
 * never the campaign's whole history; undone entries have no key): a closed scene's board, a skirmish's log (BRG-D-53).
 */
export async function sceneEventsOf(
  db: HeistboxDb,
  campaignId: string,
  sceneId: SceneId,
): Promise<CampaignEvent[]> {
  const rows = await db.log.where('sceneKeys').equals(sceneKey(campaignId, sceneId)).toArray();
  rows.sort((a, b) => a.seq - b.seq);
  return rows.flatMap((row) => row.events);
}
