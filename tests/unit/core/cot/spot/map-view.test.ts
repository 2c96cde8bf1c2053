import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crewKnowledgeOf } from '../../../../../core/cot/spot/knowledge.ts';
import { lootByZone, lootValue } from '../../../../../core/cot/spot/loot.ts';
import { spotMapView } from '../../../../../core/cot/spot/map-view.ts';
import type { Spot } from '../../../../../core/cot/spot/types.ts';
import { barrier, buildSpot, chain, edit, refusal, security, tag, zone } from './support.ts';

/**
 * The Spot map's two lenses (COT-PREP-5, COT-PREP-6, COT-SPOT-4, COT-D-62): the truth for the GM, and what the
 * crew knows from research.
 */

/** Outside–Dock–Office–Vault (Hidden 18), Office–Roof; the crew has researched the Layout of Dock and Office. */
function harrow(): Spot {
  const spot = buildSpot('harrow', [
    zone('dock', 100, 0),
    zone('office', 200, 0),
    zone('vault', 300, 0),
    zone('roof', 200, 100),
    tag('office', 'noisy'),
    tag('vault', 'hidden', 18),
    barrier('b1', 'outside', 'dock'),
    barrier('b2', 'dock', 'office'),
    security('b2', 's1', 'lock', 12),
    barrier('b3', 'office', 'vault'),
    security('b3', 's2', 'vault', 20),
    barrier('b4', 'office', 'roof'),
    { type: 'spot/add-loot', lootId: 'l1', name: 'Diamonds', zone: 'vault', value: 500 },
    { type: 'spot/add-loot', lootId: 'l2', name: 'Ledger', zone: 'office', value: 0 },
    { type: 'spot/add-loot', lootId: 'l3', name: 'Bearer bonds', zone: 'vault', value: 200 },
    { type: 'spot/reveal-zones', zones: ['dock', 'office'], how: 'layout' },
  ]);
  return spot;
}

describe('the GM map (the truth)', () => {
  const view = spotMapView(harrow(), 'truth', new Map([['dock', 11]]));

  it('draws every zone and barrier, with Security Scores', () => {
    expect(view.zones.map((z) => z.name)).toEqual(['dock', 'office', 'vault', 'roof']);
    expect(view.barriers.map((b) => b.label)).toEqual(['', 'Lock 12', 'Vault 20', '']);
    expect(view.barriers.map((b) => b.open)).toEqual([true, false, false, true]);
  });

  it('COT-SPOT-4: marks a Hidden zone the crew has not found as unknown to the crew, and no other', () => {
    expect(view.zones.filter((z) => z.unknownToCrew).map((z) => z.id)).toEqual(['vault']);
    const vault = view.zones.find((z) => z.id === 'vault')!;
    expect(vault.detail).toBe('Hidden 18');
    expect(vault.description).toContain('unknown to the crew');
    const found = edit({ harrow: harrow() }, [
      { type: 'spot/reveal-zones', spotId: 'harrow', zones: ['vault'], how: 'hidden-research' },
    ]).spots.harrow!;
    expect(spotMapView(found, 'truth').zones.some((z) => z.unknownToCrew)).toBe(false);
  });

  it('counts the loot in each zone and shows Awareness where a zone has no tags', () => {
    expect(Object.fromEntries(view.zones.map((z) => [z.id, z.loot]))).toEqual({
      dock: 0,
      office: 1,
      vault: 2,
      roof: 0,
    });
    expect(view.zones[0]!.detail).toBe('Awareness 11');
    expect(view.zones[1]!.detail).toBe('Noisy');
  });

  it('says how many zones the crew knows and how many Hidden ones they miss', () => {
    expect(view.summary).toContain('The crew knows 2 of 4 zones; 1 Hidden zone is unknown to the crew.');
  });
});

