import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { commandSchema, describeSkirmish, replaySkirmish } from '../../../../../core/skirmish/index.ts';
import type { SkirmishCommand, SkirmishEvent } from '../../../../../core/skirmish/index.ts';
import { expectStoredWell, edit } from '../support/bridge.ts';
import { entry, fight, model, refused, run, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/**
 * The board's commands (issue 20): one command, one event, one undo step (an undo is a replay without it); every
 * bad command refused with a message naming the problem, and nothing stored.
 */

function twoSides(): Fight {
  return fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG'), entry('b', 'Mr. B (2/5) Pistol')]),
      side('police', 'defensive', [entry('k', 'Officer Kay (3/5) Pistol')]),
    ],
  });
}

const size = (width = 24, height = 24): SkirmishCommand => ({ type: 'skirmish/board-size', width, height });
const place = (id: string, x: number, y: number, first = false): SkirmishCommand => ({
  type: 'skirmish/board-place',
  model: id,
  to: { x, y },
  ...(first ? { place: true } : {}),
});
const wall = (from: [number, number], to: [number, number], name?: string): SkirmishCommand => ({
  type: 'skirmish/board-draw',
  piece: {
    kind: 'terrain',
    ...(name ? { name } : {}),
    shape: { kind: 'segment', from: { x: from[0], y: from[1] }, to: { x: to[0], y: to[1] } },
    role: 'cover',
    height: 'low',
  },
});
const names = (id: string) => ({ a: 'Mr. A', b: 'Mr. B', k: 'Officer Kay' })[id] ?? id;
const lines = (events: readonly SkirmishEvent[]) => events.map((e) => describeSkirmish(e, names));

/** A fight with a 24 by 24 in board, Mr. A at (2, 2), Mr. B at (10, 2), Officer Kay at (2, 20). */
function onBoard(): Fight {
  const f = twoSides();
  run(f, size());
  run(f, place('a', 2, 2, true));
  run(f, place('b', 10, 2, true));
  run(f, place('k', 2, 20, true));
  return f;
}

describe('skirmish/board-size', () => {
  it('gives a fight without a board its table, with the base width and measuring of its settings', () => {
    const f = twoSides();
    expect(f.state.board).toBeUndefined();
    expect(lines(run(f, size(48, 36)))).toEqual(["The board's table is 48 by 36 in"]);
    expect(f.state.board).toMatchObject({
      width: 48,
      height: 36,
      bw: 1,
      measureFrom: 'base_edge',
      models: [],
    });
    expectStoredWell(f);
  });

  it('refuses a table that would leave a model or a piece off it, naming them', () => {
    const f = onBoard();
    run(f, wall([15, 5], [20, 5], 'Counter'));
    expect(refused(f, size(12, 24))).toBe('At 12 by 24 in, Counter would be off the table: move it first');
    expect(refused(f, size(24, 10))).toBe(
      'At 24 by 10 in, Officer Kay would be off the table: move it first',
    );
    expect(refused(f, size(0, 10))).toMatch(/width and a height in inches above 0/);
  });

  it('refuses every other board command before the table is set', () => {
    expect(refused(twoSides(), place('a', 1, 1, true))).toBe(
      'The fight has no board yet: set the table size first',
    );
  });
});

