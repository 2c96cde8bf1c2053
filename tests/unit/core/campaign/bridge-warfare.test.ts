import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterId,
  coverRollsIn,
  redo,
  rollId,
  skirmishLogOf,
  time,
  replay,
  seededDice,
  undo,
  warfareSwitchForm,
  writeBackView,
} from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry, bridge, skirmish, warfare } from '../../../../core/index.ts';
import { warfareAfterId } from '../../../../core/campaign/bridge-warfare.ts';
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
import { act, heistWith, play, scene, sheet } from './scene-support.ts';

/**
 * BRG-D-26 at the campaign: a bridged fight goes on as Gang Warfare. `bridge/propose` with `warfare` stops the
 * skirmish and proposes its write-back with each survivor's first Cover roll from the position the GM gave;
 * confirming it writes the write-back and opens the Gang Warfare inside the Heist in the same step.
 */

const pass = (model: string): skirmish.SkirmishCommand => ({
  type: 'skirmish/act',
  model,
  action: { kind: 'pass' },
});
const edit = (model: string, changes: skirmish.ModelEdit): skirmish.SkirmishCommand => ({
  type: 'skirmish/edit-model',
  model,
  changes,
});

/** `rounds` full game rounds in which everyone Passes (crew first). */
function passRounds(log: LogEntry[], rounds: number): LogEntry[] {
  for (let round = 0; round < rounds; round += 1) {
    for (const side of [
      ['ruth', 'tony'],
      ['g1', 'g2'],
    ]) {
      for (const model of side) log = fight(log, pass(model));
      log = fight(log, { type: 'skirmish/end-turn' });
      const table = stateOf(log).scenes[fightId]!.state as skirmish.SkirmishState;
      if (table.phase.kind === 'turn-start') log = fight(log, { type: 'skirmish/start-turn', blasts: [] });
    }
  }
  return log;
}

const positions = {
  ruth: { position: 'cover', aim: true },
  tony: { position: 'open', aim: false },
  g1: { position: 'flanked', aim: false },
  g2: { position: 'exposed', aim: false },
} satisfies Record<string, bridge.SwitchPosition>;

/** Plenty of 3s: Tony's wound days (d6 3: 3 days, BRG-D-24), the Cover rolls, then 4s for initiative. */
const threes = () => fixedDice(...Array<number>(60).fill(3));

/** The fight after `rounds` game rounds, Tony Wounded, switched to Gang Warfare and proposed. */
function switched(rounds = 1, given: Partial<Extract<CampaignCommand, { type: 'bridge/propose' }>> = {}) {
  let log = passRounds(withFight(), rounds);
  log = fight(log, pass('ruth'));
  log = fight(log, edit('tony', { wounded: true }));
  return run(log, propose(log, { stop: true, warfare: true, table: { positions }, ...given }), threes());
}

/** The log as the app stores it: the support folds the link into an entry of its own, the out command's. */
const stored = (log: readonly LogEntry[]): LogEntry[] =>
  log.map((entry) =>
    entry.events.every((e) => e.type === 'bridge/fight-linked')
      ? { ...entry, command: 'bridge/play-skirmish' }
      : entry,
  );

const warfareOf = (log: readonly LogEntry[]) => {
  const scene = stateOf(log).scenes[warfareAfterId(fightId)];
  if (!scene) throw new Error('No Gang Warfare opened');
  return scene;
};
const fighter = (log: readonly LogEntry[], id: string) =>
  (warfareOf(log).state as warfare.WarfareScene).fighters.find((f) => f.id === id)!;

