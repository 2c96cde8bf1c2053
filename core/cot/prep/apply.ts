import type { CharacterId } from '../../shared/ids.ts';
import { absent, mustBeDistinct } from '../../shared/references.ts';
import { unreachable } from '../../shared/result.ts';
import type { PrepEvent, PrepState } from './types.ts';

/**
 * The Prep scene after one event: the day, who has acted and who is busy. Rolls, knowledge, Foresight and gear
 * are the campaign's (they leave the scene as effects), so most events leave the scene as it was.
 * @throws Error for an event before the start, or one about another day.
 */
export function applyPrepScene(state: PrepState | null, event: PrepEvent): PrepState {
  if (event.type === 'prep/started') {
    if (state !== null) throw new Error('The Prep scene started a second time');
    mustBeDistinct(event.crew, 'the crew');
    return { crew: event.crew, day: 1, taken: {}, busyThrough: {}, ended: null };
  }
  if (state === null) throw new Error(`${event.type} before the Prep scene started`);
  const member = crewNamed(event);
  if (member !== null && !state.crew.includes(member)) throw absent(member, 'who is not of the crew in Prep');
  switch (event.type) {
    case 'prep/action-taken': {
      if (event.day !== state.day) throw new Error(`An action of day ${event.day} on day ${state.day}`);
      const id = event.character;
      const busy =
        event.days > 1 ? { ...state.busyThrough, [id]: state.day + event.days - 1 } : state.busyThrough;
      return { ...state, taken: { ...state.taken, [id]: (state.taken[id] ?? 0) + 1 }, busyThrough: busy };
    }
    case 'prep/day-ended':
      if (event.day !== state.day) throw new Error(`Day ${event.day} ends on day ${state.day}`);
      return { ...state, day: state.day + 1, taken: {} };
    case 'prep/ended':
      return { ...state, ended: event.summary };
    case 'prep/researched':
    case 'prep/foresight-banked':
    case 'prep/skill-rolled':
    case 'prep/task-done':
    case 'prep/foresight-spent':
    case 'prep/cached':
    case 'prep/spot-changed':
      return state;
    default:
      return unreachable(event);
  }
}

/** The member of the crew an event is about, or null for an event about nobody in particular. */
function crewNamed(event: Exclude<PrepEvent, { type: 'prep/started' }>): CharacterId | null {
  switch (event.type) {
    case 'prep/action-taken':
    case 'prep/foresight-banked':
    case 'prep/skill-rolled':
    case 'prep/task-done':
    case 'prep/foresight-spent':
      return event.character;
    case 'prep/researched':
      return event.result.researcher;
    case 'prep/cached':
      return event.recipient;
    default:
      return null;
  }
}

/** Folds a Prep log from its start. */
export function replayPrepScene(events: readonly PrepEvent[]): PrepState | null {
  return events.reduce<PrepState | null>(applyPrepScene, null);
}
