import type { Dice } from '../dice/dice.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { apply, duplicateRoll } from './apply.ts';
import { decide } from './decide.ts';
import { checkEntry, eventProblem } from './entry-checks.ts';
import { rewindMismatch } from './rewind.ts';
import { ReplayError } from './log-error.ts';
import type { CampaignCommand, CampaignEvent, CampaignState, LogEntry, RollRecord } from './types.ts';

/**
 * The campaign log: entries of events, the unit of undo. The log is the truth; the store keeps the state it
 * builds (the head) beside it and rebuilds from checkpoints, and `replay` here is the reference it must equal.
 * Undo marks the last active entry undone, redo unmarks it, a new command deletes the undone entries: undone
 * entries are always a suffix of the log (the redo stack). These helpers are pure.
 */

export { ReplayError };

const bySeq = (entries: readonly LogEntry[]) => [...entries].sort((a, b) => a.seq - b.seq);

/**
 * Folds one entry's events into the state (`null` before the campaign's creation), after checking the entry
 * against it (entry-checks.ts: the events its command can make, rolls that follow from their dice). The app's
 * every fold comes through here, so what an import refuses, a replay refuses too.
 * @throws ReplayError naming the entry and event `apply` or the checks refused.
 */
export function foldEntry(state: CampaignState | null, entry: LogEntry): CampaignState {
  checkEntry(state, entry);
  let next = state;
  for (const [index, event] of entry.events.entries()) {
    try {
      next = apply(next, event);
    } catch (error) {
      const reason = eventProblem(event, error instanceof Error ? error.message : String(error));
      throw new ReplayError(`Log entry ${entry.seq}: ${reason}`, entry.seq, index, reason);
    }
  }
  if (next === null)
    throw new ReplayError(`Log entry ${entry.seq} has no events`, entry.seq, null, 'it has no events');
  return next;
}

/** The rolls an entry made, in order: the roll log is built from these. */
export function rollsOf(entry: Pick<LogEntry, 'events'>): RollRecord[] {
  const rolls: RollRecord[] = [];
  for (const event of entry.events) if (event.type === 'dice/rolled') rolls.push(event.roll);
  return rolls;
}

/** Every roll of the active entries, oldest first (for tests and small tools; the app queries its store). */
export function rollsIn(entries: readonly LogEntry[]): RollRecord[] {
  return bySeq(entries)
    .filter((entry) => !entry.undone)
    .flatMap(rollsOf);
}

/**
 * The state the active (not undone) entries build, in `seq` order.
 * @throws ReplayError when the log is empty, does not start with the campaign's creation, repeats a `seq`
 * or a roll id, or holds an event `apply` refuses.
 */
export function replay(entries: readonly LogEntry[]): CampaignState {
  const active = bySeq(entries).filter((entry) => !entry.undone);
  checkOpening(entries, active[0]);
  let state: CampaignState | null = null;
  const rollIds = new Set<string>();
  const rewinds = new RewindTargets(active);
  for (const entry of active) {
    rewinds.before(entry, state);
    state = foldEntry(state, entry);
    for (const [index, event] of entry.events.entries()) {
      if (event.type !== 'dice/rolled') continue;
      if (rollIds.has(event.roll.id)) {
        const reason = duplicateRoll(event.roll).message;
        throw new ReplayError(`Log entry ${entry.seq}: ${reason}`, entry.seq, index, reason, 'roll.id');
      }
      rollIds.add(event.roll.id);
    }
  }
  if (state === null) throw new ReplayError('The log never created the campaign', null, null);
  return state;
}

/**
 * Issue 22: the states a log's rewinds go back to, noted as a replay passes them, so each rewind's snapshot is
 * checked against the state the log itself built after its `toSeq` (held only for the seqs some rewind names).
 */
class RewindTargets {
  readonly #wanted: number[];
  readonly #states = new Map<number, CampaignState>();
  #next = 0;

  constructor(active: readonly LogEntry[]) {
    const seqs = new Set<number>();
    for (const entry of active)
      for (const event of entry.events) if (event.type === 'campaign/rewound') seqs.add(event.toSeq);
    this.#wanted = [...seqs].sort((a, b) => a - b);
  }

  /** Notes the state built so far for every wanted seq before `entry`, then checks `entry`'s rewinds. */
  before(entry: LogEntry, state: CampaignState | null): void {
    while (this.#next < this.#wanted.length && (this.#wanted[this.#next] as number) < entry.seq) {
      if (state !== null) this.#states.set(this.#wanted[this.#next] as number, state);
      this.#next += 1;
    }
    for (const [index, event] of entry.events.entries()) {
      if (event.type !== 'campaign/rewound') continue;
      const expected = this.#states.get(event.toSeq);
      const reason =
        expected === undefined
          ? `it goes back to entry ${event.toSeq}, which does not come before it`
          : rewindMismatch(event.state, expected, event.toSeq);
      if (reason !== null)
        throw new ReplayError(`Log entry ${entry.seq}: ${reason}`, entry.seq, index, reason, 'state');
    }
  }
}

