import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contentSecurityPolicy,
  createAppRequestHandler,
  mimeTypeOf,
  registerAppScheme,
  setupProtocol,
} from '../../../electron/protocol.ts';
import { protocol, resetFakeElectron } from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

const secret = 'the vault combination';
let sandbox: string;
let serve: (request: Request) => Promise<Response>;

beforeAll(async () => {
  sandbox = await mkdtemp(path.join(os.tmpdir(), 'heistbox-protocol-'));
  const root = path.join(sandbox, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Heistbox</title>');
  await writeFile(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(path.join(root, 'assets', 'index-abc.css'), 'body{}');
  await writeFile(path.join(sandbox, 'secret.txt'), secret);
  await writeFile(path.join(sandbox, 'renderer-evil.txt'), secret);
  serve = createAppRequestHandler(root);
});

afterAll(() => rm(sandbox, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => serve(new Request(url, { method }));

describe('createAppRequestHandler', () => {
  it('serves index.html for the bare origin, as HTML, with the CSP header', async () => {
    const response = await get('app://heistbox/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Heistbox</title>');
  });

  it('serves assets with their MIME types and the CSP header', async () => {
    const script = await get('app://heistbox/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    const style = await get('app://heistbox/assets/index-abc.css?v=2');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(style.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  });

  it.each([
    'app://heistbox/..%2fsecret.txt',
    'app://heistbox/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://heistbox/..%5csecret.txt',
    'app://heistbox/%2e%2e%5c%2e%2e%5csecret.txt',
    'app://heistbox/index.html%00.png',
    'app://heistbox/C:%5cWindows%5cwin.ini',
    'app://heistbox/%E0%A4%A',
  ])('refuses the path traversal %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(secret);
  });

  it.each([
    'app://heistbox/assets/../../secret.txt',
    'app://heistbox/%2e%2e/secret.txt',
    'app://heistbox/.%2E/renderer-evil.txt',
  ])('keeps %s inside the root once URL parsing has resolved its dot segments', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(secret);
  });

  it.each([
    ['a missing file', 'app://heistbox/missing.js', 404],
    ['a folder', 'app://heistbox/assets', 404],
    ['another host', 'app://elsewhere/index.html', 404],
  ])('answers %s with an error status', async (_case, url, status) => {
    expect((await get(url)).status).toBe(status);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get('app://heistbox/index.html', 'POST')).status).toBe(405);
    const head = await get('app://heistbox/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('mimeTypeOf', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['app.JS', 'text/javascript; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['font.woff2', 'font/woff2'],
    ['data.json', 'application/json; charset=utf-8'],
    ['unknown.bin', 'application/octet-stream'],
    ['no-extension', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(mimeTypeOf(file)).toBe(type);
  });
});

describe('the app scheme', () => {
  beforeEach(() => resetFakeElectron());

  it('is registered standard, secure and fetch-enabled (IndexedDB needs a real origin)', () => {
    registerAppScheme();
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('is answered by protocol.handle', () => {
    setupProtocol();
    expect(protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it("sends the same CSP as the brief's index.html <meta>", () => {
    expect(contentSecurityPolicy).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'",
    );
  });
});
