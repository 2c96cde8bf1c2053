import 'fake-indexeddb/auto';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contextBoundary,
  entryCharacters,
  entryLine,
  headerLine,
  replay,
  sceneId,
} from '../../../../core/index.ts';
import type { CampaignState, LogEntry } from '../../../../core/index.ts';
import { dispatch, rebuild, redo, undo } from '../../../../renderer/db/commands.ts';
import { exportCampaign, importCampaign } from '../../../../renderer/db/files.ts';
import { loadHead } from '../../../../renderer/db/head-store.ts';
import { closedSceneOf, sceneEventsOf } from '../../../../renderer/db/queries.ts';
import {
  fork,
  jumpPoints,
  noTimelineFilter,
  rewind,
  stateAtEntry,
  timelineCount,
  timelineIndexOf,
  timelinePage,
} from '../../../../renderer/db/timeline.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { addVex, dropDb, expectConsistent, freshDb, logOf, newCampaign, rollCommand } from './support.ts';

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await dropDb(db);
});

/** A simulated campaign (heists, scenes, rolls, sheets) imported into the library; returns its id. */
async function played(
  entries: number,
  seed: number,
  name = 'Long Job',
): Promise<{ id: string; log: LogEntry[] }> {
  const { entries: log } = simulateCampaign({ entries, seed, name });
  const lines = [
    headerLine({ exportedAt: 1, campaign: { name, createdAt: 1 }, entries: log.length }),
    ...log.map(entryLine),
  ];
  const imported = await importCampaign(db, new Uint8Array(gzipSync(`${lines.join('\n')}\n`)));
  if (!imported.ok) throw new Error(imported.message);
  return { id: imported.id, log };
}

async function head(id: string) {
  const found = await loadHead(db, id);
  if (!found) throw new Error('no head');
  return found;
}

function stateAt(log: readonly LogEntry[], seq: number): CampaignState {
  return replay(log.filter((entry) => entry.seq <= seq));
}

/**
 * Every filter's places in the `timelineKeys` index are 1..count in seq order, whatever was undone, redone or dropped:
 * what lets a page at any depth be one key range.
 */
async function expectDensePlaces(id: string): Promise<void> {
  const rows = await db.log.where('campaignId').equals(id).sortBy('seq');
  const places = new Map<string, number[]>();
  for (const row of rows)
    for (const [, key, n] of row.timelineKeys) places.set(key, [...(places.get(key) ?? []), n]);
  expect(places.get('*')).toEqual(rows.map((_, index) => index + 1));
  for (const [key, list] of places) expect(list, key).toEqual(list.map((_, index) => index + 1));
  expect(await timelineCount(db, await head(id), noTimelineFilter)).toBe((await head(id)).entries);
}

