import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import { accepted, settings } from './support.ts';

/** The time a skirmish took (BRG-D-3, COT-TIME-3). */

describe('skirmishTime (BRG-D-3)', () => {
  it('TV-BRG-D-3-a: skirmish lasted 8 game rounds -> 2 COT Action rounds', () => {
    expect(accepted(bridge.skirmishTime(8, settings)).actionRounds).toBe(2);
  });

  it('TV-BRG-D-3-b: 6 game rounds -> 1 Action round; 1 game round -> 1 Action round', () => {
    expect(accepted(bridge.skirmishTime(6, settings)).actionRounds).toBe(1);
    expect(accepted(bridge.skirmishTime(1, settings)).actionRounds).toBe(1);
  });

  it('TV-BRG-D-3-c: 8 game rounds during a Heist stage -> 2 Action rounds -> ceil(2/5) = 1 Heist round (COT-TIME-3)', () => {
    const time = accepted(bridge.skirmishTime(8, settings, 'heist'));
    expect(time).toMatchObject({ gameRounds: 8, actionRounds: 2, longer: { stage: 'heist', rounds: 1 } });
    expect(time.line).toBe('8 game rounds: 2 Action rounds (BRG-D-3), 1 Heist round (COT-TIME-3)');
  });

  it('BRG-D-3: heist_rounds_per_action_round sets the rate; a fight in Gang Warfare counts in Action rounds only', () => {
    const time = accepted(bridge.skirmishTime(8, { heistRoundsPerActionRound: 4 }));
    expect(time).toMatchObject({ actionRounds: 2, longer: null });
    expect(accepted(bridge.skirmishTime(0, settings, 'heist'))).toMatchObject({
      actionRounds: 0,
      longer: { rounds: 0 },
    });
  });

  it('refuses a count of game rounds that is not a whole number from 0 to 1,000', () => {
    for (const rounds of [-1, 2.5, 1001, Number.NaN]) {
      expect(bridge.skirmishTime(rounds, settings)).toMatchObject({ ok: false, code: 'bridge/game-rounds' });
    }
  });
});
