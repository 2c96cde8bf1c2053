import type { Condition } from '../cot/characters/index.ts';

/** Plain words of the players' screen. */

/**
 * In-game minutes as the players read them: "0 minutes", "35 minutes", "2 hours 5 minutes", "1 day 3 hours".
 * @throws RangeError for a negative or fractional number of minutes.
 */
export function minutesWords(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0)
    throw new RangeError(`In-game minutes must be a whole number ≥ 0 (got ${minutes})`);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = [
    days > 0 ? plural(days, 'day') : '',
    hours > 0 ? plural(hours, 'hour') : '',
    mins > 0 ? plural(mins, 'minute') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 minutes';
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** COT-CHAR-6: "Wounded (3 days to recover)", "Dead"; '' for the unhurt. */
export function conditionWords(condition: Condition): string {
  if (condition.state === 'wounded') return `Wounded (${plural(condition.recoveryDays, 'day')} to recover)`;
  return condition.state === 'dead' ? 'Dead' : '';
}
