import { describe, expect, it } from 'vitest';
import { decideSpot } from '../../../../../core/cot/spot/decide.ts';
import { barriersBetween, linksOf, stepsBetween } from '../../../../../core/cot/spot/graph.ts';
import { spotLimits } from '../../../../../core/cot/limits/index.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { sheet } from '../warfare/support.ts';
import { barrier, buildSpot, chain, edit, post, refusal, security, tag, zone } from './support.ts';

describe('spot/create and the edge', () => {
  it('creates an empty Spot whose edge is Outside (COT-D-48)', () => {
    const { spots } = edit({}, [{ type: 'spot/create', spotId: 'bank', name: ' The Gilded Lily ' }]);
    expect(spots.bank).toMatchObject({ id: 'bank', name: 'The Gilded Lily', zones: {}, barriers: {} });
    expect(spots.bank!.edge.name).toBe('Outside');
  });

  it('refuses a second Spot with the same id, and a Spot without a name', () => {
    const { spots } = edit({}, [{ type: 'spot/create', spotId: 'bank', name: 'Bank' }]);
    expect(refusal(spots, { type: 'spot/create', spotId: 'bank', name: 'Other' }).code).toBe(
      'spot/duplicate-id',
    );
    expect(refusal({}, { type: 'spot/create', spotId: 'x', name: '  ' }).message).toBe('A Spot needs a name');
  });

  it('names and places the edge; refuses an edge named like a zone', () => {
    const spot = buildSpot('bank', [zone('hall'), { type: 'spot/set-edge', name: 'Alley', x: -50, y: 5 }]);
    expect(spot.edge).toEqual({ name: 'Alley', x: -50, y: 5 });
    const spots = { bank: spot };
    expect(refusal(spots, { type: 'spot/set-edge', spotId: 'bank', name: 'HALL', x: 0, y: 0 }).message).toBe(
      'bank already has a zone called "hall"',
    );
  });

  it('deletes a Spot', () => {
    const { spots } = edit({ bank: chain('bank', ['a']) }, [{ type: 'spot/delete', spotId: 'bank' }]);
    expect(spots).toEqual({});
  });
});

describe('zones', () => {
  it('adds, renames, moves and tags a zone', () => {
    const spot = buildSpot('bank', [
      zone('hall', 10, 20),
      { type: 'spot/rename-zone', zoneId: 'hall', name: 'Great Hall' },
      { type: 'spot/move-zone', zoneId: 'hall', x: 300, y: -40 },
      tag('hall', 'crowded'),
      tag('hall', 'noisy'),
      tag('hall', 'hidden', 18),
      { type: 'spot/tag-zone', zoneId: 'hall', tag: 'noisy', on: false },
    ]);
    expect(spot.zones.hall).toEqual({
      id: 'hall',
      name: 'Great Hall',
      x: 300,
      y: -40,
      hazardous: false,
      noisy: false,
      crowded: true,
      hidden: 18,
    });
  });

  it('gives a Hidden zone the default rating 15 when none is named (COT-D-53), or the table default', () => {
    expect(buildSpot('s', [zone('h'), tag('h', 'hidden')]).zones.h!.hidden).toBe(15);
    expect(buildSpot('s', [zone('h'), tag('h', 'hidden')], { defaultHiddenRating: 12 }).zones.h!.hidden).toBe(
      12,
    );
  });

  it('refuses a duplicate zone name whatever its case and spacing', () => {
    const spots = {
      bank: buildSpot('bank', [{ type: 'spot/add-zone', zoneId: 'a', name: 'Vault Room', x: 0, y: 0 }]),
    };
    const rejection = refusal(spots, {
      type: 'spot/add-zone',
      spotId: 'bank',
      zoneId: 'b',
      name: ' vault  room',
      x: 0,
      y: 0,
    });
    expect(rejection).toMatchObject({
      code: 'spot/duplicate-zone-name',
      message: 'bank already has a zone called "Vault Room"',
    });
    expect(
      refusal(spots, { type: 'spot/rename-zone', spotId: 'bank', zoneId: 'a', name: 'Outside' }).code,
    ).toBe('spot/duplicate-zone-name');
  });

  it('refuses the id "outside" for a zone, and a Hidden rating out of range', () => {
    const spots = { bank: chain('bank', ['a']) };
    expect(
      refusal(spots, { type: 'spot/add-zone', spotId: 'bank', zoneId: 'outside', name: 'X', x: 0, y: 0 })
        .code,
    ).toBe('spot/duplicate-id');
    expect(
      refusal(spots, {
        type: 'spot/tag-zone',
        spotId: 'bank',
        zoneId: 'a',
        tag: 'hidden',
        on: true,
        rating: 0,
      }).message,
    ).toBe('A Hidden rating must be a whole number from 1 to 99 (got 0)');
  });

  it('refuses to remove a zone that barriers still join, naming them', () => {
    const spots = { bank: chain('bank', ['a', 'b']) };
    expect(refusal(spots, { type: 'spot/remove-zone', spotId: 'bank', zoneId: 'a' })).toMatchObject({
      code: 'spot/zone-joined',
      message: 'a is still joined by 2 barriers (to Outside, b): remove them first',
    });
  });

  it('refuses to remove a guarded zone or one holding loot; removes it once empty', () => {
    const spot = buildSpot('bank', [
      zone('a'),
      post('x', 'a'),
      { type: 'spot/add-loot', lootId: 'gold', name: 'Gold bars', zone: 'a', value: 5 },
    ]);
    expect(refusal({ bank: spot }, { type: 'spot/remove-zone', spotId: 'bank', zoneId: 'a' }).code).toBe(
      'spot/zone-guarded',
    );
    const unguarded = edit({ bank: spot }, [
      { type: 'spot/remove-guard', spotId: 'bank', guard: characterId('x') },
    ]).spots;
    expect(refusal(unguarded, { type: 'spot/remove-zone', spotId: 'bank', zoneId: 'a' }).message).toBe(
      'a still holds Gold bars: move or remove it first',
    );
    const empty = edit(unguarded, [
      { type: 'spot/remove-loot', spotId: 'bank', lootId: 'gold' },
      { type: 'spot/remove-zone', spotId: 'bank', zoneId: 'a' },
    ]).spots;
    expect(empty.bank!.zones).toEqual({});
  });

  it('refuses a position off the map', () => {
    const spots = { bank: chain('bank', ['a']) };
    expect(
      refusal(spots, { type: 'spot/move-zone', spotId: 'bank', zoneId: 'a', x: Infinity, y: 0 }).code,
    ).toBe('spot/bad-position');
  });
});

