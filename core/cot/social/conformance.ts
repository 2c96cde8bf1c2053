import type { Dice } from '../../dice/dice.ts';
import type { ActorId, ConformanceOutcome } from '../../engine/index.ts';
import type { EngineConformance, EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { between, createSheet, sampleSheet } from '../characters/index.ts';
import type { Loyalty } from '../characters/index.ts';
import type { SocialCommand, SocialSetup } from './commands.ts';
import { buildUpSkills } from './emotions.ts';
import type { SocialEvent } from './events.ts';
import { participantOf } from './knowledge.ts';
import type { SocialParticipant, SocialState } from './types.ts';
import {
  alterCandidates,
  askCandidates,
  buildUpCandidates,
  findCandidates,
  followThroughCandidates,
  leanIntoCandidates,
  subjectCandidates,
} from './view-candidates.ts';

/**
 * The Social Call in the conformance suite: the crew and the people they talk to, each with Loyalties, on two
 * sides, some targets known from the start; every Read Room, agenda, Build Up and Follow Through the view's
 * builders make for the actor, the same made as if the actor stood on every other side (aimed at their own side
 * then), a Con Follow Through (TV-COT-SOC-12-d); and which row of a contest's odds a roll came to.
 */

const socialSkills = ['sizeUp', 'intimidate', 'con', 'impress', 'manipulate', 'convince'] as const;
const npcLoyalties: readonly (readonly Loyalty[])[] = [
  [{ relation: 'Devoted', subject: 'the Boss', prime: true }],
  [
    { relation: 'Greedy', subject: 'Money', prime: true },
    { relation: 'Fearful', subject: 'the Police', prime: false },
  ],
  [
    { relation: 'Loyal', subject: 'the Family', prime: true },
    { relation: 'Hatred', subject: 'the Crew', prime: false },
  ],
];

function sample(dice: Dice) {
  const top = between(dice, 1, 3); // ratings of this sample's sheets: 1 makes pools of a die or two
  const crew = Array.from({ length: between(dice, 1, 2) }, (_, n) =>
    sampleSheet(dice, {
      top,
      id: `crew-${n + 1}`,
      kind: 'crew',
      name: `Crew ${n + 1}`,
      skills: socialSkills,
    }),
  );
  const marks = Array.from({ length: between(dice, 1, 2) }, (_, n) =>
    sampleSheet(dice, {
      top,
      id: `mark-${n + 1}`,
      kind: 'npc',
      name: `Mark ${n + 1}`,
      skills: socialSkills,
      loyalties: npcLoyalties[dice.roll(npcLoyalties.length) - 1]!,
    }),
  );
  const participants = [
    ...crew.map((c) => ({ characterId: c.id, side: 'crew', zone: '' })),
    ...marks.map((c) => ({ characterId: c.id, side: 'them', zone: '' })),
  ];
  const known = dice.roll(2) === 1 ? [{ target: marks[0]!.id, learner: crew[0]!.id }] : [];
  return {
    campaign: [...crew, ...marks].map(createSheet),
    name: 'Drinks with the fence',
    draft: {
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'them', label: 'The fence’s people', crew: false },
      ],
      participants,
      spotId: null,
    },
    setup: {
      participants: participants.map((p) => ({ id: p.characterId, side: p.side })),
      ...(known.length > 0 ? { known } : {}),
    },
  };
}

/** Every candidate of every action the view lists, for `actor` as they stand. */
function builders(ctx: EngineContext, state: SocialState, actor: SocialParticipant): SocialCommand[] {
  return [
    ...findCandidates(ctx, state, actor),
    ...askCandidates(ctx, state, actor),
    ...subjectCandidates(ctx, state, actor),
    ...alterCandidates(ctx, state, actor),
    ...buildUpSkills.flatMap((skill) => buildUpCandidates(ctx, state, actor, skill)),
    ...followThroughCandidates(ctx, state, actor),
    ...leanIntoCandidates(ctx, state, actor),
  ].map((c) => c.command as SocialCommand);
}

/**
 * COT-SOC-6..12: the builders' commands for the actor, and as if they stood on each other side (so aimed at
 * their own), a Con Follow Through, reading oneself.
 */
function candidates(ctx: EngineContext, state: SocialState, actor: ActorId): SocialCommand[] {
  const me = participantOf(state, actor as CharacterId);
  if (!me) return [];
  const sides = [...new Set(state.participants.map((p) => p.side))];
  return [
    ...sides.flatMap((side) => builders(ctx, state, { ...me, side })),
    ...state.participants.map((p): SocialCommand => ({
      type: 'social/follow-through',
      actor: me.id,
      target: p.id,
      skill: 'con',
    })),
    { type: 'social/read-room', actor: me.id, target: me.id },
  ];
}

/** COT-DICE-7, COT-DICE-8: a contest's row: the actor's catastrophe, success or failure. */
function outcome(events: readonly SocialEvent[]): ConformanceOutcome | null {
  for (const event of events) {
    if (
      event.type !== 'social/room-read' &&
      event.type !== 'social/built-up' &&
      event.type !== 'social/followed-through'
    )
      continue;
    if (event.roll?.roll?.catastrophe === true) return { key: 'catastrophe', headline: false };
    return { key: event.success ? 'success' : 'failure', headline: event.success };
  }
  return null;
}

export const socialConformance: EngineConformance<SocialState, SocialCommand, SocialEvent, SocialSetup> = {
  sample,
  candidates,
  outcome: (_ctx, _state, _command, events) => outcome(events),
};
