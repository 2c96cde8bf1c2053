import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointName, entryKind, replay } from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { dispatch, undo } from '../../../../renderer/db/commands.ts';
import { loadHead } from '../../../../renderer/db/head-store.ts';
import { openLibrary } from '../../../../renderer/db/read-only.ts';
import { HeistboxDb, schemaVersion } from '../../../../renderer/db/schema.ts';
import { jumpPoints, rewind, timelineCount, timelinePage } from '../../../../renderer/db/timeline.ts';
import { buildCampaign } from '../../../../renderer/db/upgrade.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { expectConsistent, rollCommand } from './support.ts';

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** Real version-10 data: a played campaign's rows as Heistbox 0.11 wrote them (no timeline fields or names). */
async function writeVersion10(name: string, id: string, entries: readonly LogEntry[]): Promise<void> {
  const v10 = new Dexie(name);
  v10.version(10).stores({
    campaigns: 'id, name, updatedAt, trashedAt',
    log: '[campaignId+stream+seq], campaignId, *sceneIds, [campaignId+command+seq], *sceneKeys',
    heads: 'campaignId',
    headParts: '[campaignId+part]',
    checkpoints: '[campaignId+seq]',
    rolls: '[campaignId+n], &[campaignId+id], [campaignId+characterId+n]',
    sceneCounts: '[campaignId+sceneId]',
    meta: 'key',
    pendingImports: 'campaignId',
    purges: 'campaignId',
    webBackups: 'name, createdAt',
  });
  const built = buildCampaign(id, entries);
  if ('problem' in built) throw new Error(built.problem);
  await v10.table('campaigns').add({
    id,
    name: built.head.state.name,
    createdAt: 1,
    updatedAt: 2,
    trashedAt: 0,
    backedUpAt: 0,
    headStamp: 's10',
  });
  await v10
    .table('log')
    .bulkAdd(built.rows.map(({ kind: _kind, timelineKeys: _keys, context: _context, ...row }) => row));
  await v10.table('rolls').bulkAdd(built.rolls);
  await v10.table('checkpoints').bulkAdd(built.checkpoints.filter((row) => row.name === undefined));
  const counts = new Map<string, number>();
  for (const row of built.rows.filter((row) => !row.undone))
    for (const scene of row.sceneIds) counts.set(scene, (counts.get(scene) ?? 0) + 1);
  await v10
    .table('sceneCounts')
    .bulkAdd([...counts].map(([sceneId, n]) => ({ campaignId: id, sceneId, entries: n })));
  const { state, ...head } = built.head;
  await v10.table('heads').add({ ...head, stamp: 's10', keys: Object.keys(state) });
  await v10
    .table('headParts')
    .bulkAdd(Object.entries(state).map(([part, value]) => ({ campaignId: id, part, value })));
  await v10.table('meta').put({ key: 'library', schema: 10 });
  v10.close();
}

describe('schema 11 (issue 22: the timeline)', () => {
  it('upgrades version-10 data: every row gets its kind, filter keys and context, and each session and scene start its named checkpoint', async () => {
    const name = `schema-11-${Date.now()}`;
    names.push(name);
    const { entries } = simulateCampaign({ entries: 500, seed: 10, name: 'Ten' });
    const log = [...entries.slice(0, -3), ...entries.slice(-3).map((entry) => ({ ...entry, undone: true }))];
    await writeVersion10(name, 'c10', log);

    const db = new HeistboxDb(name);
    await openLibrary(db);
    expect(db.verno).toBe(schemaVersion);
    expect(schemaVersion).toBe(11);
    expect(await db.meta.get('library')).toEqual({ key: 'library', schema: 11 });
    const rows = await db.log.where('campaignId').equals('c10').sortBy('seq');
    expect(rows).toHaveLength(log.length);
    for (const row of rows) {
      expect(row.kind).toBe(entryKind(row));
      expect(row.timelineKeys.length).toBeGreaterThan(0);
      expect(row.context === undefined).toBe(row.undone);
    }
    const head = (await loadHead(db, 'c10'))!;
    expect(head.state).toEqual(replay(log));
    // The named checkpoints hold the state after their entry, and only active entries have one.
    const named = log.filter((entry) => !entry.undone && checkpointName(entry) !== null);
    expect(named.length).toBeGreaterThan(3);
    const points = await jumpPoints(db, head);
    expect(points).toEqual(named.map((entry) => ({ seq: entry.seq, name: checkpointName(entry) })));
    for (const entry of named.slice(0, 4)) {
      const row = await db.checkpoints.get(['c10', entry.seq]);
      expect(row?.state).toEqual(replay(log.filter((e) => e.seq <= entry.seq)));
    }
    // The timeline pages and filters the upgraded log from its index.
    const rolls = { kind: 'rolls' as const, character: null, scene: null };
    expect(await timelineCount(db, head, rolls)).toBe(log.filter((e) => e.command === 'dice/roll').length);
    const page = await timelinePage(db, head, rolls, 0, 8);
    expect(page.every((line) => line.kind === 'rolls')).toBe(true);
    expect(page.every((line) => (line.context === null) === line.undone)).toBe(true);
    await expectConsistent(db, 'c10');
    // It plays on: a command, a rewind, an undo.
    expect((await dispatch(db, 'c10', rollCommand('after-11'))).ok).toBe(true);
    expect((await rewind(db, 'c10', 100)).ok).toBe(true);
    expect((await undo(db, 'c10')).ok).toBe(true);
    await expectConsistent(db, 'c10');
    db.close();
  });
});
