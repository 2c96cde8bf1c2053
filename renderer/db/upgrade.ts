import { Dexie } from 'dexie';
import type { Transaction } from 'dexie';
import { ReplayError, upcastEntry } from '../../core/index.ts';
import type { CampaignState, LogEntry } from '../../core/index.ts';
import { CheckpointTrail, entryOf, fold, logRow, rollRows, sceneKeysOf } from './entries.ts';
import type { CampaignRow, HeadRow, LogRow, RollRow } from './schema.ts';

/** Bytes counted for an export's header line, on top of its entries' lines. */
export const headerBytes = 512;

/**
 * Version 2 → 3: every stored entry is brought to today's shape of scenes (core's `upcastEntry`), then each
 * campaign's head, checkpoints and roll log are built again from its log, as the upgrade to 2 did. Rolled back
 * whole on any error, as every upgrade is.
 */
export async function upgradeToVersion3(tx: Transaction): Promise<void> {
  await rebuildEveryCampaign(tx, 3);
}

/**
 * Version 3 → 4: closed scenes leave the campaign's state for summaries (0.5.0), so every head and checkpoint
 * is built again from its log, the same way.
 */
export async function upgradeToVersion4(tx: Transaction): Promise<void> {
  await rebuildEveryCampaign(tx, 4);
}

/** Version 4 → 5: every log row gets its scene-history keys (`sceneKeys`: none once undone). */
export async function upgradeToVersion5(tx: Transaction): Promise<void> {
  await tx
    .table('log')
    .toCollection()
    .modify((row: { campaignId: string; sceneIds?: string[]; undone: boolean; sceneKeys?: string[] }) => {
      row.sceneKeys = row.undone ? [] : sceneKeysOf(row.campaignId, row.sceneIds ?? []);
    });
  await tx.table('meta').put({ key: 'library', schema: 5 });
}

/** Every campaign's log brought to today's shape, its head, checkpoints and roll log built again from it. */
async function rebuildEveryCampaign(tx: Transaction, schema: number): Promise<void> {
  const campaigns = (await tx.table('campaigns').toArray()) as CampaignRow[];
  for (const campaign of campaigns) {
    const rows = (await tx.table('log').where('campaignId').equals(campaign.id).sortBy('seq')) as LogRow[];
    const entries = rows.map((row) => upcastEntry(entryOf(row)) as LogEntry);
    await tx.table('heads').delete(campaign.id);
    await tx
      .table('checkpoints')
      .where('[campaignId+seq]')
      .between([campaign.id, Dexie.minKey], [campaign.id, Dexie.maxKey])
      .delete();
    await tx
      .table('rolls')
      .where('[campaignId+n]')
      .between([campaign.id, Dexie.minKey], [campaign.id, Dexie.maxKey])
      .delete();
    await writeBuilt(tx, campaign, buildCampaign(campaign.id, entries));
  }
  await tx.table('meta').put({ key: 'library', schema });
}

/**
 * Version 1 → 2: every campaign gets its head, checkpoints and roll-log rows, built by replaying its log once;
 * every log row gets its scene ids and size. Runs inside Dexie's upgrade transaction: if anything throws, the
 * whole upgrade is rolled back and the version-1 data stays as it was. A campaign whose log cannot be replayed
 * keeps its rows and is marked with the problem (the v1 app showed it as unreadable too).
 */
export async function upgradeToVersion2(tx: Transaction): Promise<void> {
  const campaigns = (await tx.table('campaigns').toArray()) as CampaignRow[];
  for (const campaign of campaigns) {
    const rows = (await tx.table('log').where('campaignId').equals(campaign.id).sortBy('seq')) as LogRow[];
    const entries = rows.map((row) => upcastEntry(entryOf(row)) as LogEntry);
    await writeBuilt(tx, { ...campaign, trashedAt: 0, backedUpAt: 0 }, buildCampaign(campaign.id, entries));
  }
  await tx.table('meta').put({ key: 'library', schema: 2 });
}

async function writeBuilt(tx: Transaction, campaign: CampaignRow, built: Built): Promise<void> {
  await tx.table('log').bulkPut(built.rows);
  if ('problem' in built) {
    await tx.table('campaigns').put({ ...campaign, problem: built.problem });
    return;
  }
  await tx.table('rolls').bulkAdd(built.rolls);
  await tx.table('checkpoints').bulkPut(built.checkpoints);
  await tx.table('heads').put(built.head);
  const { problem: _problem, ...row } = campaign;
  await tx.table('campaigns').put({ ...row, name: built.head.state.name });
}

type Built =
  | {
      readonly rows: LogRow[];
      readonly rolls: RollRow[];
      readonly checkpoints: ReturnType<CheckpointTrail['rows']>;
      readonly head: HeadRow;
    }
  | { readonly rows: LogRow[]; readonly problem: string };

/** Head, checkpoints, roll rows and sized rows for one campaign's whole log (sorted by seq). */
export function buildCampaign(campaignId: string, entries: readonly LogEntry[]): Built {
  const rows = entries.map((entry) => logRow(campaignId, entry));
  let state: CampaignState | null = null;
  let headSeq = 0;
  const rolls: RollRow[] = [];
  const trail = new CheckpointTrail();
  try {
    for (const entry of entries) {
      if (entry.undone) continue;
      state = fold(state, entry);
      headSeq = entry.seq;
      rolls.push(...rollRows(campaignId, entry, rolls.length));
      trail.after(entry.seq, state);
    }
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return { rows, problem: error.message };
  }
  if (state === null) return { rows, problem: 'The log never created the campaign' };
  const head: HeadRow = {
    campaignId,
    seq: headSeq,
    lastSeq: entries.reduce((max, entry) => Math.max(max, entry.seq), 0),
    state,
    rolls: rolls.length,
    entries: entries.length,
    bytes: headerBytes + rows.reduce((sum, row) => sum + row.size, 0),
    checkpointSeq: headSeq,
    version: 1,
  };
  return { rows, rolls, checkpoints: trail.rows(campaignId, headSeq, state), head };
}
