import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterId, replay, time, undo } from '../../../../../core/index.ts';
import type { AlarmPlan } from '../../../../../core/cot/alarm/index.ts';
import type { CampaignCommand, LogEntry } from '../../../../../core/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  act,
  campaignWith,
  play,
  refusal,
  scene,
  sceneIn,
  sheet,
  stateOf,
} from '../../campaign/scene-support.ts';

/**
 * The alarm track in a Heist, through the scene layer as the app plays it (issue 19): reveals on approach, noise
 * that plays the deck, gates, the alarm making the scene an Action stage on the Job clock, and undo.
 */

const vex = characterId('vex');
const night = characterId('night');
const patrol = characterId('patrol');
const heist = time.sceneId('warehouse-job');
const cast = [
  sheet(vex, 'crew', 'Vex'),
  sheet(night, 'guard', 'Night guard'),
  sheet(patrol, 'guard', 'Patrol'),
];

// Outside – Dock – Hall – Vault, the Hall and the Vault unknown.
const plan: AlarmPlan = {
  on: true,
  bag: [{ id: 'chit', kind: 'guard', guard: night, awareness: 7, training: 6 }],
  unknown: ['Hall', 'Vault'],
  gates: [
    { kind: 'barrier', barrier: 'dock-hall' },
    { kind: 'zone', zone: 'Vault' },
  ],
  track: { alerts: [2, 4], alarm: 6 },
  deck: [
    { id: 'lights', name: 'Lights on', special: true, effect: { kind: 'aware', zone: null } },
    { id: 'lockdown', name: 'Lockdown', special: false, effect: { kind: 'gate' } },
    {
      id: 'round',
      name: 'The round',
      special: false,
      effect: { kind: 'patrol', zone: 'Dock', guards: [{ guard: patrol, awareness: 5, training: null }] },
    },
  ],
};

function opened(): LogEntry[] {
  const dice = fixedDice();
  let log = campaignWith('Alarm', cast, { zones: ['Dock', 'Hall', 'Vault'], posts: [] });
  const edits: CampaignCommand[] = [
    { type: 'spot/add-barrier', spotId: 'warehouse', barrierId: 'gate', ends: ['outside', 'Dock'] },
    { type: 'spot/add-barrier', spotId: 'warehouse', barrierId: 'dock-hall', ends: ['Dock', 'Hall'] },
    { type: 'spot/add-barrier', spotId: 'warehouse', barrierId: 'hall-vault', ends: ['Hall', 'Vault'] },
    { type: 'spot/set-alarm-plan', spotId: 'warehouse', plan },
  ];
  for (const command of edits) log = play(log, command, dice);
  return play(
    log,
    scene({
      type: 'scene/open',
      sceneId: heist,
      name: 'The warehouse job',
      engine: 'heist',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'guards', label: 'Guards', crew: false },
      ],
      participants: [{ characterId: vex, side: 'crew', zone: '', role: 'on-foot' }],
      setup: { spotId: 'warehouse', crew: [vex], others: [] },
    }),
    dice,
  );
}

const heistState = (log: readonly LogEntry[]) => stateOf(log, heist, 'heist');
const gm = (command: object) => act(heist, 'heist', command);
const move = (to: string) => act(heist, 'heist', { type: 'heist/move', actor: vex, to, stealth: false });

