import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteForGood, trashCampaign } from '../../../../renderer/db/library.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { tidyBackups } from '../../../../renderer/lib/tidy-backups.ts';
import { dropDb, freshDb, newCampaign } from '../db/support.ts';

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await dropDb(db);
});

describe('tidyBackups', () => {
  it('names to the shell every campaign of the library and of the trash, and none deleted for good', async () => {
    const kept = await newCampaign(db, 'Docklands');
    const trashed = await newCampaign(db, 'The Gilded Vault');
    const deleted = await newCampaign(db, 'Night Train');
    await trashCampaign(db, trashed);
    await trashCampaign(db, deleted);
    expect(await deleteForGood(db, deleted)).toEqual({ ok: true });
    const shell = { tidyBackups: vi.fn(async (_ids: readonly string[]) => ['removed']) };
    await expect(tidyBackups(db, shell)).resolves.toEqual(['removed']);
    expect(shell.tidyBackups).toHaveBeenCalledTimes(1);
    expect([...(shell.tidyBackups.mock.calls[0]?.[0] ?? [])].sort()).toEqual([kept, trashed].sort());
  });

  it('names no campaign for an empty library', async () => {
    const shell = { tidyBackups: vi.fn(async (_ids: readonly string[]) => []) };
    await tidyBackups(db, shell);
    expect(shell.tidyBackups).toHaveBeenCalledWith([]);
  });
});
