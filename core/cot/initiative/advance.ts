import type { Dice } from '../../dice/dice.ts';
import { rollPool } from '../../dice/roll.ts';
import { applyInitiative } from './apply.ts';
import { orderSlots } from './order.ts';
import { claimants, liveSlot, roundOver } from './queries.ts';
import type { Initiative, InitiativeEvent, InitiativeSlot } from './types.ts';

/**
 * What follows on its own once no turn is running (COT-INIT-5, COT-INIT-6): live slots whose side has nobody
 * left who can act are skipped; when every slot is used or skipped the round ends and the next one starts
 * (leavers' slots removed, joiners' slots added, everyone rolling again if the table re-rolls each round).
 * At most one round ends per call; a fresh round cannot be skipped through, since every slot's creator can act.
 */
export function advance(state: Initiative, dice: Dice): readonly InitiativeEvent[] {
  const steps: Steps = { state, events: [] };
  skipUnclaimable(steps);
  const current = steps.state;
  if (
    current.acting === null &&
    roundOver(current) &&
    (current.order.length > 0 || nextRoundHasSlots(current))
  ) {
    emit(steps, { type: 'initiative/round-ended', round: current.round }); // COT-INIT-5
    emit(steps, nextRound(current, dice));
    skipUnclaimable(steps);
  }
  return steps.events;
}

/** The events decided so far and the state they lead to. */
interface Steps {
  state: Initiative;
  readonly events: InitiativeEvent[];
}

function emit(steps: Steps, event: InitiativeEvent): void {
  steps.events.push(event);
  steps.state = applyInitiative(steps.state, event);
}

/** COT-INIT-5: a slot whose side has nobody left who can act is skipped. */
function skipUnclaimable(steps: Steps): void {
  for (let slot = liveSlot(steps.state); slot !== null; slot = liveSlot(steps.state)) {
    if (claimants(steps.state, slot.side).length > 0) return;
    emit(steps, {
      type: 'initiative/slot-skipped',
      round: steps.state.round,
      slotId: slot.id,
      side: slot.side,
      reason: 'nobody-able',
    });
  }
}

/** Whether the next round would have any slot: an empty round only ends when someone is waiting to come in. */
function nextRoundHasSlots(state: Initiative): boolean {
  if (state.settings.rerollInitiativeEachRound) return state.participants.some((p) => p.status === 'in');
  return state.slots.some((slot) => slot.fromRound > state.round && slot.removeAfterRound === null);
}

/** COT-INIT-6, COT-D-25: the next round's slots and order. */
function nextRound(state: Initiative, dice: Dice): InitiativeEvent {
  const round = state.round + 1;
  const rerolled = state.settings.rerollInitiativeEachRound ? rollAgain(state, round, dice) : null;
  const removed = rerolled
    ? state.slots
    : state.slots.filter((slot) => slot.removeAfterRound !== null && slot.removeAfterRound < round); // COT-INIT-6
  const active = rerolled ?? state.slots.filter((slot) => !removed.includes(slot) && slot.fromRound <= round);
  const previous = rerolled ? [] : state.tieRanks;
  const { order, tieRanks, rollOffs } = orderSlots(active, state.sides, state.settings, previous, dice);
  return {
    type: 'initiative/round-started',
    round,
    removed: removed.map((slot) => slot.id),
    rerolled,
    order,
    rollOffs,
    tieRanks,
  };
}

/** COT-D-25 `reroll_initiative_each_round`: everyone still in rolls a fresh slot. */
function rollAgain(state: Initiative, round: number, dice: Dice): InitiativeSlot[] {
  return state.participants
    .filter((participant) => participant.status === 'in')
    .map((participant, index) => ({
      id: state.nextSlotId + index,
      side: participant.side,
      createdBy: participant.characterId,
      roll: rollPool(participant.pool, dice),
      fromRound: round,
      removeAfterRound: null,
    }));
}
