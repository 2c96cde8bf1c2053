import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPlayerView } from '../../../core/player/types.ts';
import type { ServerMessage } from '../../../core/player/wire.ts';
import type { PlayerWindowApi } from '../../../electron/players/api.ts';
import { createPlayerHub } from '../../../electron/players/hub.ts';
import type { PlayerHub } from '../../../electron/players/hub.ts';
import {
  playerHelloChannel,
  playerMessageChannel,
  playersChannels,
  playersStatusChannel,
} from '../../../electron/players/ipc.ts';
import { setupPlayers } from '../../../electron/players/main-players.ts';
import { getPlayerWindow } from '../../../electron/players/player-window.ts';
import { createMainWindow } from '../../../electron/windows.ts';
import {
  BrowserWindow,
  app,
  contextBridge,
  displays,
  invokeFromRenderer,
  ipcEvent,
  ipcMain,
  ipcRenderer,
  resetFakeElectron,
  session,
} from './fake-electron.ts';
import type { FakeWebContents } from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

/** A real (empty) player view, told apart by its campaign name. */
const view = (fields: { round?: number; sheet?: string }) => ({
  ...emptyPlayerView(false),
  campaign: fields.sheet ?? `Round ${fields.round ?? 0}`,
});

let hub: PlayerHub;
let gm: BrowserWindow;

beforeEach(() => {
  getPlayerWindow()?.destroy(); // the module keeps its window between tests, as main does between opens
  resetFakeElectron();
  createMainWindow();
  gm = BrowserWindow.created.at(-1) as BrowserWindow;
  hub = setupPlayers(createPlayerHub({ pageRoot: null }));
});

const fromGm = () => ipcEvent(gm.webContents);

async function openPlayers(): Promise<BrowserWindow> {
  await invokeFromRenderer(playersChannels.openWindow, fromGm());
  const window = BrowserWindow.created.at(-1);
  if (window === undefined || window === gm) throw new Error('no players’ window');
  window.webContents.mainFrame = { url: 'app://heistbox/player.html', processId: 9, frameToken: 'players' };
  return window;
}

/** Plays the players' window's preload saying hello; returns what main sends it. */
function sentTo(window: BrowserWindow): ServerMessage[] {
  return window.webContents.send.mock.calls
    .filter(([channel]) => channel === playerMessageChannel)
    .map(([, message]) => message as ServerMessage);
}

function helloFrom(contents: FakeWebContents): void {
  ipcMain.emit(playerHelloChannel, ipcEvent(contents), null);
}

describe('the players’ IPC', () => {
  it('answers only the GM’s page, and never calls the hub for another sender', async () => {
    const publish = vi.spyOn(hub, 'publish');
    const players = await openPlayers();
    for (const event of [ipcEvent(players.webContents), ipcEvent(gm.webContents, { frameToken: 'iframe' })]) {
      await expect(invokeFromRenderer(playersChannels.publish, event, { crew: view({}) })).rejects.toThrow(
        'unknown sender',
      );
    }
    expect(publish).not.toHaveBeenCalled();
  });

  it('refuses arguments that do not fit, naming the request and the field, and changes nothing', async () => {
    const publish = vi.spyOn(hub, 'publish');
    await expect(
      invokeFromRenderer(playersChannels.publish, fromGm(), { crew: { secret: 1 } }),
    ).rejects.toThrow(/^players\.publish: the view for crew is not a player view \(format: .+\)$/);
    await expect(
      invokeFromRenderer(playersChannels.publish, fromGm(), { 'gm-notes': view({}) }),
    ).rejects.toThrow(/"crew" or "seat:<character id>"/);
    await expect(
      invokeFromRenderer(playersChannels.publish, fromGm(), {
        crew: { ...view({}), campaign: 'x'.repeat(5_000_000) },
      }),
    ).rejects.toThrow(/at most/);
    await expect(invokeFromRenderer(playersChannels.start, fromGm(), { port: 70_000 })).rejects.toThrow(
      'players.start: port must be 0–65535',
    );
    await expect(invokeFromRenderer(playersChannels.setBlank, fromGm(), 'yes')).rejects.toThrow(
      'players.setBlank: blank must be true or false',
    );
    expect(publish).not.toHaveBeenCalled();
    expect(hub.status()).toMatchObject({ on: false, blank: false });
  });

  it('publishes, blanks and reports the status to the GM’s window', async () => {
    await invokeFromRenderer(playersChannels.publish, fromGm(), { crew: view({ round: 1 }) });
    const status = await invokeFromRenderer(playersChannels.setBlank, fromGm(), true);
    expect(status).toMatchObject({ blank: true, on: false });
    expect(gm.webContents.send).toHaveBeenCalledWith(
      playersStatusChannel,
      expect.objectContaining({ blank: true }),
    );
  });
});

