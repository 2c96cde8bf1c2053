import { ok } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { pendingFor, turnsEnded } from './queries.ts';
import type { BolsterCommand, BolsterEvent, BolsterLedger } from './types.ts';

type CloseTurn = Extract<BolsterCommand, { type: 'time/close-turn' }>;

/**
 * A character's turn ended (reported by the scene for every turn). Bolsters they received that this turn was
 * the deadline for are lost unused (COT-TIME-4, TV-COT-TIME-4-d).
 */
export function closeTurn(ledger: BolsterLedger, command: CloseTurn): Decision<BolsterEvent> {
  const turn = turnsEnded(ledger, command.characterId) + 1;
  const lost = pendingFor(ledger, command.characterId)
    .filter((bolster) => bolster.expiresAfterTurn <= turn) // COT-TIME-4
    .map((bolster) => bolster.giver);
  return ok([{ type: 'time/turn-closed', characterId: command.characterId, turn, lost }]);
}
