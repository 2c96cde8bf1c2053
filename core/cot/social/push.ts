import type { EngineContext } from '../world/index.ts';
import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { actorAndTarget, requireKnownTarget, sheetOf } from './access.ts';
import { emotionKind, emotionTable } from './emotions.ts';
import { agendaOf, emotionOf, presenterOf, samePresenter } from './knowledge.ts';
import { alteredLoyalty } from './loyalties.ts';
import type { Agenda, LoyaltyRef, SocialParticipant, SocialState } from './types.ts';

/** What Build Up and Follow Through both need before a die is rolled (COT-SOC-9..12). */

export interface PushContext {
  readonly actor: SocialParticipant;
  readonly target: SocialParticipant;
  readonly agenda: Agenda;
  /** The Loyalty the agenda is trying to alter (COT-SOC-4, COT-SOC-5), if it changes one. */
  readonly altered: LoyaltyRef | null;
}

/** The actor, a known target (COT-SOC-9) and the side's live agenda on it. */
export function pushContext(
  ctx: EngineContext,
  state: SocialState,
  actorId: SocialParticipant['id'],
  targetId: SocialParticipant['id'],
  verb: string,
): PushContext | Rejection {
  const pair = actorAndTarget(state, actorId, targetId, ctx.names);
  if (isRejection(pair)) return pair;
  const unknown = requireKnownTarget(state, actorId, targetId, ctx.names);
  if (unknown) return unknown;
  const agenda = agendaOf(state, pair.actor.side, targetId);
  if (!agenda || agenda.achieved) {
    const what = agenda ? 'The last agenda was achieved: set a new one' : 'Set an agenda first';
    return reject(
      'social/no-agenda',
      `${what} before ${ctx.names(actorId)} can ${verb} ${ctx.names(targetId)} (COT-SOC-9)`,
      {
        actor: actorId,
        target: targetId,
      },
    );
  }
  const sheet = sheetOf(ctx.characters, targetId, ctx.names);
  if (isRejection(sheet)) return sheet;
  const altered = agenda.change ? alteredLoyalty(sheet.loyalties, agenda.change) : null;
  return { ...pair, agenda, altered };
}

/**
 * COT-SOC-11: the one who set the target's state may not overwrite it while presenting the same identity; the
 * setter of a negative state may not push at all until they present another (TV-COT-SOC-11-a, -b).
 */
export function setterLock(
  ctx: EngineContext,
  state: SocialState,
  push: PushContext,
  action: 'build-up' | 'follow-through',
): Rejection | null {
  const emotion = emotionOf(state, push.target.id);
  if (!emotion || !samePresenter(emotion.setter, presenterOf(push.actor))) return null;
  const who = ctx.names(push.actor.id);
  const target = ctx.names(push.target.id);
  const label = emotionTable[emotion.state].label;
  const negative = emotionKind(emotion.state) === 'negative';
  if (!negative && action === 'follow-through') return null;
  const barred = action === 'build-up' ? `Build Up on ${target} again` : 'Follow Through';
  const message = negative
    ? `${who} built the ${label} state on ${target}: ${who} cannot ${barred} until presenting another identity (COT-SOC-11)`
    : `${who} built the ${label} state on ${target}: only another presented identity can overwrite it (COT-SOC-11)`;
  return reject('social/setter-locked', message, {
    actor: push.actor.id,
    target: push.target.id,
    state: emotion.state,
  });
}
