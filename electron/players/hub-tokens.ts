/**
 * The hub's tokens and join links: one random token per sharing session, and for each seat a token derived from
 * it (`HMAC-SHA256(token, audience)`), so one player's link opens neither another's nor the crew's. Compared in
 * constant time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A fresh session token: 144 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The token of `audience`'s links: the session token for the crew, HMAC(token, audience) for a seat. */
export function audienceToken(token: string, audience: string): string {
  if (audience === 'crew') return token;
  return createHmac('sha256', token).update(audience).digest('base64url').slice(0, 32);
}

/** True when `given` is `audience`'s token in this session (compared in constant time). */
export function tokenMatches(token: string, given: string | null, audience: string): boolean {
  if (given === null) return false;
  const expected = Buffer.from(audienceToken(token, audience));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The hosts of the join links: every LAN address and localhost when bound to all, else the one bound. */
export function joinHosts(host: string, addresses: () => readonly string[]): readonly string[] {
  if (host === '0.0.0.0' || host === '::') return [...addresses(), 'localhost'];
  return [host];
}

/** `audience`'s join link on `host:port`: the page, its token and (for a seat) its audience in the query. */
export function joinLink(host: string, port: number, token: string, audience: string): string {
  const query = audience === 'crew' ? '' : `&a=${encodeURIComponent(audience)}`;
  return `http://${host}:${port}/?t=${audienceToken(token, audience)}${query}`;
}

/** A browser's WebSocket from another site's page carries that site's Origin: refused. Tools send none. */
export function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return URL.canParse(origin) && new URL(origin).host === request.headers.host;
}
