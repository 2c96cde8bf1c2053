/**
 * The players' hub: holds the views the GM published (one channel per audience, core/player/wire.ts), feeds
 * the players' window, and — only while the GM shares — serves the player page and the live channel (`/live`)
 * on the local network. A plain Node module (no Electron): Electron's main process hosts it
 * (electron/players/main-players.ts), and so does Vite for the web build (electron/players/vite-plugin.ts).
 *
 * Nothing here decides what players may see: the views arrive already redacted by core. The hub guards the
 * door — a per-session token (and per-seat tokens derived from it), bounded connections, frames and rates — and
 * never lets a screen send anything but a hello.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import { emptyPlayerView } from '../../core/player/types.ts';
import { advance, catchUp, openChannel, parseHello } from '../../core/player/wire.ts';
import type { ByeReason, Channel, JsonValue, ServerMessage } from '../../core/player/wire.ts';
import { isAudienceKey } from './api.ts';
import type { PlayersClient, PlayersStartOptions, PlayersStatus } from './api.ts';
import { lanAddresses, pageRequestHandler } from './hub-http.ts';
import { joinHosts, joinLink, newToken, sameOrigin, tokenMatches } from './hub-tokens.ts';
import { defaultHubLimits } from './hub-types.ts';
import type { HubLimits, LocalScreen, PlayerHub, PlayerHubOptions } from './hub-types.ts';

export { defaultHubLimits };
export type { HubLimits, LocalScreen, PlayerHub, PlayerHubOptions };

interface Client {
  readonly info: PlayersClient;
  readonly socket: WebSocket;
  windowStart: number;
  frames: number;
  greeted: boolean;
  helloTimer: NodeJS.Timeout | null;
  /** Whether it answered the last ping. */
  alive: boolean;
}

