import { describe, expect, it } from 'vitest';
import { apply } from '../../../../core/campaign/apply.ts';
import {
  ReplayError,
  appendEntry,
  canRedo,
  canUndo,
  execute,
  redo,
  redoTarget,
  replay,
  undo,
  undoTarget,
} from '../../../../core/campaign/log.ts';
import type { CampaignState, LogEntry } from '../../../../core/campaign/types.ts';
import { deepFreeze, fixedDice, id, play, sheet } from './support.ts';

const log = deepFreeze(
  play([
    { type: 'campaign/create', name: 'Job' },
    { type: 'character/create', character: sheet('vex') },
    { type: 'crew/adjust', changes: { heat: 1 } },
    { type: 'crew/adjust', changes: { heat: 2 } },
  ]),
);
const seqs = (entries: readonly LogEntry[]) =>
  entries.map((entry) => `${entry.seq}${entry.undone ? 'u' : ''}`);

describe('replay', () => {
  it('folds apply over every event of the active entries', () => {
    const stepwise = log.flatMap((entry) => entry.events).reduce<CampaignState | null>(apply, null);
    expect(replay(log)).toEqual(stepwise);
    expect(replay(log).crew.heat).toBe(2);
  });

  it('skips undone entries and reads entries in seq order', () => {
    const shuffled = [...undo(log)].reverse();
    expect(replay(shuffled).crew.heat).toBe(1);
  });

  it('throws when the log does not open with the campaign’s creation', () => {
    expect(() => replay([])).toThrow(ReplayError);
    expect(() => replay(log.slice(1))).toThrow(/Log entry 2 should create the campaign/);
  });

  it('throws naming the entry and event an apply refused', () => {
    const corrupt = [...log, { ...log[1]!, seq: 5 }];
    try {
      replay(corrupt);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReplayError);
      expect(error).toMatchObject({
        seq: 5,
        eventIndex: 0,
        message: 'Log entry 5: character/created: Character vex was created a second time',
      });
    }
  });

  it('throws on two entries with the same seq', () => {
    expect(() => replay([...log, { ...log[3]!, undone: true }])).toThrow(/share seq 4/);
  });
});

describe('undo and redo', () => {
  it('undoes the last active entry, but never the campaign’s creation', () => {
    expect(undoTarget(log)?.seq).toBe(4);
    expect(seqs(undo(undo(undo(undo(log)))))).toEqual(['1', '2u', '3u', '4u']);
    expect(canUndo(log.slice(0, 1))).toBe(false);
  });

  it('redoes the first undone entry after the last active one', () => {
    const twice = undo(undo(log));
    expect(redoTarget(twice)?.seq).toBe(3);
    expect(seqs(redo(twice))).toEqual(['1', '2', '3', '4u']);
    expect(canRedo(log)).toBe(false);
    expect(redo(log)).toBe(log);
  });

  it('undo then redo gives back the same log and state', () => {
    expect(redo(undo(log))).toEqual(log);
    expect(replay(redo(undo(log)))).toEqual(replay(log));
  });
});

describe('appendEntry', () => {
  it('appends after the highest seq ever used and deletes the redo stack', () => {
    const next = appendEntry(undo(undo(log)), 'session/start', [{ type: 'session/started', session: 1 }], 99);
    expect(seqs(next)).toEqual(['1', '2', '5']);
    expect(next[2]).toEqual({
      seq: 5,
      at: 99,
      command: 'session/start',
      events: [{ type: 'session/started', session: 1 }],
      undone: false,
    });
  });
});

describe('execute', () => {
  it('decides a command against the log and returns the new entry and the dropped seqs', () => {
    const result = execute(undo(log), { type: 'character/delete', id: id('vex') }, fixedDice(), 77);
    expect(result).toMatchObject({
      ok: true,
      entry: { seq: 5, at: 77, command: 'character/delete', undone: false },
      dropped: [4],
    });
    if (result.ok) expect(seqs(result.entries)).toEqual(['1', '2', '3', '5']);
  });

  it('creates a campaign from an empty log, and returns rejections unchanged', () => {
    expect(execute([], { type: 'campaign/create', name: 'New' }, fixedDice(), 1)).toMatchObject({
      ok: true,
      entry: { seq: 1, command: 'campaign/create' },
      dropped: [],
    });
    expect(execute(log, { type: 'character/delete', id: id('ghost') }, fixedDice(), 1)).toMatchObject({
      ok: false,
      code: 'character/unknown',
    });
  });
});
