import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPlayers, entryLine, replay, rollId, rollsIn, upcastEntry } from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { dispatch, redo, undo } from '../../../../renderer/db/commands.ts';
import { createCampaign, tidyLibrary } from '../../../../renderer/db/library.ts';
import { exportCampaign, importCampaign } from '../../../../renderer/db/files.ts';
import { checkCampaignBytes } from '../../../../electron/campaign-bytes.ts';
import { installedVersion, openLibrary, readOnlyReason } from '../../../../renderer/db/read-only.ts';
import { HeistboxDb, schemaVersion } from '../../../../renderer/db/schema.ts';
import type { HeadPartRow } from '../../../../renderer/db/schema.ts';
import { closedSceneOf } from '../../../../renderer/db/queries.ts';
import { loadHead } from '../../../../renderer/db/head-store.ts';
import { buildCampaign } from '../../../../renderer/db/upgrade.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { expectConsistent, logOf, storedRolls } from './support.ts';

const names: string[] = [];
function freshName(): string {
  const name = `schema-test-${names.length}-${Date.now()}`;
  names.push(name);
  return name;
}
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** The version-1 stores, as Heistbox 0.1–0.2 declared them. */
function version1(name: string): Dexie {
  const v1 = new Dexie(name);
  v1.version(1).stores({
    campaigns: 'id, name, updatedAt',
    log: '[campaignId+stream+seq], campaignId',
    webBackups: 'name, createdAt',
  });
  return v1;
}

/** Real version-1 data: the 500-entry campaign Heistbox 0.2 wrote (tests/fixtures/v1), as its database rows. */
const longCon = JSON.parse(
  readFileSync(new URL('../../../fixtures/v1/long-con.heistbox.json', import.meta.url), 'utf8'),
) as { campaign: { name: string; createdAt: number }; log: LogEntry[] };

async function writeVersion1(name: string): Promise<void> {
  const v1 = version1(name);
  await v1.table('campaigns').bulkAdd([
    { id: 'c1', name: longCon.campaign.name, createdAt: longCon.campaign.createdAt, updatedAt: 2 },
    { id: 'c2', name: 'Old Job', createdAt: 1, updatedAt: 2 },
  ]);
  await v1.table('log').bulkAdd([
    ...longCon.log.map((entry) => ({ campaignId: 'c1', stream: 'campaign', ...entry })),
    {
      campaignId: 'c2',
      stream: 'campaign',
      seq: 1,
      at: 1,
      command: 'campaign/create',
      events: [{ type: 'campaign/created', name: 'Old Job' }],
      undone: false,
    },
  ]);
  await v1.table('webBackups').add({ name: 'heistbox-2026-11-20.json', createdAt: 1, size: 2, text: '{}' });
  v1.close();
}

