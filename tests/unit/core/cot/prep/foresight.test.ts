import { describe, expect, it } from 'vitest';
import { foresightGained, trainingCost, trainingModifier } from '../../../../../core/cot/foresight/index.ts';
import { defaultPrepSettings } from '../../../../../core/cot/prep/settings.ts';
import { chain } from '../spot/support.ts';
import { crew, id, ruth } from '../heist/support.ts';
import { openPrep, playPrep, refusePrep } from './support.ts';

const rules = { ...defaultPrepSettings, successOnEqual: true };
const spot = chain('bank', ['a']);
const bank = { type: 'prep/bank-foresight', character: id('ruth') } as const;

describe('gaining Foresight (COT-FORE-1, COT-D-63)', () => {
  it('TV-COT-FORE-1-a, TV-COT-FORE-1-b, TV-COT-FORE-1-c, TV-COT-FORE-1-d: total 16 -> 5, 11 -> 3, 12 -> 4, 3 -> 1, 2 -> 0', () => {
    expect([16, 11, 12, 3, 2].map((total) => foresightGained(total, false, rules))).toEqual([5, 3, 4, 1, 0]);
  });

  it('banks nothing on a catastrophe (COT-D-4), unless that row is narration only', () => {
    expect(foresightGained(2, true, rules)).toBe(0);
    expect(foresightGained(3, true, { ...rules, foresightCatastrophe: 'narrative_only' })).toBe(1);
  });

  it('follows the alternative formulas: margin over 9, or 1 on success plus the margin', () => {
    expect(foresightGained(16, false, { ...rules, foresightFormula: 'margin_div_3' })).toBe(2);
    expect(foresightGained(8, false, { ...rules, foresightFormula: 'margin_div_3' })).toBe(0);
    expect(foresightGained(15, false, { ...rules, foresightFormula: 'success_plus_margin_div_3' })).toBe(3);
    expect(foresightGained(8, false, { ...rules, foresightFormula: 'success_plus_margin_div_3' })).toBe(0);
  });

  it('TV-COT-FORE-1-e: Brains 3, Planning 2 (cap 5), Foresight 0, total 16 -> Foresight 5', () => {
    const world = playPrep(openPrep([spot], [ruth()]), bank, 6, 6, 4, 1, 1);
    expect(world.events[1]).toMatchObject({ type: 'prep/foresight-banked', gained: 5, banked: 5 });
    expect(world.ctx.characters[id('ruth')]!.foresight).toBe(5);
  });

  it('TV-COT-FORE-2-a: cap 5, Foresight 4, gains 2 -> Foresight 5', () => {
    const world = playPrep(openPrep([spot], [ruth({ foresight: 4 })]), bank, 4, 2, 1, 1, 1);
    expect(world.events[1]).toMatchObject({ gained: 2, banked: 1 });
    expect(world.ctx.characters[id('ruth')]!.foresight).toBe(5);
  });
});

describe('Training costs (COT-FORE-5)', () => {
  it('costs 1 per +1k0 and 2 per +1k1', () => {
    expect(trainingCost({ addRolled: 2, addKept: 1 }, rules)).toBe(4);
    expect(trainingModifier({ addRolled: 2, addKept: 1 })).toEqual({
      rolled: 3,
      kept: 1,
      source: 'Foresight Training',
    });
  });
});

describe('Prep days (COT-TIME-6, COT-D-21)', () => {
  it('TV-COT-TIME-6-a: a 3-person crew in 2 Prep days makes at most 6 Prep rolls', () => {
    let world = openPrep([spot], [ruth(), crew('kit'), crew('lou')]);
    let rolls = 0;
    for (let day = 0; day < 2; day++) {
      for (let attempt = 0; attempt < 2; attempt++) {
        for (const who of ['ruth', 'kit', 'lou']) {
          const command = { type: 'prep/task', character: id(who), task: 'case the joint' } as const;
          try {
            world = playPrep(world, command);
            rolls++;
          } catch {
            expect(refusePrep(world, command).code).toBe('prep/actions-spent');
          }
        }
      }
      world = playPrep(world, { type: 'prep/end-day' });
    }
    expect(rolls).toBe(6);
  });

  it('allows more under prep_actions_per_day = 2', () => {
    const world = openPrep([spot], [ruth()], { settings: { prepActionsPerDay: 2 } });
    const once = playPrep(world, { type: 'prep/task', character: id('ruth'), task: 'a' });
    const twice = playPrep(once, { type: 'prep/task', character: id('ruth'), task: 'b' });
    expect(refusePrep(twice, { type: 'prep/task', character: id('ruth'), task: 'c' }).code).toBe(
      'prep/actions-spent',
    );
  });
});

describe('schemes in Prep (COT-FORE-7, COT-FORE-8)', () => {
  it('adds a Blueprint zone to the campaign Spot before the Heist', () => {
    const known = chain(
      'bank',
      ['a', 'b'],
      [{ type: 'spot/reveal-zones', zones: ['a', 'b'], how: 'layout' }],
    );
    const world = playPrep(openPrep([known], [ruth({ foresight: 3 })]), {
      type: 'prep/blueprint',
      spender: id('ruth'),
      spotId: 'bank',
      between: ['a', 'b'],
      zoneId: 'n',
      name: 'Crawlspace',
      barrierIds: ['n1', 'n2'],
    });
    expect(world.ctx.spots.bank!.zones.n).toMatchObject({ name: 'Crawlspace', hidden: 15 });
    expect(world.ctx.characters[id('ruth')]!.foresight).toBe(2);
  });

  it('pays a Cache in Foresight and Resources', () => {
    const world = playPrep(openPrep([spot], [ruth({ foresight: 3 })], { resources: 3 }), {
      type: 'prep/cache',
      spender: id('ruth'),
      recipient: id('ruth'),
      resources: 2,
      weapon: 'Revolver',
      armour: null,
    });
    expect(world.ctx.crew.resources).toBe(1);
    expect(world.ctx.characters[id('ruth')]!.foresight).toBe(1);
  });
});
