import { unreachable } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import type { TimeSettings } from '../settings.ts';
import { endPrepDay } from './end-prep-day.ts';
import { takePrepAction } from './take-prep-action.ts';
import type { PrepCommand, PrepDays, PrepEvent } from './types.ts';

/** Decides one Prep-day command (COT-TIME-6). No dice: the action's own roll belongs to its module. */
export function decidePrep(
  days: PrepDays,
  command: PrepCommand,
  settings: TimeSettings,
): Decision<PrepEvent> {
  switch (command.type) {
    case 'time/take-prep-action':
      return takePrepAction(days, command, settings);
    case 'time/end-prep-day':
      return endPrepDay(days, command);
    default:
      return unreachable(command);
  }
}
