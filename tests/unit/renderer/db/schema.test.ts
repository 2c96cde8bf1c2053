import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { HeistboxDb } from '../../../../renderer/db/schema.ts';

const names: string[] = [];
function freshName(): string {
  const name = `schema-test-${names.length}-${Date.now()}`;
  names.push(name);
  return name;
}
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** Version-1 data written by hand with the v1 stores, as a shipped app would have left it. */
async function writeVersion1(name: string): Promise<void> {
  const v1 = new Dexie(name);
  v1.version(1).stores({
    campaigns: 'id, name, updatedAt',
    log: '[campaignId+stream+seq], campaignId',
    webBackups: 'name, createdAt',
  });
  await v1.table('campaigns').add({ id: 'c1', name: 'Old Job', createdAt: 1, updatedAt: 2 });
  await v1.table('log').add({
    campaignId: 'c1',
    stream: 'campaign',
    seq: 1,
    at: 1,
    command: 'campaign/create',
    events: [{ type: 'campaign/created', name: 'Old Job' }],
    undone: false,
  });
  v1.close();
}

describe('HeistboxDb schema', () => {
  it('opens version-1 data and reads it', async () => {
    const name = freshName();
    await writeVersion1(name);
    const db = new HeistboxDb(name);
    expect(await db.campaigns.get('c1')).toMatchObject({ name: 'Old Job' });
    expect(await db.log.where('campaignId').equals('c1').count()).toBe(1);
    db.close();
  });

  it('leaves the old data intact when an upgrade fails', async () => {
    const name = freshName();
    await writeVersion1(name);
    class BrokenUpgrade extends HeistboxDb {
      constructor() {
        super(name);
        this.version(2)
          .stores({ campaigns: 'id, name, updatedAt, archived' })
          .upgrade(async (tx) => {
            await tx.table('campaigns').toCollection().modify({ archived: 0 });
            throw new Error('upgrade failed half way');
          });
      }
    }
    const broken = new BrokenUpgrade();
    await expect(broken.open()).rejects.toThrow(/upgrade failed half way/);
    broken.close();

    const db = new HeistboxDb(name);
    expect(db.verno).toBe(1);
    const campaign = await db.campaigns.get('c1');
    expect(campaign).toEqual({ id: 'c1', name: 'Old Job', createdAt: 1, updatedAt: 2 });
    db.close();
  });
});
