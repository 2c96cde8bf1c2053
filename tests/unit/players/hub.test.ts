import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPlayerView } from '../../../core/player/types.ts';
import { receive } from '../../../core/player/wire.ts';
import type { JsonValue, Received, ServerMessage } from '../../../core/player/wire.ts';
import { createPlayerHub } from '../../../electron/players/hub.ts';
import type { HubLimits, PlayerHub } from '../../../electron/players/hub.ts';
import { liveUrl, openScreen, pause, upgradeStatus } from './hub-clients.ts';
import type { TestScreen } from './hub-clients.ts';

const hubs: PlayerHub[] = [];
const screens: TestScreen[] = [];

afterEach(async () => {
  for (const screen of screens.splice(0)) screen.socket.terminate();
  for (const hub of hubs.splice(0)) await hub.stop();
});

function view(fields: Record<string, JsonValue>): JsonValue {
  return { format: 'heistbox-player-view', version: 1, blank: false, ...fields };
}

async function startHub(limits: Partial<HubLimits> = {}, pageRoot: string | null = null): Promise<PlayerHub> {
  const hub = createPlayerHub({ pageRoot, limits, addresses: () => ['192.0.2.7'] });
  hubs.push(hub);
  await hub.start({ host: '127.0.0.1', port: 0 });
  return hub;
}

function crewLive(hub: PlayerHub): string {
  const link = hub.status().urls[0];
  if (link === undefined) throw new Error('no join link');
  return liveUrl(link);
}

async function join(url: string, rev: number | null = null): Promise<TestScreen> {
  const screen = await openScreen(url);
  screens.push(screen);
  screen.hello(rev);
  return screen;
}

/** Plays every message a screen got, as the page does, and returns what it shows. */
function shown(messages: readonly ServerMessage[]): Received | null {
  let held: Received | null = null;
  for (const message of messages) {
    const step = receive(held, message);
    if (step.kind !== 'view') throw new Error(`the screen could not follow: ${step.kind}`);
    held = step.received;
  }
  return held;
}

describe('the players’ hub: joining', () => {
  it('gives a late joiner the current view at once, then patches that keep it in step', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({ round: 1 }) });
    const screen = await join(crewLive(hub));
    expect(await screen.next()).toMatchObject({ kind: 'snapshot', view: view({ round: 1 }) });
    hub.publish({ crew: view({ round: 2, alarm: 'quiet' }) });
    expect(await screen.next()).toMatchObject({ kind: 'patch' });
    expect(shown(screen.messages)?.view).toEqual(view({ round: 2, alarm: 'quiet' }));
  });

  it('lists the join links (LAN addresses and the bound one) and who is connected', async () => {
    const hub = createPlayerHub({ pageRoot: null, addresses: () => ['192.0.2.7'] });
    hubs.push(hub);
    const status = await hub.start({ port: 0 });
    expect(status.urls.map((url) => new URL(url).hostname)).toEqual(['192.0.2.7', 'localhost']);
    const heard: number[] = [];
    hub.onStatus((next) => heard.push(next.clients.length));
    const screen = await join(liveUrl(status.urls[1] ?? ''));
    await screen.next();
    expect(hub.status().clients).toEqual([
      { id: expect.any(String), audience: 'crew', address: '127.0.0.1', since: expect.any(Number) },
    ]);
    expect(heard).toContain(1);
  });

  it('catches a reconnecting screen up from its number, or sends a snapshot when it is too old', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({ round: 1 }) });
    const first = await join(crewLive(hub));
    const snapshot = await first.next();
    if (snapshot.kind !== 'snapshot') throw new Error('expected a snapshot');
    first.socket.close();
    await first.closed;
    hub.publish({ crew: view({ round: 2 }) });
    hub.publish({ crew: view({ round: 3 }) });
    const back = await join(crewLive(hub), snapshot.rev);
    const caughtUp = await back.next();
    expect(caughtUp).toMatchObject({ kind: 'patch', base: snapshot.rev, rev: snapshot.rev + 2 });
    expect(shown([snapshot, caughtUp])?.view).toEqual(view({ round: 3 }));
    const stranger = await join(crewLive(hub), 12345);
    expect(await stranger.next()).toMatchObject({ kind: 'snapshot', view: view({ round: 3 }) });
  });

  it('gives a screen of an audience with nothing published the empty view', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({ round: 1 }), 'seat:vex': view({ sheet: 'Vex' }) });
    const seat = hub.status().seatUrls['seat:vex']?.[0] ?? '';
    const screen = await join(liveUrl(seat));
    expect(await screen.next()).toMatchObject({ view: view({ sheet: 'Vex' }) });
    hub.publish({ crew: view({ round: 1 }) }); // the table went back to "all sheets"
    await screen.next();
    expect(shown(screen.messages)?.view).toEqual(emptyPlayerView(false));
  });
});

