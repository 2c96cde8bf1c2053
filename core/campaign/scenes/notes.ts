import type { DropEvent } from '../../cot/drop/types.ts';
import type { WarfareEvent } from '../../cot/warfare/types.ts';
import type { LoggedCheck, RollNote } from './builder.ts';

/**
 * The roll log's words for a roll made inside a scene: what it was for and what it was against. Specific
 * for the rolls a GM looks up most (Drop, attacks, Cover), generic for the rest.
 */
export function dropNote(event: DropEvent, _check: LoggedCheck): RollNote {
  if (event.type !== 'drop/rolled') return generic(event);
  const first = event.outcomes[0];
  const training = first?.training ?? null;
  return {
    what: `${event.kind === 'subdue' ? 'Subdue' : 'Murder'} Drop (${event.weapon})`,
    difficulty: training,
    success: first !== undefined && first.result !== 'aware',
    againstLabel: training === null ? '' : `Training ${training}`,
  };
}

export function warfareNote(event: WarfareEvent, check: LoggedCheck): RollNote {
  switch (event.type) {
    case 'warfare/attacked': {
      const hit = event.hits[0];
      return {
        what: `${attackWords(event.skill)} attack${event.weapon ? ` (${event.weapon})` : event.vehicle ? ` (${event.vehicle})` : ''}`,
        difficulty: hit?.coverBefore ?? null,
        success: hit?.success ?? false,
        againstLabel: hit ? `Cover ${hit.coverBefore}` : '',
      };
    }
    case 'warfare/crash-checked':
      return {
        what: `Crash check: ${event.vehicle}`,
        difficulty: event.difficulty,
        success: !event.crashed,
        againstLabel: `D ${event.difficulty}`,
      };
    case 'warfare/cover-rolled':
      return {
        what: 'Cover roll (Resist)',
        difficulty: null,
        success: true,
        againstLabel: `Cover ${event.coverScore}`,
      };
    default:
      return generic(event, check);
  }
}

function attackWords(skill: string): string {
  if (skill === 'handToHand') return 'Hand to Hand';
  if (skill === 'driving') return 'Driving (vehicle)';
  return skill;
}

/** Any other roll: named by its event, against the `difficulty` the event records if any. */
export function generic(event: { readonly type: string }, check?: LoggedCheck): RollNote {
  const fields = event as {
    readonly difficulty?: unknown;
    readonly success?: unknown;
    readonly actor?: unknown;
  };
  const difficulty = typeof fields.difficulty === 'number' ? fields.difficulty : null;
  const words = (event.type.split('/')[1] ?? event.type).replace(/-/g, ' ');
  // COT-DICE-8: a roll by someone other than the actor is the opposing roll that set the difficulty.
  if (check && typeof fields.actor === 'string' && fields.actor !== check.roller) {
    return {
      what: `opposing roll (${words})`,
      difficulty: null,
      success: true,
      againstLabel: 'sets the difficulty',
    };
  }
  return {
    what: words,
    difficulty,
    success: typeof fields.success === 'boolean' ? fields.success : true,
    againstLabel: difficulty === null ? '' : `D ${difficulty}`,
  };
}
