import { Dexie } from 'dexie';
import type { Transaction } from 'dexie';
import { ReplayError, emptyPlayers, upcastEntry } from '../../core/index.ts';
import type { CampaignState, LogEntry } from '../../core/index.ts';
import {
  CheckpointTrail,
  CountedPositions,
  entryOf,
  fold,
  logRow,
  rollRows,
  sceneKeysOf,
} from './entries.ts';
import { countEveryScene } from './scene-counts.ts';
import type { CampaignRow, HeadRow, LogRow, RollRow, StoredHead } from './schema.ts';

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

/**
 * Version 7 → 8: the campaign state keeps the fights that cross the bridge to the HEIST table (0.9: `bridge`), so
 * every head and checkpoint is built again from its log.
 */
export async function upgradeToVersion8(tx: Transaction): Promise<void> {
  await rebuildEveryCampaign(tx, 8);
}

/**
 * Version 8 → 9: each head's state moves to `headParts`, one row per top-level part, so a change writes only the
 * parts it changed (renderer/db/head-store.ts); the head row keeps the parts' names in the state's order.
 */
export async function upgradeToVersion9(tx: Transaction): Promise<void> {
  const heads = (await tx.table('heads').toArray()) as (Omit<HeadRow, 'state'> & { state?: CampaignState })[];
  for (const { state, ...head } of heads) {
    if (!state) continue;
    const keys = Object.keys(state);
    await tx.table('headParts').bulkPut(
      keys.map((part) => ({
        campaignId: head.campaignId,
        part,
        value: (state as unknown as Record<string, unknown>)[part],
      })),
    );
    await tx.table('heads').put({ ...head, keys });
  }
  await tx.table('meta').put({ key: 'library', schema: 9 });
}

/**
 * Version 9 → 10: the campaign state keeps what the GM shows the players (issue 21: `players`), which nothing
 * before it set, so every head gains the part with its empty value (core's `emptyPlayers`, what a replay of the
 * same log makes) and every checkpoint's state the same. Cheap: no log is read.
 */
