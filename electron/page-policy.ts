/**
 * What every page Heistbox serves is sent with, whoever serves it: the strict Content-Security-Policy and the MIME
 * type of each file. One home for both, so the GM's page (`app://heistbox`, protocol.ts) and the players' page on
 * the LAN (players/hub-http.ts) can never drift apart. Plain Node: the hub imports it without Electron.
 */
import path from 'node:path';

/** Sent with every page and asset; renderer/index.html repeats it in a `<meta>` for `npm run web`. */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

const mimeTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

/** The MIME type a file is served with, from its extension; unknown ones are opaque bytes. */
export function mimeTypeOf(filePath: string): string {
  return mimeTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}
