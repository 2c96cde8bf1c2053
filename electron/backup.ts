/**
 * Backups of the whole campaign library in `<userData>/backups`, one JSON file each, named by the
 * instant it was written. The renderer decides when to back up; main writes, lists, reads and prunes.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupInfo } from './api.ts';
import { tempFilePrefix, writeFileAtomic } from './atomic-write.ts';
import { backupCreatedAt, backupFileName } from './backup-names.ts';
import { planRetention } from './backup-retention.ts';
import { readTextFile } from './files.ts';
import { backupsDir } from './paths.ts';

/** Writes run one at a time, so a prune never races a write. */
let writeQueue: Promise<unknown> = Promise.resolve();

/**
 * Writes `text` as a new backup (atomically), then deletes the backups the retention policy does not
 * keep (the new one is always kept). Two backups in the same millisecond share a name: the later wins.
 * @throws the file-system error when the folder or the file cannot be written.
 */
export function writeBackup(text: string, now: Date = new Date()): Promise<BackupInfo> {
  const result = writeQueue.then(async () => {
    const folder = backupsDir();
    await mkdir(folder, { recursive: true });
    const name = backupFileName(now);
    await writeFileAtomic(path.join(folder, name), text);
    await pruneBackups(now.getTime(), name);
    return { name, createdAt: now.getTime(), size: Buffer.byteLength(text, 'utf8') };
  });
  writeQueue = result.catch(() => undefined);
  return result;
}

/**
 * The backups on disk, newest first; an absent folder means none. Other files in the folder are
 * ignored.
 * @throws the file-system error when the folder exists but cannot be read.
 */
export async function listBackups(): Promise<readonly BackupInfo[]> {
  const folder = backupsDir();
  const backups: BackupInfo[] = [];
  for (const name of await readFolder(folder)) {
    const createdAt = backupCreatedAt(name);
    if (createdAt === null) continue;
    const info = await stat(path.join(folder, name)).catch(() => null);
    if (info?.isFile()) backups.push({ name, createdAt, size: info.size });
  }
  return backups.sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * The text of the backup `name`.
 * @throws Error when `name` is not a backup file name (callers validate it first; this is a second
 * lock on the door), when the file is too large, or the file-system error (`ENOENT` when it is gone).
 */
export async function readBackup(name: string): Promise<string> {
  if (backupCreatedAt(name) === null) throw new Error(`"${name}" is not a backup file name.`);
  return readTextFile(path.join(backupsDir(), name));
}

/**
 * Deletes the backups the retention policy drops, except `justWritten` (which the policy only drops
 * when the clock went back past newer backups), and temporary files a crash left behind.
 */
async function pruneBackups(now: number, justWritten: string): Promise<void> {
  const folder = backupsDir();
  const plan = planRetention(await listBackups(), now);
  const leftovers = (await readFolder(folder)).filter((name) => name.startsWith(tempFilePrefix));
  const doomed = [...plan.remove.filter((name) => name !== justWritten), ...leftovers];
  for (const name of doomed) await rm(path.join(folder, name), { force: true });
}

async function readFolder(folder: string): Promise<readonly string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
