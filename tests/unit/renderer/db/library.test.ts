import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch, undo } from '../../../../renderer/db/commands.ts';
import { exportCampaign, importCampaign } from '../../../../renderer/db/files.ts';
import {
  createCampaign,
  deleteForGood,
  emptyTrash,
  renameCampaign,
  restoreCampaign,
  tidyLibrary,
  trashCampaign,
  trashDays,
} from '../../../../renderer/db/library.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { addVex, dropDb, expectConsistent, freshDb, logOf, newCampaign } from './support.ts';

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await dropDb(db);
});

const day = 86_400_000;

describe('the library', () => {
  it('creates a campaign whose log starts with its creation, with a head and a checkpoint', async () => {
    const id = await newCampaign(db, 'Docklands');
    expect((await logOf(db, id)).map((entry) => entry.command)).toEqual(['campaign/create']);
    expect(await db.campaigns.get(id)).toMatchObject({ name: 'Docklands', trashedAt: 0 });
    expect(await db.checkpoints.count()).toBe(1);
    await expectConsistent(db, id);
  });

  it('refuses an empty name, and a name the library already has (whatever its case), storing nothing', async () => {
    await newCampaign(db, 'Docklands');
    expect((await createCampaign(db, '   ')).ok).toBe(false);
    expect(await createCampaign(db, ' docklands ')).toMatchObject({ ok: false, code: 'library/name-taken' });
    expect(await db.campaigns.count()).toBe(1);
    expect(await db.log.count()).toBe(1);
  });

  it('renames a campaign as an undoable entry, refusing a name another campaign has', async () => {
    const id = await newCampaign(db, 'Docklands');
    await newCampaign(db, 'Harbour');
    expect(await renameCampaign(db, id, 'Harbour')).toMatchObject({ ok: false, code: 'library/name-taken' });
    expect((await renameCampaign(db, id, 'The Long Con')).ok).toBe(true);
    expect((await db.campaigns.get(id))?.name).toBe('The Long Con');
    await undo(db, id);
    expect((await db.campaigns.get(id))?.name).toBe('Docklands');
    expect((await renameCampaign(db, id, 'docklands')).ok).toBe(true); // its own name, in another case
  });
});

describe('the trash', () => {
  it('a deleted campaign goes to the trash, out of the library, and comes back whole', async () => {
    const id = await newCampaign(db, 'Docklands');
    await dispatch(db, id, addVex);
    expect((await trashCampaign(db, id, 1_000)).ok).toBe(true);
    expect(await db.campaigns.where('trashedAt').equals(0).count()).toBe(0);
    expect((await db.campaigns.get(id))?.trashedAt).toBe(1_000);
    expect(await restoreCampaign(db, id)).toEqual({ ok: true, name: 'Docklands' });
    expect((await db.campaigns.get(id))?.trashedAt).toBe(0);
    await expectConsistent(db, id);
  });

  it('restoring beside a campaign that took the name meanwhile renames the restored one', async () => {
    const id = await newCampaign(db, 'Docklands');
    await trashCampaign(db, id);
    await newCampaign(db, 'Docklands');
    expect(await restoreCampaign(db, id)).toEqual({ ok: true, name: 'Docklands (restored)' });
    await expectConsistent(db, id);
  });

  it('deletes for good only from the trash, and empties the trash', async () => {
    const a = await newCampaign(db, 'A');
    const b = await newCampaign(db, 'B');
    await dispatch(db, a, addVex);
    expect(await deleteForGood(db, a)).toMatchObject({ ok: false, code: 'library/not-in-trash' });
    await trashCampaign(db, a);
    await trashCampaign(db, b);
    expect(await emptyTrash(db)).toEqual({ ok: true, count: 2 });
    expect(await db.campaigns.count()).toBe(0);
    expect(await db.log.count()).toBe(0);
    expect(await db.heads.count()).toBe(0);
    expect(await db.headParts.count()).toBe(0);
    expect(await db.checkpoints.count()).toBe(0);
  });

  it(`a start empties what has been in the trash for more than ${trashDays} days, and unfinished imports`, async () => {
    const now = Date.UTC(2026, 10, 23);
    const old = await newCampaign(db, 'Old');
    const recent = await newCampaign(db, 'Recent');
    const kept = await newCampaign(db, 'Kept');
    await trashCampaign(db, old, now - (trashDays + 1) * day);
    await trashCampaign(db, recent, now - (trashDays - 1) * day);
    const { bytes } = await exportCampaign(db, kept);
    await db.pendingImports.put({ campaignId: 'half-done', startedAt: now });
    await db.log.put({ ...(await db.log.get([kept, 'campaign', 1]))!, campaignId: 'half-done' });
    await tidyLibrary(db, now);
    expect((await db.campaigns.toArray()).map((c) => c.name).sort()).toEqual(['Kept', 'Recent']);
    expect(await db.log.where('campaignId').equals('half-done').count()).toBe(0);
    expect(await db.pendingImports.count()).toBe(0);
    expect((await importCampaign(db, bytes)).ok).toBe(true);
  });
});