describe('the crew map (what the crew knows)', () => {
  const view = spotMapView(harrow(), 'crew', new Map([['dock', 11]]));

  it('COT-PREP-5: names the zones the crew knows, draws the others they may plan through as unknown', () => {
    expect(view.zones.map((z) => [z.id, z.name, z.known])).toEqual([
      ['dock', 'dock', true],
      ['office', 'office', true],
      ['roof', 'Unknown zone', false],
    ]);
    expect(view.zones.find((z) => z.id === 'roof')!.detail).toBe('not researched');
  });

  it('COT-SPOT-4, COT-PREP-6: leaves out a Hidden zone not found, and every barrier touching it', () => {
    expect(view.zones.some((z) => z.id === 'vault')).toBe(false);
    expect(view.barriers.map((b) => b.id)).toEqual(['b1', 'b2']);
  });

  it('COT-D-62: shows Security tags but never their scores, nor Awareness or loot', () => {
    expect(view.barriers.map((b) => b.label)).toEqual(['', 'Lock']);
    expect(view.zones.every((z) => z.loot === 0 && !z.detail.includes('Awareness'))).toBe(true);
    expect(view.zones.find((z) => z.id === 'office')!.detail).toBe('Noisy');
  });

  it('draws a found Hidden zone as Hidden, without its rating', () => {
    const found = edit({ harrow: harrow() }, [
      { type: 'spot/reveal-zones', spotId: 'harrow', zones: ['vault'], how: 'hidden-research' },
    ]).spots.harrow!;
    const vault = spotMapView(found, 'crew').zones.find((z) => z.id === 'vault')!;
    expect([vault.name, vault.detail, vault.hidden]).toEqual(['vault', 'Hidden', true]);
  });

  it('after spot/forget knows nothing but where the zones it may plan through are', () => {
    const forgot = edit({ harrow: harrow() }, [{ type: 'spot/forget', spotId: 'harrow' }]).spots.harrow!;
    const after = spotMapView(forgot, 'crew');
    expect(after.zones.every((z) => !z.known)).toBe(true);
    expect(after.barriers).toEqual([]);
    expect(after.summary).toContain('0 zones known, 3 not researched');
  });

  it('never names, tags or scores anything the crew does not know (any Spot, any knowledge)', () => {
    fc.assert(
      fc.property(randomSpot(), (spot) => {
        const crew = spotMapView(spot, 'crew');
        for (const z of crew.zones) {
          const truth = spot.zones[z.id]!;
          const known = Object.hasOwn(spot.knowledge.zones, z.id);
          expect(truth.hidden === null || known).toBe(true);
          if (!known) expect([z.name, z.detail]).toEqual(['Unknown zone', 'not researched']);
        }
        for (const b of crew.barriers) {
          expect(b.label).not.toMatch(/\d/);
          for (const end of b.ends)
            expect(end === 'outside' || crew.zones.some((z) => z.id === end)).toBe(true);
        }
        const truth = spotMapView(spot, 'truth');
        expect(truth.zones).toHaveLength(Object.keys(spot.zones).length);
        expect(truth.barriers).toHaveLength(Object.keys(spot.barriers).length);
      }),
      { numRuns: 100 },
    );
  });
});

describe('loot by zone and what the crew knows of a zone', () => {
  it('lists each zone’s loot by name and adds up its worth', () => {
    const spot = harrow();
    const vault = lootByZone(spot).get('vault')!;
    expect(vault.map((l) => l.name)).toEqual(['Bearer bonds', 'Diamonds']);
    expect(lootValue(vault)).toBe(700);
    expect(lootByZone(spot).has('dock')).toBe(false);
  });

  it('says how the crew learned a zone, "not yet", or "unknown to the crew" for a Hidden one', () => {
    const spot = harrow();
    expect(crewKnowledgeOf(spot, spot.zones.dock!)).toEqual({ known: true, words: 'from Layout research' });
    expect(crewKnowledgeOf(spot, spot.zones.roof!)).toEqual({ known: false, words: 'not yet' });
    expect(crewKnowledgeOf(spot, spot.zones.vault!)).toEqual({ known: false, words: 'unknown to the crew' });
  });

  it('refuses loot without a name or with a value out of range, in the GM’s words', () => {
    const spots = { harrow: harrow() };
    const add = { type: 'spot/add-loot', spotId: 'harrow', lootId: 'l9', zone: 'dock' } as const;
    expect(refusal(spots, { ...add, name: '  ', value: 5 }).message).toBe('Loot needs a name');
    expect(refusal(spots, { ...add, name: 'Gold', value: -1 }).message).toBe(
      'A value must be a whole number from 0 to 1000000000 (got -1)',
    );
    const edited = { ...add, type: 'spot/edit-loot', lootId: 'l1', name: '', value: 1 } as const;
    expect(refusal(spots, edited).message).toBe('Loot needs a name');
  });
});

/** A chain of up to 6 zones, some Hidden, with extra barriers, Securities and some of them known. */
function randomSpot(): fc.Arbitrary<Spot> {
  return fc
    .record({
      size: fc.integer({ min: 1, max: 6 }),
      hidden: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      known: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      extra: fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { maxLength: 4 }),
    })
    .map(({ size, hidden, known, extra }) => {
      const names = Array.from({ length: size }, (_, i) => `z${i}`);
      const ends = ['outside', ...names];
      const links = extra
        .map(([a, b]) => [ends[a % ends.length]!, ends[b % ends.length]!] as const)
        .filter(([a, b]) => a !== b);
      return chain('s', names, [
        ...names.filter((_, i) => hidden[i]).map((z) => tag(z, 'hidden', 12)),
        ...links.map(([a, b], i) => barrier(`x${i}`, a, b)),
        ...links.map((_, i) => security(`x${i}`, `sx${i}`, 'lock', 10 + i)),
        { type: 'spot/reveal-zones', zones: names.filter((_, i) => known[i]), how: 'gm' },
      ]);
    });
}
