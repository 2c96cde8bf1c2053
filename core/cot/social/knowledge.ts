import type { CharacterId } from '../../shared/ids.ts';
import type { Loyalty } from '../characters/index.ts';
import { sameLoyalty } from './loyalties.ts';
import type { Agenda, Emotion, LoyaltyRef, Presenter, SocialParticipant, SocialState } from './types.ts';

/** What each side knows in a Social Call, read from its state. */

/** The participant with this id, present or not. */
export function participantOf(state: SocialState, id: CharacterId): SocialParticipant | undefined {
  return state.participants.find((p) => p.id === id);
}

/**
 * The participant with this id.
 * @throws Error when nobody with that id is in the call (an event that does not fit the scene).
 */
export function mustParticipant(state: SocialState, id: CharacterId): SocialParticipant {
  const participant = participantOf(state, id);
  if (!participant) throw new Error(`Nobody with id ${id} is in this Social Call`);
  return participant;
}

/** A participant as the identity they present now (COT-CHAR-8). */
export const presenterOf = (p: SocialParticipant): Presenter => ({ character: p.id, identity: p.identity });

export const samePresenter = (a: Presenter, b: Presenter): boolean =>
  a.character === b.character && a.identity === b.identity;

/** Whether `actor` shares what a learner learned: their whole side, or only they (SOC-D-1 `social_knowledge`). */
function shares(
  state: SocialState,
  entry: { learner: CharacterId; side: string },
  actor: CharacterId,
): boolean {
  if (state.rules.socialKnowledge === 'character') return entry.learner === actor;
  return entry.side === participantOf(state, actor)?.side;
}

/** COT-SOC-9: whether `actor` knows who `target` is (Read Room, Mark research or the GM). */
export function knowsTarget(state: SocialState, actor: CharacterId, target: CharacterId): boolean {
  return state.found.some((f) => f.target === target && shares(state, f, actor));
}

/** The target's Loyalties `actor` has learned of (COT-SOC-8), each once, in the order learned. */
export function knownLoyalties(state: SocialState, actor: CharacterId, target: CharacterId): Loyalty[] {
  const known: Loyalty[] = [];
  for (const d of state.discoveries) {
    if (d.target !== target || !shares(state, d, actor)) continue;
    for (const loyalty of d.answer) if (!known.some((k) => sameLoyalty(k, loyalty))) known.push(loyalty);
  }
  return known;
}

/** Whether `actor` knows of this Loyalty of the target (COT-SOC-4, COT-D-70). */
export function knowsLoyalty(
  state: SocialState,
  actor: CharacterId,
  target: CharacterId,
  loyalty: LoyaltyRef,
): boolean {
  return knownLoyalties(state, actor, target).some((k) => sameLoyalty(k, loyalty));
}

/** COT-D-13: whether the target knows this presented identity (knowledge is keyed to it). */
export function targetKnows(state: SocialState, target: CharacterId, who: Presenter): boolean {
  return state.learned.some((l) => l.target === target && l.question === null && samePresenter(l.about, who));
}

/** The target's emotional state and its setter, if it has one (COT-SOC-10). */
export function emotionOf(state: SocialState, target: CharacterId): Emotion | undefined {
  return state.emotions.find((e) => e.target === target);
}

/** The agenda a side pushes on a target (COT-SOC-9). */
export function agendaOf(state: SocialState, side: string, target: CharacterId): Agenda | undefined {
  return state.agendas.find((a) => a.side === side && a.target === target);
}

/**
 * COT-SOC-2, COT-D-69: whether this call already altered a Loyalty that counts against the limit: one of the
 * target's (`per_target`) or one by this aggressor (`per_aggressor`).
 */
export function alterationUsed(state: SocialState, target: CharacterId, aggressor: CharacterId): boolean {
  return state.rules.loyaltyAlterLimit === 'per_target'
    ? state.alterations.some((a) => a.target === target)
    : state.alterations.some((a) => a.by === aggressor);
}
