import 'fake-indexeddb/auto';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackupInfo } from '../../../../electron/api.ts';
import {
  backUpCampaign,
  backUpChanged,
  backUpIfChanged,
  readBackupFile,
} from '../../../../renderer/db/backup.ts';
import { dispatch } from '../../../../renderer/db/commands.ts';
import { importCampaign } from '../../../../renderer/db/files.ts';
import { trashCampaign } from '../../../../renderer/db/library.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { startAutoBackup } from '../../../../renderer/lib/autobackup.ts';
import { addVex, dropDb, freshDb, newCampaign } from './support.ts';

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  vi.useRealTimers();
  await dropDb(db);
});

/** A shell whose disk refuses the backups of the campaigns named in `failing`. */
function shell(failing: Set<string>) {
  const written: { campaignId: string; bytes: Uint8Array }[] = [];
  let quit: (() => Promise<void>) | null = null;
  return {
    written,
    quit: () => quit?.(),
    api: {
      async writeBackup(campaignId: string, bytes: Uint8Array): Promise<BackupInfo> {
        if (failing.has(campaignId)) throw new Error('the disk is full');
        written.push({ campaignId, bytes });
        return {
          name: `b-${written.length}`,
          createdAt: 1,
          size: bytes.length,
          campaignId,
          campaignName: null,
        };
      },
      onBeforeQuit(listener: () => Promise<void>) {
        quit = listener;
        return () => (quit = null);
      },
    },
  };
}

describe('backups, one file per campaign', () => {
  it('backs up each changed campaign on its own; one failing never stops the others, and is tried again', async () => {
    const big = await newCampaign(db, 'Big');
    const small = await newCampaign(db, 'Small');
    const failing = new Set([big]);
    const disk = shell(failing);
    const first = await backUpChanged(db, disk.api);
    expect(first.written).toEqual(['Small']);
    expect(first.failed).toEqual([{ name: 'Big', message: 'the disk is full' }]);
    expect(disk.written.map((w) => w.campaignId)).toEqual([small]);

    expect((await backUpChanged(db, disk.api)).written).toEqual([]); // Small is unchanged since
    failing.clear();
    expect((await backUpChanged(db, disk.api)).written).toEqual(['Big']); // Big is still "changed": retried

    await dispatch(db, small, addVex);
    expect((await backUpChanged(db, disk.api)).written).toEqual(['Small']);
    const text = gunzipSync(disk.written.at(-1)!.bytes).toString('utf8');
    expect(text.trimEnd().split('\n')).toHaveLength(3); // the header, the creation, Vex
  });

  it('backs up a campaign in the trash that changed since its last backup, and only once', async () => {
    const kept = await newCampaign(db, 'Kept');
    const binned = await newCampaign(db, 'Binned');
    const disk = shell(new Set());
    await backUpChanged(db, disk.api);
    await dispatch(db, binned, addVex); // a change no backup holds yet…
    await trashCampaign(db, binned); // …then into the trash
    expect((await backUpChanged(db, disk.api)).written).toEqual(['Binned']);
    const text = gunzipSync(disk.written.at(-1)!.bytes).toString('utf8');
    expect(text).toContain('"character/create"');
    expect((await backUpChanged(db, disk.api)).written).toEqual([]);
    expect(disk.written.map((w) => w.campaignId).sort()).toEqual([binned, binned, kept].sort());
  });

  it('a campaign going into the trash is backed up then when it changed since its last backup, and only then', async () => {
    const id = await newCampaign(db, 'Binned');
    const disk = shell(new Set());
    await dispatch(db, id, addVex);
    await trashCampaign(db, id);
    expect(await backUpIfChanged(db, disk.api, id)).toEqual({ ok: true, name: 'Binned' });
    expect(gunzipSync(disk.written.at(-1)!.bytes).toString('utf8')).toContain('"character/create"');
    expect(await backUpIfChanged(db, disk.api, id)).toBeNull(); // nothing new since
    expect((await backUpChanged(db, disk.api)).written).toEqual([]);
    expect(disk.written).toHaveLength(1);
  });

  it('backUpCampaign backs one campaign up now, changed or not, and says when it cannot', async () => {
    const id = await newCampaign(db, 'Now');
    await newCampaign(db, 'Other');
    const failing = new Set<string>();
    const disk = shell(failing);
    expect(await backUpCampaign(db, disk.api, id)).toEqual({ ok: true, name: 'Now' });
    expect(await backUpCampaign(db, disk.api, id)).toEqual({ ok: true, name: 'Now' });
    expect(disk.written.map((w) => w.campaignId)).toEqual([id, id]);
    const row = await db.campaigns.get(id);
    expect(row?.backedUpAt).toBe(row?.updatedAt);
    expect((await backUpChanged(db, disk.api)).written).toEqual(['Other']); // Now is backed up already

    await dispatch(db, id, addVex);
    failing.add(id);
    expect(await backUpCampaign(db, disk.api, id)).toEqual({
      ok: false,
      name: 'Now',
      message: 'the disk is full',
    });
    expect((await db.campaigns.get(id))?.backedUpAt).toBeLessThan((await db.campaigns.get(id))!.updatedAt);
    expect(await backUpCampaign(db, disk.api, 'gone')).toEqual({
      ok: false,
      name: 'gone',
      message: 'That campaign no longer exists (gone).',
    });
  });

  it('a backup file restores as a campaign; a legacy library backup lists every campaign in it', async () => {
    const id = await newCampaign(db, 'Backed Up');
    await dispatch(db, id, addVex);
    const disk = shell(new Set());
    await backUpChanged(db, disk.api);
    const read = readBackupFile(disk.written[0]!.bytes, 'Backed Up');
    if (!read.ok) throw new Error(read.message);
    const restored = await importCampaign(db, read.campaigns[0]!.file, { suffix: 'restored' });
    expect(restored).toMatchObject({ ok: true, name: 'Backed Up (restored)' });

    const legacy = new TextEncoder().encode(
      JSON.stringify({
        formatVersion: 1,
        app: 'heistbox',
        kind: 'library',
        exportedAt: 1,
        campaigns: [{ campaign: { name: 'Old' } }],
      }),
    );
    expect(readBackupFile(legacy, '')).toMatchObject({ ok: true, campaigns: [{ name: 'Old' }] });
    expect(readBackupFile(new TextEncoder().encode('nonsense'), '')).toMatchObject({ ok: false });
  });

  it('refuses a legacy library backup that is not valid UTF-8 instead of restoring replacement characters', () => {
    const text =
      '{"formatVersion":1,"app":"heistbox","kind":"library","campaigns":[{"campaign":{"name":"Old?"}}]}';
    const bytes = new TextEncoder().encode(text);
    bytes[text.indexOf('?')] = 0xff;
    expect(readBackupFile(bytes, '')).toEqual({ ok: false, message: 'The backup is not valid UTF-8 text.' });
  });

  it('the timer and the quit both back up, and a failure is reported with the campaign named', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const id = await newCampaign(db, 'Ticking');
    const failing = new Set([id]);
    const disk = shell(failing);
    const errors: string[] = [];
    const stop = startAutoBackup(db, disk.api, (message) => errors.push(message), 1_000);
    vi.advanceTimersByTime(1_000);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatch(/“Ticking” \(the disk is full\).*tried again/);
    failing.clear();
    await disk.quit();
    expect(disk.written.map((w) => w.campaignId)).toEqual([id]);
    stop();
  });
});
