/**
 * The hub's plain HTTP side: the built player page and its assets, with a strict Content-Security-Policy and no
 * remote content, and nothing else of the app (not the GM's page). Also the machine's LAN addresses for the
 * join links.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, mimeTypeOf } from '../page-policy.ts';

/** The files a player's browser may fetch: the page, its assets and the icon. */
function isServed(relative: string): boolean {
  return relative === 'player.html' || relative === 'favicon.svg' || /^assets\/[\w.-]+$/.test(relative);
}

/**
 * The request handler for everything but the live channel's upgrade: `/` and `/player.html` are the page, files
 * under `/assets/` its code; `/live` without an upgrade answers whether a link's token is good (426: it is, 401:
 * it is not) so a screen can tell a dead link from a lost network. Anything else is 404; only GET and HEAD.
 */
export function pageRequestHandler(
  pageRoot: string | null,
  tokenOk: (token: string | null, audience: string) => boolean,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    respond(request, response, pageRoot, tokenOk).catch(() => send(response, 500, 'Server error'));
  };
}

async function respond(
  request: IncomingMessage,
  response: ServerResponse,
  pageRoot: string | null,
  tokenOk: (token: string | null, audience: string) => boolean,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'Method not allowed');
  const url = new URL(request.url ?? '/', 'http://hub');
  if (url.pathname === '/live') {
    const good = tokenOk(url.searchParams.get('t'), url.searchParams.get('a') ?? 'crew');
    return send(response, good ? 426 : 401, good ? 'Upgrade required' : 'This link is no longer valid');
  }
  const relative = url.pathname === '/' ? 'player.html' : url.pathname.replace(/^\/+/, '');
  if (pageRoot === null || !isServed(relative)) return send(response, 404, 'Not found');
  const file = path.join(pageRoot, ...relative.split('/'));
  const found = await stat(file).catch(() => null);
  if (found === null || !found.isFile()) {
    const missing =
      relative === 'player.html' ? 'The player page is not built: npm run build:renderer' : 'Not found';
    return send(response, 404, missing);
  }
  const body = await readFile(file);
  response.writeHead(200, {
    ...securityHeaders,
    'Content-Type': mimeTypeOf(file),
    'Content-Length': body.byteLength,
    'Cache-Control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer', // the page's address carries the token
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

function send(response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    ...securityHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

/** This machine's IPv4 addresses on its networks (not loopback), for the join links. */
export function lanAddresses(): readonly string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
}
