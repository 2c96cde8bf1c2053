import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { seededDice } from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry } from '../../../../core/index.ts';
import { dispatch, redo, undo } from '../../../../renderer/db/commands.ts';
import { exportCampaign, importCampaign } from '../../../../renderer/db/files.ts';
import {
  createCampaign,
  deleteForGood,
  restoreCampaign,
  tidyLibrary,
  trashCampaign,
} from '../../../../renderer/db/library.ts';
import { sceneHistoryCount } from '../../../../renderer/db/queries.ts';
import { openLibrary } from '../../../../renderer/db/read-only.ts';
import { HeistboxDb, schemaVersion } from '../../../../renderer/db/schema.ts';
import { buildCampaign } from '../../../../renderer/db/upgrade.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { dropDb, expectConsistent, freshDb, recountScenes } from './support.ts';

/**
 * Each scene's stored count of active entries (schema 7) is one truth with the log: after any mix of commands,
 * undos, redos, imports (a copy beside its original leaves the redo stack out), trips through the trash and
 * deletions for good, every campaign's stored counts equal a recount of its log, and a deleted campaign leaves
 * none behind. The upgrade from version 6 counts them once from real version-6 rows.
 */

const session = simulateCampaign({ entries: 260, seed: 5 }).commands;
/** The session up to its first scene's opening and first steps: every run starts with a scene to count. */
const prelude = session.findIndex((command) => command.type === 'scene/open') + 5;

type Op =
  | { readonly kind: 'command'; readonly count: number }
  | { readonly kind: 'undo' | 'redo'; readonly count: number }
  | { readonly kind: 'reimport' | 'trip' | 'delete-copy' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('command' as const), count: fc.integer({ min: 1, max: 40 }) }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('undo' as const, 'redo' as const),
      count: fc.integer({ min: 1, max: 20 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('reimport' as const, 'trip' as const, 'delete-copy' as const),
    }),
    weight: 2,
  },
);

/** No campaign outside the library keeps a count. */
async function expectNoStrayCounts(db: HeistboxDb): Promise<void> {
  const library = new Set(await db.campaigns.toCollection().primaryKeys());
  const stray = (await db.sceneCounts.toArray()).filter((row) => !library.has(row.campaignId));
  expect(stray).toEqual([]);
}

const numRuns = 20;

describe('the stored scene counts', () => {
  it('equal a recount of the log after any mix of commands, undos, redos, imports, the trash and deletions', async () => {
    let withScenes = 0; // checks that found scenes to count
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const db = await freshDb();
        try {
          const created = session[0] as Extract<CampaignCommand, { type: 'campaign/create' }>;
          const made = await createCampaign(db, created.name);
          if (!made.ok) throw new Error(made.message);
          const id = made.id;
          const copies: string[] = [];
          const dice = seededDice('scene-counts');
          let next = 1;
          while (next < prelude) await dispatch(db, id, session[next++]!, dice);
          if ((await recountScenes(db, id)).size > 0) withScenes += 1;
          for (const step of ops) {
            if (step.kind === 'command') {
              for (let n = 0; n < step.count && next < session.length; n += 1)
                await dispatch(db, id, session[next++]!, dice); // refusals are fine: nothing is stored
            } else if (step.kind === 'undo' || step.kind === 'redo') {
              for (let n = 0; n < step.count; n += 1) await (step.kind === 'undo' ? undo : redo)(db, id);
            } else if (step.kind === 'reimport') {
              const imported = await importCampaign(db, (await exportCampaign(db, id)).bytes);
              if (!imported.ok) throw new Error(imported.message);
              copies.push(imported.id); // renamed beside its original: the file's redo stack left out
              await recountScenes(db, imported.id);
            } else if (step.kind === 'trip') {
              await trashCampaign(db, id);
              await restoreCampaign(db, id);
            } else {
              const copy = copies.pop();
              if (copy === undefined) continue;
              await trashCampaign(db, copy);
              expect((await deleteForGood(db, copy)).ok).toBe(true);
            }
            await expectNoStrayCounts(db);
            if ((await recountScenes(db, id)).size > 0) withScenes += 1;
          }
        } finally {
          await dropDb(db);
        }
      }),
      { numRuns },
    );
    expect(withScenes).toBeGreaterThan(numRuns); // the runs played scenes: the property checked counts, not zeros
  }, 180_000);
});

