import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupFileName, legacyBackupFileName } from '../../../electron/backup-names.ts';
import {
  listBackups,
  missingCampaignsFileName,
  readBackup,
  tidyBackups,
  writeBackup,
} from '../../../electron/backup.ts';
import { CampaignBytesError } from '../../../electron/campaign-bytes.ts';
import { campaignBytes, campaignLines, forkBytes, gzipLines } from './campaign-files.ts';
import { resetFakeElectron } from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

let userData: string;
let folder: string;
const vault = 'c0ffee00-0000-4000-8000-000000000001';
const docks = 'c0ffee00-0000-4000-8000-000000000002';
const file = campaignBytes({ name: 'The Gilded Vault', entries: 5 });
const legacyDocument = JSON.stringify({ formatVersion: 1, app: 'heistbox', kind: 'library', campaigns: [] });

beforeEach(async () => {
  userData = await mkdtemp(path.join(os.tmpdir(), 'heistbox-backup-'));
  folder = path.join(userData, 'backups');
  resetFakeElectron(userData);
});

afterEach(() => rm(userData, { recursive: true, force: true }));

/** Puts campaign `campaignId`'s backup written at local time November `day`, `hour`:00 2026 into the folder. */
async function seed(
  campaignId: string,
  day: number,
  hour: number,
  bytes: Uint8Array = file,
): Promise<string> {
  const name = backupFileName(campaignId, new Date(2026, 10, day, hour));
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), bytes);
  return name;
}

/** Puts a legacy whole-library backup (0.1–0.2) written at local time November `day`, `hour`:00 2026. */
async function seedLegacy(day: number, hour: number): Promise<string> {
  const name = legacyBackupFileName(new Date(2026, 10, day, hour));
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), legacyDocument);
  return name;
}

const at = (day: number, hour: number) => new Date(2026, 10, day, hour);

/** A whole file whose second entry holds the byte 0xff, never valid UTF-8, where Vex's name was. */
function invalidUtf8Entry(): Uint8Array {
  const text = Buffer.from(`${campaignLines().join('\n')}\n`);
  text[text.indexOf('"name":"Vex"') + 8] = 0xff;
  return new Uint8Array(gzipSync(text));
}
const sorted = async () => (await readdir(folder)).sort();

