/**
 * Backup file names: the instant a backup was written, in its name. Pure (no Node, no Electron), so
 * the browser build (`npm run web`) can name its IndexedDB backups the same way.
 */

/**
 * A backup file name, exactly: `heistbox-` + the UTC ISO time with `:` and `.` replaced by `-` + `.json`.
 * Anchored, and without separators, so a name that matches can only be a file inside the folder.
 */
export const backupNamePattern = /^heistbox-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.json$/;

/** The file name of a backup written at `date`, e.g. `heistbox-2026-11-21T21-40-00-000Z.json`. */
export function backupFileName(date: Date): string {
  return `heistbox-${date.toISOString().replace(/[:.]/g, '-')}.json`;
}

/** The instant a backup name encodes (epoch ms), or null when the name is not a backup's. */
export function backupCreatedAt(name: string): number | null {
  const match = backupNamePattern.exec(name);
  if (match === null) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const time = Date.parse(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(time) ? null : time;
}
