import { describe, expect, it } from 'vitest';
import { applyInitiative } from '../../../../../core/cot/initiative/apply.ts';
import { decideInitiative } from '../../../../../core/cot/initiative/decide.ts';
import { liveSlot } from '../../../../../core/cot/initiative/queries.ts';
import { defaultInitiativeSettings } from '../../../../../core/cot/initiative/settings.ts';
import type {
  InitiativeCommand,
  InitiativeEvent,
  LeaveReason,
} from '../../../../../core/cot/initiative/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  act,
  claim,
  crew,
  diceFor,
  endTurn,
  entrant,
  guards,
  id,
  orderLabels,
  rejected,
  run,
  sides,
  startScene,
  usesOf,
} from './support.ts';

const pass: InitiativeCommand = { type: 'initiative/pass' };
const leave = (who: string, reason: LeaveReason): InitiativeCommand => ({
  type: 'initiative/leave',
  characterId: id(who),
  reason,
});
const join = (who: string, side = crew): InitiativeCommand => ({
  type: 'initiative/join',
  entrant: entrant(who, side),
  side: null,
});

/** Order 14 C (A), 12 G (X), 9 C (B). */
const fight = () =>
  startScene([
    ['A', crew, 14],
    ['B', crew, 9],
    ['X', guards, 12],
  ]);

describe('pass: the "Next turn" key (COT-INIT-5)', () => {
  it('ends the turn in progress exactly as end-turn does', () => {
    const acting = run(fight(), claim(0, 'A')).state;
    expect(run(acting, pass).events).toEqual(run(acting, endTurn).events);
  });

  it('with nobody acting, the live slot goes by unclaimed and the next slot is live', () => {
    const passed = run(fight(), pass);
    expect(passed.events).toEqual<InitiativeEvent[]>([
      { type: 'initiative/slot-skipped', round: 1, slotId: 0, side: crew, reason: 'passed' },
    ]);
    expect(liveSlot(passed.state)?.id).toBe(2); // 12 G
    // A did not act: the crew may still put A in the 9 C slot
    const state = act(act(passed.state, 'X'), 'A');
    expect(state.round).toBe(2);
    expect(orderLabels(state)).toEqual(['14 C', '12 G', '9 C']);
  });

  it('COT-INIT-5: after a pass, slots of a side with nobody able to act are skipped on their own', () => {
    const state = run(fight(), leave('X', 'dead')).state;
    const passed = run(state, pass);
    expect(passed.events).toEqual<InitiativeEvent[]>([
      { type: 'initiative/slot-skipped', round: 1, slotId: 0, side: crew, reason: 'passed' },
      { type: 'initiative/slot-skipped', round: 1, slotId: 2, side: guards, reason: 'nobody-able' },
    ]);
    expect(liveSlot(passed.state)?.id).toBe(1); // 9 C
  });

  it('passing the last slot ends the round and starts the next', () => {
    let state = act(act(fight(), 'A'), 'X');
    const passed = run(state, pass);
    expect(passed.events.map((event) => event.type)).toEqual([
      'initiative/slot-skipped',
      'initiative/round-ended',
      'initiative/round-started',
    ]);
    state = passed.state;
    expect(state.round).toBe(2);
    expect(usesOf(state)).toEqual([]);
  });

  it('is refused when nobody is left to take a slot', () => {
    const state = run(
      startScene([
        ['A', crew, 14],
        ['X', guards, 12],
      ]),
      leave('A', 'dead'),
    ).state;
    const empty = run(state, leave('X', 'fled')).state;
    expect(empty.order).toEqual([]);
    expect(rejected(empty, pass, 'initiative/nothing-to-pass')).toBe(
      'Round 2 has no slot left: nobody is able to act',
    );
  });
});

