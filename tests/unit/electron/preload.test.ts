import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeistboxApi, MenuCommand } from '../../../electron/api.ts';
import { channels } from '../../../electron/ipc.ts';
import { playersChannels, playersStatusChannel } from '../../../electron/players/ipc.ts';
import { contextBridge, ipcRenderer } from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

let api: HeistboxApi;

beforeAll(async () => {
  await import('../../../electron/preload.ts');
  const [name, exposed] = contextBridge.exposeInMainWorld.mock.calls[0] as [string, HeistboxApi];
  expect(name).toBe('heistbox');
  api = exposed;
});

beforeEach(() => {
  ipcRenderer.invoke.mockClear();
  ipcRenderer.send.mockClear();
});

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the preload', () => {
  it('exposes exactly the named functions of HeistboxApi, and nothing generic', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'listBackups',
        'onBeforeQuit',
        'onMenuCommand',
        'openCampaignFile',
        'players',
        'readBackup',
        'saveCampaignFile',
        'savePdf',
        'tidyBackups',
        'writeBackup',
      ].sort(),
    );
    const { players, ...functions } = api;
    for (const value of Object.values(functions)) expect(typeof value).toBe('function');
    expect(Object.keys(players ?? {}).sort()).toEqual(
      [
        'drop',
        'onStatus',
        'openWindow',
        'publish',
        'rotateToken',
        'setBlank',
        'start',
        'status',
        'stop',
      ].sort(),
    );
    for (const value of Object.values(players ?? {})) expect(typeof value).toBe('function');
  });

  it.each([
    ['start', [{ port: 4310 }], playersChannels.start],
    ['stop', [], playersChannels.stop],
    ['publish', [{ crew: { format: 'heistbox-player-view' } }], playersChannels.publish],
    ['setBlank', [true], playersChannels.setBlank],
    ['drop', ['c1'], playersChannels.drop],
    ['rotateToken', [], playersChannels.rotateToken],
    ['openWindow', [], playersChannels.openWindow],
  ] as const)('players.%s invokes its own channel with its arguments', async (name, args, channel) => {
    ipcRenderer.invoke.mockResolvedValueOnce('answer');
    const call = api.players?.[name] as (...all: readonly unknown[]) => Promise<unknown>;
    await expect(call(...args)).resolves.toBe('answer');
    expect(ipcRenderer.invoke).toHaveBeenCalledWith(channel, ...args);
  });

  it("players.onStatus forwards main's status pushes until unsubscribed", () => {
    const heard: unknown[] = [];
    const stop = api.players?.onStatus((status) => heard.push(status));
    ipcRenderer.emit(playersStatusChannel, {}, { on: true });
    stop?.();
    ipcRenderer.emit(playersStatusChannel, {}, { on: false });
    expect(heard).toEqual([{ on: true }]);
  });

  const bytes = Uint8Array.of(0x1f, 0x8b, 8);
  it.each([
    ['openCampaignFile', [], channels.openCampaignFile],
    ['saveCampaignFile', ['Vault', bytes], channels.saveCampaignFile],
    ['writeBackup', ['c0ffee00-0000-4000-8000-000000000001', bytes], channels.writeBackup],
    ['listBackups', [], channels.listBackups],
    ['readBackup', ['heistbox-c0ffee-2026-11-21T21-40-00-000Z.heistbox'], channels.readBackup],
    ['tidyBackups', [['c0ffee00-0000-4000-8000-000000000001']], channels.tidyBackups],
    ['savePdf', ['Crew sheets', 'A4'], channels.savePdf],
  ] as const)('%s invokes its own channel with its arguments', async (name, args, channel) => {
    ipcRenderer.invoke.mockResolvedValueOnce('answer');
    const call = api[name] as (...all: readonly unknown[]) => Promise<unknown>;
    await expect(call(...args)).resolves.toBe('answer');
    expect(ipcRenderer.invoke).toHaveBeenCalledWith(channel, ...args);
  });

  it("rejects with main's message for the GM, without the prefix Electron adds", async () => {
    ipcRenderer.invoke.mockRejectedValueOnce(
      new Error("Error invoking remote method 'backup:read': Error: That backup no longer exists."),
    );
    await expect(api.readBackup('heistbox-c0ffee-2026-11-21T21-40-00-000Z.heistbox')).rejects.toThrow(
      /^That backup no longer exists\.$/,
    );
    ipcRenderer.invoke.mockRejectedValueOnce(
      new Error(
        "Error invoking remote method 'backup:write': TypeError: writeBackup: campaignId must be a string",
      ),
    );
    await expect(api.writeBackup('x', Uint8Array.of(0x1f, 0x8b))).rejects.toThrow(
      /^writeBackup: campaignId must be a string$/,
    );
  });

  it('passes menu commands to the listener, without the Electron event, until unsubscribed', () => {
    const listener = vi.fn<(command: MenuCommand) => void>();
    const unsubscribe = api.onMenuCommand(listener);
    ipcRenderer.emit(channels.menuCommand, { sender: 'secret' }, 'edit:undo');
    expect(listener).toHaveBeenCalledWith('edit:undo');
    expect(listener.mock.calls[0]).toHaveLength(1);
    unsubscribe();
    ipcRenderer.emit(channels.menuCommand, {}, 'edit:redo');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('drops a menu message that is not a known command', () => {
    const listener = vi.fn();
    const unsubscribe = api.onMenuCommand(listener);
    ipcRenderer.emit(channels.menuCommand, {}, 'shell:rm-rf');
    ipcRenderer.emit(channels.menuCommand, {}, { command: 'edit:undo' });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('answers quit-ready only after the before-quit listener has finished its backup', async () => {
    let finishBackup: () => void = () => undefined;
    const listener = vi.fn(() => new Promise<void>((resolve) => (finishBackup = resolve)));
    const unsubscribe = api.onBeforeQuit(listener);
    ipcRenderer.emit(channels.beforeQuit, {});
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ipcRenderer.send).not.toHaveBeenCalled();
    finishBackup();
    await settle();
    expect(ipcRenderer.send).toHaveBeenCalledWith(channels.quitReady);
    unsubscribe();
  });

  it('answers quit-ready even when a listener fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unsubscribe = api.onBeforeQuit(() => Promise.reject(new Error('disk full')));
    ipcRenderer.emit(channels.beforeQuit, {});
    await settle();
    expect(ipcRenderer.send).toHaveBeenCalledWith(channels.quitReady);
    expect(errors).toHaveBeenCalled();
    unsubscribe();
    errors.mockRestore();
  });

  it('answers quit-ready at once when nobody listens, and not for an unsubscribed listener', async () => {
    const listener = vi.fn(async () => undefined);
    api.onBeforeQuit(listener)();
    ipcRenderer.emit(channels.beforeQuit, {});
    await settle();
    expect(listener).not.toHaveBeenCalled();
    expect(ipcRenderer.send).toHaveBeenCalledWith(channels.quitReady);
  });
});
