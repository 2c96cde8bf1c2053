import type { EngineRoll, Names } from '../../engine/index.ts';
import { skillTable } from '../characters/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import { researchRolls } from '../prep/index.ts';
import { engineRoll } from '../common/index.ts';
import type { HeistEvent, StealthOutcome } from './types.ts';

/** Every roll a Heist event carries, for the roll log (DESIGN: "every roll … with its dice"). */
export function heistRolls(event: HeistEvent, names: Names): readonly EngineRoll[] {
  switch (event.type) {
    case 'heist/moved': {
      const hazard = event.hazard
        ? [
            engineRoll(event.hazard.check, {
              what: `${skillTable[event.hazard.skill].label} through ${event.towardName}`,
              difficulty: event.hazard.difficulty,
              againstLabel: 'Hazard',
              success: event.hazard.met,
              result: `${event.hazard.met ? 'across' : 'no progress'}${sharedStealth(event.stealth)}`,
            }),
          ]
        : [];
      return [...hazard, ...stealthRolls(event.stealth, `Stealth into ${event.towardName}`, names)];
    }
    case 'heist/bypass-rolled':
      return [
        engineRoll(event.check, {
          what: `${skillTable[event.skill].label} on ${event.label}`,
          difficulty: event.score,
          againstLabel: 'Security Score',
          success: event.success,
          result: event.success ? 'bypassed' : 'still in place',
        }),
        ...stealthRolls(event.stealth, 'Stealth while bypassing', names),
      ];
    case 'heist/palmed':
      return [
        ...(event.victimRoll
          ? [opposing(event.victimRoll, `Brains + Lookout against ${names(event.thief)}`)]
          : []),
        engineRoll(event.check, {
          what: `Palming: ${event.action === 'lift' ? 'lift from' : 'plant on'} ${names(event.victim)}`,
          difficulty: event.difficulty,
          againstLabel: event.victimRoll ? `${names(event.victim)}'s roll` : 'Awareness',
          success: event.success,
          result: event.success ? 'unnoticed' : `${names(event.victim)} is Aware of the thief`,
        }),
      ];
    case 'heist/skill-rolled':
    case 'heist/disguised': {
      const skill = event.type === 'heist/disguised' ? 'Con' : skillTable[event.skill].label;
      const purpose = event.type === 'heist/disguised' ? `disguise as ${event.identity}` : event.purpose;
      return [
        engineRoll(event.check, {
          what: purpose ? `${skill}: ${purpose}` : skill,
          difficulty: event.difficulty,
          againstLabel: 'Difficulty',
          success: event.success,
          result: event.success ? 'success' : 'failure',
        }),
      ];
    }
    case 'heist/researched':
      return researchRolls(event.result, names);
    case 'heist/drop':
      return event.event.type === 'drop/rolled' ? [dropRoll(event.event, names)] : [];
    default:
      return [];
  }
}

function sharedStealth(stealth: StealthOutcome | null): string {
  return stealth && stealth.check === null ? (stealth.unseen ? ', unseen' : ', but seen') : '';
}

function stealthRolls(stealth: StealthOutcome | null, what: string, names: Names): EngineRoll[] {
  if (!stealth) return [];
  const guard = stealth.guardRoll
    ? [opposing(stealth.guardRoll, `Brains + Lookout against ${what.toLowerCase()}`)]
    : [];
  if (!stealth.check) return guard;
  const against =
    stealth.awareness !== null ? 'Awareness' : `${names(stealth.guardRoll?.roller ?? '')}'s roll`;
  return [
    ...guard,
    engineRoll(stealth.check, {
      what,
      difficulty: stealth.awareness ?? stealth.guardRoll?.roll?.total ?? null,
      againstLabel: against,
      success: stealth.unseen,
      result: stealth.unseen ? 'unseen' : 'seen',
    }),
  ];
}

function opposing(check: PoolCheck, what: string): EngineRoll {
  return engineRoll(check, {
    what,
    difficulty: null,
    againstLabel: '',
    success: null,
    result: `total ${check.roll?.total ?? 0}`,
  });
}

function dropRoll(
  event: Extract<HeistEvent, { type: 'heist/drop' }>['event'] & { type: 'drop/rolled' },
  names: Names,
): EngineRoll {
  const first = event.outcomes[0];
  return engineRoll(event.check, {
    what: `${event.kind === 'subdue' ? 'Subdue' : 'Murder'} ${first ? names(first.target) : ''} (${event.weapon})`,
    difficulty: first?.training ?? null,
    againstLabel: 'Training',
    success: first ? first.result !== 'aware' : null,
    result: event.outcomes.map((o) => `${names(o.target)}: ${o.result.replace('-', ' and ')}`).join('; '),
  });
}
