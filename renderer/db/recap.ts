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
 * Where session `session` (1, 2, …) starts and ends in the log; null when the log has no start of it. Its start is
 * the newest active `session/start` entry of that number (a rewind can take the campaign back to an earlier
 * session, whose number a later start then uses again), or, in a fork, the fork's creation when the fork was made
 * during that session; its end is the next active `session/start` entry. Only the session starts are read (one
 * row a session played), newest first, and one row after it.
 */
export async function sessionBounds(
  db: HeistboxDb,
  campaignId: string,
  session: number,
): Promise<SessionBounds | null> {
  if (!Number.isInteger(session) || session < 1) return null;
  const start = await byCommand(db, campaignId, 'session/start')
    .reverse()
    .filter((row) => !row.undone && startsSession(row, session))
    .first();
  const from = start?.seq ?? (await forkedDuring(db, campaignId, session));
  if (from === null) return null;
  const next = await db.log
    .where('[campaignId+command+seq]')
    .between([campaignId, 'session/start', from], [campaignId, 'session/start', Dexie.maxKey], false)
    .filter((row) => !row.undone)
    .first();
  return { from, to: next?.seq ?? null };
}

function startsSession(row: LogRow, session: number): boolean {
  return row.events.some((event) => event.type === 'session/started' && event.session === session);
}

/** The fork's creation entry's seq when this campaign is a fork made during session `session`, else null. */
async function forkedDuring(db: HeistboxDb, campaignId: string, session: number): Promise<number | null> {
  const first = await db.log
    .where('[campaignId+stream+seq]')
    .between([campaignId, campaignStream, Dexie.minKey], [campaignId, campaignStream, Dexie.maxKey])
    .first();
  const forked = first?.events.find((event) => event.type === 'campaign/forked');
  return forked?.type === 'campaign/forked' && forked.state.session === session && first ? first.seq : null;
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
