import { describe, expect, it } from 'vitest';
import { applyPrep, replayPrep } from '../../../../../core/cot/time/prep/apply.ts';
import { decidePrep } from '../../../../../core/cot/time/prep/decide.ts';
import { actionsLeft } from '../../../../../core/cot/time/prep/queries.ts';
import { firstPrepDay } from '../../../../../core/cot/time/prep/types.ts';
import type { PrepDays, PrepEvent } from '../../../../../core/cot/time/prep/types.ts';
import { applySession } from '../../../../../core/cot/time/session/apply.ts';
import { decideSession } from '../../../../../core/cot/time/session/decide.ts';
import { noSession } from '../../../../../core/cot/time/session/types.ts';
import type { SessionCommand, SessionLimits } from '../../../../../core/cot/time/session/types.ts';
import { defaultTimeSettings } from '../../../../../core/cot/time/settings.ts';
import { characterId } from '../../../../../core/shared/ids.ts';

const crew = ['Ruth', 'Vex', 'Jonas'].map(characterId);

describe('Prep rounds (COT-TIME-6, COT-D-21)', () => {
  it('TV-COT-TIME-6-a: 3-person crew, 2 Prep days -> at most 6 Prep rolls', () => {
    let days: PrepDays = firstPrepDay;
    const log: PrepEvent[] = [];
    let accepted = 0;
    for (let day = 1; day <= 2; day++) {
      for (let attempt = 0; attempt < 3; attempt++) {
        for (const who of crew) {
          const decision = decidePrep(
            days,
            { type: 'time/take-prep-action', characterId: who, action: 'Planning research' },
            defaultTimeSettings,
          );
          if (!decision.ok) {
            expect(decision.code).toBe('time/prep-actions-spent');
            continue;
          }
          accepted++;
          log.push(...decision.events);
          days = decision.events.reduce(applyPrep, days);
        }
      }
      const ended = decidePrep(days, { type: 'time/end-prep-day' }, defaultTimeSettings);
      if (!ended.ok) throw new Error(ended.message);
      log.push(...ended.events);
      days = ended.events.reduce(applyPrep, days);
    }
    expect(accepted).toBe(6);
    expect(days).toEqual({ day: 3, taken: [] });
    expect(replayPrep(log)).toEqual(days);
  });

  it('names the limit when refusing, and follows prep_actions_per_day', () => {
    const settings = { prepActionsPerDay: 2 };
    const take = { type: 'time/take-prep-action', characterId: crew[0]!, action: 'Forge a pass' } as const;
    let days = firstPrepDay;
    for (let n = 0; n < 2; n++) {
      const decision = decidePrep(days, take, settings);
      if (!decision.ok) throw new Error(decision.message);
      days = decision.events.reduce(applyPrep, days);
    }
    expect(actionsLeft(days, crew[0]!, settings)).toBe(0);
    expect(decidePrep(days, take, settings)).toMatchObject({
      ok: false,
      message: 'Ruth has taken 2 Prep actions on day 1; the table allows 2 a day (prep_actions_per_day)',
    });
  });
});

describe('session-scoped limits (COT-TIME-7)', () => {
  const run = (limits: SessionLimits, command: SessionCommand) => {
    const decision = decideSession(limits, command);
    if (!decision.ok) throw new Error(decision.message);
    return decision.events.reduce(applySession, limits);
  };
  const focus: SessionCommand = {
    type: 'time/use-session-limit',
    characterId: crew[0]!,
    limit: 'focus-round',
  };

  it('TV-COT-TIME-7-a: character used a Focus Round; same session, second request -> rejected; next session -> allowed', () => {
    let limits = run(run(noSession, { type: 'time/open-session' }), focus);
    expect(decideSession(limits, focus)).toEqual({
      ok: false,
      code: 'time/session-limit-used',
      message: 'Ruth has already taken a Focus Round in session 1',
      data: { characterId: crew[0], limit: 'focus-round', session: 1 },
    });
    limits = run(limits, { type: 'time/open-session' });
    expect(decideSession(limits, focus).ok).toBe(true);
  });

  it('counts each limit separately, and needs an open session', () => {
    expect(decideSession(noSession, focus)).toMatchObject({ code: 'time/no-session' });
    const limits = run(run(noSession, { type: 'time/open-session' }), focus);
    expect(decideSession(limits, { ...focus, limit: 'own-loyalty-change' }).ok).toBe(true);
    expect(() => applySession(limits, { type: 'time/session-opened', session: 5 })).toThrow();
  });
});
