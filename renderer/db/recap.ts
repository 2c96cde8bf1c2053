import { Dexie } from 'dexie';
import { noRecapEdit } from '../../core/index.ts';
import type { LogEntry, RecapEdit } from '../../core/index.ts';
import { campaignStream, entryOf } from './entries.ts';
import type { HeistboxDb, LogRow } from './schema.ts';

/**
 * What a session's recap reads (issue 22), each through an index, never the whole log: the session's bounds from
 * its `session/start` entries (the log's `[campaignId+command+seq]` index), the entries between them (the log's
 * key), and the GM's latest edit of the recap (the same index, on `recap/edit`, newest first).
 */

/** The seqs a session spans: from its `session/start` entry up to (not including) the next one's, or to the end. */
export interface SessionBounds {
  readonly from: number;
  /** The next session's start, or null for the latest session. */
  readonly to: number | null;
}

function byCommand(db: HeistboxDb, campaignId: string, command: LogRow['command']) {
  return db.log
    .where('[campaignId+command+seq]')
    .between([campaignId, command, Dexie.minKey], [campaignId, command, Dexie.maxKey]);
}

/**
 * Where session `session` (1, 2, …) starts and ends in the log; null when it has not started. The active
 * `session/start` entries are the sessions in order (an undone one is on the redo stack, after them all): two
 * rows are read, the session's start and the next.
 */
export async function sessionBounds(
  db: HeistboxDb,
  campaignId: string,
  session: number,
): Promise<SessionBounds | null> {
  if (!Number.isInteger(session) || session < 1) return null;
  const starts = await byCommand(db, campaignId, 'session/start')
    .filter((row) => !row.undone)
    .offset(session - 1)
    .limit(2)
    .toArray();
  const [start, next] = starts;
  if (!start || !startsSession(start, session)) return null;
  return { from: start.seq, to: next?.seq ?? null };
}

function startsSession(row: LogRow, session: number): boolean {
  return row.events.some((event) => event.type === 'session/started' && event.session === session);
}

/** The active entries of session `session`, oldest first: the rows between its bounds, no others. */
export async function sessionEntries(
  db: HeistboxDb,
  campaignId: string,
  session: number,
): Promise<LogEntry[]> {
  const bounds = await sessionBounds(db, campaignId, session);
  if (!bounds) return [];
  const rows = await db.log
    .where('[campaignId+stream+seq]')
    .between(
      [campaignId, campaignStream, bounds.from],
      [campaignId, campaignStream, bounds.to ?? Dexie.maxKey],
      true,
      false,
    )
    .filter((row) => !row.undone)
    .toArray();
  return rows.map(entryOf);
}

/** The GM's latest active edit of session `session`'s recap, or none: the recap as the log tells it. */
export async function latestRecapEdit(
  db: HeistboxDb,
  campaignId: string,
  session: number,
): Promise<RecapEdit> {
  const row = await byCommand(db, campaignId, 'recap/edit')
    .reverse()
    .filter((candidate) => !candidate.undone && editsSession(candidate, session))
    .first();
  for (const event of row?.events ?? []) if (event.type === 'recap/edited') return event.edit;
  return noRecapEdit;
}

function editsSession(row: LogRow, session: number): boolean {
  return row.events.some((event) => event.type === 'recap/edited' && event.session === session);
}
