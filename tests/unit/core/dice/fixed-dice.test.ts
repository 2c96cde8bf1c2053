import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

describe('fixedDice', () => {
  it('yields its faces in order', () => {
    const dice = fixedDice(6, 4, 1);
    expect([dice.roll(6), dice.roll(6), dice.roll(6)]).toEqual([6, 4, 1]);
    expect(dice.remaining()).toBe(0);
  });

  it('throws loudly on a roll after the last face', () => {
    const dice = fixedDice(3);
    dice.roll(6);
    expect(() => dice.roll(6)).toThrow('a d6 was rolled after all 1 fixed faces [3] were used');
  });

  it('throws on any roll when given no faces', () => {
    expect(() => fixedDice().roll(6)).toThrow('after all 0 fixed faces');
  });

  it('throws when the die asked for cannot show the next face', () => {
    expect(() => fixedDice(6).roll(4)).toThrow('face 6 (roll #1) cannot come up on a d4');
  });

  it('rejects a face that is not a positive whole number', () => {
    expect(() => fixedDice(0)).toThrow(RangeError);
    expect(() => fixedDice(2.5)).toThrow(RangeError);
  });
});