describe('rewind (issue 22)', () => {
  it('restores the campaign as it was after an entry, as one undoable step, the name kept', async () => {
    const { id, log } = await played(200, 5);
    await dispatch(db, id, { type: 'campaign/rename', name: 'Long Job, later' });
    const before = await head(id);
    const stored = await rewind(db, id, 40);
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.entry.command).toBe('campaign/rewind');
    expect((await head(id)).state).toEqual({ ...stateAt(log, 40), name: 'Long Job, later' });
    expect((await head(id)).entries).toBe(before.entries + 1);
    await expectConsistent(db, id);
    // Undo takes the rewind back: nothing was lost.
    expect((await undo(db, id)).ok).toBe(true);
    expect((await head(id)).state).toEqual(before.state);
    expect((await redo(db, id)).ok).toBe(true);
    await expectConsistent(db, id);
  });

  it('refuses an entry that is not earlier and active, and changes nothing', async () => {
    const { id } = await played(40, 2);
    const before = await head(id);
    for (const seq of [0, before.seq, before.seq + 5, 1.5]) {
      const refused = await rewind(db, id, seq);
      expect(refused).toMatchObject({ ok: false, code: 'timeline/out-of-range' });
    }
    expect(await head(id)).toEqual(before);
  });

  it('a preview is the state at the entry, rebuilt from the nearest checkpoint, and stores nothing', async () => {
    const { id, log } = await played(300, 4);
    const before = await head(id);
    expect(await stateAtEntry(db, id, 123)).toEqual(stateAt(log, 123));
    expect(await head(id)).toEqual(before);
  });

  it('head = replay(log) with rewinds, undos, redos and rolls mixed in (property)', async () => {
    const { id } = await played(60, 9);
    let rolls = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constant('undo'), fc.constant('redo'), fc.constant('roll'), fc.nat(200)), {
          maxLength: 8,
        }),
        async (ops) => {
          for (const op of ops) {
            if (op === 'undo') await undo(db, id);
            else if (op === 'redo') await redo(db, id);
            else if (op === 'roll') await dispatch(db, id, rollCommand(`mix-${(rolls += 1)}`));
            else {
              const current = await head(id);
              await rewind(db, id, 1 + (op % Math.max(1, current.seq - 1)));
            }
          }
          await expectConsistent(db, id);
          await expectDensePlaces(id);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('a scene running at the entry and played on after it shows no step of the abandoned branch', async () => {
    const { id, log } = await played(400, 3);
    const opened = log.find((entry) => entry.command === 'scene/open')!;
    const event = opened.events.find((e) => e.type === 'scene/opened')!;
    const scene = sceneId(event.type === 'scene/opened' ? event.scene.id : '');
    const steps = log.filter(
      (entry) => entry.seq > opened.seq && entry.events.some((e) => 'sceneId' in e && e.sceneId === scene),
    );
    const toSeq = steps[2]!.seq;
    const atN = stateAt(log, toSeq);
    expect(Object.hasOwn(atN.scenes, scene)).toBe(true);
    const stored = await rewind(db, id, toSeq);
    if (!stored.ok) throw new Error(stored.message);
    // The board replayed from the scene's entries is the scene as it was then, not as the abandoned branch left it.
    const replayed = await closedSceneOf(db, id, scene);
    expect(replayed).toEqual(atN.scenes[scene]);
    expect((await head(id)).state.scenes[scene]).toEqual(atN.scenes[scene]);
    expect((await sceneEventsOf(db, id, scene)).some((e) => e.type === 'campaign/rewound')).toBe(true);
    await expectConsistent(db, id);
  });
});

describe('named checkpoints (issue 22)', () => {
  it('are made at each session start and scene opening, listed as jump points, and never thinned while active', async () => {
    const { id, log } = await played(700, 6);
    const points = await jumpPoints(db, await head(id));
    const expected = log.flatMap((entry) =>
      entry.events.flatMap((event) =>
        event.type === 'scene/opened' ? [{ seq: entry.seq, name: `Scene: ${event.scene.name}` }] : [],
      ),
    );
    expect(points.filter((p) => p.name.startsWith('Scene: '))).toEqual(
      expected.filter((p, index) => expected.findIndex((q) => q.seq === p.seq) === index),
    );
    const started = await dispatch(db, id, { type: 'session/start' });
    if (!started.ok) throw new Error(started.message);
    const session = (await head(id)).state.session;
    for (let n = 0; n < 40; n += 1) await dispatch(db, id, rollCommand(`after-${n}`));
    const row = await db.checkpoints.get([id, started.entry.seq]);
    expect(row?.name).toBe(`Session ${session}`);
    expect(row?.state).toEqual(stateAt(await logOf(db, id), started.entry.seq));
    expect((await jumpPoints(db, await head(id))).at(-1)).toEqual({
      seq: started.entry.seq,
      name: `Session ${session}`,
    });
  });

  it('go with their entry when it is undone and a new command drops the redo stack', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    const started = await dispatch(db, id, { type: 'session/start' });
    if (!started.ok) throw new Error(started.message);
    expect(await jumpPoints(db, await head(id))).toEqual([{ seq: started.entry.seq, name: 'Session 1' }]);
    await undo(db, id);
    expect(await jumpPoints(db, await head(id))).toEqual([]);
    await dispatch(db, id, rollCommand('r1'));
    expect(await db.checkpoints.get([id, started.entry.seq])).toBeUndefined();
  });
});

