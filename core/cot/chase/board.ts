import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actingParticipant, requireRole } from './access.ts';
import type { BoardCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import { catastrophePenalty, distanceChanges, manoeuvreCatastrophe, shifted } from './manoeuvre.ts';
import { afterTargetCatastrophe, athleticsPool, drivingPool } from './pools.ts';
import { driverOf, groupOf, targetVehicle } from './roster.ts';
import { actorRolls, beats, checkModifiers, isCatastrophe, planRoll, resultOf, rollPlan } from './rolls.ts';
import type { RollPlan, RollResult } from './rolls.ts';
import type { ChaseGroupId, ChaseParticipant, ChaseState, VehicleId } from './types.ts';

/** COT-CHASE-11: a pursuer in a vehicle jumps onto the Target's vehicle. */

export interface BoardPlan {
  readonly actor: ChaseParticipant;
  readonly group: ChaseGroupId;
  readonly vehicle: VehicleId;
  readonly driver: ChaseParticipant;
  readonly driverPlan: RollPlan;
  readonly boarderPlan: RollPlan;
}

/** Checks a Board (vehicle against vehicle, Distance 0; driver or passenger) and plans both rolls. */
export function planBoard(state: ChaseState, cmd: BoardCommand): BoardPlan | Rejection {
  const actor = actingParticipant(state, cmd.actor);
  if (isRejection(actor)) return actor;
  const refusal = requireRole(actor, 'pursuer', 'Board') ?? seatProblem(actor);
  if (refusal) return refusal;
  const vehicle = targetVehicle(state);
  const driver = vehicle && driverOf(state, vehicle.id);
  if (!vehicle || !driver) {
    return reject(
      'chase/board-needs-vehicle',
      'The Target is on foot: Board is vehicle against vehicle (COT-CHASE-11)',
    );
  }
  const group = actor.group as ChaseGroupId;
  const distance = groupOf(state, group).distance;
  if (distance > 0) {
    const message = `Boarding needs Distance 0; ${actor.name}'s vehicle is at ${distance}`;
    return reject('chase/not-at-distance-0', message, { distance });
  }
  const { modifiers, bolsters } = cmd;
  const driverPlan = planRoll(state.rules, driver, drivingPool(driver.ratings), [], modifiers, bolsters);
  const boarderPlan = planRoll(state.rules, actor, athleticsPool(actor.ratings), [], modifiers, bolsters);
  const plan = { actor, group, vehicle: vehicle.id, driver, driverPlan, boarderPlan };
  return checkModifiers(cmd.modifiers, [driver.id, actor.id]) ?? plan;
}

/** Only a driver or passenger boards: not someone on foot, nor someone already aboard. */
function seatProblem(actor: ChaseParticipant): Rejection | null {
  if (actor.seat.kind === 'driver' || actor.seat.kind === 'passenger') return null;
  const where = actor.seat.kind === 'aboard' ? 'is already aboard' : 'is on foot';
  return reject('chase/board-needs-vehicle', `${actor.name} ${where}: only a pursuer in a vehicle may Board`);
}

/** Success puts the boarder aboard; catastrophes move Distances as COT-D-4 says. */
export function boardEffect(
  state: ChaseState,
  plan: BoardPlan,
  driver: RollResult,
  boarder: RollResult,
): { readonly success: boolean; readonly next: ReadonlyMap<ChaseGroupId, number> } {
  const success = beats(boarder, driver, state.rules);
  const next = afterTargetCatastrophe(state, isCatastrophe(driver));
  const penalty =
    catastrophePenalty(state, isCatastrophe(boarder)) - catastrophePenalty(state, isCatastrophe(driver));
  next.set(plan.group, shifted(groupOf(state, plan.group).distance, penalty));
  return { success, next };
}

/** COT-CHASE-11: the Target's driver rolls Fingers + Driving first, then the boarder Muscle + Athletics. */
export function board(state: ChaseState, cmd: BoardCommand, dice: Dice): Decision<ChaseEvent> {
  const plan = planBoard(state, cmd);
  if (isRejection(plan)) return plan;
  const opposingRoll = rollPlan(plan.driverPlan, dice);
  const driverResult = resultOf(opposingRoll);
  const roll = actorRolls([driverResult], state.rules) ? rollPlan(plan.boarderPlan, dice) : null;
  const boarderResult = resultOf(roll);
  const { success, next } = boardEffect(state, plan, driverResult, boarderResult);
  const events: ChaseEvent[] = [
    {
      type: 'chase/board-attempted',
      actor: cmd.actor,
      group: plan.group,
      vehicle: plan.vehicle,
      opposingRoll,
      roll,
      success,
      distances: distanceChanges(state, next),
    },
  ];
  if (isCatastrophe(driverResult)) events.push(manoeuvreCatastrophe(state, plan.driver.id, 'board'));
  if (isCatastrophe(boarderResult)) events.push(manoeuvreCatastrophe(state, plan.actor.id, 'board'));
  return ok(events);
}
