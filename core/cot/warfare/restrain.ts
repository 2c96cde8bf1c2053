import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { checkTotal, isCatastrophe, prepareCheck, rollCheck, woundPenalty } from '../gear/index.ts';
import type { PoolCheck, PreparedCheck } from '../gear/index.ts';
import { actingFighter, fighterOf } from './fighters.ts';
import { noBolsters } from './batch.ts';
import type { BolsterSource, BreakFreeCommand, Fighter, WarfareEvent, WarfareState } from './types.ts';

/**
 * Break free (COT-WAR-9): an opposed Muscle + Athletics roll, the restrainer first; a tie goes to
 * `opposed_tie_winner` (COT-D-5). Restraining itself follows a Hand to Hand hit (attack.ts, COT-WAR-8).
 */

/** A Break free checked, with both pools built, before the rolls. */
export interface BreakFreePlan {
  readonly fighter: Fighter;
  readonly restrainer: Fighter;
  readonly restrainerCheck: PreparedCheck;
  readonly check: PreparedCheck;
}

/** Checks a Break free and builds both Muscle + Athletics pools (COT-WAR-9). */
export function planBreakFree(
  state: WarfareState,
  command: BreakFreeCommand,
  bolsters: BolsterSource = noBolsters,
): BreakFreePlan | Rejection {
  const fighter = actingFighter(state, command.fighter);
  if (isRejection(fighter)) return fighter;
  if (fighter.restrainedBy === null) {
    return reject('warfare/not-restrained', `${fighter.name} is not Restrained`, { id: fighter.id });
  }
  const restrainer = fighterOf(state, fighter.restrainedBy);
  const { rules } = state;
  const pool = (who: Fighter, extra: BreakFreeCommand['modifiers']) =>
    prepareCheck(
      who.id,
      who.pools.athletics,
      [...woundPenalty(who.condition, rules.woundPenalty), ...(extra ?? []), ...bolsters(who.id)], // COT-TIME-4
      rules.poolFloor,
    );
  return {
    fighter,
    restrainer,
    restrainerCheck: pool(restrainer, command.restrainerModifiers),
    check: pool(fighter, command.modifiers),
  };
}

/** Break free (COT-WAR-9): success ends the hold. */
export function breakFree(
  state: WarfareState,
  command: BreakFreeCommand,
  dice: Dice,
  bolsters: BolsterSource = noBolsters,
): Decision<WarfareEvent> {
  const plan = planBreakFree(state, command, bolsters);
  if (isRejection(plan)) return plan;
  const { rules } = state;
  const restrainerCheck = rollCheck(plan.restrainerCheck, dice); // COT-DICE-8: the opponent rolls first
  const unrolled = isCatastrophe(restrainerCheck) && !rules.catastropheSetsDifficulty; // COT-D-6
  const check = unrolled ? null : rollCheck(plan.check, dice);
  const success = check === null || wins(check, restrainerCheck, rules.opposedTieWinner);
  const events: WarfareEvent[] = [
    {
      type: 'warfare/break-free-rolled',
      fighter: plan.fighter.id,
      restrainer: plan.restrainer.id,
      restrainerCheck,
      check,
      success,
    },
  ];
  if (success) {
    events.push({
      type: 'warfare/hold-released',
      restrainer: plan.restrainer.id,
      target: plan.fighter.id,
      reason: 'broke-free',
    });
  }
  return ok(events);
}

/** COT-DICE-8, COT-D-5: a higher total wins, a tie goes to the tie winner, the actor's catastrophe fails. */
function wins(check: PoolCheck, opponent: PoolCheck, tieWinner: 'actor' | 'defender'): boolean {
  if (check.roll === null || check.roll.catastrophe) return false;
  const margin = checkTotal(check) - checkTotal(opponent);
  return margin > 0 || (margin === 0 && tieWinner === 'actor');
}
