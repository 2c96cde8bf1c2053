import { Dexie } from 'dexie';
import type { EntityTable, Table } from 'dexie';
import type {
  CampaignCommand,
  CampaignEvent,
  CampaignState,
  EntryContext,
  RollRecord,
  TimelineKind,
} from '../../core/index.ts';
import {
  upgradeToVersion2,
  upgradeToVersion3,
  upgradeToVersion4,
  upgradeToVersion5,
  upgradeToVersion6,
  upgradeToVersion7,
  upgradeToVersion8,
  upgradeToVersion9,
  upgradeToVersion10,
} from './upgrade.ts';
import { upgradeToVersion11 } from './upgrade-11.ts';

/** One campaign in the library. `name` mirrors the head's state so the list needs no state. */
export interface CampaignRow {
  readonly id: string;
  readonly name: string;
  /** Epoch ms. */
  readonly createdAt: number;
  readonly updatedAt: number;
  /** When it was moved to the trash (epoch ms); 0 while it is in the library. */
  readonly trashedAt: number;
  /** The `updatedAt` its newest backup holds; 0 before any. */
  readonly backedUpAt: number;
  /** Set when its log cannot be replayed (a damaged version-1 campaign): it can be exported, not played. */
  readonly problem?: string;
  /** The stamp of its head as last written (renderer/db/head-store.ts): a window holding that head may use it. */
  readonly headStamp?: string;
}

/**
 * One stored command: its events, the unit of undo. The log is the campaign's truth; the key is
 * `[campaignId+stream+seq]` (the stream is always `'campaign'`).
 */
export interface LogRow {
  readonly campaignId: string;
  readonly stream: string;
  readonly seq: number;
  readonly at: number;
  readonly command: CampaignCommand['type'];
  readonly events: readonly CampaignEvent[];
  readonly undone: boolean;
  /** The scenes its events touch: a scene's history is the entries whose `sceneIds` name it. */
  readonly sceneIds: readonly string[];
  /**
   * `campaignId sceneId` for each scene it touches while it is active; empty once undone. The index a scene's
   * history is counted and paged on without reading its rows (schema 5).
   */
  readonly sceneKeys: readonly string[];
  /** Bytes of its line in the export file (newline included). */
  readonly size: number;
  /** Its kind for the timeline's filter (core's `entryKind`), schema 11. */
  readonly kind: TimelineKind;
  /**
   * `[campaignId, filter key, seq]` for every timeline filter it passes (entries.ts `timelineKeysOf`): the index a
   * filtered page of the timeline is read from, whatever the campaign's length (schema 11). Kept when undone: the
   * timeline shows undone entries, marked.
   */
  readonly timelineKeys: readonly (readonly [string, string, number])[];
  /** Where the campaign stood when it was stored (session, scene, round); absent when the writer had no state. */
  readonly context?: EntryContext;
}

/**
 * A campaign's head: the state its active entries build, stored in the same transaction as the entry that
 * produced it, so opening a campaign or deciding a command reads one row whatever the log's length.
 */
export interface HeadRow {
  readonly campaignId: string;
  /** The last active entry. Entries after it are the redo stack. */
  readonly seq: number;
  /** The highest seq the log has used (the next entry gets one more). */
  readonly lastSeq: number;
  readonly state: CampaignState;
  /** Rolls of the active entries: the roll log's rows are numbered 1..rolls. */
  readonly rolls: number;
  /** Log entries, undone ones included. */
  readonly entries: number;
  /** The export's uncompressed size: the header estimate plus every entry's line. */
  readonly bytes: number;
  /** The newest checkpoint at or before `seq`. */
  readonly checkpointSeq: number;
  /** Counts every change, so an export can tell the log moved under it. */
  readonly version: number;
  /** A fresh value at each write, copied onto the campaign row (renderer/db/head-store.ts); absent in heads written before. */
  readonly stamp?: string;
}

/**
 * A head as the `heads` table stores it (schema 9): everything but its state, whose top-level parts (`keys`, in
 * the state's order) are rows of `headParts`, so a change writes only the parts it changed, never the whole state.
 * Read and written only through renderer/db/head-store.ts.
 */
