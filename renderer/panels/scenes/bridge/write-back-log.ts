import { skirmishLogOf } from '../../../../core/index.ts';
import type { SceneId, skirmish } from '../../../../core/index.ts';
import { db } from '../../../db/db.ts';
import { sceneKey } from '../../../db/entries.ts';

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

const bridgeId = /[;,]?\s*BRG-D-\d+(?:\.\.\d+)?/g;

/** A line's words without its BRG decision IDs (they are shown small beside it), and the IDs. */
export function lineWords(text: string): string {
  return text
    .replace(bridgeId, '')
    .replace(/\(\s*[;,]?\s*\)/g, '')
    .replace(/\(\s*[;,]\s*/g, '(')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
