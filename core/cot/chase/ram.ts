import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actingDriverOrRunner } from './access.ts';
import type { RamCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import { checkModifiers } from './rolls.ts';
import { begin } from './step.ts';
import { planVehicleStrike, strike } from './strike.ts';
import type { StrikePlan } from './strike.ts';
import type { ChaseState } from './types.ts';

/** COT-CHASE-12: a pursuer's driver rams the Target's vehicle or a Target on foot. */

/** Checks a Ram (the driver alone, at Distance 0) and plans its roll and any crash check. */
export function planRam(state: ChaseState, cmd: RamCommand): StrikePlan | Rejection {
  const actor = actingDriverOrRunner(state, cmd.actor, 'pursuer', 'Ram');
  if (isRejection(actor)) return actor;
  if (actor.seat.kind !== 'driver') {
    return reject('chase/not-driving', `${actor.name} is on foot: only the driver of a vehicle may Ram`);
  }
  const plan = planVehicleStrike(
    state,
    actor,
    { defender: cmd.defender, risky: cmd.risky ?? false, modifiers: cmd.modifiers, bolsters: cmd.bolsters },
    true,
  );
  if (isRejection(plan)) return plan;
  return checkModifiers(cmd.modifiers, [actor.id]) ?? plan;
}

/** COT-CHASE-12: a Ram right after a successful Close is that Close's follow-up (COT-CHASE-9), not a turn. */
export function ram(state: ChaseState, cmd: RamCommand, dice: Dice): Decision<ChaseEvent> {
  const plan = planRam(state, cmd);
  if (isRejection(plan)) return plan;
  const free = state.followUp?.actor === cmd.actor;
  return ok(strike(begin(state, cmd.bolsters), plan, dice, free).events);
}
