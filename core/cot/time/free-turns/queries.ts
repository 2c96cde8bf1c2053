import type { CharacterId } from '../../../shared/ids.ts';
import { roundMinutes } from '../stages.ts';
import type { FreeMember, FreeTurns, FreeTurnsEvent } from './types.ts';

/** The member with that id, present or not. */
export function freeMember(state: FreeTurns, characterId: CharacterId): FreeMember | undefined {
  return state.members.find((member) => member.characterId === characterId);
}

/** How many turns a member has taken (or is taking) this round. */
export function turnsTaken(state: FreeTurns, characterId: CharacterId): number {
  return state.acted.reduce((count, id) => (id === characterId ? count + 1 : count), 0);
}

/** Present members who have turns left this round (one a round, or `turnsEach`). */
export function stillToAct(state: FreeTurns): readonly CharacterId[] {
  return state.members
    .filter((member) => member.present && turnsTaken(state, member.characterId) < state.turnsEach)
    .map((member) => member.characterId);
}

/**
 * The round-end event when the round is over (COT-D-20): no turn in progress, someone present, and every
 * present member has acted. A scene with nobody present has no rounds to count.
 */
export function roundEnd(state: FreeTurns): readonly FreeTurnsEvent[] {
  const anyonePresent = state.members.some((member) => member.present);
  if (state.acting !== null || !anyonePresent || stillToAct(state).length > 0) return [];
  return [{ type: 'time/free-round-ended', round: state.round, minutes: roundMinutes[state.stage] }];
}
