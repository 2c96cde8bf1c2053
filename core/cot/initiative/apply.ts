import { unreachable } from '../../shared/result.ts';
import { canAct, claimants, findParticipant, liveSlot, roundOver } from './queries.ts';
import type { Initiative, InitiativeEvent, InitiativeParticipant } from './types.ts';

type Event<T extends InitiativeEvent['type']> = Extract<InitiativeEvent, { type: T }>;

/**
 * Applies one initiative event. No dice: every roll is in the event.
 * @throws Error when the event contradicts the state (a claim of a slot that is not live, a participant who is
 * not there, a round that ends with slots unused): a broken log, never a GM's mistake.
 */
export function applyInitiative(state: Initiative | null, event: InitiativeEvent): Initiative {
  if (event.type === 'initiative/started') {
    if (state !== null) throw new Error('Initiative has already been rolled for this scene');
    return started(event);
  }
  if (state === null) throw new Error(`${event.type} before initiative was rolled`);
  if (event.type !== 'initiative/round-started' && event.round !== state.round) {
    throw new Error(`${event.type} names round ${event.round} during round ${state.round}`);
  }
  switch (event.type) {
    case 'initiative/focus-declared':
      if (state.focus !== null || state.uses.length > 0) throw new Error(`Round ${state.round} is under way`);
      return { ...state, focus: { focused: event.focused, donors: event.donors } };
    case 'initiative/slot-claimed':
      return claimed(state, event);
    case 'initiative/turn-ended':
      if (state.acting?.slotId !== event.slotId || state.acting.characterId !== event.characterId) {
        throw new Error(`${event.characterId} is not taking a turn in slot ${event.slotId}`);
      }
      return { ...state, acting: null };
    case 'initiative/slot-skipped':
      if (liveSlot(state)?.id !== event.slotId) throw new Error(`Slot ${event.slotId} is not live`);
      if (event.reason !== 'passed' && claimants(state, event.side).length > 0) {
        throw new Error(`Slot ${event.slotId} was skipped although its side can take it`);
      }
      return { ...state, uses: [...state.uses, { slotId: event.slotId, characterId: null }] };
    case 'initiative/round-ended':
      if (!roundOver(state)) throw new Error(`Round ${state.round} still has slots to use`);
      return state;
    case 'initiative/round-started':
      return roundStarted(state, event);
    case 'initiative/joined':
      return joined(state, event);
    case 'initiative/left':
      return left(state, event);
    default:
      return unreachable(event);
  }
}

/** The initiative a sequence of events builds (null before it is rolled). */
export function replayInitiative(events: readonly InitiativeEvent[]): Initiative | null {
  return events.reduce<Initiative | null>(applyInitiative, null);
}

function started(event: Event<'initiative/started'>): Initiative {
  for (const id of event.order) {
    if (!event.slots.some((slot) => slot.id === id)) {
      throw new Error(`The first round orders slot ${id}, which nobody rolled`);
    }
  }
  return {
    scene: event.scene,
    settings: event.settings,
    sides: event.sides,
    participants: event.participants,
    slots: event.slots,
    nextSlotId: event.slots.reduce((next, slot) => Math.max(next, slot.id + 1), 0),
    round: event.round ?? 1,
    order: event.order,
    uses: [],
    acting: null,
    focus: null,
    firstRoundSide: event.firstRoundSide,
    tieRanks: event.tieRanks,
  };
}

function claimed(state: Initiative, event: Event<'initiative/slot-claimed'>): Initiative {
  const slot = liveSlot(state);
  const who = findParticipant(state, event.characterId);
  if (slot?.id !== event.slotId) throw new Error(`Slot ${event.slotId} is not live`);
  if (!who || who.side !== slot.side || !canAct(state, who)) {
    throw new Error(`${event.characterId} cannot claim slot ${event.slotId}`);
  }
  return {
    ...state,
    uses: [...state.uses, { slotId: slot.id, characterId: who.characterId }],
    acting: { slotId: slot.id, characterId: who.characterId },
  };
}

function roundStarted(state: Initiative, event: Event<'initiative/round-started'>): Initiative {
  if (event.round !== state.round + 1 || !roundOver(state)) {
    throw new Error(`Round ${event.round} cannot start while round ${state.round} runs`);
  }
  const kept = state.slots.filter((slot) => !event.removed.includes(slot.id));
  const slots = [...kept, ...(event.rerolled ?? [])];
  for (const id of event.order) {
    if (!slots.some((slot) => slot.id === id && slot.fromRound <= event.round)) {
      throw new Error(`Round ${event.round} orders slot ${id}, which is not in play`);
    }
  }
  return {
    ...state,
    slots,
    nextSlotId: slots.reduce((next, slot) => Math.max(next, slot.id + 1), state.nextSlotId),
    round: event.round,
    order: event.order,
    uses: [],
    acting: null,
    focus: null,
    tieRanks: event.tieRanks,
  };
}

function joined(state: Initiative, event: Event<'initiative/joined'>): Initiative {
  const { participant, slot, side } = event;
  const known = findParticipant(state, participant.characterId);
  if (known && (known.status === 'in' || known.status === 'dead')) {
    throw new Error(`${participant.characterId} cannot join: already ${known.status}`);
  }
  if (slot !== null && slot.id !== state.nextSlotId) throw new Error(`Slot ${slot.id} is out of sequence`);
  return {
    ...state,
    sides: side === null ? state.sides : [...state.sides, side],
    participants: known
      ? state.participants.map((other) => (other === known ? participant : other))
      : [...state.participants, participant],
    slots: slot === null ? state.slots : [...state.slots, slot],
    nextSlotId: slot === null ? state.nextSlotId : slot.id + 1,
  };
}

function left(state: Initiative, event: Event<'initiative/left'>): Initiative {
  const who = findParticipant(state, event.characterId);
  if (who?.status !== 'in') throw new Error(`${event.characterId} is not in the scene`);
  const out: InitiativeParticipant = { ...who, status: event.reason };
  return {
    ...state,
    participants: state.participants.map((other) => (other === who ? out : other)),
    slots: state.slots.map((slot) =>
      slot.createdBy === event.characterId && slot.removeAfterRound === null
        ? { ...slot, removeAfterRound: state.round } // COT-INIT-6: gone at the end of this round
        : slot,
    ),
  };
}
