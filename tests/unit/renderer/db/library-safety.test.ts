import 'fake-indexeddb/auto';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignLimits, sameName } from '../../../../core/index.ts';
import { dispatch, redo, undo } from '../../../../renderer/db/commands.ts';
import { exportCampaign, importCampaign } from '../../../../renderer/db/files.ts';
import {
  createCampaign,
  deleteForGood,
  renameCampaign,
  restoreCampaign,
  tidyLibrary,
  trashCampaign,
  trashDays,
} from '../../../../renderer/db/library.ts';
import { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { campaignFileText } from '../../../../core/index.ts';
import { addVex, dropDb, expectConsistent, freshDb, newCampaign } from './support.ts';

/**
 * Issue 16, the library's share: names stay unique and within their limit on every path (import, restore,
 * undo, redo), a deletion for good cut short is finished at the next start, and a clock that jumps never empties
 * the trash.
 */

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await dropDb(db);
});

const day = 86_400_000;

async function libraryNames(): Promise<string[]> {
  return (await db.campaigns.where('trashedAt').equals(0).toArray()).map((row) => row.name);
}

function expectUniqueWithinLimit(names: readonly string[]): void {
  for (const name of names) expect(name.length).toBeLessThanOrEqual(campaignLimits.nameMax);
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) expect(sameName(a, b), `"${a}" and "${b}"`).toBe(false);
  }
}

