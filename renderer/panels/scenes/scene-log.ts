import { describeEvent, describeEventRules } from '../../../core/index.ts';
import type { CampaignState, LogEntry, RollRecord } from '../../../core/index.ts';

/** One scene's history in words: each entry of the log that touched the scene, with the dice of every roll. */

/** A line in plain words with the rule IDs it applied (shown small beside it), or a roll's dice. */
export type LogItem =
  | { readonly kind: 'text'; readonly text: string; readonly rules: readonly string[] }
  | { readonly kind: 'roll'; readonly roll: RollRecord };

/** One entry of a scene's history: what happened, in words (core's), and the dice of every roll. */
export interface SceneLogEntry {
  readonly seq: number;
  readonly at: number;
  readonly items: readonly LogItem[];
}

/** An entry of the log as the scene's history shows it (the store finds a scene's entries by its index). */
export function sceneLogEntry(
  entry: Pick<LogEntry, 'seq' | 'at' | 'events'>,
  campaign: CampaignState,
): SceneLogEntry {
  return {
    seq: entry.seq,
    at: entry.at,
    items: entry.events.flatMap((event): LogItem[] => {
      if (event.type === 'dice/rolled') return [{ kind: 'roll', roll: event.roll }];
      const text = describeEvent(campaign, event);
      return text === null ? [] : [{ kind: 'text', text, rules: describeEventRules(campaign, event) }];
    }),
  };
}

/** The entry in one line: its sentences, joined. */
export function entrySummary(entry: SceneLogEntry): string {
  const texts = entry.items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
  const rolls = entry.items.length - texts.length;
  const words = texts.join(' · ');
  if (rolls === 0) return words || 'Bookkeeping';
  return `${words}${words ? ' · ' : ''}${rolls} ${rolls === 1 ? 'roll' : 'rolls'}`;
}
