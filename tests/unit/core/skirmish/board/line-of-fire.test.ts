import { describe, expect, it } from 'vitest';
import { lineOfFire } from '../../../../../core/skirmish/board/index.ts';
import { at, kerb, layout, model, square, thing, wall } from './layouts.ts';

describe('lineOfFire', () => {
  it('TV-HST-LOF-1-a: along a corridor wall the wall is no obstruction; a water cooler by it is', () => {
    const board = layout(
      [model('s', 1, 0.5), model('t', 15, 0.5)],
      [
        wall('wall', 'high', at(0, 0), at(20, 0), { name: 'Corridor wall' }),
        wall('far', 'high', at(0, 2), at(20, 2)),
        thing('cooler', 'high', square(8, 0.4, 0.8), { name: 'Water cooler', destructible: true }),
      ],
    );
    const fire = lineOfFire(board, 's', 't');
    expect(fire.obstructions.map((o) => o.name)).toEqual(['Water cooler']);
    expect(fire.obstructions[0]).toMatchObject({ counts: true, destructible: true, low: false });
  });

  it('TV-HST-LOF-2-a: shooter in the open, target behind high cover: a low desk between is ignored', () => {
    const board = layout(
      [model('t', 5.5, -0.5), model('s', 4, 5)],
      [
        wall('wall', 'high', at(0, 0), at(6, 0)),
        kerb('desk', 'low', at(4.3, 3), at(5.3, 3), { name: 'Desk' }),
      ],
    );
    const fire = lineOfFire(board, 's', 't');
    expect(fire.bothBehindLowCover).toBe(false);
    expect(fire.obstructions).toEqual([expect.objectContaining({ name: 'Desk', low: true, counts: false })]);
  });

  // shooter and target each behind a low wall, 11" apart along x = 0
  const lowCovers = [wall('near', 'low', at(-1, 0), at(1, 0)), wall('far', 'low', at(-1, 10), at(1, 10))];

  it('TV-HST-LOF-2-b: shooter and target both behind low cover: the desk between obstructs', () => {
    const board = layout(
      [model('s', 0, -0.5), model('t', 0, 10.5)],
      [...lowCovers, kerb('desk', 'low', at(-0.5, 5), at(0.5, 5), { name: 'Desk' })],
    );
    const fire = lineOfFire(board, 's', 't');
    expect(fire.bothBehindLowCover).toBe(true);
    expect(fire.obstructions).toEqual([expect.objectContaining({ name: 'Desk', low: true, counts: true })]);
  });

  it('TV-HST-LOF-3-a: two obstructions come nearest the shooter first, as the dice go to them', () => {
    const board = layout(
      [model('s', 0, 0), model('t', 20, 0), model('O1', 5, 0.3)],
      [thing('O2', 'high', square(12, 0, 1), { name: 'O2' })],
    );
    const fire = lineOfFire(board, 's', 't');
    expect(fire.obstructions.map((o) => [o.id, o.distance])).toEqual([
      ['O1', expect.closeTo(4.5, 6)],
      ['O2', expect.closeTo(11.5, 6)],
    ]);
  });

  it('TV-HST-LOF-3-b: four obstructions on the strip are all listed, in order', () => {
    const board = layout(
      [model('s', 0, 0), model('t', 20, 0), model('m4', 16, -0.6), model('m2', 8, 0.9)],
      [thing('o3', 'high', square(12, 0, 1)), thing('o1', 'high', square(4, 0.7, 0.5))],
    );
    expect(lineOfFire(board, 's', 't').obstructions.map((o) => o.id)).toEqual(['o1', 'm2', 'o3', 'm4']);
  });

  it('TV-HST-LOF-4-a: a destructible fire extinguisher in the way is an obstruction that can be hit', () => {
    const board = layout(
      [model('K', 0, 0), model('t', 10, 0)],
      [thing('ext', 'high', square(5, 0, 0.4), { name: 'Fire extinguisher', destructible: true })],
    );
    expect(lineOfFire(board, 'K', 't').obstructions).toEqual([
      expect.objectContaining({
        kind: 'object',
        name: 'Fire extinguisher',
        destructible: true,
        counts: true,
      }),
    ]);
  });

  it('TV-HST-LOF-5-a: dancers and a fish tank within 4" behind the target are collateral; farther or aside, not', () => {
    const board = layout(
      [
        model('L', 0, 0),
        model('t', 10, 0),
        model('dancer1', 12, 0.4),
        model('dancer2', 14.5, -0.3),
        model('far', 16, 0),
        model('aside', 12, 3),
        model('before', -3, 0),
      ],
      [
        thing('tank', 'high', square(13, -1, 1.4), { name: 'Fish tank', destructible: true }),
        thing('bar', 'high', square(13, 0.9, 0.6), { name: 'Bar stool' }),
      ],
    );
    const fire = lineOfFire(board, 'L', 't');
    expect(fire.collateral.map((c) => c.id)).toEqual(['dancer1', 'tank', 'dancer2']);
    expect(fire.collateral[0]!.behind).toBeCloseTo(Math.hypot(2, 0.4) - 1, 6);
    expect(fire.end.x).toBeCloseTo(48, 6);
    expect(fire.obstructions).toEqual([]);
  });

  it('TV-HST-LOF-5-b: a model in the open behind a target in cover is a collateral candidate', () => {
    const board = layout(
      [model('s', 0, -8), model('t', 0, -0.5), model('behind', 0, 2)],
      [wall('w', 'low', at(-2, 0), at(2, 0))],
    );
    expect(lineOfFire(board, 's', 't').collateral).toEqual([
      expect.objectContaining({ kind: 'model', id: 'behind', behind: expect.closeTo(1.5, 6) }),
    ]);
  });

  it('does not count the cover the shooter or the target uses as an obstruction', () => {
    const board = layout([model('s', 0, -0.5), model('t', 0, 10.5)], lowCovers);
    expect(lineOfFire(board, 's', 't').obstructions).toEqual([]);
  });
});
