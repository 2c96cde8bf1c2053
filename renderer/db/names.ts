import { Dexie } from 'dexie';
import { freeNameAmong, nameAmong } from '../../core/index.ts';
import { deleteHead, headTables } from './head-store.ts';
import { deleteSceneCounts } from './scene-counts.ts';
import type { HeistboxDb } from './schema.ts';

/**
 * Campaign names in the library (the trash aside): unique, compared as core's `sameName` says. And the one way a
 * campaign's data leaves the disk: marked first, deleted after, finished at the next start if it was cut short.
 */

/** Names of the campaigns in the library (not in the trash), except `except`. */
export async function libraryNames(db: HeistboxDb, except?: string): Promise<string[]> {
  const rows = await db.campaigns.where('trashedAt').equals(0).toArray();
  return rows.filter((row) => row.id !== except).map((row) => row.name);
}

export async function nameTaken(db: HeistboxDb, name: string, except?: string): Promise<boolean> {
  return nameAmong(name, await libraryNames(db, except));
}

/** `name`, or `name (imported)`, `name (imported 2)`… — the first not taken in the library, within the length limit. */
export async function freeName(
  db: HeistboxDb,
  name: string,
  suffix: string,
  except?: string,
): Promise<string> {
  return freeNameAmong(name, suffix, await libraryNames(db, except));
}

/** Rows deleted per transaction, so a huge campaign never holds one enormous transaction. */
export const purgeSlice = 5_000;

/**
 * Deletes everything stored for a campaign: its row, head, scene counts, log, roll rows, checkpoints, import
 * marker. A purge marker goes in first, in the transaction that takes the campaign out of the library; the rest
 * goes in slices and the marker last, so a purge cut short (the app killed, a power cut) is found and finished at
 * the next start (`finishPurges`) instead of leaving the campaign's rows on disk forever.
 */
export async function purgeCampaignData(db: HeistboxDb, campaignId: string, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.campaigns, ...headTables(db), db.purges], async () => {
    await db.purges.put({ campaignId, startedAt: now });
    await db.campaigns.delete(campaignId);
    await deleteHead(db, campaignId);
  });
  await finishPurge(db, campaignId);
}

/** Finishes every purge a previous run of the app started and did not end. */
export async function finishPurges(db: HeistboxDb): Promise<number> {
  const pending = await db.purges.toCollection().primaryKeys();
  for (const campaignId of pending) await finishPurge(db, campaignId);
  return pending.length;
}

/** The slices of a purge after its marker: every row left of the campaign, then the marker. */
async function finishPurge(db: HeistboxDb, campaignId: string): Promise<void> {
  await db.transaction('rw', headTables(db), () => deleteHead(db, campaignId));
  await deleteSceneCounts(db, campaignId);
  for (;;) {
    const keys = await db.log.where('campaignId').equals(campaignId).limit(purgeSlice).primaryKeys();
    if (keys.length === 0) break;
    await db.log.bulkDelete(keys);
  }
  await deleteRange(db.rolls, '[campaignId+n]', campaignId);
  await deleteRange(db.checkpoints, '[campaignId+seq]', campaignId);
  await db.transaction('rw', [db.pendingImports, db.purges], async () => {
    await db.pendingImports.delete(campaignId);
    await db.purges.delete(campaignId);
  });
}

async function deleteRange(
  table: HeistboxDb['rolls'] | HeistboxDb['checkpoints'],
  index: string,
  campaignId: string,
): Promise<void> {
  for (;;) {
    const keys = (await table
      .where(index)
      .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
      .limit(purgeSlice)
      .primaryKeys()) as [string, number][];
    if (keys.length === 0) break;
    await table.bulkDelete(keys);
  }
}
