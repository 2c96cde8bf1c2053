import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { undo } from '../renderer/db/commands.ts';
import { importCampaign } from '../renderer/db/files.ts';
import { createCampaign } from '../renderer/db/library.ts';
import { headOf } from '../renderer/db/queries.ts';
import { HeistboxDb } from '../renderer/db/schema.ts';
import { fork, noTimelineFilter, rewind, timelineCount, timelinePage } from '../renderer/db/timeline.ts';
import { campaignFile } from './campaign-file.ts';
import { clock, formatDuration, printTable } from './measure.ts';

/**
 * The timeline (issue 22) at 0, 1,000, 10,000 and 100,000 log entries, in Node over fake-indexeddb: a page of it,
 * a filtered page (the rolls, and one character's rolls), a rewind far back (to the middle of the log) and near
 * (five entries back), each undone again, and a fork from each. A rewind and a fork cost their nearest checkpoint,
 * never the log: figures only, nothing asserted. The generated campaigns are cached in bench/.cache.
 */

/** `BENCH_TIMELINE_SIZES=0,1000` measures only those sizes. */
const sizes = process.env.BENCH_TIMELINE_SIZES?.split(',').map(Number) ?? [0, 1_000, 10_000, 100_000];
const runs = 5;

async function timed(task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = -1; run < runs; run += 1) {
    const start = clock();
    await task();
    if (run >= 0) times.push(clock() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

async function campaignOf(db: HeistboxDb, entries: number): Promise<string> {
  const made =
    entries === 0 ? await createCampaign(db, 'Empty') : await importCampaign(db, campaignFile(entries));
  if (!made.ok) throw new Error(made.message);
  return made.id;
}

/** Prints the timeline's timings by campaign size. */
export async function benchTimeline(): Promise<void> {
  const rows: string[][] = [];
  for (const entries of sizes) {
    const db = new HeistboxDb(`bench-timeline-${entries}-${Date.now()}`);
    await db.open();
    const id = await campaignOf(db, entries);
    const head = (await headOf(db, id))!;
    const someone = Object.keys(head.state.characters)[0] ?? null;
    const rolls = { kind: 'rolls' as const, character: null, scene: null };
    const theirs = { ...rolls, character: someone };
    const page = await timed(() => timelinePage(db, head, noTimelineFilter, 0, 50));
    const deep = await timed(() =>
      timelinePage(db, head, noTimelineFilter, Math.floor(head.entries / 2), 50),
    );
    const filtered = await timed(async () => {
      await timelineCount(db, head, rolls);
      await timelinePage(db, head, rolls, 0, 50);
    });
    const character = await timed(() => timelinePage(db, head, theirs, 0, 50));
    const far = Math.max(1, Math.floor(head.seq / 2));
    const near = Math.max(1, head.seq - 5);
    let forks = 0;
    const rewindTo = async (seq: number) => {
      const stored = await rewind(db, id, seq);
      if (!stored.ok) throw new Error(stored.message);
      await undo(db, id);
    };
    const forkAt = async (seq: number) => {
      const made = await fork(db, id, seq, `Fork ${(forks += 1)}`);
      if (!made.ok) throw new Error(made.message);
    };
    const canRewind = head.seq > 1;
    rows.push([
      entries.toLocaleString('en'),
      formatDuration(page),
      formatDuration(deep),
      formatDuration(filtered),
      formatDuration(character),
      canRewind ? formatDuration(await timed(() => rewindTo(far))) : '—',
      canRewind ? formatDuration(await timed(() => rewindTo(near))) : '—',
      formatDuration(await timed(() => forkAt(far))),
      formatDuration(await timed(() => forkAt(head.seq))),
    ]);
    console.log(`  timeline: ${entries.toLocaleString('en')} entries measured`);
    db.close();
    await Dexie.delete(db.name);
  }
  printTable(
    `Timeline, rewind and fork (Node, fake-indexeddb): medians of ${runs} runs.\n` +
      'page = the 50 newest entries; deep page = 50 from the middle; rolls = count + newest page of the rolls;\n' +
      "one's rolls = a character's rolls; rewind = restore an entry (then undone, not timed separately: the\n" +
      'pair is timed), far = the middle of the log, near = 5 entries back; fork = a new campaign from an entry',
    [
      'entries',
      'page',
      'deep page',
      'rolls',
      "one's rolls",
      'rewind far + undo',
      'rewind near + undo',
      'fork far',
      'fork near',
    ],
    rows,
  );
}
