import type { ActionOption, ActionView, EngineContext } from '../../engine/contract.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Rejection } from '../../shared/result.ts';
import { skillTable } from '../characters/skills.ts';
import { isRejection } from './access.ts';
import type { SocialCommand } from './commands.ts';
import { buildUpSkills, followThroughSkills } from './emotions.ts';
import type { BuildUpSkill } from './emotions.ts';
import { knownLoyalties, knowsTarget, participantOf } from './knowledge.ts';
import { formatLoyalty, refOf } from './loyalties.ts';
import { planSocialCommand } from './plans.ts';
import type { LeanOnto, Question, SocialParticipant, SocialState } from './types.ts';

/**
 * Every action one participant could take in a Social Call now, each found by checking candidate commands
 * exactly as `decide` would: the accepted ones become options with their odds, the first refusal is the reason.
 */

/**
 * Text the GM fills in: an option whose command holds it (an agenda's words, a new Loyalty, a subject to ask
 * about, a new identity) is a template; `decide` accepts it as it stands, and the panel replaces the text.
 */
export const socialPlaceholder = '…';

/** The actions whose options are templates, and the fields of their commands that hold `socialPlaceholder`. */
export const socialTemplates: Readonly<Record<string, readonly string[]>> = {
  'read-room-ask': ['question.subject (when the question is about a subject)'],
  'set-agenda': ['text'],
  'alter-loyalty': ['text', 'change.with (when the change replaces a Loyalty)'],
  'present-identity': ['identity'],
};

interface Candidate {
  readonly label: string;
  readonly command: SocialCommand;
}

function judge(
  ctx: EngineContext,
  state: SocialState,
  spec: Pick<ActionSpec, 'action' | 'label' | 'rule'>,
  candidates: readonly Candidate[],
  none: string,
): ActionView<SocialCommand> {
  const options: ActionOption<SocialCommand>[] = [];
  let refusal: Rejection | null = null;
  for (const { label, command } of candidates) {
    const planned = planSocialCommand(ctx, state, command);
    if (isRejection(planned)) refusal ??= planned;
    else options.push({ label, command, odds: planned.odds });
  }
  const available = options.length > 0;
  const reason = available ? null : (refusal?.message ?? none);
  return { action: spec.action, label: spec.label, available, reason, options, rule: spec.rule };
}

/** The people on other sides still in the call, those the actor knows as targets first. */
function others(state: SocialState, actor: SocialParticipant): SocialParticipant[] {
  const list = state.participants.filter((p) => p.present && p.side !== actor.side);
  return [...list].sort(
    (a, b) => Number(knowsTarget(state, actor.id, b.id)) - Number(knowsTarget(state, actor.id, a.id)),
  );
}

/** No Lean Onto, then each of the actor's own Loyalties, then each known Loyalty of the target (COT-SOC-4). */
function leanVariants(ctx: EngineContext, state: SocialState, actor: CharacterId, target: CharacterId) {
  const none: { lean: LeanOnto | undefined; words: string }[] = [{ lean: undefined, words: '' }];
  if (state.rules.leanOntoPerRoll < 1) return none;
  const own = Object.hasOwn(ctx.characters, actor) ? (ctx.characters[actor]?.loyalties ?? []) : [];
  const leans = [
    ...own.map((l) => ({ ...refOf(l), of: actor })),
    ...knownLoyalties(state, actor, target).map((l) => ({ ...refOf(l), of: target })),
  ];
  return [
    ...none,
    ...leans.map((lean) => ({
      lean,
      words: `, leaning onto ${lean.of === actor ? '' : `${ctx.names(target)}'s `}${formatLoyalty(lean)}`,
    })),
  ];
}

const withLean = <C extends object>(command: C, lean: LeanOnto | undefined): C =>
  lean ? { ...command, leanOnto: lean } : command;

function readRoomCandidates(
  ctx: EngineContext,
  state: SocialState,
  actor: SocialParticipant,
  asking: boolean,
) {
  return others(state, actor).flatMap((t) => {
    const name = ctx.names(t.id);
    const questions: { question: Question | undefined; words: string }[] = asking
      ? [
          { question: { kind: 'prime' }, words: `Ask ${name}'s Prime Loyalty` },
          { question: { kind: 'impeding' }, words: `Ask what stands in the way of the agenda on ${name}` },
          {
            question: { kind: 'subject', subject: socialPlaceholder },
            words: `Ask how ${name} feels about ${socialPlaceholder}`,
          },
        ]
      : [{ question: undefined, words: `Read the room: is ${name} the target?` }];
    return questions.flatMap(({ question, words }) =>
      leanVariants(ctx, state, actor.id, t.id).map(({ lean, words: leaning }) => ({
        label: `${words}${leaning}`,
        command: withLean(
          {
            type: 'social/read-room',
            actor: actor.id,
            target: t.id,
            ...(question ? { question } : {}),
          } as const,
          lean,
        ),
      })),
    );
  });
}

