import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackupInfo } from '../../../electron/api.ts';
import { maxFileBytes } from '../../../electron/api.ts';
import { backupFileName, legacyBackupFileName } from '../../../electron/backup-names.ts';
import { missingCampaignsFileName } from '../../../electron/backup.ts';
import { setupIpc } from '../../../electron/ipc-handlers.ts';
import { channels } from '../../../electron/ipc.ts';
import { createMainWindow } from '../../../electron/windows.ts';
import { campaignBytes, campaignLines, gzipLines } from './campaign-files.ts';
import {
  BrowserWindow,
  dialog,
  FakeWebContents,
  invokeFromRenderer,
  ipcEvent,
  resetFakeElectron,
} from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

const invokeChannels = [
  channels.openCampaignFile,
  channels.saveCampaignFile,
  channels.writeBackup,
  channels.listBackups,
  channels.readBackup,
  channels.tidyBackups,
  channels.savePdf,
] as const;

const campaign = campaignBytes({ name: 'The Gilded Vault' });
const campaignId = 'c0ffee00-0000-4000-8000-000000000001';
/** Bytes that claim a length past the limit without taking the memory (the schema reads byteLength). */
const oversized = Object.defineProperty(Uint8Array.of(0x1f, 0x8b), 'byteLength', { value: maxFileBytes + 1 });
let userData: string;
let window: BrowserWindow;
const fromApp = () => ipcEvent(window.webContents);

beforeEach(async () => {
  userData = await mkdtemp(path.join(os.tmpdir(), 'heistbox-ipc-'));
  resetFakeElectron(userData);
  setupIpc();
  createMainWindow();
  window = BrowserWindow.created.at(-1) as BrowserWindow;
});

afterEach(() => rm(userData, { recursive: true, force: true }));

describe('every invoke handler', () => {
  it.each(invokeChannels)('%s: refuses a message from another web contents', async (channel) => {
    await expect(invokeFromRenderer(channel, ipcEvent(new FakeWebContents()), 'x')).rejects.toThrow(
      'unknown sender',
    );
    expect(dialog.showOpenDialog).not.toHaveBeenCalled();
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
  });

  it.each(invokeChannels)('%s: refuses a message from a foreign page in the window', async (channel) => {
    const foreign = ipcEvent(window.webContents, { url: 'https://evil.example/' });
    await expect(invokeFromRenderer(channel, foreign, 'x')).rejects.toThrow('unknown sender');
  });

  it.each(invokeChannels)('%s: refuses a message from an iframe', async (channel) => {
    const iframe = ipcEvent(window.webContents, { frameToken: 'child' });
    await expect(invokeFromRenderer(channel, iframe, 'x')).rejects.toThrow('unknown sender');
  });

  it('refuses everything once the window is gone', async () => {
    window.destroy();
    await expect(invokeFromRenderer(channels.listBackups, fromApp())).rejects.toThrow('unknown sender');
  });
});

