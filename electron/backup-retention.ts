/**
 * Which backups to keep. Pure: no clock, no disk — the caller passes the backups and "now".
 *
 * The policy, applied to each campaign's backups separately (legacy whole-library backups form a group
 * of their own), so one campaign's backups never take another's slots: the newest 3 backups of today,
 * plus the newest backup of each of the 7 calendar days before today (local time), never more than 10;
 * the newest is always kept, however old, so pruning never leaves a campaign without a backup.
 *
 * A backup dated after "now" (the clock was moved back, or a backup came from a machine whose clock ran
 * ahead) is kept aside: at most the newest one of them is kept, in addition to the policy's picks, so
 * future-dated backups never push real ones out.
 */

/** What retention needs to know about one backup. */
export interface DatedBackup {
  readonly name: string;
  /** Epoch ms the backup was written. */
  readonly createdAt: number;
}

/** A backup with the campaign it belongs to; null for a legacy whole-library backup. */
export interface CampaignBackup extends DatedBackup {
  readonly campaignId: string | null;
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
  /** Of the backups dated up to "now". */
  maxKept: 10,
  /** Of the backups dated after "now", on top of `maxKept`. */
  futureKept: 1,
} as const;

/**
 * Splits one group of `backups` (one campaign's) into those to keep and those to delete, by the policy.
 * @throws RangeError when `now` or a backup's `createdAt` is not a finite number, or when two backups
 * share a name (names are file names: unique in a folder).
 */
export function planRetention(backups: readonly DatedBackup[], now: number): RetentionPlan {
  assertValidInput(backups, now);
  const newestFirst = [...backups].sort(newerFirst);
  const real = newestFirst.filter((backup) => backup.createdAt <= now);
  const future = newestFirst.filter((backup) => backup.createdAt > now);
  const keep = new Set(policyPicks(real, now));
  const newestReal = real[0];
  if (newestReal !== undefined && keep.size === 0) keep.add(newestReal.name);
  for (const backup of future.slice(0, retentionPolicy.futureKept)) keep.add(backup.name);
  return splitByKeep(newestFirst, keep);
}

/**
 * `planRetention` applied to each campaign's backups separately, and to the legacy backups as one more
 * group; the lists merged, newest first.
 * @throws RangeError as `planRetention` does (a name shared across groups too).
 */
export function planRetentionByCampaign(backups: readonly CampaignBackup[], now: number): RetentionPlan {
  assertValidInput(backups, now);
  const groups = new Map<string | null, CampaignBackup[]>();
  for (const backup of backups) {
    const group = groups.get(backup.campaignId) ?? [];
    group.push(backup);
    groups.set(backup.campaignId, group);
  }
  const keep = new Set<string>();
  for (const group of groups.values()) {
    for (const name of planRetention(group, now).keep) keep.add(name);
  }
  return splitByKeep([...backups].sort(newerFirst), keep);
}

/** Today's newest 3 and the newest of each of the 7 days before, at most 10, from backups up to now. */
function policyPicks(newestFirst: readonly DatedBackup[], now: number): string[] {
  const today = localDayNumber(now);
  const keptPerDay = new Map<number, number>();
  const picks: string[] = [];
  for (const backup of newestFirst) {
    const daysAgo = today - localDayNumber(backup.createdAt);
    const kept = keptPerDay.get(daysAgo) ?? 0;
    if (kept < allowedOnDay(daysAgo) && picks.length < retentionPolicy.maxKept) {
      keptPerDay.set(daysAgo, kept + 1);
      picks.push(backup.name);
    }
  }
  return picks;
}

function splitByKeep(newestFirst: readonly DatedBackup[], keep: ReadonlySet<string>): RetentionPlan {
  return {
    keep: newestFirst.filter((backup) => keep.has(backup.name)).map((backup) => backup.name),
    remove: newestFirst.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name),
  };
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
  return daysAgo > 0 && daysAgo <= retentionPolicy.previousDays ? 1 : 0;
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
