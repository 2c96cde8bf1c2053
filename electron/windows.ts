/**
 * The one Heistbox window: created locked down, loaded from `app://heistbox`, and the only web
 * contents IPC answers.
 */
import { BrowserWindow } from 'electron';
import type { IpcMainEvent, IpcMainInvokeEvent } from 'electron';
import { appEntryUrl, appName, isAppUrl, preloadPath } from './paths.ts';

let mainWindow: BrowserWindow | null = null;

/**
 * Opens the main window. The web preferences are written inline (not built by a helper) so that
 * reviewers and Electronegativity see every security setting where the window is made.
 */
export function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    title: appName,
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: '#17161c',
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick', // a middle-click must not open a link in a new window
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      preload: preloadPath(),
    },
  });
  mainWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  window.loadURL(appEntryUrl).catch((error: unknown) => console.error('Could not load the app page', error));
  return window;
}

/** The main window, or null before it is created and after it closed. */
export function getMainWindow(): BrowserWindow | null {
  return mainWindow !== null && !mainWindow.isDestroyed() ? mainWindow : null;
}

/** Brings the main window to the front (restoring it if minimized); does nothing without one. */
export function focusMainWindow(): void {
  const window = getMainWindow();
  if (window === null) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/**
 * True only when an IPC message comes from the main window's top frame showing `app://heistbox`:
 * not from another window, an iframe, or a page that somehow navigated elsewhere.
 */
export function isTrustedSender(event: IpcMainEvent | IpcMainInvokeEvent): boolean {
  const window = getMainWindow();
  const frame = event.senderFrame;
  if (window === null || frame === null || event.sender !== window.webContents) return false;
  const top = window.webContents.mainFrame;
  return frame.processId === top.processId && frame.frameToken === top.frameToken && isAppUrl(frame.url);
}
