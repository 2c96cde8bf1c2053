/**
 * Backups in `<userData>/backups`, one file per campaign and instant: a version-2 campaign file named
 * `heistbox-<campaignId>-<stamp>.heistbox`. Legacy whole-library backups (`heistbox-<stamp>.json`, written by
 * 0.1–0.2) are still listed, read and pruned, as a group of their own. The renderer decides when to back
 * up; main checks, writes, lists, reads and prunes. At start the renderer names the campaigns it still has,
 * and main removes the backups of the others once their month of grace is over (`tidyBackups`).
 */
import type { Dirent } from 'node:fs';
import { lstat, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import type { BackupInfo } from './api.ts';
import { tempFilePrefix, writeFileAtomic } from './atomic-write.ts';
import { backupFileName, campaignIdPattern, isBackupName, parseBackupName } from './backup-names.ts';
import { probeBackupFile, probeCampaignBytes } from './backup-probe.ts';
import { planDeletedCampaigns, planRetentionByCampaign, sameMissingSince } from './backup-retention.ts';
import type { CampaignBackup } from './backup-retention.ts';
import { CampaignBytesError, checkCampaignBytes } from './campaign-bytes.ts';
import { readFileBytes } from './files.ts';
import { ShellError } from './page-errors.ts';
import { backupsDir } from './paths.ts';

/**
 * In the backups folder: since when each campaign the library no longer has, and that still has
 * backups, is known gone (`tidyBackups`). Not a backup's name, so the list never shows it.
 */
export const missingCampaignsFileName = 'missing-campaigns.json';

const missingCampaignsSchema = v.object({
  formatVersion: v.literal(1),
  missing: v.array(
    v.object({
      campaignId: v.pipe(v.string(), v.regex(campaignIdPattern)),
      since: v.pipe(v.number(), v.finite()),
    }),
  ),
});

/** Each campaign's writes run one at a time, so its prune never races its write; campaigns never wait for each other. */
const writeQueues = new Map<string, Promise<unknown>>();

/** Per folder: the one sweep of temporary files a crash left, done before this process writes there. */
const leftoverSweeps = new Map<string, Promise<void>>();

/**
 * Checks `bytes` as a whole version-2 campaign file (core's import schema, every line), writes it as
 * campaign `campaignId`'s new backup (atomically), then deletes what the retention policy does not keep
 * of that campaign's backups and of the legacy ones. Which backups are that campaign's is read from the
 * files, not taken from the page's word: those named with `campaignId` whose creation entry is the one in
 * `bytes` (backup-probe.ts). A write with one campaign's id and another's content prunes none of the
 * first's backups; a backup whose first lines cannot be read is never pruned by a write. Two backups of a
 * campaign in the same millisecond share a name: the later wins.
 * @throws CampaignBytesError naming the problem when the content is refused (nothing is written);
 * RangeError for a campaign id that cannot be part of a file name; the file-system error when the folder
 * or the file cannot be written.
 */
export async function writeBackup(
  campaignId: string,
  bytes: Uint8Array,
  now: Date = new Date(),
): Promise<BackupInfo> {
  const name = backupFileName(campaignId, now);
  const header = await checkCampaignBytes(bytes).catch((error: unknown) => {
    if (!(error instanceof CampaignBytesError)) throw error;
    throw new CampaignBytesError(`The backup was not written: ${error.message}`);
  });
  const { creation } = await probeCampaignBytes(bytes);
  if (creation === null) {
    throw new CampaignBytesError('The backup was not written: its first log entry cannot be read');
  }
  return inCampaignQueue(campaignId, async () => {
    const folder = backupsDir();
    await mkdir(folder, { recursive: true });
    await sweepLeftovers(folder);
    await writeFileAtomic(path.join(folder, name), bytes);
    await pruneBackups(folder, { campaignId, creation }, now.getTime(), name);
    return {
      name,
      createdAt: now.getTime(),
      size: bytes.byteLength,
      campaignId,
      campaignName: header.campaign.name,
    };
  });
}

/**
 * The backups on disk, newest first (equal instants by name, descending); an absent folder means none.
 * Other files in the folder are ignored, and so are links (Heistbox writes regular files only). A
 * campaign's name comes from each file's header line (only its first bytes are decompressed); a file
 * whose header cannot be read is still listed, its name null.
 * @throws the file-system error when the folder exists but cannot be read.
 */
export async function listBackups(): Promise<readonly BackupInfo[]> {
  const folder = backupsDir();
  const backups: BackupInfo[] = [];
  for (const entry of await readFolder(folder)) {
    const parsed = entry.isFile() ? parseBackupName(entry.name) : null;
    if (parsed === null) continue;
    const filePath = path.join(folder, entry.name);
    const info = await lstat(filePath).catch(() => null);
    if (!info?.isFile()) continue; // deleted or replaced meanwhile
    const campaignName = parsed.campaignId === null ? null : (await probeBackupFile(filePath)).campaignName;
    backups.push({ name: entry.name, ...parsed, size: info.size, campaignName });
  }
  return backups.sort(
    (a, b) => b.createdAt - a.createdAt || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0),
  );
}

/**
 * The bytes of the backup `name` (a legacy backup's are UTF-8 JSON text). A link in the backups folder is
 * never read through: Heistbox writes regular files only.
 * @throws ShellError when `name` is not a backup file name (callers validate it first; this is a second
 * lock on the door), when the file is a link, not a regular file or too large; the file-system error
 * (`ENOENT` when it is gone).
 */
export async function readBackup(name: string): Promise<Uint8Array> {
  if (!isBackupName(name)) throw new ShellError(`"${name}" is not a backup file name.`);
  return readFileBytes(path.join(backupsDir(), name), { followLinks: false });
}

