import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPool,
  formatModifier,
  formatPool,
  maxRolled,
  parseModifier,
  parsePool,
  PoolSyntaxError,
} from '../../../../core/dice/pool.ts';

const pools = fc
  .integer({ min: 1, max: maxRolled })
  .chain((rolled) => fc.record({ rolled: fc.constant(rolled), kept: fc.integer({ min: 1, max: rolled }) }));

describe('parsePool', () => {
  it.each([
    ['5k3', { rolled: 5, kept: 3 }],
    ['1k1', { rolled: 1, kept: 1 }],
    [' 6 K 2 ', { rolled: 6, kept: 2 }],
    ['99k99', { rolled: 99, kept: 99 }],
  ])('reads %j', (text, pool) => {
    expect(parsePool(text)).toEqual(pool);
  });

  it('caps a kept count above the rolled count (COT-DICE-3)', () => {
    expect(parsePool('2k5')).toEqual({ rolled: 2, kept: 2 });
  });

  it.each([
    ['0k3', /at least 1 die \(got 0k3\)/],
    ['k2', /"k2" is not a pool/],
    ['-1k0', /"-1k0" is a modifier, not a pool/],
    ['5k0', /keep at least 1 die \(got 5k0\)/],
    ['abc', /"abc" is not a pool/],
    ['100k3', /at most 99 dice \(got 100\)/],
    ['', /is not a pool/],
    ['5.5k2', /is not a pool/],
  ])('rejects %j with an error naming the problem', (text, message) => {
    expect(() => parsePool(text)).toThrow(PoolSyntaxError);
    expect(() => parsePool(text)).toThrow(message);
  });

  it('throws a RangeError subclass, so callers can catch either', () => {
    expect(() => parsePool('abc')).toThrow(RangeError);
  });

  it('round-trips every normalised pool: parsePool(formatPool(p)) equals p', () => {
    fc.assert(
      fc.property(pools, (pool) => {
        expect(parsePool(formatPool(pool))).toEqual(pool);
      }),
    );
  });
});

describe('formatPool', () => {
  it('writes rolled k kept', () => {
    expect(formatPool({ rolled: 5, kept: 3 })).toBe('5k3');
  });
});

describe('parseModifier', () => {
  it.each([
    ['+1k0', { rolled: 1, kept: 0 }],
    ['-1k0', { rolled: -1, kept: 0 }],
    ['+2k1', { rolled: 2, kept: 1 }],
    ['-0k1', { rolled: 0, kept: -1 }],
  ])('reads %j', (text, change) => {
    expect(parseModifier(text, 'Bolster')).toEqual({ ...change, source: 'Bolster' });
  });

  it('names the GM as the source by default', () => {
    expect(parseModifier('+1k1').source).toBe('GM');
  });

  it('never yields a negative zero', () => {
    expect(Object.is(parseModifier('-2k0').kept, 0)).toBe(true);
  });

  it.each(['1k0', '5k3', '+k1', 'abc', '+100k0'])('rejects %j', (text) => {
    expect(() => parseModifier(text)).toThrow(PoolSyntaxError);
  });

  it('round-trips every single-signed modifier: parseModifier(formatModifier(m)) equals m', () => {
    const counts = fc.integer({ min: 0, max: maxRolled });
    fc.assert(
      fc.property(counts, counts, fc.boolean(), (rolled, kept, negative) => {
        const sign = negative ? -1 : 1;
        const change = { rolled: sign * rolled || 0, kept: sign * kept || 0 };
        expect(parseModifier(formatModifier(change))).toEqual({ ...change, source: 'GM' });
      }),
    );
  });
});

describe('formatModifier', () => {
  it.each([
    [{ rolled: 1, kept: 0 }, '+1k0'],
    [{ rolled: -2, kept: -1 }, '-2k1'],
    [{ rolled: 0, kept: -1 }, '-0k1'],
    [{ rolled: 0, kept: 0 }, '+0k0'],
  ])('writes %j as %s', (change, text) => {
    expect(formatModifier(change)).toBe(text);
  });
});

describe('buildPool', () => {
  it('TV-COT-DICE-2-a: Muscle 2, Shooting 3, no modifiers -> pool 5k2', () => {
    expect(buildPool({ rolled: 3 + 2, kept: 2 }).pool).toEqual({ rolled: 5, kept: 2 });
  });

  it('TV-COT-DICE-2-b: It 3, Manipulate 2, Bolster +1k0 -> pool 6k3', () => {
    expect(buildPool({ rolled: 2 + 3, kept: 3 }, [parseModifier('+1k0', 'Bolster')]).pool).toEqual({
      rolled: 6,
      kept: 3,
    });
  });

  it('TV-COT-DICE-2-c: Fingers 2, Lockpicking 0 -> pool 2k2', () => {
    expect(buildPool({ rolled: 0 + 2, kept: 2 }).pool).toEqual({ rolled: 2, kept: 2 });
  });

  it('TV-COT-DICE-3-a: 3k2 with -2k0 -> 1k1 (kept capped at rolled)', () => {
    expect(buildPool({ rolled: 3, kept: 2 }, [parseModifier('-2k0')])).toEqual({
      pool: { rolled: 1, kept: 1 },
      autoFail: false,
    });
  });

  it('TV-COT-DICE-3-b: 2k2 with -3k0 -> 1k1 (floor)', () => {
    expect(buildPool({ rolled: 2, kept: 2 }, [parseModifier('-3k0')])).toEqual({
      pool: { rolled: 1, kept: 1 },
      autoFail: false,
    });
  });

  it('TV-COT-DICE-3-c: 5k2 with +1k1 -> 6k3', () => {
    expect(buildPool({ rolled: 5, kept: 2 }, [parseModifier('+1k1')]).pool).toEqual({ rolled: 6, kept: 3 });
  });

  it('raises kept to 1 when modifiers take every kept die away (COT-DICE-3)', () => {
    expect(buildPool({ rolled: 4, kept: 1 }, [parseModifier('-0k2')]).pool).toEqual({ rolled: 4, kept: 1 });
  });

  it('flags an automatic failure under pool_floor = auto_fail (COT-D-1) and still returns 1k1', () => {
    expect(buildPool({ rolled: 2, kept: 2 }, [parseModifier('-3k0')], 'auto_fail')).toEqual({
      pool: { rolled: 1, kept: 1 },
      autoFail: true,
    });
  });

  it('caps a pool at 99 rolled dice', () => {
    expect(buildPool({ rolled: 98, kept: 3 }, [parseModifier('+5k0')]).pool).toEqual({ rolled: 99, kept: 3 });
  });

  it('does not mutate its inputs', () => {
    const base = Object.freeze({ rolled: 5, kept: 2 });
    const modifiers = Object.freeze([Object.freeze({ rolled: 1, kept: 1 })]);
    expect(buildPool(base, modifiers).pool).toEqual({ rolled: 6, kept: 3 });
  });
});
