import { Dexie } from 'dexie';
import {
  cryptoDice,
  decide,
  parseCampaignFile,
  redoTarget,
  replay,
  serializeCampaignFile,
  undoTarget,
} from '../../core/index.ts';
import type { CampaignCommand, CampaignState, Dice, LogEntry, Rejection } from '../../core/index.ts';
import { storageFailure } from './errors.ts';
import type { CampaignRow, HeistboxDb, LogRow } from './schema.ts';

export const campaignStream = 'campaign';

export type Stored = { readonly ok: true } | Rejection;

/** The rows of one campaign's log, oldest first. Call inside or outside a transaction. */
export function campaignLog(db: HeistboxDb, campaignId: string): Promise<LogRow[]> {
  return db.log
    .where('[campaignId+stream+seq]')
    .between([campaignId, campaignStream, Dexie.minKey], [campaignId, campaignStream, Dexie.maxKey])
    .toArray();
}

/** A new, empty campaign; returns its id. */
export async function createCampaign(
  db: HeistboxDb,
  name: string,
  now = Date.now(),
): Promise<{ readonly ok: true; readonly id: string } | Rejection> {
  const decision = decide(null, { type: 'campaign/create', name }, cryptoDice());
  if (!decision.ok) return decision;
  const id = crypto.randomUUID();
  const state = replayRows([row(id, 1, now, 'campaign/create', decision.events)]);
  try {
    await db.transaction('rw', [db.campaigns, db.log], async () => {
      await db.campaigns.add({ id, name: state.name, createdAt: now, updatedAt: now });
      await db.log.add(row(id, 1, now, 'campaign/create', decision.events));
    });
  } catch (error) {
    return storageFailure(error);
  }
  return { ok: true, id };
}

/**
 * Decides a command against the stored log and appends its events, in one transaction: the redo stack is
 * dropped, the entry added, the campaign's name and time updated. A rejection stores nothing.
 */
export async function dispatch(
  db: HeistboxDb,
  campaignId: string,
  command: CampaignCommand,
  dice: Dice = cryptoDice(),
  now = Date.now(),
): Promise<Stored> {
  try {
    return await db.transaction('rw', [db.campaigns, db.log], async () => {
      const rows = await campaignLog(db, campaignId);
      if (rows.length === 0) return missingCampaign(campaignId);
      const decision = decide(replayRows(rows), command, dice); // pure and synchronous: no await inside
      if (!decision.ok) return decision;
      const redo = rows
        .filter((entry) => entry.undone)
        .map((entry) => [campaignId, campaignStream, entry.seq]);
      await db.log.bulkDelete(redo as [string, string, number][]);
      const seq = Math.max(...rows.map((entry) => entry.seq)) + 1;
      const entry = row(campaignId, seq, now, command.type, decision.events);
      await db.log.add(entry);
      await touch(db, campaignId, [...rows.filter((r) => !r.undone), entry], now);
      return { ok: true } as const;
    });
  } catch (error) {
    return storageFailure(error);
  }
}

/** Marks the last active entry undone (never the campaign's creation). */
export function undo(db: HeistboxDb, campaignId: string, now = Date.now()): Promise<Stored> {
  return toggle(db, campaignId, now, (entries) => undoTarget(entries), true);
}

/** Re-applies the most recently undone entry. */
export function redo(db: HeistboxDb, campaignId: string, now = Date.now()): Promise<Stored> {
  return toggle(db, campaignId, now, (entries) => redoTarget(entries), false);
}

async function toggle(
  db: HeistboxDb,
  campaignId: string,
  now: number,
  target: (entries: readonly LogEntry[]) => LogEntry | undefined,
  undone: boolean,
): Promise<Stored> {
  try {
    return await db.transaction('rw', [db.campaigns, db.log], async () => {
      const rows = await campaignLog(db, campaignId);
      const entry = target(rows);
      if (!entry) {
        const what = undone ? 'undo' : 'redo';
        return {
          ok: false,
          code: `log/nothing-to-${what}`,
          message: `There is nothing to ${what}.`,
        } as const;
      }
      await db.log.update([campaignId, campaignStream, entry.seq], { undone });
      const after = rows.map((r) => (r.seq === entry.seq ? { ...r, undone } : r));
      await touch(db, campaignId, after, now);
      return { ok: true } as const;
    });
  } catch (error) {
    return storageFailure(error);
  }
}

