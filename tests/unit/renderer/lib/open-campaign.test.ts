import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteForGood, trashCampaign } from '../../../../renderer/db/library.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { campaignGone } from '../../../../renderer/lib/open-campaign.ts';
import { dropDb, freshDb, newCampaign } from '../db/support.ts';

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await dropDb(db);
});

describe('campaignGone', () => {
  it('keeps open a campaign the database holds, even before any live list has heard of it (an import)', async () => {
    const id = await newCampaign(db, 'Ten Thousand');
    await expect(campaignGone(db, id)).resolves.toBe(false);
  });

  it('closes a campaign moved to the trash, one deleted for good, and an id never stored', async () => {
    const trashed = await newCampaign(db, 'The Gilded Vault');
    await trashCampaign(db, trashed);
    await expect(campaignGone(db, trashed)).resolves.toBe(true);
    expect(await deleteForGood(db, trashed)).toEqual({ ok: true });
    await expect(campaignGone(db, trashed)).resolves.toBe(true);
    await expect(campaignGone(db, 'no-such-campaign')).resolves.toBe(true);
  });
});
