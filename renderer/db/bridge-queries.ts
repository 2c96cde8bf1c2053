import type { CampaignEvent } from '../../core/index.ts';
import type { HeistboxDb } from './schema.ts';
import { entryOf, sceneKey } from './entries.ts';

/**
 * Every event of a scene's active entries, oldest first, read through the scene index (what the scene holds, never
 * the campaign's history): the bridge reads a Gang Warfare's Cover rolls from them (BRG-D-16, `coverRollsIn`).
 */
export async function sceneEvents(
  db: HeistboxDb,
  campaignId: string,
  sceneId: string,
): Promise<CampaignEvent[]> {
  const rows = await db.log.where('sceneKeys').equals(sceneKey(campaignId, sceneId)).toArray();
  rows.sort((a, b) => a.seq - b.seq);
  return rows.flatMap((row) => entryOf(row).events);
}