/** Deletes a campaign and its whole log. */
export async function deleteCampaign(db: HeistboxDb, campaignId: string): Promise<Stored> {
  try {
    await db.transaction('rw', [db.campaigns, db.log], async () => {
      await db.log.where('campaignId').equals(campaignId).delete();
      await db.campaigns.delete(campaignId);
    });
    return { ok: true };
  } catch (error) {
    return storageFailure(error);
  }
}

/** The export file of one campaign: its whole log, undone entries included, so undo still works after import. */
export async function exportCampaign(
  db: HeistboxDb,
  campaignId: string,
  now = Date.now(),
): Promise<{ readonly fileName: string; readonly text: string }> {
  const [campaign, rows] = await db.transaction('r', [db.campaigns, db.log], () =>
    Promise.all([db.campaigns.get(campaignId), campaignLog(db, campaignId)]),
  );
  if (!campaign) throw new Error(`No campaign with id ${campaignId}`);
  return {
    fileName: `${safeFileName(campaign.name)}.heistbox.json`,
    text: serializeCampaignFile(campaign.name, campaign.createdAt, rows.map(toEntry), now),
  };
}

/**
 * Imports a campaign file as a new campaign (never over an existing one): the name gets " (imported)" when
 * taken. A file that fails validation is refused with a message naming the field, and nothing is stored.
 */
export async function importCampaign(
  db: HeistboxDb,
  text: string,
  now = Date.now(),
): Promise<{ readonly ok: true; readonly id: string; readonly name: string } | Rejection> {
  const parsed = parseCampaignFile(text);
  if (!parsed.ok) {
    const where = parsed.path ? ` (at ${parsed.path})` : '';
    return { ok: false, code: 'import/invalid', message: `${parsed.message}${where}. Nothing was imported.` };
  }
  const id = crypto.randomUUID();
  try {
    const name = await db.transaction('rw', [db.campaigns, db.log], async () => {
      const taken = new Set((await db.campaigns.toArray()).map((c) => c.name));
      const name = freeName(parsed.state.name, taken);
      const rows = parsed.file.log.map((entry) => ({ ...entry, campaignId: id, stream: campaignStream }));
      if (name === parsed.state.name) {
        await db.log.bulkAdd(rows);
      } else {
        // A copy beside a campaign of the same name: renamed by a log entry of its own, so undo restores it.
        const active = rows.filter((entry) => !entry.undone);
        const seq = Math.max(...active.map((entry) => entry.seq)) + 1;
        const renamed = row(id, seq, now, 'campaign/rename', [{ type: 'campaign/renamed', name }]);
        await db.log.bulkAdd([...active, renamed]);
      }
      await db.campaigns.add({ id, name, createdAt: parsed.file.campaign.createdAt, updatedAt: now });
      return name;
    });
    return { ok: true, id, name };
  } catch (error) {
    return storageFailure(error);
  }
}

export function replayRows(rows: readonly LogRow[]): CampaignState {
  return replay(rows.map(toEntry));
}

function toEntry(rowValue: LogRow): LogEntry {
  const { seq, at, command, events, undone } = rowValue;
  return { seq, at, command, events, undone };
}

function row(
  campaignId: string,
  seq: number,
  at: number,
  command: CampaignCommand['type'],
  events: LogRow['events'],
): LogRow {
  return { campaignId, stream: campaignStream, seq, at, command, events, undone: false };
}

async function touch(
  db: HeistboxDb,
  campaignId: string,
  rows: readonly LogRow[],
  now: number,
): Promise<void> {
  const name = replayRows(rows).name;
  await db.campaigns.update(campaignId, { name, updatedAt: now });
}

function missingCampaign(campaignId: string): Rejection {
  return { ok: false, code: 'campaign/unknown', message: `That campaign no longer exists (${campaignId}).` };
}

function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${name} (imported)` : `${name} (imported ${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return cleaned.slice(0, 80) || 'campaign';
}

export type { CampaignRow };
