import type { PoolModifier } from '../../../dice/pool.ts';
import type { CharacterId } from '../../../shared/ids.ts';
import type { BolsterSettings } from '../settings.ts';
import type { BolsterLedger, PendingBolster } from './types.ts';

/** Reading the ledger before a roll (COT-TIME-4): what the recipient's next roll gets. */

/** Turns the character has ended so far. */
export function turnsEnded(ledger: BolsterLedger, characterId: CharacterId): number {
  return ledger.turns.find((count) => count.characterId === characterId)?.turns ?? 0;
}

/** The recipient's pending Bolsters, oldest first. */
export function pendingFor(ledger: BolsterLedger, recipient: CharacterId): readonly PendingBolster[] {
  return ledger.pending.filter((bolster) => bolster.recipient === recipient);
}

/** How many extra dice the Bolsters give: one each, or one at most with `bolster_stacks` off (COT-D-19). */
export function bolsterDice(count: number, settings: BolsterSettings): number {
  return settings.bolsterStacks ? count : Math.min(count, 1);
}

/**
 * The `+1k0` modifiers (source `Bolster`) the recipient's next roll gets, of any kind, defence rolls included
 * (COT-TIME-4, COT-D-19): put them in the pool and the odds before rolling, then spend them with
 * `time/use-bolsters`. A Follow Through of 5k3 becomes 6k3; two Bolsters give +2k0.
 */
export function bolsterModifiers(
  ledger: BolsterLedger,
  recipient: CharacterId,
  settings: BolsterSettings,
): readonly PoolModifier[] {
  const dice = bolsterDice(pendingFor(ledger, recipient).length, settings);
  return Array.from({ length: dice }, () => ({ rolled: 1, kept: 0, source: 'Bolster' }));
}
