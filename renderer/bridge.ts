import type { Dexie, Table } from 'dexie';
import type { BackupInfo, HeistboxApi, MenuCommand, OpenedFile } from '../electron/api.ts';
import { maxFileBytes } from '../electron/api.ts';
import { backupFileName, parseBackupName } from '../electron/backup-names.ts';
import {
  planDeletedCampaigns,
  planRetentionByCampaign,
  sameMissingSince,
} from '../electron/backup-retention.ts';
import { headerCampaignName, looksLikeGzip } from '../electron/campaign-header.ts';
import { toCampaignFileName } from '../electron/file-names.ts';
import { db } from './db/db.ts';

declare global {
  interface Window {
    /** Present when the app runs inside the Electron shell (electron/preload.ts). */
    readonly heistbox?: HeistboxApi;
  }
}

/** True inside the desktop app; false in a browser (`npm run web`). */
export const inDesktopApp = typeof window !== 'undefined' && window.heistbox !== undefined;

/**
 * The shell's functions: the preload's in the desktop app, browser equivalents elsewhere (a file picker,
 * a download, backups kept in IndexedDB with the same names and retention policy).
 */
export const shell: HeistboxApi = (inDesktopApp ? window.heistbox : undefined) ?? browserShell();

/**
 * A row of the `webBackups` table (`name, createdAt`): a campaign's backup keeps its version-2 file's
 * bytes; a legacy whole-library backup written by 0.1–0.2 kept its JSON as `text`.
 */
export interface WebBackupRecord {
  readonly name: string;
  readonly createdAt: number;
  readonly size: number;
  readonly bytes?: Uint8Array;
  readonly text?: string;
}

/** How much text `headerName` inflates at most while looking for the header line's end. */
const headerSearchChars = 64 * 1024;

/**
 * The `meta` row where the browser shell remembers since when each campaign the library no longer has,
 * and that still has backups, is known gone (`tidyBackups`).
 */
const missingCampaignsKey = 'missingCampaignBackups';

interface MissingCampaignsRow {
  readonly key: typeof missingCampaignsKey;
  readonly missing: readonly { readonly campaignId: string; readonly since: number }[];
}

/**
 * The browser stand-ins for the desktop shell, over `database`'s `webBackups` table. The browser has no
 * main process, so a backup's content is not validated here beyond being gzip.
 */
export function browserShell(database: Dexie = db): HeistboxApi {
  const backups = (): Table<WebBackupRecord, string> => database.table('webBackups');
  return {
    openCampaignFile: pickFile,
    saveCampaignFile: downloadFile,
    writeBackup: (campaignId, bytes) => writeWebBackup(database, backups(), campaignId, bytes),
    async listBackups() {
      const rows = await backups().orderBy('createdAt').reverse().toArray();
      return Promise.all(rows.map(backupInfo));
    },
    async readBackup(name) {
      const row = await backups().get(name);
      if (row?.bytes !== undefined) return row.bytes;
      if (row?.text !== undefined) return new TextEncoder().encode(row.text);
      throw new Error(`No backup named ${name}`);
    },
    tidyBackups: (campaignIds) => tidyWebBackups(database, backups(), campaignIds),
    // Issue 22: a browser cannot write a PDF itself; its print dialog offers "Save as PDF" (the page's @page size
    // sets the paper). Nothing is known of where it went: null, as for a cancelled save.
    async savePdf() {
      window.print();
      return null;
    },
    onMenuCommand(_listener: (command: MenuCommand) => void) {
      return () => undefined; // a browser has no application menu: the page's own buttons and shortcuts serve
    },
    onBeforeQuit(listener) {
      const handler = () => void listener();
      window.addEventListener('pagehide', handler);
      return () => window.removeEventListener('pagehide', handler);
    },
  };
}

/**
 * Keeps `bytes` as campaign `campaignId`'s backup under the desktop's name, then deletes what the retention
 * policy does not keep of that campaign's backups and of the legacy ones, in one transaction.
 */
async function writeWebBackup(
  database: Dexie,
  backups: Table<WebBackupRecord, string>,
  campaignId: string,
  bytes: Uint8Array,
): Promise<BackupInfo> {
  assertGzip(bytes);
  if (bytes.byteLength > maxFileBytes)
    throw new Error(`The backup is larger than ${megabytes(maxFileBytes)} MB.`);
  const createdAt = Date.now();
  const name = backupFileName(campaignId, new Date(createdAt));
  const campaignName = await headerName(bytes); // before the transaction: it awaits a stream
  await database.transaction('rw', backups, async () => {
    await backups.put({ name, createdAt, size: bytes.byteLength, bytes });
    const group = (await backups.toCollection().primaryKeys()).flatMap((key) => {
      const parsed = parseBackupName(key);
      const mine = parsed !== null && (parsed.campaignId === campaignId || parsed.campaignId === null);
      return mine ? [{ name: key, ...parsed }] : [];
    });
    await backups.bulkDelete([...planRetentionByCampaign(group, createdAt).remove]);
  });
  return { name, createdAt, size: bytes.byteLength, campaignId, campaignName };
}