function checkOpening(entries: readonly LogEntry[], first: LogEntry | undefined): void {
  if (!first)
    throw new ReplayError('The log has no active entry, not even the campaign’s creation', null, null);
  if (!isCreation(first)) {
    throw new ReplayError(`Log entry ${first.seq} should create the campaign but does not`, first.seq, null);
  }
  const seqs = new Set<number>();
  for (const entry of entries) {
    if (seqs.has(entry.seq)) throw new ReplayError(`Two log entries share seq ${entry.seq}`, entry.seq, null);
    seqs.add(entry.seq);
  }
}

/**
 * The entry that creates the campaign: the only one undo never removes. A fork's first entry creates it too, with
 * the state it was copied as (issue 22).
 */
export function isCreation(entry: Pick<LogEntry, 'command' | 'events'>): boolean {
  if (entry.events.length !== 1) return false;
  const type = entry.events[0]?.type;
  return (
    (entry.command === 'campaign/create' && type === 'campaign/created') ||
    (entry.command === 'campaign/fork' && type === 'campaign/forked')
  );
}

/** The entry undo would mark undone: the last active one, never the campaign's creation. */
export function undoTarget(entries: readonly LogEntry[]): LogEntry | undefined {
  const last = bySeq(entries)
    .filter((entry) => !entry.undone)
    .at(-1);
  return last && last.seq !== 1 && !isCreation(last) ? last : undefined;
}

export function canUndo(entries: readonly LogEntry[]): boolean {
  return undoTarget(entries) !== undefined;
}

/** The entry redo would bring back: the first undone entry after the last active one. */
export function redoTarget(entries: readonly LogEntry[]): LogEntry | undefined {
  const sorted = bySeq(entries);
  const lastActive = sorted.filter((entry) => !entry.undone).at(-1)?.seq ?? 0;
  return sorted.find((entry) => entry.undone && entry.seq > lastActive);
}

export function canRedo(entries: readonly LogEntry[]): boolean {
  return redoTarget(entries) !== undefined;
}

function mark(
  entries: readonly LogEntry[],
  target: LogEntry | undefined,
  undone: boolean,
): readonly LogEntry[] {
  if (!target) return entries;
  return entries.map((entry) => (entry.seq === target.seq ? { ...entry, undone } : entry));
}

/** The log with the undo target marked undone (unchanged when there is nothing to undo). */
export function undo(entries: readonly LogEntry[]): readonly LogEntry[] {
  return mark(entries, undoTarget(entries), true);
}

/** The log with the redo target active again (unchanged when there is nothing to redo). */
export function redo(entries: readonly LogEntry[]): readonly LogEntry[] {
  return mark(entries, redoTarget(entries), false);
}

/**
 * The log after a new command: the redo stack (every undone entry) deleted and a new entry appended with
 * the next `seq` after every seq the log has used, the deleted ones included.
 */
export function appendEntry(
  entries: readonly LogEntry[],
  command: CampaignCommand['type'],
  events: readonly CampaignEvent[],
  at: number,
): readonly LogEntry[] {
  const seq = entries.reduce((max, entry) => Math.max(max, entry.seq), 0) + 1;
  return [...bySeq(entries).filter((entry) => !entry.undone), { seq, at, command, events, undone: false }];
}

export interface Executed {
  readonly ok: true;
  /** The entry appended. */
  readonly entry: LogEntry;
  /** The seqs of the undone entries the command deleted (the redo stack). */
  readonly dropped: readonly number[];
  /** The whole log afterwards. */
  readonly entries: readonly LogEntry[];
}

/**
 * Replays the log, decides the command and appends its events: `decide` and `appendEntry` in one call, for
 * tests and tools that hold a whole log in memory (the app's store decides against its stored head instead).
 * An empty log accepts only `campaign/create`. A rejection changes nothing.
 * @throws ReplayError when the log itself cannot be replayed.
 */
export function execute(
  entries: readonly LogEntry[],
  command: CampaignCommand,
  dice: Dice,
  at: number,
): Executed | Rejection {
  const decision = decide(entries.length === 0 ? null : replay(entries), command, dice);
  if (!decision.ok) return decision;
  const taken = new Set<string>(rollsIn(entries).map((roll) => roll.id));
  const reused = rollsOf(decision).find((roll) => taken.has(roll.id));
  if (reused)
    return reject(
      'roll/duplicate-id',
      `A roll with the id ${JSON.stringify(reused.id)} is already in the log`,
    );
  const next = appendEntry(entries, command.type, decision.events, at);
  const entry = next[next.length - 1] as LogEntry;
  const dropped = entries.filter((old) => old.undone).map((old) => old.seq);
  return { ok: true, entry, dropped, entries: next };
}
