import type { CharacterId } from '../../../shared/ids.ts';
import { unreachable } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import type { BolsterSettings } from '../settings.ts';
import { bolster } from './bolster.ts';
import { closeTurn } from './close-turn.ts';
import { useBolsters } from './use-bolsters.ts';
import { wait } from './wait.ts';
import type { BolsterCommand, BolsterEvent, BolsterLedger } from './types.ts';

/** Decides one Bolster/Wait ledger command (COT-TIME-4). The ledger rolls no dice. */
export function decideBolsters(
  ledger: BolsterLedger,
  command: BolsterCommand,
  settings: BolsterSettings,
  /** Names for the refusals' words (ids by default). */
  names: (id: CharacterId) => string = (id) => id,
): Decision<BolsterEvent> {
  switch (command.type) {
    case 'time/bolster':
      return bolster(ledger, command, settings, names);
    case 'time/wait':
      return wait(ledger, command);
    case 'time/use-bolsters':
      return useBolsters(ledger, command, settings);
    case 'time/close-turn':
      return closeTurn(ledger, command);
    default:
      return unreachable(command);
  }
}
