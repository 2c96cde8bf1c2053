import { cryptoDice, decide, foldEntry } from '../../core/index.ts';
import type { CampaignState, LogEntry, Rejection } from '../../core/index.ts';
import { changeTables, dispatch } from './commands.ts';
import type { Stored } from './commands.ts';
import { CheckpointTrail, CountedPositions, lineBytes, logRow } from './entries.ts';
import { storageFailure } from './errors.ts';
import { newStamp, putHead } from './head-store.ts';
import { finishPurges, freeName, nameTaken, purgeCampaignData } from './names.ts';
import { readOnlyRefusal } from './read-only.ts';
import { addLogRow } from './scene-counts.ts';
import type { HeadRow, HeistboxDb } from './schema.ts';
import { headerBytes } from './upgrade.ts';

/**
 * The library of campaigns: creating, renaming, the trash (nothing vanishes by one click), and the clean-up a
 * start does. Commands, undo and redo are in commands.ts; files in files.ts; backups in backup.ts.
 */

/** Campaigns in the trash are kept this long, then emptied at the next start. */
export const trashDays = 30;
const dayMs = 86_400_000;

/** A new, empty campaign; returns its id. A name already in the library is refused. */
export async function createCampaign(
  db: HeistboxDb,
  name: string,
  now = Date.now(),
): Promise<{ readonly ok: true; readonly id: string } | Rejection> {
  const refused = readOnlyRefusal(db);
  if (refused) return refused;
  const decision = decide(null, { type: 'campaign/create', name }, cryptoDice());
  if (!decision.ok) return decision;
  const id = crypto.randomUUID();
  const entry: LogEntry = {
    seq: 1,
    at: now,
    command: 'campaign/create',
    events: decision.events,
    undone: false,
  };
  try {
    return await db.transaction('rw', changeTables(db), async () => {
      const trimmed = name.trim();
      if (await nameTaken(db, trimmed)) return takenName(trimmed);
      const state = foldEntry(null, entry);
      await writeNewCampaign(db, id, entry, state, lineBytes(entry), now);
      return { ok: true, id } as const;
    });
  } catch (error) {
    return storageFailure(error);
  }
}

/**
 * Writes a new library campaign whose log is its one first entry `entry` (a creation or a fork's) and whose state
 * is `state`: the log row, its checkpoint, the head and the library's row. Inside the caller's transaction over
 * `changeTables`.
 */
export async function writeNewCampaign(
  db: HeistboxDb,
  id: string,
  entry: LogEntry,
  state: CampaignState,
  size: number,
  now: number,
): Promise<void> {
  const stamp = newStamp();
  const head: HeadRow = {
    campaignId: id,
    seq: 1,
    lastSeq: 1,
    state,
    rolls: 0,
    entries: 1,
    bytes: headerBytes + size,
    checkpointSeq: 1,
    version: 1,
    stamp,
  };
  await addLogRow(db, logRow(id, entry, new CountedPositions(), size, state));
  await db.checkpoints.bulkPut(new CheckpointTrail().rows(id, 1, state));
  await putHead(db, head, null);
  await db.campaigns.add({
    id,
    name: state.name,
    createdAt: now,
    updatedAt: now,
    trashedAt: 0,
    backedUpAt: 0,
    headStamp: stamp,
  });
}

/** Renames a campaign (one undoable log entry); a name another campaign has is refused. */
export async function renameCampaign(db: HeistboxDb, campaignId: string, name: string): Promise<Stored> {
  if (await nameTaken(db, name, campaignId)) return takenName(name.trim());
  return dispatch(db, campaignId, { type: 'campaign/rename', name });
}

/** Moves a campaign to the trash: out of the library, restorable for `trashDays` days. */
export async function trashCampaign(
  db: HeistboxDb,
  campaignId: string,
  now = Date.now(),
): Promise<Rejection | { readonly ok: true }> {
  const refused = readOnlyRefusal(db);
  if (refused) return refused;
  try {
    const changed = await db.campaigns.update(campaignId, { trashedAt: now });
    return changed ? { ok: true } : unknownCampaign(campaignId);
  } catch (error) {
    return storageFailure(error);
  }
}

