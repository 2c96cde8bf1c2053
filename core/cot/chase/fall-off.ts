import { ok } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actingDriverOrRunner, isRejection } from './access.ts';
import type { FallOffCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import { groupMembers, groupOf } from './roster.ts';
import type { ChaseGroupId, ChaseParticipant, ChaseState } from './types.ts';

/** COT-CHASE-13: a pursuer group gives up the chase. No roll. */

export interface FallOffPlan {
  readonly actor: ChaseParticipant;
  readonly group: ChaseGroupId;
}

/** Checks a Fall Off: a pursuer runner, or the driver alone for a vehicle (COT-CHASE-4). */
export function planFallOff(state: ChaseState, cmd: FallOffCommand): FallOffPlan | Rejection {
  const actor = actingDriverOrRunner(state, cmd.actor, 'pursuer', 'Fall Off');
  if (isRejection(actor)) return actor;
  return { actor, group: actor.group as ChaseGroupId };
}

/** The whole group leaves the chase: a vehicle with everyone in it, or the runners moving together. */
export function fallOff(state: ChaseState, cmd: FallOffCommand): Decision<ChaseEvent> {
  const plan = planFallOff(state, cmd);
  if (isRejection(plan)) return plan;
  const vehicle = groupOf(state, plan.group).vehicle;
  return ok([
    { type: 'chase/fell-off', actor: cmd.actor, group: plan.group },
    {
      type: 'chase/left',
      reason: 'fell-off',
      participants: groupMembers(state, plan.group).map((p) => p.id),
      groups: [plan.group],
      vehicles: vehicle ? [vehicle] : [],
    },
  ]);
}
