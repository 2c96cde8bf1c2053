import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { quickLayout } from '../../../../../core/cot/spot/create.ts';
import { distancesFrom } from '../../../../../core/cot/spot/graph.ts';
import { outside } from '../../../../../core/cot/spot/types.ts';
import { edit, refusal } from './support.ts';

/** "Lay out a new Spot quickly" (issue 20): one `spot/create` with its zones, joined as listed (COT-SPOT-1, -5). */

const zones = (...names: string[]) => names.map((name, i) => ({ zoneId: `z${i}`, name }));

describe('spot/create with zones', () => {
  it('joins the edge to the first zone and each zone to the next by an open way, in one step', () => {
    const { spots, events } = edit({}, [
      {
        type: 'spot/create',
        spotId: 'harrow',
        name: 'Harrow',
        zones: zones('Loading dock', 'Office', 'Vault'),
      },
    ]);
    expect(events).toHaveLength(1);
    const spot = spots.harrow!;
    expect(Object.values(spot.zones).map((zone) => zone.name)).toEqual(['Loading dock', 'Office', 'Vault']);
    expect(Object.values(spot.barriers).map((b) => [b.ends, b.securities.length])).toEqual([
      [[outside, 'z0'], 0],
      [['z0', 'z1'], 0],
      [['z1', 'z2'], 0],
    ]);
    expect(distancesFrom(spot, outside).get('z2')).toBe(3);
  });

  it('refuses a duplicate zone name or a blank one, naming it, and stores nothing', () => {
    expect(
      refusal({}, { type: 'spot/create', spotId: 's', name: 'S', zones: zones('Office', 'office') }).message,
    ).toBe('S already has a zone called "Office"');
    expect(refusal({}, { type: 'spot/create', spotId: 's', name: 'S', zones: zones('Outside') }).code).toBe(
      'spot/duplicate-zone-name',
    );
    expect(refusal({}, { type: 'spot/create', spotId: 's', name: 'S', zones: zones(' ') }).message).toBe(
      'A zone needs a name',
    );
  });

  it('lays the zones in rows of four that turn back, every way between neighbours', () => {
    expect([0, 1, 2, 3, 4, 5, 7, 8].map(quickLayout)).toEqual([
      { x: 260, y: 0 },
      { x: 520, y: 0 },
      { x: 780, y: 0 },
      { x: 1040, y: 0 },
      { x: 1040, y: 180 },
      { x: 780, y: 180 },
      { x: 260, y: 180 },
      { x: 260, y: 360 },
    ]);
  });

  test.prop([fc.integer({ min: 1, max: 60 })], { numRuns: 30 })(
    'no way crosses a zone it does not join',
    (count) => {
      const { spots } = edit({}, [
        {
          type: 'spot/create',
          spotId: 's',
          name: 'S',
          zones: zones(...Array.from({ length: count }, (_, i) => `Z${i}`)),
        },
      ]);
      const spot = spots.s!;
      const at = (id: string) => (id === outside ? spot.edge : spot.zones[id]!);
      // A zone's box is 130 × 56 around its point (the map's drawing): a way's segment must miss every other box.
      for (const barrier of Object.values(spot.barriers)) {
        const [a, b] = [at(barrier.ends[0]), at(barrier.ends[1])];
        for (const zone of Object.values(spot.zones)) {
          if (barrier.ends.includes(zone.id)) continue;
          expect(segmentHitsBox(a, b, zone), `${barrier.id} crosses ${zone.name}`).toBe(false);
        }
      }
    },
  );
});

type P = { readonly x: number; readonly y: number };

/** Whether the segment a–b meets the 130 × 56 box around `c` (sampled finely: the layout's gaps are wide). */
function segmentHitsBox(a: P, b: P, c: P): boolean {
  for (let t = 0; t <= 1; t += 1 / 200) {
    const x = a.x + (b.x - a.x) * t;
    const y = a.y + (b.y - a.y) * t;
    if (Math.abs(x - c.x) <= 65 && Math.abs(y - c.y) <= 28) return true;
  }
  return false;
}
