/**
 * Heistbox's main process, as a table of contents: each step is one module. The order matters —
 * the user-data path before the single-instance lock (the lock lives there), the scheme and the
 * guards before the app is ready, everything else after.
 */
import { app } from 'electron';
import { setupIpc } from './ipc-handlers.ts';
import { setupMenu } from './menu.ts';
import { pinUserDataPath } from './paths.ts';
import { setupPlayers } from './players/main-players.ts';
import { registerAppScheme, setupProtocol } from './protocol.ts';
import { setupQuitFlow } from './quit.ts';
import { setupNavigationGuards, setupPermissionGuards } from './security.ts';
import { createMainWindow, focusMainWindow } from './windows.ts';

pinUserDataPath();

if (app.requestSingleInstanceLock()) {
  registerAppScheme();
  setupNavigationGuards();
  setupQuitFlow();
  app.on('second-instance', focusMainWindow);
  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(onReady)
    .catch((error: unknown) => {
      console.error('Heistbox could not start', error);
      app.exit(1);
    });
} else {
  // Another Heistbox is running: two instances cannot share the campaign database. It gets focus.
  app.quit();
}

function onReady(): void {
  setupProtocol();
  setupPermissionGuards();
  setupIpc();
  setupPlayers();
  setupMenu();
  createMainWindow();
}
