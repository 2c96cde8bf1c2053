import type { SceneId, skirmish } from '../../../core/index.ts';
import { db } from '../../db/db.ts';
import { sceneKey } from '../../db/entries.ts';

/**
 * A HEIST fight played in the app, for `bridge/import-fight` (BRG-D-31): the skirmish events of its scene's own
 * active entries, oldest first, read through the scene index (never the campaign's whole history).
 */
export async function playedLogOf(campaignId: string, sceneId: SceneId): Promise<skirmish.SkirmishEvent[]> {
  const rows = await db.log.where('sceneKeys').equals(sceneKey(campaignId, sceneId)).toArray();
  rows.sort((a, b) => a.seq - b.seq);
  return rows
    .filter((row) => !row.undone)
    .flatMap((row) =>
      row.events.flatMap((event) =>
        event.type === 'scene/changed' && event.sceneId === sceneId && event.module === 'skirmish'
          ? [event.event]
          : [],
      ),
    );
}