export interface StoredHead extends Omit<HeadRow, 'state'> {
  readonly keys: readonly string[];
}

/** One top-level part of a campaign's head state (`characters`, `scenes`, `clock`…), schema 9. */
export interface HeadPartRow {
  readonly campaignId: string;
  readonly part: string;
  readonly value: unknown;
}

/**
 * How long one scene's history is: the log rows whose `sceneKeys` name it (its active entries). Kept in the
 * transaction that writes those keys (renderer/db/scene-counts.ts), so the scene log reads one row, whatever the
 * scene's length; a scene with no active entry has no row (schema 7).
 */
export interface SceneCountRow {
  readonly campaignId: string;
  readonly sceneId: string;
  readonly entries: number;
}

/** The state after entry `seq`: undo rebuilds from the nearest one at or before its target. */
export interface CheckpointRow {
  readonly campaignId: string;
  readonly seq: number;
  readonly state: CampaignState;
  /**
   * A named checkpoint ("Session 3", "Scene: The vault"), made at each session start and scene opening and never
   * thinned away while its entry is active: the timeline's jump points (schema 11). Absent: a plain checkpoint.
   */
  readonly name?: string;
}

/** One roll of the roll log: the active entries' rolls numbered 1..n, oldest first. */
export interface RollRow {
  readonly campaignId: string;
  readonly n: number;
  /** The entry that made it. */
  readonly seq: number;
  /** The roll's own id (unique within a campaign). */
  readonly id: string;
  /** Who rolled, or '' for a typed pool: the filter's index. */
  readonly characterId: string;
  readonly roll: RollRecord;
}

/** Facts about the library itself: the schema that last wrote it, and the newest time it has seen. */
export type MetaRow = LibraryMetaRow | ClockMetaRow;

export interface LibraryMetaRow {
  readonly key: 'library';
  /** The schema version that last wrote this database. */
  readonly schema: number;
}

/**
 * The newest clock reading the library has seen at a start (epoch ms): the trash is emptied only of what both
 * this and the clock now say has expired, so a clock that jumps ahead never empties it (schema 6).
 */
export interface ClockMetaRow {
  readonly key: 'clock';
  readonly newestSeen: number;
}

/** An import under way: its rows are removed at the next start if it never finished. */
export interface PendingImportRow {
  readonly campaignId: string;
  readonly startedAt: number;
}

/**
 * A campaign being deleted for good: written in the transaction that takes it out of the library, removed once
 * its last row is gone; a purge cut short is finished at the next start (schema 6).
 */
export interface PurgeRow {
  readonly campaignId: string;
  readonly startedAt: number;
}

/** Backups kept inside the browser when no Electron shell writes them to files (`npm run web`). */
export interface WebBackupRow {
  readonly name: string;
  readonly createdAt: number;
  readonly size: number;
  /** A campaign's v2 file (gzip). */
  readonly bytes?: Uint8Array;
  /** A whole-library backup written by 0.1–0.2. */
  readonly text?: string;
  readonly campaignId?: string | null;
  readonly campaignName?: string | null;
}

export const databaseName = 'heistbox';
/** The schema this Heistbox writes. A database of a higher version was written by a newer Heistbox. */
export const schemaVersion = 11;

/**
 * The one database. `version(n).stores()` is append-only: a shipped version is never edited; the next one
 * adds `.upgrade(tx => …)` and a test that opens real data of the version before (tests/unit/renderer/db).
 * Writes ask for strict durability: a command the GM saw stored survives a power cut.
 */
export class HeistboxDb extends Dexie {
  campaigns!: EntityTable<CampaignRow, 'id'>;
  log!: Table<LogRow, [string, string, number]>;
  heads!: EntityTable<StoredHead, 'campaignId'>;
  headParts!: Table<HeadPartRow, [string, string]>;
  checkpoints!: Table<CheckpointRow, [string, number]>;
  rolls!: Table<RollRow, [string, number]>;
  sceneCounts!: Table<SceneCountRow, [string, string]>;
  meta!: Table<MetaRow, MetaRow['key']>;
  pendingImports!: EntityTable<PendingImportRow, 'campaignId'>;
  purges!: EntityTable<PurgeRow, 'campaignId'>;
  webBackups!: EntityTable<WebBackupRow, 'name'>;

