import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import type { TimeSettings } from '../settings.ts';
import { actionsTaken } from './queries.ts';
import type { PrepCommand, PrepDays, PrepEvent } from './types.ts';

type TakePrepAction = Extract<PrepCommand, { type: 'time/take-prep-action' }>;

/**
 * A character spends one of today's Prep actions (COT-TIME-6). Refused once they have taken
 * `prep_actions_per_day` today (COT-D-21): a 3-person crew gets at most 6 Prep rolls in 2 days.
 */
export function takePrepAction(
  days: PrepDays,
  command: TakePrepAction,
  settings: TimeSettings,
): Decision<PrepEvent> {
  const taken = actionsTaken(days, command.characterId);
  if (taken >= settings.prepActionsPerDay) {
    // COT-D-21 prep_actions_per_day
    return reject(
      'time/prep-actions-spent',
      `${command.characterId} has taken ${taken} Prep action${taken === 1 ? '' : 's'} on day ${days.day}; ` +
        `the table allows ${settings.prepActionsPerDay} a day (prep_actions_per_day)`,
      { characterId: command.characterId, day: days.day, taken },
    );
  }
  return ok([
    {
      type: 'time/prep-action-taken',
      day: days.day,
      characterId: command.characterId,
      action: command.action,
    },
  ]);
}
