import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { advance, catchUp, openChannel } from '../../../core/player/wire.ts';
import type { JsonValue, ServerMessage } from '../../../core/player/wire.ts';
import type { PlayerWindowApi } from '../../../electron/players/api.ts';
import { createPlayerHub } from '../../../electron/players/hub.ts';
import type { PlayerHub } from '../../../electron/players/hub.ts';
import { localChannelName, openFeed } from '../../../renderer/player/feed.ts';
import type { FeedEnvironment, FeedStatus } from '../../../renderer/player/feed.ts';

const hubs: PlayerHub[] = [];
const closers: (() => void)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) close();
  for (const hub of hubs.splice(0)) await hub.stop();
});

interface Seen {
  view: unknown;
  status: FeedStatus;
}

interface Recorder {
  readonly seen: Seen[];
  push(seen: Seen): void;
  /** The first report that passes `test`, now or when it comes. */
  until(test: (seen: Seen) => boolean): Promise<Seen>;
}

function recorder(): Recorder {
  const seen: Seen[] = [];
  const waiting: { test: (seen: Seen) => boolean; resolve: (seen: Seen) => void }[] = [];
  return {
    seen,
    push(entry) {
      seen.push(entry);
      for (const wait of [...waiting]) {
        if (!wait.test(entry)) continue;
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(entry);
      }
    },
    until(test) {
      const found = seen.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ test, resolve }));
    },
  };
}

function follow(environment: FeedEnvironment): Recorder {
  const record = recorder();
  closers.push(openFeed((view, status) => record.push({ view, status }), environment));
  return record;
}