/** Creates a hub holding no views and bound to nothing; `start` binds the LAN channel. */
export function createPlayerHub(options: PlayerHubOptions): PlayerHub {
  const limits: HubLimits = { ...defaultHubLimits, ...options.limits };
  const emptyView = options.emptyView ?? emptyJson;
  const channels = new Map<string, Channel>();
  const clients = new Map<string, Client>();
  const locals = new Set<{ audience: string; send: (message: ServerMessage) => void }>();
  const listeners = new Set<(status: PlayersStatus) => void>();
  let views: Readonly<Record<string, JsonValue>> = {};
  let blank = false;
  let token = newToken();
  let server: Server | null = null;
  let sockets: WebSocketServer | null = null;
  let bound: { host: string; port: number } | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  function effectiveView(audience: string): JsonValue {
    if (blank) return emptyView(true);
    return Object.hasOwn(views, audience) ? (views[audience] as JsonValue) : emptyView(false);
  }

  function channelFor(audience: string): Channel {
    const existing = channels.get(audience);
    if (existing) return existing;
    const channel = openChannel(effectiveView(audience), randomInt(2 ** 47));
    channels.set(audience, channel);
    return channel;
  }

  /** Moves every channel to its effective view, sending each change to the screens on it. */
  function refresh(): void {
    for (const audience of new Set([...channels.keys(), ...Object.keys(views)])) {
      const { channel, patch } = advance(channelFor(audience), effectiveView(audience));
      channels.set(audience, channel);
      if (patch !== null) deliver(audience, patch);
    }
  }

  function deliver(audience: string, message: ServerMessage): void {
    let text: string | null = null;
    for (const client of clients.values()) {
      if (client.info.audience !== audience || !client.greeted) continue;
      text ??= JSON.stringify(message);
      sendText(client, text);
    }
    for (const local of locals) if (local.audience === audience) local.send(message);
  }

  function sendText(client: Client, text: string): void {
    if (client.socket.bufferedAmount > limits.maxBufferedBytes) {
      client.socket.terminate(); // it does not read what it is sent: it would hold the GM's memory
      return;
    }
    client.socket.send(text);
  }

  function status(): PlayersStatus {
    const seats = Object.keys(views).filter((audience) => audience.startsWith('seat:'));
    const hosts = bound === null ? [] : joinHosts(bound.host, options.addresses ?? lanAddresses);
    const link = (host: string, audience: string): string =>
      joinLink(host, bound?.port ?? 0, token, audience);
    return {
      on: bound !== null,
      port: bound?.port ?? null,
      urls: hosts.map((host) => link(host, 'crew')),
      seatUrls: Object.fromEntries(seats.map((seat) => [seat, hosts.map((host) => link(host, seat))])),
      clients: [...clients.values()].map((client) => client.info),
      blank,
    };
  }

  function notify(): void {
    if (listeners.size === 0) return;
    const current = status();
    for (const listener of listeners) listener(current);
  }

  /** Answers an upgrade with `code` and closes the connection once the answer is written (as ws itself does). */
  function refuse(socket: Duplex, code: number, text: string): void {
    socket.once('finish', () => socket.destroy());
    socket.end(`HTTP/1.1 ${code} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://hub');
    if (url.pathname !== '/live' || sockets === null) return refuse(socket, 404, 'Not Found');
    if (!sameOrigin(request)) return refuse(socket, 403, 'Forbidden');
    const audience = url.searchParams.get('a') ?? 'crew';
    if (!isAudienceKey(audience) || !tokenMatches(token, url.searchParams.get('t'), audience)) {
      return refuse(socket, 401, 'Unauthorized');
    }
    const address = request.socket.remoteAddress ?? 'unknown';
    if (clients.size >= limits.maxClients) return refuse(socket, 503, 'Service Unavailable');
    const fromAddress = [...clients.values()].filter((client) => client.info.address === address).length;
    if (fromAddress >= limits.maxPerAddress) return refuse(socket, 429, 'Too Many Requests');
    sockets.handleUpgrade(request, socket, head, (ws) => addClient(ws, audience, address));
  }

  function addClient(socket: WebSocket, audience: string, address: string): void {
    const info: PlayersClient = { id: randomUUID().slice(0, 8), audience, address, since: Date.now() };
    const client: Client = {
      info,
      socket,
      windowStart: Date.now(),
      frames: 0,
      greeted: false,
      helloTimer: null,
      alive: true,
    };
    client.helloTimer = setTimeout(() => socket.close(1008, 'no hello'), limits.helloTimeoutMs);
    clients.set(info.id, client);
    socket.on('error', () => socket.terminate()); // a bad frame (too big, not WebSocket): that screen only
    socket.on('message', (data, isBinary) => onFrame(client, data, isBinary));
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => {
      if (client.helloTimer !== null) clearTimeout(client.helloTimer);
      if (clients.get(info.id) === client) {
        clients.delete(info.id);
        notify();
      }
    });
    notify();
  }

  function onFrame(client: Client, data: RawData, isBinary: boolean): void {
    const now = Date.now();
    if (now - client.windowStart >= 1000) {
      client.windowStart = now;
      client.frames = 0;
    }
    client.frames += 1;
    if (client.frames > limits.maxFramesPerSecond) {
      client.socket.close(1008, 'too many frames');
      return;
    }
    if (isBinary) return;
    const hello = parseHello(rawText(data));
    if (hello === null) return; // anything but a hello is dropped unanswered
    client.greeted = true;
    if (client.helloTimer !== null) clearTimeout(client.helloTimer);
    client.helloTimer = null;
    sendText(client, JSON.stringify(catchUp(channelFor(client.info.audience), hello.rev)));
  }

  /** Cuts off the screens that did not answer the last ping; pings the others and tells them the link lives. */
  function beat(): void {
    for (const client of clients.values()) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
      if (!client.greeted) continue;
      const { rev } = channelFor(client.info.audience);
      sendText(client, JSON.stringify({ kind: 'patch', rev, base: rev, ops: [] } satisfies ServerMessage));
    }
  }

  function end(client: Client, reason: ByeReason): void {
    clients.delete(client.info.id);
    if (client.helloTimer !== null) clearTimeout(client.helloTimer);
    client.socket.send(JSON.stringify({ kind: 'bye', reason } satisfies ServerMessage));
    client.socket.close(1000, reason);
    setTimeout(() => client.socket.terminate(), 1000).unref(); // it may never answer the close
  }

  let starting: Promise<PlayersStatus> | null = null;

  /** Binds once: a second call while binding (a double click) waits for the first. */
  function start(startOptions: PlayersStartOptions = {}): Promise<PlayersStatus> {
    if (server !== null) return Promise.resolve(status());
    starting ??= bind(startOptions).finally(() => {
      starting = null;
    });
    return starting;
  }

  async function bind(startOptions: PlayersStartOptions): Promise<PlayersStatus> {
    const host = startOptions.host ?? '0.0.0.0';
    const http = createServer(
      pageRequestHandler(options.pageRoot, (t, a) => isAudienceKey(a) && tokenMatches(token, t, a)),
    );
    http.maxConnections = limits.maxClients * 4;
    http.headersTimeout = 10_000;
    http.requestTimeout = 15_000;
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: limits.maxFrameBytes,
      perMessageDeflate: false,
    });
    http.on('upgrade', onUpgrade);
    http.on('clientError', (_error, socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(startOptions.port ?? 0, host, () => {
        http.off('error', reject);
        resolve();
      });
    }).catch((error: unknown) => {
      const code = (error as { code?: string }).code;
      if (code === 'EADDRINUSE')
        throw new Error(`Port ${startOptions.port ?? 0} is already in use: choose another.`);
      throw error;
    });
    http.on('error', (error) => console.error('The players’ hub failed', error));
    const address = http.address();
    token = newToken();
    server = http;
    sockets = wss;
    bound = { host, port: typeof address === 'object' && address !== null ? address.port : 0 };
    heartbeat = setInterval(beat, limits.heartbeatMs);
    heartbeat.unref();
    notify();
    return status();
  }

  async function stop(): Promise<PlayersStatus> {
    const http = server;
    if (http === null) return status();
    for (const client of [...clients.values()]) end(client, 'stopped');
    if (heartbeat !== null) clearInterval(heartbeat);
    heartbeat = null;
    server = null;
    bound = null;
    sockets?.close();
    sockets = null;
    await new Promise<void>((resolve) => {
      http.close(() => resolve());
      http.closeAllConnections();
    });
    notify();
    return status();
  }

  return {
    start,
    stop,
    publish(next) {
      const seatsBefore = Object.keys(views)
        .filter((key) => key.startsWith('seat:'))
        .join('\n');
      views = next;
      refresh();
      const seatsAfter = Object.keys(views)
        .filter((key) => key.startsWith('seat:'))
        .join('\n');
      if (seatsAfter !== seatsBefore) notify();
    },
    setBlank(next) {
      if (next !== blank) {
        blank = next;
        refresh();
        notify();
      }
      return status();
    },
    drop(clientId) {
      const client = clients.get(clientId);
      if (client) {
        end(client, 'dropped');
        notify();
      }
      return status();
    },
    rotateToken() {
      token = newToken();
      for (const client of [...clients.values()]) end(client, 'token-changed');
      notify();
      return status();
    },
    status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attachLocal(audience, send) {
      const local = { audience, send };
      locals.add(local);
      return {
        hello: (rev) => {
          if (locals.has(local)) send(catchUp(channelFor(audience), rev));
        },
        detach: () => locals.delete(local),
      };
    },
  };
}

/** core's empty view, as the JSON it is. */
function emptyJson(blank: boolean): JsonValue {
  return emptyPlayerView(blank) as unknown as JsonValue;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}
