import type { ActionView } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { skillTable } from '../characters/index.ts';
import type { SocialCommand } from './commands.ts';
import { buildUpSkills } from './emotions.ts';
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
import { judge } from './view-judge.ts';
import type { ActionHead, Candidate } from './view-judge.ts';

/**
 * Every action one participant could take in a Social Call now (COT-SOC-6): Read Room, an agenda that alters a
 * Loyalty, Build Up with each skill, Follow Through and the target's Lean Into, each with the reason it cannot
 * be taken and its ready-made options with their exact odds. What needs the table's own words (an agenda in
 * free text, a new presented identity) and the GM's rulings take no turn: they are on the Social Call board.
 */

/** One action of the view: its head, how to find its candidates, and the words when there are none. */
interface ActionSpec extends ActionHead {
  readonly candidates: (ctx: EngineContext, state: SocialState, actor: SocialParticipant) => Candidate[];
  readonly none?: string;
}

const actionSpecs: readonly ActionSpec[] = [
  {
    action: 'read-room-find',
    label: 'Read Room (find the target)',
    rule: 'COT-SOC-7',
    candidates: findCandidates,
  },
  {
    action: 'read-room-ask',
    label: 'Read Room (ask about a Loyalty)',
    rule: 'COT-SOC-8',
    candidates: askCandidates,
  },
  {
    action: 'read-room-subject',
    label: 'Read Room (how they feel about…)',
    rule: 'COT-SOC-8',
    candidates: subjectCandidates,
    none: 'Nobody in the call holds a Loyalty to ask about',
  },
  {
    action: 'alter-loyalty',
    label: 'Agenda: alter a Loyalty',
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