describe('a Heist with the alarm track (MotH)', () => {
  it('opens with the plan copied from its Spot, nothing revealed, no noise', () => {
    const alarm = heistState(opened()).alarm!;
    expect(alarm).toMatchObject({ noise: 0, unknown: ['Hall', 'Vault'], bag: plan.bag, deck: plan.deck });
  });

  it('reveals the unknown zone next to where a crew member comes: the guard drawn joins it with its scores', () => {
    const log = play(opened(), move('Dock'), fixedDice());
    const state = heistState(log);
    expect(state.alarm!.revealed).toEqual([{ zone: 'Hall', item: plan.bag[0], cause: 'approach' }]);
    expect(state.alarm!.unknown).toEqual(['Vault']);
    const guard = state.drop.characters.find((c) => c.id === night)!;
    expect(guard).toMatchObject({ zone: 'Hall', training: 6, aware: false });
    expect(state.alarm!.arrivals).toEqual({ [night]: 7 });
    // The campaign's Spot keeps the plan as the GM made it: nothing of the reveal leaks into it.
    expect(replay(log).spots.warehouse!.guards).toEqual({});
  });

  it('raises an alert at a threshold: Special cards play too, then the alert card (a gate closes, A first)', () => {
    let log = play(opened(), move('Dock'), fixedDice()); // a move in the open: 1 noise
    expect(heistState(log).alarm!.noise).toBe(1);
    log = play(log, gm({ type: 'heist/alarm-noise', amount: 1, reason: 'a dropped crowbar' }), fixedDice());
    const alarm = heistState(log).alarm!;
    expect(alarm.noise).toBe(2);
    expect(alarm.played.map((p) => [p.card.id, p.special])).toEqual([
      ['lights', true],
      ['lockdown', false],
    ]);
    expect(alarm.closed).toBe(1);
    expect(heistState(log).drop.characters.find((c) => c.id === night)!.aware).toBe(true);
    expect(refusal(log, move('Hall')).message).toMatch(/Lockdown gate A is closed/);
  });

  it('one noise crossing two thresholds raises two alerts', () => {
    const log = play(opened(), gm({ type: 'heist/alarm-noise', amount: 5, reason: '' }), fixedDice());
    const alarm = heistState(log).alarm!;
    expect(alarm.crossed).toBe(2);
    expect(alarm.played.map((p) => p.card.id)).toEqual(['lights', 'lockdown', 'round']);
    expect(heistState(log).drop.characters.find((c) => c.id === patrol)).toMatchObject({ zone: 'Dock' });
  });

  it('sounds the alarm at the last step: every gate closed, every unknown revealed, an Action stage a minute a round; undo takes it all back', () => {
    const before = play(opened(), move('Dock'), fixedDice());
    expect(sceneIn(before, heist).stage).toBe('heist');
    const log = play(before, gm({ type: 'heist/alarm-noise', amount: 5, reason: '' }), fixedDice());
    const state = heistState(log);
    expect(state.alarm!.sounded).toBe('track');
    expect(state.alarm!.closed).toBe(2);
    expect(state.alarm!.unknown).toEqual([]);
    expect(sceneIn(log, heist).stage).toBe('action');
    const clock = replay(log).clock.running.find((s) => s.id === heist)!;
    expect(clock.stage).toBe('action');
    // Vex stands in the Dock with the patrol (unsubdued): 2 to leave it, and out.
    expect(state.alarm!.escapes).toEqual({});
    const ended = play(log, scene({ type: 'scene/end-round', sceneId: heist }), fixedDice());
    const after = replay(ended).clock.running.find((s) => s.id === heist)!;
    expect(after.rounds).toBe(1);
    expect(after.startedAt + (after.earlierMinutes ?? 0) + 1).toBe(replay(ended).clock.now); // a minute a round
    const undone = undo(undo(ended));
    expect(sceneIn([...undone], heist).stage).toBe('heist');
    expect(heistState([...undone]).alarm!.sounded).toBeNull();
    expect(replay(undone)).toEqual(replay(before));
  });

  it('noise never decreases within a Heist except by undo (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 6 }), (amounts) => {
        let log = opened();
        let last = 0;
        const seen: number[] = [];
        for (const amount of amounts) {
          log = play(log, gm({ type: 'heist/alarm-noise', amount, reason: '' }), fixedDice());
          const noise = heistState(log).alarm!.noise;
          expect(noise).toBeGreaterThanOrEqual(last);
          seen.push(noise);
          last = noise;
        }
        for (let i = seen.length - 1; i > 0; i--) {
          log = [...undo(log)];
          expect(heistState(log).alarm!.noise).toBe(seen[i - 1]);
        }
      }),
      { numRuns: 15 },
    );
  });
});
