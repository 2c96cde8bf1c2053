import { Dexie } from 'dexie';
import {
  blankCharacter,
  characterId,
  defaultSettings,
  replay,
  rollId,
  rollsIn,
} from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState, LogEntry, RollRecord } from '../../../../core/index.ts';
import { createCampaign } from '../../../../renderer/db/library.ts';
import { loadHead } from '../../../../renderer/db/head-store.ts';
import { entryOf, sceneIdsOf, sceneKey } from '../../../../renderer/db/entries.ts';
import { HeistboxDb } from '../../../../renderer/db/schema.ts';

/** Shared steps of the database tests: fresh databases, a campaign, reading back its log, head and roll log. */

let count = 0;

/** A fresh database over fake-indexeddb (the caller imports 'fake-indexeddb/auto'). */
export async function freshDb(): Promise<HeistboxDb> {
  const db = new HeistboxDb(`db-test-${++count}-${Date.now()}`);
  await db.open();
  return db;
}

export async function dropDb(db: HeistboxDb): Promise<void> {
  db.close();
  await Dexie.delete(db.name);
}

export async function newCampaign(db: HeistboxDb, name = 'Docklands'): Promise<string> {
  const created = await createCampaign(db, name);
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

export const vexId = characterId('vex');

export const addVex: CampaignCommand = {
  type: 'character/create',
  character: {
    ...blankCharacter(vexId, 'crew', 'Vex', defaultSettings),
    abilities: { muscle: 3, fingers: 2, brains: 2, it: 2 },
  },
};

export function rollCommand(id: string): CampaignCommand {
  return {
    type: 'dice/roll',
    rollId: rollId(id),
    at: 1_700_000_000_000,
    request: {
      characterId: vexId,
      skill: 'shooting',
      pool: null,
      modifiers: [],
      bolsters: 0,
      leanOnto: null,
      against: { kind: 'difficulty', value: 9 },
      note: '',
    },
  };
}

/** Every log entry of a campaign, oldest first. */
export async function logOf(db: HeistboxDb, campaignId: string): Promise<LogEntry[]> {
  return (await db.log.where('campaignId').equals(campaignId).sortBy('seq')).map(entryOf);
}

/** The state a full replay of the stored log builds: what the head must always equal. */
export async function replayed(db: HeistboxDb, campaignId: string): Promise<CampaignState> {
  return replay(await logOf(db, campaignId));
}

export async function headState(db: HeistboxDb, campaignId: string): Promise<CampaignState> {
  const head = await loadHead(db, campaignId);
  if (!head) throw new Error(`No head for ${campaignId}`);
  return head.state;
}

/** The roll log as stored, oldest first. */
export async function storedRolls(db: HeistboxDb, campaignId: string): Promise<RollRecord[]> {
  const rows = await db.rolls
    .where('[campaignId+n]')
    .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
    .toArray();
  return rows.map((row) => row.roll);
}

/**
 * Checks every invariant of a stored campaign against a full replay of its log: the head's state, its counts,
 * the roll log numbered 1..n, and the campaign row's name.
 */
export async function expectConsistent(db: HeistboxDb, campaignId: string): Promise<void> {
  const log = await logOf(db, campaignId);
  const head = await loadHead(db, campaignId);
  if (!head) throw new Error(`No head for ${campaignId}`);
  const state = replay(log);
  const rolls = rollsIn(log);
  const problems: string[] = [];
  if (JSON.stringify(head.state) !== JSON.stringify(state)) problems.push('head state differs from a replay');
  const active = log.filter((entry) => !entry.undone);
  if (head.seq !== active.at(-1)?.seq) problems.push(`head.seq ${head.seq} is not the last active entry`);
  if (head.entries !== log.length) problems.push(`head.entries ${head.entries} vs ${log.length}`);
  if (head.rolls !== rolls.length) problems.push(`head.rolls ${head.rolls} vs ${rolls.length}`);
  const stored = await storedRolls(db, campaignId);
  if (JSON.stringify(stored) !== JSON.stringify(rolls)) problems.push('the roll log differs from the log');
  const numbers = (
    await db.rolls
      .where('[campaignId+n]')
      .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
      .primaryKeys()
  ).map((key) => (key as [string, number])[1]);
  if (numbers.some((n, index) => n !== index + 1)) problems.push('roll rows are not numbered 1..n');
  if ((await db.campaigns.get(campaignId))?.name !== state.name)
    problems.push('the campaign row has another name');
  problems.push(...(await sceneCountProblems(db, campaignId)));
  if (problems.length > 0) throw new Error(problems.join('; '));
}

/**
 * Each scene's count of active entries recounted from the log's entries themselves (the scenes their events
 * name), and what the `sceneKeys` index and the stored counts say: all three agree, and no count is stored for a
 * scene without an active entry. Returns the recount.
 */
export async function recountScenes(db: HeistboxDb, campaignId: string): Promise<Map<string, number>> {
  const problems = await sceneCountProblems(db, campaignId);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return recount(await logOf(db, campaignId));
}

function recount(log: readonly LogEntry[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of log) {
    if (entry.undone) continue;
    for (const sceneId of sceneIdsOf(entry)) counts.set(sceneId, (counts.get(sceneId) ?? 0) + 1);
  }
  return counts;
}

async function sceneCountProblems(db: HeistboxDb, campaignId: string): Promise<string[]> {
  const expected = recount(await logOf(db, campaignId));
  const stored = new Map(
    (
      await db.sceneCounts
        .where('[campaignId+sceneId]')
        .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
        .toArray()
    ).map((row) => [row.sceneId, row.entries]),
  );
  const problems: string[] = [];
  for (const sceneId of new Set([...expected.keys(), ...stored.keys()])) {
    const counted = expected.get(sceneId);
    const indexed = await db.log.where('sceneKeys').equals(sceneKey(campaignId, sceneId)).count();
    if (stored.get(sceneId) !== counted)
      problems.push(`scene ${sceneId}: stored count ${stored.get(sceneId)} vs ${counted} active entries`);
    if (indexed !== (counted ?? 0))
      problems.push(`scene ${sceneId}: the index counts ${indexed} vs ${counted}`);
  }
  return problems;
}