describe('barriers and Securities (COT-SPOT-5, COT-SPOT-6)', () => {
  it('joins zones and Outside, with Securities of their own scores', () => {
    const spot = buildSpot('bank', [
      zone('a'),
      zone('b'),
      barrier('door', 'outside', 'a'),
      barrier('vault-door', 'a', 'b'),
      security('vault-door', 'lock', 'lock', 12),
      security('vault-door', 'dial', 'vault', 18),
      { type: 'spot/change-security', barrierId: 'vault-door', securityId: 'lock', tag: 'lock', score: 14 },
    ]);
    expect(spot.barriers['vault-door']!.securities).toEqual([
      { id: 'lock', tag: 'lock', score: 14, bypassed: false },
      { id: 'dial', tag: 'vault', score: 18, bypassed: false },
    ]);
    expect(barriersBetween(spot, 'b', 'a').map((b) => b.id)).toEqual(['vault-door']);
    expect(linksOf(spot, 'outside').map((l) => l.other)).toEqual(['a']);
    expect(stepsBetween(spot, 'outside', 'b')).toBe(2);
  });

  it('refuses a barrier between a zone and itself', () => {
    const spots = { bank: chain('bank', ['a']) };
    expect(
      refusal(spots, { type: 'spot/add-barrier', spotId: 'bank', barrierId: 'x', ends: ['a', 'a'] }),
    ).toMatchObject({
      code: 'spot/barrier-self',
      message: 'A barrier joins two different places; both ends are a',
    });
  });

  it('refuses a barrier to a zone the Spot does not have', () => {
    const spots = { bank: chain('bank', ['a']) };
    expect(
      refusal(spots, { type: 'spot/add-barrier', spotId: 'bank', barrierId: 'x', ends: ['a', 'z'] }).message,
    ).toBe('bank has no zone "z" for the barrier to join');
  });

  it('refuses a Security Score out of range, saying the range', () => {
    const spots = { bank: chain('bank', ['a']) };
    const command = {
      type: 'spot/add-security',
      spotId: 'bank',
      barrierId: 'outside-a',
      securityId: 's',
      tag: 'lock',
      score: 120,
    } as const;
    expect(refusal(spots, command).message).toBe(
      'A Security Score must be a whole number from 1 to 99 (got 120)',
    );
    expect(refusal(spots, { ...command, score: 2.5 }).code).toBe('spot/out-of-range');
  });

  it('removes a Security and a barrier', () => {
    const spot = buildSpot('bank', [
      zone('a'),
      barrier('door', 'outside', 'a'),
      security('door', 'l', 'lock', 9),
      { type: 'spot/remove-security', barrierId: 'door', securityId: 'l' },
    ]);
    expect(spot.barriers.door!.securities).toEqual([]);
    const gone = edit({ bank: spot }, [
      { type: 'spot/remove-barrier', spotId: 'bank', barrierId: 'door' },
    ]).spots;
    expect(gone.bank!.barriers).toEqual({});
  });
});

