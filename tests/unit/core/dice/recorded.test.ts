import { describe, expect, it } from 'vitest';
import { recordedDice } from '../../../../core/dice/recorded.ts';

describe('recordedDice', () => {
  it('shows the recorded faces in order, and counts those not asked for', () => {
    const dice = recordedDice([4, 6, 1]);
    expect([dice.roll(6), dice.roll(6)]).toEqual([4, 6]);
    expect(dice.remaining()).toBe(1);
  });

  it('refuses to invent a die, or to show a face its die cannot', () => {
    expect(() => recordedDice([]).roll(6)).toThrow('more dice are needed than the 0 recorded');
    expect(() => recordedDice([7]).roll(6)).toThrow('a recorded 7 cannot come up on a d6');
    expect(() => recordedDice([0]).roll(6)).toThrow('a recorded 0 cannot come up on a d6');
  });
});
