import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { rollId, seededDice } from '../core/index.ts';
import type { CampaignCommand, CharacterId } from '../core/index.ts';
import { dispatch, redo, undo } from '../renderer/db/commands.ts';
import { exportCampaign, importCampaign } from '../renderer/db/files.ts';
import { createCampaign } from '../renderer/db/library.ts';
import { forgetHeads } from '../renderer/db/head-store.ts';
import { headOf, rollPage, undoRedo } from '../renderer/db/queries.ts';
import { HeistboxDb } from '../renderer/db/schema.ts';
import type { HeadRow } from '../renderer/db/schema.ts';
import { campaignFile } from './campaign-file.ts';
import { clock, formatDuration, printTable } from './measure.ts';

/**
 * The campaign store at 0, 1,000, 10,000 and 100,000 log entries (a simulated GM's realistic mix: dice-tray
 * rolls, sheet edits, Heist scenes, Drops, Gang Warfare, chases), in Node over fake-indexeddb: opening a
 * campaign, one command, an undo, a redo, an export and an import. Every click must cost the same in year two
 * as on day one. The generated campaigns are cached in bench/.cache (bench/campaign-file.ts).
 */

const sizes = [0, 30, 1_000, 10_000, 100_000];
const runs = 15;

async function once(task: () => Promise<unknown>): Promise<number> {
  const start = clock();
  await task();
  return clock() - start;
}

function roll(characterId: CharacterId | null, id: string): CampaignCommand {
  return {
    type: 'dice/roll',
    rollId: rollId(id),
    at: Date.now(),
    request: {
      characterId,
      skill: characterId ? 'shooting' : null,
      pool: characterId ? null : { rolled: 5, kept: 3 },
      modifiers: [],
      bolsters: 0,
      leanOnto: null,
      against: { kind: 'difficulty', value: 9 },
      note: '',
    },
  };
}

interface Row {
  readonly entries: number;
  readonly open: number;
  readonly first: number;
  readonly page: number;
  readonly command: number;
  /** A character's roll and its undo (no one to roll for in an empty campaign). */
  readonly sheetRoll: number;
  readonly undo: number;
  readonly redo: number;
  readonly exported: number;
  readonly imported: number;
  readonly fileBytes: number;
}

/** One campaign in its own database, ready to be measured. */
interface Subject {
  readonly entries: number;
  readonly db: HeistboxDb;
  readonly id: string;
  readonly head: HeadRow;
  readonly someone: CharacterId | null;
  readonly imported: number;
  readonly fileBytes: number;
}

async function prepare(entries: number): Promise<Subject> {
  const db = new HeistboxDb(`bench-${entries}-${Date.now()}`);
  await db.open();
  let id: string;
  let imported = 0;
  let fileBytes = 0;
  if (entries === 0) {
    const created = await createCampaign(db, 'Empty');
    if (!created.ok) throw new Error(created.message);
    id = created.id;
  } else {
    const file = campaignFile(entries);
    fileBytes = file.length;
    let result: Awaited<ReturnType<typeof importCampaign>> | undefined;
    imported = await once(async () => (result = await importCampaign(db, file)));
    if (!result?.ok) throw new Error(result?.message ?? 'import failed');
    id = result.id;
  }
  const head = (await headOf(db, id))!;
  const someone = (Object.keys(head.state.characters)[0] ?? null) as CharacterId | null;
  return { entries, db, id, head, someone, imported, fileBytes };
}

/**
 * Runs `task` on each campaign in turn, a warm-up and then `runs` times, and returns the medians campaign by
 * campaign: a busy machine slows every size alike, so the ratios hold where the times do not.
 */
async function interleaved(
  subjects: readonly Subject[],
  task: (subject: Subject, run: number) => Promise<unknown>,
): Promise<number[]> {
  const times = subjects.map((): number[] => []);
  for (let run = -1; run < runs; run += 1) {
    for (const [i, subject] of subjects.entries()) {
      const start = clock();
      await task(subject, run);
      if (run >= 0) times[i]!.push(clock() - start);
    }
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!);
}

