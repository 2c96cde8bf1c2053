import 'fake-indexeddb/auto';
import { gzipSync } from 'node:zlib';
import { Dexie } from 'dexie';
import { decide, entryLine, headerLine, seededDice, skirmish } from '../core/index.ts';
import type { CampaignState, Dice } from '../core/index.ts';
import { dispatch, redo, undo } from '../renderer/db/commands.ts';
import { importCampaign } from '../renderer/db/files.ts';
import {
  headOf,
  sceneHistoryCount,
  sceneHistoryPage,
  sceneLogPage,
  undoRedo,
} from '../renderer/db/queries.ts';
import { HeistboxDb } from '../renderer/db/schema.ts';
import { FightTable, fightSceneId } from './skirmish-fight.ts';
import { clock, formatDuration, printTable } from './measure.ts';

/**
 * A HEIST fight in the campaign store (Node, fake-indexeddb): a campaign holding a fight of 10 models a side
 * played over 10 rounds (about a thousand entries) against a new campaign with a fresh fight — opening it, the
 * dashboard's view, the fight's history, one skirmish command (a Shoot declared, then its reactions resolved),
 * an undo and a redo. The two campaigns are measured in turn, run by run, so a busy machine slows both alike.
 * A click in round 10 must cost what it costs in round 1.
 */

const runs = 21;

/** One campaign in its own database, and the table playing its fight. */
interface Subject {
  readonly label: string;
  readonly table: FightTable;
  readonly db: HeistboxDb;
  readonly id: string;
  readonly entries: number;
  readonly imported: number;
  readonly dice: Dice;
}

type Figures = Record<
  'open' | 'view' | 'historyPage' | 'historyCount' | 'decide' | 'shoot' | 'resolve' | 'undo' | 'redo',
  number
>;

async function timed(task: () => Promise<unknown>): Promise<number> {
  const start = clock();
  await task();
  return clock() - start;
}

const median = (times: readonly number[]): number =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;

function fileOf(table: FightTable): Uint8Array {
  const lines = [
    headerLine({
      exportedAt: 0,
      campaign: { name: table.state.name, createdAt: 0 },
      entries: table.entries.length,
    }),
    ...table.entries.map(entryLine),
  ];
  return new Uint8Array(gzipSync(`${lines.join('\n')}\n`));
}

async function headState(db: HeistboxDb, id: string): Promise<CampaignState> {
  const head = await headOf(db, id);
  if (!head) throw new Error('the campaign has no head');
  return head.state;
}

/** Imports the table's campaign into a database of its own (the real store's import). */
async function prepare(label: string, table: FightTable): Promise<Subject> {
  const db = new HeistboxDb(`bench-fight-${label}-${Date.now()}`);
  await db.open();
  let result: Awaited<ReturnType<typeof importCampaign>> | undefined;
  const imported = await timed(async () => (result = await importCampaign(db, fileOf(table))));
  if (!result?.ok) throw new Error(result?.message ?? 'import failed');
  table.adopt(await headState(db, result.id));
  const dice = seededDice(`bench-store-${label}`);
  return { label, table, db, id: result.id, entries: table.entries.length, imported, dice };
}

/** Sends one of the table's commands through the store (timed); throws when it is refused. */
async function send(subject: Subject, command: skirmish.SkirmishCommand): Promise<number> {
  const { db, id, table } = subject;
  const campaignCommand = table.sceneAct(command);
  let stored: Awaited<ReturnType<typeof dispatch>> | undefined;
  const ms = await timed(
    async () => (stored = await dispatch(db, id, campaignCommand, subject.dice, table.at)),
  );
  if (!stored?.ok) throw new Error(`the store refused ${command.type}: ${stored?.message ?? '?'}`);
  table.adopt(await headState(db, id));
  return ms;
}

/** Plays on through the store (untimed) until the active model can declare a Shoot; returns it. */
async function untilShot(subject: Subject): Promise<skirmish.SkirmishCommand> {
  for (let step = 0; step < 200; step += 1) {
    const shot = subject.table.shot();
    if (shot) return shot;
    const next = subject.table.next();
    if (!next) break;
    await send(subject, next);
  }
  throw new Error(`no shot came up in ${subject.label}`);
}

/** The core's part of a Shoot: `decide` on the head state, no store. */
function decideOnly(table: FightTable, shot: skirmish.SkirmishCommand): number {
  const command = table.sceneAct(shot);
  const start = clock();
  decide(table.state, command, seededDice('decide'));
  return clock() - start;
}

/** Runs `task` on each subject in turn, a warm-up and then `runs` times; the medians, subject by subject. */
async function interleaved(
  subjects: readonly Subject[],
  task: (subject: Subject) => Promise<number>,
): Promise<number[]> {
  const times = subjects.map((): number[] => []);
  for (let run = 0; run <= runs; run += 1) {
    for (const [i, subject] of subjects.entries()) {
      const ms = await task(subject);
      if (run > 0 && !Number.isNaN(ms)) times[i]!.push(ms);
    }
  }
  return times.map(median);
}

