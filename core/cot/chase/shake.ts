import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actingDriverOrRunner } from './access.ts';
import type { ShakeCommand } from './commands.ts';
import { dislodge, planDislodge } from './dislodge.ts';
import type { DislodgePlan } from './dislodge.ts';
import type { ChaseEvent } from './events.ts';
import { obstacle, planObstacle } from './obstacle.ts';
import type { ObstaclePlan } from './obstacle.ts';
import { checkModifiers, checkRollers } from './rolls.ts';
import type { ChaseParticipant, ChaseState } from './types.ts';

/** COT-CHASE-6: the Target's driver or runner manoeuvres to lose pursuers, in one of three ways. */

export type ShakePlan =
  | { readonly kind: 'crowded' | 'leave-crowded'; readonly actor: ChaseParticipant }
  | ObstaclePlan
  | DislodgePlan;

/** Checks a Shake and plans its rolls, if any. */
export function planShake(state: ChaseState, cmd: ShakeCommand): ShakePlan | Rejection {
  const actor = actingDriverOrRunner(state, cmd.actor, 'target', 'Shake'); // COT-CHASE-4
  if (isRejection(actor)) return actor;
  const { manoeuvre } = cmd;
  switch (manoeuvre.kind) {
    case 'crowded':
    case 'leave-crowded':
      return planCrowded(state, cmd, actor, manoeuvre.kind === 'crowded');
    case 'obstacle':
      return planObstacle(state, cmd, actor, manoeuvre.difficulty);
    case 'dislodge':
      return planDislodge(state, cmd, actor, manoeuvre.boarder);
  }
}

/** COT-CHASE-6, COT-D-44: a crowded space lasts until the Target Shakes again to leave it (or the GM ends it). */
function planCrowded(
  state: ChaseState,
  cmd: ShakeCommand,
  actor: ChaseParticipant,
  enter: boolean,
): ShakePlan | Rejection {
  if (enter && state.cramped) {
    return reject(
      'chase/already-crowded',
      'The chase is already in a crowded space: Shake again to leave it',
    );
  }
  if (!enter && !state.cramped) {
    return reject('chase/not-crowded', 'The chase is not in a crowded space: there is none to leave');
  }
  return (
    checkRollers(cmd.rollers, []) ??
    checkModifiers(cmd.modifiers, []) ?? { kind: enter ? 'crowded' : 'leave-crowded', actor }
  );
}

/** COT-CHASE-6: a crowded space needs no roll; an obstacle and a dislodge do. */
export function shake(state: ChaseState, cmd: ShakeCommand, dice: Dice): Decision<ChaseEvent> {
  const plan = planShake(state, cmd);
  if (isRejection(plan)) return plan;
  switch (plan.kind) {
    case 'crowded':
      return ok([{ type: 'chase/crowded-entered', actor: cmd.actor }]);
    case 'leave-crowded':
      return ok([{ type: 'chase/crowded-left', actor: cmd.actor }]);
    case 'obstacle':
      return ok(obstacle(state, plan, dice));
    case 'dislodge':
      return ok(dislodge(state, plan, dice));
  }
}
