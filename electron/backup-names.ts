/**
 * Backup file names: the campaign and the instant a backup was written, in its name. Pure (no Node, no
 * Electron), so the browser build (`npm run web`) names its IndexedDB backups the same way.
 *
 * Two kinds: a campaign's backup `heistbox-<campaignId>-<stamp>.heistbox` (a version-2 campaign file), and
 * the legacy whole-library backup `heistbox-<stamp>.json` that Heistbox 0.1–0.2 wrote, still listed and
 * read. `<stamp>` is the UTC ISO time with `:` and `.` replaced by `-`.
 */

/**
 * A campaign id that may appear in a backup's name: 1–64 letters, digits, `_` and `-` (a UUID fits).
 * Nothing else, so a name built from it can only be a file inside the backups folder.
 */
export const campaignIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A campaign's backup name, exactly (anchored, no separators). */
export const backupNamePattern =
  /^heistbox-([A-Za-z0-9_-]{1,64})-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.heistbox$/;

/** A legacy whole-library backup's name, exactly. */
export const legacyBackupNamePattern =
  /^heistbox-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.json$/;

/** What a backup's name says about it. */
export interface BackupName {
  /** null for a legacy whole-library backup. */
  readonly campaignId: string | null;
  /** Epoch ms the backup was written. */
  readonly createdAt: number;
}

/**
 * The file name of campaign `campaignId`'s backup written at `date`, e.g.
 * `heistbox-3f2a…-2026-11-21T21-40-00-000Z.heistbox`.
 * @throws RangeError when `campaignId` does not match `campaignIdPattern` or `date` is invalid.
 */
export function backupFileName(campaignId: string, date: Date): string {
  if (!campaignIdPattern.test(campaignId)) {
    throw new RangeError(`campaign id ${JSON.stringify(campaignId)} cannot be part of a file name`);
  }
  return `heistbox-${campaignId}-${stampOf(date)}.heistbox`;
}

/**
 * The name a legacy whole-library backup written at `date` had, e.g. `heistbox-2026-11-21T21-40-00-000Z.json`.
 * Heistbox no longer writes these; tests and migrations name them with this.
 * @throws RangeError when `date` is invalid.
 */
export function legacyBackupFileName(date: Date): string {
  return `heistbox-${stampOf(date)}.json`;
}

/** The campaign and instant a backup name encodes, or null when the name is not a backup's. */
export function parseBackupName(name: string): BackupName | null {
  const campaign = backupNamePattern.exec(name);
  if (campaign !== null) {
    const [, campaignId = '', ...stamp] = campaign;
    const createdAt = instantOf(stamp);
    return createdAt === null ? null : { campaignId, createdAt };
  }
  const legacy = legacyBackupNamePattern.exec(name);
  if (legacy === null) return null;
  const createdAt = instantOf(legacy.slice(1));
  return createdAt === null ? null : { campaignId: null, createdAt };
}

/** True for a campaign's backup name or a legacy backup name. */
export function isBackupName(name: string): boolean {
  return parseBackupName(name) !== null;
}

function stampOf(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('a backup needs a valid date');
  return date.toISOString().replace(/[:.]/g, '-');
}

/** The instant of the captured `[day, hours, minutes, seconds, millis]`, or null for an impossible date. */
function instantOf([day, hours, minutes, seconds, millis]: readonly (string | undefined)[]): number | null {
  const iso = `${day}T${hours}:${minutes}:${seconds}.${millis}Z`;
  const time = Date.parse(iso);
  // Date.parse rolls some impossible dates over (Feb 30 → Mar 2): the round trip catches them.
  return Number.isNaN(time) || new Date(time).toISOString() !== iso ? null : time;
}