describe('writeBackup', () => {
  it('creates the folder and writes the bytes under the campaign and a time-stamped name', async () => {
    const info = await writeBackup(vault, file, at(21, 18));
    expect(info).toEqual({
      name: backupFileName(vault, at(21, 18)),
      createdAt: at(21, 18).getTime(),
      size: file.byteLength,
      campaignId: vault,
      campaignName: 'The Gilded Vault',
    });
    expect(new Uint8Array(await readFile(path.join(folder, info.name)))).toEqual(file);
  });

  it.each([
    ['garbage', new TextEncoder().encode('not a campaign'), 'not gzip-compressed'],
    ['a truncated gzip', file.subarray(0, file.length - 30), 'cut short'],
    [
      'a wrong header',
      gzipLines(
        campaignLines().map((line, i) =>
          i === 0 ? line.replace('"kind":"campaign"', '"kind":"library"') : line,
        ),
      ),
      'kind: expected "campaign"',
    ],
    ['a header promising more entries', gzipLines(campaignLines().slice(0, -1)), 'cut short'],
    [
      'text that is not UTF-8 (never read with replacement characters)',
      invalidUtf8Entry(),
      'is not valid UTF-8 (line 3)',
    ],
  ])('refuses %s, naming the problem, and writes nothing', async (_case, bytes, message) => {
    const written = writeBackup(vault, bytes, at(21, 18));
    await expect(written).rejects.toBeInstanceOf(CampaignBytesError);
    await expect(written).rejects.toThrow(message);
    await expect(readdir(userData)).resolves.toEqual([]);
  });

  it('refuses a campaign id that cannot be part of a file name, and writes nothing', async () => {
    await expect(writeBackup('../../escape', file, at(21, 18))).rejects.toThrow(RangeError);
    await expect(readdir(userData)).resolves.toEqual([]);
  });

  it('leaves no temporary file behind, and clears ones a crash left', async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, '.heistbox-tmp-crashed'), 'half a backup');
    await writeBackup(vault, file, at(21, 18));
    expect(await readdir(folder)).toEqual([backupFileName(vault, at(21, 18))]);
  });

  it("prunes the campaign's backups by the policy: 3 of today and 1 for each of the 7 days before", async () => {
    for (const hour of [9, 10, 11, 12]) await seed(vault, 21, hour);
    for (const day of [20, 19, 18, 17, 16, 15, 14, 13, 12]) {
      await seed(vault, day, 8);
      await seed(vault, day, 20);
    }
    const written = await writeBackup(vault, file, at(21, 18));
    const expected = [
      written.name,
      backupFileName(vault, at(21, 12)),
      backupFileName(vault, at(21, 11)),
      ...[20, 19, 18, 17, 16, 15, 14].map((day) => backupFileName(vault, at(day, 20))),
    ];
    expect(await sorted()).toEqual(expected.sort());
  });

  it('writes and prunes a fork’s backups, its creation line longer than a probe reads (issue 22)', async () => {
    const fork = forkBytes('The other road', Date.UTC(2026, 10, 20, 9));
    for (const hour of [9, 10, 11, 12]) await seed(vault, 21, hour, fork);
    const other = await seed(vault, 21, 8, forkBytes('Another road', Date.UTC(2026, 10, 20, 9)));
    const written = await writeBackup(vault, fork, at(21, 18));
    const expected = [
      written.name,
      backupFileName(vault, at(21, 12)),
      backupFileName(vault, at(21, 11)),
      other, // another fork's, under the same id: never pruned with these
    ];
    expect(await sorted()).toEqual(expected.sort());
  });

  it("never prunes another campaign's backups: one busy campaign leaves the others theirs", async () => {
    const docksOld = await seed(docks, 2, 9);
    const docksOlder = await seed(docks, 1, 9);
    for (const hour of [9, 10, 11, 12, 13, 14]) await seed(vault, 21, hour);
    await writeBackup(vault, file, at(21, 18));
    const left = await readdir(folder);
    expect(left).toEqual(expect.arrayContaining([docksOld, docksOlder]));
    expect(left.filter((name) => name.includes(vault))).toHaveLength(3);
  });

  it("never deletes a campaign's backups for a write with its id but another campaign's content", async () => {
    const seeded = [];
    for (const hour of [9, 10, 11, 12, 13]) seeded.push(await seed(vault, 21, hour));
    for (const day of [1, 2, 3, 12, 13]) seeded.push(await seed(vault, day, 9));
    const impostor = campaignBytes({ name: 'The Gilded Vault', createdAs: 'Another campaign' });
    const written = await writeBackup(vault, impostor, at(21, 18));
    expect(await sorted()).toEqual([...seeded, written.name].sort());
  });

  it('prunes by the policy only the backups of the same creation under one campaign id', async () => {
    const impostor = campaignBytes({ createdAs: 'Another campaign' });
    const foreign = [];
    for (const hour of [9, 10, 11, 12]) foreign.push(await seed(vault, 21, hour, impostor));
    const own = [];
    for (const hour of [13, 14, 15, 16]) own.push(await seed(vault, 21, hour));
    const written = await writeBackup(vault, file, at(21, 18));
    expect(await sorted()).toEqual([...foreign, own[3], own[2], written.name].sort());
  });

  it('keeps a backup whose first lines cannot be read out of the pruning', async () => {
    const damaged = await seed(vault, 1, 9, new TextEncoder().encode('garbage'));
    for (const hour of [9, 10, 11, 12]) await seed(vault, 21, hour);
    await writeBackup(vault, file, at(21, 18));
    expect(await readdir(folder)).toContain(damaged);
    expect(await readdir(folder)).toHaveLength(4);
  });

  it('prunes legacy library backups as a group of their own, keeping their newest', async () => {
    const newestLegacy = await seedLegacy(20, 9);
    const olderLegacy = await seedLegacy(20, 8);
    const oldLegacy = await seedLegacy(1, 9);
    await writeBackup(vault, file, at(21, 18));
    const left = await readdir(folder);
    expect(left).toContain(newestLegacy);
    expect(left).not.toContain(olderLegacy);
    expect(left).not.toContain(oldLegacy);
  });

  it('keeps every real backup when future-dated ones crowd the folder (the clock went back)', async () => {
    const future = [];
    for (const day of [22, 23, 24, 25, 26]) future.push(await seed(vault, day, 9));
    const real = [await seed(vault, 21, 9), await seed(vault, 21, 10)];
    const written = await writeBackup(vault, file, at(21, 18));
    expect(await sorted()).toEqual([...real, written.name, backupFileName(vault, at(26, 9))].sort());
  });

  it('leaves files that are not backups alone', async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'README.txt'), 'mine');
    await writeBackup(vault, file, at(21, 18));
    expect(await readdir(folder)).toContain('README.txt');
  });

  it('writes one backup at a time per campaign when asked twice at once, and campaigns side by side', async () => {
    const written = await Promise.all([
      writeBackup(vault, file, at(21, 18)),
      writeBackup(vault, file, new Date(2026, 10, 21, 18, 1)),
      writeBackup(docks, campaignBytes({ name: 'Docks' }), at(21, 18)),
    ]);
    expect(await sorted()).toEqual(written.map((info) => info.name).sort());
  });

  it("a refused backup of one campaign does not stop another's", async () => {
    const results = await Promise.allSettled([
      writeBackup(vault, gzipLines(['{}']), at(21, 18)),
      writeBackup(docks, file, at(21, 18)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(await readdir(folder)).toEqual([backupFileName(docks, at(21, 18))]);
  });
});

describe('listBackups', () => {
  it('is empty before the first backup (no folder yet)', async () => {
    await expect(listBackups()).resolves.toEqual([]);
  });

  it('lists backups newest first with sizes, campaigns and names from their headers, skipping other files', async () => {
    const docksFile = campaignBytes({ name: 'Night at the Docks', entries: 300 });
    const older = await seed(vault, 20, 9);
    const newer = await seed(docks, 21, 9, docksFile);
    await writeFile(path.join(folder, 'notes.txt'), 'x');
    await mkdir(path.join(folder, backupFileName(vault, at(19, 9))));
    expect(await listBackups()).toEqual([
      {
        name: newer,
        createdAt: at(21, 9).getTime(),
        size: docksFile.byteLength,
        campaignId: docks,
        campaignName: 'Night at the Docks',
      },
      {
        name: older,
        createdAt: at(20, 9).getTime(),
        size: file.byteLength,
        campaignId: vault,
        campaignName: 'The Gilded Vault',
      },
    ]);
  });

  it('lists a backup whose header is not UTF-8 with no name, never one with replacement characters', async () => {
    const text = Buffer.from(`${campaignLines({ name: 'Vault@' }).join('\n')}\n`);
    text[text.indexOf('@')] = 0xff;
    const name = await seed(vault, 21, 9, new Uint8Array(gzipSync(text)));
    expect(await listBackups()).toMatchObject([{ name, campaignName: null }]);
  });

  it('lists legacy library backups without a campaign', async () => {
    const legacy = await seedLegacy(19, 9);
    expect(await listBackups()).toEqual([
      {
        name: legacy,
        createdAt: at(19, 9).getTime(),
        size: Buffer.byteLength(legacyDocument),
        campaignId: null,
        campaignName: null,
      },
    ]);
  });

  it('still lists a backup whose header cannot be read, its campaign name null', async () => {
    const broken = await seed(vault, 21, 9, new TextEncoder().encode('garbage'));
    expect(await listBackups()).toMatchObject([{ name: broken, campaignId: vault, campaignName: null }]);
  });
});

describe('readBackup', () => {
  it('reads a backup by the name listBackups gave, as bytes', async () => {
    const name = await seed(vault, 21, 9);
    expect(new Uint8Array(await readBackup(name))).toEqual(file);
  });

  it('reads a legacy library backup, as its UTF-8 bytes', async () => {
    const name = await seedLegacy(21, 9);
    expect(Buffer.from(await readBackup(name)).toString('utf8')).toBe(legacyDocument);
  });

  it('refuses a name that is not a backup file name, before touching the disk', async () => {
    await writeFile(path.join(userData, 'secret.json'), 'secret');
    await expect(readBackup('../secret.json')).rejects.toThrow('is not a backup file name');
  });

  it('rejects with ENOENT for a backup that is gone', async () => {
    await expect(readBackup(backupFileName(vault, at(1, 9)))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('links in the backups folder', () => {
  /** A file outside the backups folder, and a link to it in the folder named as `campaignId`'s backup. */
  async function linkOutside(campaignId: string, day: number, content: Uint8Array | string = file) {
    const outside = path.join(userData, 'outside.heistbox');
    await writeFile(outside, content);
    await mkdir(folder, { recursive: true });
    const name = backupFileName(campaignId, at(day, 9));
    await symlink(outside, path.join(folder, name));
    return { outside, name };
  }

  it('listBackups does not list a link, even one to a valid campaign file', async () => {
    const real = await seed(vault, 20, 9);
    await linkOutside(docks, 21);
    expect((await listBackups()).map((backup) => backup.name)).toEqual([real]);
  });

  it('readBackup refuses a link and reads nothing through it', async () => {
    const { name } = await linkOutside(vault, 21, 'the secret outside the folder');
    const read = readBackup(name);
    await expect(read).rejects.toThrow('is a link to another file');
    await expect(read).rejects.not.toThrow('secret');
  });

  it('readBackup refuses a link to a folder outside', async () => {
    await mkdir(folder, { recursive: true });
    const name = backupFileName(vault, at(21, 9));
    await symlink(userData, path.join(folder, name));
    await expect(readBackup(name)).rejects.toThrow('is a link to another file');
  });

  it('pruning never follows a link nor deletes its target', async () => {
    const { outside, name } = await linkOutside(vault, 1);
    for (const hour of [9, 10, 11, 12]) await seed(vault, 21, hour);
    await writeBackup(vault, file, at(21, 18));
    expect(new Uint8Array(await readFile(outside))).toEqual(file);
    expect((await lstat(path.join(folder, name))).isSymbolicLink()).toBe(true);
    expect((await readdir(folder)).filter((left) => left !== name)).toHaveLength(3);
  });
});

describe('tidyBackups', () => {
  const later = (days: number, hour = 18) => new Date(2026, 10, 21 + days, hour);
  /** The folder's files but what tidyBackups remembers. */
  const left = async () => (await sorted()).filter((name) => name !== missingCampaignsFileName);

  it("removes a deleted campaign's backups a month after it is first known gone, never before", async () => {
    const docksBackups = [await seed(docks, 1, 9), await seed(docks, 2, 9)];
    const vaultBackup = await seed(vault, 1, 9);
    await expect(tidyBackups([vault], later(0))).resolves.toEqual([]);
    await expect(tidyBackups([vault], later(29))).resolves.toEqual([]);
    await expect(tidyBackups([vault], later(30, 17))).resolves.toEqual([]);
    expect(await left()).toEqual([...docksBackups, vaultBackup].sort());
    expect((await listBackups()).map((backup) => backup.name).sort()).toEqual(await left());
    await expect(tidyBackups([vault], later(30))).resolves.toEqual([...docksBackups].reverse());
    expect(await left()).toEqual([vaultBackup]);
  });

  it('keeps them while the newest backup is younger than a month, however long the campaign is gone', async () => {
    await seed(docks, 1, 9);
    const recent = await seed(docks, 21, 9);
    await tidyBackups([vault], at(1, 18));
    await expect(tidyBackups([vault], new Date(2026, 11, 21, 8))).resolves.toEqual([]);
    expect(await readdir(folder)).toContain(recent);
    await expect(tidyBackups([vault], new Date(2026, 11, 21, 9))).resolves.toHaveLength(2);
  });

  it('never removes the backups of a campaign the library or the trash still has, however old', async () => {
    const kept = [await seed(vault, 1, 9), await seed(docks, 1, 9)];
    for (const days of [0, 40, 400]) await tidyBackups([vault, docks], later(days));
    expect(await left()).toEqual(kept.sort());
  });

  it('starts counting again for a campaign that came back', async () => {
    await seed(docks, 1, 9);
    await tidyBackups([vault], later(0));
    await tidyBackups([vault, docks], later(20));
    await expect(tidyBackups([vault], later(31))).resolves.toEqual([]);
    await expect(tidyBackups([vault], later(60))).resolves.toEqual([]);
    await expect(tidyBackups([vault], later(61))).resolves.toHaveLength(1);
  });

  it('leaves legacy library backups, other files and links alone', async () => {
    const legacy = await seedLegacy(1, 9);
    await writeFile(path.join(userData, 'outside.heistbox'), file);
    const link = backupFileName(docks, at(1, 8));
    await symlink(path.join(userData, 'outside.heistbox'), path.join(folder, link));
    await writeFile(path.join(folder, 'notes.txt'), 'mine');
    await seed(docks, 1, 9);
    await tidyBackups([], later(0));
    await tidyBackups([], later(40));
    expect(await readdir(folder)).toEqual(expect.arrayContaining([legacy, link, 'notes.txt']));
    expect(await readFile(path.join(userData, 'outside.heistbox'))).toHaveLength(file.length);
  });

  it('counts from now again when what it remembered is unreadable', async () => {
    await seed(docks, 1, 9);
    await tidyBackups([vault], later(0));
    await writeFile(
      path.join(folder, missingCampaignsFileName),
      JSON.stringify({ formatVersion: 1, missing: [{ campaignId: docks, since: 'long ago' }] }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(tidyBackups([vault], later(31))).resolves.toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    await expect(tidyBackups([vault], later(61))).resolves.toHaveLength(1);
  });

  it('does nothing, and creates no folder, before the first backup', async () => {
    await expect(tidyBackups([vault], later(0))).resolves.toEqual([]);
    await expect(readdir(userData)).resolves.toEqual([]);
  });
});
