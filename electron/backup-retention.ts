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
 *
 * The backups of a campaign the library no longer has (deleted for good) go a month after Heistbox first
 * learned it was gone, and only once its newest backup is a month old too: a campaign deleted by mistake
 * can be restored from its backup for a month. Legacy whole-library backups keep their own retention.
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
 * How long the backups of a campaign deleted for good are kept: from the time Heistbox first learned the
 * campaign was gone, and from its newest backup.
 */
export const deletedCampaignGraceMs = 30 * 24 * 60 * 60 * 1000;

/** Which backups of deleted campaigns to remove, and what to remember until the next time. */
export interface DeletedCampaignsPlan {
  /** Names, newest first: every backup of each campaign whose grace is over. */
  readonly remove: readonly string[];
  /** Each campaign the library lacks that still has backups, with the epoch ms it was first known gone. */
  readonly missingSince: ReadonlyMap<string, number>;
}

/**
 * The backups of campaigns not in `liveIds` (the library's and the trash's) whose grace is over: gone
 * since `missingSince` (as remembered from earlier calls; now when it is not, or when it is after now, the
 * clock having gone back) for at least `deletedCampaignGraceMs`, and with a newest backup at least as old.
 * All of a campaign's backups go together, or none. Legacy backups (no campaign) are never removed here.
 * @throws RangeError as `planRetention` does.
 */
export function planDeletedCampaigns(
  backups: readonly CampaignBackup[],
  liveIds: ReadonlySet<string>,
  missingSince: ReadonlyMap<string, number>,
  now: number,
): DeletedCampaignsPlan {
  assertValidInput(backups, now);
  const gone = new Map<string, CampaignBackup[]>();
  for (const backup of backups) {
    if (backup.campaignId === null || liveIds.has(backup.campaignId)) continue;
    gone.set(backup.campaignId, [...(gone.get(backup.campaignId) ?? []), backup]);
  }
  const remove = new Set<string>();
  const stillMissing = new Map<string, number>();
  for (const [campaignId, group] of gone) {
    const remembered = missingSince.get(campaignId);
    const since = remembered !== undefined && remembered <= now ? remembered : now;
    const newest = Math.max(...group.map((backup) => backup.createdAt));
    if (now - since >= deletedCampaignGraceMs && now - newest >= deletedCampaignGraceMs) {
      for (const backup of group) remove.add(backup.name);
    } else {
      stillMissing.set(campaignId, since);
    }
  }
  const newestFirst = [...backups].sort(newerFirst).filter((backup) => remove.has(backup.name));
  return { remove: newestFirst.map((backup) => backup.name), missingSince: stillMissing };
}

/** True when two `missingSince` maps hold the same campaigns and instants: nothing new to remember. */
export function sameMissingSince(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([campaignId, since]) => b.get(campaignId) === since);
}

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
