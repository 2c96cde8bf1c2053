import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FakeElectron from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

/** A fresh main process: main.ts runs its table of contents on import. */
async function startMain(hasLock: boolean) {
  vi.resetModules();
  // The module main.ts will see: vitest keeps the mocked `electron` across resetModules.
  const fake = (await import('electron')) as unknown as typeof FakeElectron;
  fake.resetFakeElectron('/users/gm/.config/heistbox-dev');
  fake.app.hasSingleInstanceLock = hasLock;
  await import('../../../electron/main.ts');
  await new Promise((resolve) => setTimeout(resolve, 0)); // let whenReady().then(onReady) run
  return fake;
}

describe('main', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('pins the app name and user-data folder before taking the single-instance lock', async () => {
    const { app } = await startMain(true);
    expect(app.setName).toHaveBeenCalledWith('Heistbox');
    expect(app.setPath).toHaveBeenCalledWith('userData', path.join('/users/gm/.config', 'Heistbox'));
    const pinned = app.setPath.mock.invocationCallOrder[0] ?? Infinity;
    expect(pinned).toBeLessThan(app.requestSingleInstanceLock.mock.invocationCallOrder[0] ?? -Infinity);
  });

  it('registers the scheme before ready, then serves it, guards, menus and opens the window', async () => {
    const { app, protocol, session, Menu, BrowserWindow, ipcMain } = await startMain(true);
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalled();
    expect(protocol.registerSchemesAsPrivileged.mock.invocationCallOrder[0]).toBeLessThan(
      app.whenReady.mock.invocationCallOrder[0] ?? -Infinity,
    );
    expect(app.enableSandbox).toHaveBeenCalled();
    expect(protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    expect(ipcMain.handlers.size).toBe(15); // 6 for files and backups, 1 to save a PDF, 8 for the players' screen
    expect(Menu.setApplicationMenu).toHaveBeenCalled();
    expect(BrowserWindow.created).toHaveLength(1);
    expect(app.listenerCount('before-quit')).toBe(1);
  });

  it('focuses the existing window when a second instance starts', async () => {
    const { app, BrowserWindow } = await startMain(true);
    app.emit('second-instance');
    expect(BrowserWindow.created[0]?.focus).toHaveBeenCalled();
  });

  it('quits at once, touching nothing, when another instance holds the lock', async () => {
    const { app, protocol, BrowserWindow } = await startMain(false);
    expect(app.quit).toHaveBeenCalled();
    expect(protocol.registerSchemesAsPrivileged).not.toHaveBeenCalled();
    expect(app.whenReady).not.toHaveBeenCalled();
    expect(BrowserWindow.created).toHaveLength(0);
  });
});