describe('guards and loot', () => {
  const characters = {
    [characterId('x')]: sheet('x', { kind: 'guard' }),
    [characterId('ruth')]: sheet('ruth', { kind: 'crew' }),
  };

  it('posts a guard, moves them and keeps what the Job did to them', () => {
    const spot = buildSpot(
      'bank',
      [
        zone('a'),
        zone('b'),
        post('x', 'a'),
        { type: 'spot/alert-guards', guards: [characterId('x')] },
        post('x', 'b', { awareness: 11 }),
      ],
      { characters },
    );
    expect(spot.guards.x).toEqual({
      guard: 'x',
      zone: 'b',
      aware: true,
      awarenessBonus: 0,
      awareness: 11,
      training: null,
    });
  });

  it('posts only characters of kind guard (COT-GUARD-1)', () => {
    const spots = { bank: chain('bank', ['a']) };
    expect(
      refusal(
        spots,
        {
          type: 'spot/place-guard',
          spotId: 'bank',
          guard: characterId('ruth'),
          zone: 'a',
          awareness: null,
          training: null,
        },
        { characters },
      ),
    ).toMatchObject({ code: 'spot/not-a-guard' });
  });

  it('puts loot in a zone and moves it', () => {
    const spot = buildSpot('bank', [
      zone('a'),
      zone('b'),
      { type: 'spot/add-loot', lootId: 'gem', name: 'The Eye of Ra', zone: 'a', value: 40 },
      { type: 'spot/edit-loot', lootId: 'gem', name: 'The Eye of Ra', zone: 'b', value: 50 },
    ]);
    expect(spot.loot.gem).toEqual({ id: 'gem', name: 'The Eye of Ra', zone: 'b', value: 50 });
  });

  it('holds a loot value to the bounds the loot form shows (spotLimits.lootValueMin to lootValueMax)', () => {
    const { lootValueMin, lootValueMax } = spotLimits;
    const spot = buildSpot('bank', [zone('a')]);
    const loot = (value: number) =>
      ({ type: 'spot/add-loot', spotId: 'bank', lootId: 'gem', name: 'Gem', zone: 'a', value }) as const;
    expect(edit({ bank: spot }, [loot(lootValueMin)]).spots.bank?.loot.gem?.value).toBe(lootValueMin);
    expect(refusal({ bank: spot }, loot(lootValueMin - 1)).message).toMatch(/value/i);
    expect(refusal({ bank: spot }, loot(lootValueMax + 1)).message).toMatch(/value/i);
  });
});

describe('the Job on a Spot (COT-GUARD-5, COT-D-54)', () => {
  it('keeps guards Aware and Securities bypassed until the GM resets the Spot for a new Job', () => {
    const spot = buildSpot('bank', [
      zone('a'),
      barrier('door', 'outside', 'a'),
      security('door', 'l', 'lock', 9),
      post('x', 'a'),
      { type: 'spot/alert-guards', guards: [characterId('x')] },
      { type: 'spot/bypass-security', barrierId: 'door', securityId: 'l' },
    ]);
    expect(spot.guards.x!.aware).toBe(true);
    expect(spot.barriers.door!.securities[0]!.bypassed).toBe(true);
    const reset = edit({ bank: spot }, [{ type: 'spot/reset-job', spotId: 'bank' }]).spots.bank!;
    expect(reset.guards.x!.aware).toBe(false);
    expect(reset.barriers.door!.securities[0]!.bypassed).toBe(false);
  });

  it('alerting an Aware guard again changes nothing, and is refused so that nothing is stored', () => {
    const spot = buildSpot('bank', [
      zone('a'),
      post('x', 'a'),
      { type: 'spot/alert-guards', guards: [characterId('x')] },
    ]);
    const decision = decideSpot(
      { bank: spot },
      { type: 'spot/alert-guards', spotId: 'bank', guards: [characterId('x')] },
    );
    expect(decision).toEqual({
      ok: false,
      code: 'spot/already-aware',
      message: 'x is already Aware: nothing changed',
    });
  });
});
