/**
 * The players' hub's shape: its limits, options and functions (electron/players/hub.ts makes one).
 */
import type { JsonValue, ServerMessage } from '../../core/player/wire.ts';
import { maxClientFrameBytes, maxClientFramesPerSecond } from '../../core/player/wire.ts';
import type { PlayersStartOptions, PlayersStatus } from './api.ts';

/** What the hub refuses beyond: the contract's limits, smaller in tests. */
export interface HubLimits {
  /** Screens connected at once over the LAN. */
  readonly maxClients: number;
  /** Screens from one IP address. */
  readonly maxPerAddress: number;
  /** The largest frame a screen may send (bytes). */
  readonly maxFrameBytes: number;
  /** Frames a screen may send in one second. */
  readonly maxFramesPerSecond: number;
  /** How long a screen may stay connected without its hello (ms). */
  readonly helloTimeoutMs: number;
  /** Bytes waiting to be sent to one screen past which it is cut off (a screen that does not read). */
  readonly maxBufferedBytes: number;
  /**
   * How often each screen is pinged and sent an empty patch (ms): a screen that missed the last ping's answer is
   * cut off (a phone that went to sleep frees its place), and the empty patch tells a screen its link is alive.
   */
  readonly heartbeatMs: number;
}

export const defaultHubLimits: HubLimits = {
  maxClients: 32,
  maxPerAddress: 8,
  maxFrameBytes: maxClientFrameBytes,
  maxFramesPerSecond: maxClientFramesPerSecond,
  helloTimeoutMs: 10_000,
  maxBufferedBytes: 8 * 1024 * 1024,
  heartbeatMs: 15_000,
};

export interface PlayerHubOptions {
  /** The folder holding the built `player.html` and its assets (dist/renderer); null serves no page. */
  readonly pageRoot: string | null;
  readonly limits?: Partial<HubLimits>;
  /** What a blanked screen, or an audience with nothing published, gets: core's `emptyPlayerView` unless given. */
  readonly emptyView?: (blank: boolean) => JsonValue;
  /** The machine's LAN IPv4 addresses, for the join links (os.networkInterfaces by default). */
  readonly addresses?: () => readonly string[];
}

/** A screen fed in-process (the players' window): the same wire messages, no socket, no token. */
export interface LocalScreen {
  /** Asks for the view, as a screen's hello does: a snapshot for null, else the patches since `rev`. */
  hello(rev: number | null): void;
  detach(): void;
}

export interface PlayerHub {
  start(options?: PlayersStartOptions): Promise<PlayersStatus>;
  stop(): Promise<PlayersStatus>;
  publish(views: Readonly<Record<string, JsonValue>>): void;
  setBlank(blank: boolean): PlayersStatus;
  drop(clientId: string): PlayersStatus;
  rotateToken(): PlayersStatus;
  status(): PlayersStatus;
  onStatus(listener: (status: PlayersStatus) => void): () => void;
  /** Feeds `send` the audience's wire messages until detached; it starts with nothing until it says hello. */
  attachLocal(audience: string, send: (message: ServerMessage) => void): LocalScreen;
}
