import type { Names } from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { knowsTarget, participantOf } from './knowledge.ts';
import type { SocialParticipant, SocialState } from './types.ts';

/** Who may act on whom in a Social Call, as refusals in the game's words. */

/** Refuses any command once the call is over. */
export function refuseIfEnded(state: SocialState): Rejection | null {
  if (state.ended === null) return null;
  return reject('social/ended', `The Social Call is over (${state.ended}): it accepts no more actions`);
}

/** Someone in the call and still there. */
export function presentParticipant(
  state: SocialState,
  id: CharacterId,
  names: Names,
): SocialParticipant | Rejection {
  const participant = participantOf(state, id);
  if (!participant) {
    return reject('social/unknown-participant', `${names(id)} is not in this Social Call`, { id });
  }
  if (!participant.present) {
    return reject('social/left', `${names(id)} has left the Social Call`, { id });
  }
  return participant;
}

/** The sheet of someone in the call; a sheet the campaign no longer has is refused, not thrown. */
export function sheetOf(
  characters: Readonly<Record<CharacterId, Character>>,
  id: CharacterId,
  names: Names,
): Character | Rejection {
  const sheet = Object.hasOwn(characters, id) ? characters[id] : undefined;
  if (!sheet) return reject('social/no-sheet', `${names(id)} has no character sheet`, { id });
  if (sheet.condition.state === 'dead') {
    return reject('social/dead', `${sheet.name} is dead, and the dead do not talk`, { id });
  }
  return sheet;
}

/** The actor and the one they work on: both present, on different sides (COT-SOC-14: either way round). */
export function actorAndTarget(
  state: SocialState,
  actorId: CharacterId,
  targetId: CharacterId,
  names: Names,
): { actor: SocialParticipant; target: SocialParticipant } | Rejection {
  const ended = refuseIfEnded(state);
  if (ended) return ended;
  const actor = presentParticipant(state, actorId, names);
  if (isRejection(actor)) return actor;
  const target = presentParticipant(state, targetId, names);
  if (isRejection(target)) return target;
  if (target.side === actor.side) {
    return reject(
      'social/same-side',
      `${names(targetId)} is on ${names(actorId)}'s own side: agendas are pushed on the other side`,
      { actor: actorId, target: targetId },
    );
  }
  return { actor, target };
}

/** COT-SOC-9: pushing an agenda, or asking about Loyalties, needs the target known. */
export function requireKnownTarget(
  state: SocialState,
  actor: CharacterId,
  target: CharacterId,
  names: Names,
): Rejection | null {
  if (knowsTarget(state, actor, target)) return null;
  return reject(
    'social/target-unknown',
    `${names(actor)} does not know ${names(target)} is the target: Read Room first, or the GM reveals it (COT-SOC-9)`,
    { actor, target },
  );
}
