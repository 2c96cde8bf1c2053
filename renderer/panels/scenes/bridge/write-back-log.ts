import { skirmishLogOf } from '../../../../core/index.ts';
import type { SceneId, skirmish } from '../../../../core/index.ts';
import { db } from '../../../db/db.ts';
import { sceneKey } from '../../../db/entries.ts';
import { splitRules } from '../../../lib/rule-text.ts';

/**
 * A bridged fight's skirmish log, for `bridge/propose`: the skirmish events of its scene's own entries, read
 * through the scene index (what the scene holds, never the campaign's whole history), oldest first.
 */
export async function fightLogOf(campaignId: string, sceneId: SceneId): Promise<skirmish.SkirmishEvent[]> {
  const rows = await db.log.where('sceneKeys').equals(sceneKey(campaignId, sceneId)).toArray();
  rows.sort((a, b) => a.seq - b.seq);
  return skirmishLogOf(
    sceneId,
    rows.flatMap((row) => row.events),
  );
}

const ruleId = /[;,]?\s*\b(?:COT|HST|BRG|MOTH|PLY)-[A-Z]+(?:-[A-Z]+)*-\d+(?:\.\.\d+|[a-z])?/g;

/** A line's words without its rule IDs (they are shown small beside it, `lineRules`). */
export function lineWords(text: string): string {
  return text
    .replace(ruleId, '')
    .replace(/\(\s*[;,]?\s*\)/g, '')
    .replace(/\(\s*[;,]\s*/g, '(')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The rules to link beside a line: its decisions, then any other rule its words cite ("(COT-TIME-3)"). */
export function lineRules(text: string, decisions: readonly string[]): readonly string[] {
  return [...new Set([...decisions, ...splitRules(text).rules])];
}
