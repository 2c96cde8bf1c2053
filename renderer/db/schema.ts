import { Dexie } from 'dexie';
import type { EntityTable, Table } from 'dexie';
import type { CampaignEvent, CampaignCommand } from '../../core/index.ts';

/** One campaign in the library. `name` mirrors the replayed state so the list needs no replay. */
export interface CampaignRow {
  readonly id: string;
  readonly name: string;
  /** Epoch ms. */
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * One stored command: its events, the unit of undo. A campaign's log is the stream `'campaign'`; scenes get
 * streams of their own, so the key is `[campaignId+stream+seq]`.
 */
export interface LogRow {
  readonly campaignId: string;
  readonly stream: string;
  readonly seq: number;
  readonly at: number;
  readonly command: CampaignCommand['type'];
  readonly events: readonly CampaignEvent[];
  readonly undone: boolean;
}

/** Backups kept inside the browser when no Electron shell writes them to files (`npm run web`). */
export interface WebBackupRow {
  readonly name: string;
  readonly createdAt: number;
  readonly size: number;
  readonly text: string;
}

export const databaseName = 'heistbox';

/**
 * The one database. `version(n).stores()` is append-only: a shipped version is never edited; the next one
 * adds `.upgrade(tx => …)` and a test that opens real data of the version before (tests/unit/renderer/db).
 */
export class HeistboxDb extends Dexie {
  campaigns!: EntityTable<CampaignRow, 'id'>;
  log!: Table<LogRow, [string, string, number]>;
  webBackups!: EntityTable<WebBackupRow, 'name'>;

  constructor(name: string = databaseName, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({
      campaigns: 'id, name, updatedAt',
      log: '[campaignId+stream+seq], campaignId',
      webBackups: 'name, createdAt',
    });
  }
}
