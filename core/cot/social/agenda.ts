import type { EngineContext } from '../world/index.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actorAndTarget, refuseIfEnded, requireKnownTarget, sheetOf } from './access.ts';
import type { JudgeAgendaCommand, SetAgendaCommand } from './commands.ts';
import type { AgendaSetEvent, SocialEvent } from './events.ts';
import { agendaOf, alterationUsed, participantOf } from './knowledge.ts';
import { changeProblem, findLoyalty, formatLoyalty, sameLoyalty } from './loyalties.ts';
import type { SocialState } from './types.ts';

/** COT-SOC-9: the agenda a side pushes, and the GM's judgement of which Loyalties stand in its way. */

/** The refusal when the per-call Loyalty limit is spent (COT-SOC-2, COT-D-69, TV-COT-SOC-2-b). */
export function limitSpent(ctx: EngineContext, state: SocialState, actor: string, target: string): Rejection {
  const perTarget = state.rules.loyaltyAlterLimit === 'per_target';
  const who = ctx.names(perTarget ? target : actor);
  return reject(
    'social/alteration-used',
    perTarget
      ? `${who} already had a Loyalty altered in this Social Call: only one per call (COT-SOC-2)`
      : `${who} already altered a Loyalty in this Social Call: only one per call (COT-D-69)`,
    { actor, target },
  );
}

/**
 * Checks an agenda: the target is known (COT-SOC-9, TV-COT-SOC-9-a), the text says what is wanted, and a
 * Loyalty change is one of the two allowed (COT-SOC-2, COT-D-89) within this call's limit (COT-D-69). Whether
 * the text names a gain rather than a means (TV-COT-SOC-9-b) is the GM's call when they enter it.
 */
export function planSetAgenda(
  ctx: EngineContext,
  state: SocialState,
  cmd: SetAgendaCommand,
): AgendaSetEvent | Rejection {
  const pair = actorAndTarget(state, cmd.actor, cmd.target, ctx.names);
  if (isRejection(pair)) return pair;
  const unknown = requireKnownTarget(state, cmd.actor, cmd.target, ctx.names);
  if (unknown) return unknown;
  const text = cmd.text.trim();
  if (text === '') {
    return reject('social/empty-agenda', 'An agenda says what the target should give or do: write it down');
  }
  const change = cmd.change ?? null;
  if (change) {
    const sheet = sheetOf(ctx.characters, cmd.target, ctx.names);
    if (isRejection(sheet)) return sheet;
    const problem = changeProblem(sheet.loyalties, change, sheet.name);
    if (problem) return problem;
    if (alterationUsed(state, cmd.target, cmd.actor)) return limitSpent(ctx, state, cmd.actor, cmd.target);
  }
  return {
    type: 'social/agenda-set',
    actor: cmd.actor,
    side: pair.actor.side,
    target: cmd.target,
    text,
    change,
  };
}

/** COT-SOC-9: a declaration that takes no turn; it replaces the side's earlier agenda on the target. */
export function setAgenda(
  ctx: EngineContext,
  state: SocialState,
  cmd: SetAgendaCommand,
): Decision<SocialEvent> {
  const event = planSetAgenda(ctx, state, cmd);
  return isRejection(event) ? event : ok([event]);
}

/**
 * COT-SOC-5, COT-SOC-8 (c): the GM names which of the target's Loyalties the side's agenda goes against. Lean
 * Into and the "what stands in the way" question read this judgement; an empty list means nothing does.
 */
export function judgeAgenda(
  ctx: EngineContext,
  state: SocialState,
  cmd: JudgeAgendaCommand,
): Decision<SocialEvent> {
  const ended = refuseIfEnded(state);
  if (ended) return ended;
  if (!participantOf(state, cmd.target)) {
    return reject('social/unknown-participant', `${ctx.names(cmd.target)} is not in this Social Call`);
  }
  const agenda = agendaOf(state, cmd.side, cmd.target);
  if (!agenda) {
    return reject('social/no-agenda', `Side ${cmd.side} pushes no agenda on ${ctx.names(cmd.target)}`, {
      side: cmd.side,
      target: cmd.target,
    });
  }
  const sheet = sheetOf(ctx.characters, cmd.target, ctx.names);
  if (isRejection(sheet)) return sheet;
  for (const [index, ref] of cmd.impeding.entries()) {
    if (!findLoyalty(sheet.loyalties, ref)) {
      return reject('social/no-such-loyalty', `${sheet.name} holds no Loyalty ${formatLoyalty(ref)}`);
    }
    if (cmd.impeding.slice(0, index).some((earlier) => sameLoyalty(earlier, ref))) {
      return reject('social/loyalty-repeated', `${formatLoyalty(ref)} is named twice`);
    }
  }
  return ok([
    {
      type: 'social/agenda-judged',
      side: cmd.side,
      target: cmd.target,
      impeding: cmd.impeding.map((ref) => ({ relation: ref.relation, subject: ref.subject })),
    },
  ]);
}
