import { describe, expect, it } from 'vitest';
import { decideWarfare } from '../../../../../core/cot/warfare/decide.ts';
import { turnProblem } from '../../../../../core/cot/warfare/turns.ts';
import type { WarfareCommand, WarfareState } from '../../../../../core/cot/warfare/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { entrant, expectRejected, facesFor, fight, fighterIn, id, play } from './support.ts';

const brawler = { abilities: { muscle: 3 }, skills: { handToHand: 2 } };

/** Rook holds Vex after a Hand to Hand hit of 10 against Cover 9. */
function held(extra: Parameters<typeof entrant>[] = []): WarfareState {
  const state = fight([
    entrant('rook', 'crew', 9, brawler),
    entrant('vex', 'guards', 9),
    ...extra.map((args) => entrant(...args)),
  ]);
  const grab = {
    type: 'warfare/attack',
    attacker: id('rook'),
    target: id('vex'),
    skill: 'handToHand',
    restrain: true,
  };
  return play(state, grab as WarfareCommand, ...facesFor({ rolled: 5, kept: 3 }, 10)).state;
}

describe('Restrain and Break free (COT-WAR-9, COT-D-37)', () => {
  // Rook (Muscle 3) holds with 3k3, Vex (Muscle 2) breaks free with 2k2.
  it('TV-COT-WAR-9-a: restrainer 11, restrained 11: the restrained breaks free (actor wins ties)', () => {
    const { events, state } = play(held(), { type: 'warfare/break-free', fighter: id('vex') }, 6, 4, 1, 5, 6);
    expect(events.map((e) => e.type)).toEqual(['warfare/break-free-rolled', 'warfare/hold-released']);
    expect(events[0]).toMatchObject({
      success: true,
      restrainerCheck: { roll: { total: 11 } },
      check: { roll: { total: 11 } },
    });
    expect(fighterIn(state, 'vex').restrainedBy).toBeNull();
  });

  it('keeps the hold on a lower total, and on a tie under opposed_tie_winner = defender', () => {
    const { events } = play(held(), { type: 'warfare/break-free', fighter: id('vex') }, 6, 4, 1, 5, 5);
    expect(events).toEqual([expect.objectContaining({ success: false })]);
    const strict: WarfareState = { ...held(), rules: { ...held().rules, opposedTieWinner: 'defender' } };
    expect(
      play(strict, { type: 'warfare/break-free', fighter: id('vex') }, 6, 4, 1, 5, 6).events,
    ).toHaveLength(1);
  });

  it('lets the fighter go unrolled after the restrainer’s catastrophe when it does not set the difficulty (COT-D-6)', () => {
    const state: WarfareState = { ...held(), rules: { ...held().rules, catastropheSetsDifficulty: false } };
    const { events } = play(state, { type: 'warfare/break-free', fighter: id('vex') }, 1, 1, 1);
    expect(events[0]).toMatchObject({ check: null, success: true });
  });

  it('TV-COT-WAR-9-b: a Restrained fighter who tries to Reposition is rejected', () => {
    const command = { type: 'warfare/reposition', fighter: id('vex'), reroll: true } as const;
    expectRejected(decideWarfare(held(), command, fixedDice()), 'warfare/restrained');
  });

  it('TV-COT-WAR-3-a: a Restrained fighter may not Flee but may Break free', () => {
    expectRejected(
      decideWarfare(held(), { type: 'warfare/flee', fighter: id('vex') }, fixedDice()),
      'warfare/restrained',
    );
    expect(
      decideWarfare(held(), { type: 'warfare/break-free', fighter: id('vex') }, fixedDice(1, 1, 2, 2, 2)).ok,
    ).toBe(true);
  });

  it('limits a Restrained fighter to Hand to Hand attacks', () => {
    const state = held([['kit', 'crew', 9]]);
    const shoot = {
      type: 'warfare/attack',
      attacker: id('vex'),
      target: id('kit'),
      skill: 'shooting',
    } as const;
    expectRejected(decideWarfare(state, shoot, fixedDice()), 'warfare/restrained');
    const punch = { ...shoot, skill: 'handToHand' } as const;
    expect(decideWarfare(state, punch, fixedDice(3, 3)).ok).toBe(true);
  });

  it.each([
    [
      'Repositions',
      { type: 'warfare/reposition', fighter: id('rook'), reroll: false },
      [],
      'restrainer-repositioned',
    ],
    ['Flees', { type: 'warfare/flee', fighter: id('rook') }, [], 'restrainer-fled'],
    [
      'attacks someone else',
      { type: 'warfare/attack', attacker: id('rook'), target: id('kit'), skill: 'handToHand' },
      [3, 3, 3, 1, 1],
      'restrainer-attacked-another',
    ],
    ['surrenders', { type: 'warfare/surrender', fighter: id('rook') }, [], 'restrainer-surrendered'],
  ] as const)('ends the hold when the restrainer %s', (_name, command, faces, reason) => {
    const { events, state } = play(held([['kit', 'guards', 20]]), command as WarfareCommand, ...faces);
    expect(events).toContainEqual({
      type: 'warfare/hold-released',
      restrainer: 'rook',
      target: 'vex',
      reason,
    });
    expect(fighterIn(state, 'vex').restrainedBy).toBeNull();
  });

  it('keeps the hold while the restrainer keeps hitting the one they hold', () => {
    const punch = {
      type: 'warfare/attack',
      attacker: id('rook'),
      target: id('vex'),
      skill: 'handToHand',
    } as const;
    const { state } = play(held(), punch, 3, 3, 3, 1, 1);
    expect(fighterIn(state, 'vex').restrainedBy).toBe('rook');
  });

  it('ends the hold when the restrainer dies', () => {
    const state = fight([
      entrant('rook', 'crew', 9, brawler),
      entrant('kit', 'crew', 9),
      entrant('vex', 'guards', 9, brawler),
    ]);
    const grab = {
      type: 'warfare/attack',
      attacker: id('vex'),
      target: id('kit'),
      skill: 'handToHand',
      restrain: true,
    } as const;
    const holding = play(state, grab, ...facesFor({ rolled: 5, kept: 3 }, 10)).state;
    const wounded: WarfareState = {
      ...holding,
      fighters: holding.fighters.map((f) =>
        f.id === 'vex' ? { ...f, condition: { state: 'wounded', recoveryDays: 1 }, coverScore: 1 } : f,
      ),
    };
    const kill = {
      type: 'warfare/attack',
      attacker: id('rook'),
      target: id('vex'),
      skill: 'handToHand',
    } as const;
    const { events } = play(wounded, kill, 3, 3, 3, 1, 1);
    expect(events).toContainEqual({
      type: 'warfare/hold-released',
      restrainer: 'vex',
      target: 'kit',
      reason: 'restrainer-down',
    });
  });
});

