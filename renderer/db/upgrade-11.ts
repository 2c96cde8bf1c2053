import type { Transaction } from 'dexie';
import { ReplayError, checkpointName } from '../../core/index.ts';
import type { CampaignState } from '../../core/index.ts';
import { CountedPositions, entryOf, fold, logRow } from './entries.ts';
import type { CampaignRow, CheckpointRow, LogRow } from './schema.ts';

/**
 * Version 10 → 11 (issue 22, the timeline): every log row gets its kind, its timeline filter keys and its context
 * (the session, scene and round it was stored in), and each campaign gets a named checkpoint after every active
 * entry that started a session or opened a scene. The context and the named states come from one replay of each
 * campaign's log, as the upgrades to 3, 4 and 8 did; the heads are not touched (the replay builds the same state).
 * A campaign whose log cannot be replayed keeps its problem and gets the keys without context.
 */
export async function upgradeToVersion11(tx: Transaction): Promise<void> {
  const campaigns = (await tx.table('campaigns').toArray()) as CampaignRow[];
  for (const campaign of campaigns) {
    const rows = (await tx.table('log').where('campaignId').equals(campaign.id).sortBy('seq')) as LogRow[];
    const { rows: next, named } = timelineRows(campaign.id, rows);
    await tx.table('log').bulkPut(next);
    await tx.table('checkpoints').bulkPut(named);
  }
  await tx.table('meta').put({ key: 'library', schema: 11 });
}

/** The rows with their timeline fields, and the named checkpoints of their active entries. */
function timelineRows(
  campaignId: string,
  rows: readonly LogRow[],
): { rows: LogRow[]; named: CheckpointRow[] } {
  let state: CampaignState | null = null;
  let replaying = true;
  const positions = new CountedPositions();
  const next: LogRow[] = [];
  const named: CheckpointRow[] = [];
  for (const row of rows) {
    const entry = entryOf(row);
    let after: CampaignState | null = null;
    if (replaying && !row.undone) {
      try {
        state = fold(state, entry);
        after = state;
      } catch (error) {
        if (!(error instanceof ReplayError)) throw error;
        replaying = false;
      }
    }
    next.push(logRow(campaignId, entry, positions, row.size, after));
    const name = after === null ? null : checkpointName(entry);
    if (after !== null && name !== null) named.push({ campaignId, seq: row.seq, state: after, name });
  }
  return { rows: next, named };
}
