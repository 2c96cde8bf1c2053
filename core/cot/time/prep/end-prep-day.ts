import { ok } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import type { PrepCommand, PrepDays, PrepEvent } from './types.ts';

type EndPrepDay = Extract<PrepCommand, { type: 'time/end-prep-day' }>;

/**
 * The Prep round (day) ends (COT-TIME-6); characters who did not use their actions lose them. The scene also
 * finishes a Prep round in the scheduler, and one day passes for recovery (COT-CHAR-7).
 */
export function endPrepDay(days: PrepDays, _command: EndPrepDay): Decision<PrepEvent> {
  return ok([{ type: 'time/prep-day-ended', day: days.day }]);
}
