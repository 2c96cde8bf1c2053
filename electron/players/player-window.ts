/**
 * The players' window: the crew's view on the GM's machine, on the second display when there is one. It runs in
 * its own in-memory session (no `persist:` partition), so it has no access to the GM's IndexedDB, and its own
 * preload gives it the wire messages and nothing else.
 */
import path from 'node:path';
import { BrowserWindow, app, screen, session } from 'electron';
import type { IpcMainEvent, Rectangle, Session } from 'electron';
import { appOrigin, isAppUrl, rendererRoot } from '../paths.ts';
import { createAppRequestHandler } from '../protocol.ts';
import { getMainWindow } from '../windows.ts';

/** The players' window's session: not `persist:`, so nothing it stores outlives it or meets the GM's. */
export const playerPartition = 'heistbox-players';
/** The page it opens. */
export const playerEntryUrl = `${appOrigin}/player.html`;

let playerWindow: BrowserWindow | null = null;
const preparedSessions = new WeakSet<Session>();

/** The players' window's preload (see scripts/build-electron.mjs). */
export function playerPreloadPath(): string {
  return path.join(app.getAppPath(), 'dist', 'electron', 'player-preload.cjs');
}

/**
 * The players' window's session, prepared once: the app's pages served from disk as for the GM's window, and
 * every permission denied.
 */
function playerSession(): Session {
  const partition = session.fromPartition(playerPartition);
  if (preparedSessions.has(partition)) return partition;
  partition.protocol.handle('app', createAppRequestHandler(rendererRoot()));
  partition.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  partition.setPermissionCheckHandler(() => false);
  preparedSessions.add(partition);
  return partition;
}

/** Where the window goes: a display other than the GM's window's, else beside it on the same. */
function placement(): Partial<Rectangle> {
  const main = getMainWindow();
  const mainDisplay =
    main === null ? screen.getPrimaryDisplay() : screen.getDisplayMatching(main.getBounds());
  const other = screen.getAllDisplays().find((display) => display.id !== mainDisplay.id);
  return other === undefined ? { width: 1024, height: 700 } : { ...other.workArea };
}

/**
 * Opens the players' window, or brings it forward when it is open. `onOpen` runs with the new window (main
 * attaches it to the hub); the window is loaded from `app://heistbox/player.html`.
 */
export function openPlayerWindow(onOpen: (window: BrowserWindow) => void): BrowserWindow {
  if (playerWindow !== null && !playerWindow.isDestroyed()) {
    playerWindow.show();
    playerWindow.focus();
    return playerWindow;
  }
  const onSecondDisplay = placement();
  const window = new BrowserWindow({
    title: 'Heistbox — players',
    ...onSecondDisplay,
    show: false,
    backgroundColor: '#17161c',
    autoHideMenuBar: true,
    webPreferences: {
      session: playerSession(),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      preload: playerPreloadPath(),
    },
  });
  playerWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (playerWindow === window) playerWindow = null;
  });
  onOpen(window);
  window
    .loadURL(playerEntryUrl)
    .catch((error: unknown) => console.error('Could not load the players’ page', error));
  return window;
}

/** The players' window, or null. */
export function getPlayerWindow(): BrowserWindow | null {
  return playerWindow !== null && !playerWindow.isDestroyed() ? playerWindow : null;
}

/** True only for a message from the players' window's top frame showing an app page. */
export function isPlayerWindowSender(event: IpcMainEvent): boolean {
  const window = getPlayerWindow();
  const frame = event.senderFrame;
  if (window === null || frame === null || event.sender !== window.webContents) return false;
  const top = window.webContents.mainFrame;
  return frame.processId === top.processId && frame.frameToken === top.frameToken && isAppUrl(frame.url);
}
