import { describe, expect, it } from 'vitest';
import { lineOfSight, range, sightPoints } from '../../../../../core/skirmish/board/index.ts';
import { at, block, layout, model, square, wall } from './layouts.ts';

describe('range', () => {
  it('TV-HST-MEAS-2-a: centres 5.0" apart measure 4.0" between base edges (HST-D-1)', () => {
    const board = layout([model('a', 0, 0), model('b', 5, 0)]);
    expect(range(board, 'a', 'b')).toBeCloseTo(4, 9);
  });

  it('TV-HST-MEAS-2-b: centres 1.9" apart measure 0.9"', () => {
    const board = layout([model('a', 0, 0), model('b', 1.9, 0)]);
    expect(range(board, 'a', 'b')).toBeCloseTo(0.9, 9);
  });

  it('measures centre to centre with the setting measure_from = centre, and 0 for touching bases', () => {
    const board = layout([model('a', 0, 0), model('b', 3, 4), model('c', 0.8, 0)]);
    expect(range({ ...board, measureFrom: 'centre' }, 'a', 'b')).toBeCloseTo(5, 9);
    expect(range(board, 'a', 'c')).toBe(0);
  });

  it('names a model that is not on the board', () => {
    expect(() => range(layout([model('a', 0, 0)]), 'a', 'ghost')).toThrow('No model "ghost" on the board');
  });
});

describe('lineOfSight', () => {
  // TV-HST-COVER-5: a high wall from (0,0) to (6,0), 0.3" thick (ignored, HST-COVER-4); the model south of it
  const fence = wall('wall', 'high', at(0, 0), at(6, 0), { thickness: 0.3, name: 'Brick wall' });

  it('TV-HST-COVER-5-a: a model peeking round the edge sees a target 21.8° beyond the perpendicular', () => {
    const board = layout([model('m', 5.5, -0.5), model('t', 4, 5)], [fence]);
    const sight = lineOfSight(board, 'm', 't');
    expect(sight.clear).toBe(true);
    expect(sight.from).toEqual(at(6, 0));
    expect(lineOfSight(board, 't', 'm').clear).toBe(true);
  });

  it('TV-HST-COVER-5-b: a target 59° round the edge is in the dead angle, and cannot see the model', () => {
    const board = layout([model('m', 5.5, -0.5), model('t', 1, 3)], [fence]);
    expect(lineOfSight(board, 'm', 't').clear).toBe(false);
    expect(lineOfSight(board, 't', 'm').clear).toBe(false);
  });

  it('TV-HST-COVER-5-c: a model 2.5" from both edges is hidden from everything north of the wall', () => {
    const north = [model('n1', 3, 4), model('n2', 8, 2), model('n3', 20, 0.5), model('n4', -10, 3)];
    const board = layout([model('m', 3, -0.5), ...north], [fence]);
    for (const n of north) {
      expect(lineOfSight(board, 'm', n.id).clear, n.id).toBe(false);
      expect(lineOfSight(board, n.id, 'm').clear, n.id).toBe(false);
    }
    expect(lineOfSight(board, 'm', 'n1').reason).toContain('Brick wall');
  });

  it('lets a model behind high cover see all its own side of the line', () => {
    const board = layout([model('m', 3, -0.5), model('s', 20, -6)], [fence]);
    expect(lineOfSight(board, 'm', 's').clear).toBe(true);
  });

  it('TV-HST-COVER-4-a: a pillar 0.8" thick is seen from the corner nearest the model; 0.3" is ignored', () => {
    const thick = layout(
      [model('m', 1.5, -0.9)],
      [wall('p', 'high', at(0, 0), at(2, 0), { thickness: 0.8 })],
    );
    const edges = sightPoints(thick, 'm').map((p) => p.at);
    expect(edges).toContainEqual(at(2, -0.4));
    expect(edges).not.toContainEqual(at(2, 0));
    const thin = layout(
      [model('m', 1.5, -0.65)],
      [wall('p', 'high', at(0, 0), at(2, 0), { thickness: 0.3 })],
    );
    expect(sightPoints(thin, 'm').map((p) => p.at)).toContainEqual(at(2, 0));
  });

  it('TV-HST-COVER-1-a: sight is reciprocal, both when clear and when blocked', () => {
    const board = layout(
      [model('a', 5.5, -0.5), model('b', 4, 5), model('c', 1, 3), model('d', 10, -4)],
      [fence, block('van', 'high', square(12, 2, 2))],
    );
    for (const x of board.models)
      for (const y of board.models)
        if (x.id !== y.id)
          expect(lineOfSight(board, x.id, y.id).clear).toBe(lineOfSight(board, y.id, x.id).clear);
  });

  it('is not blocked by low cover, obstructions or models, nor by a line grazing a corner exactly', () => {
    const board = layout(
      [model('a', 0, 0), model('b', 10, 0), model('c', 5, 0.2), model('d', 10, 5)],
      [wall('low', 'low', at(3, -2), at(3, 2)), wall('corner', 'high', at(5, 2.5), at(5, 6))],
    );
    expect(lineOfSight(board, 'a', 'b').clear).toBe(true);
    expect(lineOfSight(board, 'a', 'd').clear).toBe(true); // the line a–d passes exactly through (5, 2.5)
  });

  it('is blocked by a closed door and not by an open one', () => {
    const door = { id: 'door', name: 'Vault door', from: at(5, -2), to: at(5, 2), open: false };
    const closed = layout([model('a', 0, 0), model('b', 10, 0)], [], { doors: [door] });
    expect(lineOfSight(closed, 'a', 'b')).toMatchObject({ clear: false, blockedBy: { name: 'Vault door' } });
    const open = layout([model('a', 0, 0), model('b', 10, 0)], [], { doors: [{ ...door, open: true }] });
    expect(lineOfSight(open, 'a', 'b').clear).toBe(true);
  });

  it('counts a wall only on the levels of the two models', () => {
    const board = layout(
      [model('a', 0, 0, 1), model('b', 10, 0, 1)],
      [wall('w', 'high', at(5, -2), at(5, 2), { level: 0 })],
    );
    expect(lineOfSight(board, 'a', 'b').clear).toBe(true);
    const down = layout([model('a', 0, 0, 1), model('b', 10, 0, 0)], board.terrain);
    expect(lineOfSight(down, 'a', 'b').clear).toBe(false);
  });

  it('HST-COVER-1: no peeking round an edge another model stands in front of', () => {
    const alone = layout([model('m', 5, -0.5)], [fence]);
    expect(sightPoints(alone, 'm').map((p) => p.at)).toContainEqual(at(6, 0));
    const crowded = layout([model('m', 5, -0.5), model('blocker', 6, -0.5)], [fence]);
    expect(sightPoints(crowded, 'm').map((p) => p.at)).not.toContainEqual(at(6, 0));
  });
});
