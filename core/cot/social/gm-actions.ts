import type { ActionView } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { SocialCommand } from './commands.ts';
import { formatLoyalty, primeOf, refOf, sameLoyalty } from './loyalties.ts';
import type { LoyaltyRef, SocialParticipant, SocialState } from './types.ts';
import { judge, sheetIn } from './view-judge.ts';
import type { Candidate } from './view-judge.ts';

/**
 * What the GM does in a Social Call outside anyone's turn, with no words to type: telling someone who the target
 * is (Mark research, the story: COT-SOC-9) and ruling that a target already knows someone's presented identity
 * (COT-D-13). Each is checked as `decide` checks it, so the board offers only what the rules accept.
 */

const present = (state: SocialState): SocialParticipant[] => state.participants.filter((p) => p.present);

const pairs = (state: SocialState): [SocialParticipant, SocialParticipant][] =>
  present(state).flatMap((a) =>
    present(state)
      .filter((b) => b.side !== a.side)
      .map((b): [SocialParticipant, SocialParticipant] => [a, b]),
  );

function revealTargetCandidates(ctx: EngineContext, state: SocialState): Candidate[] {
  return pairs(state).map(([learner, target]) => ({
    label: `Tell ${ctx.names(learner.id)} that ${ctx.names(target.id)} is the target`,
    command: { type: 'social/reveal-target', target: target.id, learner: learner.id },
  }));
}

function revealIdentityCandidates(ctx: EngineContext, state: SocialState): Candidate[] {
  return pairs(state).map(([target, who]) => ({
    label: `${ctx.names(target.id)} already knows ${ctx.names(who.id)} as "${who.identity}"`,
    command: { type: 'social/reveal-identity', target: target.id, character: who.id },
  }));
}

/** The GM's rulings that take no turn, each with its options, or the reason there are none. */
export function socialGmActions(ctx: EngineContext, state: SocialState): ActionView<SocialCommand>[] {
  return [
    judge(
      ctx,
      state,
      { action: 'reveal-target', label: 'Reveal a target', rule: 'COT-SOC-9' },
      revealTargetCandidates(ctx, state),
      'Nobody is in the call on two sides',
    ),
    judge(
      ctx,
      state,
      { action: 'reveal-identity', label: 'A target knows someone', rule: 'COT-CHAR-8' },
      revealIdentityCandidates(ctx, state),
      'Nobody is in the call on two sides',
    ),
  ];
}

/** A Loyalty change an agenda on this target may seek (COT-SOC-2, COT-D-89), as the agenda form lists it. */
export interface AgendaChangeChoice {
  readonly kind: 'swap' | 'replace';
  readonly loyalty: LoyaltyRef;
  readonly label: string;
}

/**
 * COT-SOC-2, COT-D-89: the changes an agenda may seek on `target`: swap each ordinary Loyalty with the Prime, or
 * replace it with a new one (the form asks for its words). The Prime is never replaced directly.
 */
export function agendaChangeChoices(ctx: EngineContext, target: CharacterId): AgendaChangeChoice[] {
  const held = sheetIn(ctx, target)?.loyalties ?? [];
  const prime = primeOf(held);
  const name = ctx.names(target);
  return held
    .filter((l) => !l.prime)
    .flatMap((l): AgendaChangeChoice[] => [
      {
        kind: 'swap',
        loyalty: refOf(l),
        label: `Swap ${formatLoyalty(l)} with ${name}'s Prime${prime ? ` (${formatLoyalty(prime)})` : ''}`,
      },
      { kind: 'replace', loyalty: refOf(l), label: `Replace ${name}'s ${formatLoyalty(l)} with…` },
    ]);
}

/** An agenda the GM may judge (COT-SOC-5, COT-SOC-8 c): the target's Loyalties, those now judged in its way marked. */
export interface JudgeChoice {
  readonly side: string;
  readonly target: CharacterId;
  /** "Crew's agenda on Dolan: leave the back door open". */
  readonly label: string;
  readonly loyalties: readonly {
    readonly ref: LoyaltyRef;
    readonly words: string;
    readonly impeding: boolean;
  }[];
}

/**
 * COT-SOC-5, COT-SOC-8 (c): every agenda still being pushed on someone still in the call, with the Loyalties the
 * GM may judge to stand in its way. Lean Into and the "what stands in the way" question read the judgement.
 */
export function judgeChoices(ctx: EngineContext, state: SocialState): JudgeChoice[] {
  if (state.ended !== null) return [];
  return state.agendas
    .filter((a) => !a.achieved && present(state).some((p) => p.id === a.target))
    .map((a) => ({
      side: a.side,
      target: a.target,
      label: `${ctx.names(a.side)}'s agenda on ${ctx.names(a.target)}: ${a.text}`,
      loyalties: (sheetIn(ctx, a.target)?.loyalties ?? []).map((l) => ({
        ref: refOf(l),
        words: formatLoyalty(l),
        impeding: a.impeding.some((ref) => sameLoyalty(ref, l)),
      })),
    }));
}
