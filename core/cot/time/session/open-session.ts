import { ok } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import type { SessionCommand, SessionEvent, SessionLimits } from './types.ts';

type OpenSession = Extract<SessionCommand, { type: 'time/open-session' }>;

/** A new play session opens: every session-scoped limit is available again (COT-TIME-7). */
export function openSession(limits: SessionLimits, _command: OpenSession): Decision<SessionEvent> {
  return ok([{ type: 'time/session-opened', session: limits.session + 1 }]);
}
