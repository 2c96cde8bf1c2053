import type { EngineContext } from '../world/index.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { presentParticipant, refuseIfEnded, sheetOf } from './access.ts';
import type {
  EndCommand,
  JoinCommand,
  LeaveCommand,
  PresentIdentityCommand,
  RevealIdentityCommand,
  RevealTargetCommand,
} from './commands.ts';
import type { SocialEvent } from './events.ts';
import { knowsTarget, participantOf, presenterOf, targetKnows } from './knowledge.ts';
import type { SocialState } from './types.ts';

/** The GM's commands in a Social Call: identities, what someone already knows, who is there, the end. */

/**
 * COT-CHAR-8, COT-D-13: a participant presents another identity (a disguise made in Prep, a Switch). Targets
 * do not know the new identity, and a state its old identity set no longer bars it (TV-COT-SOC-11-b).
 */
export function presentIdentity(
  ctx: EngineContext,
  state: SocialState,
  cmd: PresentIdentityCommand,
): Decision<SocialEvent> {
  const ended = refuseIfEnded(state);
  if (ended) return ended;
  const participant = presentParticipant(state, cmd.character, ctx.names);
  if (isRejection(participant)) return participant;
  const identity = cmd.identity.trim();
  if (identity === '') return reject('social/empty-identity', 'A presented identity needs a name');
  if (identity === participant.identity) {
    return reject('social/same-identity', `${ctx.names(cmd.character)} already presents as "${identity}"`);
  }
  return ok([
    { type: 'social/identity-presented', character: cmd.character, previous: participant.identity, identity },
  ]);
}

/** Both in the call, on different sides. */
function pairProblem(
  ctx: EngineContext,
  state: SocialState,
  a: SocialState['participants'][number]['id'],
  b: typeof a,
) {
  const ended = refuseIfEnded(state);
  if (ended) return ended;
  const first = presentParticipant(state, a, ctx.names);
  if (isRejection(first)) return first;
  const second = presentParticipant(state, b, ctx.names);
  if (isRejection(second)) return second;
  if (first.side === second.side) {
    return reject('social/same-side', `${ctx.names(a)} and ${ctx.names(b)} are on the same side`);
  }
  return null;
}

/** COT-SOC-9: the GM tells the learner who the target is (Mark research, COT-PREP-7, or the story). */
export function revealTarget(
  ctx: EngineContext,
  state: SocialState,
  cmd: RevealTargetCommand,
): Decision<SocialEvent> {
  const problem = pairProblem(ctx, state, cmd.target, cmd.learner);
  if (problem) return problem;
  if (knowsTarget(state, cmd.learner, cmd.target)) {
    return reject(
      'social/target-known',
      `${ctx.names(cmd.learner)} already knows ${ctx.names(cmd.target)} is the target`,
    );
  }
  const side = participantOf(state, cmd.learner)!.side;
  return ok([{ type: 'social/target-revealed', target: cmd.target, learner: cmd.learner, side }]);
}

/** COT-D-13: the GM rules that the target knows someone's current presented identity. */
export function revealIdentity(
  ctx: EngineContext,
  state: SocialState,
  cmd: RevealIdentityCommand,
): Decision<SocialEvent> {
  const problem = pairProblem(ctx, state, cmd.target, cmd.character);
  if (problem) return problem;
  const who = participantOf(state, cmd.character)!;
  if (targetKnows(state, cmd.target, presenterOf(who))) {
    return reject(
      'social/identity-known',
      `${ctx.names(cmd.target)} already knows ${ctx.names(cmd.character)} as "${who.identity}"`,
    );
  }
  return ok([
    {
      type: 'social/identity-revealed',
      target: cmd.target,
      character: cmd.character,
      identity: who.identity,
    },
  ]);
}

/** Someone joins the call (again), as their sheet presents them. */
export function join(ctx: EngineContext, state: SocialState, cmd: JoinCommand): Decision<SocialEvent> {
  const ended = refuseIfEnded(state);
  if (ended) return ended;
  if (participantOf(state, cmd.id)?.present) {
    return reject('social/already-in', `${ctx.names(cmd.id)} is already in the Social Call`);
  }
  const sheet = sheetOf(ctx.characters, cmd.id, ctx.names);
  if (isRejection(sheet)) return sheet;
  return ok([
    {
      type: 'social/joined',
      participant: { id: cmd.id, side: cmd.side, identity: sheet.presentedIdentity, present: true },
    },
  ]);
}

export function leave(ctx: EngineContext, state: SocialState, cmd: LeaveCommand): Decision<SocialEvent> {
  const ended = refuseIfEnded(state);
  if (ended) return ended;
  const participant = presentParticipant(state, cmd.id, ctx.names);
  if (isRejection(participant)) return participant;
  return ok([{ type: 'social/left', id: cmd.id }]);
}

export function end(state: SocialState, cmd: EndCommand): Decision<SocialEvent> {
  const ended = refuseIfEnded(state);
  if (ended) return ended;
  const summary = cmd.summary.trim() === '' ? 'the GM ended it' : cmd.summary.trim();
  return ok([{ type: 'social/ended', summary }]);
}
