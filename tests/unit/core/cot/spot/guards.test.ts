import { describe, expect, it } from 'vitest';
import {
  awarenessByZone,
  baseAwareness,
  guardAwareness,
  guardsNearestEdge,
  guardTraining,
  zoneAwareness,
} from '../../../../../core/cot/spot/guards.ts';
import { defaultSpotSettings } from '../../../../../core/cot/spot/settings.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { settings, sheet } from '../warfare/support.ts';
import { barrier, buildSpot, post, zone } from './support.ts';

const rules = defaultSpotSettings;

describe('Awareness and Training (COT-GUARD-2, COT-DICE-9)', () => {
  it('TV-COT-GUARD-2-a: Brains 2, Lookout 3 -> Awareness 3×2 + 3 = 9', () => {
    const guard = sheet('g', { kind: 'guard', abilities: { brains: 2 }, skills: { lookout: 3 } });
    expect(baseAwareness(guard, null, settings)).toBe(9);
  });

  it('TV-COT-GUARD-2-b: Muscle 3, Resist 1, steel vest (+1k1) -> 5k4 -> Training 13', () => {
    const guard = sheet('g', {
      kind: 'guard',
      abilities: { muscle: 3 },
      skills: { resist: 1 },
      armour: 'Steel vest, body armour',
    });
    expect(guardTraining(guard, null, settings)).toBe(13);
  });

  it('TV-COT-DICE-9-a: Brains 3 + Lookout 2 -> 11; TV-COT-DICE-9-b: Muscle 2 + Resist 4 -> 10', () => {
    expect(
      baseAwareness(sheet('g', { abilities: { brains: 3 }, skills: { lookout: 2 } }), null, settings),
    ).toBe(11);
    expect(
      guardTraining(sheet('g', { abilities: { muscle: 2 }, skills: { resist: 4 } }), null, settings),
    ).toBe(10);
  });

  it('TV-COT-DICE-9-c: Muscle 2 + Resist 2 with armour +1k1 -> 5k3 -> 11', () => {
    const guard = sheet('g', {
      abilities: { muscle: 2 },
      skills: { resist: 2 },
      armour: 'Steel vest, body armour',
    });
    expect(guardTraining(guard, null, settings)).toBe(11);
  });

  it('a score-only guard keeps its own numbers (COT-CHAR-9)', () => {
    const guard = sheet('g', { kind: 'guard' });
    expect(baseAwareness(guard, 10, settings)).toBe(10);
    expect(guardTraining(guard, 9, settings)).toBe(9);
  });
});

describe('one Awareness per zone (COT-GUARD-3)', () => {
  it('TV-COT-GUARD-3-a: guards Awareness 9 and 12 in one zone -> zone Awareness 12', () => {
    expect(zoneAwareness([9, 12])).toBe(12);
    expect(zoneAwareness([])).toBeNull();
  });

  it('gives every zone the highest Awareness of its unaware guards, on the GM map', () => {
    const spot = buildSpot('bank', [
      zone('a'),
      zone('b'),
      post('x', 'a', { awareness: 9 }),
      post('y', 'a', { awareness: 12 }),
      post('z', 'b', { awareness: 14 }),
      { type: 'spot/alert-guards', guards: [characterId('z')] },
    ]);
    const characters = Object.fromEntries(['x', 'y', 'z'].map((id) => [id, sheet(id, { kind: 'guard' })]));
    const map = awarenessByZone(spot, characters, 0, settings, rules);
    expect([...map]).toEqual([['a', 12]]); // z is Aware: it no longer sets the zone's Awareness
  });
});

describe('Call for Help and Heat (COT-GUARD-6, COT-GUARD-7)', () => {
  it('TV-COT-GUARD-7-a: Heat 2; guard Awareness 9 -> 11', () => {
    expect(guardAwareness(9, 0, 2, rules)).toBe(11);
  });

  it('adds each Call for Help cumulatively (COT-D-57) and Heat at the table rate (COT-D-58)', () => {
    expect(guardAwareness(9, 6, 0, rules)).toBe(15);
    expect(guardAwareness(9, 3, 2, { heatAwarenessPerPoint: 2 })).toBe(16);
  });
});

describe('guards nearest the edge (COT-PREP-4)', () => {
  it('finds the guards of the guarded zones fewest steps from Outside', () => {
    const spot = buildSpot('bank', [
      zone('a'),
      zone('b'),
      zone('c'),
      barrier('1', 'outside', 'a'),
      barrier('2', 'a', 'b'),
      barrier('3', 'b', 'c'),
      post('x', 'b'),
      post('y', 'b'),
      post('z', 'c'),
    ]);
    expect(guardsNearestEdge(spot, () => true).map((p) => p.guard)).toEqual(['x', 'y']);
    expect(guardsNearestEdge(spot, (p) => p.guard === 'z').map((p) => p.guard)).toEqual(['z']);
  });
});
