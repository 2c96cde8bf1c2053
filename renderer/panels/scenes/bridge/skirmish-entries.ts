import type { CampaignEvent, SceneId } from '../../../../core/index.ts';
import { sceneKey } from '../../../db/entries.ts';
import type { HeistboxDb } from '../../../db/schema.ts';

/**
 * BRG-D-53: the events of a skirmish scene's own active entries, oldest first — read through the scene index (what
 * the scene holds, never the campaign's whole history; undone entries have no key) for core's `sceneSkirmishLog`.
 */
export async function skirmishEntriesOf(
  db: HeistboxDb,
  campaignId: string,
  sceneId: SceneId,
): Promise<CampaignEvent[]> {
  const rows = await db.log.where('sceneKeys').equals(sceneKey(campaignId, sceneId)).toArray();
  rows.sort((a, b) => a.seq - b.seq);
  return rows.flatMap((row) => row.events);
}
