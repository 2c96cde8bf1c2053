/**
 * The player page's feed: where its view comes from, kept up to date. It picks its transport from where the
 * page runs — the players' window's preload (`window.heistboxPlayer`, desktop app), a `BroadcastChannel` from
 * the GM's tab (`player.html#local`, web build), else the hub's live channel on the page's own origin
 * (`/live?t=…&a=…`, the join link's query) — applies snapshots and patches (core/player/wire.ts), reconnects with
 * backoff and catches up from the view it has.
 *
 * The page never sends anything but a hello, and never opens IndexedDB.
 */
import type { PlayerWindowApi } from '../../electron/players/api.ts';
import { asServerMessage, parseServerMessage, receive } from '../../core/player/wire.ts';
import type { ByeReason, HelloMessage, Received, ServerMessage } from '../../core/player/wire.ts';

declare global {
  interface Window {
    /** Present only in the desktop app's players' window (electron/player-preload.ts). */
    readonly heistboxPlayer?: PlayerWindowApi;
  }
}

/** Where the feed stands: the page shows "connecting…", "reconnecting…" or why the session ended. */
export type FeedStatus =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'live' }
  | { readonly kind: 'reconnecting' }
  | { readonly kind: 'ended'; readonly reason: ByeReason };

/** The name of the `BroadcastChannel` between the GM's tab and a `#local` players' window. */
export const localChannelName = 'heistbox-players';

/** The waits before reconnecting (ms), one more after each failure; the last one repeats. */
export const backoffMs: readonly number[] = [250, 500, 1000, 2000, 4000, 5000];
/**
 * How long a LAN screen waits without hearing from the hub before it reconnects (ms): the hub sends an empty
 * patch every 15 s, so a link that fell silent (a phone back from sleep, a Wi-Fi hand-over) is dead.
 */
export const silenceMs = 40_000;

/** What the feed uses of the browser: the page's tests give their own. */
export interface FeedEnvironment {
  readonly location: Pick<Location, 'hash' | 'search' | 'host' | 'protocol'>;
  readonly player: PlayerWindowApi | undefined;
  readonly openSocket: (url: string) => WebSocket;
  readonly openChannel: (name: string) => BroadcastChannel;
  readonly fetch: (url: string) => Promise<{ readonly status: number }>;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  readonly onOnline: (run: () => void) => () => void;
  /** `silenceMs` unless given (tests). */
  readonly silenceMs?: number;
}

function browserEnvironment(): FeedEnvironment {
  return {
    location: window.location,
    player: window.heistboxPlayer,
    openSocket: (url) => new WebSocket(url),
    openChannel: (name) => new BroadcastChannel(name),
    fetch: (url) => window.fetch(url, { cache: 'no-store' }),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    onOnline: (run) => {
      window.addEventListener('online', run);
      return () => window.removeEventListener('online', run);
    },
  };
}

/**
 * Follows the players' view: `onChange(view, status)` on every new view and every change of status (`view` is
 * null until the first arrives, then the last one held; check it with core's `parsePlayerView` before drawing).
 * Returns the function that closes the feed.
 */
export function openFeed(
  onChange: (view: unknown, status: FeedStatus) => void,
  environment: FeedEnvironment = browserEnvironment(),
): () => void {
  let held: Received | null = null;
  let ended = false;
  let reported: { view: unknown; status: FeedStatus } | null = null;
  /** Tells the page, unless neither the view nor the status changed (a heartbeat's empty patch). */
  const report = (status: FeedStatus): void => {
    const view = held?.view ?? null;
    if (reported !== null && reported.view === view && sameStatus(reported.status, status)) return;
    reported = { view, status };
    onChange(view, status);
  };

  /** Applies one message; answers with the hello to send when the feed fell out of step. */
  function take(message: ServerMessage | null): HelloMessage | null {
    if (message === null || ended) return null;
    const step = receive(held, message);
    if (step.kind === 'resync') return { kind: 'hello', rev: null };
    if (step.kind === 'ended') {
      ended = true;
      report({ kind: 'ended', reason: step.reason });
      return null;
    }
    held = step.received;
    report({ kind: 'live' });
    return null;
  }

  report({ kind: 'connecting' });
  if (environment.player !== undefined) return windowFeed(environment.player, take);
  if (environment.location.hash === '#local') return localFeed(environment, take);
  return socketFeed(
    environment,
    take,
    report,
    () => held?.rev ?? null,
    () => ended,
  );
}

