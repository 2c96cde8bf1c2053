import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { planAccelerate } from './accelerate.ts';
import { actingDriverOrRunner } from './access.ts';
import type { EscapeCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import { activeGroups, boarders } from './roster.ts';
import type { ChaseParticipant, ChaseState } from './types.ts';
import { fastestPursuer } from './velocity.ts';

/** COT-CHASE-7, COT-D-84: the Target leaves the chase victorious, without a roll. */

export interface EscapePlan {
  readonly actor: ChaseParticipant;
  /** The Distance every pursuer group must be at: the fastest pursuer's Velocity Rating (COT-D-42). */
  readonly needed: number;
}

/** The Distance an Escape needs right now: the fastest pursuer's Velocity Rating, scale first (COT-D-42). */
export function escapeDistance(state: ChaseState): number {
  return fastestPursuer(state)?.velocity.rating ?? 0;
}

/**
 * Escape is allowed when the Target could Accelerate this turn, nobody is aboard its vehicle (a boarder is
 * always at Distance 0, COT-CHASE-11), and every pursuer group is at least the fastest pursuer's Velocity
 * Rating away (COT-D-84: "equal to" means at least that much).
 */
export function planEscape(state: ChaseState, cmd: EscapeCommand): EscapePlan | Rejection {
  const actor = actingDriverOrRunner(state, cmd.actor, 'target', 'Escape');
  if (isRejection(actor)) return actor;
  const accelerate = planAccelerate(state, { type: 'chase/accelerate', actor: cmd.actor });
  if (isRejection(accelerate)) {
    return reject(
      'chase/cannot-accelerate',
      `${actor.name} must be able to Accelerate to Escape: ${accelerate.message}`,
    );
  }
  const aboard = boarders(state);
  if (aboard.length > 0) {
    return reject(
      'chase/boarded',
      `${aboard.map((p) => p.name).join(' and ')} ${aboard.length > 1 ? 'are' : 'is'} aboard, always at Distance 0: shake them off before Escaping`,
      { boarders: aboard.map((p) => p.id) },
    );
  }
  const fastest = fastestPursuer(state);
  const needed = escapeDistance(state);
  const short = activeGroups(state).filter((group) => group.distance < needed);
  if (fastest && short.length > 0) {
    const { participant, velocity } = fastest;
    const gaps = short.map((group) => `${group.id} is at ${group.distance}`).join(', ');
    return reject(
      'chase/too-close',
      `Escape needs Distance ${needed} from every pursuer group, the Velocity Rating of the fastest pursuer (${participant.name}, ${velocity.rating} on the ${velocity.mode === 'speed' ? 'Speed' : 'Muscles'} scale); ${gaps}`,
      { needed, short: short.map((group) => group.id) },
    );
  }
  return { actor, needed };
}

/** COT-CHASE-7: no dice; the chase ends with the Target escaped. */
export function escape(state: ChaseState, cmd: EscapeCommand): Decision<ChaseEvent> {
  const plan = planEscape(state, cmd);
  if (isRejection(plan)) return plan;
  return ok([
    { type: 'chase/escaped', actor: cmd.actor },
    { type: 'chase/ended', outcome: { kind: 'escaped', winner: 'target', by: cmd.actor } },
  ]);
}
