import {
  checkpointName,
  entryCharacters,
  entryContext,
  entryKind,
  entryLine,
  foldEntry,
  rollsOf,
} from '../../core/index.ts';
import type { CampaignState, EntryContext, LogEntry, TimelineKind } from '../../core/index.ts';
import type { CheckpointRow, HeadRow, LogRow, RollRow } from './schema.ts';

/**
 * How entries, heads, checkpoints and roll rows are laid out: pure helpers shared by every path that writes a
 * campaign (a command, undo and redo, an import, the upgrade from version 1).
 */

export const campaignStream = 'campaign';

/** A checkpoint every this many entries, so undo replays at most this many. */
export const checkpointEvery = 16;

/** The scenes an entry's events touch (its scene history rows). */
export function sceneIdsOf(entry: Pick<LogEntry, 'events'>): string[] {
  const ids = new Set<string>();
  for (const event of entry.events) {
    if (event.type === 'scene/opened') ids.add(event.scene.id);
    // Issue 22: a rewind or a fork resets the scenes running in its snapshot (`replayScene`).
    else if (event.type === 'campaign/rewound' || event.type === 'campaign/forked')
      for (const id of Object.keys(event.state.scenes)) ids.add(id);
    else if (event.type === 'clock/changed') ids.add(event.event.sceneId);
    else if ('sceneId' in event && typeof event.sceneId === 'string') ids.add(event.sceneId);
  }
  return [...ids];
}

const encoder = new TextEncoder();

/** Bytes of an entry's line in the export file, its newline included. */
export function lineBytes(entry: LogEntry): number {
  return utf8Bytes(entryLine(entry)) + 1;
}

export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/**
 * A log row for an entry of a campaign. `after`: the state after it, when the writer holds it (an active entry),
 * for the timeline's context column (schema 11); an entry stored without it shows none.
 */
export function logRow(
  campaignId: string,
  entry: LogEntry,
  positions: TimelinePositions,
  size = lineBytes(entry),
  after: CampaignState | null = null,
): LogRow {
  const { seq, at, command, events, undone } = entry;
  const sceneIds = sceneIdsOf(entry);
  const kind = entryKind(entry);
  const keys = timelineFilterKeys(kind, entryCharacters(entry), sceneIds);
  const context: EntryContext | null = after === null ? null : entryContext(after, sceneIds);
  return {
    campaignId,
    stream: campaignStream,
    seq,
    at,
    command,
    events,
    undone,
    sceneIds,
    sceneKeys: undone ? [] : sceneKeysOf(campaignId, sceneIds),
    size,
    kind,
    timelineKeys: keys.map((key): [string, string, number] => [campaignId, key, positions.next(key)]),
    ...(context === null ? {} : { context }),
  };
}

/** What the timeline shows of a campaign's entries: any of a kind, a character and a scene, or all (schema 11). */
export interface TimelineFilter {
  readonly kind: TimelineKind | null;
  readonly character: string | null;
  readonly scene: string | null;
}

export const noTimelineFilter: TimelineFilter = { kind: null, character: null, scene: null };

/** A filter's key in the `timelineKeys` index ("k=rolls|c=vex"); `*` for no filter (every entry). */
export function timelineFilterKey(filter: TimelineFilter): string {
  const parts = [
    filter.kind === null ? null : `k=${filter.kind}`,
    filter.character === null ? null : `c=${filter.character}`,
    filter.scene === null ? null : `s=${filter.scene}`,
  ].filter((part) => part !== null);
  return parts.length === 0 ? '*' : parts.join('|');
}

/** The filters an entry passes: `*`, and each mix of its kind, one of its characters and one of its scenes. */
export function timelineFilterKeys(
  kind: TimelineKind,
  characters: readonly string[],
  scenes: readonly string[],
): string[] {
  const keys = new Set<string>();
  for (const k of [kind, null])
    for (const character of [...characters, null])
      for (const scene of [...scenes, null]) keys.add(timelineFilterKey({ kind: k, character, scene }));
  return [...keys];
}

/** The filters an entry passes, from the entry alone. */
export function timelineFilterKeysOf(entry: Pick<LogEntry, 'command' | 'events'>): string[] {
  return timelineFilterKeys(entryKind(entry), entryCharacters(entry), sceneIdsOf(entry));
}

/**
 * Where each new row stands in each filter's list: `[campaignId, filter key, n]` numbers a filter's rows 1, 2, 3…
 * in seq order. Rows only ever leave a campaign's log at its end (a dropped redo stack), so these numbers stay
 * dense, and a page of any filter at any depth is a key range, its count the last number (schema 11).
 */
export interface TimelinePositions {
  /** The number of the next row with `key` (counted once per row). */
  next(key: string): number;
}

