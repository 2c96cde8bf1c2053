import type { Dice } from '../../dice/dice.ts';
import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { ShakeCommand } from './commands.ts';
import type { ChaseEvent, GroupRoll } from './events.ts';
import {
  catastrophePenalty,
  distanceChanges,
  groupRollPlan,
  manoeuvreCatastrophe,
  pursuerRollPlans,
  shifted,
} from './manoeuvre.ts';
import type { GroupRollPlan } from './manoeuvre.ts';
import { groupOf } from './roster.ts';
import { checkModifiers, checkRollers, isCatastrophe, meets, resultOf, rollPlan } from './rolls.ts';
import type { RollResult } from './rolls.ts';
import type { ChaseGroupId, ChaseParticipant, ChaseState } from './types.ts';

/** COT-CHASE-6 obstacle: the Target names a difficulty, then it and every pursuer group roll against it. */

export interface ObstaclePlan {
  readonly kind: 'obstacle';
  readonly actor: ChaseParticipant;
  readonly difficulty: number;
  readonly target: GroupRollPlan;
  readonly groups: readonly GroupRollPlan[];
}

/** The hardest obstacle a Target may name: the highest difficulty a scene records (as every difficulty). */
export const maxObstacleDifficulty = 99;

/** Checks the named difficulty (at least `min_obstacle_difficulty`, COT-D-44) and plans the rolls. */
export function planObstacle(
  state: ChaseState,
  cmd: ShakeCommand,
  actor: ChaseParticipant,
  difficulty: number,
): ObstaclePlan | Rejection {
  const minimum = state.rules.minObstacleDifficulty;
  if (!Number.isInteger(difficulty) || difficulty < minimum || difficulty > maxObstacleDifficulty) {
    return reject(
      'chase/obstacle-too-easy',
      `An obstacle's difficulty must be a whole number of at least ${minimum} and at most ${maxObstacleDifficulty} (got ${difficulty}, COT-D-44)`,
      { difficulty, minimum },
    );
  }
  const target = groupRollPlan(state, 'target', cmd);
  if (isRejection(target)) return target;
  const groups = pursuerRollPlans(state, cmd);
  if (isRejection(groups)) return groups;
  const rollers = [target.roller.id, ...groups.map((group) => group.roller.id)];
  return (
    checkRollers(cmd.rollers, [target.roller.id]) ??
    checkModifiers(cmd.modifiers, rollers) ?? { kind: 'obstacle', actor, difficulty, target, groups }
  );
}

/**
 * One group's Distance change (COT-D-80): +1 if the Target got past, +1 more if the group did not, each on its
 * own; +1 on the group's catastrophe, −1 on the Target's (COT-D-4).
 */
export function obstacleDelta(
  state: ChaseState,
  difficulty: number,
  target: RollResult,
  group: RollResult,
): number {
  const rules = state.rules;
  return (
    (meets(target, difficulty, rules) ? 1 : 0) +
    (meets(group, difficulty, rules) ? 0 : 1) +
    catastrophePenalty(state, isCatastrophe(group)) -
    catastrophePenalty(state, isCatastrophe(target))
  );
}

/** Rolls an obstacle: the Target first, then each pursuer group (all unopposed, COT-DICE-6). */
export function obstacle(state: ChaseState, plan: ObstaclePlan, dice: Dice): readonly ChaseEvent[] {
  const roll = rollPlan(plan.target.plan, dice);
  const target = resultOf(roll);
  const next = new Map<ChaseGroupId, number>();
  const results = plan.groups.map((group) => {
    const groupRoll = rollPlan(group.plan, dice);
    return { group, groupRoll, result: resultOf(groupRoll) };
  });
  const groups: GroupRoll[] = results.map(({ group, groupRoll, result }) => {
    const id = group.key as ChaseGroupId;
    next.set(id, shifted(groupOf(state, id).distance, obstacleDelta(state, plan.difficulty, target, result)));
    return { group: id, roll: groupRoll, success: meets(result, plan.difficulty, state.rules) };
  });
  const catastrophes = [
    ...(isCatastrophe(target) ? [manoeuvreCatastrophe(state, plan.target.roller.id, 'shake')] : []),
    ...results
      .filter(({ result }) => isCatastrophe(result))
      .map(({ group }) => manoeuvreCatastrophe(state, group.roller.id, 'shake')),
  ];
  const event: ChaseEvent = {
    type: 'chase/obstacle-run',
    actor: plan.actor.id,
    difficulty: plan.difficulty,
    roll,
    success: meets(target, plan.difficulty, state.rules),
    groups,
    distances: distanceChanges(state, next),
  };
  return [event, ...catastrophes];
}
