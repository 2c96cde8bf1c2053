import type { EngineContext } from '../world/index.ts';
import type { Pool } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { skillPool } from '../characters/index.ts';
import type { Loyalty } from '../characters/index.ts';
import { initiativePool } from '../initiative/index.ts';
import { emotionTable } from './emotions.ts';
import type { EmotionalState, EmotionKind } from './emotions.ts';
import { agendaOf, emotionOf, participantOf } from './knowledge.ts';
import { alteredLoyalty, sameLoyalty } from './loyalties.ts';
import type { Agenda, Alteration, Question, SocialState } from './types.ts';

/**
 * Two views of each target of a Social Call: the GM's, with everything true, and a side's, with only what that
 * side has learned (the crew's knowledge of a target, COT-SOC-7, COT-SOC-8; what it showed of itself).
 */

/** A target's emotional state as the dashboard shows it (COT-SOC-13). */
export interface EmotionView {
  readonly state: EmotionalState;
  readonly label: string;
  readonly kind: EmotionKind;
  readonly meaning: string;
  readonly setter: { readonly character: CharacterId; readonly name: string; readonly identity: string };
}

/** Who the target knows, as whom, and which questions it overheard (COT-D-13). */
export interface KnownPresenter {
  readonly character: CharacterId;
  readonly name: string;
  readonly identity: string;
  /** The target knows this presented identity (not only a question asked by it). */
  readonly knowsIdentity: boolean;
  readonly questions: readonly Question[];
}

export interface GmTargetView {
  readonly id: CharacterId;
  readonly name: string;
  readonly side: string;
  readonly present: boolean;
  readonly trueIdentity: string;
  readonly presentedIdentity: string;
  /** Every Loyalty, the Prime marked (COT-SOC-1). */
  readonly loyalties: readonly Loyalty[];
  /** The It + Size Up pool it defends with (COT-SOC-7..12) and rolls for initiative (COT-INIT-2). */
  readonly sizeUpPool: Pool | null;
  readonly emotion: EmotionView | null;
  /** Every agenda pushed on it, with the GM's judgement of what stands in the way. */
  readonly agendas: readonly (Agenda & { readonly altering: Loyalty | null })[];
  /** Who knows it is the target. */
  readonly knownBy: readonly {
    readonly learner: CharacterId;
    readonly name: string;
    readonly side: string;
  }[];
  readonly knows: readonly KnownPresenter[];
  /** Loyalties altered in this call (COT-SOC-2). */
  readonly altered: readonly Alteration[];
}

function emotionView(ctx: EngineContext, state: SocialState, target: CharacterId): EmotionView | null {
  const emotion = emotionOf(state, target);
  if (!emotion) return null;
  const info = emotionTable[emotion.state];
  const setter = { ...emotion.setter, name: ctx.names(emotion.setter.character) };
  return { state: emotion.state, label: info.label, kind: info.kind, meaning: info.meaning, setter };
}

function knows(ctx: EngineContext, state: SocialState, target: CharacterId): KnownPresenter[] {
  const result: KnownPresenter[] = [];
  for (const l of state.learned.filter((entry) => entry.target === target)) {
    const { character, identity } = l.about;
    const index = result.findIndex((k) => k.character === character && k.identity === identity);
    const known = result[index] ?? {
      character,
      name: ctx.names(character),
      identity,
      knowsIdentity: false,
      questions: [],
    };
    const next =
      l.question === null
        ? { ...known, knowsIdentity: true }
        : { ...known, questions: [...known.questions, l.question] };
    if (index < 0) result.push(next);
    else result[index] = next;
  }
  return result;
}

const sheet = (ctx: EngineContext, id: CharacterId) =>
  Object.hasOwn(ctx.characters, id) ? ctx.characters[id] : undefined;

