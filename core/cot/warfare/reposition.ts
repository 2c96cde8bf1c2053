import type { Dice } from '../../dice/dice.ts';
import type { PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { noBolsters, record, startBatch } from './batch.ts';
import { rollCover } from './cover.ts';
import { actingFighter, release, restrainedProblem } from './fighters.ts';
import type { BolsterSource, Fighter, WarfareEvent, WarfareState } from './types.ts';

/** Who may Reposition (COT-WAR-10): a fighter who can act and is not Restrained (COT-WAR-9). */
export function planReposition(state: WarfareState, id: CharacterId): Fighter | Rejection {
  const fighter = actingFighter(state, id);
  if (isRejection(fighter)) return fighter;
  return restrainedProblem(fighter, 'Reposition') ?? fighter;
}

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
  bolsters: BolsterSource = noBolsters,
): Decision<WarfareEvent> {
  const fighter = planReposition(state, command.fighter);
  if (isRejection(fighter)) return fighter;
  const released = release(state, fighter.id, 'restrainer-repositioned');
  const moved = record(startBatch(state, bolsters), ...released, {
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