describe('skirmish/board-place', () => {
  it('places a model anywhere on the table, then moves it with the distance measured and the limit', () => {
    const f = onBoard();
    const events = run(f, place('a', 2, 4.5));
    expect(events).toEqual([
      {
        type: 'skirmish/board-model-placed',
        model: 'a',
        from: { x: 2, y: 2 },
        to: { x: 2, y: 4.5 },
        move: { distance: 2.5, limit: 3 },
      },
    ]);
    expect(lines(events)).toEqual(['Mr. A moved 2.5 in']);
    expect(f.state.board?.models.find((m) => m.id === 'a')?.at).toEqual({ x: 2, y: 4.5 });
    expectStoredWell(f);
  });

  it('HST-MOVE-1: refuses a move past 3 in with a shift and a snap (5 in at BW 1), and says how to do it', () => {
    const f = onBoard();
    expect(refused(f, place('a', 2, 7.5))).toBe(
      'Mr. A would move 5.5 in: one Move goes at most 3 in, 5 in with a shift round an obstacle and a snap to cover (HST-MOVE-1, HST-MOVE-2, HST-MOVE-4). Move in more than one Move, or place it to correct the table',
    );
    expect(f.state.board?.models.find((m) => m.id === 'a')?.at).toEqual({ x: 2, y: 2 });
    // placed as a correction, it goes
    run(f, place('a', 2, 7.5, true));
  });

  it('HST-MOVE-2, HST-MOVE-4: takes a move between 3 in and 3 in + 2 BW, and its line says it went past a Move', () => {
    const f = onBoard();
    expect(lines(run(f, place('a', 6, 2)))).toEqual([
      "Mr. A moved 4 in: more than a Move's 3 in, with a shift round an obstacle or a snap to cover",
    ]);
  });

  it('HST-SEQ-4: a model with no action left has no Move to make', () => {
    const f = onBoard();
    run(f, edit('a', { stunned: true, wounded: true, actions: 2 } as never));
    expect(refused(f, place('a', 2, 3))).toMatch(
      /^Mr\. A would move 1 in: Mr\. A has no action left to Move/,
    );
  });

  it('HST-MOVE-3: refuses a base on another base, and a straight path through one', () => {
    const f = onBoard();
    expect(refused(f, place('a', 10.5, 2, true))).toBe(
      "Mr. A would stand on Mr. B's base: models never overlap (HST-MOVE-3)",
    );
    run(f, place('b', 4, 2, true));
    expect(refused(f, place('a', 5.5, 2))).toBe(
      "Mr. A's straight path runs through Mr. B's base: models go round other models (HST-MOVE-3)",
    );
  });

  it('refuses a position off the table, an unknown model and a model not on the table', () => {
    const f = onBoard();
    expect(refused(f, place('a', 30, 2, true))).toBe(
      'Mr. A would stand off the table: the table is 24 by 24 in',
    );
    expect(refused(f, place('zed', 3, 3, true))).toBe('There is no model "zed" in this fight');
    run(f, edit('b', { presence: 'dead' }));
    expect(refused(f, place('b', 12, 2))).toMatch(/^Mr\. B is not on the table \(dead\)/);
  });
});

describe('skirmish/board-draw, board-erase, board-door', () => {
  it('draws terrain with an id and a name of its kind, and erases it by its id', () => {
    const f = onBoard();
    expect(lines(run(f, wall([5, 5], [9, 5])))).toEqual([
      'Low cover 1 drawn on the board (low cover, a line)',
    ]);
    run(f, wall([5, 8], [9, 8], 'Reception desk'));
    expect(f.state.board?.terrain.map((t) => [t.id, t.name])).toEqual([
      ['terrain-1', 'Low cover 1'],
      ['terrain-2', 'Reception desk'],
    ]);
    expect(lines(run(f, { type: 'skirmish/board-erase', piece: 'terrain-1' }))).toEqual([
      'Low cover 1 erased from the board',
    ]);
    expect(f.state.board?.terrain.map((t) => t.id)).toEqual(['terrain-2']);
    expect(refused(f, { type: 'skirmish/board-erase', piece: 'terrain-1' })).toBe(
      'There is no piece "terrain-1" on the board',
    );
    expectStoredWell(f);
  });

  it('refuses an empty line, an area of two corners and a piece off the table, storing nothing', () => {
    const f = onBoard();
    expect(refused(f, wall([5, 5], [5, 5], 'Stub'))).toBe('Stub: a line needs two different ends');
    expect(
      refused(f, {
        type: 'skirmish/board-draw',
        piece: {
          kind: 'terrain',
          name: 'Van',
          shape: {
            kind: 'area',
            corners: [
              { x: 1, y: 1 },
              { x: 2, y: 2 },
            ],
          },
          role: 'cover',
          height: 'high',
        },
      }),
    ).toBe('Van: an area needs at least three corners');
    expect(refused(f, wall([20, 5], [30, 5], 'Long wall'))).toBe(
      'Long wall: every end and corner must be on the table (the table is 24 by 24 in)',
    );
    expect(f.state.board?.terrain).toEqual([]);
  });

  it('draws a door shut, opens it and refuses to open it twice; draws an exit', () => {
    const f = onBoard();
    run(f, {
      type: 'skirmish/board-draw',
      piece: { kind: 'door', from: { x: 12, y: 0 }, to: { x: 12, y: 1 }, open: false },
    });
    expect(lines(run(f, { type: 'skirmish/board-door', door: 'door-1', open: true }))).toEqual([
      'Door 1 opened',
    ]);
    expect(f.state.board?.doors[0]?.open).toBe(true);
    expect(refused(f, { type: 'skirmish/board-door', door: 'door-1', open: true })).toBe(
      'Door 1 is already open',
    );
    expect(refused(f, { type: 'skirmish/board-door', door: 'door-9', open: true })).toBe(
      'There is no door "door-9" on the board',
    );
    run(f, {
      type: 'skirmish/board-draw',
      piece: { kind: 'exit', name: 'Loading bay', from: { x: 0, y: 10 }, to: { x: 0, y: 14 } },
    });
    expect(f.state.board?.exits.map((e) => e.name)).toEqual(['Loading bay']);
    expectStoredWell(f);
  });

  it('sets and takes off an aim marker; taking a token off the board takes its marker too', () => {
    const f = onBoard();
    run(f, { type: 'skirmish/board-aim', model: 'a', to: { x: 2, y: 12 } });
    expect(f.state.board?.aims).toEqual([{ model: 'a', at: { x: 2, y: 12 } }]);
    expect(lines(run(f, { type: 'skirmish/board-erase', piece: 'a' }))).toEqual([
      'Mr. A taken off the board',
    ]);
    expect(f.state.board?.aims).toEqual([]);
    expect(refused(f, { type: 'skirmish/board-aim', model: 'a', to: { x: 2, y: 12 } })).toBe(
      'Mr. A is not on the board: place it first',
    );
  });
});

