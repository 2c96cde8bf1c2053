import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blankCharacter, characterId, defaultSettings, seededDice } from '../../../../core/index.ts';
import { changeTables, dispatch, rebuild, redo, undo } from '../../../../renderer/db/commands.ts';
import {
  forgetHeads,
  headTables,
  heldUndoRedo,
  loadHead,
  putHead,
  readHead,
} from '../../../../renderer/db/head-store.ts';
import { undoRedo } from '../../../../renderer/db/queries.ts';
import { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { addVex, dropDb, expectConsistent, freshDb, newCampaign, replayed, rollCommand } from './support.ts';

/**
 * The heads a window holds in memory (renderer/db/head-store.ts): used only while the stored head is the one it
 * wrote or read, never after another window's change or a failed transaction, and an undo from a held state
 * leaves the same head (state and checkpoint) as a rebuild from the log.
 */

let db: HeistboxDb;
let id: string;
beforeEach(async () => {
  db = await freshDb();
  id = await newCampaign(db);
  await dispatch(db, id, addVex, seededDice('vex'));
});
afterEach(async () => {
  await dropDb(db);
});

describe('the heads a window holds', () => {
  it('reads a head once: a click after a command uses the head it wrote, one small read of the campaign row', async () => {
    await dispatch(db, id, rollCommand('r1'), seededDice('r1'));
    const heads = vi.spyOn(db.heads, 'get');
    const head = await readHead(db, id);
    expect(heads).not.toHaveBeenCalled();
    expect(head?.state).toEqual(await replayed(db, id));
    heads.mockRestore();
  });

  it('reads again a head another window wrote, and holds that one from then on', async () => {
    const other = new HeistboxDb(db.name);
    await other.open();
    try {
      await readHead(db, id);
      await dispatch(other, id, rollCommand('elsewhere'), seededDice('elsewhere'));
      const head = await readHead(db, id);
      expect(head?.seq).toBe((await other.heads.get(id))?.seq);
      expect(head?.state).toEqual(await replayed(db, id));
      // This window's next command starts from the other window's head: nothing it wrote is lost.
      expect((await dispatch(db, id, rollCommand('here'), seededDice('here'))).ok).toBe(true);
      await expectConsistent(db, id);
      expect(await db.rolls.where('campaignId').equals(id).count()).toBe(2);
    } finally {
      other.close();
    }
  });

  it('never uses a head whose transaction failed: the stored head stays the truth', async () => {
    const before = await readHead(db, id);
    await expect(
      db.transaction('rw', changeTables(db), async () => {
        expect((await dispatch(db, id, rollCommand('lost'), seededDice('lost'))).ok).toBe(true);
        throw new Error('the disk is full');
      }),
    ).rejects.toThrow('the disk is full');
    const after = await readHead(db, id);
    expect(after?.seq).toBe(before?.seq);
    expect(after?.state).toEqual(await replayed(db, id));
    // The seq the failed entry had is used again by the next one, whose state is its own.
    expect((await dispatch(db, id, rollCommand('kept'), seededDice('kept'))).ok).toBe(true);
    expect((await undo(db, id)).ok).toBe(true);
    await expectConsistent(db, id);
  });

  it('never undoes to a state of a failed transaction, when another window used its seq since', async () => {
    const other = new HeistboxDb(db.name);
    await other.open();
    try {
      await expect(
        db.transaction('rw', changeTables(db), async () => {
          const lost = blankCharacter(characterId('lost'), 'crew', 'Lost', defaultSettings);
          await dispatch(db, id, { type: 'character/create', character: lost });
          throw new Error('the disk is full');
        }),
      ).rejects.toThrow('the disk is full');
      // The other window stores two entries: the first takes the seq the failed one had.
      expect((await dispatch(other, id, rollCommand('o1'), seededDice('o1'))).ok).toBe(true);
      expect((await dispatch(other, id, rollCommand('o2'), seededDice('o2'))).ok).toBe(true);
      expect((await undo(db, id)).ok).toBe(true);
      await expectConsistent(db, id);
      expect(Object.values((await readHead(db, id))!.state.characters).map((c) => c.name)).toEqual(['Vex']);
    } finally {
      other.close();
    }
  });

  it('a head written by an older Heistbox (no stamp) is read each time, and held once written again', async () => {
    const stored = (await loadHead(db, id))!;
    const { stamp: _stamp, ...old } = stored;
    await db.transaction('rw', headTables(db), () => putHead(db, old, null));
    await db.campaigns.update(id, { headStamp: undefined as unknown as string });
    forgetHeads(db);
    expect((await readHead(db, id))?.state).toEqual(stored.state);
    expect((await dispatch(db, id, rollCommand('r2'), seededDice('r2'))).ok).toBe(true);
    const heads = vi.spyOn(db.heads, 'get');
    await readHead(db, id);
    expect(heads).not.toHaveBeenCalled();
    heads.mockRestore();
  });

  it('undo from a held state leaves the head a rebuild gives, its checkpoint included, across checkpoints', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('roll', 'roll', 'roll', 'roll', 'undo', 'undo', 'redo', 'forget'), {
          minLength: 20,
          maxLength: 60,
        }),
        async (steps) => {
          const base = await newCampaign(db, `Case ${crypto.randomUUID()}`);
          await dispatch(db, base, addVex, seededDice('vex'));
          for (const [n, step] of steps.entries()) {
            let changed = false;
            if (step === 'roll') {
              changed = (await dispatch(db, base, rollCommand(`${base}-${n}`), seededDice(`${n}`))).ok;
            } else if (step === 'undo') changed = (await undo(db, base)).ok;
            else if (step === 'redo') changed = (await redo(db, base)).ok;
            else forgetHeads(db);
            const head = (await loadHead(db, base))!;
            const built = await rebuild(db, base, head.seq);
            expect(head.state).toEqual(built.state);
            expect(head.checkpointSeq).toBe(built.checkpointSeq);
            // What Undo and Redo name, as this window holds them, is what a window reading the log finds.
            const known = heldUndoRedo(db, (await readHead(db, base))!);
            if (changed) expect(known).not.toBeNull();
            if (known) {
              const other = new HeistboxDb(db.name);
              try {
                expect(known).toEqual(await undoRedo(other, (await readHead(other, base))!));
              } finally {
                other.close();
              }
            }
          }
          await expectConsistent(db, base);
        },
      ),
      { numRuns: 15 },
    );
  });
});