describe('the players’ window', () => {
  it('is locked down, in its own session that is not persisted, with its own preload', async () => {
    const players = await openPlayers();
    const { webPreferences } = players.options;
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
    expect(webPreferences?.preload).toMatch(
      new RegExp(`dist\\${path.sep}electron\\${path.sep}player-preload\\.cjs$`),
    );
    expect(session.fromPartition).toHaveBeenCalledWith('heistbox-players');
    expect(session.fromPartition.mock.calls.every(([name]) => !String(name).startsWith('persist:'))).toBe(
      true,
    );
    const own = session.fromPartition('heistbox-players');
    expect(webPreferences?.session).toBe(own);
    expect(own.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    const deny = vi.fn();
    (own.setPermissionRequestHandler.mock.calls[0]?.[0] as (...args: unknown[]) => void)(null, 'media', deny);
    expect(deny).toHaveBeenCalledWith(false);
    expect(players.loadURL).toHaveBeenCalledWith('app://heistbox/player.html');
  });

  it('opens on the second display when there is one, and comes forward when asked again', async () => {
    displays.push({ id: 2, workArea: { x: 1920, y: 0, width: 1280, height: 720 } });
    const players = await openPlayers();
    expect(players.options).toMatchObject({ x: 1920, y: 0, width: 1280, height: 720 });
    await invokeFromRenderer(playersChannels.openWindow, fromGm());
    expect(BrowserWindow.created.filter((window) => window !== gm)).toHaveLength(1);
    expect(players.focus).toHaveBeenCalled();
  });

  it('gets the crew’s view and its changes only, never a seat’s, and only after its own hello', async () => {
    await invokeFromRenderer(playersChannels.publish, fromGm(), {
      crew: view({ round: 1 }),
      'seat:vex': view({ sheet: 'Vex’s true name: Lady Ashcombe' }),
    });
    const players = await openPlayers();
    helloFrom(gm.webContents); // not the players' window: ignored
    expect(sentTo(players)).toEqual([]);
    helloFrom(players.webContents);
    await invokeFromRenderer(playersChannels.publish, fromGm(), {
      crew: view({ round: 2 }),
      'seat:vex': view({ sheet: 'Vex’s true name: Lady Ashcombe, again' }),
    });
    const messages = sentTo(players);
    expect(messages.map((message) => message.kind)).toEqual(['snapshot', 'patch']);
    expect(JSON.stringify(messages)).not.toContain('Ashcombe');
    players.destroy();
    await invokeFromRenderer(playersChannels.publish, fromGm(), { crew: view({ round: 3 }) });
    expect(sentTo(players)).toHaveLength(2);
  });

  it('closing it does not quit the app', async () => {
    const players = await openPlayers();
    const event = { defaultPrevented: false, preventDefault: vi.fn() };
    players.emit('close', event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(app.quit).not.toHaveBeenCalled();
  });
});

describe('quitting while sharing', () => {
  it('ends every screen’s session before the app quits', async () => {
    await hub.start({ host: '127.0.0.1', port: 0 });
    const stop = vi.spyOn(hub, 'stop');
    const event = { preventDefault: vi.fn() };
    app.emit('will-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(stop).toHaveBeenCalled();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
    expect(hub.status().on).toBe(false);
  });
});

describe('the players’ preload', () => {
  it('exposes only onMessage, which says hello and forwards main’s messages until unsubscribed', async () => {
    vi.resetModules();
    await import('../../../electron/player-preload.ts');
    const [name, api] = contextBridge.exposeInMainWorld.mock.calls.at(-1) as [string, PlayerWindowApi];
    expect(name).toBe('heistboxPlayer');
    expect(Object.keys(api)).toEqual(['onMessage']);
    const got: unknown[] = [];
    const stop = api.onMessage((message) => got.push(message));
    expect(ipcRenderer.send).toHaveBeenCalledWith(playerHelloChannel, null);
    ipcRenderer.emit(playerMessageChannel, {}, { kind: 'bye', reason: 'stopped' });
    stop();
    ipcRenderer.emit(playerMessageChannel, {}, { kind: 'bye', reason: 'dropped' });
    expect(got).toEqual([{ kind: 'bye', reason: 'stopped' }]);
  });
});
