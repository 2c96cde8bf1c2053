import { describe, expect, it } from 'vitest';
import { cachedFields, planCache } from '../../../../../core/cot/foresight/index.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import { isRejection } from '../../../../../core/shared/result.ts';
import { chain } from '../spot/support.ts';
import { id, open, play, refuse, ruth } from '../heist/support.ts';
import { openPrep, playPrep, refusePrep } from '../prep/support.ts';

/**
 * The schemes spent without a roll have one rule for Prep and the Heist (core/cot/foresight/schemes.ts): the same
 * Blueprint costs the same and adds the same zone, the same refusal names the same problem, a Cache hands over the
 * same gear. Each engine only finds the spender and the Spot in its own state.
 */

const known = (zones: string[]) => ({ type: 'spot/reveal-zones', zones, how: 'layout' }) as const;
const spot = chain('bank', ['a', 'b', 'c'], [known(['a', 'b', 'c'])]);
const partly = chain('bank', ['a', 'b', 'c'], [known(['a', 'b'])]);
const tunnel = { between: ['outside', 'c'], zoneId: 'n', name: 'Tunnel', barrierIds: ['n1', 'n2'] } as const;

describe('a Blueprint, before the Heist and during it (COT-FORE-8, COT-D-67)', () => {
  it('TV-COT-FORE-8: from the edge to C past A and B costs 3 + 2 in both engines, and adds the same zone', () => {
    const prep = playPrep(openPrep([spot], [ruth({ foresight: 5 })]), {
      type: 'prep/blueprint',
      spender: id('ruth'),
      spotId: 'bank',
      ...tunnel,
    });
    const heist = play(open(spot, [ruth({ foresight: 5 })]), {
      type: 'heist/blueprint',
      spender: id('ruth'),
      ...tunnel,
    });
    expect(prep.events[0]).toMatchObject({ type: 'prep/foresight-spent', amount: 5, scheme: 'blueprint' });
    expect(heist.events[0]).toMatchObject({ type: 'heist/foresight-spent', amount: 5, scheme: 'blueprint' });
    const added = (events: readonly { readonly type: string }[]) =>
      (events[1] as unknown as { readonly event: unknown }).event;
    expect(added(prep.events)).toEqual(added(heist.events));
    expect(added(prep.events)).toMatchObject({
      type: 'spot/blueprint-added',
      zone: { id: 'n', name: 'Tunnel' },
    });
  });

  it('refuses an end the crew does not know in both engines, naming that end', () => {
    const prep = refusePrep(openPrep([partly], [ruth({ foresight: 5 })]), {
      type: 'prep/blueprint',
      spender: id('ruth'),
      spotId: 'bank',
      ...tunnel,
    });
    const heist = refuse(open(partly, [ruth({ foresight: 5 })]), {
      type: 'heist/blueprint',
      spender: id('ruth'),
      ...tunnel,
    });
    const why = { message: 'A Blueprint joins two places the crew knows (COT-FORE-8)', data: { end: 'c' } };
    expect(prep).toMatchObject({ code: 'prep/unknown-end', ...why });
    expect(heist).toMatchObject({ code: 'heist/unknown-end', ...why });
  });

  it('names the shortfall alike when the spender has too little Foresight (COT-FORE-3)', () => {
    const message = 'ruth has 4 Foresight; a Blueprint from the edge costs 5';
    expect(
      refusePrep(openPrep([spot], [ruth({ foresight: 4 })]), {
        type: 'prep/blueprint',
        spender: id('ruth'),
        spotId: 'bank',
        ...tunnel,
      }),
    ).toMatchObject({ code: 'foresight/short', message });
    expect(
      refuse(open(spot, [ruth({ foresight: 4 })]), {
        type: 'heist/blueprint',
        spender: id('ruth'),
        ...tunnel,
      }),
    ).toMatchObject({ code: 'foresight/short', message });
  });
});

describe('a Cache (COT-FORE-7)', () => {
  const cache = { recipient: id('ruth'), resources: 2, weapon: 'Revolver', armour: null } as const;

  it('hands over the same gear from Prep and from the Heist; the Heist adds the Training armour gives', () => {
    const prep = playPrep(openPrep([spot], [ruth({ foresight: 3 })], { resources: 3 }), {
      type: 'prep/cache',
      spender: id('ruth'),
      ...cache,
    });
    const heist = play(open(spot, [ruth({ foresight: 3 })], { resources: 3 }), {
      type: 'heist/cache',
      spender: id('ruth'),
      ...cache,
    });
    const { type: prepType, ...prepCached } = prep.events[1]!;
    const {
      type: heistType,
      training,
      ...heistCached
    } = heist.events[1] as (typeof heist.events)[1] & {
      readonly training: number | null;
    };
    expect([prepType, heistType]).toEqual(['prep/cached', 'heist/cached']);
    expect(prepCached).toEqual(heistCached);
    expect(prepCached).toMatchObject({
      recipient: 'ruth',
      resources: 2,
      weapon: { name: 'Revolver' },
      armour: null,
    });
    expect(training).toBeNull();
  });

  it('refuses a recipient outside the crew, with the engine named in the code', () => {
    const sheet = ruth({ foresight: 3 });
    const ctx = { crew: { heat: 0, resources: 3 }, settings: defaultSettings };
    const plan = planCache(ctx, sheet, sheet, [], { ...cache }, defaultSettings, 'prep');
    expect(plan).toMatchObject({ code: 'prep/not-crew' });
  });

  it('records items only when the Cache bought some', () => {
    const sheet = ruth({ foresight: 3 });
    const ctx = { crew: { heat: 0, resources: 3 }, settings: defaultSettings };
    const bare = planCache(ctx, sheet, sheet, [sheet.id], { ...cache }, defaultSettings, 'heist');
    const rope = planCache(
      ctx,
      sheet,
      sheet,
      [sheet.id],
      { ...cache, items: [{ name: 'Rope', note: '50 ft' }] },
      defaultSettings,
      'heist',
    );
    if (isRejection(bare) || isRejection(rope)) throw new Error('a Cache the crew can pay was refused');
    expect(cachedFields(bare)).not.toHaveProperty('items');
    expect(cachedFields(rope).items).toEqual([{ name: 'Rope', note: '50 ft' }]);
  });
});
