/**
 * `npm run bench -- players`: the players' screen over the LAN path, on loopback (issue 21). A simulated campaign's
 * next 300 GM commands are played one by one onto its head; after each, core projects every audience
 * (`playerViews`, with the last 12 entries that rolled, as the GM's renderer does), the publisher's check skips an
 * unchanged projection, the hub publishes, and the clock stops when every connected player has applied the change
 * (each a real WebSocket client following the wire as the player page does). Printed for 1 and 8 players: p50, p95
 * and max of the time from the GM's command to every screen updated (goal: p95 under 100 ms), and the bytes sent per
 * change against a full snapshot. Then the same with hostile clients hammering the hub the whole time — garbage
 * frames, frames over 1 KB, wrong and replayed tokens, 1,000 connections — to show the players do not notice.
 * Figures only; the tests check correctness.
 */
import { foldEntry, playerViews, rollsOf } from '../core/index.ts';
import type { CampaignState, LogEntry } from '../core/index.ts';
import { receive } from '../core/player/wire.ts';
import type { JsonValue, Received } from '../core/player/wire.ts';
import { createPlayerHub } from '../electron/players/hub.ts';
import type { PlayerHub } from '../electron/players/hub.ts';
import { simulateCampaign } from '../tests/helpers/campaign-gen.ts';
import { WebSocket } from 'ws';
import { formatDuration, printTable } from './measure.ts';

const warmEntries = 300;
const measuredEntries = 300;
const recentRolls = 12;

/** A player's screen: follows the wire and resolves the waiters once it holds a revision. */
class Screen {
  held: Received | null = null;
  bytes = 0;
  readonly #waiters: { rev: number; resolve: () => void }[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.bytes += Buffer.byteLength(text);
      const message = JSON.parse(text) as Parameters<typeof receive>[1];
      const step = receive(this.held, message);
      if (step.kind === 'resync') socket.send(JSON.stringify({ kind: 'hello', rev: null }));
      if (step.kind !== 'view') return;
      this.held = step.received;
      for (const waiter of [...this.#waiters]) {
        if (this.held.rev < waiter.rev) continue;
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  }

  /** Resolves once the screen shows revision `rev` or a later one. */
  reach(rev: number): Promise<void> {
    if (this.held !== null && this.held.rev >= rev) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ rev, resolve }));
  }
}

async function join(url: string): Promise<Screen> {
  const live = new URL(url);
  const socket = new WebSocket(`ws://${live.host}/live${live.search}`);
  const screen = new Screen(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ kind: 'hello', rev: null }));
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (screen.held === null) return;
      clearInterval(check);
      resolve();
    }, 1);
  });
  return screen;
}

interface Run {
  readonly latencies: number[];
  readonly patchBytes: number[];
  readonly snapshotBytes: number[];
  unchanged: number;
}

/** Plays the measured commands with `players` screens connected; `hostile` runs beside it when given. */
async function play(
  start: CampaignState,
  startRolls: readonly LogEntry[],
  next: readonly LogEntry[],
  players: number,
  hostile: ((hub: PlayerHub) => () => Promise<void>) | null,
): Promise<Run> {
  const hub = createPlayerHub({ pageRoot: null });
  const status = await hub.start({ host: '127.0.0.1', port: 0 });
  const link = status.urls[0] ?? '';
  let state = start;
  let rolls = [...startRolls];
  let last = JSON.stringify(playerViews(state, rolls));
  hub.publish(JSON.parse(last) as Record<string, JsonValue>);
  const screens = await Promise.all(Array.from({ length: players }, () => join(link)));
  const stopHostile = hostile?.(hub) ?? null;
  const run: Run = { latencies: [], patchBytes: [], snapshotBytes: [], unchanged: 0 };
  for (const entry of next) {
    const before = screens.map((screen) => screen.bytes);
    const rev = screens[0]?.held?.rev ?? 0;
    const started = performance.now();
    state = foldEntry(state, entry); // the GM's command, as stored
    if (rollsOf(entry).length > 0) rolls = [...rolls, entry].slice(-recentRolls);
    const views = playerViews(state, rolls);
    const text = JSON.stringify(views); // the publisher's check: an unchanged projection is not sent
    if (text === last) {
      run.unchanged += 1;
      continue;
    }
    last = text;
    hub.publish(views as unknown as Record<string, JsonValue>);
    await Promise.all(screens.map((screen) => screen.reach(rev + 1)));
    run.latencies.push(performance.now() - started);
    run.patchBytes.push((screens[0]?.bytes ?? 0) - (before[0] ?? 0));
    run.snapshotBytes.push(
      Buffer.byteLength(JSON.stringify({ kind: 'snapshot', rev: rev + 1, view: views.crew })),
    );
  }
  await stopHostile?.();
  for (const screen of screens) screen.socket.terminate();
  await hub.stop();
  return run;
}