describe('names on every path', () => {
  it.each([190, 195, 199, 200])(
    'a backup of a campaign named with %i characters is restored beside it, its suffix within the limit',
    async (length) => {
      const name = `${'Ä'.repeat(length - 3)}job`;
      const id = await newCampaign(db, name);
      const { bytes } = await exportCampaign(db, id);
      const imported = await importCampaign(db, bytes);
      expect(imported.ok, imported.ok ? '' : imported.message).toBe(true);
      if (!imported.ok) return;
      expect(imported.name.length).toBeLessThanOrEqual(campaignLimits.nameMax);
      expect(imported.name).toMatch(/ \(imported\)$/);
      const again = await importCampaign(db, bytes);
      expect(again.ok && again.name).toMatch(/ \(imported 2\)$/);
      expectUniqueWithinLimit(await libraryNames());
      await expectConsistent(db, imported.id);
    },
  );

  it('a name is cut at a whole character, never inside an emoji, to make room for its suffix', async () => {
    const name = `${'a'.repeat(188)}${'🗝'.repeat(6)}`; // 200 UTF-16 units
    const id = await newCampaign(db, name);
    const imported = await importCampaign(db, (await exportCampaign(db, id)).bytes);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(imported.name.length).toBeLessThanOrEqual(campaignLimits.nameMax);
  });

  it('restoring a long-named campaign beside one that took its name works, and a refusal leaves it in the trash', async () => {
    const name = 'N'.repeat(campaignLimits.nameMax);
    const first = await newCampaign(db, name);
    await trashCampaign(db, first);
    await newCampaign(db, name.toLowerCase());
    const restored = await restoreCampaign(db, first);
    expect(restored.ok, restored.ok ? '' : restored.message).toBe(true);
    expect(restored.ok && restored.name).toMatch(/ \(restored\)$/);
    expectUniqueWithinLimit(await libraryNames());

    // A rename that cannot be stored (the library's log refuses the write) leaves the campaign in the trash.
    await trashCampaign(db, first);
    await newCampaign(db, restored.ok ? restored.name : '');
    vi.spyOn(db.log, 'add').mockRejectedValueOnce(new Error('disk full'));
    const refused = await restoreCampaign(db, first);
    expect(refused.ok).toBe(false);
    expect((await db.campaigns.get(first))!.trashedAt).toBeGreaterThan(0);
    expectUniqueWithinLimit(await libraryNames());
  });

  it('undoing the " (imported)" rename right after an import is refused: two campaigns never share a name', async () => {
    const id = await newCampaign(db, 'Docklands');
    await dispatch(db, id, addVex);
    const imported = await importCampaign(db, (await exportCampaign(db, id)).bytes);
    if (!imported.ok) throw new Error(imported.message);
    const undone = await undo(db, imported.id);
    expect(undone.ok).toBe(false);
    expect(!undone.ok && undone.code).toBe('library/name-taken');
    expect(!undone.ok && undone.message).toContain('"Docklands"');
    expectUniqueWithinLimit(await libraryNames());
    await expectConsistent(db, imported.id);
    // Once the other campaign is renamed, the undo goes through.
    expect((await renameCampaign(db, id, 'Old Docklands')).ok).toBe(true);
    expect((await undo(db, imported.id)).ok).toBe(true);
    expect(await libraryNames()).toEqual(expect.arrayContaining(['Docklands', 'Old Docklands']));
  });

  it('an import is named by its log, not its header: a header naming another name never brings in a second "Docklands"', async () => {
    await newCampaign(db, 'Docklands');
    const { entries } = simulateCampaign({ entries: 30, seed: 4, name: 'Docklands' });
    const imported = await importCampaign(db, gzipSync(campaignFileText('Something else', 1, entries, 2)));
    expect(imported.ok && imported.name).toBe('Docklands (imported)');
    expectUniqueWithinLimit(await libraryNames());
    if (imported.ok) await expectConsistent(db, imported.id);
  });

  it('a campaign created under the same name while a file is read makes the import take a free one, its redo stack left out', async () => {
    const id = await newCampaign(db, 'Race');
    for (let n = 0; n < 3; n += 1) await dispatch(db, id, { type: 'session/start' });
    expect((await db.heads.get(id))!.seq).toBe(4);
    await undo(db, id);
    await undo(db, id); // a redo stack of two in the file
    const { bytes } = await exportCampaign(db, id);
    await renameCampaign(db, id, 'Elsewhere');
    // While the file is read (its import marker just written), the GM creates a campaign "race".
    const mark = db.pendingImports.put.bind(db.pendingImports);
    vi.spyOn(db.pendingImports, 'put').mockImplementation(
      (row) =>
        mark(row).then(async (key) => {
          expect((await createCampaign(db, 'race')).ok).toBe(true);
          return key;
        }) as ReturnType<typeof mark>,
    );
    const imported = await importCampaign(db, bytes);
    expect(imported.ok && imported.name).toBe('Race (imported)');
    expectUniqueWithinLimit(await libraryNames());
    if (!imported.ok) return;
    const log = (await db.log.where('campaignId').equals(imported.id).sortBy('seq')).map(
      (row) => row.command,
    );
    expect(log.at(-1)).toBe('campaign/rename');
    expect((await db.log.where('campaignId').equals(imported.id).toArray()).some((row) => row.undone)).toBe(
      false,
    );
    await expectConsistent(db, imported.id);
  });

  it('a redo that would bring back a name taken meanwhile is refused', async () => {
    const id = await newCampaign(db, 'Alpha');
    expect((await renameCampaign(db, id, 'Beta')).ok).toBe(true);
    expect((await undo(db, id)).ok).toBe(true);
    await newCampaign(db, 'beta');
    const redone = await redo(db, id);
    expect(!redone.ok && redone.code).toBe('library/name-taken');
    // A rename command sent straight to the store (not through renameCampaign) is held to the same rule.
    const direct = await dispatch(db, id, { type: 'campaign/rename', name: ' BETA ' });
    expect(!direct.ok && direct.code).toBe('library/name-taken');
    expectUniqueWithinLimit(await libraryNames());
  });

  it('any mix of creating, importing, trashing, restoring, renaming, undoing and redoing keeps names unique', async () => {
    const base = fc.constantFrom('Job', 'job', 'JOB ', 'X'.repeat(196), 'x'.repeat(200), 'Job (imported)');
    const step = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), name: base }),
      fc.record({
        kind: fc.constantFrom('import' as const, 'trash' as const, 'restore' as const),
        pick: fc.nat(),
      }),
      fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: base }),
      fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const local = await freshDb();
        try {
          for (const s of steps) {
            const rows = await local.campaigns.toArray();
            const pick = 'pick' in s && rows.length > 0 ? rows[s.pick % rows.length]! : null;
            if (s.kind === 'create') await createCampaign(local, s.name);
            else if (!pick) continue;
            else if (s.kind === 'import')
              await importCampaign(local, (await exportCampaign(local, pick.id)).bytes);
            else if (s.kind === 'trash') await trashCampaign(local, pick.id);
            else if (s.kind === 'restore') await restoreCampaign(local, pick.id);
            else if (s.kind === 'rename') await renameCampaign(local, pick.id, s.name);
            else await (s.kind === 'undo' ? undo : redo)(local, pick.id);
            const names = (await local.campaigns.where('trashedAt').equals(0).toArray()).map((r) => r.name);
            expectUniqueWithinLimit(names);
          }
        } finally {
          await dropDb(local);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('deleting for good', () => {
  /** A played campaign, its log padded with `padding` more rows (a long campaign's worth of rows to delete). */
  async function bigCampaign(padding: number): Promise<string> {
    const { entries } = simulateCampaign({ entries: 300, seed: 3, name: 'Big job' });
    const imported = await importCampaign(db, gzipSync(campaignFileText('Big job', 1, entries, 2)));
    if (!imported.ok) throw new Error(imported.message);
    const last = (await db.log.where('campaignId').equals(imported.id).last())!;
    await db.log.bulkAdd(
      Array.from({ length: padding }, (_, n) => ({
        ...last,
        seq: last.seq + 1 + n,
        undone: true,
        sceneKeys: [],
      })),
    );
    return imported.id;
  }

  async function rowsOf(database: HeistboxDb, id: string) {
    return {
      log: await database.log.where('campaignId').equals(id).count(),
      rolls: (await database.rolls.toArray()).filter((row) => row.campaignId === id).length,
      checkpoints: (await database.checkpoints.toArray()).filter((row) => row.campaignId === id).length,
      heads: (await database.heads.toArray()).filter((row) => row.campaignId === id).length,
      headParts: (await database.headParts.toArray()).filter((row) => row.campaignId === id).length,
      sceneCounts: (await database.sceneCounts.toArray()).filter((row) => row.campaignId === id).length,
    };
  }

  it('a deletion cut short (the app killed between slices) is finished at the next start', async () => {
    const id = await bigCampaign(11_000);
    const before = await rowsOf(db, id);
    expect(before.log).toBeGreaterThan(10_000);
    expect(before.rolls).toBeGreaterThan(0);
    expect(before.sceneCounts).toBeGreaterThan(0);
    expect(before.headParts).toBeGreaterThan(0);
    await trashCampaign(db, id);
    // The app dies after the first slice of the log is deleted.
    const bulkDelete = db.log.bulkDelete.bind(db.log);
    let slices = 0;
    vi.spyOn(db.log, 'bulkDelete').mockImplementation((keys) => {
      if (++slices > 1) throw new Error('killed');
      return bulkDelete(keys);
    });
    expect((await deleteForGood(db, id)).ok).toBe(false);
    vi.restoreAllMocks();
    expect(await db.campaigns.get(id)).toBeUndefined(); // out of the library and the trash at once
    const left = await rowsOf(db, id);
    expect(left.log).toBeGreaterThan(0);
    expect(await db.purges.get(id)).toBeDefined();

    db.close(); // a restart
    const reopened = new HeistboxDb(db.name);
    await reopened.open();
    await tidyLibrary(reopened);
    expect(await rowsOf(reopened, id)).toEqual({
      log: 0,
      rolls: 0,
      checkpoints: 0,
      heads: 0,
      headParts: 0,
      sceneCounts: 0,
    });
    expect(await reopened.purges.count()).toBe(0);
    reopened.close();
    db = new HeistboxDb(db.name);
    await db.open();
  });

  it('a deletion that completes leaves no row and no marker', async () => {
    const id = await bigCampaign(6_000);
    const other = await newCampaign(db, 'Other');
    await trashCampaign(db, id);
    expect((await deleteForGood(db, id)).ok).toBe(true);
    expect(await rowsOf(db, id)).toEqual({
      log: 0,
      rolls: 0,
      checkpoints: 0,
      heads: 0,
      headParts: 0,
      sceneCounts: 0,
    });
    expect(await db.purges.count()).toBe(0);
    await expectConsistent(db, other);
  });
});

describe('the trash and the clock', () => {
  it('a clock set a month ahead at a start empties nothing; the trash is emptied once both clocks agree', async () => {
    const now = Date.now();
    const kept = await newCampaign(db, 'Kept');
    const trashed = await newCampaign(db, 'Trashed');
    await trashCampaign(db, trashed, now);
    await tidyLibrary(db, now + (trashDays + 1) * day); // the clock jumped ahead
    expect(await db.campaigns.get(trashed)).toBeDefined();
    await tidyLibrary(db, now + day); // put right: still in the trash
    expect(await db.campaigns.get(trashed)).toBeDefined();
    await tidyLibrary(db, now + (trashDays + 2) * day); // a month really passed, seen at a start before
    expect(await db.campaigns.get(trashed)).toBeUndefined();
    expect(await db.campaigns.get(kept)).toBeDefined();
  });

  it('a GM away for longer than the trash keeps: the expired campaign goes at the start after the first back', async () => {
    const now = Date.now();
    const trashed = await newCampaign(db, 'Trashed');
    await trashCampaign(db, trashed, now);
    await tidyLibrary(db, now + 40 * day);
    expect(await db.campaigns.get(trashed)).toBeDefined();
    await tidyLibrary(db, now + 40 * day + 60_000);
    expect(await db.campaigns.get(trashed)).toBeUndefined();
  });
});