async function measureAll(subjects: readonly Subject[]): Promise<Row[]> {
  const first = await interleaved(subjects, async ({ db, id }) => {
    forgetHeads(db); // as after the app starts: the head is read from the database
    return undoRedo(db, (await headOf(db, id))!);
  });
  const open = await interleaved(subjects, async ({ db, id }) => undoRedo(db, (await headOf(db, id))!));
  const page = await interleaved(subjects, ({ db, head }) => rollPage(db, head, null, 0, 50));
  const dice = seededDice('bench');
  // The same click on every campaign: a dice-tray roll of a plain pool (an empty campaign has no one to roll
  // for); a character's roll, which reads the sheet, its Bolsters and stage, is measured against day 1 below.
  const command = await interleaved(subjects, ({ db, id }, run) =>
    dispatch(db, id, roll(null, `bench-${run}-${crypto.randomUUID()}`), dice),
  );
  const sheetRoll = await interleaved(subjects, async ({ db, id, someone }, run) => {
    if (someone === null) return;
    await dispatch(db, id, roll(someone, `sheet-${run}-${crypto.randomUUID()}`), dice);
    await undo(db, id);
  });
  const undone = await interleaved(subjects, ({ db, id }) => undo(db, id));
  const redone = await interleaved(subjects, ({ db, id }) => redo(db, id));
  const rows: Row[] = [];
  for (const [i, { entries, db, id, imported, fileBytes }] of subjects.entries()) {
    let exportedBytes = 0;
    const exported = await once(async () => (exportedBytes = (await exportCampaign(db, id)).bytes.length));
    rows.push({
      entries,
      open: open[i]!,
      first: first[i]!,
      page: page[i]!,
      command: command[i]!,
      sheetRoll: sheetRoll[i]!,
      undo: undone[i]!,
      redo: redone[i]!,
      exported,
      imported,
      fileBytes: fileBytes || exportedBytes,
    });
  }
  return rows;
}

/** Prints the store's timings by campaign size. */
export async function benchStore(): Promise<void> {
  const subjects: Subject[] = [];
  for (const entries of sizes) subjects.push(await prepare(entries));
  const rows = await measureAll(subjects);
  for (const { db } of subjects) {
    db.close();
    await Dexie.delete(db.name);
  }
  const empty = rows[0]!;
  const dayOne = rows[1]!;
  const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
  printTable(
    `Campaign store (Node, fake-indexeddb): medians of ${runs} runs, the campaigns in turn; export/import once.\n` +
      'open = the head and the entries Undo/Redo name, as a window reads them again (its held head unchanged);\n' +
      'first open = the same right after the app starts (the whole head read from the database: it grows with\n' +
      'the live state, never the log — see × day 1); roll page = the 50 newest rolls of the roll log;\n' +
      'command = the same click everywhere (a dice-tray roll of a plain pool), undo and redo = of that roll.\n' +
      '× empty = against a campaign with nothing in it (a 3 KB state); × day 1 = against the same simulated table\n' +
      'after 30 entries (its crew made, its first scenes open: a state of the size a played campaign keeps)',
    [
      'entries',
      'first open',
      'open',
      'roll page',
      'command',
      'undo',
      'redo',
      'export',
      'import',
      'file',
      'open × empty',
      'command × empty',
      'undo × empty',
      'first open × day 1',
      'open × day 1',
      'command × day 1',
      'undo × day 1',
      'sheet roll + undo × day 1',
    ],
    rows.map((row) => [
      row.entries.toLocaleString('en'),
      formatDuration(row.first),
      formatDuration(row.open),
      formatDuration(row.page),
      formatDuration(row.command),
      formatDuration(row.undo),
      formatDuration(row.redo),
      formatDuration(row.exported),
      row.entries === 0 ? '—' : formatDuration(row.imported),
      `${(row.fileBytes / 1024).toFixed(0)} KB`,
      ratio(row.open, empty.open),
      ratio(row.command, empty.command),
      ratio(row.undo, empty.undo),
      ratio(row.first, dayOne.first),
      ratio(row.open, dayOne.open),
      ratio(row.command, dayOne.command),
      ratio(row.undo, dayOne.undo),
      row.entries === 0 ? '—' : ratio(row.sheetRoll, dayOne.sheetRoll),
    ]),
  );
}
