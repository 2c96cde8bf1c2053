/**
 * The players' channel on the wire: what the GM's side sends a player's screen, what a screen may send back, and
 * the JSON diff and patch that keep a screen up to date in a few bytes. Pure and transport-free: the LAN hub
 * (electron/players/hub.ts), Electron's players' window and the browser's `#local` window all speak it.
 *
 * The view itself is opaque JSON here: core's `playerView` decides what it holds (nothing the crew does not
 * know); the wire only ships it. One writer (the GM), read-only screens, so a snapshot and ordered patches
 * need no merge.
 */

import { applyPatch, diffJson, isIndex } from './json-patch.ts';
import type { JsonValue, PatchOp } from './json-patch.ts';

export { applyPatch, diffJson } from './json-patch.ts';
export type { JsonObject, JsonPath, JsonValue, PatchOp } from './json-patch.ts';

/** Why the GM's side ends a screen's session: no screen reconnects after one. */
export const byeReasons = ['token-changed', 'dropped', 'stopped', 'refused'] as const;
export type ByeReason = (typeof byeReasons)[number];

/** Server → screen. `rev` numbers a view; a patch turns the view numbered `base` into the one numbered `rev`. */
export type ServerMessage<View = JsonValue> =
  | { readonly kind: 'snapshot'; readonly rev: number; readonly view: View }
  | { readonly kind: 'patch'; readonly rev: number; readonly base: number; readonly ops: readonly PatchOp[] }
  | { readonly kind: 'bye'; readonly reason: ByeReason };

/** Screen → server: the only message a screen may send. `rev` is the view it has, null for none. */
export interface HelloMessage {
  readonly kind: 'hello';
  readonly rev: number | null;
}

/** The largest frame a screen may send (bytes); a bigger one closes its socket. A hello is ~30 bytes. */
export const maxClientFrameBytes = 1024;
/** The most frames a screen may send in one second; one more closes its socket. */
export const maxClientFramesPerSecond = 20;
/** How many past patches a channel keeps for screens that reconnect (older ones get a snapshot). */
export const keptPatches = 32;

// ---------------------------------------------------------------------------------------------- one channel

/** One audience's channel on the sending side: its current view, numbered, and the last few patches. */
export interface Channel {
  readonly rev: number;
  readonly view: JsonValue;
  /** Oldest first; `history[i]` turns view `rev - history.length + i` into the next one. */
  readonly history: readonly (readonly PatchOp[])[];
}

/**
 * A channel that starts at `view`, numbered `firstRev`. Give each channel a random first number (any safe
 * integer below 2^48): a screen from an earlier session then never mistakes a new view for one it had.
 */
export function openChannel(view: JsonValue, firstRev: number): Channel {
  if (!Number.isSafeInteger(firstRev) || firstRev < 0 || firstRev >= 2 ** 48) {
    throw new RangeError(`firstRev must be a whole number in [0, 2^48), not ${firstRev}`);
  }
  return { rev: firstRev, view, history: [] };
}

/**
 * The channel after its view becomes `view`, with the patch to send every screen on it; no patch (and the
 * same channel) when nothing changed.
 */
export function advance(
  channel: Channel,
  view: JsonValue,
): { channel: Channel; patch: ServerMessage | null } {
  const ops = diffJson(channel.view, view);
  if (ops.length === 0) return { channel, patch: null };
  const rev = channel.rev + 1;
  const history = [...channel.history.slice(-(keptPatches - 1)), ops];
  return { channel: { rev, view, history }, patch: { kind: 'patch', rev, base: channel.rev, ops } };
}

/**
 * What a screen that says hello with `rev` gets: the patches since `rev` as one patch when the channel still
 * has them (an empty one when it is up to date), else a snapshot.
 */
export function catchUp(channel: Channel, rev: number | null): ServerMessage {
  const behind = rev === null ? -1 : channel.rev - rev;
  if (rev === null || behind < 0 || behind > channel.history.length) {
    return { kind: 'snapshot', rev: channel.rev, view: channel.view };
  }
  const ops = channel.history.slice(channel.history.length - behind).flat();
  return { kind: 'patch', rev: channel.rev, base: rev, ops };
}

// ---------------------------------------------------------------------------------------------- the screen's side

/** What a screen holds: the view it shows and its number. */
export interface Received {
  readonly rev: number;
  readonly view: JsonValue;
}

/**
 * A screen's view after `message`: a snapshot replaces it; a patch applies when its base is the view held.
 * `resync` when the screen must say hello again (a patch it cannot apply); `ended` on a bye.
 */
export function receive(
  held: Received | null,
  message: ServerMessage,
):
  | { readonly kind: 'view'; readonly received: Received }
  | { readonly kind: 'resync' }
  | { readonly kind: 'ended'; readonly reason: ByeReason } {
  if (message.kind === 'bye') return { kind: 'ended', reason: message.reason };
  if (message.kind === 'snapshot')
    return { kind: 'view', received: { rev: message.rev, view: message.view } };
  if (held === null || held.rev !== message.base) return { kind: 'resync' };
  try {
    return { kind: 'view', received: { rev: message.rev, view: applyPatch(held.view, message.ops) } };
  } catch {
    return { kind: 'resync' };
  }
}

// ---------------------------------------------------------------------------------------------- parsing

/**
 * A screen's frame as a hello, or null for anything else (not JSON, another kind, extra fields, a bad rev):
 * the server drops it unanswered.
 */
export function parseHello(text: string): HelloMessage | null {
  if (text.length > maxClientFrameBytes) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return asHello(value);
}

/** A hello passed as a value (a `BroadcastChannel` message), or null for anything else. */
export function asHello(value: unknown): HelloMessage | null {
  if (!isRecord(value) || value.kind !== 'hello' || Object.keys(value).length !== 2) return null;
  const rev = value.rev;
  return rev === null || isRev(rev) ? { kind: 'hello', rev } : null;
}

/**
 * A server frame as a message, or null when it is not one. The view is checked only as JSON here; the page
 * checks its shape with core's schema before drawing it.
 */
export function parseServerMessage(text: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return asServerMessage(value);
}

/** A message passed as a value (the players' window's IPC, a `BroadcastChannel`), or null when it is not one. */
export function asServerMessage(value: unknown): ServerMessage | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'snapshot':
      return isRev(value.rev) && 'view' in value
        ? { kind: 'snapshot', rev: value.rev, view: value.view as JsonValue }
        : null;
    case 'patch':
      return isRev(value.rev) && isRev(value.base) && Array.isArray(value.ops) && value.ops.every(isPatchOp)
        ? { kind: 'patch', rev: value.rev, base: value.base, ops: value.ops }
        : null;
    case 'bye':
      return (byeReasons as readonly unknown[]).includes(value.reason)
        ? { kind: 'bye', reason: value.reason as ByeReason }
        : null;
    default:
      return null;
  }
}

function isPatchOp(value: unknown): value is PatchOp {
  if (!isRecord(value) || !Array.isArray(value.path)) return false;
  const path: unknown[] = value.path;
  if (!path.every((step) => typeof step === 'string' || (typeof step === 'number' && isIndex(step))))
    return false;
  if (value.op === 'set') return 'value' in value;
  if (value.op === 'del') return true;
  if (value.op === 'splice') {
    return (
      typeof value.index === 'number' &&
      isIndex(value.index) &&
      typeof value.remove === 'number' &&
      isIndex(value.remove) &&
      Array.isArray(value.items)
    );
  }
  return value.op === 'len' && typeof value.length === 'number' && isIndex(value.length);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRev(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
