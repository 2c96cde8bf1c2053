import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gzipSync } from 'node:zlib';
import { campaignFileText, rollId, time } from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry } from '../../../../core/index.ts';
import { dispatch, redo, undo } from '../../../../renderer/db/commands.ts';
import { sceneIdsOf } from '../../../../renderer/db/entries.ts';
import { importCampaign } from '../../../../renderer/db/files.ts';
import { sceneHistoryCount, sceneHistoryPage } from '../../../../renderer/db/queries.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { dropDb, freshDb, logOf, newCampaign } from './support.ts';

/** A scene's history counted and paged from the `sceneKeys` index (schema 5): active entries only. */

const fight = time.sceneId('fight');
let db: HeistboxDb | null = null;
afterEach(async () => {
  if (db) await dropDb(db);
  db = null;
});

const crew = 'Mr. A (3/5) SMG w/2 reloads\nMr. B (3/5) SMG w/2 reloads';
const police = 'Cop (2/5) Pistol w/1 reload';
let stamp = 0;
const stamped = (command: object): CampaignCommand =>
  ({ ...command, at: 1, rollId: rollId(`r${++stamp}`) }) as unknown as CampaignCommand;

async function openFight(campaignId: string): Promise<void> {
  const { skirmish } = await import('../../../../core/index.ts');
  const models = (prefix: string, text: string) =>
    skirmish.parseRoster(text).models.map((profile, i) => ({ id: `${prefix}${i + 1}`, profile }));
  const stored = await dispatch(
    db!,
    campaignId,
    stamped({
      type: 'scene/open',
      sceneId: fight,
      name: 'Lobby',
      engine: 'skirmish',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'police', label: 'Police', crew: false },
      ],
      participants: [],
      setup: {
        sides: [
          { id: 'crew', name: 'Crew', stance: 'aggressive', models: models('c', crew) },
          { id: 'police', name: 'Police', stance: 'defensive', models: models('p', police) },
        ],
        firstSide: 'crew',
        deck: [],
      },
    }),
  );
  expect(stored.ok).toBe(true);
}

const pass = (model: string) =>
  stamped({
    type: 'scene/act',
    sceneId: fight,
    engine: 'skirmish',
    command: { type: 'skirmish/act', model, action: { kind: 'pass' } },
  });

describe('a scene history from the index', () => {
  it('counts and pages the active entries of this campaign’s scene; undo and redo move them out and back', async () => {
    db = await freshDb();
    const id = await newCampaign(db);
    const other = await newCampaign(db, 'Same scene ids elsewhere');
    await openFight(id);
    await openFight(other);
    expect((await dispatch(db, id, pass('c1'))).ok).toBe(true);
    expect((await dispatch(db, id, pass('c2'))).ok).toBe(true);
    expect(await sceneHistoryCount(db, id, fight)).toBe(3);
    expect(await sceneHistoryCount(db, other, fight)).toBe(1);
    expect(await db.sceneCounts.get([id, fight])).toEqual({ campaignId: id, sceneId: fight, entries: 3 });
    const page = await sceneHistoryPage(db, id, fight, 0, 2);
    expect(page.map((e) => e.seq)).toEqual([...page.map((e) => e.seq)].sort((a, b) => b - a)); // newest first
    expect(page).toHaveLength(2);

    expect((await undo(db, id)).ok).toBe(true);
    expect(await sceneHistoryCount(db, id, fight)).toBe(2);
    expect((await sceneHistoryPage(db, id, fight, 0, 10)).every((e) => !e.undone)).toBe(true);
    expect((await redo(db, id)).ok).toBe(true);
    expect(await sceneHistoryCount(db, id, fight)).toBe(3);
  });
});

/** The scene with the most active entries, and their seqs, oldest first. */
function busiestScene(log: readonly LogEntry[]): [string, number[]] {
  const seqs = new Map<string, number[]>();
  for (const entry of log) {
    if (entry.undone) continue;
    for (const sceneId of sceneIdsOf(entry)) seqs.set(sceneId, [...(seqs.get(sceneId) ?? []), entry.seq]);
  }
  return [...seqs].sort((a, b) => b[1].length - a[1].length)[0]!;
}