describe('Reposition (COT-WAR-10, COT-D-38)', () => {
  const reroll = { type: 'warfare/reposition', fighter: id('vex'), reroll: true } as const;

  it('TV-COT-WAR-10-a: Cover 3 re-rolled to 8 becomes 8; Cover 7 re-rolled to 5 becomes 5', () => {
    const low = fight([entrant('rook', 'crew', 9), entrant('vex', 'guards', 3)]);
    expect(fighterIn(play(low, reroll, 4, 4).state, 'vex').coverScore).toBe(8);
    const high = fight([entrant('rook', 'crew', 9), entrant('vex', 'guards', 7)]);
    expect(fighterIn(play(high, reroll, 4, 1).state, 'vex').coverScore).toBe(5);
  });

  it('keeps the better Cover under reposition_keep_better', () => {
    const high = fight([entrant('rook', 'crew', 9), entrant('vex', 'guards', 7)], {
      rules: { repositionKeepBetter: true },
    });
    expect(fighterIn(play(high, reroll, 4, 1).state, 'vex').coverScore).toBe(7);
  });

  it('moves without a roll when the fighter keeps their Cover', () => {
    const state = fight([entrant('rook', 'crew', 9), entrant('vex', 'guards', 3)]);
    expect(play(state, { ...reroll, reroll: false }).events).toEqual([
      { type: 'warfare/repositioned', fighter: 'vex', reroll: false },
    ]);
  });
});

