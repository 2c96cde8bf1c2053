import type { HeistboxDb } from '../db/schema.ts';

/**
 * Whether the campaign `id` is really gone from the library (deleted, or moved to the trash): asked of the
 * database itself, never of a live list. A campaign written by the file worker (an import) reaches the page's
 * live lists a moment after it is in the database, so a list that does not name it yet is no reason to close it.
 */
export async function campaignGone(db: HeistboxDb, id: string): Promise<boolean> {
  const row = await db.campaigns.get(id);
  return row === undefined || row.trashedAt > 0;
}
