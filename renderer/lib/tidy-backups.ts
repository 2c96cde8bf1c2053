import type { HeistboxApi } from '../../electron/api.ts';
import type { HeistboxDb } from '../db/schema.ts';

/**
 * Tells the shell every campaign the library still has, in the library or the trash, so that it removes
 * the backups of campaigns deleted for good once their month of grace is over. Reads only the campaigns'
 * keys. Call at start, on a library that may be written (a read-only one is a newer Heistbox's).
 * @returns the names of the backups the shell removed.
 */
export async function tidyBackups(
  db: HeistboxDb,
  shell: Pick<HeistboxApi, 'tidyBackups'>,
): Promise<readonly string[]> {
  return shell.tidyBackups(await db.campaigns.toCollection().primaryKeys());
}