describe('saveCampaignFile', () => {
  it('proposes a sanitized .heistbox name and writes the bytes where the user chose', async () => {
    const target = path.join(userData, 'chosen.heistbox');
    dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    await expect(
      invokeFromRenderer(channels.saveCampaignFile, fromApp(), '../../Vault: Night?', campaign),
    ).resolves.toEqual({ path: target });
    const [, options] = dialog.showSaveDialog.mock.calls[0] as [
      unknown,
      { defaultPath: string; filters: { extensions: string[] }[] },
    ];
    expect(path.basename(options.defaultPath)).toBe('Vault Night.heistbox');
    expect(options.filters).toEqual([{ name: 'Heistbox campaign', extensions: ['heistbox'] }]);
    expect(new Uint8Array(await readFile(target))).toEqual(campaign);
  });

  it('resolves null and writes nothing when the user cancels', async () => {
    dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    await expect(invokeFromRenderer(channels.saveCampaignFile, fromApp(), 'x', campaign)).resolves.toBeNull();
    expect(await readdir(userData)).toEqual([]);
  });

  it.each([
    ['a number for the name', [42, campaign], 'suggestedName must be a string'],
    ['a name over 200 characters', ['x'.repeat(201), campaign], 'at most 200 characters'],
    ['text instead of bytes', ['x', '{"formatVersion":2}'], 'bytes must be a Uint8Array'],
    ['a plain array of numbers', ['x', [0x1f, 0x8b]], 'bytes must be a Uint8Array'],
    ['bytes that are not gzip', ['x', new TextEncoder().encode('{}')], 'bytes must be a gzip-compressed'],
    ['bytes over the size limit', ['x', oversized], 'bytes must be at most 512 MB'],
    ['missing bytes', ['x'], 'saveCampaignFile'],
    ['an extra argument', ['x', campaign, 'extra'], 'saveCampaignFile takes (suggestedName, bytes)'],
  ])('rejects %s without showing a dialog', async (_case, args, message) => {
    await expect(invokeFromRenderer(channels.saveCampaignFile, fromApp(), ...args)).rejects.toThrow(message);
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
  });
});

describe('savePdf', () => {
  it('prints the page on the paper asked for, then writes the PDF where the user chose, under a safe name', async () => {
    const target = path.join(userData, 'chosen.pdf');
    dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    await expect(
      invokeFromRenderer(channels.savePdf, fromApp(), 'Crew sheets: The "Docklands"', 'Letter'),
    ).resolves.toEqual({ path: target });
    expect(window.webContents.printToPDF).toHaveBeenCalledWith({
      pageSize: 'Letter',
      preferCSSPageSize: true,
      printBackground: true,
    });
    const [, options] = dialog.showSaveDialog.mock.calls[0] as [
      unknown,
      { defaultPath: string; filters: { extensions: string[] }[] },
    ];
    expect(path.basename(options.defaultPath)).toBe('Crew sheets The Docklands.pdf');
    expect(options.filters).toEqual([{ name: 'PDF document', extensions: ['pdf'] }]);
    expect(await readFile(target, 'utf8')).toBe('%PDF-1.7 printed page');
  });

  it('resolves null and writes nothing when the user cancels', async () => {
    dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    await expect(invokeFromRenderer(channels.savePdf, fromApp(), 'Recap', 'A4')).resolves.toBeNull();
    expect(await readdir(userData)).toEqual([]);
  });

  it('tells the page the PDF was not saved, naming no path, when the folder cannot be written', async () => {
    dialog.showSaveDialog.mockResolvedValue({
      canceled: false,
      filePath: path.join(userData, 'gone', 'x.pdf'),
    });
    await expect(invokeFromRenderer(channels.savePdf, fromApp(), 'Recap', 'A4')).rejects.toThrow(
      'The PDF was not saved: that folder no longer exists.',
    );
  });

  it.each([
    ['a paper size Electron does not name', ['Recap', 'A3'], 'pageSize must be one of: A4, Letter'],
    ['a number for the name', [7, 'A4'], 'suggestedName must be a string'],
    ['a missing paper size', ['Recap'], 'savePdf'],
    ['an extra argument', ['Recap', 'A4', {}], 'savePdf takes (suggestedName, pageSize)'],
  ])('rejects %s without printing or showing a dialog', async (_case, args, message) => {
    await expect(invokeFromRenderer(channels.savePdf, fromApp(), ...args)).rejects.toThrow(message);
    expect(window.webContents.printToPDF).not.toHaveBeenCalled();
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
  });
});

