import type { HeistboxApi } from '../../electron/api.ts';
import { backUpChanged } from '../db/backup.ts';
import type { HeistboxDb } from '../db/schema.ts';
import { warmFileWorker } from '../workers/client.ts';

export const backupEveryMs = 15 * 60 * 1000;

/**
 * Backs up every changed campaign every 15 minutes, and once more when the app quits. A campaign whose backup
 * failed stays changed, so it is tried again at the next tick and at quit; the failure is reported once per
 * run, naming the campaigns. The file worker the exports run in is started now, so the backup at quit does not
 * wait for it to load. Returns the function that stops it.
 */
export function startAutoBackup(
  db: HeistboxDb,
  shell: Pick<HeistboxApi, 'writeBackup' | 'onBeforeQuit'>,
  onerror: (message: string) => void,
  everyMs = backupEveryMs,
): () => void {
  warmFileWorker();
  let running: Promise<void> | null = null;
  const run = (): Promise<void> => {
    running ??= backUpChanged(db, shell)
      .then(({ failed }) => {
        if (failed.length === 0) return;
        const which = failed.map((f) => `“${f.name}” (${f.message})`).join(', ');
        onerror(`The automatic backup of ${which} failed; it will be tried again.`);
      })
      .catch((error: unknown) => {
        onerror(`The automatic backup failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), everyMs);
  const unsubscribe = shell.onBeforeQuit(run);
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
