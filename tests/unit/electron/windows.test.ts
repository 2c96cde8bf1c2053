import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMainWindow,
  focusMainWindow,
  getMainWindow,
  isTrustedSender,
} from '../../../electron/windows.ts';
import { BrowserWindow, FakeWebContents, ipcEvent, resetFakeElectron } from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

type Event = Parameters<typeof isTrustedSender>[0];
const asEvent = (event: ReturnType<typeof ipcEvent>) => event as unknown as Event;

function openWindow(): BrowserWindow {
  createMainWindow();
  const window = BrowserWindow.created.at(-1);
  if (window === undefined) throw new Error('no window was created');
  return window;
}

describe('createMainWindow', () => {
  beforeEach(() => resetFakeElectron());

  it('creates the window with every security setting locked down', () => {
    const { webPreferences } = openWindow().options;
    expect(webPreferences).toMatchObject({
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
    });
    expect(webPreferences).not.toHaveProperty('enableBlinkFeatures');
  });

  it('uses the bundled CommonJS preload', () => {
    expect(openWindow().options.webPreferences?.preload).toMatch(
      new RegExp(`dist\\${path.sep}electron\\${path.sep}preload\\.cjs$`),
    );
  });

  it('loads the page from app://heistbox and shows the window once it is ready', () => {
    const window = openWindow();
    expect(window.loadURL).toHaveBeenCalledWith('app://heistbox/index.html');
    expect(window.show).not.toHaveBeenCalled();
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalled();
  });

  it('forgets the window once it is closed', () => {
    const window = openWindow();
    expect(getMainWindow()).toBe(window);
    window.destroy();
    expect(getMainWindow()).toBeNull();
  });

  it('restores and focuses a minimized window when asked (a second instance was started)', () => {
    const window = openWindow();
    window.minimized = true;
    focusMainWindow();
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });
});

describe('isTrustedSender', () => {
  beforeEach(() => resetFakeElectron());

  it("trusts the main window's top frame on app://heistbox", () => {
    const window = openWindow();
    expect(isTrustedSender(asEvent(ipcEvent(window.webContents)))).toBe(true);
  });

  it('does not trust another web contents', () => {
    openWindow();
    expect(isTrustedSender(asEvent(ipcEvent(new FakeWebContents())))).toBe(false);
  });

  it('does not trust a subframe of the main window', () => {
    const window = openWindow();
    expect(isTrustedSender(asEvent(ipcEvent(window.webContents, { frameToken: 'iframe' })))).toBe(false);
  });

  it.each(['https://evil.example/', 'file:///etc/passwd', 'app://other/index.html', 'about:blank'])(
    'does not trust the main frame once it shows %s',
    (url) => {
      const window = openWindow();
      expect(isTrustedSender(asEvent(ipcEvent(window.webContents, { url })))).toBe(false);
    },
  );

  it('does not trust an event without a frame (the frame was already gone)', () => {
    const window = openWindow();
    expect(isTrustedSender(asEvent(ipcEvent(window.webContents, null)))).toBe(false);
  });

  it('trusts nobody once the window is closed', () => {
    const window = openWindow();
    window.destroy();
    expect(isTrustedSender(asEvent(ipcEvent(window.webContents)))).toBe(false);
  });
});
