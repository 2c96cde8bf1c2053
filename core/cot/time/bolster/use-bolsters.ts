import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import type { BolsterSettings } from '../settings.ts';
import { bolsterDice, pendingFor } from './queries.ts';
import type { BolsterCommand, BolsterEvent, BolsterLedger } from './types.ts';

type UseBolsters = Extract<BolsterCommand, { type: 'time/use-bolsters' }>;

/**
 * The recipient makes a roll, any roll, a defence roll before their turn included (COT-D-19): every pending
 * Bolster is spent on it (TV-COT-TIME-4-c). Rejected when nothing is pending, so a scene can call it only when
 * `bolsterModifiers` gave the roll something.
 */
export function useBolsters(
  ledger: BolsterLedger,
  command: UseBolsters,
  settings: BolsterSettings,
): Decision<BolsterEvent> {
  const pending = pendingFor(ledger, command.recipient);
  if (pending.length === 0) {
    return reject('time/no-bolster', `${command.recipient} has no Bolster waiting`, {
      recipient: command.recipient,
    });
  }
  return ok([
    {
      type: 'time/bolsters-used',
      recipient: command.recipient,
      givers: pending.map((bolster) => bolster.giver),
      dice: bolsterDice(pending.length, settings),
    },
  ]);
}
