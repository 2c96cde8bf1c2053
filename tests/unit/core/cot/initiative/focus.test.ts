import { describe, expect, it } from 'vitest';
import type { InitiativeCommand } from '../../../../../core/cot/initiative/types.ts';
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

const focus = (focused: string, donors: string[], focusRoundUsed = false): InitiativeCommand => ({
  type: 'initiative/declare-focus',
  focused: id(focused),
  donors: donors.map(id),
  focusRoundUsed,
});

/** Crew slots 15, 11, 6 for A, B, C; guard X at 8. */
const scene = () =>
  startScene([
    ['A', crew, 15],
    ['B', crew, 11],
    ['C', crew, 6],
    ['X', guards, 8],
  ]);

describe('Focus Rounds (COT-INIT-7, COT-D-26)', () => {
  it('TV-COT-INIT-7-a: crew slots [15, 11, 6]; Focus on A, B and C donate -> A acts at 15, 11 and 6', () => {
    const declared = run(scene(), focus('A', ['B', 'C']));
    expect(declared.events).toEqual([
      { type: 'initiative/focus-declared', round: 1, focused: id('A'), donors: [id('B'), id('C')] },
    ]);
    let state = declared.state;
    expect(orderLabels(state)).toEqual(['15 C', '11 C', '8 G', '6 C']);
    state = act(state, 'A');
    expect(rejected(state, claim(1, 'B'), 'initiative/donated-turn')).toBe(
      'B gave their turn to A for this Focus Round',
    );
    state = act(act(state, 'A'), 'X');
    state = run(state, claim(2, 'A')).state;
    expect(usesOf(state)).toEqual(['A', 'A', 'X', 'A']);
    state = run(state, endTurn).state;
    expect(state.round).toBe(2);
    expect(state.focus).toBeNull();
    expect(act(state, 'B').uses).toHaveLength(1); // donors act again next round
  });

  it('the focused character claims at most one slot plus one per donor; others act normally', () => {
    let state = run(scene(), focus('A', ['B'])).state;
    state = act(act(state, 'A'), 'A');
    state = act(state, 'X');
    expect(rejected(state, claim(2, 'A'), 'initiative/already-acted')).toBe(
      'A has already claimed all 2 slots of their Focus Round',
    );
    expect(act(state, 'C').round).toBe(2);
  });

  it('TV-COT-TIME-7-a: a character who used a Focus Round this session is refused a second', () => {
    expect(rejected(scene(), focus('A', ['B'], true), 'initiative/focus-used')).toBe(
      'A has already taken a Focus Round this session',
    );
    expect(run(scene(), focus('A', ['B'], false)).state.focus).toEqual({
      focused: id('A'),
      donors: [id('B')],
    });
  });

  it('NPCs never take Focus Rounds, and NPCs cannot donate', () => {
    expect(rejected(scene(), focus('X', ['A']), 'initiative/focus-crew-only')).toMatch(
      /NPCs never take Focus Rounds/,
    );
    expect(rejected(scene(), focus('A', ['X']), 'initiative/bad-donor')).toBe(
      'X is not crew and cannot donate a turn',
    );
  });

  it('is declared at round start only, once a round, with real donors', () => {
    rejected(act(scene(), 'A'), focus('B', ['C']), 'initiative/focus-too-late');
    rejected(run(scene(), focus('A', ['B'])).state, focus('C', ['B']), 'initiative/focus-already-declared');
    rejected(scene(), focus('A', []), 'initiative/focus-without-donors');
    expect(rejected(scene(), focus('A', ['A']), 'initiative/bad-donor')).toMatch(/themself/);
    expect(rejected(scene(), focus('A', ['B', 'B']), 'initiative/bad-donor')).toMatch(/twice/);
    const out = run(scene(), { type: 'initiative/leave', characterId: id('C'), reason: 'unconscious' }).state;
    expect(rejected(out, focus('A', ['C']), 'initiative/bad-donor')).toMatch(/cannot act/);
    rejected(out, focus('C', ['A']), 'initiative/focus-cannot-act');
  });
});
