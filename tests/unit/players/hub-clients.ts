/**
 * Test screens for the players' hub: real WebSocket clients on loopback that record every message, and the
 * ways a connection can be refused or end.
 */
import { WebSocket } from 'ws';
import { parseServerMessage } from '../../../core/player/wire.ts';
import type { ServerMessage } from '../../../core/player/wire.ts';

export interface TestScreen {
  readonly socket: WebSocket;
  /** Every message received so far, parsed (a frame that is not a message fails the test). */
  readonly messages: ServerMessage[];
  /** Every frame received, as text: what a test searches for secrets. */
  readonly frames: string[];
  /** The next message not yet taken by `next`. */
  next(): Promise<ServerMessage>;
  /** Resolves with the close code once the socket closes. */
  readonly closed: Promise<number>;
  hello(rev: number | null): void;
}

/** Opens a screen on `url`; rejects with the HTTP status when the hub refuses the upgrade. */
export function openScreen(
  url: string,
  headers: Record<string, string> = {},
  options: { readonly autoPong?: boolean } = {},
): Promise<TestScreen> {
  const socket = new WebSocket(url, { headers, ...options });
  const messages: ServerMessage[] = [];
  const frames: string[] = [];
  const waiting: ((message: ServerMessage) => void)[] = [];
  let taken = 0;
  socket.on('message', (data) => {
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
    frames.push(text);
    const message = parseServerMessage(text);
    if (message === null) throw new Error(`Not a wire message: ${text.slice(0, 80)}`);
    messages.push(message);
    waiting.shift()?.(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const screen: TestScreen = {
    socket,
    messages,
    frames,
    closed,
    next() {
      const index = taken;
      taken += 1;
      const ready = messages[index];
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise((resolve) => waiting.push(resolve));
    },
    hello(rev) {
      socket.send(JSON.stringify({ kind: 'hello', rev }));
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(screen));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}

/** The live channel's address for a join link (`http://host:port/?t=…&a=…`). */
export function liveUrl(joinLink: string): string {
  const url = new URL(joinLink);
  return `ws://${url.host}/live${url.search}`;
}

/** The HTTP status the hub refuses `url` with, or 101 when it accepts (the socket is then closed). */
export async function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const screen = await openScreen(url, headers);
    screen.socket.terminate();
    return 101;
  } catch (error) {
    const match = /refused (\d+)/.exec(String(error));
    if (match?.[1] === undefined) throw error;
    return Number(match[1]);
  }
}

/** Resolves after `ms`. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
