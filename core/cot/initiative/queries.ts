import type { CharacterId } from '../../shared/ids.ts';
import type {
  Initiative,
  InitiativeParticipant,
  InitiativeSide,
  InitiativeSlot,
  SideId,
  SlotId,
} from './types.ts';

/** Questions the commands and the panels ask of an initiative; none of them changes it. */

/** A participant by character id, in the scene or out of it, or undefined. */
export function findParticipant(state: Initiative, id: CharacterId): InitiativeParticipant | undefined {
  return state.participants.find((participant) => participant.characterId === id);
}

/** A slot by id, or undefined. */
export function findSlot(state: Initiative, id: SlotId): InitiativeSlot | undefined {
  return state.slots.find((slot) => slot.id === id);
}

/** A side by id, or undefined. */
export function findSide(state: Pick<Initiative, 'sides'>, id: SideId): InitiativeSide | undefined {
  return state.sides.find((side) => side.id === id);
}

/** The slot whose turn it is to be claimed (COT-INIT-5), or null while a turn runs or the round has none left. */
export function liveSlot(state: Initiative): InitiativeSlot | null {
  if (state.acting !== null) return null;
  const id = state.order[state.uses.length];
  return id === undefined ? null : (findSlot(state, id) ?? null);
}

/** Slots the character has claimed this round. */
export function claimsThisRound(state: Initiative, id: CharacterId): number {
  return state.uses.filter((use) => use.characterId === id).length;
}

/**
 * Slots the character may claim this round (COT-INIT-5, COT-INIT-7): one; the focused character of a Focus
 * Round one plus one per donor; a donor none.
 */
export function allowance(state: Initiative, id: CharacterId): number {
  if (state.focus === null) return 1;
  if (state.focus.focused === id) return 1 + state.focus.donors.length;
  return state.focus.donors.includes(id) ? 0 : 1;
}

/** Still in the scene, in it since before this round, and not yet out of claims this round. */
export function canAct(state: Initiative, participant: InitiativeParticipant): boolean {
  return (
    participant.status === 'in' &&
    participant.fromRound <= state.round &&
    claimsThisRound(state, participant.characterId) < allowance(state, participant.characterId)
  );
}

/** Who may claim a slot of this side now (COT-INIT-5); empty means the slot is skipped. */
export function claimants(state: Initiative, side: SideId): readonly InitiativeParticipant[] {
  return state.participants.filter((participant) => participant.side === side && canAct(state, participant));
}

/** Every slot of this round used or skipped, and no turn running (COT-INIT-5). */
export function roundOver(state: Initiative): boolean {
  return state.acting === null && state.uses.length === state.order.length;
}

/** A slot as the GM reads it: its total and its side, "14 (Crew)". */
export function describeSlot(state: Pick<Initiative, 'sides'>, slot: InitiativeSlot): string {
  return `${slot.roll.total} (${findSide(state, slot.side)?.label ?? slot.side})`;
}

/** A participant's name, or their id when unknown. */
export function nameOf(state: Initiative, id: CharacterId): string {
  return findParticipant(state, id)?.name ?? id;
}
