import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { applyFreeTurns } from './apply.ts';
import { freeMember, roundEnd } from './queries.ts';
import type { FreeTurns, FreeTurnsCommand, FreeTurnsEvent } from './types.ts';

type Leave = Extract<FreeTurnsCommand, { type: 'time/leave-free-turns' }>;

/**
 * A character leaves the scene or can no longer act in it (Unconscious, Dead, gone elsewhere). If they were the
 * last one the round waited for, the round ends. A character leaving during their own turn finishes it first.
 */
export function leaveFreeTurns(state: FreeTurns, command: Leave): Decision<FreeTurnsEvent> {
  const left = leavingFreeTurns(state, command);
  if (!left.ok) return left;
  return ok([...left.events, ...roundEnd(left.events.reduce(applyFreeTurns, state))]);
}

/**
 * Only the `time/free-member-left` of a character who can no longer act, checked as `leaveFreeTurns` checks it,
 * with no round ended for it: the GM ends the round (End round) at the scene's next step. The scene layer records
 * it so when a sheet edit, outside any turn, marks someone Dead (COT-CHAR-6, COT-TIME-5).
 */
export function leavingFreeTurns(state: FreeTurns, command: Leave): Decision<FreeTurnsEvent> {
  const member = freeMember(state, command.characterId);
  if (!member?.present) {
    return reject('time/not-present', `${command.characterId} is not in this scene`, {
      characterId: command.characterId,
    });
  }
  return ok([{ type: 'time/free-member-left', round: state.round, characterId: member.characterId }]);
}