describe('the database schema', () => {
  it('upgrades real version-1 data: heads, checkpoints and roll log built, every campaign playing on', async () => {
    const name = freshName();
    await writeVersion1(name);
    const db = new HeistboxDb(name);
    await openLibrary(db);
    expect(db.verno).toBe(schemaVersion);
    expect(readOnlyReason(db)).toBeNull();
    expect(await db.campaigns.get('c1')).toMatchObject({
      name: 'The Long Con (v1)',
      trashedAt: 0,
      backedUpAt: 0,
    });
    const log = await logOf(db, 'c1');
    const upcast = longCon.log.map((entry) => upcastEntry(entry) as LogEntry); // 0.1–0.3 scene shapes, read anew
    expect(log).toEqual(upcast);
    expect((await loadHead(db, 'c1'))?.state).toEqual(replay(upcast));
    expect(await storedRolls(db, 'c1')).toEqual(rollsIn(upcast));
    await expectConsistent(db, 'c1');
    await expectConsistent(db, 'c2');
    expect((await db.log.get(['c1', 'campaign', 1]))?.size).toBeGreaterThan(0);
    expect(await db.webBackups.count()).toBe(1);
    for (let n = 0; n < 3; n += 1) expect((await redo(db, 'c1')).ok).toBe(true);
    for (let n = 0; n < 30; n += 1) expect((await undo(db, 'c1')).ok).toBe(true);
    expect((await dispatch(db, 'c2', { type: 'campaign/rename', name: 'Renamed' })).ok).toBe(true);
    await expectConsistent(db, 'c1');
    await expectConsistent(db, 'c2');
    db.close();
  });

  it('leaves the old data intact when an upgrade fails', async () => {
    const name = freshName();
    await writeVersion1(name);
    class BrokenUpgrade extends HeistboxDb {
      constructor() {
        super(name);
        this.version(3)
          .stores({ campaigns: 'id, name, updatedAt, trashedAt, archived' })
          .upgrade(async (tx) => {
            await tx.table('campaigns').toCollection().modify({ archived: 0 });
            throw new Error('upgrade failed half way');
          });
      }
    }
    const broken = new BrokenUpgrade();
    await expect(broken.open()).rejects.toThrow(/upgrade failed half way/);
    broken.close();

    const raw = version1(name);
    await raw.open();
    expect(raw.verno).toBe(1);
    expect(await raw.table('campaigns').get('c2')).toEqual({
      id: 'c2',
      name: 'Old Job',
      createdAt: 1,
      updatedAt: 2,
    });
    expect(await raw.table('log').where('campaignId').equals('c1').count()).toBe(500);
    expect(raw.tables.map((t) => t.name).sort()).toEqual(['campaigns', 'log', 'webBackups']);
    raw.close();
  });

  it('a campaign whose version-1 log cannot be replayed is marked, not lost, and the others upgrade', async () => {
    const name = freshName();
    await writeVersion1(name);
    const v1 = version1(name);
    await v1.table('log').put({
      campaignId: 'c2',
      stream: 'campaign',
      seq: 2,
      at: 2,
      command: 'character/delete',
      events: [{ type: 'character/deleted', id: 'nobody' }],
      undone: false,
    });
    v1.close();
    const db = new HeistboxDb(name);
    await openLibrary(db);
    expect((await db.campaigns.get('c2'))?.problem).toMatch(/nobody/);
    expect(await db.log.where('campaignId').equals('c2').count()).toBe(2);
    await expectConsistent(db, 'c1');
    db.close();
  });

  it('opens a library written by a newer Heistbox read-only: it reads, refuses every write, and keeps the data', async () => {
    const name = freshName();
    const current = new HeistboxDb(name);
    await current.open();
    const created = await createCampaign(current, 'From the future');
    if (!created.ok) throw new Error(created.message);
    current.close();
    class Newer extends HeistboxDb {
      constructor() {
        super(name);
        this.version(schemaVersion + 1).stores({ notes: '++id' });
      }
    }
    const newer = new Newer();
    await newer.open();
    newer.close();
    const before = await installedVersion(name);
    expect(before).toBe(schemaVersion + 1);

    const db = new HeistboxDb(name);
    const opened = await openLibrary(db);
    expect(opened.readOnly).toMatch(/newer version of Heistbox/);
    expect((await db.campaigns.get(created.id))?.name).toBe('From the future');
    const refused = await dispatch(db, created.id, { type: 'campaign/rename', name: 'Never' });
    expect(refused).toMatchObject({ ok: false, code: 'library/read-only' });
    expect((await createCampaign(db, 'Another')).ok).toBe(false);
    db.close();
    expect(await installedVersion(name)).toBe(before);
    const check = new Dexie(name);
    await check.open();
    expect(check.tables.map((t) => t.name)).toContain('notes');
    expect(await check.table('campaigns').count()).toBe(1);
    check.close();
  });

  it('upgrades version-3 data: closed scenes leave every head and checkpoint for summaries, boards read from the log', async () => {
    const name = freshName();
    const v3 = new Dexie(name);
    v3.version(1).stores({
      campaigns: 'id, name, updatedAt',
      log: '[campaignId+stream+seq], campaignId',
      webBackups: 'name, createdAt',
    });
    v3.version(3).stores({
      campaigns: 'id, name, updatedAt, trashedAt',
      log: '[campaignId+stream+seq], campaignId, *sceneIds, [campaignId+command+seq]',
      heads: 'campaignId',
      checkpoints: '[campaignId+seq]',
      rolls: '[campaignId+n], &[campaignId+id], [campaignId+characterId+n]',
      meta: 'key',
      pendingImports: 'campaignId',
      webBackups: 'name, createdAt',
    });
    const { entries } = simulateCampaign({ entries: 600, seed: 11, name: 'Three' });
    const built = buildCampaign('c3', entries);
    if ('problem' in built) throw new Error(built.problem);
    // 0.4.0's shape: closed scenes whole among the scenes, no summaries.
    const closedIds = built.head.state.recentlyClosed;
    expect(closedIds.length).toBeGreaterThan(0);
    const oldScenes = Object.fromEntries(
      closedIds.map((id) => [
        id,
        { ...built.head.state.closed[id], turns: { initiative: null, free: null }, state: null },
      ]),
    );
    const { closed: _closed, ...rest } = built.head.state;
    const oldState = { ...rest, scenes: { ...built.head.state.scenes, ...oldScenes } };
    await v3
      .table('campaigns')
      .add({ id: 'c3', name: 'Three', createdAt: 1, updatedAt: 2, trashedAt: 0, backedUpAt: 0 });
    await v3.table('log').bulkAdd(built.rows);
    await v3.table('rolls').bulkAdd(built.rolls);
    await v3.table('checkpoints').bulkAdd(built.checkpoints.map((row) => ({ ...row, state: oldState })));
    await v3.table('heads').add({ ...built.head, state: oldState });
    await v3.table('meta').put({ key: 'library', schema: 3 });
    v3.close();

    const db = new HeistboxDb(name);
    await openLibrary(db);
    expect(db.verno).toBe(schemaVersion);
    expect(await db.meta.get('library')).toEqual({ key: 'library', schema: schemaVersion });
    const head = await loadHead(db, 'c3');
    expect(head?.state).toEqual(replay(entries));
    expect(Object.keys(head!.state.closed).sort()).toEqual([...closedIds].sort());
    for (const row of await db.checkpoints.toArray()) expect(row.state).toHaveProperty('closed');
    await expectConsistent(db, 'c3');
    const board = await closedSceneOf(db, 'c3', closedIds[0]!);
    expect(board?.id).toBe(closedIds[0]);
    expect(board?.ended).toBe(head!.state.closed[closedIds[0]!]!.ended);
    expect(board?.state).not.toBeNull();
    for (let n = 0; n < 20; n += 1) expect((await undo(db, 'c3')).ok).toBe(true);
    await expectConsistent(db, 'c3');
    db.close();
  });

  it('upgrades version-5 data holding entries without events: they are dropped, the heads rebuilt, and the campaign exports and backs up again', async () => {
    const name = freshName();
    const v5 = new Dexie(name);
    v5.version(5).stores({
      campaigns: 'id, name, updatedAt, trashedAt',
      log: '[campaignId+stream+seq], campaignId, *sceneIds, [campaignId+command+seq], *sceneKeys',
      heads: 'campaignId',
      checkpoints: '[campaignId+seq]',
      rolls: '[campaignId+n], &[campaignId+id], [campaignId+characterId+n]',
      meta: 'key',
      pendingImports: 'campaignId',
      webBackups: 'name, createdAt',
    });
    // As 0.5 stored it: a GM ruling clicked twice left an entry with no events in the middle of the log, and one
    // at its head.
    const { entries } = simulateCampaign({ entries: 400, seed: 21, name: 'Locked out' });
    const empty = (seq: number): LogEntry => ({
      seq,
      at: 5,
      command: 'scene/act',
      events: [],
      undone: false,
    });
    const shifted = entries.map((entry) => (entry.seq > 200 ? { ...entry, seq: entry.seq + 1 } : entry));
    const last = shifted.at(-1)!.seq;
    const stored = [...shifted.slice(0, 200), empty(201), ...shifted.slice(200), empty(last + 1)];
    const built = buildCampaign('c5', stored);
    if ('problem' in built) throw new Error(built.problem);
    await v5
      .table('campaigns')
      .add({ id: 'c5', name: 'Locked out', createdAt: 1, updatedAt: 2, trashedAt: 0, backedUpAt: 0 });
    await v5.table('log').bulkAdd(built.rows);
    await v5.table('rolls').bulkAdd(built.rolls);
    await v5.table('checkpoints').bulkAdd(built.checkpoints);
    await v5.table('heads').add(built.head);
    // A deletion for good cut short under 0.5: rows of a campaign that no longer exists, and no trace of it.
    const gone = buildCampaign('gone', stored.slice(0, 60));
    await v5.table('log').bulkAdd(gone.rows.slice(0, 50));
    await v5.table('rolls').bulkAdd(built.rolls.slice(0, 5).map((row) => ({ ...row, campaignId: 'gone' })));
    await v5.table('checkpoints').add({ ...built.checkpoints[0], campaignId: 'gone-too' });
    await v5.table('meta').put({ key: 'library', schema: 5 });
    v5.close();

    const db = new HeistboxDb(name);
    await openLibrary(db);
    expect(db.verno).toBe(schemaVersion);
    const log = await logOf(db, 'c5');
    expect(log.filter((entry) => entry.events.length === 0)).toEqual([]);
    expect(log).toHaveLength(stored.length - 2);
    await expectConsistent(db, 'c5');
    expect((await loadHead(db, 'c5'))!.seq).toBe(last);
    const { bytes } = await exportCampaign(db, 'c5');
    await expect(checkCampaignBytes(bytes)).resolves.toMatchObject({ campaign: { name: 'Locked out' } });
    const back = await importCampaign(db, bytes);
    expect(back.ok, back.ok ? '' : back.message).toBe(true);
    // Entry for entry, then the entry that names the copy beside the original.
    if (back.ok) {
      const copy = await logOf(db, back.id);
      expect(copy.slice(0, log.length).map(entryLine)).toEqual(log.map(entryLine));
      expect(copy.slice(log.length).map((entry) => entry.command)).toEqual(['campaign/rename']);
    }
    expect((await undo(db, 'c5')).ok).toBe(true);
    await expectConsistent(db, 'c5');

    expect((await db.purges.toArray()).map((row) => row.campaignId).sort()).toEqual(['gone', 'gone-too']);
    await tidyLibrary(db);
    expect(await db.log.where('campaignId').equals('gone').count()).toBe(0);
    expect((await db.rolls.toArray()).filter((row) => row.campaignId === 'gone')).toEqual([]);
    expect((await db.checkpoints.toArray()).filter((row) => row.campaignId === 'gone-too')).toEqual([]);
    expect(await db.purges.count()).toBe(0);
    await expectConsistent(db, 'c5');
    db.close();
  });

  it('upgrades version-8 data: each head is split into its parts, and a roll then writes only the parts it changed', async () => {
    const name = freshName();
    const v8 = new Dexie(name);
    v8.version(8).stores({
      campaigns: 'id, name, updatedAt, trashedAt',
      log: '[campaignId+stream+seq], campaignId, *sceneIds, [campaignId+command+seq], *sceneKeys',
      heads: 'campaignId',
      checkpoints: '[campaignId+seq]',
      rolls: '[campaignId+n], &[campaignId+id], [campaignId+characterId+n]',
      sceneCounts: '[campaignId+sceneId]',
      meta: 'key',
      pendingImports: 'campaignId',
      purges: 'campaignId',
      webBackups: 'name, createdAt',
    });
    const { entries } = simulateCampaign({ entries: 300, seed: 8, name: 'Eight' });
    const built = buildCampaign('c8', entries);
    if ('problem' in built) throw new Error(built.problem);
    await v8.table('campaigns').add({
      id: 'c8',
      name: 'Eight',
      createdAt: 1,
      updatedAt: 2,
      trashedAt: 0,
      backedUpAt: 0,
      headStamp: 's8',
    });
    await v8.table('log').bulkAdd(built.rows);
    await v8.table('rolls').bulkAdd(built.rolls);
    await v8.table('checkpoints').bulkAdd(built.checkpoints);
    const counts = new Map<string, number>();
    for (const row of built.rows.filter((row) => !row.undone)) {
      for (const scene of row.sceneIds) counts.set(scene, (counts.get(scene) ?? 0) + 1);
    }
    await v8
      .table('sceneCounts')
      .bulkAdd([...counts].map(([sceneId, n]) => ({ campaignId: 'c8', sceneId, entries: n })));
    await v8.table('heads').add({ ...built.head, stamp: 's8' }); // 0.9's shape: the whole state in the row
    await v8.table('meta').put({ key: 'library', schema: 8 });
    v8.close();

    const db = new HeistboxDb(name);
    await openLibrary(db);
    expect(db.verno).toBe(schemaVersion);
    expect(await db.meta.get('library')).toEqual({ key: 'library', schema: schemaVersion });
    const stored = (await db.heads.get('c8'))!;
    expect(stored).not.toHaveProperty('state');
    expect(stored.keys).toEqual(Object.keys(built.head.state));
    expect((await db.headParts.toArray()).map((row) => row.part).sort()).toEqual(
      Object.keys(built.head.state).sort(),
    );
    expect((await loadHead(db, 'c8'))?.state).toEqual(replay(entries));
    await expectConsistent(db, 'c8');

    const written: string[] = [];
    const note = (_key: unknown, row: HeadPartRow) => void written.push(row.part);
    db.headParts.hook('creating', note);
    const roll = await dispatch(db, 'c8', {
      type: 'dice/roll',
      rollId: rollId('after-9'),
      at: 3,
      request: {
        characterId: null,
        skill: null,
        pool: { rolled: 4, kept: 2 },
        modifiers: [],
        bolsters: 0,
        leanOnto: null,
        against: { kind: 'difficulty', value: 9 },
        note: '',
      },
    });
    db.headParts.hook('creating').unsubscribe(note);
    if (!roll.ok) throw new Error(roll.message);
    expect(roll.ok).toBe(true);
    // A plain roll leaves the crew, the scenes, the Spots and the settings alone: none of them is written again.
    expect(written).not.toContain('characters');
    expect(written).not.toContain('scenes');
    expect(written).not.toContain('settings');
    await expectConsistent(db, 'c8');
    expect((await undo(db, 'c8')).ok).toBe(true);
    expect((await redo(db, 'c8')).ok).toBe(true);
    await expectConsistent(db, 'c8');
    db.close();
  });

  it('upgrades version-9 data: each head and checkpoint gains the players’ part, nothing chosen (issue 21)', async () => {
    const name = freshName();
    const v9 = new Dexie(name);
    v9.version(9).stores({
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
    const { entries } = simulateCampaign({ entries: 300, seed: 9, name: 'Nine' });
    const built = buildCampaign('c9', entries);
    if ('problem' in built) throw new Error(built.problem);
    // 0.10's shape: no `players` part in the state, its head or its checkpoints.
    const strip = <T extends { players?: unknown }>(state: T) => {
      const { players: _players, ...rest } = state;
      return rest;
    };
    const oldState = strip(built.head.state);
    await v9.table('campaigns').add({
      id: 'c9',
      name: 'Nine',
      createdAt: 1,
      updatedAt: 2,
      trashedAt: 0,
      backedUpAt: 0,
      headStamp: 's9',
    });
    await v9.table('log').bulkAdd(built.rows);
    await v9.table('rolls').bulkAdd(built.rolls);
    await v9
      .table('checkpoints')
      .bulkAdd(built.checkpoints.map((row) => ({ ...row, state: strip(row.state) })));
    const counts = new Map<string, number>();
    for (const row of built.rows.filter((row) => !row.undone)) {
      for (const scene of row.sceneIds) counts.set(scene, (counts.get(scene) ?? 0) + 1);
    }
    await v9
      .table('sceneCounts')
      .bulkAdd([...counts].map(([sceneId, n]) => ({ campaignId: 'c9', sceneId, entries: n })));
    const { state: _state, ...head } = built.head;
    await v9.table('heads').add({ ...head, stamp: 's9', keys: Object.keys(oldState) });
    await v9
      .table('headParts')
      .bulkAdd(Object.entries(oldState).map(([part, value]) => ({ campaignId: 'c9', part, value })));
    await v9.table('meta').put({ key: 'library', schema: 9 });
    v9.close();

    const db = new HeistboxDb(name);
    await openLibrary(db);
    expect(db.verno).toBe(schemaVersion);
    expect(await db.meta.get('library')).toEqual({ key: 'library', schema: schemaVersion });
    expect((await db.heads.get('c9'))?.keys).toEqual(Object.keys(built.head.state));
    expect((await loadHead(db, 'c9'))?.state).toEqual(replay(entries));
    for (const row of await db.checkpoints.toArray()) expect(row.state.players).toEqual(emptyPlayers);
    await expectConsistent(db, 'c9');
    // A players' command and its undo then work on the upgraded campaign.
    const character = Object.keys(built.head.state.characters)[0]!;
    const shown = await dispatch(db, 'c9', {
      type: 'players/show-character',
      characterId: character as never,
      look: 'hidden',
    });
    if (!shown.ok) throw new Error(shown.message);
    expect(Object.keys((await loadHead(db, 'c9'))!.state.players.characters)).toEqual([character]);
    expect((await undo(db, 'c9')).ok).toBe(true);
    await expectConsistent(db, 'c9');
    db.close();
  });
});
