import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bridgedFightsFrom,
  characterId,
  describeEntry,
  redo,
  writeBackProblem,
  writeBackView,
  seededDice,
  stoppedOutcome,
  undo,
} from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry, heist, skirmish } from '../../../../core/index.ts';
import { sameData } from '../../../../core/shared/same.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  fight,
  fightId,
  heistId,
  propose,
  proposalOf,
  refused,
  run,
  stateOf,
  withFight,
  writeBack,
} from './bridge-support.ts';
import { beforeFight } from './bridge-support.ts';
import { ruthSheet, tonySheet } from '../bridge/writeback-support.ts';

/**
 * The way back from a bridged HEIST fight through the campaign's commands (bridge.md §5A): `bridge/propose` once the
 * fight is over or stopped (BRG-D-45, D-46, D-52), `bridge/write-back` of the approved lines as one step (BRG-D-51,
 * D-52), each refusal naming what is wrong and storing nothing.
 */

const shoot: skirmish.SkirmishCommand = {
  type: 'skirmish/act',
  model: 'ruth',
  action: {
    kind: 'shoot',
    shot: {
      target: { kind: 'model', model: 'g1' },
      aimed: false,
      intense: false,
      crossfire: false,
      range: 10,
    },
  },
};
const edit = (model: string, changes: skirmish.ModelEdit): skirmish.SkirmishCommand => ({
  type: 'skirmish/edit-model',
  model,
  changes,
});

/**
 * The §6 fight in short (TV-BRG-E2E-b): Ruth fires the first shot, G1 ends dead, G2 and Big Tony wounded, and the GM
 * ends the fight after its first game round.
 */
function foughtLog(): LogEntry[] {
  let log = withFight();
  log = fight(log, shoot, seededDice(1));
  log = fight(log, { type: 'skirmish/resolve' }, seededDice(2));
  log = fight(log, edit('g1', { presence: 'dead' }));
  log = fight(log, edit('g2', { wounded: true }));
  log = fight(log, edit('tony', { wounded: true }));
  return fight(log, { type: 'skirmish/end-scenario', outcome: 'The guards are down' });
}

/** The fight over and its write-back proposed: the d6 of `heist_wound_days` come up 3 (BRG-D-24). */
function proposedLog(): LogEntry[] {
  const log = foughtLog();
  return run(log, propose(log), fixedDice(3, 3, 3, 3, 3, 3));
}

const heistOf = (log: readonly LogEntry[]) => {
  const heist = stateOf(log).scenes[heistId]!.state as heist.HeistScene;
  return Object.fromEntries(heist.drop.characters.map((c) => [c.id, c]));
};