describe('Flee (COT-WAR-11, COT-D-39)', () => {
  const flee = { type: 'warfare/flee', fighter: id('a') } as const;
  const leave = { type: 'warfare/leave', fighter: id('a') } as const;

  it('TV-COT-WAR-11-a: A flees, guard X joins, on A’s next turn A leaves and a chase starts at Distance 1', () => {
    let state = fight([
      entrant('a', 'crew', 9),
      entrant('b', 'crew', 9),
      entrant('x', 'guards', 9),
      entrant('y', 'guards', 9),
    ]);
    state = play(state, flee).state;
    state = play(state, { type: 'warfare/join-flight', fighter: id('x'), leader: id('a') }).state;
    const { events, state: after } = play(state, leave);
    expect(events).toEqual([
      {
        type: 'warfare/left',
        leader: 'a',
        fighters: ['a'],
        pursuers: ['x'],
        chase: { zone: 'yard', targets: ['a'], pursuers: ['x'], distance: 1 },
      },
    ]);
    expect([fighterIn(after, 'a').presence, fighterIn(after, 'x').presence]).toEqual(['left', 'left']);
    expect(after.flights).toEqual([]);
    expect(after.chases).toEqual([{ zone: 'yard', targets: ['a'], pursuers: ['x'], distance: 1 }]);
  });

  it('takes allies who joined along and asks for no chase when no enemy joined', () => {
    let state = fight([entrant('a', 'crew', 9), entrant('b', 'crew', 9), entrant('x', 'guards', 9)]);
    state = play(state, flee).state;
    state = play(state, { type: 'warfare/join-flight', fighter: id('b'), leader: id('a') }).state;
    const { events, state: after } = play(state, leave);
    expect(events[0]).toMatchObject({ type: 'warfare/left', fighters: ['a', 'b'], chase: null });
    expect(after.ended).toEqual({ winner: 'guards' });
    expect(after.chases).toEqual([]);
  });

  it('lets a fleeing character be attacked, and allows only leaving on their next turn', () => {
    let state = fight([entrant('a', 'crew', 9), entrant('x', 'guards', 9)]);
    state = play(state, flee).state;
    const shot = { type: 'warfare/attack', attacker: id('x'), target: id('a'), skill: 'handToHand' } as const;
    expect(fighterIn(play(state, shot, 3, 3).state, 'a').coverScore).toBe(8);
    expectRejected(
      decideWarfare(state, { ...shot, attacker: id('a'), target: id('x') }, fixedDice()),
      'warfare/fleeing',
    );
    expectRejected(
      decideWarfare(state, { type: 'warfare/leave', fighter: id('x') }, fixedDice()),
      'warfare/not-fleeing',
    );
    expectRejected(
      decideWarfare(state, { type: 'warfare/join-flight', fighter: id('x'), leader: id('x') }, fixedDice()),
      'warfare/no-flight',
    );
  });

  it('calls the flight off when its leader is Restrained, and joiners stay', () => {
    let state = fight([entrant('a', 'crew', 9), entrant('b', 'crew', 9), entrant('x', 'guards', 9, brawler)]);
    state = play(state, flee).state;
    state = play(state, { type: 'warfare/join-flight', fighter: id('b'), leader: id('a') }).state;
    const grab = {
      type: 'warfare/attack',
      attacker: id('x'),
      target: id('a'),
      skill: 'handToHand',
      restrain: true,
    } as const;
    const { events, state: after } = play(state, grab, ...facesFor({ rolled: 5, kept: 3 }, 10));
    expect(events.at(-1)).toEqual({
      type: 'warfare/flight-called-off',
      leader: 'a',
      reason: 'leader-restrained',
    });
    expect(after.flights).toEqual([]);
    expectRejected(decideWarfare(after, leave, fixedDice()), 'warfare/not-fleeing');
  });

  it('refuses joining twice', () => {
    let state = fight([entrant('a', 'crew', 9), entrant('x', 'guards', 9)]);
    state = play(state, flee).state;
    state = play(state, { type: 'warfare/join-flight', fighter: id('x'), leader: id('a') }).state;
    expectRejected(
      decideWarfare(state, { type: 'warfare/join-flight', fighter: id('x'), leader: id('a') }, fixedDice()),
      'warfare/already-fleeing',
    );
  });
});

