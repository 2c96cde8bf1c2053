import { describe, expect, it } from 'vitest';
import { recoveryDays } from '../../../../../core/cot/common/index.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';

/** One rule for a new wound's days, used by Gang Warfare, the chase and the Drop (COT-CHAR-7, COT-D-12). */
describe('recoveryDays', () => {
  it('TV-COT-CHAR-7-b: wound with 0 leftover damage -> recoveryDays 1', () => {
    expect(recoveryDays(0, defaultSettings)).toBe(1);
  });

  it('is the leftover damage, at least min_recovery_days and at most max_recovery_days when set', () => {
    expect(recoveryDays(4, defaultSettings)).toBe(4);
    expect(recoveryDays(9, { ...defaultSettings, maxRecoveryDays: 5 })).toBe(5);
    expect(recoveryDays(1, { ...defaultSettings, minRecoveryDays: 3 })).toBe(3);
    expect(recoveryDays(9, { ...defaultSettings, minRecoveryDays: 3, maxRecoveryDays: null })).toBe(9);
  });
});