export async function upgradeToVersion10(tx: Transaction): Promise<void> {
  const heads = (await tx.table('heads').toArray()) as StoredHead[];
  for (const head of heads) {
    if (head.keys.includes('players')) continue;
    await tx.table('headParts').put({ campaignId: head.campaignId, part: 'players', value: emptyPlayers });
    await tx.table('heads').put({ ...head, keys: [...head.keys, 'players'] });
  }
  await tx
    .table('checkpoints')
    .toCollection()
    .modify((row: { state: Partial<CampaignState> }) => {
      if (row.state.players === undefined) row.state = { ...row.state, players: emptyPlayers };
    });
  await tx.table('meta').put({ key: 'library', schema: 10 });
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

/**
 * Version 5 → 6. Entries that hold no event (0.5 stored one when a GM ruling was clicked twice, and such an entry
 * locked the campaign out of export and backups) are dropped, and each campaign that had one gets its head,
 * checkpoints and roll log built again from its log. Rows of campaigns that no longer exist (a deletion for good
 * cut short, which left no trace until now) are marked for deletion, finished at start (`finishPurges`).
 */
export async function upgradeToVersion6(tx: Transaction): Promise<void> {
  const affected = new Set<string>();
  const empty: [string, string, number][] = [];
  await tx
    .table('log')
    .toCollection()
    .each((row: LogRow) => {
      if (Array.isArray(row.events) && row.events.length > 0) return;
      affected.add(row.campaignId);
      empty.push([row.campaignId, row.stream, row.seq]);
    });
  await tx.table('log').bulkDelete(empty);
  const campaigns = (await tx.table('campaigns').toArray()) as CampaignRow[];
  for (const campaign of campaigns) {
    if (!affected.has(campaign.id)) continue;
    const rows = (await tx.table('log').where('campaignId').equals(campaign.id).sortBy('seq')) as LogRow[];
    await dropBuilt(tx, campaign.id);
    await writeBuilt(tx, campaign, buildCampaign(campaign.id, rows.map(entryOf)));
  }
  const known = new Set(campaigns.map((campaign) => campaign.id));
  for (const id of (await tx.table('pendingImports').toCollection().primaryKeys()) as string[]) known.add(id);
  const orphans = new Set<string>();
  for (const id of (await tx.table('heads').toCollection().primaryKeys()) as string[]) {
    if (!known.has(id)) orphans.add(id);
  }
  for (const [table, index] of [
    ['log', '[campaignId+stream+seq]'],
    ['checkpoints', '[campaignId+seq]'],
    ['rolls', '[campaignId+n]'],
  ] as const) {
    for (const id of await campaignIdsIn(tx, table, index)) if (!known.has(id)) orphans.add(id);
  }
  await tx.table('purges').bulkPut([...orphans].map((campaignId) => ({ campaignId, startedAt: 0 })));
  await tx.table('meta').put({ key: 'library', schema: 6 });
}

/**
 * Version 6 → 7: each scene's count of active entries, counted once from the `sceneKeys` index (a walk of its
 * keys, not of the rows) and stored; from now on every write of the log moves it (renderer/db/scene-counts.ts).
 */
export async function upgradeToVersion7(tx: Transaction): Promise<void> {
  await tx.table('sceneCounts').bulkPut(await countEveryScene(tx.table('log')));
  await tx.table('meta').put({ key: 'library', schema: 7 });
}

/**
 * The distinct campaign ids of a table whose `index` is a compound key led by the campaign id: one index seek
 * per campaign, never a scan of its rows.
 */
async function campaignIdsIn(tx: Transaction, table: string, index: string): Promise<string[]> {
  const ids: string[] = [];
  let key = (await tx.table(table).orderBy(index).limit(1).keys())[0] as unknown[] | undefined;
  while (key !== undefined) {
    const id = key[0];
    if (typeof id !== 'string') break;
    ids.push(id);
    key = (await tx.table(table).where(index).above([id, Dexie.maxKey]).limit(1).keys())[0] as
      unknown[] | undefined;
  }
  return ids;
}

/** A campaign's head, checkpoints and roll rows, before they are built again. */
async function dropBuilt(tx: Transaction, campaignId: string): Promise<void> {
  await tx.table('heads').delete(campaignId);
  await tx
    .table('checkpoints')
    .where('[campaignId+seq]')
    .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
    .delete();
  await tx
    .table('rolls')
    .where('[campaignId+n]')
    .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
    .delete();
}

/** Every campaign's log brought to today's shape, its head, checkpoints and roll log built again from it. */
async function rebuildEveryCampaign(tx: Transaction, schema: number): Promise<void> {
  const campaigns = (await tx.table('campaigns').toArray()) as CampaignRow[];
  for (const campaign of campaigns) {
    const rows = (await tx.table('log').where('campaignId').equals(campaign.id).sortBy('seq')) as LogRow[];
    const entries = rows.map((row) => upcastEntry(entryOf(row)) as LogEntry);
    await dropBuilt(tx, campaign.id);
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
  // A rebuilt head has no stamp: the row's stamp of the old head goes too, so no window uses a head it held.
  const { problem: _problem, headStamp: _stamp, ...row } = campaign;
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
  const rows: LogRow[] = [];
  const positions = new CountedPositions();
  let state: CampaignState | null = null;
  let headSeq = 0;
  const rolls: RollRow[] = [];
  const trail = new CheckpointTrail();
  try {
    for (const entry of entries) {
      if (entry.undone) {
        rows.push(logRow(campaignId, entry, positions));
        continue;
      }
      state = fold(state, entry);
      rows.push(logRow(campaignId, entry, positions, undefined, state));
      headSeq = entry.seq;
      rolls.push(...rollRows(campaignId, entry, rolls.length));
      trail.after(entry.seq, state, entry);
    }
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    const counted = new CountedPositions();
    return { rows: entries.map((entry) => logRow(campaignId, entry, counted)), problem: error.message };
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