describe('the dead, the unconscious and those who left (COT-INIT-6)', () => {
  it.each(['dead', 'unconscious', 'fled', 'left'] as const)(
    'one who is %s takes no slot this round and has none the next',
    (reason) => {
      let state = run(fight(), leave('A', reason)).state;
      expect(rejected(state, claim(0, 'A'), 'initiative/out-of-fight')).toMatch(/cannot take a turn/);
      state = act(state, 'B'); // the side's slot is the side's: B takes A's 14
      state = act(state, 'X'); // 9 C: nobody on the crew is able, skipped; the round ends
      expect(state.round).toBe(2);
      expect(orderLabels(state)).toEqual(['12 G', '9 C']);
      expect(state.slots.some((slot) => slot.createdBy === id('A'))).toBe(false);
    },
  );

  it('a slot is skipped when its side has only the out, the acted and the newly joined', () => {
    let state = run(fight(), join('C'), diceFor(5)).state; // C acts from round 2
    state = act(state, 'A');
    const skipped = run(state, leave('B', 'unconscious')).state;
    const next = run(run(skipped, claim(2, 'X')).state, endTurn);
    expect(next.events).toContainEqual({
      type: 'initiative/slot-skipped',
      round: 1,
      slotId: 1,
      side: crew,
      reason: 'nobody-able',
    });
    expect(orderLabels(next.state)).toEqual(['14 C', '12 G', '5 C']);
  });
});

describe('coming back (COT-INIT-6)', () => {
  it('a woken fighter rolls again and acts from the next round, not this one', () => {
    let state = startScene([
      ['A', crew, 14],
      ['B', crew, 9],
      ['C', crew, 5],
      ['X', guards, 12],
    ]);
    state = run(state, claim(0, 'A')).state;
    state = run(state, leave('B', 'unconscious')).state; // knocked out during A's turn
    const woken = run(state, join('B'), diceFor(11)); // and brought round by A
    expect(woken.events[0]).toMatchObject({
      type: 'initiative/joined',
      participant: { characterId: id('B'), status: 'in', fromRound: 2 },
      slot: { createdBy: id('B'), fromRound: 2 },
    });
    state = run(woken.state, endTurn).state;
    state = act(state, 'X');
    // 9 C is live; B is back but acts from round 2
    expect(rejected(state, claim(1, 'B'), 'initiative/joined-this-round')).toBe(
      'B joined this round and acts from round 2',
    );
    state = act(state, 'C'); // C takes 9 C; 5 C has nobody able and is skipped
    expect(state.round).toBe(2);
    expect(orderLabels(state)).toEqual(['14 C', '12 G', '11 C', '5 C']); // B's old 9 is gone, the new 11 is in
    expect(usesOf(run(state, claim(0, 'B')).state)).toEqual(['B']);
  });

  it('the dead never come back', () => {
    const state = run(fight(), leave('B', 'dead')).state;
    rejected(state, join('B'), 'initiative/dead');
  });
});

describe('fromRound: a scene that counted rounds before rolling initiative', () => {
  const start = (fromRound?: number): InitiativeCommand => ({
    type: 'initiative/start',
    scene: 'heist',
    settings: defaultInitiativeSettings,
    sides,
    entrants: [entrant('A', crew), entrant('X', guards)],
    firstRoundSide: null,
    ...(fromRound === undefined ? {} : { fromRound }),
  });

  it('starts at the scene round and keeps counting from it', () => {
    const started = run(null, start(4), diceFor(10, 8));
    expect(started.events[0]).toMatchObject({ type: 'initiative/started', round: 4 });
    let state = started.state;
    expect(state.round).toBe(4);
    expect(state.participants.map((p) => p.fromRound)).toEqual([4, 4]);
    expect(state.slots.map((slot) => slot.fromRound)).toEqual([4, 4]);
    const joined = run(state, join('B'), diceFor(6));
    expect(joined.events[0]).toMatchObject({ round: 4, participant: { fromRound: 5 } });
    state = act(act(joined.state, 'A'), 'X');
    expect(state.round).toBe(5);
    expect(orderLabels(state)).toEqual(['10 C', '8 G', '6 C']);
  });

  it('defaults to round 1, and a log written before fromRound replays as round 1', () => {
    const started = run(null, start(), diceFor(10, 8));
    expect(started.events[0]).toMatchObject({ round: 1 });
    expect(started.state.round).toBe(1);
    const { round: _round, ...older } = started.events[0] as Extract<
      InitiativeEvent,
      { type: 'initiative/started' }
    >;
    expect(applyInitiative(null, older)).toEqual(started.state);
  });

  it.each([0, -1, 1.5, Number.NaN, 1_000_001])('refuses round %d', (fromRound) => {
    expect(decideInitiative(null, start(fromRound), fixedDice())).toMatchObject({
      ok: false,
      code: 'initiative/bad-round',
    });
  });
});
