/**
 * The GM's renderer's link to the players' hub: the desktop app's preload (`window.heistbox.players`, the hub in
 * main) when there is one, else the web build's control socket (`/__heistbox/players`, the hub inside the Vite
 * process: electron/players/vite-plugin.ts). Both give the same functions; the renderer keeps no copy of the
 * hub's state (the status is always the hub's own).
 *
 * In the web build the players' window is a `player.html#local` window of this origin: the link relays the
 * hub's wire messages for the crew to it over a `BroadcastChannel`, and its hellos back.
 */
import { asHello } from '../../core/player/wire.ts';
import type { ServerMessage } from '../../core/player/wire.ts';
import type { PlayersApi, PlayersStatus } from '../../electron/players/api.ts';
import type { ControlMessage } from '../../electron/players/vite-plugin.ts';
import { localChannelName } from '../player/feed.ts';

export type { PlayersClient, PlayersStartOptions, PlayersStatus } from '../../electron/players/api.ts';

/** The GM's controls of the players' screen (see `PlayersApi` for each function). */
export type PlayersLink = PlayersApi;

/** Where the web build's GM page reaches the hub (the Vite plugin's `controlPath`). */
const controlPath = '/__heistbox/players';

/** How long a request over the control socket may take before it fails (ms). */
const requestTimeoutMs = 10_000;

/** The status while the link cannot reach the hub. */
export const unreachableStatus: PlayersStatus = {
  on: false,
  port: null,
  urls: [],
  seatUrls: {},
  clients: [],
  blank: false,
};

let shared: PlayersLink | null = null;

/** The link for this page: one per page, made on first use. */
export function playersLink(): PlayersLink {
  shared ??= window.heistbox?.players ?? controlSocketLink();
  return shared;
}

/** What the web link uses of the browser: tests give their own. */
export interface ControlEnvironment {
  readonly url: string;
  readonly openSocket: (url: string) => WebSocket;
  readonly openChannel: (name: string) => BroadcastChannel;
  readonly openWindow: (url: string) => void;
}

function browserControl(): ControlEnvironment {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    url: `${scheme}//${window.location.host}${controlPath}`,
    openSocket: (url) => new WebSocket(url),
    openChannel: (name) => new BroadcastChannel(name),
    openWindow: (url) => {
      window.open(url, 'heistbox-players', 'popup,noopener');
    },
  };
}

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** The web build's link: requests and pushes over the control socket, reconnecting when it drops. */
export function controlSocketLink(environment: ControlEnvironment = browserControl()): PlayersLink {
  const listeners = new Set<(status: PlayersStatus) => void>();
  const pending = new Map<number, Pending>();
  const relay = environment.openChannel(localChannelName);
  let socket: WebSocket | null = null;
  let opened: Promise<WebSocket> | null = null;
  let nextId = 1;

  relay.onmessage = (event: MessageEvent<unknown>) => {
    const hello = asHello(event.data);
    if (hello !== null) void connect().then((ws) => ws.send(JSON.stringify({ op: 'hello', rev: hello.rev })));
  };

  const onPush = (message: ControlMessage): void => {
    if ('id' in message) {
      const waiting = pending.get(message.id);
      if (waiting === undefined) return;
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(new Error(message.error));
    } else if (message.push === 'status') {
      for (const listener of listeners) listener(message.status);
    } else {
      relay.postMessage(message.message satisfies ServerMessage);
    }
  };

  function connect(): Promise<WebSocket> {
    opened ??= new Promise<WebSocket>((resolve, reject) => {
      const ws = environment.openSocket(environment.url);
      ws.onopen = () => {
        socket = ws;
        ws.send(JSON.stringify({ op: 'hello', rev: null })); // any open #local window gets the view again
        resolve(ws);
      };
      ws.onmessage = (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'string') onPush(JSON.parse(event.data) as ControlMessage);
      };
      ws.onclose = () => {
        const wasOpen = socket === ws;
        socket = null;
        opened = null;
        for (const [id, waiting] of pending) {
          pending.delete(id);
          clearTimeout(waiting.timer);
          waiting.reject(new Error('The connection to the players’ service was lost.'));
        }
        if (!wasOpen) {
          reject(
            new Error('The players’ service is not running here (npm run web or vite preview hosts it).'),
          );
        }
        for (const listener of listeners) listener(unreachableStatus);
        if (wasOpen && listeners.size > 0) setTimeout(() => void connect().catch(() => undefined), 1000);
      };
    });
    return opened;
  }

  async function request<T>(op: string, ...args: unknown[]): Promise<T> {
    const ws = await connect();
    const id = nextId;
    nextId += 1;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('The players’ service did not answer.'));
      }, requestTimeoutMs);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      ws.send(JSON.stringify({ id, op, args }));
    });
  }

  return {
    start: (options) => request('start', ...(options === undefined ? [] : [options])),
    stop: () => request('stop'),
    status: () => request('status'),
    publish: (views) => request('publish', views),
    setBlank: (blank) => request('setBlank', blank),
    drop: (clientId) => request('drop', clientId),
    rotateToken: () => request('rotateToken'),
    async openWindow() {
      await connect();
      environment.openWindow('player.html#local');
    },
    onStatus(listener) {
      listeners.add(listener);
      void connect().catch(() => listener(unreachableStatus));
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