describe('the players’ hub: tokens', () => {
  it('refuses a connection without the current token, or with the crew token for a seat', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({}), 'seat:vex': view({}), 'seat:mara': view({}) });
    const crew = new URL(crewLive(hub));
    const base = `ws://${crew.host}/live`;
    expect(await upgradeStatus(`${base}`)).toBe(401);
    expect(await upgradeStatus(`${base}?t=nope`)).toBe(401);
    expect(await upgradeStatus(`${base}?t=${crew.searchParams.get('t')}&a=seat:vex`)).toBe(401);
    expect(await upgradeStatus(crew.href)).toBe(101);
  });

  it('gives each seat its own token: one seat’s link does not open another’s', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({}), 'seat:vex': view({ mine: 'vex' }), 'seat:mara': view({ mine: 'mara' }) });
    const vex = new URL(liveUrl(hub.status().seatUrls['seat:vex']?.[0] ?? ''));
    const mara = new URL(liveUrl(hub.status().seatUrls['seat:mara']?.[0] ?? ''));
    expect(vex.searchParams.get('t')).not.toBe(mara.searchParams.get('t'));
    const forged = new URL(vex.href);
    forged.searchParams.set('a', 'seat:mara');
    expect(await upgradeStatus(forged.href)).toBe(401);
    const screen = await join(vex.href);
    expect(await screen.next()).toMatchObject({ view: { mine: 'vex' } });
  });

  it('ends every screen when the token changes, and refuses the old token after', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({}) });
    const old = crewLive(hub);
    const screen = await join(old);
    await screen.next();
    const status = hub.rotateToken();
    expect(await screen.next()).toEqual({ kind: 'bye', reason: 'token-changed' });
    expect(await screen.closed).toBe(1000);
    expect(status.clients).toEqual([]);
    expect(await upgradeStatus(old)).toBe(401); // a replayed old token
    expect(await upgradeStatus(crewLive(hub))).toBe(101);
  });

  it('answers a plain request to /live with whether the link’s token is good', async () => {
    const hub = await startHub();
    const live = new URL(crewLive(hub).replace('ws:', 'http:'));
    expect((await fetch(live)).status).toBe(426);
    live.searchParams.set('t', 'old');
    expect((await fetch(live)).status).toBe(401);
  });

  it('refuses a WebSocket opened by another site’s page', async () => {
    const hub = await startHub();
    expect(await upgradeStatus(crewLive(hub), { Origin: 'http://evil.example' })).toBe(403);
    const own = new URL(crewLive(hub));
    expect(await upgradeStatus(own.href, { Origin: `http://${own.host}` })).toBe(101);
  });
});

describe('the players’ hub: blank', () => {
  it('sends only the blank view while blank, nothing of the real one, and the real one after', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({ scene: 'The Gilded Vault' }) });
    const screen = await join(crewLive(hub));
    await screen.next();
    hub.setBlank(true);
    await screen.next();
    hub.publish({ crew: view({ scene: 'The Gilded Vault', secretRound: 'Hidden Cellar' }) });
    const late = await join(crewLive(hub));
    await late.next();
    expect(shown(screen.messages)?.view).toEqual(emptyPlayerView(true));
    expect(shown(late.messages)?.view).toEqual(emptyPlayerView(true));
    expect(late.frames.join('\n')).not.toContain('Hidden Cellar');
    expect(screen.frames.slice(1).join('\n')).not.toContain('Hidden Cellar');
    expect(hub.setBlank(false).blank).toBe(false);
    await late.next();
    expect(shown(late.messages)?.view).toEqual(
      view({ scene: 'The Gilded Vault', secretRound: 'Hidden Cellar' }),
    );
  });
});