/** A browser for a page opened at `link`, with Node's WebSockets; `sockets` are the ones it opened. */
function pageAt(link: string, sockets: NodeWebSocket[] = []): FeedEnvironment {
  const url = new URL(link);
  return {
    location: { hash: url.hash, search: url.search, host: url.host, protocol: url.protocol },
    player: undefined,
    openSocket: (address) => {
      const socket = new NodeWebSocket(address);
      socket.on('error', () => undefined); // a browser reports a refused upgrade as an event, not a throw
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    openChannel: (name) => new BroadcastChannel(name) as unknown as globalThis.BroadcastChannel,
    fetch: (address) => fetch(new URL(address, url)),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    onOnline: () => () => undefined,
  };
}

function view(round: number): JsonValue {
  return { format: 'heistbox-player-view', version: 1, blank: false, round };
}

async function sharingHub(): Promise<PlayerHub> {
  const hub = createPlayerHub({ pageRoot: null });
  hubs.push(hub);
  await hub.start({ host: '127.0.0.1', port: 0 });
  return hub;
}

describe('openFeed over the LAN', () => {
  it('connects with the join link’s token, shows the view, and follows each change', async () => {
    const hub = await sharingHub();
    hub.publish({ crew: view(1) });
    const feed = follow(pageAt(hub.status().urls[0] ?? ''));
    expect(feed.seen[0]).toEqual({ view: null, status: { kind: 'connecting' } });
    await feed.until((seen) => seen.status.kind === 'live');
    hub.publish({ crew: view(2) });
    expect(
      (await feed.until((seen) => JSON.stringify(seen.view) === JSON.stringify(view(2)))).status,
    ).toEqual({
      kind: 'live',
    });
  });

  it('reconnects when its connection is cut, and catches up on what it missed', async () => {
    const hub = await sharingHub();
    hub.publish({ crew: view(1) });
    const sockets: NodeWebSocket[] = [];
    const feed = follow(pageAt(hub.status().urls[0] ?? '', sockets));
    await feed.until((seen) => seen.status.kind === 'live');
    sockets[0]?.terminate();
    await feed.until((seen) => seen.status.kind === 'reconnecting');
    hub.publish({ crew: view(2) });
    hub.publish({ crew: view(3) });
    await feed.until((seen) => JSON.stringify(seen.view) === JSON.stringify(view(3)));
    expect(sockets).toHaveLength(2);
  });

  it('reconnects when the hub falls silent, and reports no change for the hub’s heartbeat', async () => {
    const hub = createPlayerHub({ pageRoot: null, limits: { heartbeatMs: 40 } });
    hubs.push(hub);
    await hub.start({ host: '127.0.0.1', port: 0 });
    hub.publish({ crew: view(1) });
    const sockets: NodeWebSocket[] = [];
    const feed = follow({ ...pageAt(hub.status().urls[0] ?? '', sockets), silenceMs: 5_000 });
    await feed.until((seen) => seen.status.kind === 'live');
    await new Promise((resolve) => setTimeout(resolve, 300)); // heartbeats every 40 ms: alive, nothing to redraw
    expect(sockets).toHaveLength(1);
    expect(feed.seen.filter((seen) => seen.status.kind === 'live')).toHaveLength(1);
    await hub.stop(); // sends a bye: ended
    const silent = createPlayerHub({ pageRoot: null, limits: { heartbeatMs: 60_000 } });
    hubs.push(silent);
    await silent.start({ host: '127.0.0.1', port: 0 });
    silent.publish({ crew: view(5) });
    const quiet: NodeWebSocket[] = [];
    const second = follow({ ...pageAt(silent.status().urls[0] ?? '', quiet), silenceMs: 150 });
    await second.until((seen) => seen.status.kind === 'live');
    await second.until((seen) => seen.status.kind === 'reconnecting');
    await vi.waitFor(() => expect(quiet.length).toBeGreaterThanOrEqual(2));
  });

  it('ends, and stays ended, when the GM changes the token', async () => {
    const hub = await sharingHub();
    hub.publish({ crew: view(1) });
    const sockets: NodeWebSocket[] = [];
    const feed = follow(pageAt(hub.status().urls[0] ?? '', sockets));
    await feed.until((seen) => seen.status.kind === 'live');
    hub.rotateToken();
    const last = await feed.until((seen) => seen.status.kind === 'ended');
    expect(last).toEqual({ view: view(1), status: { kind: 'ended', reason: 'token-changed' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sockets).toHaveLength(1);
  });

  it('ends as refused when its link’s token is no longer valid', async () => {
    const hub = await sharingHub();
    const old = hub.status().urls[0] ?? '';
    hub.rotateToken();
    const feed = follow(pageAt(old));
    expect((await feed.until((seen) => seen.status.kind === 'ended')).status).toEqual({
      kind: 'ended',
      reason: 'refused',
    });
  });
});

describe('openFeed in a #local window', () => {
  it('says hello on the GM tab’s channel and applies what it answers', async () => {
    const gm = new BroadcastChannel(localChannelName);
    let channel = openChannel(view(1), 50);
    gm.onmessage = (event: MessageEvent<unknown>) => {
      if ((event.data as { kind?: string }).kind === 'hello') gm.postMessage(catchUp(channel, null));
    };
    closers.push(() => gm.close());
    const feed = follow(pageAt('http://localhost:4173/player.html#local'));
    await feed.until((seen) => seen.status.kind === 'live');
    const step = advance(channel, view(2));
    channel = step.channel;
    gm.postMessage(step.patch);
    await feed.until((seen) => JSON.stringify(seen.view) === JSON.stringify(view(2)));
  });
});

describe('openFeed in the desktop players’ window', () => {
  it('takes main’s messages, and subscribes again for a snapshot when a patch does not fit', () => {
    const listeners: ((message: ServerMessage) => void)[] = [];
    let subscriptions = 0;
    const player: PlayerWindowApi = {
      onMessage(listener) {
        subscriptions += 1;
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
    };
    const feed = follow({ ...pageAt('app://heistbox/player.html'), player });
    listeners[0]?.({ kind: 'snapshot', rev: 5, view: view(1) });
    listeners[0]?.({ kind: 'patch', rev: 9, base: 8, ops: [] });
    expect(subscriptions).toBe(2);
    expect(feed.seen.at(-1)).toEqual({ view: view(1), status: { kind: 'live' } });
    listeners[0]?.({ kind: 'bye', reason: 'stopped' });
    expect(feed.seen.at(-1)?.status).toEqual({ kind: 'ended', reason: 'stopped' });
  });
});