describe('openCampaignFile', () => {
  it('offers both file versions and returns the picked file name and bytes as on disk', async () => {
    const file = path.join(userData, 'job.heistbox');
    await writeFile(file, campaign);
    dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [file] });
    await expect(invokeFromRenderer(channels.openCampaignFile, fromApp())).resolves.toEqual({
      name: 'job.heistbox',
      bytes: new Uint8Array(campaign),
    });
    const [, options] = dialog.showOpenDialog.mock.calls[0] as [
      unknown,
      { filters: { extensions: string[] }[] },
    ];
    expect(options.filters[0]?.extensions).toEqual(['heistbox', 'json']);
  });

  it('returns a version-1 file byte for byte, byte-order mark included', async () => {
    const file = path.join(userData, 'old.heistbox.json');
    const text = '\uFEFF{"formatVersion":1}';
    await writeFile(file, text);
    dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [file] });
    const opened = (await invokeFromRenderer(channels.openCampaignFile, fromApp())) as { bytes: Uint8Array };
    expect(Buffer.from(opened.bytes).toString('utf8')).toBe(text);
  });

  it('resolves null when the user cancels', async () => {
    dialog.showOpenDialog.mockResolvedValue({ canceled: true, filePaths: [] });
    await expect(invokeFromRenderer(channels.openCampaignFile, fromApp())).resolves.toBeNull();
  });

  it('refuses a file over the size limit, by its size on disk, with a clear message', async () => {
    const file = path.join(userData, 'movie.heistbox');
    await writeFile(file, '');
    await truncate(file, maxFileBytes + 1); // sparse: nothing to read, only a size
    dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [file] });
    await expect(invokeFromRenderer(channels.openCampaignFile, fromApp())).rejects.toThrow(
      '"movie.heistbox" is 512.0 MB; Heistbox opens files of at most 512.0 MB.',
    );
  });

  it('refuses a folder', async () => {
    dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [userData] });
    await expect(invokeFromRenderer(channels.openCampaignFile, fromApp())).rejects.toThrow('is not a file');
  });

  it('takes no arguments', async () => {
    await expect(invokeFromRenderer(channels.openCampaignFile, fromApp(), '/etc/passwd')).rejects.toThrow(
      'openCampaignFile takes no arguments',
    );
    expect(dialog.showOpenDialog).not.toHaveBeenCalled();
  });
});

