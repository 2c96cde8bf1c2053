import type { CharacterId } from '../../shared/ids.ts';
import { absent, mustAll, mustBeDistinct } from '../../shared/references.ts';
import { unreachable } from '../../shared/result.ts';
import type { EmotionalState } from './emotions.ts';
import type { SocialEvent } from './events.ts';
import { agendaOf, mustParticipant, samePresenter } from './knowledge.ts';
import type { Presenter, Question, SocialState, TargetFound } from './types.ts';

/** Folds Social Call events into its state: no dice, no sheets, no clock. */

function addFound(state: SocialState, found: TargetFound): SocialState {
  const known = state.found.some((f) => f.target === found.target && f.learner === found.learner);
  return known ? state : { ...state, found: [...state.found, found] };
}

/** The target learns an identity (question null) or a question asked by that identity (COT-SOC-7, COT-SOC-8). */
function learn(
  state: SocialState,
  target: CharacterId,
  about: Presenter,
  question: Question | null,
): SocialState {
  const known = state.learned.some(
    (l) =>
      l.target === target &&
      samePresenter(l.about, about) &&
      JSON.stringify(l.question) === JSON.stringify(question),
  );
  return known ? state : { ...state, learned: [...state.learned, { target, about, question }] };
}

function setEmotion(
  state: SocialState,
  target: CharacterId,
  emotion: EmotionalState | null,
  setter: Presenter,
) {
  const others = state.emotions.filter((e) => e.target !== target);
  return { ...state, emotions: emotion === null ? others : [...others, { target, state: emotion, setter }] };
}

function updateAgenda(
  state: SocialState,
  side: string,
  target: CharacterId,
  change: (agenda: SocialState['agendas'][number]) => SocialState['agendas'][number],
): SocialState {
  if (!agendaOf(state, side, target)) throw new Error(`Side ${side} pushes no agenda on ${target}`);
  return {
    ...state,
    agendas: state.agendas.map((a) => (a.side === side && a.target === target ? change(a) : a)),
  };
}

function applyRoomRead(
  state: SocialState,
  event: Extract<SocialEvent, { type: 'social/room-read' }>,
): SocialState {
  const actor = mustParticipant(state, event.actor);
  mustParticipant(state, event.target);
  const about = { character: event.actor, identity: event.identity };
  let next = state;
  if (event.question === null)
    next = addFound(next, { target: event.target, learner: actor.id, side: actor.side }); // COT-SOC-7
  if (event.question !== null && event.answer !== null) {
    const discovery = {
      target: event.target,
      learner: actor.id,
      side: actor.side,
      question: event.question,
      answer: event.answer,
    };
    next = { ...next, discoveries: [...next.discoveries, discovery] }; // COT-SOC-8
  }
  if (event.targetLearnsIdentity) next = learn(next, event.target, about, null);
  if (event.targetLearnsQuestion) next = learn(next, event.target, about, event.question);
  return next;
}

function applyFollowedThrough(
  state: SocialState,
  event: Extract<SocialEvent, { type: 'social/followed-through' }>,
): SocialState {
  const actor = mustParticipant(state, event.actor);
  mustParticipant(state, event.target);
  const setter = { character: event.actor, identity: event.identity };
  let next = state;
  if (event.success) {
    next = updateAgenda(next, actor.side, event.target, (a) => ({ ...a, achieved: true })); // COT-SOC-12
    const kept = next.emotions.find((e) => e.target === event.target);
    if (event.state === null || !kept) next = setEmotion(next, event.target, null, setter); // COT-D-77
  } else {
    next = setEmotion(next, event.target, event.state, setter); // COT-SOC-12: the negative state of the skill
  }
  if (event.change) {
    const alteration = { target: event.target, by: event.actor, change: event.change };
    next = { ...next, alterations: [...next.alterations, alteration] }; // COT-SOC-2
  }
  return event.targetLearnsIdentity ? learn(next, event.target, setter, null) : next;
}

function applyAgendaSet(state: SocialState, event: Extract<SocialEvent, { type: 'social/agenda-set' }>) {
  mustParticipant(state, event.actor);
  mustParticipant(state, event.target);
  const { target, side, actor: setBy, text, change } = event;
  const others = state.agendas.filter((a) => a.side !== side || a.target !== target);
  return {
    ...state,
    agendas: [...others, { target, side, setBy, text, change, impeding: [], achieved: false }],
  }; // COT-SOC-9
}

