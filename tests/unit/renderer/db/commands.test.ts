import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededDice } from '../../../../core/index.ts';
import { dispatch, rebuild, redo, undo } from '../../../../renderer/db/commands.ts';
import { checkpointEvery } from '../../../../renderer/db/entries.ts';
import { loadHead } from '../../../../renderer/db/head-store.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { HeistboxDb as Db } from '../../../../renderer/db/schema.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  addVex,
  dropDb,
  expectConsistent,
  freshDb,
  headState,
  logOf,
  newCampaign,
  replayed,
  rollCommand,
  storedRolls,
  vexId,
} from './support.ts';

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await dropDb(db);
});

describe('dispatch', () => {
  it('stores a command as one entry, writes the head and returns the entry with its rolls', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    const stored = await dispatch(db, id, rollCommand('r1'), fixedDice(6, 2, 5));
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.entry.seq).toBe(3);
    const roll = stored.entry.events.find((event) => event.type === 'dice/rolled');
    expect(roll?.type === 'dice/rolled' && roll.roll.rolled?.total).toBe(13); // Muscle 3 + Shooting 0: 3k3
    expect((await storedRolls(db, id)).map((r) => r.rolled?.faces)).toEqual([[6, 2, 5]]);
    await expectConsistent(db, id);
  });

  it('stores nothing when the rules refuse a command', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    const before = [await logOf(db, id), await loadHead(db, id)];
    const result = await dispatch(db, id, {
      type: 'character/update',
      id: vexId,
      changes: { abilities: { muscle: 0, fingers: 2, brains: 2, it: 2 } },
    });
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/Muscle/) });
    expect([await logOf(db, id), await loadHead(db, id)]).toEqual(before);
  });

  it('refuses a roll whose id is already in the roll log, and stores nothing', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    await dispatch(db, id, rollCommand('same'), fixedDice(1, 1, 1));
    const before = await loadHead(db, id);
    expect(await dispatch(db, id, rollCommand('same'), fixedDice(2, 2, 2))).toMatchObject({
      ok: false,
      code: 'roll/duplicate-id',
    });
    expect(await loadHead(db, id)).toEqual(before);
    expect(await logOf(db, id)).toHaveLength(3);
  });

  it('reports a full disk, and loses nothing that was stored', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    const before = [await logOf(db, id), await loadHead(db, id)];
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    db.heads.hook('updating', full);
    db.heads.hook('creating', full);
    const result = await dispatch(db, id, { type: 'campaign/rename', name: 'Never stored' });
    db.heads.hook('updating').unsubscribe(full);
    db.heads.hook('creating').unsubscribe(full);
    expect(result).toMatchObject({ ok: false, code: 'storage/quota' });
    expect([await logOf(db, id), await loadHead(db, id)]).toEqual(before);
    expect((await db.campaigns.get(id))?.name).toBe('Docklands');
  });

  it('refuses a change that would take the campaign past what it can export, and says so', async () => {
    const id = await newCampaign(db);
    const head = (await db.heads.get(id))!;
    await db.heads.put({ ...head, bytes: 1024 * 1024 * 1024 - 10 });
    const result = await dispatch(db, id, addVex);
    expect(result).toMatchObject({
      ok: false,
      code: 'campaign/full',
      message: expect.stringMatching(/Export it/),
    });
    expect(await logOf(db, id)).toHaveLength(1);
  });
});

describe('undo and redo', () => {
  it('undo and redo survive a reopened database; the creation is never undone', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    await dispatch(db, id, rollCommand('r1'), fixedDice(6, 2, 5));
    const undone = await undo(db, id);
    expect(undone).toMatchObject({ ok: true, entry: { seq: 3, undone: true, command: 'dice/roll' } });
    db.close();
    db = new Db(db.name);
    await db.open();
    expect(await storedRolls(db, id)).toHaveLength(0);
    expect(await redo(db, id)).toMatchObject({ ok: true, entry: { seq: 3, undone: false } });
    expect(await storedRolls(db, id)).toHaveLength(1);
    await expectConsistent(db, id);
    await undo(db, id);
    await undo(db, id);
    expect(await undo(db, id)).toMatchObject({ ok: false, code: 'log/nothing-to-undo' });
    expect((await headState(db, id)).name).toBe('Docklands');
    await expectConsistent(db, id);
  });

  it('a new command drops the redo stack', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    await dispatch(db, id, rollCommand('r1'), fixedDice(6, 2, 5));
    await undo(db, id);
    await dispatch(db, id, { type: 'campaign/rename', name: 'Renamed' });
    expect((await logOf(db, id)).some((entry) => entry.undone)).toBe(false);
    expect(await redo(db, id)).toMatchObject({ ok: false, code: 'log/nothing-to-redo' });
    expect((await db.campaigns.get(id))?.name).toBe('Renamed');
    await expectConsistent(db, id);
  });

  it('rebuilds from the nearest checkpoint: undo all the way back and redo all the way forward', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    const dice = seededDice('undo-all');
    const steps = checkpointEvery * 3 + 5;
    for (let n = 0; n < steps; n += 1) await dispatch(db, id, rollCommand(`r${n}`), dice);
    expect(await db.checkpoints.count()).toBeGreaterThan(2);
    for (let n = 0; n < steps + 1; n += 1) {
      expect((await undo(db, id)).ok).toBe(true);
      if (n % 7 === 0) await expectConsistent(db, id);
    }
    expect((await undo(db, id)).ok).toBe(false);
    for (let n = 0; n < steps + 1; n += 1) expect((await redo(db, id)).ok).toBe(true);
    await expectConsistent(db, id);
    expect((await storedRolls(db, id)).length).toBe(steps);
  });

  it('rebuild(target) equals a replay of the log up to target, whichever checkpoint it starts from', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    const dice = seededDice('rebuild');
    for (let n = 0; n < checkpointEvery * 2 + 3; n += 1) await dispatch(db, id, rollCommand(`r${n}`), dice);
    const log = await logOf(db, id);
    for (const target of [1, 2, checkpointEvery, checkpointEvery + 1, log.length]) {
      const { state } = await db.transaction('r', [db.log, db.checkpoints], () => rebuild(db, id, target));
      const { replay } = await import('../../../../core/index.ts');
      expect(state).toEqual(replay(log.filter((entry) => entry.seq <= target)));
    }
    expect(await headState(db, id)).toEqual(await replayed(db, id));
  });
});
