import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { sessionLimitLabels, sessionLimits } from './types.ts';
import type { SessionCommand, SessionEvent, SessionLimits } from './types.ts';

type UseSessionLimit = Extract<SessionCommand, { type: 'time/use-session-limit' }>;

/**
 * A character uses a once-per-session option (COT-TIME-7); a second use in the same session is refused
 * (TV-COT-TIME-7-a). When in the session a Loyalty may change is the Social module's rule (COT-SOC-3).
 */
export function useSessionLimit(limits: SessionLimits, command: UseSessionLimit): Decision<SessionEvent> {
  const { characterId, limit } = command;
  if (!sessionLimits.includes(limit)) {
    return reject('time/unknown-limit', `"${String(limit)}" is not a session limit`, { limit });
  }
  if (limits.session === 0) {
    return reject('time/no-session', 'Open a play session first');
  }
  if (limits.used.some((use) => use.characterId === characterId && use.limit === limit)) {
    return reject(
      'time/session-limit-used',
      `${characterId} has already taken ${sessionLimitLabels[limit]} in session ${limits.session}`,
      { characterId, limit, session: limits.session },
    );
  }
  return ok([{ type: 'time/session-limit-used', session: limits.session, characterId, limit }]);
}
