import { Dexie } from 'dexie';
import {
  campaignLimits,
  contextBoundary,
  cryptoDice,
  decide,
  describeEntry,
  entryNumber,
  foldEntry,
} from '../../core/index.ts';
import type {
  CampaignState,
  Dice,
  EntryContext,
  LogEntry,
  Rejection,
  TimelineKind,
} from '../../core/index.ts';
import { changeTables, missingCampaign, rebuild, store, storing } from './commands.ts';
import type { Stored } from './commands.ts';
import { campaignStream, entryOf, lineBytes, timelineFilterKey } from './entries.ts';
import type { TimelineFilter } from './entries.ts';
import { storageFailure } from './errors.ts';
import { readHead } from './head-store.ts';
import { writeNewCampaign } from './library.ts';
import { nameTaken } from './names.ts';
import { readOnlyRefusal } from './read-only.ts';
import { lastPosition } from './timeline-positions.ts';
import type { HeadRow, HeistboxDb, LogRow } from './schema.ts';
import { headerBytes } from './upgrade.ts';

/**
 * The campaign's story (issue 22): the timeline's pages, read from indexes so a page and a filter cost the same at
 * 100,000 entries; the campaign as it was at an entry (a read-only preview), restoring it as one undoable entry,
 * and forking a new campaign from it. Each of these rebuilds from the nearest checkpoint (`rebuild`), never from
 * the start of the log.
 */

export type { TimelineFilter } from './entries.ts';
export { noTimelineFilter } from './entries.ts';

/** One line of the timeline: an entry in the undo button's words, with its kind and where it was played. */
export interface TimelineLine {
  readonly seq: number;
  readonly at: number;
  readonly words: string;
  readonly kind: TimelineKind;
  readonly undone: boolean;
  readonly context: EntryContext | null;
  /** The entry is a rewind or a fork's start (shown as a turn in the story). */
  readonly turn: boolean;
  /** Where a group ends above this entry (the newer entry above it is of another session, scene or round). */
  readonly boundary: 'session' | 'scene' | 'round' | null;
}

/** How many entries the timeline shows under a filter: the last place in its list (one read). */
export async function timelineCount(db: HeistboxDb, head: HeadRow, filter: TimelineFilter): Promise<number> {
  return lastPosition(db, head.campaignId, timelineFilterKey(filter));
}

/**
 * Rows `offset` to `offset + limit` of the timeline, newest first (the redo stack's undone entries included,
 * marked): the filter's places in `timelineKeys` are numbered 1..count, so any page at any depth is one key range.
 */
export async function timelinePage(
  db: HeistboxDb,
  head: HeadRow,
  filter: TimelineFilter,
  offset: number,
  limit: number,
): Promise<TimelineLine[]> {
  const id = head.campaignId;
  const key = timelineFilterKey(filter);
  const count = await lastPosition(db, id, key);
  const top = count - offset;
  if (top < 1 || limit < 1) return [];
  const bottom = Math.max(1, top - limit + 1);
  // One row more above the page when there is one: the newer neighbour of its first row, for its group's edge.
  const above = top < count ? 1 : 0;
  const rows = await db.log
    .where('timelineKeys')
    .between([id, key, bottom], [id, key, top + above], true, true)
    .reverse()
    .toArray();
  return rows
    .slice(above)
    .map((row, index) => timelineLine(head.state, row, rows[index + above - 1]?.context ?? null));
}

function timelineLine(state: CampaignState, row: LogRow, newer: EntryContext | null): TimelineLine {
  const entry = entryOf(row);
  return {
    boundary: contextBoundary(newer, row.context ?? null),
    seq: row.seq,
    at: row.at,
    words: describeEntry(state, entry),
    kind: row.kind,
    undone: row.undone,
    context: row.context ?? null,
    turn: row.command === 'campaign/rewind' || row.command === 'campaign/fork',
  };
}

/**
 * Where an entry sits in the timeline under a filter (newest first: 0 is the newest), or null when the filter does
 * not show it: its place in the filter's list, read from its own row.
 */
export async function timelineIndexOf(
  db: HeistboxDb,
  head: HeadRow,
  filter: TimelineFilter,
  seq: number,
): Promise<number | null> {
  const id = head.campaignId;
  const key = timelineFilterKey(filter);
  const row = await db.log.get([id, campaignStream, seq]);
  const place = row?.timelineKeys.find(([, k]) => k === key)?.[2];
  if (place === undefined) return null;
  return (await lastPosition(db, id, key)) - place;
}