/** The target as the GM sees it: everything true. */
export function gmTargetView(
  ctx: EngineContext,
  state: SocialState,
  target: CharacterId,
): GmTargetView | null {
  const p = participantOf(state, target);
  if (!p) return null;
  const character = sheet(ctx, target);
  const loyalties = character?.loyalties ?? [];
  return {
    id: target,
    name: ctx.names(target),
    side: p.side,
    present: p.present,
    trueIdentity: character?.trueIdentity ?? '',
    presentedIdentity: p.identity,
    loyalties,
    sizeUpPool: character ? skillPool(character, 'sizeUp') : null,
    emotion: emotionView(ctx, state, target),
    agendas: state.agendas
      .filter((a) => a.target === target)
      .map((a) => {
        const ref = a.change ? alteredLoyalty(loyalties, a.change) : null;
        return { ...a, altering: (ref && loyalties.find((l) => sameLoyalty(l, ref))) ?? null };
      }),
    knownBy: state.found
      .filter((f) => f.target === target)
      .map((f) => ({ learner: f.learner, name: ctx.names(f.learner), side: f.side })),
    knows: knows(ctx, state, target),
    altered: state.alterations.filter((a) => a.target === target),
  };
}

/** One answer a side's Read Room got (COT-SOC-8). */
export interface LearnedAnswer {
  readonly learner: CharacterId;
  readonly question: Question;
  readonly answer: readonly Loyalty[];
}

export interface SideTargetView {
  readonly id: CharacterId;
  readonly name: string;
  /** The face it shows (COT-CHAR-8); its true identity is never part of a side's view. */
  readonly presentedIdentity: string;
  /** Whether someone on the side knows it is the target (COT-SOC-7, COT-SOC-9). */
  readonly identified: boolean;
  /** The Loyalties the side learned of, each once (COT-SOC-8). */
  readonly loyalties: readonly Loyalty[];
  readonly answers: readonly LearnedAnswer[];
  /** The state the table saw set. */
  readonly emotion: EmotionView | null;
  /** The side's own agenda on it; the GM's judgement of what impedes it is not shown. */
  readonly agenda: {
    readonly text: string;
    readonly change: Agenda['change'];
    readonly achieved: boolean;
  } | null;
  /** What it learned of the side's members when their rolls failed (COT-SOC-7, COT-SOC-8). */
  readonly knowsOfUs: readonly KnownPresenter[];
  /** Whether a Loyalty of it was altered this call (COT-SOC-2). */
  readonly alteredThisCall: boolean;
}

/**
 * The target as one side knows it: everything any member learned (under `social_knowledge = character` each
 * answer still names its learner, who alone may use it).
 */
export function sideTargetView(
  ctx: EngineContext,
  state: SocialState,
  target: CharacterId,
  side: string,
): SideTargetView | null {
  const p = participantOf(state, target);
  if (!p) return null;
  const members = new Set(state.participants.filter((m) => m.side === side).map((m) => m.id));
  const answers = state.discoveries
    .filter((d) => d.target === target && members.has(d.learner))
    .map((d) => ({ learner: d.learner, question: d.question, answer: d.answer }));
  const loyalties: Loyalty[] = [];
  for (const a of answers)
    for (const l of a.answer) if (!loyalties.some((k) => sameLoyalty(k, l))) loyalties.push(l);
  const agenda = agendaOf(state, side, target);
  return {
    id: target,
    name: ctx.names(target),
    presentedIdentity: p.identity,
    identified: state.found.some((f) => f.target === target && members.has(f.learner)),
    loyalties,
    answers,
    emotion: emotionView(ctx, state, target),
    agenda: agenda ? { text: agenda.text, change: agenda.change, achieved: agenda.achieved } : null,
    knowsOfUs: knows(ctx, state, target).filter((k) => members.has(k.character)),
    alteredThisCall: state.alterations.some((a) => a.target === target),
  };
}

/** Who is in the call, as whom, and the initiative pool each rolls (It + Size Up, COT-INIT-2). */
export interface SocialParticipantView {
  readonly id: CharacterId;
  readonly name: string;
  readonly side: string;
  readonly presentedIdentity: string;
  readonly present: boolean;
  readonly initiativePool: Pool | null;
}

export function socialParticipants(ctx: EngineContext, state: SocialState): SocialParticipantView[] {
  return state.participants.map((p) => {
    const character = sheet(ctx, p.id);
    return {
      id: p.id,
      name: ctx.names(p.id),
      side: p.side,
      presentedIdentity: p.identity,
      present: p.present,
      initiativePool: character ? initiativePool(character, 'social') : null,
    };
  });
}
