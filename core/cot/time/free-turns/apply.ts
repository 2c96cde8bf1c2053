import type { CharacterId } from '../../../shared/ids.ts';
import { unreachable } from '../../../shared/result.ts';
import { freeMember } from './queries.ts';
import type { FreeTurns, FreeTurnsEvent } from './types.ts';

/**
 * Applies one event of a scene without initiative.
 * @throws Error when the event contradicts the state (a turn by someone absent, a round that is not over).
 */
export function applyFreeTurns(state: FreeTurns | null, event: FreeTurnsEvent): FreeTurns {
  if (event.type === 'time/free-turns-began') {
    if (state !== null) throw new Error('This scene already counts its turns');
    const members = event.members.map((member) => ({ ...member, present: true }));
    return { stage: event.stage, round: 1, members, acted: [], acting: null };
  }
  if (state === null) throw new Error(`${event.type} before the scene began`);
  if (event.round !== state.round)
    throw new Error(`${event.type} names round ${event.round} in round ${state.round}`);
  switch (event.type) {
    case 'time/free-turn-started':
      if (
        freeMember(state, event.characterId)?.present !== true ||
        state.acting !== null ||
        state.acted.includes(event.characterId)
      ) {
        throw new Error(`${event.characterId} cannot start a turn now`);
      }
      return { ...state, acted: [...state.acted, event.characterId], acting: event.characterId };
    case 'time/free-turn-ended':
      if (state.acting !== event.characterId) throw new Error(`${event.characterId} is not taking a turn`);
      return { ...state, acting: null };
    case 'time/free-round-ended':
      return { ...state, round: state.round + 1, acted: [] }; // COT-D-20: everyone acts again
    case 'time/free-member-joined':
      return { ...state, members: setPresence(state, event.characterId, event.name, true) };
    case 'time/free-member-left':
      return { ...state, members: setPresence(state, event.characterId, null, false) };
    default:
      return unreachable(event);
  }
}

/** The state a sequence of events builds. */
export function replayFreeTurns(events: readonly FreeTurnsEvent[]): FreeTurns | null {
  return events.reduce<FreeTurns | null>(applyFreeTurns, null);
}

function setPresence(state: FreeTurns, id: CharacterId, name: string | null, present: boolean) {
  const known = freeMember(state, id);
  if (!known) {
    if (name === null) throw new Error(`${id} is not in this scene`);
    return [...state.members, { characterId: id, name, present }];
  }
  return state.members.map((member) =>
    member.characterId === id ? { ...member, name: name ?? member.name, present } : member,
  );
}
