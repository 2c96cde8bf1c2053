/**
 * Main's part in the players' screen: it hosts the hub (electron/players/hub.ts), answers the GM's window's
 * requests (each from the GM's page only, its arguments checked), feeds the players' window the crew's wire
 * messages, and ends every screen's session cleanly when the app quits. Main keeps no game state: the views
 * arrive already redacted by core in the GM's renderer.
 */
import { app, ipcMain } from 'electron';
import type { BrowserWindow } from 'electron';
import { rendererRoot } from '../paths.ts';
import { getMainWindow, isTrustedSender } from '../windows.ts';
import type { PlayersStatus } from './api.ts';
import { createPlayerHub } from './hub.ts';
import type { PlayerHub } from './hub.ts';
import { playerHelloChannel, playerMessageChannel, playersChannels, playersStatusChannel } from './ipc.ts';
import { parsePlayersArgs } from './payloads.ts';
import type { PlayersArgs, PlayersRequest } from './payloads.ts';
import { isPlayerWindowSender, openPlayerWindow } from './player-window.ts';

/** How long quitting waits for the screens' byes to go out. */
const stopTimeoutMs = 1_000;

/** Creates the hub and registers the players' IPC. Call once, when the app is ready. */
export function setupPlayers(hub: PlayerHub = createPlayerHub({ pageRoot: rendererRoot() })): PlayerHub {
  handle('start', ([options]) => hub.start(options));
  handle('stop', () => hub.stop());
  handle('status', async () => hub.status());
  handle('publish', async ([views]) => {
    hub.publish(views);
  });
  handle('setBlank', async ([blank]) => hub.setBlank(blank));
  handle('drop', async ([clientId]) => hub.drop(clientId));
  handle('rotateToken', async () => hub.rotateToken());
  handle('openWindow', async () => {
    openPlayerWindow((window) => feedWindow(hub, window));
  });
  hub.onStatus((status: PlayersStatus) => getMainWindow()?.webContents.send(playersStatusChannel, status));
  stopOnQuit(hub);
  return hub;
}

/** Sends the players' window the crew's wire messages; its hellos (a snapshot first) come on their channel. */
function feedWindow(hub: PlayerHub, window: BrowserWindow): void {
  const contents = window.webContents;
  const local = hub.attachLocal('crew', (message) => {
    if (!contents.isDestroyed()) contents.send(playerMessageChannel, message);
  });
  const onHello = (event: Electron.IpcMainEvent, rev: unknown): void => {
    if (!isPlayerWindowSender(event)) return;
    local.hello(typeof rev === 'number' && Number.isSafeInteger(rev) && rev >= 0 ? rev : null);
  };
  ipcMain.on(playerHelloChannel, onHello);
  window.once('closed', () => {
    local.detach();
    ipcMain.removeListener(playerHelloChannel, onHello);
  });
}

/**
 * Answers request `name` with `run`, only for the GM's page and only with arguments that parse; the renderer's
 * promise rejects with "unknown sender" or the parse error otherwise, and `run` is never called.
 */
function handle<K extends PlayersRequest>(name: K, run: (args: PlayersArgs[K]) => Promise<unknown>): void {
  ipcMain.handle(playersChannels[name], async (event, ...args: unknown[]) => {
    if (!isTrustedSender(event)) {
      console.warn(
        `Refused ${playersChannels[name]} from an unknown sender: ${event.senderFrame?.url ?? 'no frame'}`,
      );
      throw new Error('unknown sender');
    }
    return run(parsePlayersArgs(name, args));
  });
}

/** When the app quits, every screen gets its `bye` and the port is freed first (for a second at most). */
function stopOnQuit(hub: PlayerHub): void {
  let stopped = false;
  app.on('will-quit', (event) => {
    if (stopped || !hub.status().on) return;
    event.preventDefault();
    stopped = true;
    const timeout = new Promise((resolve) => setTimeout(resolve, stopTimeoutMs));
    void Promise.race([hub.stop(), timeout]).finally(() => app.quit());
  });
}
