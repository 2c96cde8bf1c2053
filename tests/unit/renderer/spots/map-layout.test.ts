import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spot } from '../../../../core/index.ts';
import {
  mapBox,
  nextZonePoint,
  nudge,
  zoneBox,
  zoneHeight,
  zoneWidth,
} from '../../../../renderer/panels/spots/map-layout.ts';

const zone = (id: string, x: number, y: number) => ({
  id,
  name: id,
  x,
  y,
  hazardous: false,
  noisy: false,
  crowded: false,
  hidden: null,
});
const edge = { name: 'Outside', x: 0, y: 0 };

describe('the Spot map layout', () => {
  it('moves a zone 10 units an arrow key, 50 with Shift, and ignores other keys', () => {
    expect(nudge({ x: 100, y: 100 }, 'ArrowRight', false)).toEqual({ x: 110, y: 100 });
    expect(nudge({ x: 100, y: 100 }, 'ArrowUp', true)).toEqual({ x: 100, y: 50 });
    expect(nudge({ x: 100, y: 100 }, 'Enter', false)).toBeNull();
  });

  it('fits every zone and the edge in the view, never smaller than 600 × 360', () => {
    expect(mapBox({ zones: {}, edge })).toMatchObject({ width: 600, height: 360 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -5000, max: 5000 })), {
          maxLength: 60,
        }),
        (points) => {
          const zones = Object.fromEntries(points.map(([x, y], i) => [`z${i}`, zone(`z${i}`, x, y)]));
          const box = mapBox({ zones, edge });
          for (const z of Object.values(zones)) {
            const r = zoneBox(z);
            expect(r.x).toBeGreaterThanOrEqual(box.x);
            expect(r.y).toBeGreaterThanOrEqual(box.y);
            expect(r.x + zoneWidth).toBeLessThanOrEqual(box.x + box.width);
            expect(r.y + zoneHeight).toBeLessThanOrEqual(box.y + box.height);
          }
        },
      ),
    );
  });

  it('fits the zones a map view draws, given as a list: the crew map is no wider than what it shows', () => {
    const far = zone('far', 4000, 0);
    const near = zone('near', 200, 0);
    expect(mapBox({ zones: [near], edge })).toEqual(mapBox({ zones: { near }, edge }));
    expect(mapBox({ zones: [near], edge }).width).toBeLessThan(mapBox({ zones: [near, far], edge }).width);
  });

  it('puts a new zone beside the edge, then to the right of the rightmost', () => {
    expect(nextZonePoint({ zones: {}, edge })).toEqual({ x: 260, y: 0 });
    expect(nextZonePoint({ zones: { a: zone('a', 300, 40), b: zone('b', 100, 90) }, edge })).toEqual({
      x: 560,
      y: 40,
    });
  });

  it('lays a Spot out in one go with no two zones overlapping, clear of the edge', () => {
    const points = Array.from({ length: 60 }, (_, i) => spot.quickLayout(i));
    for (const [i, a] of points.entries()) {
      for (const b of points.slice(i + 1)) {
        const apart = Math.abs(a.x - b.x) >= zoneWidth + 20 || Math.abs(a.y - b.y) >= zoneHeight + 20;
        expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(true);
      }
      expect(Math.abs(a.x - edge.x) >= zoneWidth / 2 + 40 || Math.abs(a.y - edge.y) >= zoneHeight).toBe(true);
    }
  });
});
