import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  guardWebContents,
  externalLinkOrigins,
  isAllowedExternalUrl,
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

  it.each([
    'https://example.com/rules',
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

/** A list for the tests: the app's own list is empty today (Heistbox links to no site). */
const allowed = ['https://allowed.example', 'https://docs.allowed.example'] as const;

describe('isAllowedExternalUrl', () => {
  it.each([
    ['https://allowed.example/', true],
    ['https://allowed.example', true],
    ['https://allowed.example/rules?page=2#drop', true],
    ['HTTPS://ALLOWED.EXAMPLE/Rules', true],
    ['https://allowed.example:443/', true],
    ['https://docs.allowed.example/guide', true],
    ['https://evil.example/?x=allowed.example', false],
    ['https://evil.example/https://allowed.example/', false],
    ['https://evil.example#https://allowed.example', false],
    ['https://allowed.example.evil.example/', false],
    ['https://evilallowed.example/', false],
    ['https://sub.allowed.example/', false],
    ['https://allowed.example./', false],
    ['https://allowed.example@evil.example/', false],
    ['https://user:secret@allowed.example/', false],
    ['https://user@allowed.example/', false],
    ['https://evil.example\\@allowed.example/', false],
    ['https://allowed.example:8443/', false],
    ['https://allowed.example:80/', false],
    ['https://allowed.example:0/', false],
    ['http://allowed.example/', false],
    ['wss://allowed.example/', false],
    ['ftp://allowed.example/', false],
    ['//allowed.example/', false],
    ['allowed.example', false],
    ['file:///etc/passwd', false],
    ['file://allowed.example/share', false],
    ['javascript:alert(1)//https://allowed.example', false],
    ['ms-settings:privacy', false],
    ['app://heistbox/index.html', false],
    ['', false],
  ])('%j → %s', (url, expected) => {
    expect(isAllowedExternalUrl(url, allowed)).toBe(expected);
  });

  it('allows nothing with the app’s own list: Heistbox links to no site today', () => {
    expect(externalLinkOrigins).toEqual([]);
    expect(isAllowedExternalUrl('https://example.com/')).toBe(false);
  });

  it('lists every site the renderer and the README link to, and no other', () => {
    const linked = new Set(linkedOrigins());
    expect([...externalLinkOrigins].sort()).toEqual([...linked].sort());
  });

  it('holds only https origins as URL parsing writes them (no path, port or userinfo)', () => {
    for (const origin of externalLinkOrigins) expect(new URL(origin).origin).toBe(origin);
  });
});

describe('openExternalSafely', () => {
  beforeEach(() => resetFakeElectron());

  it('hands a link on the allow-list to the browser, as URL parsing normalizes it', async () => {
    await expect(openExternalSafely('HTTPS://Allowed.Example:443/rules', allowed)).resolves.toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://allowed.example/rules');
  });

  it.each([
    'https://example.com/',
    'https://evil.example/?x=allowed.example',
    'https://allowed.example.evil.example/',
    'https://allowed.example@evil.example/',
    'https://allowed.example:8443/',
    'http://allowed.example/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'ms-settings:privacy',
    'HTTPS//missing-colon',
    '',
  ])('never hands %j to the operating system, and logs the refusal', async (url) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(openExternalSafely(url, allowed)).resolves.toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Refused to open a link'));
    warn.mockRestore();
  });
});

/** The https origins linked from the renderer's sources and the README. */
function linkedOrigins(): string[] {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const files = [path.join(root, 'README.md'), ...sourceFiles(path.join(root, 'renderer'))];
  const origins: string[] = [];
  for (const file of files) {
    for (const [url] of readFileSync(file, 'utf8').matchAll(/https:\/\/[^\s"'`<>)\]]+/g)) {
      if (URL.canParse(url)) origins.push(new URL(url).origin);
    }
  }
  return origins;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(svelte|ts|html|css|md|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