describe('bridge/propose going on as Gang Warfare (BRG-D-26)', () => {
  it('BRG-D-26, D-45: stops the fight and proposes each survivor’s first Cover roll, nothing written yet', () => {
    const log = switched();
    const covers = proposalOf(log).lines.filter((line) => line.change.kind === 'cover');
    expect(covers.map((line) => line.id).sort()).toEqual([
      'cover:g1',
      'cover:g2',
      'cover:ruth',
      'cover:tony',
    ]);
    const ruth = covers.find((line) => line.id === 'cover:ruth')!.change as Extract<
      bridge.LineChange,
      { kind: 'cover' }
    >;
    expect(ruth.firstAttack).toMatchObject({ rolled: 1, kept: 0 });
    expect(ruth.modifiers[0]).toMatchObject({ rolled: 1, kept: 0 });
    expect(stateOf(log).bridge.fights[fightId]!.link.continues).toBe('gang-warfare');
    expect(stateOf(log).scenes[warfareAfterId(fightId)]).toBeUndefined();
    expect(stateOf(log).characters[characterId('tony')]!.condition).toEqual({ state: 'unhurt' });
  });

  it('refuses a position for a model not on the table, or a dead one, and a missing position; nothing stored', () => {
    let log = passRounds(withFight(), 1);
    log = fight(log, edit('g1', { presence: 'dead' }));
    const tried = (table: bridge.TableFacts) =>
      refused(log, propose(log, { stop: true, warfare: true, table }), threes());
    expect(
      tried({ positions: { ...positions, nobody: { position: 'cover', aim: false } } }).message,
    ).toContain('nobody');
    const dead = tried({ positions });
    expect(dead).toMatchObject({ code: 'bridge/position', data: { model: 'g1' } });
    expect(dead.message).toContain('G1');
    const { g2: _, g1: __, ...noG2 } = positions;
    expect(tried({ positions: noG2 }).message).toContain("G2's position at the switch is needed");
  });

  it('COT-D-40: refuses to go on when one side has nobody left able to fight', () => {
    let log = passRounds(withFight(), 1);
    log = fight(log, edit('g1', { presence: 'dead' }));
    log = fight(log, edit('g2', { presence: 'dead' }));
    const { ruth, tony } = positions;
    const refusal = refused(
      log,
      propose(log, { stop: true, warfare: true, table: { positions: { ruth, tony } } }),
    );
    expect(refusal).toMatchObject({ code: 'bridge/one-side' });
  });

  it('refuses positions for a fight that does not go on as Gang Warfare', () => {
    const log = passRounds(withFight(), 1);
    expect(refused(log, propose(log, { stop: true, table: { positions } }))).toMatchObject({
      code: 'bridge/position',
    });
  });
});

describe('warfareSwitchForm (BRG-D-26)', () => {
  it('pre-fills each model on the table from the skirmish: aim marker, Stunned, the cover its base touches', () => {
    let log = passRounds(withFight(), 1);
    log = fight(log, edit('ruth', { aiming: true, cover: 'low' }));
    log = fight(log, edit('g2', { stunned: true }));
    log = fight(log, edit('g1', { presence: 'dead' }));
    const form = warfareSwitchForm(stateOf(log), fightId)!;
    expect(form.problem).toBeNull();
    expect(form.running).toBe(true);
    expect(form.name).toBe('Gang Warfare after Loading bay fight');
    expect(form.models).toEqual([
      { id: 'ruth', name: 'Ruth', side: 'Crew', position: 'cover', aim: true, stunned: false },
      { id: 'tony', name: 'Big Tony', side: 'Crew', position: 'open', aim: false, stunned: false },
      { id: 'g2', name: 'G2', side: 'Guards', position: 'open', aim: false, stunned: true },
    ]);
    expect(form.positions.map((p) => p.value)).toEqual(['cover', 'open', 'flanked', 'exposed']);
  });

  it('COT-D-40: says why a fight with one side left cannot go on; none once proposed', () => {
    let log = passRounds(withFight(), 1);
    log = fight(log, edit('g1', { presence: 'dead' }));
    log = fight(log, edit('g2', { presence: 'dead' }));
    expect(warfareSwitchForm(stateOf(log), fightId)!.problem).toContain('one side left');
    expect(warfareSwitchForm(stateOf(switched()), fightId)).toBeNull();
    expect(writeBackView(stateOf(switched()), fightId)).toMatchObject({
      kind: 'proposed',
      goesOn: 'Gang Warfare after Loading bay fight',
    });
  });
});

