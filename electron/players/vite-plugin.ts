/**
 * The web build's host of the players' hub: `npm run web` and `vite preview` (the e2e tests) run the same hub as
 * the desktop app's main process, inside the Vite process, so the whole LAN path runs in a browser. The GM's
 * page drives it over a control socket at `/__heistbox/players` that answers only this machine (a loopback
 * peer) and only the page's own origin; every request is checked as main checks its IPC (payloads.ts).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Plugin } from 'vite';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { asHello } from '../../core/player/wire.ts';
import type { ServerMessage } from '../../core/player/wire.ts';
import { maxPublishChars } from './api.ts';
import type { PlayersStatus } from './api.ts';
import { createPlayerHub } from './hub.ts';
import type { LocalScreen, PlayerHub } from './hub.ts';
import { isPlayersRequest, parsePlayersArgs } from './payloads.ts';

/** Where the GM's page reaches the hub in the web build. */
export const controlPath = '/__heistbox/players';

/** GM page → plugin. `hello` relays a `#local` players' window's hello (renderer/players/link.ts). */
export type ControlRequest =
  | { readonly id: number; readonly op: string; readonly args: readonly unknown[] }
  | { readonly op: 'hello'; readonly rev: number | null };

/** Plugin → GM page: an answer to request `id`, the hub's status, or the crew's wire message for `#local`. */
export type ControlMessage =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string }
  | { readonly push: 'status'; readonly status: PlayersStatus }
  | { readonly push: 'wire'; readonly message: ServerMessage };

/** The plugin: one hub per Vite process, serving the build's `player.html` (`build.outDir`) on the LAN. */
export function playersPlugin(): Plugin {
  let pageRoot: string | null = null;
  let hub: PlayerHub | null = null;
  const attach = (httpServer: Server | null): void => {
    if (httpServer === null) return;
    hub ??= createPlayerHub({ pageRoot });
    hostControl(httpServer, hub);
  };
  return {
    name: 'heistbox-players',
    configResolved(config) {
      pageRoot = config.build.outDir;
    },
    configureServer(server) {
      attach(server.httpServer as Server | null);
    },
    configurePreviewServer(server) {
      attach(server.httpServer as Server);
    },
  };
}

/** Answers the control socket on `httpServer`; the hub stops (every screen gets its bye) when the server closes. */
export function hostControl(httpServer: Server, hub: PlayerHub): void {
  const control = new WebSocketServer({
    noServer: true,
    maxPayload: maxPublishChars + 1024,
    perMessageDeflate: false,
  });
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://vite').pathname !== controlPath) return; // Vite's own sockets
    if (!fromThisMachine(request)) {
      socket.once('finish', () => socket.destroy());
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    control.handleUpgrade(request, socket, head, (ws) => serveControl(ws, hub));
  });
  httpServer.once('close', () => {
    control.close();
    void hub.stop();
  });
}

function serveControl(ws: WebSocket, hub: PlayerHub): void {
  const send = (message: ControlMessage): void => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };
  let local: LocalScreen | null = null;
  const unsubscribe = hub.onStatus((status) => send({ push: 'status', status }));
  ws.on('error', () => ws.terminate());
  ws.on('close', () => {
    unsubscribe();
    local?.detach();
  });
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const request = parseRequest(String(data));
    if (request === null) return;
    if (request.op === 'hello' && !('id' in request)) {
      local ??= hub.attachLocal('crew', (message) => send({ push: 'wire', message }));
      local.hello(request.rev);
      return;
    }
    if (!('id' in request)) return;
    answer(hub, request).then(
      (result) => send({ id: request.id, ok: true, result }),
      (error: unknown) =>
        send({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

async function answer(
  hub: PlayerHub,
  request: { readonly op: string; readonly args: readonly unknown[] },
): Promise<unknown> {
  const { op } = request;
  if (!isPlayersRequest(op) || op === 'openWindow')
    throw new TypeError(`players: no request named ${op.slice(0, 40)}`);
  switch (op) {
    case 'start':
      return hub.start(...parsePlayersArgs(op, request.args));
    case 'stop':
      parsePlayersArgs(op, request.args);
      return hub.stop();
    case 'status':
      parsePlayersArgs(op, request.args);
      return hub.status();
    case 'publish':
      hub.publish(...parsePlayersArgs(op, request.args));
      return null;
    case 'setBlank':
      return hub.setBlank(...parsePlayersArgs(op, request.args));
    case 'drop':
      return hub.drop(...parsePlayersArgs(op, request.args));
    case 'rotateToken':
      parsePlayersArgs(op, request.args);
      return hub.rotateToken();
  }
}

function parseRequest(text: string): ControlRequest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.op === 'hello') {
    const hello = asHello({ kind: 'hello', rev: record.rev });
    return hello === null ? null : { op: 'hello', rev: hello.rev };
  }
  if (typeof record.op !== 'string' || !Number.isSafeInteger(record.id) || !Array.isArray(record.args))
    return null;
  return { id: record.id as number, op: record.op, args: record.args as unknown[] };
}

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A loopback peer whose page is the Vite server's own: the Host header names this machine (no DNS rebinding)
 * and the Origin is that same host (no other site's page in the GM's browser).
 */
function fromThisMachine(request: IncomingMessage): boolean {
  const host = request.headers.host ?? '';
  const origin = request.headers.origin;
  if (!loopbackAddresses.has(request.socket.remoteAddress ?? '')) return false;
  if (!URL.canParse(`http://${host}`) || !loopbackHosts.has(new URL(`http://${host}`).hostname)) return false;
  return origin !== undefined && URL.canParse(origin) && new URL(origin).host === host;
}