/** Clients that attack the hub without pause until stopped: each kind a loop of its own. */
function hostileClients(hub: PlayerHub): () => Promise<void> {
  const link = new URL(hub.status().urls[0] ?? '');
  const good = `ws://${link.host}/live${link.search}`;
  const base = `ws://${link.host}/live`;
  let running = true;
  const attempt = (url: string, act: (socket: WebSocket) => void): Promise<void> =>
    new Promise((resolve) => {
      const socket = new WebSocket(url);
      socket.on('error', () => resolve());
      socket.on('unexpected-response', () => {
        socket.terminate();
        resolve();
      });
      socket.on('close', () => resolve());
      socket.on('open', () => act(socket));
    });
  const loop = async (task: () => Promise<void>): Promise<void> => {
    while (running) await task();
  };
  const garbage = (socket: WebSocket) => {
    for (let frame = 0; frame < 30; frame += 1)
      socket.send(frame % 2 === 0 ? 'garbage' : Buffer.from([0, 255]));
  };
  const loops = [
    loop(() => attempt(`${base}?t=wrong`, () => undefined)),
    loop(() => attempt(`${base}?t=${link.searchParams.get('t')}&a=seat:someone`, () => undefined)),
    loop(() => attempt(good, garbage)),
    loop(() => attempt(good, (socket) => socket.send('x'.repeat(4096)))),
    loop(async () => {
      await Promise.all(Array.from({ length: 1000 }, () => attempt(`${base}?t=replayed`, () => undefined)));
    }),
  ];
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

export async function benchPlayers(): Promise<void> {
  const { entries } = simulateCampaign({ entries: warmEntries + measuredEntries, seed: 21 });
  const warm = entries.slice(0, warmEntries);
  const start = warm.reduce<CampaignState | null>(foldEntry, null);
  if (start === null) throw new Error('The simulated campaign is empty');
  const startRolls = warm.filter((entry) => rollsOf(entry).length > 0).slice(-recentRolls);
  const next = entries.slice(warmEntries);
  const rows: string[][] = [];
  for (const [label, players, hostile] of [
    ['1 player', 1, null],
    ['8 players', 8, null],
    ['8 players, hostile clients', 8, hostileClients],
  ] as const) {
    const run = await play(start, startRolls, next, players, hostile);
    const patch = mean(run.patchBytes);
    const snapshot = mean(run.snapshotBytes);
    rows.push([
      label,
      `${run.latencies.length} (${run.unchanged} unchanged)`,
      formatDuration(percentile(run.latencies, 0.5)),
      formatDuration(percentile(run.latencies, 0.95)),
      formatDuration(Math.max(...run.latencies)),
      `${Math.round(patch)} B`,
      `${Math.round(snapshot)} B`,
      `${((patch / snapshot) * 100).toFixed(1)} %`,
    ]);
  }
  printTable(
    `Players' screen on loopback: a GM command → projection → publish → every player's screen updated (${measuredEntries} commands of a simulated campaign; goal p95 < 100 ms)`,
    ['players', 'changes', 'p50', 'p95', 'max', 'bytes/change', 'snapshot', 'patch/snapshot'],
    rows,
  );
}