describe('the players’ hub: hostile screens', () => {
  it('closes a screen that sends a frame over 1 KB, and keeps serving the others', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({ round: 1 }) });
    const good = await join(crewLive(hub));
    await good.next();
    const hostile = await join(crewLive(hub));
    await hostile.next();
    hostile.socket.send('x'.repeat(2048));
    expect(await hostile.closed).toBe(1009);
    hub.publish({ crew: view({ round: 2 }) });
    expect(await good.next()).toMatchObject({ kind: 'patch' });
  });

  it('closes a screen that sends more than 20 frames a second', async () => {
    const hub = await startHub();
    const hostile = await join(crewLive(hub));
    await hostile.next();
    for (let frame = 0; frame < 25; frame += 1) hostile.socket.send('{"kind":"hello","rev":null}');
    expect(await hostile.closed).toBe(1008);
  });

  it('drops garbage, binary frames and any message but a hello unanswered', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({ round: 1 }) });
    const screen = await join(crewLive(hub));
    await screen.next();
    for (const text of ['garbage', '{"kind":"publish","views":{}}', '{"kind":"hello"}', 'null', '[]']) {
      screen.socket.send(text);
    }
    screen.socket.send(Buffer.from([0, 1, 2, 255]));
    await pause(100);
    expect(screen.messages).toHaveLength(1);
    expect(hub.status().clients).toHaveLength(1);
    hub.publish({ crew: view({ round: 2 }) });
    expect(await screen.next()).toMatchObject({ kind: 'patch' });
  });

  it('survives bytes that are not HTTP or not WebSocket frames', async () => {
    const hub = await startHub();
    const port = hub.status().port ?? 0;
    await rawSend(port, 'GARBAGE\r\n\r\n');
    const upgrade =
      `GET ${new URL(crewLive(hub)).pathname}${new URL(crewLive(hub)).search} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';
    await rawSend(port, `${upgrade}\u00ff\u00ff\u00ff\u00ff not a frame`);
    const screen = await join(crewLive(hub));
    expect(await screen.next()).toMatchObject({ kind: 'snapshot' });
  });

  it('closes a screen that never says hello', async () => {
    const hub = await startHub({ helloTimeoutMs: 50 });
    const silent = await openScreen(crewLive(hub));
    screens.push(silent);
    expect(await silent.closed).toBe(1008);
    expect(silent.messages).toEqual([]);
  });

  it('takes at most 8 screens from one address and 32 in all', async () => {
    const hub = await startHub();
    const accepted = await Promise.all(Array.from({ length: 8 }, () => join(crewLive(hub))));
    expect(await upgradeStatus(crewLive(hub))).toBe(429);
    for (const screen of accepted) screen.socket.terminate();
    await Promise.all(accepted.map((screen) => screen.closed));
    const small = await startHub({ maxClients: 2 });
    await join(crewLive(small));
    await join(crewLive(small));
    expect(await upgradeStatus(crewLive(small))).toBe(503);
  });

  it('refuses 1,000 connections at once and keeps serving the screen it has', async () => {
    const hub = await startHub();
    hub.publish({ crew: view({ round: 1 }) });
    const good = await join(crewLive(hub));
    await good.next();
    const attempts = Array.from({ length: 1000 }, () =>
      openScreen(crewLive(hub)).then(
        (screen) => {
          screens.push(screen); // held open: the hub must refuse the rest
          return 101;
        },
        (error: unknown) => Number(/refused (\d+)/.exec(String(error))?.[1] ?? 0),
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((code) => code === 101)).toHaveLength(7); // 8 from one address, the good one included
    expect(results.filter((code) => code !== 101 && code !== 429 && code !== 0)).toEqual([]); // 0: dropped at once
    expect(results.filter((code) => code === 101).length).toBeLessThanOrEqual(7);
    hub.publish({ crew: view({ round: 2 }) });
    expect(await good.next()).toMatchObject({ kind: 'patch' });
  }, 30_000);
});

describe('the players’ hub: heartbeat', () => {
  it('tells each screen its link is alive, and cuts off a screen that stops answering pings', async () => {
    const hub = await startHub({ heartbeatMs: 200 }); // long enough for a busy machine's screens to answer
    hub.publish({ crew: view({ round: 1 }) });
    const awake = await join(crewLive(hub));
    const first = await awake.next();
    expect(await awake.next()).toEqual({
      kind: 'patch',
      rev: (first as { rev: number }).rev,
      base: (first as { rev: number }).rev,
      ops: [],
    });
    const asleep = await openScreen(crewLive(hub), {}, { autoPong: false });
    screens.push(asleep);
    asleep.hello(null);
    expect(await asleep.closed).toBe(1006);
    await vi.waitFor(() => expect(hub.status().clients).toHaveLength(1));
  });
});

describe('the players’ hub: ending', () => {
  it('drops one screen with a bye, leaving the others', async () => {
    const hub = await startHub();
    const a = await join(crewLive(hub));
    const b = await join(crewLive(hub));
    await Promise.all([a.next(), b.next()]);
    const [first] = hub.status().clients;
    const dropped = first?.id === undefined ? [] : hub.drop(first.id).clients;
    expect(dropped).toHaveLength(1);
    const messages = await Promise.race([a.closed.then(() => a.messages), b.closed.then(() => b.messages)]);
    expect(messages.at(-1)).toEqual({ kind: 'bye', reason: 'dropped' });
  });

  it('stop() ends every screen with a bye and frees the port', async () => {
    const hub = await startHub();
    const port = hub.status().port ?? 0;
    const all = await Promise.all([join(crewLive(hub)), join(crewLive(hub))]);
    await Promise.all(all.map((screen) => screen.next()));
    const status = await hub.stop();
    expect(status).toMatchObject({ on: false, port: null, urls: [], clients: [] });
    for (const screen of all) {
      expect(await screen.next()).toEqual({ kind: 'bye', reason: 'stopped' });
      await screen.closed;
    }
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  });

  it('binds once when asked twice at the same time', async () => {
    const hub = createPlayerHub({ pageRoot: null });
    hubs.push(hub);
    const [first, second] = await Promise.all([
      hub.start({ host: '127.0.0.1' }),
      hub.start({ host: '127.0.0.1' }),
    ]);
    expect(second.port).toBe(first.port);
    expect(first.urls).toEqual(second.urls);
  });

  it('says so when the port is taken', async () => {
    const hub = await startHub();
    const other = createPlayerHub({ pageRoot: null });
    await expect(other.start({ host: '127.0.0.1', port: hub.status().port ?? 0 })).rejects.toThrow(
      /already in use/,
    );
    expect(other.status().on).toBe(false);
  });
});

describe('the players’ hub: the players’ window', () => {
  it('feeds an in-process screen the same messages, without sharing on the LAN', async () => {
    const hub = createPlayerHub({ pageRoot: null });
    const got: ServerMessage[] = [];
    hub.publish({ crew: view({ round: 1 }) });
    const local = hub.attachLocal('crew', (message) => got.push(message));
    local.hello(null);
    hub.publish({ crew: view({ round: 2 }) });
    local.detach();
    hub.publish({ crew: view({ round: 3 }) });
    expect(got.map((message) => message.kind)).toEqual(['snapshot', 'patch']);
    expect(shown(got)?.view).toEqual(view({ round: 2 }));
    expect(hub.status().on).toBe(false);
  });
});

describe('the players’ hub: the page', () => {
  it('serves the player page and its assets with a strict policy, and nothing else of the app', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'hub-page-'));
    writeFileSync(path.join(root, 'player.html'), '<!doctype html><title>Players</title>');
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>GM</title>');
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'player-1.js'), 'console.log(1)');
    const hub = await startHub({}, root);
    const origin = `http://127.0.0.1:${hub.status().port}`;
    const page = await fetch(`${origin}/?t=x`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Players');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await fetch(`${origin}/assets/player-1.js`)).headers.get('content-type')).toContain('javascript');
    for (const refused of [
      '/index.html',
      '/assets/../index.html',
      '/%2e%2e/etc/passwd',
      '/assets/%2F..%2Findex.html',
    ]) {
      expect((await fetch(`${origin}${refused}`)).status, refused).toBe(404);
    }
    expect((await fetch(`${origin}/player.html`, { method: 'POST' })).status).toBe(405);
  });
});

/** Writes `text` to a raw TCP connection and waits until the hub closes it (or 500 ms pass). */
function rawSend(port: number, text: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text, 'latin1'));
    const done = (): void => {
      socket.destroy();
      resolve();
    };
    socket.on('close', done);
    socket.on('error', done);
    setTimeout(done, 500);
  });
}
