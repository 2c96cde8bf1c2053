import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { skillTable } from '../characters/index.ts';
import { followThroughSkills } from './emotions.ts';
import type { BuildUpSkill } from './emotions.ts';
import { knownLoyalties, knowsTarget } from './knowledge.ts';
import { findLoyalty, formatLoyalty, refOf } from './loyalties.ts';
import { leanOntoNeedsKnowledge } from './settings.ts';
import type { LeanOnto, LoyaltyChange, Question, SocialParticipant, SocialState } from './types.ts';
import { sheetIn } from './view-judge.ts';
import type { Candidate } from './view-judge.ts';

/**
 * The candidate commands of each action a participant could take in a Social Call: every target, skill,
 * question and Lean Onto spelled out, ready to be checked as `decide` checks them. Nothing here is free text:
 * each candidate is a command the GM can send as it stands.
 */

/** The people on other sides still in the call, those the actor knows as targets first. */
export function others(state: SocialState, actor: SocialParticipant): SocialParticipant[] {
  const list = state.participants.filter((p) => p.present && p.side !== actor.side);
  return [...list].sort(
    (a, b) => Number(knowsTarget(state, actor.id, b.id)) - Number(knowsTarget(state, actor.id, a.id)),
  );
}

/** The Lean Onto fields of a command, and their words in its label. */
interface LeanVariant {
  readonly fields: { readonly leanOnto?: LeanOnto; readonly defenderLeanOnto?: LeanOnto };
  readonly words: string;
}

/**
 * COT-SOC-4: no Lean Onto; then each of the actor's own Loyalties; each Loyalty of the target the actor knows
 * of; for the target's defence, each of its own Loyalties and each of the actor's it knows of. At a table with
 * `lean_onto_others = held` (COT-D-70) each side may lean onto any of the other's Loyalties, known or not.
 * Each option carries one Lean Onto, the actor's or the defender's: the rules let both lean on the same roll
 * (`socialActionOdds` gives those odds), but the lists stay short enough to read at the table.
 */
export function leanVariants(
  ctx: EngineContext,
  state: SocialState,
  actor: CharacterId,
  target: CharacterId,
): LeanVariant[] {
  const none: LeanVariant[] = [{ fields: {}, words: '' }];
  if (state.rules.leanOntoPerRoll < 1) return none;
  const name = ctx.names(target);
  const held = (who: CharacterId) => sheetIn(ctx, who)?.loyalties ?? [];
  const own = held(actor).map((l) => ({ ...refOf(l), of: actor }));
  const needsKnowledge = leanOntoNeedsKnowledge(state.rules);
  const othersOf = (leaner: CharacterId, other: CharacterId) =>
    (needsKnowledge ? knownLoyalties(state, leaner, other) : held(other)).map((l) => ({
      ...refOf(l),
      of: other,
    }));
  const known = othersOf(actor, target);
  const defence = held(target).map((l) => ({ ...refOf(l), of: target }));
  const counter = othersOf(target, actor);
  return [
    ...none,
    ...own.map((lean) => ({ fields: { leanOnto: lean }, words: `, leaning onto ${formatLoyalty(lean)}` })),
    ...known.map((lean) => ({
      fields: { leanOnto: lean },
      words: `, leaning onto ${name}'s ${formatLoyalty(lean)}`,
    })),
    ...defence.map((lean) => ({
      fields: { defenderLeanOnto: lean },
      words: `, ${name} leaning onto their ${formatLoyalty(lean)}`,
    })),
    ...counter.map((lean) => ({
      fields: { defenderLeanOnto: lean },
      words: `, ${name} leaning onto ${ctx.names(actor)}'s ${formatLoyalty(lean)}`,
    })),
  ];
}

/** Each question with its words, under each Lean Onto. */
function asking(
  ctx: EngineContext,
  state: SocialState,
  actor: SocialParticipant,
  questions: (name: string) => readonly { question: Question | undefined; words: string }[],
): Candidate[] {
  return others(state, actor).flatMap((t) =>
    questions(ctx.names(t.id)).flatMap(({ question, words }) =>
      leanVariants(ctx, state, actor.id, t.id).map((lean) => ({
        label: `${words}${lean.words}`,
        command: {
          type: 'social/read-room',
          actor: actor.id,
          target: t.id,
          ...(question ? { question } : {}),
          ...lean.fields,
        },
      })),
    ),
  );
}

/** COT-SOC-7: is this one the target? */
export function findCandidates(ctx: EngineContext, state: SocialState, actor: SocialParticipant) {
  return asking(ctx, state, actor, (name) => [
    { question: undefined, words: `Read the room: is ${name} the target?` },
  ]);
}

/** COT-SOC-8, COT-D-74 (a) and (c): the Prime Loyalty, or what stands in the way of the agenda. */
export function askCandidates(ctx: EngineContext, state: SocialState, actor: SocialParticipant) {
  return asking(ctx, state, actor, (name) => [
    { question: { kind: 'prime' }, words: `Ask ${name}'s Prime Loyalty` },
    { question: { kind: 'impeding' }, words: `Ask what stands in the way of the agenda on ${name}` },
  ]);
}

