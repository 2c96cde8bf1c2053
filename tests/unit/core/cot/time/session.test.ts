import { describe, expect, it } from 'vitest';
import { applySession } from '../../../../../core/cot/time/session/apply.ts';
import { decideSession } from '../../../../../core/cot/time/session/decide.ts';
import { noSession } from '../../../../../core/cot/time/session/types.ts';
import type { SessionCommand, SessionLimits } from '../../../../../core/cot/time/session/types.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { sessionCommandSchema, sessionEventSchema } from '../../../../../core/cot/time/schema.ts';
import { expectValid } from './support.ts';

const crew = ['Ruth', 'Vex', 'Jonas'].map(characterId);

describe('session-scoped limits (COT-TIME-7)', () => {
  const run = (limits: SessionLimits, command: SessionCommand) => {
    const decision = decideSession(limits, command);
    if (!decision.ok) throw new Error(decision.message);
    expectValid(sessionCommandSchema, [command]);
    expectValid(sessionEventSchema, decision.events);
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
