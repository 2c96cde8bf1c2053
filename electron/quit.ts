/**
 * Quitting without losing the last minutes of work: before the app quits, main asks the renderer to
 * write a final backup and waits for its answer — at most a few seconds, so a hung page can never
 * keep the app from quitting.
 */
import { app, ipcMain } from 'electron';
import type { BrowserWindow, IpcMainEvent } from 'electron';
import { channels } from './ipc.ts';
import { getMainWindow, isTrustedSender } from './windows.ts';

/** How long main waits for the renderer's last backup before quitting anyway. */
export const quitTimeoutMs = 5_000;

/** How the wait ended. */
export type QuitWaitOutcome = 'ready' | 'timeout' | 'window-gone';

/**
 * Intercepts quitting: the first `before-quit` is cancelled, the renderer is asked for a last backup,
 * and the app quits for real once it answers (or after `quitTimeoutMs`). Closing a window also quits
 * through this path, so the close button backs up too. Call before any window is created.
 */
export function setupQuitFlow(): void {
  let phase: 'running' | 'waiting' | 'quitting' = 'running';
  const interceptQuit = (event: { preventDefault(): void }): void => {
    if (phase === 'quitting') return;
    event.preventDefault();
    if (phase === 'waiting') return;
    phase = 'waiting';
    void waitForRendererToFinish().then(() => {
      phase = 'quitting';
      app.quit();
    });
  };
  app.on('before-quit', interceptQuit);
  // Only the GM's window: closing the players' window (electron/players/player-window.ts) is not quitting.
  app.on('browser-window-created', (_event, window) =>
    window.on('close', (event) => {
      if (window === getMainWindow()) interceptQuit(event);
    }),
  );
}

/**
 * Sends the before-quit message to the main window and resolves when its page answers on the
 * quit-ready channel, when `timeoutMs` has passed, or when the window goes away first. Never rejects.
 */
export function waitForRendererToFinish(timeoutMs: number = quitTimeoutMs): Promise<QuitWaitOutcome> {
  const window = getMainWindow();
  if (window === null) return Promise.resolve('window-gone');
  return new Promise((resolve) => {
    const finish = (outcome: QuitWaitOutcome): void => {
      clearTimeout(timer);
      ipcMain.removeListener(channels.quitReady, onQuitReady);
      stopWatching(window, onGone);
      resolve(outcome);
    };
    const onQuitReady = (event: IpcMainEvent): void => {
      if (isTrustedSender(event)) finish('ready');
    };
    const onGone = (): void => finish('window-gone');
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    ipcMain.on(channels.quitReady, onQuitReady);
    window.once('closed', onGone);
    window.webContents.once('render-process-gone', onGone);
    window.webContents.send(channels.beforeQuit);
  });
}

function stopWatching(window: BrowserWindow, onGone: () => void): void {
  window.removeListener('closed', onGone);
  if (!window.isDestroyed()) window.webContents.removeListener('render-process-gone', onGone);
}