describe('a scene history’s stored count (schema 7)', () => {
  it('is one stored row, read without walking the scene’s entries', async () => {
    db = await freshDb();
    const id = await newCampaign(db);
    await openFight(id);
    for (const model of ['c1', 'c2']) expect((await dispatch(db, id, pass(model))).ok).toBe(true);
    const where = vi.spyOn(db.log, 'where');
    expect(await sceneHistoryCount(db, id, fight)).toBe(3);
    expect(where).not.toHaveBeenCalled();
    where.mockRestore();
  });

  it('reads the newest page of a long scene as the rows on the page alone, none undone or older', async () => {
    db = await freshDb();
    const { entries } = simulateCampaign({ entries: 800, seed: 4, name: 'Long scenes' });
    const imported = await importCampaign(db, gzipSync(campaignFileText('Long scenes', 1, entries, 2)));
    if (!imported.ok) throw new Error(imported.message);
    const id = imported.id;
    for (let n = 0; n < 40; n += 1) expect((await undo(db, id)).ok).toBe(true); // a redo stack, not history
    const log = await logOf(db, id);
    const [scene, active] = busiestScene(log);
    expect(active.length).toBeGreaterThan(30);
    // Every log row the database hands out is a clone of the stored one (fake-indexeddb clones with the global
    // structuredClone): count the clones of log rows while the newest page is read.
    const clone = vi.spyOn(globalThis, 'structuredClone');
    const page = await sceneHistoryPage(db, id, scene, 0, 10);
    const rowsRead = clone.mock.calls.filter(
      ([value]) => typeof value === 'object' && value !== null && 'events' in value,
    );
    clone.mockRestore();
    expect(rowsRead).toHaveLength(10);
    expect(page.map((entry) => entry.seq)).toEqual(active.slice(-10).reverse());
  });

  it('leaves no row for a scene with no active entry, and counts it again on redo', async () => {
    db = await freshDb();
    const id = await newCampaign(db);
    await openFight(id);
    expect((await undo(db, id)).ok).toBe(true); // the opening undone: the scene has no history
    expect(await sceneHistoryCount(db, id, fight)).toBe(0);
    expect(await db.sceneCounts.count()).toBe(0);
    expect((await redo(db, id)).ok).toBe(true);
    expect(await sceneHistoryCount(db, id, fight)).toBe(1);
  });

  it('moves only with a change that was stored: a failed write leaves the count as it was', async () => {
    db = await freshDb();
    const id = await newCampaign(db);
    await openFight(id);
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    db.heads.hook('updating', full);
    db.heads.hook('creating', full);
    const failed = [await dispatch(db, id, pass('c1')), await undo(db, id)];
    db.heads.hook('updating').unsubscribe(full);
    db.heads.hook('creating').unsubscribe(full);
    expect(failed).toMatchObject([
      { ok: false, code: 'storage/quota' },
      { ok: false, code: 'storage/quota' },
    ]);
    expect(await sceneHistoryCount(db, id, fight)).toBe(1);
    expect(await db.log.where('sceneKeys').equals(`${id} ${fight}`).count()).toBe(1);
  });
});

describe('a stored count that disagrees with the log', () => {
  it('is never written below zero: the undo is refused as a storage failure and nothing changes', async () => {
    db = await freshDb();
    const id = await newCampaign(db);
    await openFight(id);
    expect((await dispatch(db, id, pass('c1'))).ok).toBe(true);
    await db.sceneCounts.delete([id, fight]); // damaged outside Heistbox: the scene counts nothing
    const head = await db.heads.get(id);
    expect(await undo(db, id)).toMatchObject({
      ok: false,
      code: 'storage/failed',
      message: expect.stringMatching(/history of scene fight .* would count -1 entries/),
    });
    expect(await db.heads.get(id)).toEqual(head);
    expect(await db.log.where('sceneKeys').equals(`${id} ${fight}`).count()).toBe(2);
  });
});

describe('the upgrade to schema 5', () => {
  it('gives every version-4 log row its scene keys, none for undone rows', async () => {
    const { Dexie } = await import('dexie');
    const { HeistboxDb } = await import('../../../../renderer/db/schema.ts');
    const { openLibrary } = await import('../../../../renderer/db/read-only.ts');
    db = await freshDb();
    const id = await newCampaign(db);
    await openFight(id);
    expect((await dispatch(db, id, pass('c1'))).ok).toBe(true);
    expect((await dispatch(db, id, pass('c2'))).ok).toBe(true);
    expect((await undo(db, id)).ok).toBe(true);
    const rows = await db.log.toArray();
    const head = await db.heads.toArray();
    const campaigns = await db.campaigns.toArray();
    await dropDb(db);

    // The same data as Heistbox 0.5's version 4 stored it: no `sceneKeys`.
    const name = `v4-${Date.now()}`;
    const v4 = new Dexie(name);
    v4.version(4).stores({
      campaigns: 'id, name, updatedAt, trashedAt',
      log: '[campaignId+stream+seq], campaignId, *sceneIds, [campaignId+command+seq]',
      heads: 'campaignId',
      checkpoints: '[campaignId+seq]',
      rolls: '[campaignId+n], &[campaignId+id], [campaignId+characterId+n]',
      meta: 'key',
      pendingImports: 'campaignId',
      webBackups: 'name, createdAt',
    });
    await v4.table('campaigns').bulkAdd(campaigns);
    await v4.table('log').bulkAdd(rows.map(({ sceneKeys: _keys, ...row }) => row));
    await v4.table('heads').bulkAdd(head);
    await v4.table('meta').put({ key: 'library', schema: 4 });
    v4.close();

    db = new HeistboxDb(name);
    await openLibrary(db);
    expect(await sceneHistoryCount(db, id, fight)).toBe(2); // the opening and Mr. A's pass; Mr. B's is undone
    expect((await redo(db, id)).ok).toBe(true);
    expect(await sceneHistoryCount(db, id, fight)).toBe(3);
  });
});
