import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxFileBytes } from '../../../electron/api.ts';
import { backupFileName } from '../../../electron/backup-names.ts';
import { setupIpc } from '../../../electron/ipc-handlers.ts';
import { channels } from '../../../electron/ipc.ts';
import { createMainWindow } from '../../../electron/windows.ts';
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
] as const;

const campaign = JSON.stringify({ formatVersion: 1, campaigns: [] });
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
  it('proposes a sanitized name and writes the text where the user chose', async () => {
    const target = path.join(userData, 'chosen.heistbox.json');
    dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    await expect(
      invokeFromRenderer(channels.saveCampaignFile, fromApp(), '../../Vault: Night?', campaign),
    ).resolves.toEqual({ path: target });
    const [, options] = dialog.showSaveDialog.mock.calls[0] as [unknown, { defaultPath: string }];
    expect(path.basename(options.defaultPath)).toBe('Vault Night.heistbox.json');
    expect(await readFile(target, 'utf8')).toBe(campaign);
  });

  it('resolves null and writes nothing when the user cancels', async () => {
    dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    await expect(invokeFromRenderer(channels.saveCampaignFile, fromApp(), 'x', campaign)).resolves.toBeNull();
    expect(await readdir(userData)).toEqual([]);
  });

  it.each([
    ['a number for the name', [42, campaign], 'suggestedName must be a string'],
    ['a name over 200 characters', ['x'.repeat(201), campaign], 'at most 200 characters'],
    ['an object for the text', ['x', { formatVersion: 1 }], 'text must be a string'],
    ['text over the size limit', ['x', 'x'.repeat(maxFileBytes + 1)], 'text must be at most 20 MB'],
    [
      'text over the limit in UTF-8 bytes',
      ['x', 'é'.repeat(maxFileBytes / 2 + 1)],
      'text must be at most 20 MB',
    ],
    ['a missing text', ['x'], 'saveCampaignFile'],
    ['an extra argument', ['x', campaign, 'extra'], 'saveCampaignFile takes (suggestedName, text)'],
  ])('rejects %s without showing a dialog', async (_case, args, message) => {
    await expect(invokeFromRenderer(channels.saveCampaignFile, fromApp(), ...args)).rejects.toThrow(message);
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
  });
});

describe('openCampaignFile', () => {
  it('returns the picked file name and text', async () => {
    const file = path.join(userData, 'job.heistbox.json');
    await writeFile(file, `\uFEFF${campaign}`);
    dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [file] });
    await expect(invokeFromRenderer(channels.openCampaignFile, fromApp())).resolves.toEqual({
      name: 'job.heistbox.json',
      text: campaign,
    });
  });

  it('resolves null when the user cancels', async () => {
    dialog.showOpenDialog.mockResolvedValue({ canceled: true, filePaths: [] });
    await expect(invokeFromRenderer(channels.openCampaignFile, fromApp())).resolves.toBeNull();
  });

  it('refuses a file over the size limit, by its size on disk, with a clear message', async () => {
    const file = path.join(userData, 'movie.json');
    await writeFile(file, '');
    await truncate(file, maxFileBytes + 1); // sparse: nothing to read, only a size
    dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [file] });
    await expect(invokeFromRenderer(channels.openCampaignFile, fromApp())).rejects.toThrow(
      '"movie.json" is 20.0 MB; Heistbox opens files of at most 20.0 MB.',
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
  it('write a backup, list it and read it back', async () => {
    const info = (await invokeFromRenderer(channels.writeBackup, fromApp(), campaign)) as { name: string };
    const listed = (await invokeFromRenderer(channels.listBackups, fromApp())) as { name: string }[];
    expect(listed.map((b) => b.name)).toEqual([info.name]);
    await expect(invokeFromRenderer(channels.readBackup, fromApp(), info.name)).resolves.toBe(campaign);
  });

  it.each([
    ['text that is not JSON', '{"formatVersion": 1', 'text must be JSON'],
    ['a JSON array', '[1, 2]', 'text must be a JSON object'],
    ['JSON null', 'null', 'text must be a JSON object'],
    ['an object without formatVersion', '{"campaigns": []}', 'text must have a numeric formatVersion'],
    ['a string formatVersion', '{"formatVersion": "1"}', 'text must have a numeric formatVersion'],
    ['a number instead of text', 12, 'text must be a string'],
    [
      'text over the size limit',
      `{"formatVersion":1,"x":"${'x'.repeat(maxFileBytes)}"}`,
      'text must be at most 20 MB',
    ],
  ])('writeBackup rejects %s and writes nothing', async (_case, text, message) => {
    await expect(invokeFromRenderer(channels.writeBackup, fromApp(), text)).rejects.toThrow(
      `writeBackup: ${message}`,
    );
    expect(await readdir(userData)).toEqual([]);
  });

  it.each([
    '../secret.json',
    '..\\secret.json',
    `../backups/${backupFileName(new Date(2026, 0, 1))}`,
    `/etc/${backupFileName(new Date(2026, 0, 1))}`,
    `${backupFileName(new Date(2026, 0, 1))}\0.txt`,
    'heistbox-latest.json',
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
