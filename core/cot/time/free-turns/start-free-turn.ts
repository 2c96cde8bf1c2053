import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { freeMember, turnsTaken } from './queries.ts';
import type { FreeTurns, FreeTurnsCommand, FreeTurnsEvent } from './types.ts';

type StartTurn = Extract<FreeTurnsCommand, { type: 'time/start-free-turn' }>;

/** A present character with a turn left this round takes it, in any order (COT-TIME-5, COT-D-20). */
export function startFreeTurn(state: FreeTurns, command: StartTurn): Decision<FreeTurnsEvent> {
  const member = freeMember(state, command.characterId);
  if (!member) {
    return reject('time/unknown-member', `${command.characterId} is not in this scene`, {
      characterId: command.characterId,
    });
  }
  if (!member.present) {
    return reject('time/member-gone', `${member.name} has left the scene and cannot take a turn`, {
      characterId: member.characterId,
    });
  }
  if (state.acting !== null) {
    const name = freeMember(state, state.acting)?.name ?? state.acting;
    return reject('time/turn-in-progress', `Finish ${name}'s turn first`, { acting: state.acting });
  }
  if (turnsTaken(state, member.characterId) >= state.turnsEach) {
    const taken = state.turnsEach === 1 ? 'a turn' : `their ${state.turnsEach} turns`;
    return reject('time/already-acted', `${member.name} has already taken ${taken} in round ${state.round}`, {
      characterId: member.characterId,
      round: state.round,
    });
  }
  return ok([{ type: 'time/free-turn-started', round: state.round, characterId: member.characterId }]);
}
