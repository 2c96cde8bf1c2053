import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../../core/index.ts';
import { everyFace } from './every-face.ts';
import { deepEqual, deepFreeze, notPlain } from './plain.ts';

/** The suite's own tools, so a property that passes does so for its stated reason. */

describe('everyFace', () => {
  it('runs once per sequence of faces, each with its exact probability', () => {
    const leaves = everyFace((dice) => dice.roll(6) + dice.roll(6), 100)!;
    expect(leaves).toHaveLength(36);
    const seven = leaves.filter((l) => l.result === 7).reduce((p, l) => p + l.probability, 0);
    expect(seven).toBeCloseTo(6 / 36, 15);
  });

  it('follows rolls that call for more dice, and dice of other sizes', () => {
    // A d6; on a 6, a d10 more.
    const run = (dice: Dice) => {
      const first = dice.roll(6);
      return first === 6 ? first + dice.roll(10) : first;
    };
    const leaves = everyFace(run, 100)!;
    expect(leaves).toHaveLength(5 + 10);
    expect(leaves.reduce((p, l) => p + l.probability, 0)).toBeCloseTo(1, 15);
    expect(leaves.find((l) => l.result === 16)!.probability).toBeCloseTo(1 / 60, 15);
  });

  it('gives up past the cap', () => {
    expect(everyFace((dice) => dice.roll(6) + dice.roll(6) + dice.roll(6), 100)).toBeNull();
  });
});

describe('plain JSON', () => {
  it('compares values whatever the order of their keys, an undefined key as an absent one', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: '1' })).toBe(false);
  });

  it('names what is not plain JSON', () => {
    expect(notPlain({ a: [1, { b: 'x' }], c: null })).toBeNull();
    expect(notPlain({ a: [1, { b: new Map() }] })).toBe('(root).a[1].b is a Map');
    expect(notPlain({ n: Number.NaN })).toBe('(root).n is NaN');
  });

  it('freezes a value through and through', () => {
    const value = deepFreeze({ a: { b: [1, { c: 2 }] } });
    expect(() => {
      (value.a.b[1] as { c: number }).c = 3;
    }).toThrow(TypeError);
  });
});
