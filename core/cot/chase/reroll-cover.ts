import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { actingParticipant } from './access.ts';
import type { RerollCoverCommand } from './commands.ts';
import type { ChaseState } from './types.ts';

/**
 * COT-CHASE-4, COT-D-83: Cover is never re-rolled at will in a chase (there is no Reposition); only becoming
 * Wounded re-rolls it, at once. The command exists so the dashboard can say why.
 */
export function rerollCover(state: ChaseState, cmd: RerollCoverCommand): Rejection {
  const actor = actingParticipant(state, cmd.actor);
  if (isRejection(actor)) return actor;
  return reject(
    'chase/no-cover-reroll',
    `${actor.name} cannot re-roll Cover in a chase: there is no Reposition, only the re-roll on becoming Wounded (COT-D-83)`,
    { id: actor.id },
  );
}
