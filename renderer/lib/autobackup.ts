import type { HeistboxApi } from '../../electron/api.ts';
import { lastChange, libraryBackupText } from '../db/backup.ts';
import type { HeistboxDb } from '../db/schema.ts';

export const backupEveryMs = 15 * 60 * 1000;

/**
 * Writes a backup of the whole library every 15 minutes while changes exist, and once more when the app
 * quits. Returns the function that stops it. `onerror` hears about a backup that could not be written.
 */
export function startAutoBackup(
  db: HeistboxDb,
  shell: HeistboxApi,
  onerror: (message: string) => void,
  everyMs = backupEveryMs,
): () => void {
  let backedUpAt = Date.now();
  const backupIfChanged = async (): Promise<void> => {
    try {
      const changed = await lastChange(db);
      if (changed <= backedUpAt) return;
      backedUpAt = Date.now();
      await shell.writeBackup(await libraryBackupText(db));
    } catch (error) {
      onerror(`The automatic backup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(() => void backupIfChanged(), everyMs);
  const unsubscribe = shell.onBeforeQuit(backupIfChanged);
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
