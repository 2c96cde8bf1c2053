import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { timeLimits } from '../limits.ts';
import { freeMember } from './queries.ts';
import type { FreeTurns, FreeTurnsCommand, FreeTurnsEvent } from './types.ts';

type Join = Extract<FreeTurnsCommand, { type: 'time/join-free-turns' }>;

/**
 * A character joins the scene, or comes back to it (woken, back from elsewhere): they count again and take a
 * turn this round like everyone else (COT-TIME-5); one who already acted this round before leaving does not act
 * again. Whether the dead may come back is the scene's business: it knows who is dead.
 */
export function joinFreeTurns(state: FreeTurns, command: Join): Decision<FreeTurnsEvent> {
  if (freeMember(state, command.characterId)?.present) {
    return reject('time/already-present', `${command.name} is already in this scene`, {
      characterId: command.characterId,
    });
  }
  if (!freeMember(state, command.characterId) && state.members.length >= timeLimits.membersMax) {
    return reject('time/too-many', `At most ${timeLimits.membersMax} characters can take turns in one scene`);
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
