import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noRecapEdit } from '../../../../core/index.ts';
import type { CampaignCommand } from '../../../../core/index.ts';
import { dispatch, redo, undo } from '../../../../renderer/db/commands.ts';
import { latestRecapEdit, sessionBounds, sessionEntries } from '../../../../renderer/db/recap.ts';
import { fork, rewind } from '../../../../renderer/db/timeline.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { dropDb, freshDb, newCampaign } from './support.ts';

/** Issue 22: a session's entries and its recap's latest edit, read by their indexes. */

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await dropDb(db);
});

async function run(id: string, command: CampaignCommand): Promise<void> {
  const result = await dispatch(db, id, command);
  if (!result.ok) throw new Error(result.message);
}

const heat = (n: number): CampaignCommand => ({ type: 'crew/adjust', changes: { heat: n } });
const edit = (session: number, notes: string): CampaignCommand => ({
  type: 'recap/edit',
  session,
  edit: { title: '', notes, lines: [] },
});

/** Entries 2–3 before any session; session 1: 4–6; session 2: 7–8. */
async function twoSessions(): Promise<string> {
  const id = await newCampaign(db);
  await run(id, heat(1));
  await run(id, heat(2));
  await run(id, { type: 'session/start' });
  await run(id, heat(3));
  await run(id, heat(4));
  await run(id, { type: 'session/start' });
  await run(id, heat(5));
  return id;
}

describe('sessionEntries', () => {
  it('reads exactly the entries from the session’s start to the next session’s', async () => {
    const id = await twoSessions();
    expect(await sessionBounds(db, id, 1)).toEqual({ from: 4, to: 7 });
    expect(await sessionBounds(db, id, 2)).toEqual({ from: 7, to: null });
    expect((await sessionEntries(db, id, 1)).map((e) => e.seq)).toEqual([4, 5, 6]);
    expect((await sessionEntries(db, id, 2)).map((e) => e.seq)).toEqual([7, 8]);
  });

  it('has nothing for a session not started, and leaves out entries undone', async () => {
    const id = await twoSessions();
    expect(await sessionBounds(db, id, 3)).toBeNull();
    expect(await sessionEntries(db, id, 0)).toEqual([]);
    await undo(db, id);
    expect((await sessionEntries(db, id, 2)).map((e) => e.seq)).toEqual([7]);
    await undo(db, id); // the second session's start is on the redo stack: there is no session 2
    expect(await sessionBounds(db, id, 2)).toBeNull();
    expect(await sessionBounds(db, id, 1)).toEqual({ from: 4, to: null });
    await redo(db, id);
    expect(await sessionBounds(db, id, 2)).toEqual({ from: 7, to: null });
  });
});

describe('sessionBounds after a rewind or in a fork', () => {
  it('takes the newest start of a session played again after a rewind back before it', async () => {
    const id = await twoSessions();
    const back = await rewind(db, id, 6); // session 1 again (entry 9)
    if (!back.ok) throw new Error(back.message);
    await run(id, heat(6)); // 10
    await run(id, { type: 'session/start' }); // 11: session 2 once more
    await run(id, heat(7)); // 12
    expect(await sessionBounds(db, id, 2)).toEqual({ from: 11, to: null });
    expect((await sessionEntries(db, id, 2)).map((e) => e.seq)).toEqual([11, 12]);
    expect(await sessionBounds(db, id, 1)).toEqual({ from: 4, to: 7 });
  });

  it('starts a fork’s session at the fork’s creation when it was made during that session', async () => {
    const id = await twoSessions();
    const copy = await fork(db, id, 8, 'Other road');
    if (!copy.ok) throw new Error(copy.message);
    await run(copy.id, heat(9)); // 2
    await run(copy.id, { type: 'session/start' }); // 3: session 3
    expect(await sessionBounds(db, copy.id, 2)).toEqual({ from: 1, to: 3 });
    expect(await sessionBounds(db, copy.id, 3)).toEqual({ from: 3, to: null });
    expect(await sessionBounds(db, copy.id, 1)).toBeNull(); // played before the fork: not in its log
  });
});

describe('latestRecapEdit', () => {
  it('is no edit at first, then the session’s newest active edit, and the one before it once undone', async () => {
    const id = await twoSessions();
    expect(await latestRecapEdit(db, id, 1)).toEqual(noRecapEdit);
    await run(id, edit(1, 'first'));
    await run(id, edit(2, 'other session'));
    await run(id, edit(1, 'second'));
    expect((await latestRecapEdit(db, id, 1)).notes).toBe('second');
    expect((await latestRecapEdit(db, id, 2)).notes).toBe('other session');
    await undo(db, id);
    expect((await latestRecapEdit(db, id, 1)).notes).toBe('first');
    await redo(db, id);
    expect((await latestRecapEdit(db, id, 1)).notes).toBe('second');
  });

  it('leaves the session’s entries as they were: an edit is not a fact of the session it edits', async () => {
    const id = await twoSessions();
    await run(id, edit(1, 'notes'));
    expect((await sessionEntries(db, id, 1)).map((e) => e.seq)).toEqual([4, 5, 6]);
  });
});
