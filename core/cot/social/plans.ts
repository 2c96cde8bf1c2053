import type { ActionOdds } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { Dice } from '../../dice/dice.ts';
import type { Rejection } from '../../shared/result.ts';
import { isRejection } from '../../shared/result.ts';
import { buildUpOdds, planBuildUp } from './build-up.ts';
import type { SocialCommand } from './commands.ts';
import { decideSocial } from './decide.ts';
import { followThroughOdds, planFollowThrough } from './follow-through.ts';
import { planReadRoom, readRoomOdds } from './read-room.ts';
import type { SocialState } from './types.ts';

/**
 * A command checked as `decide` checks it, without rolling: accepted with the exact odds of the roll it would
 * make (null for a command that rolls nothing), or the rejection `decide` would give. The view builds every
 * option from this, so its options and odds are exactly `decide`'s.
 */

/** Dice for commands that roll nothing: a roll would be a bug, so it throws. */
const noDice: Dice = {
  roll(sides: number): number {
    throw new Error(`A social command that rolls nothing rolled a d${sides}`);
  },
};

export interface Planned {
  readonly odds: ActionOdds | null;
}

/** Checks a command against the rules now and gives the odds of its roll, or its rejection. */
export function planSocialCommand(
  ctx: EngineContext,
  state: SocialState,
  command: SocialCommand,
): Planned | Rejection {
  switch (command.type) {
    case 'social/read-room': {
      const plan = planReadRoom(ctx, state, command);
      return isRejection(plan) ? plan : { odds: readRoomOdds(ctx, state, plan) };
    }
    case 'social/build-up': {
      const plan = planBuildUp(ctx, state, command);
      return isRejection(plan) ? plan : { odds: buildUpOdds(ctx, state, plan) };
    }
    case 'social/follow-through': {
      const plan = planFollowThrough(ctx, state, command);
      return isRejection(plan) ? plan : { odds: followThroughOdds(ctx, state, plan) };
    }
    default: {
      const decision = decideSocial(ctx, state, command, noDice);
      return decision.ok ? { odds: null } : decision;
    }
  }
}

/**
 * The exact odds of any command before it is made (with a defender's Lean Onto, say, which the view does not
 * enumerate), or the rejection `decide` would give; null odds for a command without a roll.
 */
export function socialActionOdds(
  ctx: EngineContext,
  state: SocialState,
  command: SocialCommand,
): ActionOdds | null | Rejection {
  const planned = planSocialCommand(ctx, state, command);
  return isRejection(planned) ? planned : planned.odds;
}
