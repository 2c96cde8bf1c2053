import { describe, expect, it } from 'vitest';
import {
  characterId,
  isRejection,
  redo,
  rollId,
  sceneSkirmishes,
  sceneSkirmishLog,
  undo,
} from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState, LogEntry, bridge } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { fight, fightId, heistId, propose, run, stateOf, withFight, writeBack } from './bridge-support.ts';

/**
 * BRG-D-53: the COT scene a bridged fight belongs to lists its skirmish (name, game rounds, casualties, who left
 * where) with its whole log, read-only, from the skirmish scene's own entries; the write-back's undo leaves it there;
 * `bridge_skirmish_log` = `summary` shows only the rosters, the result and the closing events.
 */

const pass = (model: string) => ({ type: 'skirmish/act', model, action: { kind: 'pass' } }) as const;

/** The events of the active entries, in order: what the scene index gives the app. */
function eventsOf(log: readonly LogEntry[]) {
  return [...log]
    .filter((entry) => !entry.undone)
    .sort((a, b) => a.seq - b.seq)
    .flatMap((entry) => entry.events);
}

/**
 * The Loading bay fight: Big Tony (body armor, skill 6) is eliminated in the guards' turn of round 1 and passes his
 * armour check at the start of crew turn 2 with a 5 (HST-ARMOR-1, as TV-BRG-E2E-b); G1 is killed; the GM ends it.
 */
function fought(): LogEntry[] {
  let log = withFight();
  for (const model of ['ruth', 'tony']) log = fight(log, pass(model));
  log = fight(log, { type: 'skirmish/end-turn' });
  log = fight(log, { type: 'skirmish/edit-model', model: 'tony', changes: { presence: 'casualty' } });
  for (const model of ['g1', 'g2']) log = fight(log, pass(model));
  log = fight(log, { type: 'skirmish/end-turn' }, fixedDice(5));
  log = fight(log, pass('ruth'));
  log = fight(log, { type: 'skirmish/edit-model', model: 'g1', changes: { presence: 'dead' } });
  return fight(log, { type: 'skirmish/end-scenario', outcome: 'The guards are down' });
}

function writtenBack(): LogEntry[] {
  const log = fought();
  return run(run(log, propose(log), fixedDice(3, 3, 3, 3, 3, 3)), writeBack());
}

function logView(state: CampaignState, log: readonly LogEntry[]): bridge.SkirmishLogView {
  const listed = sceneSkirmishes(state, heistId).find((s) => s.fight === fightId)!;
  const view = sceneSkirmishLog(state, listed, eventsOf(log));
  if (isRejection(view)) throw new Error(view.message);
  return view;
}

const armourCheck = {
  text: "Big Tony's body armor: back in the fight, wounded and stunned (HST-ARMOR-1)",
  dice: ['Body armor: d10 (6 or less passes): 5 · passed'], // issue 20: in HEIST's terms
};

