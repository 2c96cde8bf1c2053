import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupFileName } from '../../../electron/backup-names.ts';
import { listBackups, readBackup, writeBackup } from '../../../electron/backup.ts';
import { resetFakeElectron } from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

let userData: string;
let folder: string;
const document = (note: string) => JSON.stringify({ formatVersion: 1, note });

beforeEach(async () => {
  userData = await mkdtemp(path.join(os.tmpdir(), 'heistbox-backup-'));
  folder = path.join(userData, 'backups');
  resetFakeElectron(userData);
});

afterEach(() => rm(userData, { recursive: true, force: true }));

/** Puts a backup written at local time November `day`, `hour`:00 2026 into the folder. */
async function seed(day: number, hour: number): Promise<string> {
  const name = backupFileName(new Date(2026, 10, day, hour));
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), document(`${day}/${hour}`));
  return name;
}

describe('writeBackup', () => {
  it('creates the folder and writes the text under a time-stamped name', async () => {
    const at = new Date(2026, 10, 21, 18, 0);
    const info = await writeBackup(document('first'), at);
    expect(info).toEqual({
      name: backupFileName(at),
      createdAt: at.getTime(),
      size: Buffer.byteLength(document('first')),
    });
    expect(await readFile(path.join(folder, info.name), 'utf8')).toBe(document('first'));
  });

  it('leaves no temporary file behind, and clears ones a crash left', async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, '.heistbox-tmp-crashed'), 'half a backup');
    await writeBackup(document('x'), new Date(2026, 10, 21, 18));
    expect(await readdir(folder)).toEqual([backupFileName(new Date(2026, 10, 21, 18))]);
  });

  it('prunes by the retention policy: 3 of today and 1 for each of the 7 days before', async () => {
    const seeded = [];
    for (const hour of [9, 10, 11, 12]) seeded.push(await seed(21, hour));
    for (const day of [20, 19, 18, 17, 16, 15, 14, 13, 12]) {
      seeded.push(await seed(day, 8), await seed(day, 20));
    }
    const now = new Date(2026, 10, 21, 18);
    const written = await writeBackup(document('now'), now);
    const expected = [
      written.name,
      backupFileName(new Date(2026, 10, 21, 12)),
      backupFileName(new Date(2026, 10, 21, 11)),
      ...[20, 19, 18, 17, 16, 15, 14].map((day) => backupFileName(new Date(2026, 10, day, 20))),
    ];
    expect((await readdir(folder)).sort()).toEqual(expected.sort());
  });

  it('leaves files that are not backups alone', async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'README.txt'), 'mine');
    await writeBackup(document('x'), new Date(2026, 10, 21, 18));
    expect(await readdir(folder)).toContain('README.txt');
  });

  it('keeps the backup it just wrote even when the clock went back past newer ones', async () => {
    for (const hour of [9, 10, 11]) await seed(22, hour);
    const written = await writeBackup(document('after the clock went back'), new Date(2026, 10, 21, 18));
    expect(await readdir(folder)).toContain(written.name);
  });

  it('writes one backup at a time when asked twice at once', async () => {
    const [a, b] = await Promise.all([
      writeBackup(document('a'), new Date(2026, 10, 21, 18, 0)),
      writeBackup(document('b'), new Date(2026, 10, 21, 18, 1)),
    ]);
    expect((await readdir(folder)).sort()).toEqual([a.name, b.name].sort());
  });
});

describe('listBackups', () => {
  it('is empty before the first backup (no folder yet)', async () => {
    await expect(listBackups()).resolves.toEqual([]);
  });

  it('lists backups newest first with their sizes, skipping other files', async () => {
    const older = await seed(20, 9);
    const newer = await seed(21, 9);
    await writeFile(path.join(folder, 'notes.txt'), 'x');
    await mkdir(path.join(folder, backupFileName(new Date(2026, 10, 19))));
    const listed = await listBackups();
    expect(listed.map((b) => b.name)).toEqual([newer, older]);
    expect(listed[0]).toEqual({
      name: newer,
      createdAt: new Date(2026, 10, 21, 9).getTime(),
      size: Buffer.byteLength(document('21/9')),
    });
  });
});

describe('readBackup', () => {
  it('reads a backup by the name listBackups gave', async () => {
    const name = await seed(21, 9);
    await expect(readBackup(name)).resolves.toBe(document('21/9'));
  });

  it('refuses a name that is not a backup file name, before touching the disk', async () => {
    await writeFile(path.join(userData, 'secret.json'), 'secret');
    await expect(readBackup('../secret.json')).rejects.toThrow('is not a backup file name');
  });

  it('rejects with ENOENT for a backup that is gone', async () => {
    await expect(readBackup(backupFileName(new Date(2026, 10, 1)))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
