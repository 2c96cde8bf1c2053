import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAlarm,
  dealAlert,
  drawFromBag,
  nextGate,
  startAlarm,
  thresholdsCrossed,
} from '../../../../../core/cot/alarm/index.ts';
import type { AlarmCard, AlarmItem, AlarmPlan, AlarmState } from '../../../../../core/cot/alarm/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';

/** The alarm track's own rules (Masters of the Heist): the bag, the thresholds, the deck, the gates. */

const card = (id: string, special = false): AlarmCard => ({
  id,
  name: id,
  special,
  effect: { kind: 'nothing' },
});
const bag: AlarmItem[] = [
  { id: 'g', kind: 'guard', guard: 'g' as never, awareness: 9, training: null },
  { id: 'c', kind: 'camera', awareness: 10 },
  { id: 'l', kind: 'lock', score: 12 },
];
const plan: AlarmPlan = {
  on: true,
  bag,
  unknown: ['a', 'b', 'c'],
  gates: [
    { kind: 'barrier', barrier: 'x' },
    { kind: 'zone', zone: 'b' },
  ],
  track: { alerts: [3, 6, 9], alarm: 12 },
  deck: [card('one'), card('two'), card('three')],
};

describe('the bag (MotH "Security Chits": drawn at random)', () => {
  it('draws the item the die names, logging the die; one item needs no roll; an empty bag draws nothing', () => {
    expect(drawFromBag(bag, fixedDice(2))).toEqual({ item: bag[1], draw: { sides: 3, face: 2 } });
    expect(drawFromBag([bag[0]!], fixedDice())).toEqual({ item: bag[0], draw: { sides: 1, face: 1 } });
    expect(drawFromBag([], fixedDice())).toBeNull();
  });

  it('every reveal takes exactly one item out of the bag, the one it names (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }), (faces) => {
        let state: AlarmState = startAlarm(plan);
        const drawn: string[] = [];
        for (const [i, zone] of ['a', 'b', 'c'].entries()) {
          const face = Math.min(faces[i] ?? 1, state.bag.length);
          const draw = drawFromBag(state.bag, { roll: () => face });
          const before = state.bag.length;
          state = applyAlarm(state, {
            type: 'heist/alarm-revealed',
            zone,
            zoneName: zone,
            item: draw?.item ?? null,
            draw: draw?.draw ?? null,
            cause: 'approach',
            locks: [],
          });
          expect(state.bag.length).toBe(before - 1);
          drawn.push(draw!.item.id);
        }
        expect([...drawn].sort()).toEqual(['c', 'g', 'l']);
        expect(state.unknown).toEqual([]);
      }),
    );
  });

  it('refuses a reveal that names an item not in the bag (a broken log)', () => {
    const state = startAlarm({ ...plan, bag: [bag[0]!] });
    expect(() =>
      applyAlarm(state, {
        type: 'heist/alarm-revealed',
        zone: 'a',
        zoneName: 'a',
        item: bag[1]!,
        draw: null,
        cause: 'gm',
        locks: [],
      }),
    ).toThrow(/not in the bag/);
  });
});

describe('the noise track (MotH "Noise and Alerts")', () => {
  it('crosses each threshold once: the next ones reached, never one already crossed', () => {
    const state = startAlarm(plan);
    expect(thresholdsCrossed(state, 2)).toEqual([]);
    expect(thresholdsCrossed(state, 3)).toEqual([3]);
    const crossed = { ...state, noise: 4, crossed: 1 };
    expect(thresholdsCrossed(crossed, 1)).toEqual([]);
    expect(thresholdsCrossed(crossed, 2)).toEqual([6]);
  });

  it('raises two alerts when one action crosses two thresholds', () => {
    expect(thresholdsCrossed({ ...startAlarm(plan), noise: 2 }, 5)).toEqual([3, 6]);
  });

  it('never lets noise go down or skip: the event must add up', () => {
    const state = { ...startAlarm(plan), noise: 4 };
    expect(() =>
      applyAlarm(state, { type: 'heist/alarm-noise-made', amount: 1, cause: 'gm', reason: '', noise: 3 }),
    ).toThrow();
  });
});

describe('the event deck (MotH "Events and Special Events")', () => {
  it('plays the top card as the alert', () => {
    expect(dealAlert([card('one'), card('two')])).toEqual({ specials: [], card: card('one') });
  });

  it('always plays the Special cards on top, which are not the alert: the next ordinary card is', () => {
    const deck = [card('s1', true), card('s2', true), card('plain'), card('later')];
    expect(dealAlert(deck)).toEqual({ specials: [card('s1', true), card('s2', true)], card: card('plain') });
  });

  it('an empty deck (or one of Specials only) plays no alert card', () => {
    expect(dealAlert([])).toEqual({ specials: [], card: null });
    expect(dealAlert([card('s', true)])).toEqual({ specials: [card('s', true)], card: null });
  });

  it('counts a threshold alert once, and takes its cards off the top', () => {
    const after = applyAlarm(startAlarm({ ...plan, deck: [card('s', true), card('one'), card('two')] }), {
      type: 'heist/alarm-alert-raised',
      cause: 'noise',
      threshold: 3,
      specials: [card('s', true)],
      card: card('one'),
    });
    expect(after.crossed).toBe(1);
    expect(after.deck).toEqual([card('two')]);
    expect(after.played).toEqual([
      { card: card('s', true), special: true },
      { card: card('one'), special: false },
    ]);
  });
});

describe('lockdown gates (MotH "Lockdown Gates are always removed in order")', () => {
  it('close in order A, B, C, D, and refuse to close out of order', () => {
    let state = startAlarm(plan);
    expect(nextGate(state)).toEqual({ letter: 'A', gate: plan.gates[0] });
    state = applyAlarm(state, { type: 'heist/alarm-gate-closed', letter: 'A', gate: plan.gates[0]! });
    expect(nextGate(state)).toEqual({ letter: 'B', gate: plan.gates[1] });
    expect(() =>
      applyAlarm(state, { type: 'heist/alarm-gate-closed', letter: 'A', gate: plan.gates[0]! }),
    ).toThrow(/not the next/);
    state = applyAlarm(state, { type: 'heist/alarm-gate-closed', letter: 'B', gate: plan.gates[1]! });
    expect(nextGate(state)).toBeNull();
  });
});
