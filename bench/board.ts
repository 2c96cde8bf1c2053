/**
 * Part of `npm run bench`: how fast the HEIST board's geometry (core/skirmish/board) reads a table of 40 models
 * and 100 walls, each on a freshly moved layout: one shot's facts (what a click on a target needs), one shooter's
 * against every other model (a selected shooter's targets), and every pair's (1,560 shots: more than any redraw
 * asks), against the 16 ms of one frame. Figures only; nothing is asserted (the tests check correctness).
 */
import { seededDice } from '../core/index.ts';
import {
  applySkirmish,
  boardGeometry,
  boardView,
  houseDeck,
  openingEvents,
  parseRoster,
  startSkirmish,
} from '../core/skirmish/index.ts';
import type { boardGeometry as Geometry, SkirmishState } from '../core/skirmish/index.ts';
import { formatDuration, measure, printTable } from './measure.ts';

/** A fixed pseudo-random table (a linear congruential generator), so every run measures the same layout. */
function busyTable(models: number, walls: number): Geometry.BoardLayout {
  let seed = 20;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const within = (margin: number) => ({
    x: margin + next() * (48 - 2 * margin),
    y: margin + next() * (48 - 2 * margin),
  });
  const terrain: Geometry.Terrain[] = Array.from({ length: walls }, (_, i) => {
    const from = within(1);
    const angle = next() * Math.PI * 2;
    const length = 1 + next() * 5;
    const to = { x: from.x + Math.cos(angle) * length, y: from.y + Math.sin(angle) * length };
    return {
      id: `wall-${i}`,
      name: `Wall ${i}`,
      shape:
        i % 10 === 0
          ? {
              kind: 'area',
              corners: [
                from,
                { x: from.x + 2, y: from.y },
                { x: from.x + 2, y: from.y + 1 },
                { x: from.x, y: from.y + 1 },
              ],
            }
          : { kind: 'segment', from, to },
      role: i % 7 === 0 ? 'obstruction' : 'cover',
      height: i % 3 === 0 ? 'low' : 'high',
      destructible: i % 5 === 0,
      thickness: i % 4 === 0 ? 0.8 : 0.2,
    };
  });
  const placed = Array.from({ length: models }, (_, i) => ({ id: `m${i}`, at: within(2) }));
  return { width: 48, height: 48, models: placed, terrain };
}

/**
 * A fight of 40 models (two sides of 20) whose board holds the busy table: the state a redraw reads, its board
 * put in place as the events would fold it.
 */
function busyFight(table: Geometry.BoardLayout): SkirmishState {
  const roster = (prefix: string) => {
    const lines = Array.from({ length: 20 }, (_, i) => `${prefix} ${i + 1} (3/5) SMG w/2 reloads, Pistol`);
    const parsed = parseRoster(lines.join('\n'));
    if (parsed.problems.length > 0) throw new Error(parsed.problems[0]!.message);
    return parsed.models;
  };
  const crew = roster('Mr.').map((profile, i) => ({ id: `m${i}`, profile }));
  const police = roster('Officer').map((profile, i) => ({ id: `m${20 + i}`, profile }));
  const dice = seededDice(20);
  const started = startSkirmish(
    {
      name: 'Bench board',
      sides: [
        { id: 'crew', name: 'The crew', stance: 'aggressive', models: crew },
        { id: 'police', name: 'The police', stance: 'defensive', models: police },
      ],
      firstSide: 'crew',
      deck: [],
    },
    dice,
    houseDeck,
  );
  if (!started.ok) throw new Error(started.message);
  let state: SkirmishState | null = null;
  for (const event of openingEvents(started.events[0]!, dice, 0)) state = applySkirmish(state, event);
  return { ...state!, board: { ...table, doors: [], exits: [], aims: [] } };
}

export function benchBoard(): void {
  const table = busyTable(40, 100);
  const ids = table.models.map((m) => m.id);
  const pairs = ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => [a, b] as const));
  let blocked = 0;
  const everyPair = measure(
    () => {
      const fresh = { ...table }; // a moved model makes a new layout: its pieces are read again
      blocked = 0;
      for (const [a, b] of pairs) if (!boardGeometry.shotFacts(fresh, a, b).lineOfSight.clear) blocked++;
    },
    pairs.length,
    5,
    1,
  );
  const targets = ids.slice(1);
  const oneShooter = measure(
    () => {
      const fresh = { ...table };
      for (const b of targets) boardGeometry.shotFacts(fresh, 'm0', b);
    },
    targets.length,
    21,
    3,
  );
  const one = measure(() => boardGeometry.shotFacts({ ...table }, 'm0', 'm1'), 1, 51, 5);
  const fight = busyFight(table);
  const moved = () => ({ ...fight, board: { ...fight.board! } }); // a drag stores a new board: nothing cached
  let drawn = 0;
  const redraw = measure(
    () => {
      const view = boardView(moved(), { shooter: 'm0', target: 'm25' });
      drawn = view!.tokens.length + view!.pieces.length;
    },
    1,
    31,
    3,
  );
  const plain = measure(() => boardView(moved()), 1, 51, 5);
  printTable(
    `HEIST board geometry: 40 models, 100 walls (${blocked} of ${pairs.length} lines of sight blocked; a frame is 16 ms)`,
    ['task', 'per call', 'per run'],
    [
      ['shotFacts, one shooter and target', formatDuration(one.perCall), formatDuration(one.perRun)],
      [
        `shotFacts, one shooter against every other model (${targets.length})`,
        formatDuration(oneShooter.perCall),
        formatDuration(oneShooter.perRun),
      ],
      [
        `shotFacts, every pair (${pairs.length})`,
        formatDuration(everyPair.perCall),
        formatDuration(everyPair.perRun),
      ],
      [
        'boardView, a redraw without a selection (tokens, walls)',
        formatDuration(plain.perCall),
        formatDuration(plain.perRun),
      ],
      [
        `boardView, a redraw with a shooter and a target selected (${drawn} shapes; its 20 enemies read)`,
        formatDuration(redraw.perCall),
        formatDuration(redraw.perRun),
      ],
    ],
  );
}
