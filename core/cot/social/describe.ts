import type { EngineRoll, Names } from '../../engine/index.ts';
import { skillTable } from '../characters/index.ts';
import type { Skill } from '../characters/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import { emotionTable } from './emotions.ts';
import type { BuiltUpEvent, FollowedThroughEvent, RoomReadEvent, SocialEvent } from './events.ts';
import { formatLoyalty } from './loyalties.ts';
import type { Question } from './types.ts';

/** Social Call events in words: a line for the history and the undo label, and the rolls for the roll log. */

type ContestEvent = RoomReadEvent | BuiltUpEvent | FollowedThroughEvent;

function questionWords(question: Question): string {
  switch (question.kind) {
    case 'prime':
      return 'their Prime Loyalty';
    case 'subject':
      return `how they feel about ${question.subject}`;
    case 'impeding':
      return 'what stands in the way of the agenda';
  }
}

const answerWords = (event: RoomReadEvent) =>
  event.answer && event.answer.length > 0 ? event.answer.map(formatLoyalty).join(', ') : 'none';

/** What the actor's roll was against: the defence's total, a passive score, or nothing. */
function difficultyOf(event: ContestEvent): number | null {
  if (event.defence) return event.defence.roll?.total ?? 0;
  return event.type === 'social/followed-through' ? event.score : null;
}

/** "(Intimidate 14 vs 9)", or what happened instead of a roll. */
function scoreWords(event: ContestEvent, skill: Skill, names: Names): string {
  const label = skillTable[skill].label;
  const d = difficultyOf(event);
  if (event.roll === null) {
    if (event.type === 'social/followed-through' && event.leanInto) return '';
    return ` (${names(event.target)}'s defence failed, no roll needed)`;
  }
  if (event.roll.roll === null) return ` (${label} fails unrolled)`;
  const catastrophe = event.roll.roll.catastrophe ? ', a catastrophe' : '';
  return ` (${label} ${event.roll.roll.total} vs ${d ?? 0}${catastrophe})`;
}

const shows = (event: ContestEvent, names: Names) =>
  `${names(event.target)} learns ${names(event.actor)} is presenting as "${event.identity}"`;

function describeRoomRead(event: RoomReadEvent, names: Names): string {
  const a = names(event.actor);
  const t = names(event.target);
  const score = scoreWords(event, 'sizeUp', names);
  if (event.question === null) {
    return event.success
      ? `${a} reads the room: ${t} is the target${score}`
      : `${a} reads the room: ${t} is the target, and ${shows(event, names)}${score}`;
  }
  if (event.success)
    return `${a} reads ${t}, asking ${questionWords(event.question)}: ${answerWords(event)}${score}`;
  const learned = [
    ...(event.targetLearnsQuestion ? [`${t} learns ${a} asked ${questionWords(event.question)}`] : []),
    ...(event.targetLearnsIdentity ? [shows(event, names)] : []),
  ];
  return `${a} fails to read ${t}: ${learned.join('; ') || 'nothing learned'}${score}`;
}

function describeBuiltUp(event: BuiltUpEvent, names: Names): string {
  const label = emotionTable[event.state].label;
  const score = scoreWords(event, event.skill, names);
  const reveal = event.targetLearnsIdentity ? `; ${shows(event, names)}` : '';
  return event.success
    ? `${names(event.actor)} builds ${names(event.target)} up into ${label}${score}`
    : `${names(event.actor)}'s Build Up makes ${names(event.target)} ${label}${score}${reveal}`;
}