/** A named checkpoint, as the timeline lists it: a jump point. */
export interface JumpPoint {
  readonly seq: number;
  readonly name: string;
}

/** The named checkpoints of the active entries, oldest first, from their index's keys (no state is read). */
export async function jumpPoints(db: HeistboxDb, head: HeadRow): Promise<JumpPoint[]> {
  const keys = (await db.checkpoints
    .where('[campaignId+seq+name]')
    .between([head.campaignId, Dexie.minKey], [head.campaignId, head.seq + 1]) // seqs are whole: up to the head's
    .keys()) as unknown as [string, number, string][];
  return keys.map(([, seq, name]) => ({ seq, name }));
}

/** The campaign as it was after entry `seq` (a read-only preview): the nearest checkpoint and the entries after it. */
export async function stateAtEntry(db: HeistboxDb, campaignId: string, seq: number): Promise<CampaignState> {
  return db.transaction(
    'r',
    [db.checkpoints, db.log],
    async () => (await rebuild(db, campaignId, seq)).state,
  );
}

function outOfRange(what: string, seq: number, head: HeadRow): Rejection {
  return {
    ok: false,
    code: 'timeline/out-of-range',
    message:
      `There is no earlier entry ${entryNumber(seq)} to ${what}: pick one from 1 to ` +
      `${entryNumber(head.seq)} that is not undone. Nothing was changed.`,
  };
}

/**
 * Restores the campaign as it was after entry `toSeq`, as one new entry (Undo takes it back): the state rebuilt
 * from the nearest checkpoint, checked and stored by the command path in the same transaction. The campaign's
 * name is not rewound (core's `rewindCampaign`).
 */
export async function rewind(
  db: HeistboxDb,
  campaignId: string,
  toSeq: number,
  now = Date.now(),
  dice: Dice = cryptoDice(),
): Promise<Stored> {
  return storing(db, async () => {
    const head = await readHead(db, campaignId);
    if (!head) return missingCampaign(campaignId);
    if (!Number.isInteger(toSeq) || toSeq < 1 || toSeq >= head.seq)
      return outOfRange('go back to', toSeq, head);
    const { state } = await rebuild(db, campaignId, toSeq);
    return store(db, campaignId, { type: 'campaign/rewind', toSeq, state }, dice, now);
  });
}

export type Forked = { readonly ok: true; readonly id: string; readonly name: string } | Rejection;

/**
 * A new campaign in the library, a copy of `campaignId` as it was after entry `atSeq`, under `name` (unique in the
 * library): its log starts with one entry carrying that state (`campaign/fork`). The source is only read. One
 * transaction; the cost is the source's nearest checkpoint.
 */
export async function fork(
  db: HeistboxDb,
  campaignId: string,
  atSeq: number,
  name: string,
  now = Date.now(),
): Promise<Forked> {
  const refused = readOnlyRefusal(db);
  if (refused) return refused;
  try {
    return await db.transaction('rw', changeTables(db), async (): Promise<Forked> => {
      const head = await readHead(db, campaignId);
      if (!head) return missingCampaign(campaignId);
      if (!Number.isInteger(atSeq) || atSeq < 1 || atSeq > head.seq) return outOfRange('copy', atSeq, head);
      const trimmed = name.trim();
      if (trimmed !== '' && (await nameTaken(db, trimmed))) return nameInUse(trimmed);
      const state = atSeq === head.seq ? head.state : (await rebuild(db, campaignId, atSeq)).state;
      const command = {
        type: 'campaign/fork',
        name,
        from: { name: head.state.name, seq: atSeq },
        state,
      } as const;
      const decision = decide(null, command, cryptoDice());
      if (!decision.ok) return decision;
      const entry: LogEntry = {
        seq: 1,
        at: now,
        command: command.type,
        events: decision.events,
        undone: false,
      };
      const forked = foldEntry(null, entry);
      const size = lineBytes(entry);
      if (headerBytes + size > campaignLimits.exportBytesMax) return tooLarge();
      const id = crypto.randomUUID();
      await writeNewCampaign(db, id, entry, forked, size, now);
      return { ok: true, id, name: forked.name };
    });
  } catch (error) {
    return storageFailure(error);
  }
}

function nameInUse(name: string): Rejection {
  return {
    ok: false,
    code: 'library/name-taken',
    message: `The library already has a campaign called "${name}": pick another name for the copy. Nothing was changed.`,
  };
}

function tooLarge(): Rejection {
  return {
    ok: false,
    code: 'campaign/full',
    message:
      'The campaign at that entry is too large to copy into a file Heistbox can import again. Nothing was changed.',
  };
}
