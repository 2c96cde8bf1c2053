import { describe, expect, it } from 'vitest';
import { judgeOpposed, judgeUnopposed, keepHighest, rollPool } from '../../../../core/dice/roll.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

const pool = (rolled: number, kept: number) => Object.freeze({ rolled, kept });

describe('rollPool', () => {
  it('TV-COT-DICE-4-a: 5k2 [6,2,5,1,3] keeps [6,5], total 11', () => {
    const roll = rollPool(pool(5, 2), fixedDice(6, 2, 5, 1, 3));
    expect(roll).toMatchObject({ faces: [6, 2, 5, 1, 3], kept: [6, 5], keptIndices: [0, 2], total: 11 });
    expect(roll.catastrophe).toBe(false);
  });

  it('TV-COT-DICE-4-b: 6k3 [5,3,2,2,1,6] keeps [6,5,3], total 14', () => {
    expect(rollPool(pool(6, 3), fixedDice(5, 3, 2, 2, 1, 6))).toMatchObject({ kept: [6, 5, 3], total: 14 });
  });

  it('TV-COT-DICE-4-c: 3k3 [4,4,3] keeps [4,4,3], total 11', () => {
    expect(rollPool(pool(3, 3), fixedDice(4, 4, 3))).toMatchObject({ kept: [4, 4, 3], total: 11 });
  });

  it('rolls exactly one d6 per rolled die', () => {
    const dice = fixedDice(1, 2, 3, 4);
    rollPool(pool(3, 1), dice);
    expect(dice.remaining()).toBe(1);
  });

  it('keeps the earlier die among equal faces', () => {
    expect(rollPool(pool(4, 2), fixedDice(5, 6, 5, 5)).keptIndices).toEqual([1, 0]);
  });
});

describe('keepHighest', () => {
  it('does not mutate the faces it is given', () => {
    const faces = Object.freeze([2, 6, 4]);
    expect(keepHighest(pool(3, 2), faces).kept).toEqual([6, 4]);
  });

  it('throws a RangeError when the faces do not fit the pool', () => {
    expect(() => keepHighest(pool(3, 2), [6, 6])).toThrow('A 3k2 pool needs 3 faces (got 2)');
  });

  it('throws a RangeError for a face that is not on a d6', () => {
    expect(() => keepHighest(pool(2, 1), [7, 1])).toThrow('Not a d6 face: 7');
  });
});

describe('judgeUnopposed', () => {
  const rollTotalling = (faces: number[]) => keepHighest(pool(faces.length, faces.length), faces);

  it('TV-COT-DICE-6-a: total 11 vs D 9 -> success, margin 2', () => {
    expect(judgeUnopposed(rollTotalling([6, 5]), 9)).toEqual({ difficulty: 9, success: true, margin: 2 });
  });

  it('TV-COT-DICE-6-b: total 9 vs D 9 -> success, margin 0', () => {
    expect(judgeUnopposed(rollTotalling([5, 4]), 9)).toEqual({ difficulty: 9, success: true, margin: 0 });
  });

  it('TV-COT-DICE-6-c: total 8 vs D 9 -> failure, margin -1', () => {
    expect(judgeUnopposed(rollTotalling([4, 4]), 9)).toEqual({ difficulty: 9, success: false, margin: -1 });
  });

  it('TV-COT-DICE-6-d: success_on_equal false; total 9 vs D 9 fails, margin 0; total 10 succeeds, margin 1', () => {
    expect(judgeUnopposed(rollTotalling([5, 4]), 9, false)).toEqual({
      difficulty: 9,
      success: false,
      margin: 0,
    });
    expect(judgeUnopposed(rollTotalling([5, 5]), 9, false)).toEqual({
      difficulty: 9,
      success: true,
      margin: 1,
    });
  });

  it('TV-COT-DICE-7-a: 3k2 [1,1,1] -> total 2, catastrophe, failure even if D were 2', () => {
    const roll = rollPool(pool(3, 2), fixedDice(1, 1, 1));
    expect(roll).toMatchObject({ total: 2, catastrophe: true });
    expect(judgeUnopposed(roll, 2).success).toBe(false);
    expect(judgeUnopposed(roll, -10).success).toBe(false);
  });

  it('TV-COT-DICE-7-b: 3k2 [1,1,2] -> total 3, not a catastrophe', () => {
    const roll = rollPool(pool(3, 2), fixedDice(1, 1, 2));
    expect(roll).toMatchObject({ total: 3, catastrophe: false });
    expect(judgeUnopposed(roll, 3).success).toBe(true);
  });

  it('TV-COT-DICE-7-c (dice part): attack 4k2 [1,1,1,1] vs Cover 6 is a catastrophe and a failure', () => {
    const roll = rollPool(pool(4, 2), fixedDice(1, 1, 1, 1));
    expect(roll.catastrophe).toBe(true);
    expect(judgeUnopposed(roll, 6).success).toBe(false);
  });

  it('TV-COT-DICE-7-d (dice part): Drop roll 3k2 [1,1,1] vs Training 9 is a catastrophe', () => {
    const roll = rollPool(pool(3, 2), fixedDice(1, 1, 1));
    expect(roll.catastrophe).toBe(true);
    expect(judgeUnopposed(roll, 9).success).toBe(false);
  });
});

describe('judgeOpposed', () => {
  const rollTotalling = (faces: number[]) => keepHighest(pool(faces.length, faces.length), faces);

  it('TV-COT-DICE-8-a: opponent total 12, actor total 12 -> actor succeeds, margin 0', () => {
    expect(judgeOpposed(rollTotalling([6, 6]), 12)).toEqual({ difficulty: 12, success: true, margin: 0 });
  });

  it('TV-COT-DICE-8-b: opponent total 12, actor total 11 -> actor fails, margin -1', () => {
    expect(judgeOpposed(rollTotalling([6, 5]), 12)).toEqual({ difficulty: 12, success: false, margin: -1 });
  });

  it('TV-COT-DICE-8-c: opponent 2k2 [1,1] (catastrophe, total 2); actor total 7 -> D = 2, success, margin 5', () => {
    const dice = fixedDice(1, 1, 4, 3);
    const opponent = rollPool(pool(2, 2), dice); // the opponent rolls first (COT-DICE-8)
    const actor = rollPool(pool(2, 2), dice);
    expect(opponent).toMatchObject({ total: 2, catastrophe: true });
    expect(judgeOpposed(actor, opponent.total)).toEqual({ difficulty: 2, success: true, margin: 5 });
  });

  it('TV-COT-DICE-8-d: success_on_equal plays no part; opponent 12, actor 12 with ties to the actor -> success', () => {
    expect(judgeOpposed(rollTotalling([6, 6]), 12, 'actor')).toEqual({
      difficulty: 12,
      success: true,
      margin: 0,
    });
  });

  it('TV-COT-DICE-8-e: ties to the defender; actor 12 vs 12 fails, margin 0; actor 13 succeeds, margin 1', () => {
    expect(judgeOpposed(rollTotalling([6, 6]), 12, 'defender')).toEqual({
      difficulty: 12,
      success: false,
      margin: 0,
    });
    expect(judgeOpposed(rollTotalling([6, 6, 1]), 12, 'defender')).toEqual({
      difficulty: 12,
      success: true,
      margin: 1,
    });
  });

  it("fails on the actor's own catastrophe whatever the opponent's total (COT-DICE-7)", () => {
    const actor = rollPool(pool(2, 2), fixedDice(1, 1));
    expect(judgeOpposed(actor, 1).success).toBe(false);
    expect(judgeOpposed(actor, 2, 'actor').success).toBe(false);
  });
});
