import { describe, expect, it } from 'vitest';
import { conditionLabel, kindLabel } from '../../../../renderer/panels/crew/labels.ts';

describe('the roster’s words for kinds and conditions come from core’s sheet choices', () => {
  it('COT-CHAR-5, COT-GUARD-1: names every kind', () => {
    expect(kindLabel).toEqual({ crew: 'Crew', npc: 'NPC', guard: 'Guard' });
  });

  it('COT-CHAR-6, COT-CHAR-7: names each health state, a wound with its days', () => {
    expect(conditionLabel({ state: 'unhurt' })).toBe('Unhurt');
    expect(conditionLabel({ state: 'dead' })).toBe('Dead');
    expect(conditionLabel({ state: 'wounded', recoveryDays: 1 })).toBe('Wounded (1 day to recover)');
    expect(conditionLabel({ state: 'wounded', recoveryDays: 3 })).toBe('Wounded (3 days to recover)');
  });
});