describe('writeBackup, listBackups and readBackup', () => {
  it('write a backup, list it with its campaign and read it back', async () => {
    const info = (await invokeFromRenderer(
      channels.writeBackup,
      fromApp(),
      campaignId,
      campaign,
    )) as BackupInfo;
    expect(info).toMatchObject({ campaignId, campaignName: 'The Gilded Vault', size: campaign.byteLength });
    const listed = (await invokeFromRenderer(channels.listBackups, fromApp())) as BackupInfo[];
    expect(listed).toEqual([info]);
    await expect(invokeFromRenderer(channels.readBackup, fromApp(), info.name)).resolves.toEqual(
      new Uint8Array(campaign),
    );
  });

  it('lists and reads a legacy library backup', async () => {
    const name = legacyBackupFileName(new Date(2026, 10, 1));
    const text = JSON.stringify({ formatVersion: 1, app: 'heistbox', kind: 'library', campaigns: [] });
    await mkdir(path.join(userData, 'backups'));
    await writeFile(path.join(userData, 'backups', name), text);
    const listed = (await invokeFromRenderer(channels.listBackups, fromApp())) as BackupInfo[];
    expect(listed).toMatchObject([{ name, campaignId: null, campaignName: null }]);
    const bytes = (await invokeFromRenderer(channels.readBackup, fromApp(), name)) as Uint8Array;
    expect(Buffer.from(bytes).toString('utf8')).toBe(text);
  });

  const wrongHeader = () =>
    gzipLines(
      campaignLines().map((line, i) =>
        i === 0 ? line.replace('"formatVersion":2', '"formatVersion":3') : line,
      ),
    );

  it.each([
    [
      'garbage bytes',
      () => [campaignId, new TextEncoder().encode('{"formatVersion": 1')],
      'bytes must be a gzip-compressed campaign file',
    ],
    [
      'garbage that is gzip',
      () => [campaignId, new Uint8Array(gzipSync('garbage\n'))],
      'The header line is not valid JSON',
    ],
    [
      'a truncated gzip',
      () => [campaignId, campaign.subarray(0, campaign.length - 40)],
      'cut short (its compressed data ends early)',
    ],
    [
      'a wrong header',
      () => [campaignId, wrongHeader()],
      'formatVersion 3: this file was written by a newer Heistbox',
    ],
    [
      'a file cut at a line end',
      () => [campaignId, gzipLines(campaignLines().slice(0, 5))],
      'The file ends after 4 of its 20 log entries',
    ],
    [
      'a zip bomb (one endless line)',
      () => [campaignId, new Uint8Array(gzipSync(Buffer.alloc(48 * 1024 * 1024, 0x7b)))],
      'Line 1 of the file is longer than 16 MB',
    ],
    ['a campaign id with a path in it', () => ['../../escape', campaign], 'campaignId must be 1–64 letters'],
    ['an empty campaign id', () => ['', campaign], 'campaignId must be 1–64 letters'],
    ['a campaign id of 65 characters', () => ['x'.repeat(65), campaign], 'campaignId must be 1–64 letters'],
    ['a number for the campaign id', () => [7, campaign], 'campaignId must be a string'],
    ['text instead of bytes', () => [campaignId, '{"formatVersion":2}'], 'bytes must be a Uint8Array'],
    ['bytes over the size limit', () => [campaignId, oversized], 'bytes must be at most 512 MB'],
    ['the old one-argument call', () => [campaign], 'writeBackup: campaignId must be a string'],
  ])('writeBackup refuses %s with a message naming it, and writes nothing', async (_case, args, message) => {
    await expect(invokeFromRenderer(channels.writeBackup, fromApp(), ...args())).rejects.toThrow(message);
    expect(await readdir(userData)).toEqual([]);
  });

  it('names the request in the message of a refused payload', async () => {
    await expect(invokeFromRenderer(channels.writeBackup, fromApp(), 'bad id', campaign)).rejects.toThrow(
      /^writeBackup: campaignId must be/,
    );
  });

  it('names the backup in the message of refused content', async () => {
    await expect(
      invokeFromRenderer(channels.writeBackup, fromApp(), campaignId, wrongHeader()),
    ).rejects.toThrow(/^The backup was not written: formatVersion 3/);
  });

  it.each([
    '../secret.json',
    '..\\secret.json',
    `../backups/${backupFileName(campaignId, new Date(2026, 0, 1))}`,
    `/etc/${backupFileName(campaignId, new Date(2026, 0, 1))}`,
    `${backupFileName(campaignId, new Date(2026, 0, 1))}\0.txt`,
    `../backups/${legacyBackupFileName(new Date(2026, 0, 1))}`,
    'heistbox-latest.json',
    'heistbox-latest.heistbox',
    '',
  ])('readBackup refuses the name %j', async (name) => {
    await writeFile(path.join(userData, 'secret.json'), 'secret');
    await expect(invokeFromRenderer(channels.readBackup, fromApp(), name)).rejects.toThrow(
      'readBackup: name must be a backup file name',
    );
  });

  it('readBackup refuses a non-string name', async () => {
    await expect(invokeFromRenderer(channels.readBackup, fromApp(), { name: 'x' })).rejects.toThrow(
      'name must be a string',
    );
  });

  it('listBackups takes no arguments', async () => {
    await expect(invokeFromRenderer(channels.listBackups, fromApp(), 'x')).rejects.toThrow(
      'listBackups takes no arguments',
    );
  });
});

