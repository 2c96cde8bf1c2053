import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { ShakeCommand } from './commands.ts';
import { hurt } from './damage.ts';
import type { ChaseEvent } from './events.ts';
import { distanceChanges, manoeuvreCatastrophe } from './manoeuvre.ts';
import { afterTargetCatastrophe, athleticsPool, drivingPool } from './pools.ts';
import { findParticipant, isIn, participantOf } from './roster.ts';
import {
  actorRolls,
  beats,
  checkModifiers,
  checkRollers,
  isCatastrophe,
  marginOf,
  planRoll,
  resultOf,
  rollPlan,
} from './rolls.ts';
import type { RollPlan } from './rolls.ts';
import { begin, emit } from './step.ts';
import type { ChaseParticipant, ChaseState } from './types.ts';

/** COT-CHASE-6 dislodge: the Target's driver tries to throw a boarder off (COT-D-44). */

export interface DislodgePlan {
  readonly kind: 'dislodge';
  readonly actor: ChaseParticipant;
  readonly boarder: ChaseParticipant;
  readonly boarderPlan: RollPlan;
  readonly driverPlan: RollPlan;
}

/** Checks that the actor drives the Target's vehicle and the boarder rides it, and plans both rolls. */
export function planDislodge(
  state: ChaseState,
  cmd: ShakeCommand,
  actor: ChaseParticipant,
  boarderId: CharacterId,
): DislodgePlan | Rejection {
  if (actor.seat.kind !== 'driver') {
    return reject('chase/no-vehicle', `${actor.name} is on foot: only a driver can dislodge a boarder`, {
      id: actor.id,
    });
  }
  const boarder = findParticipant(state, boarderId);
  if (!boarder || !isIn(boarder) || boarder.seat.kind !== 'aboard') {
    return reject('chase/not-a-boarder', `${boarder?.name ?? boarderId} is not aboard the Target's vehicle`, {
      id: boarderId,
    });
  }
  const rules = state.rules;
  const { modifiers, bolsters } = cmd;
  const boarderPlan = planRoll(rules, boarder, athleticsPool(boarder.ratings), [], modifiers, bolsters);
  const driverPlan = planRoll(rules, actor, drivingPool(actor.ratings), [], modifiers, bolsters);
  return (
    checkRollers(cmd.rollers, []) ??
    checkModifiers(cmd.modifiers, [boarder.id, actor.id]) ?? {
      kind: 'dislodge',
      actor,
      boarder,
      boarderPlan,
      driverPlan,
    }
  );
}

/** Thrown boarders lose `max(1, margin)` Cover (COT-D-44). */
export function thrownDamage(margin: number): number {
  return Math.max(1, margin);
}

/**
 * The boarder's Muscle + Athletics first, then the driver's Fingers + Driving (COT-DICE-8). Success throws the
 * boarder off: they lose `max(1, margin)` Cover and leave the chase. The driver's catastrophe costs every
 * pursuer group 1 Distance (COT-D-4); a boarder belongs to no group, so theirs is a GM complication.
 */
export function dislodge(state: ChaseState, plan: DislodgePlan, dice: Dice): readonly ChaseEvent[] {
  const boarderRoll = rollPlan(plan.boarderPlan, dice);
  const boarderResult = resultOf(boarderRoll);
  const driverRoll = actorRolls([boarderResult], state.rules) ? rollPlan(plan.driverPlan, dice) : null;
  const driverResult = resultOf(driverRoll);
  const success = beats(driverResult, boarderResult, state.rules);
  const margin = marginOf(driverResult, boarderResult);
  let step = emit(begin(state), {
    type: 'chase/dislodge-attempted',
    actor: plan.actor.id,
    boarder: plan.boarder.id,
    boarderRoll,
    driverRoll,
    success,
    margin,
    distances: distanceChanges(state, afterTargetCatastrophe(state, isCatastrophe(driverResult))),
  });
  if (isCatastrophe(driverResult)) step = emit(step, manoeuvreCatastrophe(state, plan.actor.id, 'shake'));
  if (isCatastrophe(boarderResult))
    step = emit(step, manoeuvreCatastrophe(state, plan.boarder.id, 'shake', false));
  if (!success) return step.events;
  step = hurt(step, plan.boarder.id, thrownDamage(margin), dice);
  if (!isIn(participantOf(step.state, plan.boarder.id))) return step.events;
  return emit(step, {
    type: 'chase/left',
    reason: 'thrown',
    participants: [plan.boarder.id],
    groups: [],
    vehicles: [],
  }).events;
}
