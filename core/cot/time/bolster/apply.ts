import type { CharacterId } from '../../../shared/ids.ts';
import { unreachable } from '../../../shared/result.ts';
import { pendingFor, turnsEnded } from './queries.ts';
import { emptyBolsterLedger } from './types.ts';
import type { BolsterEvent, BolsterLedger } from './types.ts';

/**
 * Applies one ledger event.
 * @throws Error when an event contradicts the ledger: Bolsters spent or lost that are not pending, or a turn
 * count out of step.
 */
export function applyBolsters(ledger: BolsterLedger, event: BolsterEvent): BolsterLedger {
  switch (event.type) {
    case 'time/bolstered':
      return {
        ...ledger,
        pending: [
          ...ledger.pending,
          { giver: event.giver, recipient: event.recipient, expiresAfterTurn: event.expiresAfterTurn },
        ],
      };
    case 'time/waited':
      return ledger;
    case 'time/bolsters-used':
      expectPending(ledger, event.recipient, event.givers);
      return {
        ...ledger,
        pending: ledger.pending.filter((bolster) => bolster.recipient !== event.recipient),
      };
    case 'time/turn-closed':
      return closeTurn(ledger, event);
    default:
      return unreachable(event);
  }
}

/** The ledger a sequence of events builds. */
export function replayBolsters(
  events: readonly BolsterEvent[],
  from: BolsterLedger = emptyBolsterLedger,
): BolsterLedger {
  return events.reduce(applyBolsters, from);
}

function closeTurn(ledger: BolsterLedger, event: Extract<BolsterEvent, { type: 'time/turn-closed' }>) {
  if (event.turn !== turnsEnded(ledger, event.characterId) + 1) {
    throw new Error(`${event.characterId} ended turn ${event.turn} out of step`);
  }
  const lost = pendingFor(ledger, event.characterId).filter(
    (bolster) => bolster.expiresAfterTurn <= event.turn,
  );
  expectPending({ ...ledger, pending: lost }, event.characterId, event.lost);
  const counted = ledger.turns.some((count) => count.characterId === event.characterId);
  return {
    pending: ledger.pending.filter((bolster) => !lost.includes(bolster)),
    turns: counted
      ? ledger.turns.map((count) =>
          count.characterId === event.characterId ? { ...count, turns: event.turn } : count,
        )
      : [...ledger.turns, { characterId: event.characterId, turns: event.turn }],
  };
}

function expectPending(ledger: BolsterLedger, recipient: CharacterId, givers: readonly CharacterId[]): void {
  const pending = pendingFor(ledger, recipient).map((bolster) => bolster.giver);
  if (pending.length !== givers.length || pending.some((giver, index) => giver !== givers[index])) {
    throw new Error(
      `${recipient}'s pending Bolsters are [${pending.join(', ')}], not [${givers.join(', ')}]`,
    );
  }
}
