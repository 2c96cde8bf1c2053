import { ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import {
  allowance,
  claimsThisRound,
  describeSlot,
  findParticipant,
  findSide,
  findSlot,
  liveSlot,
  nameOf,
} from './queries.ts';
import type {
  Initiative,
  InitiativeCommand,
  InitiativeEvent,
  InitiativeParticipant,
  InitiativeSlot,
} from './types.ts';

type ClaimSlot = Extract<InitiativeCommand, { type: 'initiative/claim-slot' }>;

const outWords = {
  dead: 'is dead',
  unconscious: 'is unconscious',
  fled: 'has fled',
  left: 'has left the scene',
  away: 'is away in a fight or chase',
} as const;

/**
 * The side that owns the live slot picks one of its characters who has not acted this round to take the turn
 * (COT-INIT-5). In a Focus Round the focused character may claim one crew slot plus one per donor, and donors
 * claim none (COT-INIT-7).
 */
export function claimSlot(state: Initiative, command: ClaimSlot): Decision<InitiativeEvent> {
  const who = findParticipant(state, command.characterId);
  if (!who) {
    return reject('initiative/unknown-participant', `${command.characterId} is not in this scene`, {
      characterId: command.characterId,
    });
  }
  if (who.status !== 'in') {
    return reject('initiative/out-of-fight', `${who.name} ${outWords[who.status]} and cannot take a turn`, {
      characterId: who.characterId,
      status: who.status,
    });
  }
  const slot = checkSlot(state, command.slotId);
  if ('ok' in slot) return slot;
  const problem = claimantProblem(state, who, slot);
  if (problem) return problem;
  return ok([
    {
      type: 'initiative/slot-claimed',
      round: state.round,
      slotId: command.slotId,
      characterId: who.characterId,
    },
  ]);
}

/** The slot when it is the live one, else why it cannot be claimed. */
function checkSlot(state: Initiative, slotId: number): InitiativeSlot | Rejection {
  if (state.acting !== null) {
    const running = findSlot(state, state.acting.slotId);
    return reject(
      'initiative/turn-in-progress',
      `${nameOf(state, state.acting.characterId)} is still taking the turn in slot ` +
        `${running ? describeSlot(state, running) : state.acting.slotId}: end it first`,
      { acting: state.acting.characterId },
    );
  }
  const slot = findSlot(state, slotId);
  if (!slot || !state.order.includes(slot.id)) {
    return reject('initiative/unknown-slot', `Slot ${slotId} is not in round ${state.round}`, { slotId });
  }
  const live = liveSlot(state);
  if (live?.id !== slot.id) {
    const used = state.uses.some((use) => use.slotId === slot.id);
    return reject(
      'initiative/not-live-slot',
      `Slot ${describeSlot(state, slot)} ${used ? 'has already been used' : 'is not up yet'} this round; ` +
        (live ? `the live slot is ${describeSlot(state, live)}` : 'no slot is left to claim'),
      { slotId: slot.id, live: live?.id ?? null },
    );
  }
  return slot;
}

function claimantProblem(
  state: Initiative,
  who: InitiativeParticipant,
  slot: InitiativeSlot,
): Rejection | null {
  const data = { characterId: who.characterId, slotId: slot.id };
  if (slot.side !== who.side) {
    const theirs = findSide(state, who.side)?.label ?? who.side;
    return reject(
      'initiative/wrong-side',
      `Slot ${describeSlot(state, slot)} belongs to another side; ${who.name} is with ${theirs}`,
      data,
    );
  }
  if (who.fromRound > state.round) {
    return reject(
      'initiative/joined-this-round',
      `${who.name} joined this round and acts from round ${who.fromRound}`,
      data,
    );
  }
  const focus = state.focus;
  if (focus?.donors.includes(who.characterId)) {
    return reject(
      'initiative/donated-turn',
      `${who.name} gave their turn to ${nameOf(state, focus.focused)} for this Focus Round`,
      data,
    );
  }
  const limit = allowance(state, who.characterId);
  if (claimsThisRound(state, who.characterId) >= limit) {
    const message =
      focus?.focused === who.characterId
        ? `${who.name} has already claimed all ${limit} slots of their Focus Round`
        : `${who.name} has already acted in round ${state.round}; each character claims one slot a round`;
    return reject('initiative/already-acted', message, data);
  }
  return null;
}
