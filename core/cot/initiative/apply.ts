import { recordedDice } from '../../dice/recorded.ts';
import { absent, mustAll, mustBeDistinct } from '../../shared/references.ts';
import { unreachable } from '../../shared/result.ts';
import { sameData } from '../../shared/same.ts';
import { orderSlots, withFirstSlotOf } from './order.ts';
import { canAct, claimants, findParticipant, liveSlot, roundOver } from './queries.ts';
import type { InitiativeSettings } from './settings.ts';
import type {
  Initiative,
  InitiativeEvent,
  InitiativeParticipant,
  InitiativeSide,
  InitiativeSlot,
  RollOff,
  SlotId,
  TieRank,
} from './types.ts';

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
      mustAll([event.focused, ...event.donors], (id) => has(state, id), 'who is not in the scene');
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
      if (liveSlot(state)?.side !== event.side)
        throw new Error(`Slot ${event.slotId} is not a slot of the side "${event.side}"`);
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
  mustBeDistinct(
    event.sides.map((side) => side.id),
    'the sides',
  );
  mustBeDistinct(
    event.participants.map((p) => p.characterId),
    'the participants',
  );
  for (const participant of event.participants) onSide(event.sides, participant.side);
  for (const slot of event.slots) slotOf(event.participants, slot);
  if (event.firstRoundSide !== null) onSide(event.sides, event.firstRoundSide);
  const order = orderFollows(event.slots, event.sides, event.settings, [], event);
  if (!sameList(withFirstSlotOf(order, event.slots, event.firstRoundSide), event.order))
    throw new Error(
      `The first round's order ${event.order.join(', ')} does not follow from the totals rolled`,
    );
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
  // COT-INIT-6, COT-D-25: the slots that go, the new rolls and the order are what the round's start makes.
  const removed = event.rerolled
    ? state.slots
    : state.slots.filter((slot) => slot.removeAfterRound !== null && slot.removeAfterRound < event.round);
  if (
    !sameList(
      event.removed,
      removed.map((slot) => slot.id),
    )
  )
    throw new Error(`Round ${event.round} removes slots ${event.removed.join(', ')}, not those that leave`);
  if (event.rerolled) {
    const still = state.participants.filter((p) => p.status === 'in');
    event.rerolled.forEach((slot, index) => {
      const participant = slotOf(still, slot);
      if (
        slot.id !== state.nextSlotId + index ||
        participant !== still[index] ||
        slot.fromRound !== event.round
      )
        throw new Error(`Round ${event.round} rolls slot ${slot.id} out of sequence`);
    });
    if (event.rerolled.length !== still.length)
      throw new Error(`Round ${event.round} rolls again for ${event.rerolled.length} of ${still.length}`);
  }
  const active = event.rerolled ?? kept.filter((slot) => slot.fromRound <= event.round);
  const order = orderFollows(
    active,
    state.sides,
    state.settings,
    event.rerolled ? [] : state.tieRanks,
    event,
  );
  if (!sameList(order, event.order))
    throw new Error(`Round ${event.round}'s order ${event.order.join(', ')} does not follow from the totals`);
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
  if (side !== null && state.sides.some((other) => other.id === side.id))
    throw new Error(`The side "${side.id}" is already in the scene`);
  onSide(side === null ? state.sides : [...state.sides, side], participant.side);
  if (slot !== null) slotOf([participant], slot);
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

function has(state: Initiative, id: string): boolean {
  return state.participants.some((participant) => participant.characterId === id);
}

function onSide(sides: readonly InitiativeSide[], id: string): void {
  if (!sides.some((side) => side.id === id)) throw absent(id, 'which is no side of the scene');
}

/**
 * The participant whose roll made the slot: on their side, rolling their pool (COT-INIT-3).
 * @throws Error when nobody of `participants` made it so.
 */
function slotOf(participants: readonly InitiativeParticipant[], slot: InitiativeSlot): InitiativeParticipant {
  const who = participants.find((p) => p.characterId === slot.createdBy);
  if (!who) throw absent(slot.createdBy, `who rolled slot ${slot.id} but is not in the scene`);
  if (who.side !== slot.side) throw new Error(`Slot ${slot.id} is not of ${slot.createdBy}'s side`);
  if (who.pool.rolled !== slot.roll.pool.rolled || who.pool.kept !== slot.roll.pool.kept)
    throw new Error(`Slot ${slot.id} was not rolled with ${slot.createdBy}'s initiative pool`);
  return who;
}

/**
 * The order the slots' totals give (COT-INIT-4, COT-D-24), its roll-offs thrown again with the dice the event
 * recorded: the ties they settled and the dice they used must be the event's.
 * @throws Error when the recorded roll-offs do not settle the ties as the event says.
 */
function orderFollows(
  slots: readonly InitiativeSlot[],
  sides: readonly InitiativeSide[],
  settings: InitiativeSettings,
  previous: readonly TieRank[],
  event: { readonly rollOffs: readonly RollOff[]; readonly tieRanks: readonly TieRank[] },
): readonly SlotId[] {
  const faces = event.rollOffs.flatMap((rollOff) =>
    rollOff.throws.flatMap((round) => round.map((t) => t.face)),
  );
  const dice = recordedDice(faces);
  let made: ReturnType<typeof orderSlots>;
  try {
    made = orderSlots(slots, sides, settings, previous, dice);
  } catch (error) {
    throw new Error(`The roll-offs recorded do not settle the ties (${(error as Error).message})`);
  }
  if (
    dice.remaining() !== 0 ||
    !sameData(made.rollOffs, event.rollOffs) ||
    !sameData(made.tieRanks, event.tieRanks)
  )
    throw new Error('The roll-offs and tie ranks recorded are not those the totals and dice give');
  return made.order;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
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
