import { describe, expect, it } from 'vitest';
import {
  absent,
  hasId,
  mustAll,
  mustBeDistinct,
  mustFind,
  mustHave,
} from '../../../../core/shared/references.ts';
import { sameData } from '../../../../core/shared/same.ts';

describe('the reference checks an apply follows', () => {
  const table = { dock: { id: 'dock' } } as Record<string, { id: string }>;

  it('finds what is there, by own key only', () => {
    expect(mustHave(table, 'dock', 'which is no zone')).toEqual({ id: 'dock' });
    expect(() => mustHave(table, 'constructor', 'which is no zone')).toThrow(
      'names "constructor", which is no zone',
    );
    expect(() => mustHave(table, '__proto__', 'which is no zone')).toThrow('names "__proto__"');
  });

  it('names the id that is not there, in a clause the replay prefixes with the event', () => {
    expect(absent('ghost', 'who is not at the Spot').message).toBe('names "ghost", who is not at the Spot');
    expect(() => mustFind([{ id: 'vex' }], 'ghost', 'who is not at the Spot')).toThrow(
      'names "ghost", who is not at the Spot',
    );
    expect(mustFind([{ id: 'vex' }], 'vex', '')).toEqual({ id: 'vex' });
    expect(hasId([{ id: 'vex' }], 'vex')).toBe(true);
  });

  it('checks every id of a list, and that none is listed twice', () => {
    expect(() => mustAll(['vex', 'ruth'], (id) => id === 'vex', 'who is not there')).toThrow(
      'names "ruth", who is not there',
    );
    expect(() => mustAll([], () => false, '')).not.toThrow();
    expect(() => mustBeDistinct(['vex', 'ruth', 'vex'], 'the crew')).toThrow(
      'names "vex" twice among the crew',
    );
  });
});

describe('sameData', () => {
  it('compares plain JSON whatever the order of object keys, arrays in order', () => {
    expect(sameData({ total: 7, sides: ['a', 'b'] }, { sides: ['a', 'b'], total: 7 })).toBe(true);
    expect(sameData({ sides: ['a', 'b'] }, { sides: ['b', 'a'] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, [2]], [1, [2]])).toBe(true);
    expect(sameData(null, {})).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
  });
});
