import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { freeMember } from './queries.ts';
import type { FreeTurns, FreeTurnsCommand, FreeTurnsEvent } from './types.ts';

type Join = Extract<FreeTurnsCommand, { type: 'time/join-free-turns' }>;

/**
 * A character joins the scene (or comes back to it). They take a turn this round like everyone else; one who
 * already acted this round before leaving does not act again.
 */
export function joinFreeTurns(state: FreeTurns, command: Join): Decision<FreeTurnsEvent> {
  if (freeMember(state, command.characterId)?.present) {
    return reject('time/already-present', `${command.name} is already in this scene`, {
      characterId: command.characterId,
    });
  }
  return ok([
    {
      type: 'time/free-member-joined',
      round: state.round,
      characterId: command.characterId,
      name: command.name,
    },
  ]);
}
