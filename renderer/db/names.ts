import { Dexie } from 'dexie';
import type { HeistboxDb } from './schema.ts';

/** Campaign names in the library (the trash aside): compared trimmed and without regard to case. */

export function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}

/** Names of the campaigns in the library (not in the trash), except `except`. */
export async function libraryNames(db: HeistboxDb, except?: string): Promise<string[]> {
  const rows = await db.campaigns.where('trashedAt').equals(0).toArray();
  return rows.filter((row) => row.id !== except).map((row) => row.name);
}

export async function nameTaken(db: HeistboxDb, name: string, except?: string): Promise<boolean> {
  return (await libraryNames(db, except)).some((taken) => sameName(taken, name));
}

/** `name`, or `name (imported)`, `name (imported 2)`… — the first not taken in the library. */
export async function freeName(
  db: HeistboxDb,
  name: string,
  suffix: string,
  except?: string,
): Promise<string> {
  const taken = await libraryNames(db, except);
  const free = (candidate: string) => !taken.some((other) => sameName(other, candidate));
  if (free(name)) return name;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${name} (${suffix})` : `${name} (${suffix} ${n})`;
    if (free(candidate)) return candidate;
  }
}

/** Deletes everything stored for a campaign: its row, head, log, roll rows, checkpoints, import marker. */
export async function purgeCampaignData(db: HeistboxDb, campaignId: string): Promise<void> {
  // In slices, so a huge campaign never holds one enormous transaction (the campaign row goes first: from then
  // on it is not in the library, whatever happens).
  await db.transaction('rw', [db.campaigns, db.heads], async () => {
    await db.campaigns.delete(campaignId);
    await db.heads.delete(campaignId);
  });
  for (;;) {
    const keys = await db.log.where('campaignId').equals(campaignId).limit(5_000).primaryKeys();
    if (keys.length === 0) break;
    await db.log.bulkDelete(keys);
  }
  await db.rolls
    .where('[campaignId+n]')
    .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
    .delete();
  await db.checkpoints
    .where('[campaignId+seq]')
    .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
    .delete();
  await db.pendingImports.delete(campaignId);
}
