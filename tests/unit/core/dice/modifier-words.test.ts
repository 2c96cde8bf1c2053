import { describe, expect, it } from 'vitest';
import { modifierWords } from '../../../../core/dice/index.ts';

describe('modifierWords', () => {
  it('names each modifier after its source, signed', () => {
    expect(
      modifierWords([
        { rolled: 1, kept: 0, source: 'Revolver' },
        { rolled: -1, kept: 0, source: 'Rain' },
      ]),
    ).toBe(' +1k0 Revolver -1k0 Rain');
  });

  it('leaves out a modifier that changes nothing: no "+0k0 Fists"', () => {
    expect(modifierWords([{ rolled: 0, kept: 0, source: 'Fists' }])).toBe('');
    expect(modifierWords([{ rolled: 0, kept: -1, source: 'Wound' }])).toBe(' -0k1 Wound');
  });
});