/**
 * Removes the backups of campaigns not in `campaignIds` once their grace is over, as the desktop does
 * (`planDeletedCampaigns`), remembering in the `meta` table since when each is known gone; one transaction.
 */
async function tidyWebBackups(
  database: Dexie,
  backups: Table<WebBackupRecord, string>,
  campaignIds: readonly string[],
): Promise<readonly string[]> {
  const meta: Table<MissingCampaignsRow, string> = database.table('meta');
  const now = Date.now();
  return database.transaction('rw', backups, meta, async () => {
    const dated = (await backups.toCollection().primaryKeys()).flatMap((key) => {
      const parsed = parseBackupName(key);
      return parsed === null ? [] : [{ name: key, ...parsed }];
    });
    const remembered = rememberedMissing(await meta.get(missingCampaignsKey));
    const plan = planDeletedCampaigns(dated, new Set(campaignIds), remembered, now);
    await backups.bulkDelete([...plan.remove]);
    if (!sameMissingSince(remembered, plan.missingSince)) {
      const missing = [...plan.missingSince].map(([campaignId, since]) => ({ campaignId, since }));
      await meta.put({ key: missingCampaignsKey, missing });
    }
    return plan.remove;
  });
}

/** What the `meta` row remembers; nothing when it is absent or not as written (the count starts again). */
function rememberedMissing(row: MissingCampaignsRow | undefined): ReadonlyMap<string, number> {
  const missing: unknown = row?.missing;
  if (!Array.isArray(missing)) return new Map();
  const valid = missing.filter(
    (item: unknown): item is MissingCampaignsRow['missing'][number] =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { campaignId?: unknown }).campaignId === 'string' &&
      Number.isFinite((item as { since?: unknown }).since),
  );
  return new Map(valid.map(({ campaignId, since }) => [campaignId, since]));
}

/** Downloads `bytes` as `<safe name>.heistbox`: a browser cannot ask where to save. */
async function downloadFile(suggestedName: string, bytes: Uint8Array): Promise<{ readonly path: string }> {
  assertGzip(bytes);
  const fileName = toCampaignFileName(suggestedName);
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/gzip' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { path: fileName };
}

async function backupInfo(row: WebBackupRecord): Promise<BackupInfo> {
  const campaignId = parseBackupName(row.name)?.campaignId ?? null;
  const campaignName = campaignId !== null && row.bytes !== undefined ? await headerName(row.bytes) : null;
  return { name: row.name, createdAt: row.createdAt, size: row.size, campaignId, campaignName };
}

function pickFile(): Promise<OpenedFile | null> {
  return new Promise((resolve, reject) => {
    const input = Object.assign(document.createElement('input'), {
      type: 'file',
      accept: '.heistbox,.json',
    });
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return resolve(null);
      if (file.size > maxFileBytes) {
        const size = megabytes(file.size);
        return reject(
          new Error(`${file.name} is ${size} MB; campaign files are at most ${megabytes(maxFileBytes)} MB.`),
        );
      }
      file
        .arrayBuffer()
        .then((buffer) => resolve({ name: file.name, bytes: new Uint8Array(buffer) }), reject);
    });
    input.addEventListener('cancel', () => resolve(null));
    input.click();
  });
}

function assertGzip(bytes: Uint8Array): void {
  if (!(bytes instanceof Uint8Array) || !looksLikeGzip(bytes)) {
    throw new TypeError('bytes must be a gzip-compressed campaign file');
  }
}

/**
 * The campaign name in the header line of version-2 `bytes`, inflating only as far as that line's end;
 * null when they do not start with one, or their text is not UTF-8.
 */
export async function headerName(bytes: Uint8Array): Promise<string | null> {
  if (!looksLikeGzip(bytes)) return null;
  const reader = slices(bytes)
    .pipeThrough(new DecompressionStream('gzip'))
    .pipeThrough(new TextDecoderStream('utf-8', { fatal: true })) // a header that is not UTF-8 has no name
    .getReader();
  let text = '';
  try {
    while (!text.includes('\n') && text.length < headerSearchChars) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
    }
  } catch {
    return null;
  } finally {
    reader.cancel().catch(() => undefined);
  }
  const end = text.indexOf('\n');
  return end < 0 ? null : headerCampaignName(text.slice(0, end));
}

/** `bytes` as a stream of 64 KiB slices, pulled on demand: a reader that stops early inflates no more. */
function slices(bytes: Uint8Array): ReadableStream<Uint8Array<ArrayBuffer>> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}
