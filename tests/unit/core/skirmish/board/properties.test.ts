import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverAgainst, lineOfSight, targetClass, CONTACT } from '../../../../../core/skirmish/board/index.ts';
import type { BoardLayout, Point, Terrain } from '../../../../../core/skirmish/board/index.ts';
import { layout, model } from './layouts.ts';

const coordinate = fc.double({ min: 2, max: 46, noNaN: true });
const point = fc.record({ x: coordinate, y: coordinate });

const terrain = (id: string): fc.Arbitrary<Terrain> =>
  fc
    .record({
      from: point,
      to: point,
      area: fc.boolean(),
      role: fc.constantFrom('cover' as const, 'cover' as const, 'obstruction' as const),
      height: fc.constantFrom('low' as const, 'high' as const, 'high' as const),
      thickness: fc.constantFrom(0, 0.3, 0.8),
    })
    .map(({ from, to, area, role, height, thickness }) => ({
      id,
      name: id,
      role,
      height,
      destructible: false,
      thickness,
      shape: area
        ? {
            kind: 'area' as const,
            corners: [from, { x: to.x, y: from.y }, to, { x: from.x, y: to.y }],
          }
        : { kind: 'segment' as const, from, to },
    }));

const walls = (count: number): fc.Arbitrary<Terrain[]> =>
  fc.tuple(...Array.from({ length: count }, (_, i) => terrain(`w${i}`)));

const board = fc
  .record({ a: point, b: point, c: point, terrain: fc.integer({ min: 0, max: 8 }).chain(walls) })
  .map(({ a, b, c, terrain: pieces }) =>
    layout([model('a', a.x, a.y), model('b', b.x, b.y), model('c', c.x, c.y)], pieces),
  );

const distanceToPiece = (t: Terrain, p: Point): number => {
  const corners = t.shape.kind === 'segment' ? [t.shape.from, t.shape.to] : [...t.shape.corners];
  let best = Infinity;
  const closed = t.shape.kind === 'area' ? [...corners, corners[0]!] : corners;
  for (let i = 0; i + 1 < closed.length; i++) {
    const a = closed[i]!;
    const b = closed[i + 1]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const k = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
    best = Math.min(best, Math.hypot(a.x + dx * k - p.x, a.y + dy * k - p.y));
  }
  return best - (t.thickness ?? 0) / 2;
};

describe('board geometry properties', () => {
  it('a target never counts as in cover behind nothing (HST-COVER-2)', () => {
    fc.assert(
      fc.property(
        point,
        point,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (s, t, moving, aiming, shooting) => {
          const open = layout([model('s', s.x, s.y), model('t', t.x, t.y)]);
          expect(coverAgainst(open, 't', 's').kind).toBe('open');
          const cls = targetClass(open, 's', 't', {
            moving,
            ...(aiming ? { aim: { at: s } } : {}),
            ...(shooting ? { shooting: {} } : {}),
          });
          expect(['open', 'open-moving']).toContain(cls.class);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('line of sight is reciprocal (TV-HST-COVER-1-a)', () => {
    let blocked = 0;
    fc.assert(
      fc.property(board, (b) => {
        for (const [x, y] of [
          ['a', 'b'],
          ['a', 'c'],
          ['b', 'c'],
        ] as const) {
          const there = lineOfSight(b, x, y).clear;
          if (!there) blocked++;
          expect(lineOfSight(b, y, x).clear).toBe(there);
        }
      }),
      { numRuns: 300 },
    );
    expect(blocked).toBeGreaterThan(0); // the run met blocked lines, not only clear ones
  });

  it('moving the shooter across the line of cover flips cover and flank (HST-COVER-3, HST-D-17)', () => {
    fc.assert(
      fc.property(
        point,
        point,
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.constantFrom(-1, 1),
        point,
        (from, to, along, sideOf, shooter) => {
          const dx = to.x - from.x;
          const dy = to.y - from.y;
          const len = Math.hypot(dx, dy);
          fc.pre(len > 1);
          const n = { x: -dy / len, y: dx / len };
          const offset = (shooter.x - from.x) * n.x + (shooter.y - from.y) * n.y;
          fc.pre(Math.abs(offset) > 0.01);
          const mirror = { x: shooter.x - 2 * offset * n.x, y: shooter.y - 2 * offset * n.y };
          const target = {
            x: from.x + dx * along + n.x * 0.5 * sideOf,
            y: from.y + dy * along + n.y * 0.5 * sideOf,
          };
          const wall: Terrain = {
            id: 'w',
            name: 'Wall',
            role: 'cover',
            height: 'low',
            destructible: false,
            shape: { kind: 'segment', from, to },
          };
          const at = (p: Point): BoardLayout =>
            layout([model('t', target.x, target.y), model('s', p.x, p.y)], [wall]);
          const here = coverAgainst(at(shooter), 't', 's').kind;
          const there = coverAgainst(at(mirror), 't', 's').kind;
          expect([here, there].sort()).toEqual(['cover', 'flanked']);
          expect(here === 'cover').toBe(Math.sign(offset) !== sideOf);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('adding terrain neither model touches never makes a blocked line of sight clear (HST-COVER-1)', () => {
    let checked = 0;
    fc.assert(
      fc.property(board, terrain('extra'), (b, extra) => {
        const [a, c] = [b.models[0]!, b.models[1]!];
        fc.pre(distanceToPiece(extra, a.at) > 0.5 + CONTACT + 0.01);
        fc.pre(distanceToPiece(extra, c.at) > 0.5 + CONTACT + 0.01);
        if (lineOfSight(b, a.id, c.id).clear) return;
        checked++;
        expect(lineOfSight({ ...b, terrain: [...b.terrain, extra] }, a.id, c.id).clear).toBe(false);
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(0);
  });
});