describe('the skirmishes of a COT scene (BRG-D-53)', () => {
  it('TV-BRG-D-53-a: written back -> the Heist lists the skirmish, its game rounds and casualties, with Tony’s armour check (skill 6, roll 5) in its log; undo the write-back -> the log is still there', () => {
    const log = writtenBack();
    const state = stateOf(log);
    expect(sceneSkirmishes(state, heistId)).toEqual([
      {
        fight: fightId,
        scene: fightId,
        name: 'Loading bay fight',
        status: 'written back',
        summary: '2 game rounds; killed: G1',
      },
    ]);
    const view = logView(state, log);
    expect(view).toMatchObject({ kept: 'full', gameRounds: 2, casualties: ['G1'], leftOut: 0 });
    expect(view.play).toContainEqual(armourCheck);
    expect(view.play.map((line) => line.text)).toContain('Ruth passes (HST-ACT-1)');
    expect(view.result).toBe('The fight is over: The guards are down');
    expect(view.rosters).toContain('Side: Crew');
    expect(view.rosters.some((line) => line.startsWith('Big Tony (4/6)'))).toBe(true);

    const undone = undo(log);
    const before = stateOf(undone);
    expect(sceneSkirmishes(before, heistId)).toEqual([
      expect.objectContaining({ fight: fightId, status: 'proposed: waiting for your approval' }),
    ]);
    expect(logView(before, undone)).toEqual(view);
    expect(logView(stateOf(redo(undone)), redo(undone))).toEqual(view);
  });

  it('BRG-D-53: `bridge_skirmish_log` = summary shows the rosters, the result and the closing events, not the play', () => {
    let log = writtenBack();
    log = run(log, { type: 'settings/change', changes: { bridgeSkirmishLog: 'summary' } } as CampaignCommand);
    const view = logView(stateOf(log), log);
    expect(view.kept).toBe('summary');
    expect(view.play).toEqual([]);
    expect(view.leftOut).toBeGreaterThan(5);
    expect(view.rosters).toContain('Side: Guards');
    expect(view.result).toBe('The fight is over: The guards are down');
    expect(view.summary).toBe('2 game rounds; killed: G1');
  });

  it('BRG-D-45, D-53: the closing events of the proposal are in the log: an armour check still to make at the end', () => {
    let log = withFight();
    for (const model of ['ruth', 'tony']) log = fight(log, pass(model));
    log = fight(log, { type: 'skirmish/end-turn' });
    log = fight(log, { type: 'skirmish/edit-model', model: 'tony', changes: { presence: 'casualty' } });
    log = fight(log, { type: 'skirmish/end-scenario', outcome: 'Stopped' });
    log = run(log, propose(log), fixedDice(4, 3, 3, 3, 3, 3, 3));
    const view = logView(stateOf(log), log);
    expect(view.closing).toEqual([
      {
        text: 'Big Tony makes the armour check at closing: returns',
        dice: ['Armour check: 4 against skill 6'],
      },
    ]);
    // Written back, the scene keeps them (the fight has left the bridge's waiting fights).
    log = run(log, writeBack());
    expect(logView(stateOf(log), log).closing).toEqual(view.closing);
  });

  it('lists a skirmish being played, with no summary until its write-back is proposed', () => {
    const log = withFight();
    expect(sceneSkirmishes(stateOf(log), heistId)).toEqual([
      { fight: fightId, scene: fightId, name: 'Loading bay fight', status: 'being played', summary: null },
    ]);
    expect(sceneSkirmishes(stateOf(log), fightId)).toEqual([]);
  });

  it('BRG-D-31, D-53: a fight pasted into the Heist is listed with its result; it has no dice log to open', () => {
    const pasted = [
      'Side: Crew',
      'Ruth (2/5) Pistol w/2 reloads',
      'Side: Rossi gang',
      'Mr. D (2/3) Pistol w/1 reload',
      'Rounds: 3',
      'Noise: gunfire',
      'Mr. D: killed in round 2',
    ].join('\n');
    let log = withFight();
    log = run(
      log,
      {
        type: 'bridge/import-fight',
        fight: 'fight-1',
        name: 'Shoot-out in the bay',
        source: { kind: 'pasted', text: pasted },
        answers: [
          { name: 'Ruth', as: 'character', character: characterId('ruth'), category: 'crew' },
          { name: 'Mr. D', as: 'new', id: characterId('mr-d'), subject: 'Rossi gang', category: 'other' },
        ],
        parent: heistId,
        spot: null,
        zone: 'bay',
        exits: [],
        at: 9_000,
        rollId: rollId('import'),
      } as CampaignCommand,
      fixedDice(3, 3, 3, 3),
    );
    const listed = sceneSkirmishes(stateOf(log), heistId);
    expect(listed.map((s) => [s.fight, s.scene, s.status])).toEqual([
      [fightId, fightId, 'being played'],
      ['fight-1', null, 'proposed: waiting for your approval'],
    ]);
    expect(listed[1]!.summary).toBe('3 game rounds; killed: Mr. D');
    const view = sceneSkirmishLog(stateOf(log), listed[1]!, eventsOf(log));
    expect(isRejection(view) && view.message).toBe(
      'Shoot-out in the bay was pasted in: it has rosters and results, no dice log',
    );
    // Written back, the Heist still lists it (the fight has left the bridge's waiting fights).
    log = run(log, {
      type: 'bridge/write-back',
      fight: 'fight-1',
      approval: {},
      at: 9_500,
      rollId: rollId('import-back'),
    } as CampaignCommand);
    expect(sceneSkirmishes(stateOf(log), heistId)[1]).toEqual({
      fight: 'fight-1',
      scene: null,
      name: 'Shoot-out in the bay',
      status: 'written back',
      summary: '3 game rounds; killed: Mr. D',
    });
  });
});
