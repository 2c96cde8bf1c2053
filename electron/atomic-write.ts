/**
 * Writing a file so that a crash or a full disk never leaves it half-written: the content goes to a
 * temporary file beside it, is flushed to disk, and only then renamed over the target.
 */
import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Temporary files this module creates start with this, so a folder listing can skip them. */
export const tempFilePrefix = '.heistbox-tmp-';

/**
 * Writes `content` (bytes, or text as UTF-8) to `filePath`, replacing any file there in one step.
 * @throws the file-system error (`ENOENT` for a missing folder, `EACCES`, `ENOSPC`…); the target is
 * then untouched and the temporary file removed.
 */
export async function writeFileAtomic(filePath: string, content: string | Uint8Array): Promise<void> {
  const tempPath = path.join(path.dirname(filePath), `${tempFilePrefix}${randomUUID()}`);
  try {
    const handle = await open(tempPath, 'wx');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tempPath, filePath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}
