import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  guardWebContents,
  isSafeExternalUrl,
  openExternalSafely,
  setupNavigationGuards,
  setupPermissionGuards,
} from '../../../electron/security.ts';
import { app, FakeWebContents, resetFakeElectron, session, shell } from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

type Guarded = Parameters<typeof guardWebContents>[0];

function guarded(): FakeWebContents {
  const contents = new FakeWebContents();
  guardWebContents(contents as unknown as Guarded);
  return contents;
}

/** Emits a navigation event the way Electron does (details first) and says whether it was blocked. */
function navigate(contents: FakeWebContents, event: 'will-navigate' | 'will-redirect', url: string): boolean {
  const details = { url, preventDefault: vi.fn() };
  contents.emit(event, details, url);
  return details.preventDefault.mock.calls.length > 0;
}

describe('guardWebContents', () => {
  beforeEach(() => resetFakeElectron());

  it.each(['will-navigate', 'will-redirect'] as const)('%s: blocks every other origin', (event) => {
    const contents = guarded();
    for (const url of [
      'https://evil.example/',
      'http://localhost:5173/',
      'file:///etc/passwd',
      'app://other/index.html',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(navigate(contents, event, url), url).toBe(true);
    }
  });

  it.each(['will-navigate', 'will-redirect'] as const)(
    '%s: lets the app move within its own origin',
    (event) => {
      expect(navigate(guarded(), event, 'app://heistbox/index.html#/warfare')).toBe(false);
    },
  );

  it('denies window.open, and hands an https link to the browser', () => {
    const contents = guarded();
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/rules' })).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledWith('https://example.com/rules');
  });

  it.each([
    'http://example.com/',
    'file:///C:/Windows/System32/calc.exe',
    'smb://host/share',
    'app://heistbox/',
  ])('denies window.open of %s without opening anything', (url) => {
    expect(guarded().windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('refuses to attach a <webview>', () => {
    const contents = guarded();
    const event = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe('setupNavigationGuards', () => {
  beforeEach(() => resetFakeElectron());

  it('forces the sandbox on and guards every web contents Electron creates', () => {
    setupNavigationGuards();
    expect(app.enableSandbox).toHaveBeenCalled();
    const contents = new FakeWebContents();
    app.emit('web-contents-created', {}, contents);
    expect(navigate(contents, 'will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });
});

describe('setupPermissionGuards', () => {
  beforeEach(() => resetFakeElectron());

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'persistent-storage'])(
    'denies a request for %s',
    (permission) => {
      setupPermissionGuards();
      const [handler] = session.defaultSession.setPermissionRequestHandler.mock.calls[0] as [
        (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
      ];
      const callback = vi.fn();
      handler({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    },
  );

  it('answers every permission check with no', () => {
    setupPermissionGuards();
    const [check] = session.defaultSession.setPermissionCheckHandler.mock.calls[0] as [
      (contents: unknown, permission: string, origin: string) => boolean,
    ];
    expect(check({}, 'media', 'app://heistbox')).toBe(false);
    expect(check({}, 'fullscreen', 'app://heistbox')).toBe(false);
  });
});

describe('openExternalSafely', () => {
  beforeEach(() => resetFakeElectron());

  it('opens an https URL in the browser', async () => {
    await expect(openExternalSafely('https://example.com/')).resolves.toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://example.com/');
  });

  it.each([
    'http://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'ms-settings:privacy',
    'HTTPS//missing-colon',
    '',
  ])('never hands %j to the operating system', async (url) => {
    await expect(openExternalSafely(url)).resolves.toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('accepts https in any letter case, as URL parsing does', () => {
    expect(isSafeExternalUrl('HTTPS://example.com/')).toBe(true);
  });
});
