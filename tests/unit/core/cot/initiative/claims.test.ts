import { describe, expect, it } from 'vitest';
import type { InitiativeEvent } from '../../../../../core/cot/initiative/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  act,
  claim,
  crew,
  endTurn,
  guards,
  id,
  orderLabels,
  rejected,
  run,
  startScene,
  usesOf,
} from './support.ts';

/** Order 14 C (slot 0), 12 G (slot 2), 9 C (slot 1), 9 G (slot 3); crew A, B; guards X, Y. */
const fight = () =>
  startScene([
    ['A', crew, 14],
    ['B', crew, 9],
    ['X', guards, 12],
    ['Y', guards, 9],
  ]);

describe('claiming slots (COT-INIT-5)', () => {
  it('TV-COT-INIT-5-a: A@14, X@12, B@9, Y@9; A cannot also take 9 C', () => {
    let state = fight();
    expect(orderLabels(state)).toEqual(['14 C', '12 G', '9 C', '9 G']);
    state = act(state, 'A');
    state = act(state, 'X');
    expect(rejected(state, claim(1, 'A'), 'initiative/already-acted')).toBe(
      'A has already acted in round 1; each character claims one slot a round',
    );
    state = run(state, claim(1, 'B')).state;
    expect(state.acting).toEqual({ slotId: 1, characterId: id('B') });
    state = run(state, endTurn).state;
    const last = run(run(state, claim(3, 'Y')).state, endTurn);
    expect(last.events.map((event) => event.type)).toEqual([
      'initiative/turn-ended',
      'initiative/round-ended',
      'initiative/round-started',
    ]);
    expect(usesOf(state)).toEqual(['A', 'X', 'B']);
    expect(last.state.round).toBe(2);
    expect(last.state.uses).toEqual([]);
  });

  it('TV-COT-INIT-5-b: guard Y Unconscious before slot 9 G -> slot 9 G skipped (nobody left on that side)', () => {
    let state = act(act(fight(), 'A'), 'X');
    state = run(state, claim(1, 'B')).state;
    state = run(state, { type: 'initiative/leave', characterId: id('Y'), reason: 'unconscious' }).state;
    const ended = run(state, endTurn);
    expect(ended.events).toEqual<InitiativeEvent[]>([
      { type: 'initiative/turn-ended', round: 1, slotId: 1, characterId: id('B') },
      { type: 'initiative/slot-skipped', round: 1, slotId: 3, side: guards, reason: 'nobody-able' },
      { type: 'initiative/round-ended', round: 1 },
      {
        type: 'initiative/round-started',
        round: 2,
        removed: [3],
        rerolled: null,
        order: [0, 2, 1],
        rollOffs: [],
        tieRanks: [],
      },
    ]);
  });

  it('refuses a claim of a slot that is not live, naming the live one', () => {
    expect(rejected(fight(), claim(1, 'B'), 'initiative/not-live-slot')).toBe(
      'Slot 9 (Crew) is not up yet this round; the live slot is 14 (Crew)',
    );
    const later = act(fight(), 'A');
    expect(rejected(later, claim(0, 'B'), 'initiative/not-live-slot')).toMatch(/has already been used/);
  });

  it("refuses a claim of another side's slot", () => {
    expect(rejected(fight(), claim(0, 'X'), 'initiative/wrong-side')).toBe(
      'Slot 14 (Crew) belongs to another side; X is with Guards',
    );
  });

  it('refuses claims by the dead, the unconscious, the fled and those who left', () => {
    for (const reason of ['dead', 'unconscious', 'fled', 'left'] as const) {
      const state = run(fight(), { type: 'initiative/leave', characterId: id('A'), reason }).state;
      expect(rejected(state, claim(0, 'A'), 'initiative/out-of-fight')).toMatch(
        /^A (is|has) .* cannot take a turn$/,
      );
    }
    const dead = run(fight(), { type: 'initiative/leave', characterId: id('A'), reason: 'dead' }).state;
    expect(rejected(dead, claim(0, 'A'), 'initiative/out-of-fight')).toBe('A is dead and cannot take a turn');
  });

  it('refuses a claim while a turn runs, of an unknown slot and by a stranger', () => {
    const running = run(fight(), claim(0, 'A')).state;
    expect(rejected(running, claim(2, 'X'), 'initiative/turn-in-progress')).toMatch(
      /A is still taking the turn in slot 14/,
    );
    rejected(fight(), claim(99, 'A'), 'initiative/unknown-slot');
    rejected(fight(), claim(0, 'Nobody'), 'initiative/unknown-participant');
    rejected(fight(), endTurn, 'initiative/no-turn');
    rejected(null, endTurn, 'initiative/not-started');
  });

  it('a side with nobody left skips all its slots and the round ends exactly when the last slot is done', () => {
    let state = run(fight(), { type: 'initiative/leave', characterId: id('X'), reason: 'dead' }).state;
    state = run(state, { type: 'initiative/leave', characterId: id('Y'), reason: 'fled' }).state;
    state = act(state, 'A');
    const ended = run(run(state, claim(1, 'B')).state, endTurn, fixedDice());
    expect(ended.events.map((event) => event.type)).toEqual([
      'initiative/turn-ended',
      'initiative/slot-skipped',
      'initiative/round-ended',
      'initiative/round-started',
    ]);
    expect(orderLabels(ended.state)).toEqual(['14 C', '9 C']);
  });

  it('never mutates the state it is given', () => {
    const state = fight();
    const copy = structuredClone(state);
    act(state, 'A');
    expect(state).toEqual(copy);
  });
});