describe('the timeline’s pages (issue 22)', () => {
  it('marks where a session, a scene or a round ends above an entry, the same across page edges', async () => {
    const { id } = await played(300, 11);
    const current = await head(id);
    const count = await timelineCount(db, current, noTimelineFilter);
    const whole = await timelinePage(db, current, noTimelineFilter, 0, count);
    const paged: typeof whole = [];
    for (let offset = 0; offset < count; offset += 7)
      paged.push(...(await timelinePage(db, current, noTimelineFilter, offset, 7)));
    expect(paged.map((line) => line.boundary)).toEqual(whole.map((line) => line.boundary));
    expect(whole[0]?.boundary).toBeNull(); // nothing above the newest entry
    whole.forEach((line, index) => {
      expect(line.boundary).toBe(contextBoundary(whole[index - 1]?.context ?? null, line.context));
    });
    expect(whole.some((line) => line.boundary !== null)).toBe(true);
  });

  it('pages every entry newest first, and any filter from its index, undone entries marked', async () => {
    const { id, log } = await played(500, 7);
    await undo(db, id);
    const current = await head(id);
    expect(await timelineCount(db, current, noTimelineFilter)).toBe(log.length);
    const page = await timelinePage(db, current, noTimelineFilter, 0, 20);
    expect(page.map((line) => line.seq)).toEqual(
      log
        .slice(-20)
        .reverse()
        .map((entry) => entry.seq),
    );
    expect(page[0]?.undone).toBe(true);
    expect(page[1]?.words).toBeTruthy();
    const rolls = { kind: 'rolls' as const, character: null, scene: null };
    const rollEntries = log.filter((entry) => entry.command === 'dice/roll');
    expect(await timelineCount(db, current, rolls)).toBe(rollEntries.length);
    const second = await timelinePage(db, current, rolls, 10, 10);
    expect(second.map((line) => line.seq)).toEqual(
      rollEntries
        .slice(-20, -10)
        .reverse()
        .map((entry) => entry.seq),
    );
    expect(second.every((line) => line.kind === 'rolls')).toBe(true);
    // A character and a kind together.
    const character = Object.keys(current.state.characters)[0]!;
    const theirs = { kind: 'rolls' as const, character, scene: null };
    const lines = await timelinePage(db, current, theirs, 0, 1000);
    expect(lines.length).toBe(await timelineCount(db, current, theirs));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const entry = log.find((e) => e.seq === line.seq)!;
      expect(entry.command).toBe('dice/roll');
      expect(entryCharacters(entry)).toContain(character);
    }
    // Where an entry sits, for a jump.
    const target = rollEntries.at(-15)!;
    expect(await timelineIndexOf(db, current, rolls, target.seq)).toBe(14);
    // Each line carries where it was played.
    const withContext = page.find((line) => line.context !== null);
    expect(withContext?.context?.session).toBeTypeOf('number');
  });
});

describe('fork (issue 22)', () => {
  it('copies the campaign as it was into a new one, independent of its source both ways', async () => {
    const { id, log } = await played(300, 8);
    const source = await head(id);
    const forked = await fork(db, id, 150, '  Long Job B  ');
    if (!forked.ok) throw new Error(forked.message);
    expect(forked.name).toBe('Long Job B');
    const copy = await head(forked.id);
    expect(copy.state).toEqual({ ...stateAt(log, 150), name: 'Long Job B' });
    expect(await head(id)).toEqual(source);
    await expectConsistent(db, forked.id);
    // Play on in both: neither moves the other.
    expect((await dispatch(db, forked.id, { type: 'crew/adjust', changes: { heat: 7 } })).ok).toBe(true);
    expect((await head(id)).state).toEqual(source.state);
    const copyNow = (await head(forked.id)).state;
    expect((await dispatch(db, id, { type: 'crew/adjust', changes: { heat: 3 } })).ok).toBe(true);
    expect((await head(forked.id)).state).toEqual(copyNow);
    expect((await undo(db, forked.id)).ok).toBe(true);
    expect((await undo(db, forked.id)).ok).toBe(false); // its first entry is its creation
    await expectConsistent(db, id);
    await expectConsistent(db, forked.id);
  });

  it('refuses a name the library has, and an entry that is not there, storing nothing', async () => {
    const { id } = await played(40, 1);
    const campaigns = await db.campaigns.count();
    expect(await fork(db, id, 10, 'long job')).toMatchObject({ ok: false, code: 'library/name-taken' });
    expect(await fork(db, id, 10, ' ')).toMatchObject({ ok: false, code: 'campaign/name-empty' });
    expect(await fork(db, id, 999, 'B')).toMatchObject({ ok: false, code: 'timeline/out-of-range' });
    expect(await db.campaigns.count()).toBe(campaigns);
  });

  it('exports and imports again; its closed scenes keep their summaries without their entries', async () => {
    const { id, log } = await played(500, 3);
    const last = log.at(-1)!.seq;
    const forked = await fork(db, id, last, 'Copy');
    if (!forked.ok) throw new Error(forked.message);
    const copy = (await head(forked.id)).state;
    const exported = await exportCampaign(db, forked.id);
    const imported = await importCampaign(db, exported.bytes);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.name).toBe('Copy (imported)');
    expect((await head(imported.id)).state).toEqual({ ...copy, name: 'Copy (imported)' });
    await expectConsistent(db, imported.id);
    const closed = Object.keys(copy.closed);
    expect(closed.length).toBeGreaterThan(0);
    for (const scene of closed) {
      expect(copy.closed[scene]?.ended ?? copy.closed[scene]?.name).toBeTruthy();
      expect(await closedSceneOf(db, forked.id, sceneId(scene))).toBeNull();
    }
  });
});

