/**
 * The browser stand-ins of renderer/bridge.ts (`npm run web`): backups kept in IndexedDB (fake-indexeddb
 * here) under the desktop's names and retention policy, and the header's campaign name.
 */
import 'fake-indexeddb/auto';
import { gzipSync } from 'node:zlib';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeistboxApi } from '../../../electron/api.ts';
import { backupFileName, legacyBackupFileName } from '../../../electron/backup-names.ts';
import { browserShell, headerName } from '../../../renderer/bridge.ts';
import type { WebBackupRecord } from '../../../renderer/bridge.ts';
import { campaignBytes, campaignLines } from './campaign-files.ts';

const vault = 'c0ffee00-0000-4000-8000-000000000001';
const docks = 'c0ffee00-0000-4000-8000-000000000002';
const file = campaignBytes({ name: 'The Gilded Vault', entries: 5 });
const now = new Date(2026, 10, 21, 18);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour);

let database: Dexie;
let shell: HeistboxApi;
let databases = 0;
const rows = () => database.table<WebBackupRecord, string>('webBackups');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
  database = new Dexie(`bridge-web-${(databases += 1)}`);
  database.version(1).stores({ webBackups: 'name, createdAt', meta: 'key' }); // as renderer/db/schema.ts declares them
  shell = browserShell(database);
});

afterEach(async () => {
  vi.useRealTimers();
  await database.delete();
});

async function seed(campaignId: string, date: Date): Promise<string> {
  const name = backupFileName(campaignId, date);
  await rows().put({ name, createdAt: date.getTime(), size: file.byteLength, bytes: file });
  return name;
}

describe('the browser shell: writeBackup', () => {
  it('keeps the bytes under the desktop name and answers with the campaign and its name', async () => {
    const info = await shell.writeBackup(vault, file);
    expect(info).toEqual({
      name: backupFileName(vault, now),
      createdAt: now.getTime(),
      size: file.byteLength,
      campaignId: vault,
      campaignName: 'The Gilded Vault',
    });
    expect(await rows().get(info.name)).toEqual({
      name: info.name,
      createdAt: now.getTime(),
      size: file.byteLength,
      bytes: file,
    });
  });

  it('refuses bytes that are not gzip, and keeps nothing', async () => {
    await expect(shell.writeBackup(vault, new TextEncoder().encode('{"formatVersion":2}'))).rejects.toThrow(
      'bytes must be a gzip-compressed campaign file',
    );
    expect(await rows().count()).toBe(0);
  });

  it('refuses a campaign id that cannot be part of a name', async () => {
    await expect(shell.writeBackup('../x', file)).rejects.toThrow(RangeError);
    expect(await rows().count()).toBe(0);
  });

  it("prunes only this campaign's backups (and legacy ones) by the retention policy", async () => {
    for (const hour of [9, 10, 11, 12]) await seed(vault, at(21, hour));
    const docksOld = await seed(docks, at(1, 9));
    const docksOlder = await seed(docks, at(1, 8));
    const written = await shell.writeBackup(vault, file);
    expect((await rows().toCollection().primaryKeys()).sort()).toEqual(
      [
        written.name,
        backupFileName(vault, at(21, 12)),
        backupFileName(vault, at(21, 11)),
        docksOld,
        docksOlder,
      ].sort(),
    );
  });

  it('keeps every real backup when future-dated ones crowd the table', async () => {
    for (const day of [22, 23, 24, 25, 26]) await seed(vault, at(day, 9));
    const real = [await seed(vault, at(21, 9)), await seed(vault, at(21, 10))];
    const written = await shell.writeBackup(vault, file);
    expect((await rows().toCollection().primaryKeys()).sort()).toEqual(
      [...real, written.name, backupFileName(vault, at(26, 9))].sort(),
    );
  });
});

describe('the browser shell: listBackups and readBackup', () => {
  it('lists newest first, with campaign names, legacy rows (text) without a campaign', async () => {
    const legacy = legacyBackupFileName(at(20, 9));
    const text = '{"formatVersion":1,"app":"heistbox","kind":"library","campaigns":[]}';
    await rows().put({ name: legacy, createdAt: at(20, 9).getTime(), size: text.length, text });
    const written = await shell.writeBackup(vault, file);
    expect(await shell.listBackups()).toEqual([
      written,
      {
        name: legacy,
        createdAt: at(20, 9).getTime(),
        size: text.length,
        campaignId: null,
        campaignName: null,
      },
    ]);
    expect(new TextDecoder().decode(await shell.readBackup(legacy))).toBe(text);
  });

  it('reads a backup back as its bytes', async () => {
    const { name } = await shell.writeBackup(vault, file);
    expect(await shell.readBackup(name)).toEqual(file);
  });

  it('rejects for a backup that is not there', async () => {
    await expect(shell.readBackup(backupFileName(vault, at(1, 1)))).rejects.toThrow('No backup named');
  });
});

describe('headerName (browser)', () => {
  it('reads the name from the header line, inflating only as far as it', async () => {
    await expect(headerName(campaignBytes({ name: 'Crème brûlée heist', entries: 500 }))).resolves.toBe(
      'Crème brûlée heist',
    );
  });

  it('gives null for a header that is not UTF-8, never a name with replacement characters', async () => {
    const text = Buffer.from(`${campaignLines({ name: 'Vault@' }).join('\n')}\n`);
    text[text.indexOf('@')] = 0xff;
    await expect(headerName(new Uint8Array(gzipSync(text)))).resolves.toBeNull();
  });

  it('gives null for bytes that are not a version-2 file, or are cut before the header ends', async () => {
    await expect(headerName(new TextEncoder().encode('{}'))).resolves.toBeNull();
    await expect(headerName(file.subarray(0, 20))).resolves.toBeNull();
  });
});

describe('the browser shell: tidyBackups', () => {
  const later = (days: number, hour = 18) => new Date(2026, 10, 21 + days, hour);
  const names = async () => (await rows().toCollection().primaryKeys()).sort();

  it("removes a deleted campaign's backups a month after it is first known gone, never before", async () => {
    const docksBackups = [await seed(docks, at(1, 9)), await seed(docks, at(2, 9))];
    const vaultBackup = await seed(vault, at(1, 9));
    for (const [days, hour] of [
      [0, 18],
      [29, 18],
      [30, 17],
    ] as const) {
      vi.setSystemTime(later(days, hour));
      await expect(shell.tidyBackups([vault])).resolves.toEqual([]);
    }
    expect(await names()).toEqual([...docksBackups, vaultBackup].sort());
    vi.setSystemTime(later(30));
    await expect(shell.tidyBackups([vault])).resolves.toEqual([...docksBackups].reverse());
    expect(await names()).toEqual([vaultBackup]);
  });

  it('never removes the backups of a campaign the library still has, nor legacy ones', async () => {
    const legacy = legacyBackupFileName(at(1, 9));
    await rows().put({ name: legacy, createdAt: at(1, 9).getTime(), size: 2, text: '{}' });
    const kept = [await seed(vault, at(1, 9)), legacy];
    for (const days of [0, 40, 400]) {
      vi.setSystemTime(later(days));
      await shell.tidyBackups([vault]);
    }
    expect(await names()).toEqual(kept.sort());
  });
});

describe('savePdf in a browser', () => {
  it('opens the browser’s print dialog (its “Save as PDF” is the way there) and resolves null, knowing no path', async () => {
    const print = vi.fn();
    vi.stubGlobal('window', { print });
    try {
      await expect(shell.savePdf('Crew sheets', 'A4')).resolves.toBeNull();
      expect(print).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
