import type { CharacterId } from '../../../shared/ids.ts';
import { unreachable } from '../../../shared/result.ts';
import { roundMinutes } from '../stages.ts';
import { freeMember, stillToAct, turnsTaken } from './queries.ts';
import type { FreeTurns, FreeTurnsEvent } from './types.ts';

/**
 * Applies one event of a scene without initiative.
 * @throws Error when the event contradicts the state (a turn by someone absent, a round that is not over, a
 * round ended early that skips someone else than those still to act).
 */
export function applyFreeTurns(state: FreeTurns | null, event: FreeTurnsEvent): FreeTurns {
  if (event.type === 'time/free-turns-began') {
    if (state !== null) throw new Error('This scene already counts its turns');
    const members = event.members.map((member) => ({ ...member, present: true }));
    return {
      stage: event.stage,
      round: event.round ?? 1,
      members,
      turnsEach: event.turnsEach ?? 1,
      acted: [],
      acting: null,
    };
  }
  if (state === null) throw new Error(`${event.type} before the scene began`);
  if (event.round !== state.round)
    throw new Error(`${event.type} names round ${event.round} in round ${state.round}`);
  switch (event.type) {
    case 'time/free-turn-started':
      if (
        freeMember(state, event.characterId)?.present !== true ||
        state.acting !== null ||
        turnsTaken(state, event.characterId) >= state.turnsEach
      ) {
        throw new Error(`${event.characterId} cannot start a turn now`);
      }
      return { ...state, acted: [...state.acted, event.characterId], acting: event.characterId };
    case 'time/free-turn-ended':
      if (state.acting !== event.characterId) throw new Error(`${event.characterId} is not taking a turn`);
      return { ...state, acting: null };
    case 'time/free-round-ended':
      roundCanEnd(state, event);
      return { ...state, round: state.round + 1, acted: [] }; // COT-D-20: everyone acts again
    case 'time/free-member-joined':
      return { ...state, members: setPresence(state, event.characterId, event.name, true) };
    case 'time/free-member-left':
      return { ...state, members: setPresence(state, event.characterId, null, false) };
    default:
      return unreachable(event);
  }
}

/**
 * A round ends with no turn running and the stage's minutes (COT-TIME-2): on its own once every present member
 * has acted, or by the GM, who skipped exactly those still to act.
 */
function roundCanEnd(
  state: FreeTurns,
  event: Extract<FreeTurnsEvent, { type: 'time/free-round-ended' }>,
): void {
  const waiting = stillToAct(state);
  const fits =
    event.skipped === undefined
      ? waiting.length === 0 && state.members.some((member) => member.present)
      : waiting.length === event.skipped.length &&
        waiting.every((id, index) => event.skipped?.[index] === id);
  if (state.acting !== null || event.minutes !== roundMinutes[state.stage] || !fits) {
    throw new Error(`Round ${state.round} cannot end like this`);
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
