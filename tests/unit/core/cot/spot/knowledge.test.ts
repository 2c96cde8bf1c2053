import { describe, expect, it } from 'vitest';
import {
  knowsBarrier,
  knowsZone,
  onCrewMap,
  openZones,
  unfoundHiddenZones,
} from '../../../../../core/cot/spot/knowledge.ts';
import { stepsBetween } from '../../../../../core/cot/spot/graph.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { barrier, buildSpot, chain, edit, refusal, tag, zone } from './support.ts';

describe('what the crew knows of a Spot', () => {
  const spot = chain('bank', ['a', 'b', 'h'], [tag('h', 'hidden', 20)]);

  it('starts knowing nothing but the edge', () => {
    expect(knowsZone(spot, 'a')).toBe(false);
    expect(openZones(spot).map((z) => z.id)).toEqual(['a', 'b']);
    expect(unfoundHiddenZones(spot).map((z) => z.id)).toEqual(['h']);
  });

  it('learns revealed zones, and the barriers between known places with them', () => {
    const known = edit({ bank: spot }, [
      { type: 'spot/reveal-zones', spotId: 'bank', zones: ['a', 'b', 'a'], how: 'layout' },
    ]).spots.bank!;
    expect(known.knowledge.zones).toEqual({ a: 'layout', b: 'layout' });
    expect(knowsBarrier(known, known.barriers['outside-a']!)).toBe(true);
    expect(knowsBarrier(known, known.barriers['b-h']!)).toBe(false);
  });

  it('learns Marks once each and Itineraries', () => {
    const known = edit({ bank: spot }, [
      { type: 'spot/identify-mark', spotId: 'bank', person: characterId('banker') },
      { type: 'spot/identify-mark', spotId: 'bank', person: characterId('banker') },
      { type: 'spot/learn-itinerary', spotId: 'bank', subject: { kind: 'spot' } },
    ]).spots.bank!;
    expect(known.knowledge.marks).toEqual(['banker']);
    expect(known.knowledge.itineraries).toEqual([{ kind: 'spot' }]);
  });

  it('forgets everything on spot/forget, and a removed zone leaves the crew map', () => {
    const known = edit({ bank: spot }, [
      { type: 'spot/reveal-zones', spotId: 'bank', zones: ['a'], how: 'gm' },
      { type: 'spot/forget', spotId: 'bank' },
    ]).spots.bank!;
    expect(known.knowledge.zones).toEqual({});
    const lone = buildSpot('s', [
      zone('z'),
      { type: 'spot/reveal-zones', zones: ['z'], how: 'gm' },
      { type: 'spot/remove-zone', zoneId: 'z' },
    ]);
    expect(lone.knowledge.zones).toEqual({});
  });

  it('never routes a crew path through a Hidden zone the crew has not found', () => {
    const shortcut = buildSpot('s', [
      zone('a'),
      zone('b'),
      zone('c'),
      zone('h'),
      tag('h', 'hidden'),
      barrier('1', 'a', 'b'),
      barrier('2', 'b', 'c'),
      barrier('3', 'a', 'h'),
      barrier('4', 'h', 'c'),
    ]);
    expect(stepsBetween(shortcut, 'a', 'c', onCrewMap(shortcut))).toBe(2);
    const found = edit({ s: shortcut }, [
      { type: 'spot/reveal-zones', spotId: 's', zones: ['h'], how: 'hidden-research' },
    ]).spots.s!;
    expect(stepsBetween(found, 'a', 'c', onCrewMap(found))).toBe(2);
    expect(stepsBetween(found, 'a', 'h', onCrewMap(found))).toBe(1);
    expect(stepsBetween(shortcut, 'a', 'h', onCrewMap(shortcut))).toBeNull();
  });
});

describe('a Blueprint zone on the Spot (COT-FORE-8, COT-D-88)', () => {
  const spot = chain('bank', ['a', 'b', 'c']);

  it('TV-COT-FORE-8-d: joins its two ends by barriers without Securities, Hidden (15) and known to the crew', () => {
    const after = edit({ bank: spot }, [
      {
        type: 'spot/add-blueprint-zone',
        spotId: 'bank',
        zoneId: 'n',
        name: 'Tunnel',
        between: ['outside', 'c'],
        barrierIds: ['n1', 'n2'],
      },
    ]).spots.bank!;
    expect(after.zones.n).toMatchObject({ name: 'Tunnel', hidden: 15, x: 150, y: 0 });
    expect(after.barriers.n1).toEqual({ id: 'n1', ends: ['outside', 'n'], securities: [] });
    expect(after.barriers.n2).toEqual({ id: 'n2', ends: ['n', 'c'], securities: [] });
    expect(after.knowledge.zones.n).toBe('blueprint');
    expect(stepsBetween(after, 'outside', 'c')).toBe(2);
  });

  it('refuses a Blueprint zone between a place and itself, or on used barrier ids', () => {
    const command = {
      type: 'spot/add-blueprint-zone',
      spotId: 'bank',
      zoneId: 'n',
      name: 'Tunnel',
      between: ['a', 'a'],
      barrierIds: ['n1', 'n2'],
    } as const;
    expect(refusal({ bank: spot }, command).code).toBe('spot/barrier-self');
    expect(refusal({ bank: spot }, { ...command, between: ['a', 'c'], barrierIds: ['a-b', 'n2'] }).code).toBe(
      'spot/duplicate-id',
    );
  });
});
