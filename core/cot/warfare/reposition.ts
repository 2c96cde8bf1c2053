import type { Dice } from '../../dice/dice.ts';
import type { PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { ok } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { record, startBatch } from './batch.ts';
import { rollCover } from './cover.ts';
import { actingFighter, isRejection, release, restrainedProblem } from './fighters.ts';
import type { WarfareEvent, WarfareState } from './types.ts';

/**
 * Reposition (COT-WAR-10): move within the zone and, if wished, re-roll Cover; the new roll replaces the old
 * one (COT-D-38, or keeps the better under `reposition_keep_better`). A Restrained fighter cannot
 * (COT-WAR-9); a restrainer who moves lets go (COT-D-37).
 */
export function reposition(
  state: WarfareState,
  command: {
    readonly fighter: CharacterId;
    readonly reroll: boolean;
    readonly modifiers?: readonly PoolModifier[];
  },
  dice: Dice,
): Decision<WarfareEvent> {
  const fighter = actingFighter(state, command.fighter);
  if (isRejection(fighter)) return fighter;
  const restrained = restrainedProblem(fighter, 'Reposition');
  if (restrained) return restrained;
  const released = release(state, fighter.id, 'restrainer-repositioned');
  const moved = record(startBatch(state), ...released, {
    type: 'warfare/repositioned',
    fighter: fighter.id,
    reroll: command.reroll,
  });
  return ok(
    command.reroll
      ? rollCover(moved, fighter.id, 'reposition', dice, command.modifiers).events
      : moved.events,
  );
}
