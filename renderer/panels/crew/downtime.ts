import { campaignLimits, describeEvent, namesIn } from '../../../core/index.ts';
import type { CampaignEvent, CampaignState } from '../../../core/index.ts';

/**
 * The Crew strip's "Pass days" control: the number of days as typed, and what the stored `time/downtime` entry
 * did, in the log's own words.
 */

/** The fewest and the most days one `time/downtime` passes (core's passDowntime refuses others). */
export const { downtimeDaysMin, downtimeDaysMax } = campaignLimits;

/** The days typed into the field (null when emptied), or what is wrong with them. */
export function readDays(value: number | null): { readonly days: number } | { readonly problem: string } {
  if (value === null || Number.isNaN(value)) return { problem: 'Type how many days pass' };
  if (!Number.isInteger(value) || value < downtimeDaysMin || value > downtimeDaysMax) {
    return { problem: `Days pass in whole numbers from ${downtimeDaysMin} to ${downtimeDaysMax}` };
  }
  return { days: value };
}

/**
 * What a downtime entry did, a line per event: the days, each wound healing (COT-CHAR-7), the Heat cooling
 * (COT-D-15), Foresight kept for the Job ending (COT-D-63).
 */
export function downtimeLines(state: CampaignState, events: readonly CampaignEvent[]): string[] {
  const names = namesIn(state, null);
  return events.flatMap((event) => {
    if (event.type === 'character/updated' && isForesightEnding(event.changes)) {
      return [`${names(event.id)}'s Foresight kept for the Job ends`];
    }
    const line = describeEvent(state, event);
    return line === null ? [] : [line];
  });
}

function isForesightEnding(changes: object): boolean {
  const keys = Object.keys(changes);
  return keys.length === 1 && keys[0] === 'foresight' && (changes as { foresight?: unknown }).foresight === 0;
}
