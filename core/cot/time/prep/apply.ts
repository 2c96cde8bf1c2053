import { unreachable } from '../../../shared/result.ts';
import { firstPrepDay } from './types.ts';
import type { PrepDays, PrepEvent } from './types.ts';

/**
 * Applies one Prep-day event.
 * @throws Error when the event names another day than the one being played.
 */
export function applyPrep(days: PrepDays, event: PrepEvent): PrepDays {
  if (event.day !== days.day) throw new Error(`${event.type} names day ${event.day} on day ${days.day}`);
  switch (event.type) {
    case 'time/prep-action-taken':
      return { ...days, taken: [...days.taken, { characterId: event.characterId, action: event.action }] };
    case 'time/prep-day-ended':
      return { day: days.day + 1, taken: [] };
    default:
      return unreachable(event);
  }
}

/** The Prep days a sequence of events builds. */
export function replayPrep(events: readonly PrepEvent[], from: PrepDays = firstPrepDay): PrepDays {
  return events.reduce(applyPrep, from);
}
