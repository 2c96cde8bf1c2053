import { decodeUtf8 } from '../../core/index.ts';
import type { HeistboxApi } from '../../electron/api.ts';
import { runInWorker } from '../workers/client.ts';
import type { CampaignRow, HeistboxDb } from './schema.ts';

/**
 * Backups, one file per campaign: a campaign changed since its last backup gets a new one (its export file,
 * made in the file worker), so one large campaign never stops the others' backups. Campaigns in the trash are
 * backed up too while they have changes no backup holds. A backup that fails is reported and tried again at
 * the next tick and at quit (the campaign stays "changed" until a backup of it is written).
 */

export interface BackupRun {
  readonly written: readonly string[];
  /** Campaign name and what went wrong, for each backup that failed. */
  readonly failed: readonly { readonly name: string; readonly message: string }[];
}

/** One campaign's backup: written, or why not. `name` is the campaign's (its id when it no longer exists). */
export type BackedUp =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly name: string; readonly message: string };

type Writer = Pick<HeistboxApi, 'writeBackup'>;

/** Writes a backup of every campaign changed since its last one, in the library or in the trash. */
export async function backUpChanged(db: HeistboxDb, shell: Writer): Promise<BackupRun> {
  const changed = await db.campaigns
    .filter((campaign) => campaign.updatedAt > campaign.backedUpAt && !campaign.problem)
    .toArray();
  const written: string[] = [];
  const failed: { name: string; message: string }[] = [];
  for (const campaign of changed) {
    const backedUp = await writeBackup(db, shell, campaign);
    if (backedUp.ok) written.push(backedUp.name);
    else failed.push({ name: backedUp.name, message: backedUp.message });
  }
  return { written, failed };
}

/**
 * Backs one campaign up now, changed since its last backup or not (as it goes into the trash, so its last
 * changes are in a backup whatever happens to it next).
 */
export async function backUpCampaign(db: HeistboxDb, shell: Writer, campaignId: string): Promise<BackedUp> {
  const campaign = await db.campaigns.get(campaignId);
  if (!campaign) {
    return { ok: false, name: campaignId, message: `That campaign no longer exists (${campaignId}).` };
  }
  return writeBackup(db, shell, campaign);
}

/**
 * Backs a campaign up when it changed since its newest backup (null when nothing did): what the Campaigns
 * dashboard does as a campaign goes into the trash, so its last changes are in a backup before it can be deleted.
 */
export async function backUpIfChanged(
  db: HeistboxDb,
  shell: Writer,
  campaignId: string,
): Promise<BackedUp | null> {
  const campaign = await db.campaigns.get(campaignId);
  if (campaign && (campaign.updatedAt <= campaign.backedUpAt || campaign.problem)) return null;
  return backUpCampaign(db, shell, campaignId);
}

async function writeBackup(db: HeistboxDb, shell: Writer, campaign: CampaignRow): Promise<BackedUp> {
  try {
    const file = await runInWorker(db, 'export', { campaignId: campaign.id });
    await shell.writeBackup(campaign.id, file.bytes);
    await db.campaigns.update(campaign.id, { backedUpAt: file.updatedAt });
    return { ok: true, name: campaign.name };
  } catch (error) {
    return {
      ok: false,
      name: campaign.name,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

/** A whole-library backup as Heistbox 0.1–0.2 wrote it: every campaign's version-1 export file. */
interface LibraryBackup {
  readonly formatVersion: 1;
  readonly app: 'heistbox';
  readonly kind: 'library';
  readonly campaigns: readonly unknown[];
}

/** One campaign a backup file holds, ready to import. */
export interface BackupCampaign {
  readonly name: string;
  readonly file: Uint8Array | string;
}

/**
 * The campaigns in a backup file: a campaign's version-2 file (gzip) holds one; a legacy library backup (JSON)
 * holds every campaign of its day. A file that is neither gets a message saying what it is missing.
 */
export function readBackupFile(
  bytes: Uint8Array,
  fallbackName: string,
):
  | { readonly ok: true; readonly campaigns: readonly BackupCampaign[] }
  | { readonly ok: false; readonly message: string } {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b)
    return { ok: true, campaigns: [{ name: fallbackName, file: bytes }] };
  const text = decodeUtf8(bytes);
  if (typeof text !== 'string') return { ok: false, message: 'The backup is not valid UTF-8 text.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The backup is neither a compressed campaign file nor valid JSON.' };
  }
  if (typeof value !== 'object' || value === null)
    return { ok: false, message: 'The backup is not a JSON object.' };
  const backup = value as Partial<Record<keyof LibraryBackup, unknown>>;
  if (backup.app !== 'heistbox' || backup.kind !== 'library') {
    return { ok: false, message: 'This file is not a Heistbox backup (app/kind).' };
  }
  if (backup.formatVersion !== 1) {
    return {
      ok: false,
      message: `formatVersion ${String(backup.formatVersion)} of a library backup is not supported.`,
    };
  }
  if (!Array.isArray(backup.campaigns)) return { ok: false, message: 'The backup has no campaigns list.' };
  return {
    ok: true,
    campaigns: backup.campaigns.map((campaign: unknown, index) => ({
      name: campaignName(campaign) ?? `Campaign ${index + 1}`,
      file: JSON.stringify(campaign),
    })),
  };
}

function campaignName(campaign: unknown): string | undefined {
  if (typeof campaign !== 'object' || campaign === null) return undefined;
  const inner = (campaign as { campaign?: unknown }).campaign;
  if (typeof inner !== 'object' || inner === null) return undefined;
  const name = (inner as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}
