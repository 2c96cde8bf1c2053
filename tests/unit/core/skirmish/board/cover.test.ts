import { describe, expect, it } from 'vitest';
import { coverAgainst } from '../../../../../core/skirmish/board/index.ts';
import { at, block, kerb, layout, model, square, wall } from './layouts.ts';

describe('coverAgainst', () => {
  it('TV-HST-COVER-2-a: a model 0.2" from a wall, not touching, is in the open', () => {
    const board = layout([model('t', 2, -0.7), model('s', 2, 8)], [wall('w', 'low', at(0, 0), at(4, 0))]);
    expect(coverAgainst(board, 't', 's').kind).toBe('open');
  });

  it('TV-HST-COVER-2-b: a model touching a kerb below knee height is not in cover', () => {
    const board = layout([model('t', 2, -0.5), model('s', 2, 8)], [kerb('kerb', 'low', at(0, 0), at(4, 0))]);
    expect(coverAgainst(board, 't', 's').kind).toBe('open');
  });

  // TV-HST-COVER-3: a low wall whose face lies on y = 0, the target's centre at (2, -0.5)
  const face = wall('w', 'low', at(0, 0), at(4, 0), { name: 'Low wall' });
  const shotFrom = (x: number, y: number) => layout([model('t', 2, -0.5), model('s', x, y)], [face]);

  it('TV-HST-COVER-3-a: a shooter at (2, 8): the line crosses y = 0, so the target is in cover', () => {
    expect(coverAgainst(shotFrom(2, 8), 't', 's')).toMatchObject({
      kind: 'cover',
      height: 'low',
      piece: 'w',
      face: { from: at(0, 0), to: at(4, 0) },
    });
  });

  it("TV-HST-COVER-3-b: a shooter at (-6, -3), on the target's side of the line: a flank shot", () => {
    expect(coverAgainst(shotFrom(-6, -3), 't', 's')).toMatchObject({ kind: 'flanked', pieces: ['w'] });
  });

  it('TV-HST-COVER-3-c: a shooter at (10, 0), exactly on the line: touching it is a flank', () => {
    expect(coverAgainst(shotFrom(10, 0), 't', 's').kind).toBe('flanked');
  });

  it('TV-HST-COVER-3-d: sighted through a gate in the low wall, the target is still in cover', () => {
    const gate = layout(
      [model('t', 1, -0.5), model('s', 2.25, 6)],
      [wall('west', 'low', at(-5, 0), at(1.5, 0)), wall('east', 'low', at(3, 0), at(10, 0))],
    );
    expect(coverAgainst(gate, 't', 's')).toMatchObject({ kind: 'cover', piece: 'west' });
  });

  it('HST-D-17: a target in an inside corner is in cover if either line is crossed', () => {
    const corner = [wall('south', 'low', at(0, 0), at(6, 0)), wall('east', 'high', at(6, 0), at(6, 6))];
    const board = layout([model('t', 5.5, 0.5), model('north', 5.5, 10), model('west', -5, 0.5)], corner);
    expect(coverAgainst(board, 't', 'north').kind).toBe('flanked');
    const east = layout([model('t', 5.5, 0.5), model('e', 12, 3), model('s', 3, -5)], corner);
    expect(coverAgainst(east, 't', 'e')).toMatchObject({ kind: 'cover', piece: 'east', height: 'high' });
    expect(coverAgainst(east, 't', 's')).toMatchObject({ kind: 'cover', piece: 'south', height: 'low' });
  });

  it('reads an area by the face the base touches (the tangent of HST-D-17)', () => {
    const board = layout(
      [model('t', 0, 1.5), model('s', 0, 8), model('w', -8, 1.5)],
      [block('crate', 'high', square(0, 0, 2))],
    );
    expect(coverAgainst(board, 't', 's').kind).toBe('flanked');
    const south = layout([model('t', 0, 1.5), model('s', 3, -8)], [block('crate', 'high', square(0, 0, 2))]);
    expect(coverAgainst(south, 't', 's')).toMatchObject({
      kind: 'cover',
      piece: 'crate',
      face: { from: at(1, 1), to: at(-1, 1) },
    });
  });

  it('prefers high cover when the target touches low and high cover whose lines are both crossed', () => {
    const board = layout(
      [model('t', 0, -0.5), model('s', 0, 8)],
      [wall('sandbags', 'low', at(-3, 0), at(0, 0)), wall('pillar', 'high', at(0, 0), at(3, 0))],
    );
    expect(coverAgainst(board, 't', 's')).toMatchObject({ kind: 'cover', piece: 'pillar', height: 'high' });
  });

  it("counts a closed door as high cover, and only cover on the target's level", () => {
    const door = { id: 'd', name: 'Door', from: at(0, 0), to: at(4, 0), open: false };
    const board = layout([model('t', 2, -0.5), model('s', 2, 8)], [], { doors: [door] });
    expect(coverAgainst(board, 't', 's')).toMatchObject({ kind: 'cover', height: 'high', name: 'Door' });
    const upstairs = layout(
      [model('t', 2, -0.5), model('s', 2, 8)],
      [wall('w', 'low', at(0, 0), at(4, 0), { level: 1 })],
    );
    expect(coverAgainst(upstairs, 't', 's').kind).toBe('open');
  });

  it('ignores a wall of zero length', () => {
    const board = layout([model('t', 2, -0.5), model('s', 2, 8)], [wall('dot', 'high', at(2, 0), at(2, 0))]);
    expect(coverAgainst(board, 't', 's').kind).toBe('open');
  });
});
