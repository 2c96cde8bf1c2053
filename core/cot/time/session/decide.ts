import { unreachable } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { openSession } from './open-session.ts';
import { useSessionLimit } from './use-session-limit.ts';
import type { SessionCommand, SessionEvent, SessionLimits } from './types.ts';

/** Decides one session command (COT-TIME-7). */
export function decideSession(limits: SessionLimits, command: SessionCommand): Decision<SessionEvent> {
  switch (command.type) {
    case 'time/open-session':
      return openSession(limits, command);
    case 'time/use-session-limit':
      return useSessionLimit(limits, command);
    default:
      return unreachable(command);
  }
}
