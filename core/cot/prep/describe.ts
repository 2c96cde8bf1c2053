import type { EngineRoll, Names } from '../../engine/index.ts';
import { skillTable } from '../characters/index.ts';
import { engineRoll } from '../common/index.ts';
import { cachedWords, schemeLabels } from '../foresight/index.ts';
import { goalWords, researchRolls } from './rolls.ts';
import type { PrepEvent } from './types.ts';

/** A Prep event as a line of the scene's history and an undo label. */
export function describePrep(event: PrepEvent, names: Names): string {
  switch (event.type) {
    case 'prep/started':
      return `Prep begins: ${event.crew.map(names).join(', ')}`;
    case 'prep/action-taken':
      return `${names(event.character)} spends day ${event.day}${event.days > 1 ? ` to ${event.day + event.days - 1}` : ''} on it`;
    case 'prep/researched':
      return `${names(event.result.researcher)} researches ${goalWords(event.result.goal, names)}: ${
        event.result.success ? 'learned' : 'nothing learned'
      }${event.result.heat > 0 ? `; Heat +${event.result.heat}` : ''}`;
    case 'prep/foresight-banked':
      return `${names(event.character)} banks ${event.banked} Foresight${event.gained > event.banked ? ` (${event.gained} earned; the rest is over the cap)` : ''}`;
    case 'prep/skill-rolled':
      return `${names(event.character)}: ${skillTable[event.skill].label}${event.purpose ? ` (${event.purpose})` : ''} ${
        event.success ? 'succeeds' : 'fails'
      }${event.identity ? `; now presents as ${event.identity}` : ''}`;
    case 'prep/task-done':
      return `${names(event.character)}: ${event.task || 'a task'}`;
    case 'prep/foresight-spent':
      return `${names(event.character)} spends ${event.amount} Foresight on ${schemeLabels[event.scheme]}`;
    case 'prep/cached':
      return `${event.resources} Resource${event.resources === 1 ? '' : 's'} spent${cachedWords(event, names)}`;
    case 'prep/spot-changed':
      return event.event.type === 'spot/blueprint-added'
        ? `A Hidden zone, ${event.event.zone.name}, is on the crew's map`
        : event.event.type;
    case 'prep/day-ended':
      return `Prep day ${event.day} ends`;
    case 'prep/ended':
      return event.summary;
  }
}

/** Every roll a Prep event carries, for the roll log. */
export function prepRolls(event: PrepEvent, names: Names): readonly EngineRoll[] {
  switch (event.type) {
    case 'prep/researched':
      return researchRolls(event.result, names);
    case 'prep/foresight-banked':
      return [
        engineRoll(event.check, {
          what: 'Planning for Foresight',
          difficulty: null,
          againstLabel: '',
          success: null,
          result: `${event.banked} Foresight banked`,
        }),
      ];
    case 'prep/skill-rolled':
      return [
        engineRoll(event.check, {
          what: `${skillTable[event.skill].label}${event.purpose ? `: ${event.purpose}` : ''}`,
          difficulty: event.difficulty,
          againstLabel: 'Difficulty',
          success: event.success,
          result: event.success ? 'success' : 'failure',
        }),
      ];
    default:
      return [];
  }
}