describe('the upgrade to schema 7', () => {
  const names: string[] = [];
  afterEach(async () => {
    for (const name of names.splice(0)) await Dexie.delete(name);
  });

  /** The stores Heistbox 0.6 declared at version 6. */
  function version6(name: string): Dexie {
    const v6 = new Dexie(name);
    v6.version(6).stores({
      campaigns: 'id, name, updatedAt, trashedAt',
      log: '[campaignId+stream+seq], campaignId, *sceneIds, [campaignId+command+seq], *sceneKeys',
      heads: 'campaignId',
      checkpoints: '[campaignId+seq]',
      rolls: '[campaignId+n], &[campaignId+id], [campaignId+characterId+n]',
      meta: 'key',
      pendingImports: 'campaignId',
      purges: 'campaignId',
      webBackups: 'name, createdAt',
    });
    return v6;
  }

  it('counts every scene of real version-6 data once, and the counts move with the log from then on', async () => {
    const name = `v6-${Date.now()}`;
    names.push(name);
    const v6 = version6(name);
    // Two campaigns as version 6 stored them: a long one whose last entries are undone (its redo stack), and one
    // with scenes of the same ids; plus a deletion for good cut short (its marker and some of its rows).
    const long = simulateCampaign({ entries: 700, seed: 31, name: 'Six' }).entries;
    const withRedo: LogEntry[] = long.map((entry, index) =>
      index >= long.length - 12 ? { ...entry, undone: true } : entry,
    );
    const other = simulateCampaign({ entries: 300, seed: 31, name: 'Twin' }).entries;
    for (const [id, entries, campaignName] of [
      ['c6', withRedo, 'Six'],
      ['twin', other, 'Twin'],
    ] as const) {
      const built = buildCampaign(id, entries);
      if ('problem' in built) throw new Error(built.problem);
      await v6
        .table('campaigns')
        .add({ id, name: campaignName, createdAt: 1, updatedAt: 2, trashedAt: 0, backedUpAt: 0 });
      await v6.table('log').bulkAdd(built.rows);
      await v6.table('rolls').bulkAdd(built.rolls);
      await v6.table('checkpoints').bulkAdd(built.checkpoints);
      await v6.table('heads').add(built.head);
      if (id === 'twin') {
        const gone = buildCampaign('gone', entries.slice(0, 120));
        await v6.table('log').bulkAdd(gone.rows.slice(0, 80));
        await v6.table('purges').add({ campaignId: 'gone', startedAt: 1 });
      }
    }
    await v6.table('meta').put({ key: 'library', schema: 6 });
    v6.close();

    const db = new HeistboxDb(name);
    await openLibrary(db);
    expect(db.verno).toBe(schemaVersion);
    expect(await db.meta.get('library')).toEqual({ key: 'library', schema: schemaVersion });
    const six = await recountScenes(db, 'c6');
    expect(Math.max(...six.values())).toBeGreaterThan(20); // long scenes were counted, not only openings
    const [busiest] = [...six].sort((a, b) => b[1] - a[1])[0]!;
    expect(await sceneHistoryCount(db, 'c6', busiest)).toBe(six.get(busiest));
    await recountScenes(db, 'twin');
    await expectConsistent(db, 'c6');
    await expectConsistent(db, 'twin');

    const goneCounts = () =>
      db.sceneCounts
        .where('[campaignId+sceneId]')
        .between(['gone', Dexie.minKey], ['gone', Dexie.maxKey])
        .count();
    expect(await goneCounts()).toBeGreaterThan(0); // counted like any rows of the log
    await tidyLibrary(db); // finishes the deletion cut short: its counts go with its rows
    expect(await goneCounts()).toBe(0);
    expect(await db.log.where('campaignId').equals('gone').count()).toBe(0);
    for (let n = 0; n < 5; n += 1) expect((await redo(db, 'c6')).ok).toBe(true);
    for (let n = 0; n < 40; n += 1) expect((await undo(db, 'c6')).ok).toBe(true);
    await expectConsistent(db, 'c6');
    expect((await dispatch(db, 'c6', { type: 'campaign/rename', name: 'Six again' })).ok).toBe(true);
    await expectConsistent(db, 'c6'); // the redo stack dropped: its entries had left their scenes already
    db.close();
  });
});
