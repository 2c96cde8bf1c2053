/**
 * The players' screen as the GM's renderer reaches it: the functions of `window.heistbox.players` in the desktop
 * app (electron/preload.ts) and of the web build's control socket (renderer/players/link.ts), and what
 * `window.heistboxPlayer` gives the players' window (electron/player-preload.ts). Types and limits only: shared
 * by main, both preloads, the Vite plugin and the renderer.
 */
import { parseAudience } from '../../core/player/audience.ts';
import type { ServerMessage } from '../../core/player/wire.ts';

/**
 * Who a view is for: `crew` (the table's screen and the shared link) or `seat:<character id>` (one player's own
 * character, when each player sees only their own sheet).
 */
export type AudienceKey = 'crew' | `seat:${string}`;

/** One screen connected over the LAN. */
export interface PlayersClient {
  /** Stable while it stays connected; what `drop` takes. */
  readonly id: string;
  readonly audience: string;
  /** Its IP address as the hub sees it. */
  readonly address: string;
  /** Epoch ms it connected. */
  readonly since: number;
}

export interface PlayersStatus {
  /** True while the LAN channel is bound (sharing is on). */
  readonly on: boolean;
  /** The port it listens on; null while off. */
  readonly port: number | null;
  /** The crew's join links (with this session's token): one per LAN IPv4 address, then localhost. */
  readonly urls: readonly string[];
  /** Each seat's own join links, by audience (`seat:<id>`), for the seats the GM last published. */
  readonly seatUrls: Readonly<Record<string, readonly string[]>>;
  readonly clients: readonly PlayersClient[];
  /** True while every screen shows the blank view. */
  readonly blank: boolean;
}

export interface PlayersStartOptions {
  /** The address to bind: `0.0.0.0` (every interface) unless given. */
  readonly host?: string;
  /** The port: 0 picks a free one. */
  readonly port?: number;
}

/** The GM's controls of the players' screen. Every function that changes something resolves to the new status. */
export interface PlayersApi {
  /** Binds the LAN channel (sharing on) with a fresh token; does nothing more when it already is. */
  start(options?: PlayersStartOptions): Promise<PlayersStatus>;
  /** Ends every LAN screen with a `bye` and frees the port (sharing off). The players' window stays. */
  stop(): Promise<PlayersStatus>;
  status(): Promise<PlayersStatus>;
  /** The views core computed, one per audience; each screen gets its own audience's, as a patch when it can. */
  publish(views: Readonly<Record<string, unknown>>): Promise<void>;
  /** While true every screen shows the blank view, and nothing of the real views is sent. */
  setBlank(blank: boolean): Promise<PlayersStatus>;
  /** Ends one screen's session (`bye`, reason `dropped`); it does not reconnect by itself. */
  drop(clientId: string): Promise<PlayersStatus>;
  /** A new token: every screen is ended (`token-changed`) and the old links stop working. */
  rotateToken(): Promise<PlayersStatus>;
  /** Opens (or brings forward) the players' window: the crew's view on a second display when there is one. */
  openWindow(): Promise<void>;
  /** Called on every change of the status (a screen joins or leaves, sharing on or off…); returns unsubscribe. */
  onStatus(listener: (status: PlayersStatus) => void): () => void;
}

/** What the players' window's preload exposes as `window.heistboxPlayer`: the wire messages, nothing else. */
export interface PlayerWindowApi {
  /** Subscribes to the crew's view as wire messages (a snapshot first); returns unsubscribe. */
  onMessage(listener: (message: ServerMessage) => void): () => void;
}

/** The largest `publish` payload, as JSON text (characters): far above a view of a full table. */
export const maxPublishChars = 4 * 1024 * 1024;
/** The most audiences one `publish` may carry: the crew and one seat per character, with room to spare. */
export const maxAudiences = 64;
/** True for `crew` and `seat:<character id>`: core's `parseAudience` decides (one truth for the link and the hub). */
export function isAudienceKey(value: unknown): value is AudienceKey {
  return parseAudience(value) !== null;
}
