/**
 * `app://heistbox/`: serves the built renderer from disk with the right MIME type and a strict
 * Content-Security-Policy, and refuses anything outside that folder.
 *
 * A custom standard, secure scheme (rather than `file://`) gives the page a real origin, so
 * IndexedDB, `fetch` and relative URLs behave as on the web.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { protocol } from 'electron';
import { contentSecurityPolicy, mimeTypeOf } from './page-policy.ts';
import { appHost, appScheme, rendererRoot } from './paths.ts';

export { contentSecurityPolicy, mimeTypeOf } from './page-policy.ts';

/**
 * Declares `app:` standard and secure (a real origin with IndexedDB, `fetch` allowed).
 * Electron only accepts this before the app is ready.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Answers `app:` requests from the built renderer folder. Call once the app is ready. */
export function setupProtocol(): void {
  protocol.handle(appScheme, createAppRequestHandler(rendererRoot()));
}

/**
 * The request handler behind `app://heistbox/`, serving files under `root`: `/` is `index.html`; a path
 * that leaves `root` (`..`, encoded or not), another host, or a non-GET method gets an error status and
 * no file content. Never throws: every failure is a response.
 */
export function createAppRequestHandler(root: string): (request: Request) => Promise<Response> {
  const resolvedRoot = path.resolve(root);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed');
    const url = new URL(request.url);
    if (url.host !== appHost) return textResponse(404, 'Not found');
    const filePath = resolveInside(resolvedRoot, url.pathname);
    if (filePath === null) return textResponse(403, 'Forbidden');
    try {
      if (!(await stat(filePath)).isFile()) return textResponse(404, 'Not found');
      const body = request.method === 'HEAD' ? null : await readFile(filePath);
      return new Response(body, { status: 200, headers: headersFor(mimeTypeOf(filePath)) });
    } catch {
      return textResponse(404, 'Not found');
    }
  };
}

/** The file a URL path names under `root`, or null when the path is malformed or escapes `root`. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (/[\0\\:]/.test(decoded)) return null; // NUL, Windows separators, drive letters and streams
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '..')) return null;
  const filePath = path.resolve(root, ...segments);
  const fromRoot = path.relative(root, filePath);
  if (fromRoot === '' || fromRoot.startsWith('..') || path.isAbsolute(fromRoot)) return null;
  return filePath;
}

function headersFor(contentType: string): Headers {
  return new Headers({
    'Content-Type': contentType,
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  });
}

function textResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: headersFor('text/plain; charset=utf-8') });
}
