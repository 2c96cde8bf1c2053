import { describe, expect, it } from 'vitest';
import { decideInitiative } from '../../../../../core/cot/initiative/decide.ts';
import { defaultInitiativeSettings } from '../../../../../core/cot/initiative/settings.ts';
import type { InitiativeEvent } from '../../../../../core/cot/initiative/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  act,
  crew,
  entrant,
  expectValid,
  facesFor,
  guards,
  orderLabels,
  rejected,
  sides,
  startScene,
  vipers,
} from './support.ts';

const rollOff = { ...defaultInitiativeSettings, initiativeTie: 'roll_off' } as const;
const threeSides = [...sides, { id: vipers, label: 'Vipers', crew: false }];

describe('rolling initiative (COT-INIT-3)', () => {
  it('TV-COT-INIT-3-a: crew of 3 vs 2 guards -> 5 slots: 3 Crew, 2 Guards', () => {
    const state = startScene([
      ['A', crew, 10],
      ['B', crew, 8],
      ['C', crew, 6],
      ['X', guards, 9],
      ['Y', guards, 7],
    ]);
    expect(state.slots).toHaveLength(5);
    expect(state.slots.filter((slot) => slot.side === crew)).toHaveLength(3);
    expect(state.slots.filter((slot) => slot.side === guards)).toHaveLength(2);
  });

  it('records every die of every roll in the started event', () => {
    const decision = decideInitiative(
      null,
      {
        type: 'initiative/start',
        scene: 'warfare',
        settings: defaultInitiativeSettings,
        sides,
        entrants: [entrant('A', crew)],
        firstRoundSide: null,
      },
      fixedDice(6, 2, 5),
    );
    expect(
      decision.ok &&
        (decision.events[0] as Extract<InitiativeEvent, { type: 'initiative/started' }>).slots[0]!.roll,
    ).toMatchObject({ faces: [6, 2, 5], kept: [6, 5, 2], total: 13 });
  });

  it('rejects a scene with nobody, twice the same character, an unknown side, two crews or a bad pool', () => {
    const base = {
      type: 'initiative/start',
      scene: 'warfare',
      settings: defaultInitiativeSettings,
      sides,
      entrants: [entrant('A', crew)],
      firstRoundSide: null,
    } as const;
    rejected(null, { ...base, entrants: [] }, 'initiative/no-entrants');
    rejected(
      null,
      { ...base, entrants: [entrant('A', crew), entrant('A', crew)] },
      'initiative/duplicate-entrant',
    );
    rejected(null, { ...base, entrants: [entrant('A', vipers)] }, 'initiative/unknown-side');
    rejected(
      null,
      { ...base, sides: [...sides, { id: vipers, label: 'V', crew: true }] },
      'initiative/two-crews',
    );
    rejected(null, { ...base, sides: [...sides, sides[0]!] }, 'initiative/duplicate-side');
    rejected(
      null,
      { ...base, entrants: [{ ...entrant('A', crew), pool: { rolled: 2, kept: 3 } }] },
      'initiative/bad-pool',
    );
    rejected(null, { ...base, firstRoundSide: guards }, 'initiative/bad-first-side');
    expect(rejected(startScene([['A', crew, 9]]), base, 'initiative/already-started')).toMatch(/already/);
  });
});

describe('slot order and ties (COT-INIT-4, COT-D-24)', () => {
  it('TV-COT-INIT-4-a: Crew [14, 9], Guard [12, 9] -> order 14 Crew, 12 Guard, 9 Crew, 9 Guard', () => {
    const state = startScene([
      ['X', guards, 12],
      ['A', crew, 14],
      ['Y', guards, 9],
      ['B', crew, 9],
    ]);
    expect(orderLabels(state)).toEqual(['14 C', '12 G', '9 C', '9 G']);
  });

  it('orders tied NPC sides in the order they were listed', () => {
    const state = startScene(
      [
        ['V', vipers, 9],
        ['X', guards, 9],
      ],
      { sides: threeSides },
    );
    expect(orderLabels(state)).toEqual(['9 G', '9 vipers']);
  });

  it('roll_off: tied sides throw 1d6, high first, again on a tie, every die in the event', () => {
    const dice = fixedDice(...facesFor(9), ...facesFor(9), ...facesFor(9), 4, 4, 2, 3, 6, 1);
    const decision = decideInitiative(
      null,
      {
        type: 'initiative/start',
        scene: 'warfare',
        settings: rollOff,
        sides: threeSides,
        entrants: [entrant('A', crew), entrant('X', guards), entrant('V', vipers)],
        firstRoundSide: null,
      },
      dice,
    );
    if (!decision.ok) throw new Error(decision.message);
    expectValid(null, decision.events);
    const started = decision.events[0] as Extract<InitiativeEvent, { type: 'initiative/started' }>;
    // crew 4, guards 4, vipers 2; crew and guards again: 3 vs 6 -> guards, crew, vipers
    expect(started.rollOffs).toEqual([
      {
        total: 9,
        throws: [
          [
            { side: crew, face: 4 },
            { side: guards, face: 4 },
            { side: vipers, face: 2 },
          ],
          [
            { side: crew, face: 3 },
            { side: guards, face: 6 },
          ],
        ],
      },
    ]);
    expect(started.tieRanks).toEqual([{ total: 9, sides: [guards, crew, vipers] }]);
    expect(started.order).toEqual([1, 0, 2]);
    expect(dice.remaining()).toBe(1);
  });

  it('roll_off: a persistent tie keeps its roll-off in later rounds (no new dice)', () => {
    let state = startScene(
      [
        ['A', crew, 9],
        ['X', guards, 9],
      ],
      { settings: rollOff, extra: [2, 5] },
    );
    expect(orderLabels(state)).toEqual(['9 G', '9 C']);
    state = act(act(state, 'X'), 'A', fixedDice());
    expect(state.round).toBe(2);
    expect(orderLabels(state)).toEqual(['9 G', '9 C']);
  });

  it('TV-COT-DROP-5-b: after a catastrophic Drop, round 1 order 12 G, 14 C, 9 C, 8 G; round 2 14 C, 12 G, 9 C, 8 G', () => {
    let state = startScene(
      [
        ['A', crew, 14],
        ['B', crew, 9],
        ['X', guards, 12],
        ['Y', guards, 8],
      ],
      { firstRoundSide: guards },
    );
    expect(orderLabels(state)).toEqual(['12 G', '14 C', '9 C', '8 G']);
    for (const who of ['X', 'A', 'B', 'Y']) state = act(state, who);
    expect(state.round).toBe(2);
    expect(orderLabels(state)).toEqual(['14 C', '12 G', '9 C', '8 G']);
  });

  it('TV-COT-DROP-5-c: a Drop that merely fails changes nothing: round 1 order 14 C, 12 G, 9 C, 8 G', () => {
    const state = startScene([
      ['A', crew, 14],
      ['B', crew, 9],
      ['X', guards, 12],
      ['Y', guards, 8],
    ]);
    expect(orderLabels(state)).toEqual(['14 C', '12 G', '9 C', '8 G']);
  });
});