function applyBuiltUp(state: SocialState, event: Extract<SocialEvent, { type: 'social/built-up' }>) {
  mustParticipant(state, event.actor);
  mustParticipant(state, event.target);
  const setter = { character: event.actor, identity: event.identity };
  const next = setEmotion(state, event.target, event.state, setter); // COT-SOC-10, COT-SOC-11
  return event.targetLearnsIdentity ? learn(next, event.target, setter, null) : next;
}

/**
 * A call as it starts names nothing it does not hold: each participant once, and every target found, and who
 * found it, among them, on one of their sides.
 */
function checkStart(event: Extract<SocialEvent, { type: 'social/started' }>): void {
  mustBeDistinct(
    event.participants.map((p) => p.id),
    'the participants',
  );
  const present = (id: string) => event.participants.some((p) => p.id === id);
  mustAll(
    event.found.flatMap((f) => [f.target, f.learner]),
    present,
    'who is not in this Social Call',
  );
  for (const found of event.found) side(event.participants, found.side);
}

function side(participants: readonly { readonly side: string }[], id: string): void {
  if (!participants.some((p) => p.side === id)) throw absent(id, 'which is no side of this Social Call');
}

/** An opposed social roll (a Read Room, a Build Up, a Follow Through). */
type Contest = Pick<
  Extract<SocialEvent, { type: 'social/room-read' }>,
  'actor' | 'target' | 'roll' | 'defence'
>;

/** The rolls of a contest are the actor's and the target's own (COT-DICE-8). */
function checkContest(state: SocialState, event: Contest): void {
  mustParticipant(state, event.actor);
  mustParticipant(state, event.target);
  if (event.roll && event.roll.roller !== event.actor)
    throw absent(event.roll.roller, 'who is not the actor');
  if (event.defence && event.defence.roller !== event.target)
    throw absent(event.defence.roller, 'who is not the target');
}

function started(event: Extract<SocialEvent, { type: 'social/started' }>): SocialState {
  return {
    rules: event.rules,
    participants: event.participants,
    found: event.found,
    discoveries: [],
    learned: [],
    emotions: [],
    agendas: [],
    alterations: [],
    ended: null,
  };
}

/**
 * Applies one event; `null` before the call starts.
 * @throws Error for an event that does not fit: a second start, an event before the start, an unknown
 *   participant, a judgement of an agenda nobody set.
 */
export function applySocial(state: SocialState | null, event: SocialEvent): SocialState {
  if (event.type === 'social/started') {
    if (state !== null) throw new Error('This Social Call has already started');
    checkStart(event);
    return started(event);
  }
  if (state === null) throw new Error(`${event.type} arrived before the Social Call started`);
  return applyTo(state, event);
}

function applyTo(state: SocialState, event: Exclude<SocialEvent, { type: 'social/started' }>): SocialState {
  if (
    event.type === 'social/room-read' ||
    event.type === 'social/built-up' ||
    event.type === 'social/followed-through'
  )
    checkContest(state, event);
  if (event.type === 'social/agenda-set' || event.type === 'social/target-revealed')
    side(state.participants, event.side);
  switch (event.type) {
    case 'social/room-read':
      return applyRoomRead(state, event);
    case 'social/agenda-set':
      return applyAgendaSet(state, event);
    case 'social/agenda-judged':
      return updateAgenda(state, event.side, event.target, (a) => ({ ...a, impeding: event.impeding }));
    case 'social/built-up':
      return applyBuiltUp(state, event);
    case 'social/followed-through':
      return applyFollowedThrough(state, event);
    case 'social/identity-presented':
      mustParticipant(state, event.character);
      return {
        ...state,
        participants: state.participants.map((p) =>
          p.id === event.character ? { ...p, identity: event.identity } : p,
        ),
      };
    case 'social/target-revealed':
      mustParticipant(state, event.target);
      mustParticipant(state, event.learner);
      return addFound(state, { target: event.target, learner: event.learner, side: event.side });
    case 'social/identity-revealed':
      mustParticipant(state, event.target);
      mustParticipant(state, event.character);
      return learn(state, event.target, { character: event.character, identity: event.identity }, null);
    case 'social/joined': {
      const others = state.participants.filter((p) => p.id !== event.participant.id);
      return { ...state, participants: [...others, event.participant] };
    }
    case 'social/left':
      mustParticipant(state, event.id);
      return {
        ...state,
        participants: state.participants.map((p) => (p.id === event.id ? { ...p, present: false } : p)),
      };
    case 'social/ended':
      return { ...state, ended: event.summary };
    default:
      return unreachable(event);
  }
}

/** The state a log of events builds. */
export function replaySocial(events: readonly SocialEvent[]): SocialState | null {
  return events.reduce<SocialState | null>(applySocial, null);
}
