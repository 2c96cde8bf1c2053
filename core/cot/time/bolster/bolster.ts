import type { CharacterId } from '../../../shared/ids.ts';
import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { timeLimits } from '../limits.ts';
import type { BolsterSettings } from '../settings.ts';
import { pendingFor, turnsEnded } from './queries.ts';
import type { BolsterCommand, BolsterEvent, BolsterLedger } from './types.ts';

type Bolster = Extract<BolsterCommand, { type: 'time/bolster' }>;

/**
 * The giver spends their turn so that the recipient's next roll gets +1k0 (COT-TIME-4). The bonus lasts to the
 * end of the recipient's next turn. Not on oneself unless `bolster_self` is on; with `bolster_stacks` off a
 * recipient holds one Bolster at a time (COT-D-19). The scene checks that it is the giver's turn.
 */
export function bolster(
  ledger: BolsterLedger,
  command: Bolster,
  settings: BolsterSettings,
  /** Names for the refusals' words (ids by default). */
  names: (id: CharacterId) => string = (id) => id,
): Decision<BolsterEvent> {
  const { giver, recipient } = command;
  if (giver === recipient && !settings.bolsterSelf) {
    // COT-D-19 bolster_self
    return reject('time/bolster-self', `${names(giver)} cannot Bolster themself at this table`, {
      giver,
    });
  }
  if (!settings.bolsterStacks && pendingFor(ledger, recipient).length > 0) {
    // COT-D-19 bolster_stacks
    return reject(
      'time/bolster-does-not-stack',
      `${names(recipient)} already has a Bolster waiting, and Bolsters do not stack at this table`,
      { giver, recipient },
    );
  }
  if (pendingFor(ledger, recipient).length >= timeLimits.bolstersMax) {
    return reject(
      'time/too-many-bolsters',
      `${names(recipient)} already has ${timeLimits.bolstersMax} Bolsters waiting`,
      {
        recipient,
      },
    );
  }
  return ok([
    { type: 'time/bolstered', giver, recipient, expiresAfterTurn: deadline(ledger, giver, recipient) },
  ]);
}

/**
 * COT-TIME-4: lost at the end of the recipient's next turn. The giver is in their own turn, which has not ended
 * yet, so a self-Bolster (`bolster_self` on) lasts through the turn after it.
 */
function deadline(ledger: BolsterLedger, giver: CharacterId, recipient: CharacterId): number {
  return turnsEnded(ledger, recipient) + (giver === recipient ? 2 : 1);
}