describe('tidyBackups', () => {
  it("removes a deleted campaign's old backups once its grace is over, and keeps the live one's", async () => {
    const backups = path.join(userData, 'backups');
    await mkdir(backups);
    const deleted = backupFileName('c0ffee00-0000-4000-8000-00000000dead', new Date(2020, 0, 1));
    const live = backupFileName(campaignId, new Date(2020, 0, 1));
    await writeFile(path.join(backups, deleted), campaign);
    await writeFile(path.join(backups, live), campaign);
    await writeFile(
      path.join(backups, missingCampaignsFileName),
      JSON.stringify({
        formatVersion: 1,
        missing: [{ campaignId: 'c0ffee00-0000-4000-8000-00000000dead', since: Date.UTC(2020, 0, 2) }],
      }),
    );
    await expect(invokeFromRenderer(channels.tidyBackups, fromApp(), [campaignId])).resolves.toEqual([
      deleted,
    ]);
    expect(await readdir(backups)).toEqual([live, missingCampaignsFileName].sort());
  });

  it.each([
    ['no argument', [], 'tidyBackups: campaignIds must be an array of campaign ids'],
    ['one id, not a list', [campaignId], 'campaignIds must be an array of campaign ids'],
    ['an id with a path in it', [[campaignId, '../x']], 'campaignId must be 1–64 letters'],
    ['a number in the list', [[7]], 'campaignId must be a string'],
    ['a list too long', [Array.from({ length: 100_001 }, () => campaignId)], 'at most 100000 ids'],
    ['an extra argument', [[campaignId], 'x'], 'tidyBackups takes (campaignIds)'],
  ])('refuses %s, naming it, and touches no folder', async (_case, args, message) => {
    await expect(invokeFromRenderer(channels.tidyBackups, fromApp(), ...args)).rejects.toThrow(message);
    expect(await readdir(userData)).toEqual([]);
  });
});

describe('errors crossing to the page', () => {
  /** Every piece of the user-data path a message could leak: the whole, and each folder name in it. */
  const pathParts = () => [userData, ...userData.split(path.sep).filter((part) => part.length > 2)];

  /** The message the page gets from a rejected request, after checking main logged the full error. */
  async function pageMessage(channel: string, ...args: unknown[]): Promise<string> {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await invokeFromRenderer(channel, fromApp(), ...args);
    } catch (error) {
      expect(logged).toHaveBeenCalled();
      expect(String(logged.mock.calls.flat().map(String))).toContain(userData);
      return (error as Error).message;
    } finally {
      logged.mockRestore();
    }
    throw new Error(`${channel} did not fail`);
  }

  it('readBackup of a backup that is gone says so, naming no part of the user-data path', async () => {
    const message = await pageMessage(channels.readBackup, backupFileName(campaignId, new Date(2026, 0, 1)));
    expect(message).toBe('That backup no longer exists.');
    for (const part of pathParts()) expect(message).not.toContain(part);
  });

  it('listBackups of a backups "folder" that is a file names no path', async () => {
    await writeFile(path.join(userData, 'backups'), 'not a folder');
    const message = await pageMessage(channels.listBackups);
    expect(message).toMatch(/backups folder/);
    for (const part of pathParts()) expect(message).not.toContain(part);
  });

  it('writeBackup that cannot make its folder names no path', async () => {
    await writeFile(path.join(userData, 'backups'), 'not a folder');
    const message = await pageMessage(channels.writeBackup, campaignId, campaign);
    expect(message).toMatch(/^The backup was not written/);
    for (const part of pathParts()) expect(message).not.toContain(part);
  });

  it('openCampaignFile of a file that vanished names no path', async () => {
    dialog.showOpenDialog.mockResolvedValue({
      canceled: false,
      filePaths: [path.join(userData, 'gone.heistbox')],
    });
    const message = await pageMessage(channels.openCampaignFile);
    expect(message).toBe('That file no longer exists.');
    for (const part of pathParts()) expect(message).not.toContain(part);
  });

  it('saveCampaignFile into a folder that vanished names no path', async () => {
    const target = path.join(userData, 'gone', 'vault.heistbox');
    dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const message = await pageMessage(channels.saveCampaignFile, 'Vault', campaign);
    expect(message).toBe('The file was not saved: that folder no longer exists.');
    for (const part of pathParts()) expect(message).not.toContain(part);
  });
});