/** Positions counted in memory, from what is known to come before (a campaign written from its start). */
export class CountedPositions implements TimelinePositions {
  readonly #last: Map<string, number>;
  constructor(last: ReadonlyMap<string, number> = new Map()) {
    this.#last = new Map(last);
  }
  next(key: string): number {
    const n = (this.#last.get(key) ?? 0) + 1;
    this.#last.set(key, n);
    return n;
  }
}

/** The scene-history keys of an active entry touching `sceneIds` (`LogRow.sceneKeys`). */
export function sceneKeysOf(campaignId: string, sceneIds: readonly string[]): string[] {
  return sceneIds.map((sceneId) => sceneKey(campaignId, sceneId));
}

/** One scene's key in the `sceneKeys` index. */
export function sceneKey(campaignId: string, sceneId: string): string {
  return `${campaignId} ${sceneId}`;
}

/** The entry a row holds. */
export function entryOf(row: LogRow): LogEntry {
  const { seq, at, command, events, undone } = row;
  return { seq, at, command, events, undone };
}

/** The roll-log rows of an active entry, numbered on from `after`. */
export function rollRows(campaignId: string, entry: LogEntry, after: number): RollRow[] {
  return rollsOf(entry).map((roll, index) => ({
    campaignId,
    n: after + index + 1,
    seq: entry.seq,
    id: roll.id,
    characterId: roll.characterId ?? '',
    roll,
  }));
}

/** The head after `entry` was folded into `previous` (a new command, or a redo). */
export function headAfter(
  previous: HeadRow,
  entry: LogEntry,
  state: CampaignState,
  added: { bytes: number; entries: number },
): HeadRow {
  return {
    ...previous,
    seq: entry.seq,
    lastSeq: Math.max(previous.lastSeq, entry.seq),
    state,
    rolls: previous.rolls + rollsOf(entry).length,
    entries: previous.entries + added.entries,
    bytes: previous.bytes + added.bytes,
    version: previous.version + 1,
  };
}

/** Whether a head has moved far enough past its newest checkpoint to write a new one. */
export function needsCheckpoint(head: Pick<HeadRow, 'seq' | 'checkpointSeq'>): boolean {
  return head.seq - head.checkpointSeq >= checkpointEvery;
}

/**
 * Which checkpoints to keep, of those at `seqs`, for a head at `headSeq`: the newest 8 (undo a step at a time
 * replays at most `checkpointEvery` entries), then the newest of each 1,024 entries for the 8,192 before, then
 * the newest of each 16,384 — so a campaign of 100,000 entries keeps about 25, and a deep undo replays at most
 * a thousand or so. Checkpoints after the head (the redo stack) are kept too. Never drops seq 1.
 */
export function checkpointsToKeep(seqs: readonly number[], headSeq: number): Set<number> {
  const keep = new Set<number>();
  const upToHead = [...seqs].filter((seq) => seq <= headSeq).sort((a, b) => b - a);
  for (const seq of seqs) if (seq > headSeq || seq === 1) keep.add(seq);
  const buckets = new Set<string>();
  for (const [index, seq] of upToHead.entries()) {
    const near = headSeq - seq < 8 * 1024;
    const bucket = near ? `k${Math.floor(seq / 1024)}` : `m${Math.floor(seq / 16_384)}`;
    if (index < 8 || !buckets.has(bucket)) keep.add(seq);
    buckets.add(bucket);
  }
  return keep;
}

/**
 * Folds a run of active entries onto a state, remembering the states a fresh store would have checkpointed
 * (every `checkpointEvery` entries past the last) so an import or an upgrade writes the same checkpoints a
 * campaign played entry by entry would keep.
 */
export class CheckpointTrail {
  readonly #kept = new Map<number, CampaignState>();
  /** Named checkpoints (a session's or a scene's start): never thinned away (schema 11). */
  readonly #named = new Map<number, { readonly name: string; readonly state: CampaignState }>();
  #last = 0;

  /** Notes the state after an active entry (`entry`: its events, for a named checkpoint). */
  after(seq: number, state: CampaignState, entry?: Pick<LogEntry, 'events'>): void {
    const name = entry ? checkpointName(entry) : null;
    if (name !== null) this.#named.set(seq, { name, state });
    if (this.#last !== 0 && seq - this.#last < checkpointEvery) return;
    this.#last = seq;
    this.#kept.set(seq, state);
    if (this.#kept.size > 64) this.#prune(seq);
  }

  /** The newest seq noted. */
  get last(): number {
    return this.#last;
  }

  /** The newest state noted at or before `seq` (a checkpoint or a named one), with its seq; null before any. */
  nearest(seq: number): { readonly seq: number; readonly state: CampaignState } | null {
    let best: { seq: number; state: CampaignState } | null = null;
    for (const [at, state] of this.#kept)
      if (at <= seq && (best === null || at > best.seq)) best = { seq: at, state };
    for (const [at, { state }] of this.#named)
      if (at <= seq && (best === null || at > best.seq)) best = { seq: at, state };
    return best;
  }

  /** The checkpoint rows to write for a head at `headSeq` (its own state always among them, the named ones too). */
  rows(campaignId: string, headSeq: number, headState: CampaignState): CheckpointRow[] {
    this.#kept.set(headSeq, headState);
    const keep = checkpointsToKeep([...this.#kept.keys()], headSeq);
    const rows = new Map<number, CheckpointRow>();
    for (const [seq, state] of this.#kept) if (keep.has(seq)) rows.set(seq, { campaignId, seq, state });
    for (const [seq, { name, state }] of this.#named)
      if (seq <= headSeq) rows.set(seq, { campaignId, seq, state, name });
    return [...rows.values()].sort((a, b) => a.seq - b.seq);
  }

  #prune(headSeq: number): void {
    const keep = checkpointsToKeep([...this.#kept.keys()], headSeq);
    for (const seq of [...this.#kept.keys()]) if (!keep.has(seq)) this.#kept.delete(seq);
  }
}

/** Folds an entry, for callers that hold rows. */
export function fold(state: CampaignState | null, row: LogRow | LogEntry): CampaignState {
  return foldEntry(state, 'campaignId' in row ? entryOf(row) : row);
}