  constructor(name: string = databaseName, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, { chromeTransactionDurability: 'strict', ...options });
    this.version(1).stores({
      campaigns: 'id, name, updatedAt',
      log: '[campaignId+stream+seq], campaignId',
      webBackups: 'name, createdAt',
    });
    this.version(2)
      .stores({
        campaigns: 'id, name, updatedAt, trashedAt',
        log: '[campaignId+stream+seq], campaignId, *sceneIds, [campaignId+command+seq]',
        heads: 'campaignId',
        checkpoints: '[campaignId+seq]',
        rolls: '[campaignId+n], &[campaignId+id], [campaignId+characterId+n]',
        meta: 'key',
        pendingImports: 'campaignId',
        webBackups: 'name, createdAt',
      })
      .upgrade((tx) => upgradeToVersion2(tx));
    // Version 3: scenes are played by registered engines (0.4.0); logs of 0.3.0 are brought to today's shape
    // and every head rebuilt. The stores are the same.
    this.version(3)
      .stores({})
      .upgrade((tx) => upgradeToVersion3(tx));
    // Version 4: closed scenes leave the campaign's state for summaries (0.5.0); every head is rebuilt.
    this.version(4)
      .stores({})
      .upgrade((tx) => upgradeToVersion4(tx));
    // Version 5: a scene's active entries are indexed by campaign and scene, so its history is counted and paged
    // from the index, whatever the campaign's length.
    this.version(5)
      .stores({
        log: '[campaignId+stream+seq], campaignId, *sceneIds, [campaignId+command+seq], *sceneKeys',
      })
      .upgrade((tx) => upgradeToVersion5(tx));
    // Version 6: deletions for good are marked first and finished at the next start; entries without events
    // (stored by 0.5's GM rulings clicked twice) are dropped and their campaigns' heads rebuilt, and rows a
    // deletion cut short left behind are marked for deletion.
    this.version(6)
      .stores({ purges: 'campaignId' })
      .upgrade((tx) => upgradeToVersion6(tx));
    // Version 7: each scene's count of active entries is stored beside the log, counted once here from the
    // `sceneKeys` index, so a scene log's length is one read however long the scene ran.
    this.version(7)
      .stores({ sceneCounts: '[campaignId+sceneId]' })
      .upgrade((tx) => upgradeToVersion7(tx));
    // Version 8: the campaign state keeps the fights that cross the bridge (`bridge`); every head is rebuilt.
    this.version(8)
      .stores({})
      .upgrade((tx) => upgradeToVersion8(tx));
    // Version 9: a head's state is stored part by part (`headParts`, one row per top-level key), so a command or
    // an undo writes the parts it changed, not the whole state.
    this.version(9)
      .stores({ headParts: '[campaignId+part]' })
      .upgrade((tx) => upgradeToVersion9(tx));
    // Version 10: the campaign state keeps what the GM shows the players (`players`, issue 21): each head gets the
    // part, and each checkpoint's state the same empty value; no log is replayed.
    this.version(10)
      .stores({})
      .upgrade((tx) => upgradeToVersion10(tx));
    // Version 11: the timeline (issue 22). Each log row gets its kind, its timeline filter keys (`*timelineKeys`, a
    // page of any filter is a key range) and its context; checkpoints at session and scene starts get their names,
    // listed from the `[campaignId+seq+name]` index without reading a state.
    this.version(11)
      .stores({
        log: '[campaignId+stream+seq], campaignId, *sceneIds, [campaignId+command+seq], *sceneKeys, *timelineKeys',
        checkpoints: '[campaignId+seq], [campaignId+seq+name]',
      })
      .upgrade((tx) => upgradeToVersion11(tx));
  }
}
