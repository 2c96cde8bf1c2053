import { describe, expect, it } from 'vitest';
import { decide } from '../../../../core/campaign/decide.ts';
import { replay } from '../../../../core/campaign/log.ts';
import type { CampaignCommand, CampaignState } from '../../../../core/campaign/types.ts';
import { commandProblem } from '../../../../core/campaign/command-schema.ts';
import { appendEntry } from '../../../../core/campaign/log.ts';
import { accepted, crewCampaign, fixedDice, id } from './support.ts';

/** COT-SOC-3, COT-TIME-7: a character's own Loyalty changed once, at the start of a session. */

const mara = id('mara');
const swap = (subject: string): CampaignCommand => ({
  type: 'character/change-own-loyalty',
  id: mara,
  change: {
    kind: 'swap',
    loyalty: { relation: subject === 'the Harrow family' ? 'Hatred' : 'Desire', subject },
  },
});
const refusal = (state: CampaignState, command: CampaignCommand) => {
  const decision = decide(state, command, fixedDice());
  if (decision.ok) throw new Error('accepted');
  return decision;
};
const atSessionStart = () => {
  const { entries, state } = crewCampaign();
  return appendEntry(
    entries,
    'session/start',
    accepted(decide(state, { type: 'session/start' }, fixedDice())),
    2_000,
  );
};

describe('changing one of your own Loyalties (COT-SOC-3)', () => {
  it('TV-COT-SOC-3-a: at the start of a session a swap with the Prime is allowed once; a second change that session is refused', () => {
    const log = atSessionStart();
    const state = replay(log);
    const events = accepted(decide(state, swap('a way out of the city'), fixedDice()));
    const after = replay(appendEntry(log, 'character/change-own-loyalty', events, 3_000));
    expect(after.characters[mara]?.loyalties).toEqual([
      { relation: 'Devoted', subject: 'the Crew', prime: false },
      { relation: 'Desire', subject: 'a way out of the city', prime: true },
      { relation: 'Hatred', subject: 'the Harrow family', prime: false },
    ]);
    const again = refusal(after, swap('the Harrow family'));
    expect(again.code).toBe('social/own-change-used');
    expect(again.message).toBe(
      'Mara has already changed one of their own Loyalties in session 1 (COT-TIME-7)',
    );
  });

  it('TV-COT-SOC-3-b: replacing the Prime with a new Loyalty is refused (the Prime is only swapped, COT-D-89)', () => {
    const state = replay(atSessionStart());
    const problem = refusal(state, {
      type: 'character/change-own-loyalty',
      id: mara,
      change: {
        kind: 'replace',
        loyalty: { relation: 'Devoted', subject: 'the Crew' },
        with: { relation: 'Desire', subject: 'Money' },
      },
    });
    expect(problem.message).toMatch(/Prime/);
    expect(state.loyaltyChanges).toEqual([]);
  });

  it('is refused before any session, and once a scene of the session has opened', () => {
    const { state } = crewCampaign();
    expect(refusal(state, swap('a way out of the city')).message).toMatch(/start one first/);
    const underWay: CampaignState = { ...replay(atSessionStart()), sessionUnderWay: true };
    expect(refusal(underWay, swap('a way out of the city')).message).toBe(
      'Mara may change one of their own Loyalties only at the start of a session: session 1 is under way (COT-SOC-3)',
    );
  });

  it('a new session opens the change again', () => {
    const state = replay(atSessionStart());
    const used: CampaignState = { ...state, loyaltyChanges: [mara], sessionUnderWay: true };
    const next = accepted(decide(used, { type: 'session/start' }, fixedDice()));
    expect(next[0]).toEqual({ type: 'session/started', session: 2 });
  });

  it('refuses a malformed change field by field', () => {
    const problem = commandProblem({
      type: 'character/change-own-loyalty',
      id: 'mara',
      change: { kind: 'melt' },
    });
    expect(problem?.message).toMatch(/change/);
  });
});