function alterCandidates(ctx: EngineContext, state: SocialState, actor: SocialParticipant): Candidate[] {
  return others(state, actor).flatMap((t) => {
    const sheet = Object.hasOwn(ctx.characters, t.id) ? ctx.characters[t.id] : undefined;
    const name = ctx.names(t.id);
    return (sheet?.loyalties ?? [])
      .filter((l) => !l.prime)
      .flatMap((l): Candidate[] => [
        {
          label: `Agenda: make ${formatLoyalty(l)} ${name}'s Prime Loyalty`,
          command: {
            type: 'social/set-agenda',
            actor: actor.id,
            target: t.id,
            text: `Make ${formatLoyalty(l)} ${name}'s Prime Loyalty`,
            change: { kind: 'swap', loyalty: refOf(l) },
          },
        },
        {
          label: `Agenda: replace ${name}'s ${formatLoyalty(l)}`,
          command: {
            type: 'social/set-agenda',
            actor: actor.id,
            target: t.id,
            text: socialPlaceholder,
            change: {
              kind: 'replace',
              loyalty: refOf(l),
              with: { relation: socialPlaceholder, subject: socialPlaceholder },
            },
          },
        },
      ]);
  });
}

function buildUpCandidates(
  ctx: EngineContext,
  state: SocialState,
  actor: SocialParticipant,
  skill: BuildUpSkill,
) {
  return others(state, actor).flatMap((t) =>
    leanVariants(ctx, state, actor.id, t.id).map(({ lean, words }) => ({
      label: `Build Up ${ctx.names(t.id)} with ${skillTable[skill].label}${words}`,
      command: withLean({ type: 'social/build-up', actor: actor.id, target: t.id, skill } as const, lean),
    })),
  );
}

function followThroughCandidates(
  ctx: EngineContext,
  state: SocialState,
  actor: SocialParticipant,
): Candidate[] {
  return others(state, actor).flatMap((t) =>
    followThroughSkills.flatMap((skill) =>
      leanVariants(ctx, state, actor.id, t.id).map(({ lean, words }) => ({
        label: `Follow Through on ${ctx.names(t.id)} with ${skillTable[skill].label}${words}`,
        command: withLean(
          { type: 'social/follow-through', actor: actor.id, target: t.id, skill } as const,
          lean,
        ),
      })),
    ),
  );
}

function leanIntoCandidates(ctx: EngineContext, state: SocialState, actor: SocialParticipant): Candidate[] {
  return others(state, actor).flatMap((t) => {
    const sheet = Object.hasOwn(ctx.characters, t.id) ? ctx.characters[t.id] : undefined;
    const name = ctx.names(t.id);
    return followThroughSkills.flatMap((skill) =>
      (sheet?.loyalties ?? []).map((l) => ({
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

function agendaCandidates(ctx: EngineContext, state: SocialState, actor: SocialParticipant): Candidate[] {
  return others(state, actor).map((t) => ({
    label: `Set an agenda on ${ctx.names(t.id)}`,
    command: { type: 'social/set-agenda', actor: actor.id, target: t.id, text: socialPlaceholder },
  }));
}

function identityCandidates(_ctx: EngineContext, _state: SocialState, actor: SocialParticipant): Candidate[] {
  const command = {
    type: 'social/present-identity',
    character: actor.id,
    identity: socialPlaceholder,
  } as const;
  return [{ label: 'Present another identity', command }];
}

/** One action of the view: its key, its words, its rule, how to find its candidates, and the words for none. */
interface ActionSpec {
  readonly action: string;
  readonly label: string;
  readonly rule: string;
  readonly candidates: (ctx: EngineContext, state: SocialState, actor: SocialParticipant) => Candidate[];
  readonly none?: string;
}

const actionSpecs: readonly ActionSpec[] = [
  {
    action: 'read-room-find',
    label: 'Read Room (find the target)',
    rule: 'COT-SOC-7',
    candidates: (ctx, state, actor) => readRoomCandidates(ctx, state, actor, false),
  },
  {
    action: 'read-room-ask',
    label: 'Read Room (ask about a Loyalty)',
    rule: 'COT-SOC-8',
    candidates: (ctx, state, actor) => readRoomCandidates(ctx, state, actor, true),
  },
  { action: 'set-agenda', label: 'Set an agenda', rule: 'COT-SOC-9', candidates: agendaCandidates },
  {
    action: 'alter-loyalty',
    label: 'Alter a Loyalty (as the agenda)',
    rule: 'COT-SOC-2',
    candidates: alterCandidates,
    none: 'Nobody on another side has an ordinary Loyalty to alter',
  },
  ...buildUpSkills.map((skill) => ({
    action: `build-up-${skill}`,
    label: `Build Up (${skillTable[skill].label})`,
    rule: 'COT-SOC-10',
    candidates: (ctx: EngineContext, state: SocialState, actor: SocialParticipant) =>
      buildUpCandidates(ctx, state, actor, skill),
  })),
  {
    action: 'follow-through',
    label: 'Follow Through',
    rule: 'COT-SOC-12',
    candidates: followThroughCandidates,
  },
  {
    action: 'lean-into',
    label: 'Lean Into (the target denies the Follow Through)',
    rule: 'COT-SOC-5',
    candidates: leanIntoCandidates,
    none: 'The target has no Loyalty to Lean Into',
  },
  {
    action: 'present-identity',
    label: 'Present another identity',
    rule: 'COT-CHAR-8',
    candidates: identityCandidates,
  },
];

/** Every action `actorId` could take now, with the reason it cannot and its ready-made options and odds. */
export function socialActions(
  ctx: EngineContext,
  state: SocialState,
  actorId: CharacterId,
): ActionView<SocialCommand>[] {
  const actor = participantOf(state, actorId);
  if (!actor) return [];
  return actionSpecs.map((spec) =>
    judge(
      ctx,
      state,
      spec,
      spec.candidates(ctx, state, actor),
      spec.none ?? 'Nobody on another side is in the call',
    ),
  );
}