describe('files with rewound entries (issue 22)', () => {
  it('import a campaign with a rewind and its undo as it was', async () => {
    const { id } = await played(200, 12);
    expect((await rewind(db, id, 50)).ok).toBe(true);
    expect((await dispatch(db, id, rollCommand('after-rewind'))).ok).toBe(true);
    expect((await rewind(db, id, 120)).ok).toBe(true);
    expect((await undo(db, id)).ok).toBe(true);
    const exported = await exportCampaign(db, id);
    const imported = await importCampaign(db, exported.bytes);
    if (!imported.ok) throw new Error(imported.message);
    const { name: _a, ...source } = (await head(id)).state;
    const { name: _b, ...copy } = (await head(imported.id)).state;
    expect(copy).toEqual(source);
    await expectConsistent(db, imported.id);
  });

  it('refuse a rewind whose state is not the log’s own at that entry, or is malformed, and keep nothing', async () => {
    const { id } = await played(120, 13);
    expect((await rewind(db, id, 30)).ok).toBe(true);
    const text = gunzipSync((await exportCampaign(db, id)).bytes).toString('utf8');
    const lines = text.trimEnd().split('\n');
    const last = JSON.parse(lines.at(-1)!) as LogEntry;
    const event = last.events[0] as Extract<LogEntry['events'][number], { type: 'campaign/rewound' }>;
    const campaigns = await db.campaigns.count();
    const logRows = await db.log.count();
    const cases: [unknown, RegExp][] = [
      [
        { ...event.state, crew: { ...event.state.crew, heat: event.state.crew.heat + 1 } },
        /not the campaign as its log had it after entry 30/,
      ],
      [{ ...event.state, crew: { resources: 'lots', heat: 0 } }, /state\.crew\.resources/],
      [{ ...event.state, clock: undefined }, /state\.clock/],
    ];
    for (const [state, message] of cases) {
      const forged = { ...last, events: [{ ...event, state }] };
      const file = gzipSync(`${[...lines.slice(0, -1), JSON.stringify(forged)].join('\n')}\n`);
      const refused = await importCampaign(db, new Uint8Array(file));
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.message).toMatch(message);
      expect(await db.campaigns.count()).toBe(campaigns);
      expect(await db.log.count()).toBe(logRows);
    }
  });
});

describe('the state at an entry costs its nearest checkpoint', () => {
  it('rebuild starts from a checkpoint at most 1,024 entries before the target in a campaign of 600', async () => {
    const { id, log } = await played(600, 14);
    const { state, checkpointSeq } = await rebuild(db, id, 300);
    expect(300 - checkpointSeq).toBeLessThanOrEqual(1024);
    expect(checkpointSeq).toBeGreaterThan(0);
    expect(state).toEqual(stateAt(log, 300));
  });
});
