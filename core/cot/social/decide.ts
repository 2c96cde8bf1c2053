import type { EngineContext } from '../world/index.ts';
import type { Dice } from '../../dice/dice.ts';
import { unreachable } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { judgeAgenda, setAgenda } from './agenda.ts';
import { buildUp } from './build-up.ts';
import type { SocialCommand } from './commands.ts';
import type { SocialEvent } from './events.ts';
import { followThrough } from './follow-through.ts';
import { end, join, leave, presentIdentity, revealIdentity, revealTarget } from './gm.ts';
import { readRoom } from './read-room.ts';
import type { SocialState } from './types.ts';

/** The events a Social Call command makes, or the rule that refuses it (COT-SOC-1..14). */
export function decideSocial(
  ctx: EngineContext,
  state: SocialState,
  command: SocialCommand,
  dice: Dice,
): Decision<SocialEvent> {
  switch (command.type) {
    case 'social/read-room':
      return readRoom(ctx, state, command, dice);
    case 'social/set-agenda':
      return setAgenda(ctx, state, command);
    case 'social/judge-agenda':
      return judgeAgenda(ctx, state, command);
    case 'social/build-up':
      return buildUp(ctx, state, command, dice);
    case 'social/follow-through':
      return followThrough(ctx, state, command, dice);
    case 'social/present-identity':
      return presentIdentity(ctx, state, command);
    case 'social/reveal-target':
      return revealTarget(ctx, state, command);
    case 'social/reveal-identity':
      return revealIdentity(ctx, state, command);
    case 'social/join':
      return join(ctx, state, command);
    case 'social/leave':
      return leave(ctx, state, command);
    case 'social/end':
      return end(state, command);
    default:
      return unreachable(command);
  }
}