/**
 * The subjects a Read Room may ask about (COT-D-74 b): every subject of a Loyalty held by someone in the call,
 * once each. A subject nobody here holds a Loyalty to can only be answered "none", so the list loses nothing,
 * and it mixes the target's subjects with everyone else's, so it gives none of them away.
 */
export function subjectsInCall(ctx: EngineContext, state: SocialState): string[] {
  const subjects: string[] = [];
  for (const p of state.participants.filter((q) => q.present)) {
    for (const l of sheetIn(ctx, p.id)?.loyalties ?? []) {
      const subject = l.subject.trim();
      if (!subjects.some((s) => s.toLowerCase() === subject.toLowerCase())) subjects.push(subject);
    }
  }
  return subjects;
}

/** COT-SOC-8, COT-D-74 (b): how does the target feel about a subject? */
export function subjectCandidates(ctx: EngineContext, state: SocialState, actor: SocialParticipant) {
  const subjects = subjectsInCall(ctx, state);
  return asking(ctx, state, actor, (name) =>
    subjects.map((subject) => ({
      question: { kind: 'subject', subject } as const,
      words: `Ask how ${name} feels about ${subject}`,
    })),
  );
}

/**
 * COT-SOC-2, COT-SOC-9: agendas that alter a Loyalty of the target, ready-made: swap an ordinary Loyalty with
 * the Prime, or replace one with a Loyalty the actor holds ("make them Devoted: the Crew"). Other words are
 * typed on the board's agenda form.
 */
export function alterCandidates(ctx: EngineContext, state: SocialState, actor: SocialParticipant) {
  const mine = sheetIn(ctx, actor.id)?.loyalties ?? [];
  return others(state, actor).flatMap((t) => {
    const held = sheetIn(ctx, t.id)?.loyalties ?? [];
    const name = ctx.names(t.id);
    const agenda = (text: string, change: LoyaltyChange): Candidate => ({
      label: `Agenda: ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
      command: { type: 'social/set-agenda', actor: actor.id, target: t.id, text, change } as const,
    });
    return held
      .filter((l) => !l.prime)
      .flatMap((l): Candidate[] => [
        agenda(`Make ${formatLoyalty(l)} ${name}'s Prime Loyalty`, { kind: 'swap', loyalty: refOf(l) }),
        ...mine
          .filter((m) => !findLoyalty(held, m))
          .map((m) =>
            agenda(`Replace ${name}'s ${formatLoyalty(l)} with ${formatLoyalty(m)}`, {
              kind: 'replace',
              loyalty: refOf(l),
              with: refOf(m),
            }),
          ),
      ]);
  });
}

/** COT-SOC-10: a Build Up with one skill on each target, under each Lean Onto. */
export function buildUpCandidates(
  ctx: EngineContext,
  state: SocialState,
  actor: SocialParticipant,
  skill: BuildUpSkill,
): Candidate[] {
  return others(state, actor).flatMap((t) =>
    leanVariants(ctx, state, actor.id, t.id).map((lean) => ({
      label: `Build Up ${ctx.names(t.id)} with ${skillTable[skill].label}${lean.words}`,
      command: { type: 'social/build-up', actor: actor.id, target: t.id, skill, ...lean.fields },
    })),
  );
}

/** COT-SOC-12: a Follow Through with each of its four skills on each target, under each Lean Onto. */
export function followThroughCandidates(
  ctx: EngineContext,
  state: SocialState,
  actor: SocialParticipant,
): Candidate[] {
  return others(state, actor).flatMap((t) =>
    followThroughSkills.flatMap((skill) =>
      leanVariants(ctx, state, actor.id, t.id).map((lean) => ({
        label: `Follow Through on ${ctx.names(t.id)} with ${skillTable[skill].label}${lean.words}`,
        command: { type: 'social/follow-through', actor: actor.id, target: t.id, skill, ...lean.fields },
      })),
    ),
  );
}

/** COT-SOC-5: a declared Follow Through the target denies by Leaning Into one of its Loyalties. */
export function leanIntoCandidates(
  ctx: EngineContext,
  state: SocialState,
  actor: SocialParticipant,
): Candidate[] {
  return others(state, actor).flatMap((t) => {
    const name = ctx.names(t.id);
    return followThroughSkills.flatMap((skill) =>
      (sheetIn(ctx, t.id)?.loyalties ?? []).map((l) => ({
        label: `Follow Through on ${name} with ${skillTable[skill].label}: ${name} Leans Into ${formatLoyalty(l)} and denies it`,
        command: {
          type: 'social/follow-through',
          actor: actor.id,
          target: t.id,
          skill,
          leanInto: refOf(l),
        } as const,
      })),
    );
  });
}
