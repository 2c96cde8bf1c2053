import { describe, expect, it } from 'vitest';
import { parseModifiers } from '../../../../renderer/lib/modifiers.ts';

// Kept from the old Drop and attack forms' tests: the GM's modifiers field is still read by this function.
describe('parseModifiers', () => {
  it('reads signed modifiers separated by spaces or commas', () => {
    expect(parseModifiers(' +1k0, -1k1 ')).toEqual({
      modifiers: [
        { rolled: 1, kept: 0, source: 'GM' },
        { rolled: -1, kept: -1, source: 'GM' },
      ],
    });
    expect(parseModifiers('')).toEqual({ modifiers: [] });
  });

  it('names the text it cannot read', () => {
    const result = parseModifiers('+1k0 lots');
    expect('problem' in result && result.problem).toContain('"lots"');
  });
});