describe('bridge/propose', () => {
  it('BRG-D-52: a fight still in progress is refused unless the GM stops it', () => {
    let log = withFight();
    log = fight(log, { type: 'skirmish/act', model: 'ruth', action: { kind: 'pass' } });
    expect(refused(log, propose(log))).toMatchObject({ code: 'bridge/in-progress' });
    expect(refused(log, propose(log)).message).toContain('Loading bay fight is still in progress');
  });

  it('BRG-D-45, D-52: the GM stops a fight: it ends in its scene and is proposed in the same entry', () => {
    let log = withFight();
    log = fight(log, { type: 'skirmish/act', model: 'ruth', action: { kind: 'pass' } });
    log = run(log, propose(log, { stop: true }));
    const entry = log.at(-1)!;
    expect(entry.events.map((event) => event.type)).toContain('bridge/proposed');
    const ended = entry.events.find(
      (event) => event.type === 'scene/changed' && event.module === 'skirmish',
    ) as { event: skirmish.SkirmishEvent };
    expect(ended.event).toMatchObject({ type: 'skirmish/ended', outcome: stoppedOutcome });
    expect(stateOf(log).scenes[fightId]!.ended).toBeNull(); // closed by the write-back (BRG-D-53)
    expect(proposalOf(log).lines.find((line) => line.change.kind === 'clock')?.change).toMatchObject({
      gameRounds: 1,
    });
  });

  it('BRG-D-46: proposes the §6 lines with the campaign as it stands, its d6 rolled once and kept', () => {
    const log = proposedLog();
    const proposal = proposalOf(log);
    const texts = proposal.lines.map((line) => line.text);
    expect(texts).toContain('Big Tony: Wounded, 3 days (BRG-D-23, BRG-D-24)');
    expect(texts).toContain('G1: Dead (BRG-D-23)');
    expect(texts).toContain('Heat 3 → 4 (+1 gunfire; BRG-D-29)');
    expect(proposal.lines.find((line) => line.id === 'health:g2')?.change).toMatchObject({ faces: [] });
    // Nothing is written yet (BRG-D-1): the sheets and the crew are as they were.
    expect(stateOf(log).characters[characterId('g1')]!.condition).toEqual({ state: 'unhurt' });
    expect(stateOf(log).crew.heat).toBe(3);
  });

  it('refuses an unknown fight, a second proposal and a log that is not the scene’s, storing nothing', () => {
    const log = foughtLog();
    expect(refused(log, { ...propose(log), fight: 'nowhere' } as CampaignCommand)).toMatchObject({
      code: 'bridge/unknown-fight',
    });
    const cut = propose(log) as Extract<CampaignCommand, { type: 'bridge/propose' }>;
    expect(refused(log, { ...cut, log: cut.log.slice(0, -1) })).toMatchObject({ code: 'bridge/fight-log' });
    const proposed = run(log, propose(log), fixedDice(3, 3, 3));
    expect(refused(proposed, propose(proposed))).toMatchObject({ code: 'bridge/proposed' });
  });

  it('BRG-D-1, D-52: with bridge_confirm_writeback off the proposal is written at once, in one entry', () => {
    let log = foughtLog();
    log = run(log, {
      type: 'settings/change',
      changes: { bridgeConfirmWriteback: false },
    } as CampaignCommand);
    const before = log.length;
    log = run(log, propose(log), fixedDice(3, 3, 3));
    expect(log).toHaveLength(before + 1);
    const types = log.at(-1)!.events.map((event) => event.type);
    expect(types).toContain('bridge/proposed');
    expect(types.at(-1)).toBe('bridge/written-back');
    expect(stateOf(log).characters[characterId('g1')]!.condition).toEqual({ state: 'dead' });
  });

  it('BRG-D-24: under heist_wound_days = 1d6 the dice are rolled as it is proposed, once, and kept', () => {
    let log = foughtLog();
    log = run(log, { type: 'settings/change', changes: { heistWoundDays: '1d6' } } as CampaignCommand);
    log = run(log, propose(log), fixedDice(5, 2, 4, 4));
    const wounds = proposalOf(log).lines.flatMap((line) =>
      line.change.kind === 'health' && line.change.condition.state === 'wounded'
        ? [[line.change.character, line.change.condition.recoveryDays, line.change.faces]]
        : [],
    );
    expect(wounds).toEqual([
      ['tony', 5, [5]],
      ['g2', 2, [2]],
    ]);
    // Written back, the kept faces are the days: no die is rolled again (`fixedDice()` has none).
    const written = stateOf(run(log, writeBack(), fixedDice()));
    expect(written.characters[characterId('g2')]!.condition).toEqual({ state: 'wounded', recoveryDays: 2 });
  });
});

