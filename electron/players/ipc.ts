/**
 * The players' screen's IPC channels: the GM's renderer's requests to the hub in main, main's pushes, and the
 * players' window's one message. Names only (no Electron, no schema library), so both preloads stay tiny.
 */
import type { PlayersRequest } from './payloads-names.ts';

/** invoke: `players.<name>(…args)` → what the `PlayersApi` function resolves to. */
export const playersChannels = {
  start: 'players:start',
  stop: 'players:stop',
  status: 'players:status',
  publish: 'players:publish',
  setBlank: 'players:set-blank',
  drop: 'players:drop',
  rotateToken: 'players:rotate-token',
  openWindow: 'players:open-window',
} as const satisfies Record<PlayersRequest, string>;

/** main → the GM's window: `PlayersStatus`, on every change. */
export const playersStatusChannel = 'players:status-changed';
/** main → the players' window: one wire message (`ServerMessage`). */
export const playerMessageChannel = 'players:message';
/** the players' window → main: `rev: number | null`, its hello (a snapshot for null). */
export const playerHelloChannel = 'players:hello';