/** The dashboard's reads on opening the fight: the board, the side's and the active model's views. */
async function view(subject: Subject): Promise<number> {
  return timed(async () => {
    const fight = (await headState(subject.db, subject.id)).scenes[fightSceneId]!
      .state as skirmish.SkirmishState;
    const side = fight.turnOrder[fight.active]!;
    const active = fight.activation?.model ?? Object.values(fight.models).find((m) => m.side === side)!.id;
    skirmish.skirmishBoard(fight, subject.table.at);
    skirmish.skirmishView(fight, side, subject.table.at);
    skirmish.skirmishView(fight, active, subject.table.at);
  });
}

/** Shoot, decide and resolve: each run plays on to a Shoot, decides it in core, then sends it and resolves. */
async function shots(subjects: readonly Subject[]) {
  const figures = subjects.map(() => ({
    decide: [] as number[],
    shoot: [] as number[],
    resolve: [] as number[],
  }));
  for (let run = 0; run <= runs; run += 1) {
    for (const [i, subject] of subjects.entries()) {
      const shot = await untilShot(subject);
      const decided = decideOnly(subject.table, shot);
      const shoot = await send(subject, shot);
      const resolve = subject.table.fight.window ? await send(subject, { type: 'skirmish/resolve' }) : NaN;
      if (run === 0) continue; // warm-up
      figures[i]!.decide.push(decided);
      figures[i]!.shoot.push(shoot);
      if (!Number.isNaN(resolve)) figures[i]!.resolve.push(resolve);
    }
  }
  return figures.map((f) => ({
    decide: median(f.decide),
    shoot: median(f.shoot),
    resolve: median(f.resolve),
  }));
}

async function measureAll(subjects: readonly Subject[]): Promise<Figures[]> {
  const open = await interleaved(subjects, (s) =>
    timed(async () => undoRedo(s.db, (await headOf(s.db, s.id))!)),
  );
  const views = await interleaved(subjects, view);
  const page = await interleaved(subjects, (s) =>
    timed(() => sceneHistoryPage(s.db, s.id, fightSceneId, 0, sceneLogPage)),
  );
  const count = await interleaved(subjects, (s) => timed(() => sceneHistoryCount(s.db, s.id, fightSceneId)));
  const shot = await shots(subjects);
  const undone = await interleaved(subjects, (s) => timed(() => undo(s.db, s.id)));
  const redone = await interleaved(subjects, (s) => timed(() => redo(s.db, s.id)));
  return subjects.map((_, i) => ({
    open: open[i]!,
    view: views[i]!,
    historyPage: page[i]!,
    historyCount: count[i]!,
    ...shot[i]!,
    undo: undone[i]!,
    redo: redone[i]!,
  }));
}

const columns: readonly (readonly [keyof Figures, string])[] = [
  ['open', 'open'],
  ['view', 'view'],
  ['historyPage', 'history page'],
  ['historyCount', 'history count'],
  ['decide', 'decide'],
  ['shoot', 'shoot'],
  ['resolve', 'resolve'],
  ['undo', 'undo'],
  ['redo', 'redo'],
];

/** Prints the fight's timings in the store: new, after 1 round and after 10 rounds. */
export async function benchSkirmishStore(): Promise<void> {
  const fresh = new FightTable();
  const short = new FightTable();
  short.playRounds(1);
  const long = new FightTable();
  const built = await timed(async () => long.playRounds(10));
  const subjects = [
    await prepare('a new fight', fresh),
    await prepare('after 1 round', short),
    await prepare(`after ${long.fight.round - 1} rounds`, long),
  ];
  const figures = await measureAll(subjects);
  for (const { db } of subjects) {
    db.close();
    await Dexie.delete(db.name);
  }
  const base = figures[0]!;
  const fullPage = figures[1]!;
  printTable(
    `HEIST fight in the campaign store (Node, fake-indexeddb), 10 models a side: medians of ${runs} runs, the two\n` +
      'campaigns in turn; import once. open = the head and the entries Undo/Redo name; view = the board, the side and\n' +
      `the active model (exact odds); history page = the scene log's newest page (a screenful: ${sceneLogPage} entries, or\n` +
      'all a scene has) / count = its stored count (SceneLog.svelte reads both again on every change); decide = the\n' +
      'core deciding one Shoot (no store); shoot = that Shoot declared through the store (scene/act); resolve = its\n' +
      'reactions resolved; × new = against a new campaign with a fresh fight, whose history is its opening alone\n' +
      '(a page of 1 entry); × 1 round = the newest page against the fight after 1 round, the first whose page is full.\n' +
      `The long fight was played in memory, every command picked from the view, in ${formatDuration(built)}.`,
    [
      'fight',
      'entries',
      'import',
      ...columns.map(([, name]) => name),
      ...columns.map(([, name]) => `${name} × new`),
      'history page × 1 round',
    ],
    subjects.map((subject, i) => {
      const row = figures[i]!;
      return [
        subject.label,
        subject.entries.toLocaleString('en'),
        formatDuration(subject.imported),
        ...columns.map(([key]) => formatDuration(row[key])),
        ...columns.map(([key]) => `${(row[key] / base[key]).toFixed(2)}×`),
        i === 0 ? '—' : `${(row.historyPage / fullPage.historyPage).toFixed(2)}×`,
      ];
    }),
  );
}