describe('bridge/write-back', () => {
  it('BRG-D-52: writes the approved lines as one entry: sheets, the Heist, the Spot, the crew, the clock', () => {
    const before = proposedLog();
    const log = run(before, writeBack());
    expect(log).toHaveLength(before.length + 1);
    const state = stateOf(log);
    expect(describeEntry(state, log.at(-1)!)).toBe('write back “Loading bay fight”');
    expect(describeEntry(stateOf(before), before.at(-1)!)).toBe(
      'propose the write-back of “Loading bay fight”',
    );
    expect(state.characters[characterId('g1')]!.condition).toEqual({ state: 'dead' });
    expect(state.characters[tonySheet.id]!.condition).toEqual({ state: 'wounded', recoveryDays: 3 });
    expect(state.crew.heat).toBe(4);
    const heist = heistOf(log);
    expect(['g3', 'g4', 'g5', 'g6'].map((id) => heist[id]!.aware)).toEqual([true, true, true, true]);
    expect(heist['tony']!.discovered).toBe(true);
    expect(heist['g2']!.witnessed).toEqual(['delivery girl', 'Big Tony']);
    expect(state.spots['warehouse']!.guards['g5']!.aware).toBe(true);
    expect(state.clock.now).toBeGreaterThan(stateOf(before).clock.now);
    // BRG-D-53: the skirmish scene is closed, its log kept; the fight is remembered as written back.
    expect(state.scenes[fightId]).toBeUndefined();
    expect(state.closed[fightId]).toBeDefined();
    expect(state.bridge.written[fightId]).toMatchObject({ name: 'Loading bay fight' });
    expect(state.bridge.records[ruthSheet.id]?.firearms.map((f) => f.weapon)).toEqual(['Automatic pistol']);
  });

  it('BRG-D-51: an edited and an unticked line are written as the GM left them', () => {
    const log = run(
      proposedLog(),
      writeBack({
        leaveOut: ['heat'],
        edits: { 'health:tony': { kind: 'health', condition: { state: 'wounded', recoveryDays: 5 } } },
      }),
    );
    const state = stateOf(log);
    expect(state.characters[tonySheet.id]!.condition).toEqual({ state: 'wounded', recoveryDays: 5 });
    expect(state.crew.heat).toBe(3);
  });

  it('BRG-D-52: refuses a fight not proposed, unknown, or written back already, naming it', () => {
    const fought = foughtLog();
    expect(refused(fought, writeBack())).toMatchObject({ code: 'bridge/not-proposed' });
    expect(refused(fought, { ...writeBack(), fight: 'elsewhere' } as CampaignCommand)).toMatchObject({
      code: 'bridge/unknown-fight',
    });
    const written = run(proposedLog(), writeBack());
    const again = refused(written, writeBack());
    expect(again.code).toBe('bridge/written-back');
    expect(again.message).toContain('already written back');
  });

  it('TV-BRG-D-51-b: an edit out of range is refused naming the model and the field; nothing is stored', () => {
    const log = proposedLog();
    const days = refused(
      log,
      writeBack({
        edits: { 'health:tony': { kind: 'health', condition: { state: 'wounded', recoveryDays: 0 } } },
      }),
    );
    expect(days).toMatchObject({ code: 'bridge/edit', data: { line: 'health:tony', field: 'recoveryDays' } });
    expect(days.message).toContain('Big Tony');
    const heat = refused(log, writeBack({ edits: { heat: { kind: 'heat', delta: -5 } } }));
    expect(heat).toMatchObject({ code: 'bridge/edit', data: { field: 'heat' } });
  });

  it('TV-BRG-D-52-d: a ticked line naming a character deleted since is refused; unticked, the rest is written', () => {
    let log = proposedLog();
    log = run(log, { type: 'character/delete', id: tonySheet.id });
    expect(refused(log, writeBack())).toMatchObject({ code: 'bridge/deleted', data: { character: 'tony' } });
    const tonys = proposalOf(log)
      .lines.filter((line) => line.names.includes(tonySheet.id))
      .map((line) => line.id);
    const written = stateOf(run(log, writeBack({ leaveOut: tonys })));
    expect(written.characters[tonySheet.id]).toBeUndefined();
    expect(written.characters[characterId('g1')]!.condition).toEqual({ state: 'dead' });
  });

  it('TV-BRG-D-52-a: one undo takes the whole write-back back, one redo restores it, the log replays to the same', () => {
    const before = proposedLog();
    const command = writeBack();
    const after = run(before, command);
    const undone = undo(after);
    expect(sameData(stateOf(undone), stateOf(before))).toBe(true);
    expect(sameData(stateOf(redo(undone)), stateOf(after))).toBe(true);
    // Written back again after the undo: allowed (BRG-D-52), and the same.
    expect(sameData(stateOf(run(undone, command)), stateOf(after))).toBe(true);
  });
});