describe('the Unconscious, surrender and the end (COT-DROP-9, COT-WAR-13, COT-D-40)', () => {
  it('TV-COT-WAR-13-a: the last guard Unconscious and the other fled: Gang Warfare ends, the crew holding the zone', () => {
    let state = fight([
      entrant('a', 'crew', 9),
      entrant('x', 'guards', 9),
      entrant('y', 'guards', 0, {}, true),
    ]);
    state = play(state, { type: 'warfare/flee', fighter: id('x') }).state;
    const { events, state: after } = play(state, { type: 'warfare/leave', fighter: id('x') });
    expect(events.at(-1)).toEqual({ type: 'warfare/ended', winner: 'crew' });
    expectRejected(
      decideWarfare(after, { type: 'warfare/surrender', fighter: id('a') }, fixedDice()),
      'warfare/over',
    );
  });

  it('TV-COT-DROP-9-a in a fight: an ally wakes the Unconscious guard, who rolls Cover; an enemy cannot', () => {
    const state = fight([
      entrant('a', 'crew', 9),
      entrant('x', 'guards', 9),
      entrant('y', 'guards', 0, {}, true),
    ]);
    const { state: after } = play(state, { type: 'warfare/wake', fighter: id('x'), target: id('y') }, 5, 4);
    expect(fighterIn(after, 'y')).toMatchObject({ unconscious: false, coverScore: 9 });
    expectRejected(
      decideWarfare(state, { type: 'warfare/wake', fighter: id('a'), target: id('y') }, fixedDice()),
      'warfare/not-an-ally',
    );
    expectRejected(
      decideWarfare(state, { type: 'warfare/wake', fighter: id('a'), target: id('x') }, fixedDice()),
      'warfare/not-unconscious',
    );
  });

  it('TV-COT-DROP-9-b in a fight: anyone kills an Unconscious character with a turn and no roll', () => {
    const state = fight([
      entrant('a', 'crew', 9),
      entrant('x', 'guards', 9),
      entrant('y', 'guards', 0, {}, true),
    ]);
    const { events } = play(state, { type: 'warfare/finish-off', fighter: id('a'), target: id('y') });
    expect(events).toEqual([{ type: 'warfare/killed', fighter: 'y', cause: 'finished-off', by: 'a' }]);
  });

  it('ends the fight when a side’s last fighter surrenders; a surrendered fleer calls the flight off', () => {
    const state = fight([entrant('a', 'crew', 9), entrant('x', 'guards', 9)]);
    const fled = play(state, { type: 'warfare/flee', fighter: id('x') }).state;
    const { events } = play(fled, { type: 'warfare/surrender', fighter: id('x') });
    expect(events.map((e) => e.type)).toEqual([
      'warfare/flight-called-off',
      'warfare/surrendered',
      'warfare/ended',
    ]);
  });

  it('tells the scene who cannot take a turn at all, for Bolster and Wait', () => {
    const state = fight([
      entrant('a', 'crew', 9),
      entrant('x', 'guards', 9),
      entrant('y', 'guards', 0, {}, true),
    ]);
    expect(turnProblem(state, id('a'))).toBeNull();
    expect(turnProblem(state, id('y'))).toMatchObject({ code: 'warfare/actor-unconscious' });
    const fled = play(state, { type: 'warfare/flee', fighter: id('a') }).state;
    expect(turnProblem(fled, id('a'))).toMatchObject({ code: 'warfare/fleeing' });
  });
});
