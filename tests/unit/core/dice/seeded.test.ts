import { describe, expect, it } from 'vitest';
import { restoreSeededDice, seededDice } from '../../../../core/dice/seeded.ts';
import type { Dice } from '../../../../core/dice/dice.ts';

const rollMany = (dice: Dice, count: number, sides = 6): number[] =>
  Array.from({ length: count }, () => dice.roll(sides));

describe('seededDice', () => {
  it('rolls the same sequence for the same seed', () => {
    expect(rollMany(seededDice('heistbox'), 24).join(' ')).toMatchInlineSnapshot(
      `"5 3 5 6 6 3 2 5 1 6 5 3 2 4 4 4 6 2 6 6 1 4 1 2"`,
    );
    expect(rollMany(seededDice('heistbox'), 24)).toEqual(rollMany(seededDice('heistbox'), 24));
  });

  it('reads a number seed as its decimal string', () => {
    expect(rollMany(seededDice(42), 30)).toEqual(rollMany(seededDice('42'), 30));
  });

  it('rolls different sequences for neighbouring seeds', () => {
    expect(rollMany(seededDice('crew-1'), 30)).not.toEqual(rollMany(seededDice('crew-2'), 30));
  });

  it('starts from a fixed, plain-JSON state', () => {
    expect(seededDice('heistbox').state()).toMatchInlineSnapshot(`
      {
        "a": 3267875163,
        "b": 2006868533,
        "c": 3257773773,
        "d": 2376865260,
      }
    `);
  });

  it('continues the sequence after its state is saved as JSON and restored', () => {
    const dice = seededDice('vault');
    rollMany(dice, 17);
    const saved = JSON.stringify(dice.state());
    const expected = rollMany(dice, 40, 20);
    const restored = restoreSeededDice(JSON.parse(saved) as ReturnType<typeof dice.state>);
    expect(rollMany(restored, 40, 20)).toEqual(expected);
  });

  it('hands out a copy of its state, not a live view', () => {
    const dice = seededDice('vault');
    const before = dice.state();
    dice.roll(6);
    expect(dice.state()).not.toEqual(before);
    expect(restoreSeededDice(before).state()).toEqual(before);
  });

  it('gives every face of a d6 its share: chi-square over 600,000 rolls below 35.89 (df 5, p = 1e-6)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const dice = seededDice('fairness');
    for (let i = 0; i < 600_000; i++) counts[dice.roll(6) - 1]!++;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - 100_000) ** 2 / 100_000, 0);
    expect(chiSquare).toBeLessThan(35.89);
  });

  it('throws a RangeError for a seed that is not a finite number', () => {
    expect(() => seededDice(Number.NaN)).toThrow('A numeric seed must be finite (got NaN)');
  });
});

describe('restoreSeededDice', () => {
  it.each([
    [{ a: -1, b: 0, c: 0, d: 0 }, 'word a'],
    [{ a: 0, b: 1.5, c: 0, d: 0 }, 'word b'],
    [{ a: 0, b: 0, c: 2 ** 32, d: 0 }, 'word c'],
    [{ a: 0, b: 0, c: 0, d: Number.NaN }, 'word d'],
  ])('throws a RangeError naming the bad word of %j', (state, word) => {
    expect(() => restoreSeededDice(state)).toThrow(RangeError);
    expect(() => restoreSeededDice(state)).toThrow(word);
  });
});