describe('write-back properties', () => {
  it('BRG-D-45: a fight converted and written back with nothing played changes no sheet and not the Heist', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
        fc.integer({ min: 0, max: 2 }),
        (wounded, foresight) => {
          let log = beforeFight();
          const condition =
            wounded === null
              ? { state: 'unhurt' as const }
              : { state: 'wounded' as const, recoveryDays: wounded };
          log = run(log, { type: 'character/update', id: tonySheet.id, changes: { condition, foresight } });
          const start = stateOf(log);
          log = withFight(log);
          log = run(log, propose(log, { stop: true }));
          expect(proposalOf(log).empty).toBe(true);
          log = run(log, writeBack());
          const end = stateOf(log);
          expect(sameData(end.characters, start.characters)).toBe(true);
          expect(sameData(end.scenes[heistId]!.state, start.scenes[heistId]!.state)).toBe(true);
          expect(sameData(end.crew, start.crew)).toBe(true);
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('writeBackView', () => {
  it('BRG-D-51: each line beside what is stored now, with its edit and limits; the fight’s way back', () => {
    const playing = withFight();
    expect(writeBackView(stateOf(playing), fightId)).toMatchObject({
      kind: 'playing',
      name: 'Loading bay fight',
    });
    const fought = foughtLog();
    expect(writeBackView(stateOf(fought), fightId)).toMatchObject({ kind: 'over' });
    expect(bridgedFightsFrom(stateOf(fought), heistId)).toMatchObject([
      { fight: fightId, view: { kind: 'over' } },
    ]);
    const log = proposedLog();
    const view = writeBackView(stateOf(log), fightId);
    if (view.kind !== 'proposed') throw new Error(view.kind);
    const tony = view.lines.find((line) => line.id === 'health:tony')!;
    expect(tony).toMatchObject({
      now: 'Healthy',
      proposed: 'Big Tony: Wounded, 3 days (BRG-D-23, BRG-D-24)',
      decisions: ['BRG-D-23', 'BRG-D-24'],
      edit: { kind: 'health', minDays: 1 },
    });
    expect(view.lines.find((line) => line.id === 'heat')).toMatchObject({
      now: 'Heat 3',
      edit: { kind: 'number', field: 'heat', value: 1, min: -3 },
    });
    expect(view.lines.find((line) => line.id === 'aware:g3')).toMatchObject({ now: 'Not Aware', edit: null });
    expect(writeBackView(stateOf(run(log, writeBack())), fightId)).toEqual({
      kind: 'written',
      name: 'Loading bay fight',
    });
  });

  it('writeBackProblem names the line and field a write-back would be refused for, before it is sent', () => {
    const state = stateOf(proposedLog());
    expect(writeBackProblem(state, fightId, {})).toBeNull();
    const problem = writeBackProblem(state, fightId, { edits: { heat: { kind: 'heat', delta: -9 } } });
    expect(problem).toMatchObject({ code: 'bridge/edit', data: { line: 'heat', field: 'heat' } });
  });
});

describe('a chase behind an exit', () => {
  it('BRG-D-21: Ruth leaves by the Office and G2 follows her: the write-back opens the chase inside the Heist', () => {
    const log = foughtLog();
    const table = {
      departures: [
        { model: 'ruth', exit: 'Office', round: 1 },
        { model: 'g2', exit: 'Office', round: 1 },
      ],
    };
    const proposed = run(log, propose(log, { table }), fixedDice(3, 3, 3, 3, 3, 3));
    const chase = proposalOf(proposed).lines.find((line) => line.change.kind === 'chase');
    expect(chase?.change).toMatchObject({ exit: 'Office', zone: 'office', target: ['ruth'] });
    const written = stateOf(run(proposed, writeBack(), fixedDice(...Array<number>(20).fill(4))));
    const opened = Object.values(written.scenes).find((scene) => scene.engine === 'chase');
    expect(opened).toMatchObject({ name: 'Chase through Office', parent: heistId });
    expect(opened!.participants.map((p) => p.characterId)).toEqual(['ruth', 'g2']);
    const heist = written.scenes[heistId]!.state as heist.HeistScene;
    expect(heist.drop.characters.find((c) => c.id === 'ruth')?.zone).toBe('office');
  });
});
