/**
 * Which backups to keep. Pure: no clock, no disk — the caller passes the backups and "now".
 *
 * The policy: the newest 3 backups of today, plus the newest backup of each of the 7 calendar days
 * before today (local time), never more than 10 in all; the newest backup is always kept, however
 * old, so pruning never leaves the folder empty. A backup dated after today (the clock was moved
 * back) counts as today's.
 */

/** What retention needs to know about one backup. */
export interface DatedBackup {
  readonly name: string;
  /** Epoch ms the backup was written. */
  readonly createdAt: number;
}

/** The outcome: every input name lands in exactly one list, each sorted newest first. */
export interface RetentionPlan {
  readonly keep: readonly string[];
  readonly remove: readonly string[];
}

/** The numbers of the policy, named for tests and documentation. */
export const retentionPolicy = {
  keptToday: 3,
  previousDays: 7,
  maxKept: 10,
} as const;

/**
 * Splits `backups` into those to keep and those to delete, by the policy above.
 * @throws RangeError when `now` or a backup's `createdAt` is not a finite number, or when two backups
 * share a name (names are file names: unique in a folder).
 */
export function planRetention(backups: readonly DatedBackup[], now: number): RetentionPlan {
  assertValidInput(backups, now);
  const newestFirst = [...backups].sort(newerFirst);
  const today = localDayNumber(now);
  const keptPerDay = new Map<number, number>();
  const keep = new Set<string>();
  for (const backup of newestFirst) {
    const daysAgo = Math.max(0, today - localDayNumber(backup.createdAt));
    const kept = keptPerDay.get(daysAgo) ?? 0;
    if (kept < allowedOnDay(daysAgo) && keep.size < retentionPolicy.maxKept) {
      keptPerDay.set(daysAgo, kept + 1);
      keep.add(backup.name);
    }
  }
  const newest = newestFirst[0];
  if (newest !== undefined && keep.size === 0) keep.add(newest.name);
  return {
    keep: newestFirst.filter((backup) => keep.has(backup.name)).map((backup) => backup.name),
    remove: newestFirst.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name),
  };
}

/**
 * The names `planRetention` keeps, newest first: the browser build (`npm run web`) prunes its
 * IndexedDB backups with the same policy through this.
 * @throws RangeError as `planRetention` does.
 */
export function backupKeep(backups: readonly DatedBackup[], now: number): readonly string[] {
  return planRetention(backups, now).keep;
}

function assertValidInput(backups: readonly DatedBackup[], now: number): void {
  if (!Number.isFinite(now)) throw new RangeError(`now must be a finite epoch ms, got ${now}`);
  const names = new Set<string>();
  for (const backup of backups) {
    if (!Number.isFinite(backup.createdAt)) {
      throw new RangeError(`backup ${backup.name} has createdAt ${backup.createdAt}, not a finite epoch ms`);
    }
    if (names.has(backup.name)) throw new RangeError(`backup name ${backup.name} appears twice`);
    names.add(backup.name);
  }
}

/** How many backups a day keeps: 3 today, 1 on each of the 7 days before, none earlier. */
function allowedOnDay(daysAgo: number): number {
  if (daysAgo === 0) return retentionPolicy.keptToday;
  return daysAgo <= retentionPolicy.previousDays ? 1 : 0;
}

/** Newest first; equal times by name, descending, so the order never depends on the input's. */
function newerFirst(a: DatedBackup, b: DatedBackup): number {
  return b.createdAt - a.createdAt || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0);
}

/**
 * The local calendar day of an instant, as a day count: consecutive days differ by exactly 1 even
 * across daylight-saving changes (a 23- or 25-hour day), which dividing milliseconds would not give.
 */
function localDayNumber(epochMs: number): number {
  const date = new Date(epochMs);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
}