describe('the board and the fight', () => {
  it('changes no rule of the fight: its models, turn and crossfire are as before', () => {
    const f = twoSides();
    const before = f.state;
    run(f, size());
    run(f, place('a', 2, 2, true));
    const { board: _board, ...rest } = f.state;
    expect(rest).toEqual(before);
    expect(model(f, 'a')).toBe(before.models.a);
  });

  it('undoes one command by a replay without its event (one command, one undo step)', () => {
    const f = onBoard();
    const kept = f.log.length;
    const before = f.state;
    run(f, place('a', 2, 4));
    expect(f.log.length).toBe(kept + 1);
    expect(replaySkirmish(f.log.slice(0, kept))).toEqual(before);
  });

  it('refuses a malformed command at the schema: a negative position, an unknown key', () => {
    expect(v.safeParse(commandSchema, place('a', -1, 2)).success).toBe(false);
    expect(v.safeParse(commandSchema, { ...size(), depth: 3 }).success).toBe(false);
    expect(v.safeParse(commandSchema, place('a', 1, 2)).success).toBe(true);
  });
});

describe('levels (HST-COVER-7)', () => {
  it('puts a model on a level, keeps it there through a move, and draws terrain on a level', () => {
    const f = onBoard();
    run(f, { type: 'skirmish/board-place', model: 'a', to: { x: 2, y: 2 }, place: true, level: 1 });
    expect(f.state.board?.models.find((m) => m.id === 'a')).toEqual({
      id: 'a',
      at: { x: 2, y: 2 },
      level: 1,
    });
    run(f, place('a', 2, 4));
    expect(f.state.board?.models.find((m) => m.id === 'a')?.level).toBe(1);
    run(f, { type: 'skirmish/board-place', model: 'a', to: { x: 2, y: 5 }, level: 0 });
    expect(f.state.board?.models.find((m) => m.id === 'a')).toEqual({ id: 'a', at: { x: 2, y: 5 } });
    run(f, {
      type: 'skirmish/board-draw',
      piece: {
        kind: 'terrain',
        name: 'Balcony rail',
        shape: { kind: 'segment', from: { x: 1, y: 10 }, to: { x: 6, y: 10 } },
        role: 'cover',
        height: 'low',
        level: 1,
      },
    });
    expect(f.state.board?.terrain[0]?.level).toBe(1);
    expectStoredWell(f);
  });
});