function describeFollowedThrough(event: FollowedThroughEvent, names: Names): string {
  const a = names(event.actor);
  const t = names(event.target);
  const state = event.state ? emotionTable[event.state].label : null;
  if (event.leanInto) {
    return `${t} Leans Into ${formatLoyalty(event.leanInto)}: ${a}'s Follow Through fails and ${t} turns ${state}`;
  }
  const score = scoreWords(event, event.skill, names);
  if (!event.success) {
    const reveal = event.targetLearnsIdentity ? `; ${shows(event, names)}` : '';
    return `${a}'s Follow Through fails: ${t} turns ${state}${score}${reveal}`;
  }
  const change = event.change
    ? event.change.kind === 'swap'
      ? `; ${formatLoyalty(event.change.loyalty)} is now ${t}'s Prime`
      : `; ${formatLoyalty(event.change.loyalty)} becomes ${formatLoyalty(event.change.with)}`
    : '';
  return `${a} follows through on ${t}: agenda achieved, ${event.agenda}${change}${score}`;
}

/** The event as a line of the call's history: "Ruth builds Dolan up into Fearful (Intimidate 14 vs 9)". */
export function describeSocial(event: SocialEvent, names: Names): string {
  switch (event.type) {
    case 'social/started':
      return `A Social Call begins: ${event.participants.map((p) => names(p.id)).join(', ')}`;
    case 'social/room-read':
      return describeRoomRead(event, names);
    case 'social/agenda-set':
      return `${names(event.actor)} sets the agenda on ${names(event.target)}: ${event.text}`;
    case 'social/agenda-judged': {
      const what = event.impeding.length === 0 ? 'nothing' : event.impeding.map(formatLoyalty).join(', ');
      return `The GM judges what stands in the way of the agenda on ${names(event.target)}: ${what}`;
    }
    case 'social/built-up':
      return describeBuiltUp(event, names);
    case 'social/followed-through':
      return describeFollowedThrough(event, names);
    case 'social/identity-presented':
      return `${names(event.character)} now presents as "${event.identity}" (was "${event.previous}")`;
    case 'social/target-revealed':
      return `${names(event.learner)} learns ${names(event.target)} is the target`;
    case 'social/identity-revealed':
      return `${names(event.target)} knows ${names(event.character)} as "${event.identity}"`;
    case 'social/joined':
      return `${names(event.participant.id)} joins the Social Call as "${event.participant.identity}"`;
    case 'social/left':
      return `${names(event.id)} leaves the Social Call`;
    case 'social/ended':
      return `The Social Call ends: ${event.summary}`;
  }
}

const actionWords: Readonly<Record<ContestEvent['type'], string>> = {
  'social/room-read': 'Read Room',
  'social/built-up': 'Build Up',
  'social/followed-through': 'Follow Through',
};

function engineRoll(
  check: PoolCheck,
  fields: Omit<EngineRoll, 'roller' | 'basePool' | 'modifiers' | 'pool' | 'roll'>,
): EngineRoll {
  return {
    roller: check.roller,
    basePool: check.basePool,
    modifiers: check.modifiers,
    pool: check.pool,
    roll: check.roll,
    ...fields,
  };
}

/** The rolls an event carries, defence first (COT-DICE-8), for the roll log. */
export function socialRolls(event: SocialEvent, names: Names): EngineRoll[] {
  if (
    event.type !== 'social/room-read' &&
    event.type !== 'social/built-up' &&
    event.type !== 'social/followed-through'
  ) {
    return [];
  }
  const action = actionWords[event.type];
  const skill: Skill = event.type === 'social/room-read' ? 'sizeUp' : event.skill;
  const a = names(event.actor);
  const t = names(event.target);
  const result = describeSocial(event, names);
  const rolls: EngineRoll[] = [];
  if (event.defence) {
    rolls.push(
      engineRoll(event.defence, {
        what: `It + Size Up against ${a}'s ${action}`,
        difficulty: null,
        againstLabel: `${a}'s ${action}`,
        success: !event.success,
        result: `Sets ${a}'s difficulty at ${event.defence.roll?.total ?? 0}`,
      }),
    );
  }
  if (event.roll) {
    rolls.push(
      engineRoll(event.roll, {
        what: `${action} on ${t} (${skillTable[skill].label})`,
        difficulty: difficultyOf(event),
        againstLabel: event.defence ? `${t}'s It + Size Up` : `${t}'s passive score`,
        success: event.success,
        result,
      }),
    );
  }
  return rolls;
}
