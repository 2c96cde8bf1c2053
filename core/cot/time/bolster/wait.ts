import { ok } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import type { BolsterCommand, BolsterEvent, BolsterLedger } from './types.ts';

type Wait = Extract<BolsterCommand, { type: 'time/wait' }>;

/** The character gives up the turn with no effect (COT-TIME-4); recorded so the log shows it. */
export function wait(_ledger: BolsterLedger, command: Wait): Decision<BolsterEvent> {
  return ok([{ type: 'time/waited', characterId: command.characterId }]);
}