/**
 * Brings a campaign back from the trash; a name taken meanwhile gets " (restored)" by a log entry of its own. One
 * transaction: a rename that fails leaves the campaign in the trash, never beside another of the same name.
 */
export async function restoreCampaign(
  db: HeistboxDb,
  campaignId: string,
): Promise<Rejection | { readonly ok: true; readonly name: string }> {
  const refused = readOnlyRefusal(db);
  if (refused) return refused;
  try {
    return await db.transaction(
      'rw',
      changeTables(db),
      async (): Promise<Rejection | { readonly ok: true; readonly name: string }> => {
        const row = await db.campaigns.get(campaignId);
        if (!row) return unknownCampaign(campaignId);
        if (row.trashedAt === 0) return { ok: true, name: row.name };
        const name = await freeName(db, row.name, 'restored', campaignId);
        if (name !== row.name) {
          const renamed = await dispatch(db, campaignId, { type: 'campaign/rename', name });
          if (!renamed.ok) return renamed;
        }
        await db.campaigns.update(campaignId, { trashedAt: 0 });
        return { ok: true, name };
      },
    );
  } catch (error) {
    return storageFailure(error);
  }
}

/** Deletes a campaign in the trash for good. */
export async function deleteForGood(
  db: HeistboxDb,
  campaignId: string,
): Promise<Rejection | { readonly ok: true }> {
  const refused = readOnlyRefusal(db);
  if (refused) return refused;
  try {
    const row = await db.campaigns.get(campaignId);
    if (!row) return unknownCampaign(campaignId);
    if (row.trashedAt === 0) {
      return { ok: false, code: 'library/not-in-trash', message: `Move "${row.name}" to the trash first.` };
    }
    await purgeCampaignData(db, campaignId);
    return { ok: true };
  } catch (error) {
    return storageFailure(error);
  }
}

/** Empties the trash. */
export async function emptyTrash(
  db: HeistboxDb,
): Promise<Rejection | { readonly ok: true; readonly count: number }> {
  const refused = readOnlyRefusal(db);
  if (refused) return refused;
  try {
    const trashed = await db.campaigns.where('trashedAt').above(0).primaryKeys();
    for (const id of trashed) await purgeCampaignData(db, id);
    return { ok: true, count: trashed.length };
  } catch (error) {
    return storageFailure(error);
  }
}

/**
 * What a start tidies: deletions for good and imports the app was closed in the middle of, and campaigns in the
 * trash for longer than `trashDays`. Reads only those rows (an index each), never the logs of the campaigns that
 * stay.
 *
 * The trash is emptied by a clock the library checks: a campaign goes only when its days are up both by the clock
 * now and by the newest clock reading the library saw before (at an earlier start, or on a campaign's change). A
 * clock set a month ahead empties nothing; a campaign whose time is really up goes at the next start.
 */
export async function tidyLibrary(db: HeistboxDb, now = Date.now()): Promise<void> {
  if (readOnlyRefusal(db)) return;
  await finishPurges(db);
  for (const pending of await db.pendingImports.toArray())
    await purgeCampaignData(db, pending.campaignId, now);
  const seen = await newestSeen(db);
  const reference = Math.min(now, seen);
  const expired = await db.campaigns
    .where('trashedAt')
    .between(1, reference - trashDays * dayMs, true, true)
    .primaryKeys();
  for (const id of expired) await purgeCampaignData(db, id, now);
  await db.meta.put({ key: 'clock', newestSeen: Math.max(seen, now) });
}

/** The newest time the library has seen before this start: its clock row, the newest change, the newest trashing. */
async function newestSeen(db: HeistboxDb): Promise<number> {
  const clock = await db.meta.get('clock');
  const changed = await db.campaigns.orderBy('updatedAt').last();
  const trashed = await db.campaigns.orderBy('trashedAt').last();
  return Math.max(
    clock?.key === 'clock' ? clock.newestSeen : 0,
    changed?.updatedAt ?? 0,
    trashed?.trashedAt ?? 0,
  );
}

function takenName(name: string): Rejection {
  return {
    ok: false,
    code: 'library/name-taken',
    message: `The library already has a campaign called "${name}": choose another name.`,
  };
}

function unknownCampaign(campaignId: string): Rejection {
  return { ok: false, code: 'campaign/unknown', message: `That campaign no longer exists (${campaignId}).` };
}