/** Which campaign a backup is of: its id in the name, and its creation entry in the content. */
interface CampaignIdentity {
  readonly campaignId: string;
  readonly creation: string;
}

/**
 * Removes the backups of campaigns deleted for good. `campaignIds` are every campaign the library still
 * has, in the library or the trash; the backups of any other campaign go once its grace is over
 * (`planDeletedCampaigns`: a month after main first heard it was gone, and a month after its newest
 * backup). Since when each campaign is known gone is kept in the backups folder between starts; when that
 * cannot be read, the count starts again (later, never sooner). Legacy backups, other files and links are
 * left alone; before the first backup there is nothing to do, and no folder is made.
 * @returns the names of the backups removed, newest first.
 * @throws the file-system error when the folder cannot be read, a backup cannot be removed or what is
 * remembered cannot be written.
 */
export async function tidyBackups(
  campaignIds: readonly string[],
  now: Date = new Date(),
): Promise<readonly string[]> {
  const folder = backupsDir();
  const backups: CampaignBackup[] = [];
  for (const entry of await readFolder(folder)) {
    const parsed = entry.isFile() ? parseBackupName(entry.name) : null;
    if (parsed !== null) backups.push({ name: entry.name, ...parsed });
  }
  const remembered = await readMissingCampaigns(folder);
  const plan = planDeletedCampaigns(backups, new Set(campaignIds), remembered, now.getTime());
  const doomed = new Set(plan.remove);
  const byCampaign = new Map<string, string[]>();
  for (const { name, campaignId } of backups) {
    if (campaignId !== null && doomed.has(name)) {
      byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), name]);
    }
  }
  for (const [campaignId, names] of byCampaign) {
    await inCampaignQueue(campaignId, async () => {
      for (const name of names) await rm(path.join(folder, name), { force: true });
    });
  }
  if (!sameMissingSince(remembered, plan.missingSince)) {
    await writeMissingCampaigns(folder, plan.missingSince);
  }
  return plan.remove;
}

/**
 * Runs `task` after every earlier task of campaign `campaignId` has settled, so a campaign's prune never
 * races its write; campaigns never wait for each other.
 */
function inCampaignQueue<T>(campaignId: string, task: () => Promise<T>): Promise<T> {
  const previous = writeQueues.get(campaignId) ?? Promise.resolve();
  const result = previous.then(task);
  const settled = result.catch(() => undefined);
  writeQueues.set(campaignId, settled);
  void settled.then(() => {
    if (writeQueues.get(campaignId) === settled) writeQueues.delete(campaignId);
  });
  return result;
}

/** What `tidyBackups` remembered; nothing when there is nothing yet, or when it cannot be read (logged). */
async function readMissingCampaigns(folder: string): Promise<ReadonlyMap<string, number>> {
  const filePath = path.join(folder, missingCampaignsFileName);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      await readFileBytes(filePath, { followLinks: false }),
    );
    const { missing } = v.parse(missingCampaignsSchema, JSON.parse(text));
    return new Map(missing.map(({ campaignId, since }) => [campaignId, since]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      console.warn(
        `${missingCampaignsFileName} could not be read; the grace of deleted campaigns starts again`,
        error,
      );
    }
    return new Map();
  }
}

async function writeMissingCampaigns(folder: string, missing: ReadonlyMap<string, number>): Promise<void> {
  const document = {
    formatVersion: 1,
    missing: [...missing].map(([campaignId, since]) => ({ campaignId, since })),
  };
  await writeFileAtomic(path.join(folder, missingCampaignsFileName), `${JSON.stringify(document)}\n`);
}

/**
 * Deletes what the retention policy drops of the backups of `campaign` (its id and its creation) and of
 * the legacy ones, except `justWritten` (the policy keeps it anyway: it is the newest dated up to now).
 * Other campaigns' backups, backups under the same id of another creation and those whose first lines
 * cannot be read are left alone. Regular files only: a link is never followed nor removed.
 */
async function pruneBackups(
  folder: string,
  campaign: CampaignIdentity,
  now: number,
  justWritten: string,
): Promise<void> {
  const group: CampaignBackup[] = [];
  for (const entry of await readFolder(folder)) {
    const parsed = entry.isFile() ? parseBackupName(entry.name) : null;
    if (parsed === null) continue;
    if (parsed.campaignId !== null && parsed.campaignId !== campaign.campaignId) continue; // another's
    const same =
      parsed.campaignId === null ||
      entry.name === justWritten ||
      (await probeBackupFile(path.join(folder, entry.name))).creation === campaign.creation;
    if (same) group.push({ name: entry.name, ...parsed });
  }
  const doomed = planRetentionByCampaign(group, now).remove.filter((name) => name !== justWritten);
  for (const name of doomed) await rm(path.join(folder, name), { force: true });
}

/**
 * Removes temporary files a crash left in `folder`, once per process and folder, before the first write:
 * later ones belong to writes in progress (each cleans up after itself when it fails).
 */
function sweepLeftovers(folder: string): Promise<void> {
  let sweep = leftoverSweeps.get(folder);
  if (sweep === undefined) {
    sweep = (async () => {
      const leftovers = (await readFolder(folder)).filter((entry) => entry.name.startsWith(tempFilePrefix));
      for (const entry of leftovers) await rm(path.join(folder, entry.name), { force: true });
    })().catch((error: unknown) => console.warn('Could not sweep temporary backup files', error));
    leftoverSweeps.set(folder, sweep);
  }
  return sweep;
}

async function readFolder(folder: string): Promise<readonly Dirent[]> {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
