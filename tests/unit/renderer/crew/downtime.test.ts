import { describe, expect, it } from 'vitest';
import { apply, characterId, decide, seededDice } from '../../../../core/index.ts';
import type { CampaignState } from '../../../../core/index.ts';
import { downtimeLines, readDays } from '../../../../renderer/panels/crew/downtime.ts';
import { crewCampaign } from '../../core/campaign/support.ts';

const { state: crew } = crewCampaign();

describe('Pass days', () => {
  it('takes whole days from 1 to 3650 and says what is wrong with anything else', () => {
    expect(readDays(3)).toEqual({ days: 3 });
    expect(readDays(null)).toEqual({ problem: 'Type how many days pass' });
    for (const bad of [0, -1, 1.5, 3651]) {
      expect(readDays(bad)).toEqual({ problem: 'Days pass in whole numbers from 1 to 3650' });
    }
  });

  it('reads what the stored downtime did: days, healing, Heat cooling, Foresight ending (COT-CHAR-7, COT-D-15)', () => {
    let state: CampaignState = crew;
    state = apply(state, { type: 'settings/changed', changes: { heatDecayDays: 2 } });
    state = apply(state, { type: 'crew/adjusted', changes: { heat: 3 } });
    state = apply(state, {
      type: 'character/updated',
      id: characterId('vex'),
      changes: { condition: { state: 'wounded', recoveryDays: 2 }, foresight: 1 },
    });
    const decision = decide(state, { type: 'time/downtime', days: 2 }, seededDice(1));
    if (!decision.ok) throw new Error(decision.message);
    const lines = downtimeLines(state, decision.events);
    expect(lines[0]).toBe('2 days of downtime pass');
    expect(lines).toContain('Vex is now unhurt');
    expect(lines).toContain("the crew's Heat is now 2");
    expect(lines).toContain("Vex's Foresight kept for the Job ends");
  });
});
