import type { HeistboxDb } from './schema.ts';
import { exportCampaign } from './library.ts';

/**
 * A backup holds the whole library: every campaign's export file, so restoring one is an ordinary import.
 * The shell writes it to the user-data folder; `formatVersion` is what main checks before writing.
 */
export interface LibraryBackup {
  readonly formatVersion: 1;
  readonly app: 'heistbox';
  readonly kind: 'library';
  readonly exportedAt: number;
  readonly campaigns: readonly unknown[];
}

export async function libraryBackupText(db: HeistboxDb, now = Date.now()): Promise<string> {
  const ids = (await db.campaigns.orderBy('name').toArray()).map((campaign) => campaign.id);
  const campaigns: unknown[] = [];
  for (const id of ids) campaigns.push(JSON.parse((await exportCampaign(db, id, now)).text) as unknown);
  const backup: LibraryBackup = {
    formatVersion: 1,
    app: 'heistbox',
    kind: 'library',
    exportedAt: now,
    campaigns,
  };
  return JSON.stringify(backup);
}

/** The newest time anything in the library changed (0 when empty). */
export async function lastChange(db: HeistboxDb): Promise<number> {
  const newest = await db.campaigns.orderBy('updatedAt').last();
  return newest?.updatedAt ?? 0;
}

export interface BackupCampaign {
  readonly name: string;
  /** The campaign's own export file, for `importCampaign`. */
  readonly text: string;
}

/**
 * The campaigns inside a backup file, each still to be validated by `importCampaign`.
 * A file that is not a Heistbox library backup gets a message saying what it is missing.
 */
export function readLibraryBackup(
  text: string,
):
  | { readonly ok: true; readonly campaigns: readonly BackupCampaign[] }
  | { readonly ok: false; readonly message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The backup is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null)
    return { ok: false, message: 'The backup is not a JSON object.' };
  const backup = value as Partial<Record<keyof LibraryBackup, unknown>>;
  if (backup.app !== 'heistbox' || backup.kind !== 'library') {
    return { ok: false, message: 'This file is not a Heistbox library backup (app/kind).' };
  }
  if (backup.formatVersion !== 1) {
    return {
      ok: false,
      message: `formatVersion ${String(backup.formatVersion)} is not supported: Heistbox reads 1.`,
    };
  }
  if (!Array.isArray(backup.campaigns)) return { ok: false, message: 'The backup has no campaigns list.' };
  return {
    ok: true,
    campaigns: backup.campaigns.map((campaign: unknown, index) => ({
      name: campaignName(campaign) ?? `Campaign ${index + 1}`,
      text: JSON.stringify(campaign),
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
