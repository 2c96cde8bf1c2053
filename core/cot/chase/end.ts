import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { refuseIfOver } from './access.ts';
import type { EndChaseCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import type { ChaseState } from './types.ts';

/** COT-D-46: the GM may end a chase by fiat, saying why. */
export function endChase(state: ChaseState, cmd: EndChaseCommand): Decision<ChaseEvent> {
  const over = refuseIfOver(state);
  if (over) return over;
  const reason = cmd.reason.trim();
  if (reason === '') return reject('chase/no-reason', 'Say why the chase ends: the log keeps the reason');
  return ok([{ type: 'chase/ended', outcome: { kind: 'ended-by-gm', winner: null, reason } }]);
}
