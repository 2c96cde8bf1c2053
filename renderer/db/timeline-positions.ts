import { Dexie } from 'dexie';
import { CountedPositions } from './entries.ts';
import type { HeistboxDb } from './schema.ts';

/**
 * The positions a campaign's next row takes in the timeline's filters (entries.ts `TimelinePositions`): for each of
 * the row's filter keys, the last number stored under it, read from the index's keys (one seek each, in parallel, in
 * the caller's transaction) — the same few reads whatever the campaign's length.
 */
export async function storedPositions(
  db: HeistboxDb,
  campaignId: string,
  keys: readonly string[],
): Promise<CountedPositions> {
  const last = await Promise.all(keys.map((key) => lastPosition(db, campaignId, key)));
  return new CountedPositions(new Map(keys.map((key, index) => [key, last[index] ?? 0])));
}

/** The last number stored under a filter key: how many rows the filter holds (0: none). */
export async function lastPosition(db: HeistboxDb, campaignId: string, key: string): Promise<number> {
  const [last] = (await db.log
    .where('timelineKeys')
    .between([campaignId, key, Dexie.minKey], [campaignId, key, Dexie.maxKey])
    .reverse()
    .limit(1)
    .keys()) as unknown as [string, string, number][];
  return last?.[2] ?? 0;
}
