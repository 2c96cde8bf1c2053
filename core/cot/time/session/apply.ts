import { unreachable } from '../../../shared/result.ts';
import { noSession } from './types.ts';
import type { SessionEvent, SessionLimits } from './types.ts';

/**
 * Applies one session event.
 * @throws Error when a session opens out of sequence or a use names another session.
 */
export function applySession(limits: SessionLimits, event: SessionEvent): SessionLimits {
  switch (event.type) {
    case 'time/session-opened':
      if (event.session !== limits.session + 1) {
        throw new Error(`Session ${event.session} opened after session ${limits.session}`);
      }
      return { session: event.session, used: [] }; // COT-TIME-7: the limits reset
    case 'time/session-limit-used':
      if (event.session !== limits.session) {
        throw new Error(`A use in session ${event.session} arrived in session ${limits.session}`);
      }
      return { ...limits, used: [...limits.used, { characterId: event.characterId, limit: event.limit }] };
    default:
      return unreachable(event);
  }
}

/** The limits a sequence of events builds. */
export function replaySession(
  events: readonly SessionEvent[],
  from: SessionLimits = noSession,
): SessionLimits {
  return events.reduce(applySession, from);
}
