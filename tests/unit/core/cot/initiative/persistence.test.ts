import { describe, expect, it } from 'vitest';
import { defaultInitiativeSettings } from '../../../../../core/cot/initiative/settings.ts';
import type { InitiativeCommand, InitiativeEvent } from '../../../../../core/cot/initiative/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  act,
  claim,
  crew,
  diceFor,
  entrant,
  facesFor,
  guards,
  id,
  orderLabels,
  rejected,
  run,
  startScene,
  vipers,
} from './support.ts';

const leave = (who: string, reason: 'dead' | 'unconscious' | 'fled' | 'left'): InitiativeCommand => ({
  type: 'initiative/leave',
  characterId: id(who),
  reason,
});
const join = (who: string, side = guards): InitiativeCommand => ({
  type: 'initiative/join',
  entrant: entrant(who, side),
  side: null,
});

describe('persistence, joining and leaving (COT-INIT-6, COT-D-25)', () => {
  it('TV-COT-INIT-6-a: crew slots [14 (A), 9 (B)]; A killed in round 2 -> from round 3 crew slots [9]', () => {
    let state = startScene([
      ['A', crew, 14],
      ['B', crew, 9],
      ['X', guards, 12],
    ]);
    for (const who of ['A', 'X', 'B']) state = act(state, who);
    expect(state.round).toBe(2);
    expect(orderLabels(state)).toEqual(['14 C', '12 G', '9 C']);
    state = act(state, 'A');
    state = run(state, leave('A', 'dead')).state;
    expect(orderLabels(state)).toEqual(['14 C', '12 G', '9 C']); // the slot stays to the end of round 2
    state = act(act(state, 'X'), 'B');
    expect(state.round).toBe(3);
    expect(orderLabels(state)).toEqual(['12 G', '9 C']);
  });

  it('slots are rolled once: later rounds reuse them without dice', () => {
    let state = startScene([
      ['A', crew, 10],
      ['X', guards, 8],
    ]);
    for (let round = 1; round <= 3; round++) state = act(act(state, 'A'), 'X', fixedDice());
    expect(state.round).toBe(4);
    expect(orderLabels(state)).toEqual(['10 C', '8 G']);
  });

  it('a joiner rolls now and their slot comes in from the next round; they cannot act before', () => {
    let state = startScene([
      ['A', crew, 10],
      ['X', guards, 8],
    ]);
    const joined = run(state, join('Z'), diceFor(15));
    expect(joined.events[0]).toMatchObject({
      type: 'initiative/joined',
      round: 1,
      slot: { id: 2, fromRound: 2 },
    });
    state = joined.state;
    expect(orderLabels(state)).toEqual(['10 C', '8 G']);
    state = act(state, 'A');
    expect(rejected(state, claim(1, 'Z'), 'initiative/joined-this-round')).toBe(
      'Z joined this round and acts from round 2',
    );
    state = act(state, 'X');
    expect(orderLabels(state)).toEqual(['15 G', '10 C', '8 G']);
  });

  it('a new side can join, listed last for ties', () => {
    const state = startScene([
      ['A', crew, 10],
      ['X', guards, 8],
    ]);
    const joined = run(
      state,
      {
        type: 'initiative/join',
        entrant: entrant('V', vipers),
        side: { id: vipers, label: 'Vipers', crew: false },
      },
      diceFor(8),
    ).state;
    const next = act(act(joined, 'A'), 'X');
    expect(orderLabels(next)).toEqual(['10 C', '8 G', '8 vipers']);
    rejected(
      state,
      { type: 'initiative/join', entrant: entrant('W', vipers), side: null },
      'initiative/unknown-side',
    );
  });

  it('refuses joining twice or from the dead; the unconscious may come back', () => {
    let state = startScene([
      ['A', crew, 10],
      ['X', guards, 8],
    ]);
    rejected(state, join('X'), 'initiative/already-in');
    const dead = run(state, leave('X', 'dead')).state;
    rejected(dead, join('X'), 'initiative/dead');
    rejected(dead, leave('X', 'fled'), 'initiative/already-out');
    state = run(state, leave('X', 'unconscious')).state;
    state = run(state, join('X'), diceFor(11)).state;
    state = act(state, 'A'); // X's old slot is skipped (X rejoined this round), the round ends
    expect(state.round).toBe(2);
    expect(orderLabels(state)).toEqual(['11 G', '10 C']);
  });

  it('reroll_initiative_each_round: everyone rolls again at every round start, joiners included', () => {
    const settings = { ...defaultInitiativeSettings, rerollInitiativeEachRound: true };
    let state = startScene(
      [
        ['A', crew, 10],
        ['X', guards, 8],
      ],
      { settings },
    );
    const joined = run(state, join('Z'), fixedDice());
    expect(joined.events[0]).toMatchObject({ slot: null });
    state = act(joined.state, 'A');
    const next = run(run(state, claim(1, 'X')).state, { type: 'initiative/end-turn' }, diceFor(5, 12, 9));
    const started = next.events.at(-1) as Extract<InitiativeEvent, { type: 'initiative/round-started' }>;
    expect(started.removed).toEqual([0, 1]);
    expect(started.rerolled?.map((slot) => [slot.id, slot.createdBy, slot.roll.faces])).toEqual([
      [2, id('A'), facesFor(5)],
      [3, id('X'), facesFor(12)],
      [4, id('Z'), facesFor(9)],
    ]);
    expect(orderLabels(next.state)).toEqual(['12 G', '9 G', '5 C']);
  });
});