type Take = (message: ServerMessage | null) => HelloMessage | null;

function sameStatus(a: FeedStatus, b: FeedStatus): boolean {
  return a.kind === b.kind && (a.kind !== 'ended' || (b.kind === 'ended' && a.reason === b.reason));
}

/** The desktop players' window: main sends the messages; subscribing again asks for a fresh snapshot. */
function windowFeed(player: PlayerWindowApi, take: Take): () => void {
  let unsubscribe = (): void => undefined;
  const subscribe = (): void => {
    unsubscribe = player.onMessage((message) => {
      if (take(asServerMessage(message)) === null) return;
      unsubscribe();
      subscribe();
    });
  };
  subscribe();
  return () => unsubscribe();
}

/** A `#local` window of the web build: the GM's tab answers hellos on the `BroadcastChannel`. */
function localFeed(environment: FeedEnvironment, take: Take): () => void {
  const channel = environment.openChannel(localChannelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const hello = take(asServerMessage(event.data));
    if (hello !== null) channel.postMessage(hello);
  };
  channel.postMessage({ kind: 'hello', rev: null } satisfies HelloMessage);
  return () => channel.close();
}

/** A LAN screen: the hub's `/live` on the page's own origin, with the join link's token and audience. */
function socketFeed(
  environment: FeedEnvironment,
  take: Take,
  report: (status: FeedStatus) => void,
  heldRev: () => number | null,
  isEnded: () => boolean,
): () => void {
  const { location } = environment;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const liveUrl = `${scheme}//${location.host}/live${location.search}`;
  const checkUrl = `/live${location.search}`;
  let socket: WebSocket | null = null;
  let timer: unknown = null;
  let watchdog: unknown = null;
  let failures = 0;
  let closed = false;

  /** Gives up on `current` (closed, or silent too long) and tries again. */
  const lose = (current: WebSocket): void => {
    if (socket !== current) return;
    socket = null;
    if (watchdog !== null) environment.clearTimeout(watchdog);
    watchdog = null;
    current.close();
    if (!closed && !isEnded()) void retry();
  };

  const listen = (current: WebSocket): void => {
    if (watchdog !== null) environment.clearTimeout(watchdog);
    watchdog = environment.setTimeout(() => lose(current), environment.silenceMs ?? silenceMs);
  };

  const connect = (): void => {
    if (closed || isEnded()) return;
    timer = null;
    const current = environment.openSocket(liveUrl);
    socket = current;
    listen(current);
    current.onopen = () => {
      failures = 0;
      current.send(JSON.stringify({ kind: 'hello', rev: heldRev() } satisfies HelloMessage));
    };
    current.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data !== 'string') return;
      listen(current);
      const hello = take(parseServerMessage(event.data));
      if (hello !== null) current.send(JSON.stringify(hello));
      if (isEnded()) lose(current);
    };
    current.onclose = () => lose(current);
  };

  /** Waits (longer after each failure), unless the hub says the link itself is dead. */
  const retry = async (): Promise<void> => {
    report({ kind: 'reconnecting' });
    const answer = await environment.fetch(checkUrl).catch(() => null);
    if (answer?.status === 401) {
      take({ kind: 'bye', reason: 'refused' });
      return;
    }
    if (closed || isEnded() || timer !== null) return;
    const wait = backoffMs[Math.min(failures, backoffMs.length - 1)] ?? 5000;
    failures += 1;
    timer = environment.setTimeout(connect, wait);
  };

  const stopListening = environment.onOnline(() => {
    if (timer === null || closed) return;
    environment.clearTimeout(timer); // the network is back: do not wait out the backoff
    connect();
  });
  connect();
  return () => {
    closed = true;
    stopListening();
    if (timer !== null) environment.clearTimeout(timer);
    if (watchdog !== null) environment.clearTimeout(watchdog);
    socket?.close();
  };
}
