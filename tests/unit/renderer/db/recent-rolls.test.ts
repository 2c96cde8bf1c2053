import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch, undo } from '../../../../renderer/db/commands.ts';
import { loadHead } from '../../../../renderer/db/head-store.ts';
import { recentRollEntries, recentRollEntryCount } from '../../../../renderer/db/queries.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { addVex, dropDb, freshDb, logOf, newCampaign, rollCommand } from './support.ts';

/**
 * The players' screen's recent rolls (issue 21): the newest 12 active entries that rolled, read through the roll
 * log's numbered index, never the whole log.
 */

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await dropDb(db);
});

async function rolled(id: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const result = await dispatch(db, id, rollCommand(`r${i}`), fixedDice(4, 4, 4));
    if (!result.ok) throw new Error(result.message);
    // An entry without a roll between the rolls: never one of the recent roll entries.
    await dispatch(db, id, { type: 'campaign/rename', name: `Docklands ${i}` });
  }
}

async function headOfCampaign(id: string) {
  const head = await loadHead(db, id);
  if (!head) throw new Error('no head');
  return head;
}

describe('recentRollEntries', () => {
  it('is empty before the first roll', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    expect(await recentRollEntries(db, await headOfCampaign(id))).toEqual([]);
  });

  it('gives the newest 12 entries that rolled, oldest first, and reads only their rolls', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    await rolled(id, 30);
    const log = await logOf(db, id);
    const expected = log.filter((entry) => entry.command === 'dice/roll').slice(-recentRollEntryCount);
    let read = 0;
    const counting = (row: unknown) => {
      read += 1;
      return row;
    };
    db.rolls.hook('reading', counting);
    const recent = await recentRollEntries(db, await headOfCampaign(id));
    db.rolls.hook('reading').unsubscribe(counting);
    expect(recentRollEntryCount).toBe(12);
    expect(recent.map((entry) => entry.seq)).toEqual(expected.map((entry) => entry.seq));
    expect(recent).toEqual(expected);
    expect(read).toBeGreaterThanOrEqual(recentRollEntryCount);
    expect(read).toBeLessThanOrEqual(recentRollEntryCount + 1); // one roll per entry here, and the one past
  });

  it('gives fewer when fewer entries rolled, and forgets an undone roll', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    await dispatch(db, id, rollCommand('a'), fixedDice(1, 2, 3));
    await dispatch(db, id, rollCommand('b'), fixedDice(6, 6, 6));
    expect((await recentRollEntries(db, await headOfCampaign(id))).map((e) => e.seq)).toEqual([3, 4]);
    await undo(db, id);
    expect((await recentRollEntries(db, await headOfCampaign(id))).map((e) => e.seq)).toEqual([3]);
    expect((await recentRollEntries(db, await headOfCampaign(id), 0)).length).toBe(0);
  });
});