describe('bridge/write-back opening the Gang Warfare (BRG-D-26)', () => {
  it('BRG-D-26: the survivors fight on with their proposed Cover; the aim marker waits as a Bolster', () => {
    const proposed = switched();
    const covers = Object.fromEntries(
      proposalOf(proposed).lines.flatMap((line) =>
        line.change.kind === 'cover' ? [[line.change.character, line.change.total]] : [],
      ),
    );
    const log = run(proposed, writeBack(), fixedDice(...Array<number>(40).fill(4)));
    expect(log).toHaveLength(proposed.length + 1); // one step (BRG-D-52)
    const scene = warfareOf(log);
    expect(scene.parent).toBe(heistId);
    expect(scene.ended).toBeNull();
    for (const id of ['ruth', 'tony', 'g1', 'g2']) expect(fighter(log, id).coverScore).toBe(covers[id]);
    expect(fighter(log, 'ruth').side).toBe('crew');
    expect(fighter(log, 'g2').side).toBe('guards');
    expect(stateOf(log).bolsters.pending).toEqual([
      { giver: 'ruth', recipient: 'ruth', expiresAfterTurn: 1 },
    ]);
    expect(stateOf(log).scenes[fightId]).toBeUndefined(); // the skirmish closed, its log kept (BRG-D-53)
  });

  it('TV-BRG-D-26-e: 9 game rounds, Tony Wounded -> Tony Wounded 3 days, 2 Action rounds, then Gang Warfare round 1 with fresh initiative', () => {
    const proposed = switched(8); // 8 full rounds, then the crew's turn of round 9
    const clock = proposalOf(proposed).lines.find((line) => line.change.kind === 'clock')!.change;
    expect(clock).toMatchObject({ gameRounds: 9, actionRounds: 2 });
    expect(proposalOf(proposed).lines.map((line) => line.text)).toContain(
      'Big Tony: Wounded, 3 days (BRG-D-23, BRG-D-24)',
    );
    const log = run(proposed, writeBack(), fixedDice(...Array<number>(40).fill(4)));
    const state = stateOf(log);
    expect(state.characters[characterId('tony')]!.condition).toEqual({ state: 'wounded', recoveryDays: 3 });
    const closed = state.clock.closed.find((scene) => scene.id === fightId)!;
    expect(closed.rounds).toBe(2);
    const running = state.clock.running.find((scene) => scene.id === warfareAfterId(fightId))!;
    expect(running).toMatchObject({ rounds: 0, startedAt: closed.startedAt + closed.minutes });
    const initiative = warfareOf(log).turns.initiative!;
    expect(initiative.round).toBe(1);
    expect(initiative.slots.length).toBeGreaterThanOrEqual(4);
    expect(log.at(-1)!.events.some((e) => e.type === 'scene/changed' && e.module === 'initiative')).toBe(
      true,
    );
  });

  it('BRG-D-44, COT-WAR-9: a model held on the table is held in the Gang Warfare', () => {
    let log = passRounds(withFight(), 1);
    log = fight(log, pass('ruth'));
    log = run(
      log,
      propose(log, {
        stop: true,
        warfare: true,
        table: { positions, holds: [{ model: 'g2', by: 'tony', surrendered: false }] },
      }),
      threes(),
    );
    const view = writeBackView(stateOf(log), fightId);
    const line = view.kind === 'proposed' ? view.lines.find((l) => l.kind === 'restrained') : undefined;
    expect(line?.now).toBe('Held in the Gang Warfare that follows');
    log = run(log, writeBack(), fixedDice(...Array<number>(40).fill(4)));
    expect(fighter(log, 'g2').restrainedBy).toBe('tony');
  });

  it('BRG-D-51: a Cover line left out is rolled as the fight starts (COT-WAR-2)', () => {
    const proposed = switched();
    const log = run(proposed, writeBack({ leaveOut: ['cover:g1'] }), fixedDice(...Array<number>(40).fill(6)));
    const g1 = fighter(log, 'g1');
    const rolled = log
      .at(-1)!
      .events.some(
        (e) =>
          e.type === 'scene/changed' &&
          e.module === 'warfare' &&
          e.event.type === 'warfare/cover-rolled' &&
          e.event.fighter === 'g1',
      );
    expect(rolled).toBe(true);
    expect(g1.coverScore).toBeGreaterThan(0);
  });

  it('BRG-D-52: undo takes the write-back and the Gang Warfare back in one step, redo restores both, the log replays to the head', () => {
    const proposed = switched();
    const written = run(proposed, writeBack(), fixedDice(...Array<number>(40).fill(4)));
    const undone = [...undo(written)];
    expect(sameData(stateOf(undone), stateOf(proposed))).toBe(true);
    expect(stateOf(undone).scenes[warfareAfterId(fightId)]).toBeUndefined();
    const redone = [...redo(undone)];
    expect(sameData(stateOf(redone), stateOf(written))).toBe(true);
    expect(sameData(replay(stored(redone)), stateOf(written))).toBe(true);
    expect(refused(redone, writeBack())).toMatchObject({ code: 'bridge/written-back' });
    const again = refused(redone, propose(redone, { warfare: true, table: { positions } }));
    expect(again).toMatchObject({ code: 'bridge/written-back' });
    expect(again.message).toContain('already written back');
  });

  it('BRG-D-1, D-52: with bridge_confirm_writeback off, the switch writes back and opens the Gang Warfare in one entry', () => {
    let log = passRounds(withFight(), 1);
    log = fight(log, pass('ruth'));
    log = run(log, {
      type: 'settings/change',
      changes: { bridgeConfirmWriteback: false },
    } as CampaignCommand);
    const before = log.length;
    log = run(log, propose(log, { stop: true, warfare: true, table: { positions } }), seededDice(3));
    expect(log).toHaveLength(before + 1);
    expect(warfareOf(log).engine).toBe('warfare');
    expect(sameData(replay(stored(log)), stateOf(log))).toBe(true);
  });

  it('property: for any dice, positions, aim markers and lines left out, the write-back replays to the head, and undo gives back the state before it', () => {
    const where = fc.constantFrom<bridge.SwitchPosition['position']>('cover', 'open', 'flanked', 'exposed');
    const model = fc.record({ position: where, aim: fc.boolean() });
    const start = fight(passRounds(withFight(), 1), pass('ruth'));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.record({ ruth: model, tony: model, g1: model, g2: model }),
        fc.subarray(['cover:ruth', 'cover:tony', 'cover:g1', 'cover:g2']),
        (seed, chosen, leaveOut) => {
          const proposed = run(
            start,
            propose(start, { stop: true, warfare: true, table: { positions: chosen } }),
            seededDice(seed),
          );
          const written = run(proposed, writeBack({ leaveOut }), seededDice(seed + 1));
          expect(sameData(replay(stored(written)), stateOf(written))).toBe(true);
          expect(sameData(stateOf([...undo(written)]), stateOf(proposed))).toBe(true);
          expect(warfareOf(written).engine).toBe('warfare');
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('a fight switched from Gang Warfare goes back to it (BRG-D-16, D-26, COT-D-40)', () => {
  const vex = characterId('vex');
  const brannigan = characterId('brannigan');
  const job = time.sceneId('warehouse');
  const scuffle = time.sceneId('scuffle');
  const table = time.sceneId('table');
  const cast = [
    sheet(vex, 'crew', 'Vex', { weapons: ['Revolver'] }),
    sheet(brannigan, 'guard', 'Brannigan', { weapons: ['Revolver'] }),
  ];
  const side = (id: string) => (id === vex ? 'crew' : 'guards');
  const many = (face: number) => fixedDice(...Array<number>(80).fill(face));

  /** The Heist, Gang Warfare broken out at the Dock, then switched to a HEIST table (BRG-D-16). */
  function onTheTable(): LogEntry[] {
    let log = heistWith('Switch back', job, cast);
    const everyone = [vex, brannigan];
    log = play(
      log,
      act(job, 'heist', {
        type: 'heist/break-out',
        breakout: { kind: 'warfare', zone: 'Dock', participants: everyone },
      }),
      fixedDice(),
    );
    log = play(
      log,
      scene({
        type: 'scene/start-child',
        sceneId: job,
        newSceneId: scuffle,
        name: 'Scuffle',
        engine: 'warfare',
        participants: everyone.map((id) => ({
          characterId: id,
          side: side(id),
          zone: 'Dock',
          role: 'on-foot',
        })),
        setup: {
          zone: 'Dock',
          fighters: everyone.map((id) => ({ characterId: id, side: side(id), unconscious: false })),
          vehicles: [],
          firstRoundSide: null,
        },
        firstRoundSide: null,
      }),
      many(3),
    );
    const rolls = coverRollsIn(
      log.flatMap((entry) => entry.events),
      scuffle,
    );
    return play(
      log,
      {
        type: 'bridge/play-skirmish',
        sceneId: scuffle,
        from: { kind: 'warfare', coverRolls: rolls },
        newSceneId: table,
        name: 'Table in the Dock',
        choices: {},
        at: 4_000,
        rollId: rollId('switch'),
      } as CampaignCommand,
      many(3),
    );
  }

  it('BRG-D-26: the Gang Warfare closes and resumes as a new scene of the Heist, with the first Covers', () => {
    let log = onTheTable();
    // One activation, so that something was played (BRG-D-45): a model of the side whose turn it is passes.
    const board = replay(log).scenes[table]!.state as skirmish.SkirmishState;
    const mover = Object.values(board.models).find((m) => m.side === board.turnOrder[board.active])!;
    log = play(log, act(table, 'skirmish', pass(mover.id)), fixedDice());
    const state = replay(log);
    const models = Object.keys(state.bridge.fights[table]!.link.models);
    const where = Object.fromEntries(models.map((id) => [id, { position: 'cover', aim: false }]));
    const skirmishLog = skirmishLogOf(
      table,
      log.flatMap((entry) => entry.events),
    );
    const command = (type: 'bridge/propose' | 'bridge/write-back', given: object) =>
      ({ type, fight: table, at: 6_000, rollId: rollId(type), ...given }) as unknown as CampaignCommand;
    expect(warfareSwitchForm(state, table)!.problem).toBeNull();
    log = play(
      log,
      command('bridge/propose', { log: skirmishLog, table: { positions: where }, stop: true, warfare: true }),
      many(4),
    );
    const covers = Object.fromEntries(
      replay(log).bridge.fights[table]!.proposal!.lines.flatMap((line) =>
        line.change.kind === 'cover' ? [[line.change.character, line.change.total]] : [],
      ),
    );
    expect(Object.keys(covers).sort()).toEqual([brannigan, vex].sort());
    log = play(log, command('bridge/write-back', { approval: {} }), many(5));
    const after = replay(log);
    expect(after.scenes[scuffle]).toBeUndefined();
    expect(after.closed[scuffle]).toBeDefined();
    const resumed = after.scenes[warfareAfterId(table)]!;
    expect(resumed).toMatchObject({ engine: 'warfare', parent: job });
    const fighters = (resumed.state as warfare.WarfareScene).fighters;
    expect(fighters.map((f) => f.id).sort()).toEqual([brannigan, vex].sort());
    for (const f of fighters) expect(f.coverScore).toBe(covers[f.id]);
  });
});
