import { describe, expect, it } from 'vitest';
import {
  blastHitDistribution,
  blastVictimOdds,
  diceOnTable,
  handView,
  houseDeck,
  judgeAllocation,
  reactionOrder,
  reserveRolls,
  stillToReact,
} from '../../../../../core/skirmish/index.ts';
import type { ModelState, ReactCommand, ShotOrder } from '../../../../../core/skirmish/index.ts';
import { everyOutcome } from '../support/brute-force.ts';
import { act, at0, entry, fight, model, resolve, run, shotOf, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

const at = (target: string, change: Partial<ShotOrder> = {}): ShotOrder => ({
  target: { kind: 'model', model: target },
  aimed: false,
  intense: false,
  crossfire: false,
  range: 10,
  ...change,
});

const react = (id: string, change: Partial<ReactCommand> = {}): ReactCommand => ({
  type: 'skirmish/react',
  model: id,
  trigger: 'aim-zone',
  shot: null,
  takeCover: null,
  ...change,
});

/** Police `s` moves; the crew's `k` and `l` aim at the doorway. */
const doorway = () => {
  const f = fight({
    sides: [
      side('police', 'defensive', [entry('s', 'SWAT officer (3/5) Pistol')]),
      side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG w/2 reloads'), entry('l', 'Mr. L (3/6) AR')]),
    ],
  });
  patch(f, 'k', { aiming: true });
  patch(f, 'l', { aiming: true });
  return f;
};

describe('reactionOrder (HST-REACT-5..7)', () => {
  it('orders by priority step: take cover, aimed fire, snap fire, then the move', () => {
    const f = doorway();
    run(f, act('s', { kind: 'move', distance: 2 }));
    expect(stillToReact(f.state).map((r) => r.model)).toEqual(['k', 'l']);
    run(f, react('l', { shot: at('s') }));
    run(f, react('k', { shot: at('s', { aimed: true }), takeCover: 1 }));
    const rows = reactionOrder(f.state);
    // HST-D-55: taking cover at step 1 makes the aimed shot snap fire
    expect(rows.map((r) => [r.key, r.step])).toEqual([
      ['cover:k', 1],
      ['shot:l', 3], // same step, both unhurt: simultaneous, in the order declared
      ['shot:k', 3],
      ['action', 4],
    ]);
    expect(rows[0]!.stepLabel).toBe('Aim, defend, recover, take cover');
    expect(rows.map((r) => r.status)).toEqual(['next', 'waiting', 'waiting', 'waiting']);
    expect(rows[3]!.what).toBe('moves 2"');
    expect(stillToReact(f.state)).toEqual([]);
  });

  it('HST-REACT-6: within a step the unhurt go first', () => {
    const f = doorway();
    patch(f, 'k', { stunned: true });
    run(f, act('s', { kind: 'move', distance: 2 }));
    run(f, react('k', { shot: at('s', { aimed: true }) }));
    run(f, react('l', { shot: at('s', { aimed: true }) }));
    const rows = reactionOrder(f.state);
    expect(rows.map((r) => [r.key, r.group, r.hurt])).toEqual([
      ['shot:l', 0, false],
      ['shot:k', 1, true],
      ['action', 0, false],
    ]);
  });

  it('HST-REACT-7: a take-cover after its own aimed shot comes right after that shot', () => {
    const f = doorway();
    run(f, act('s', { kind: 'move', distance: 2 }));
    run(f, react('k', { shot: at('s', { aimed: true }), takeCover: 2 }));
    run(f, react('l', { shot: at('s') }));
    expect(reactionOrder(f.state).map((r) => [r.key, r.step, r.group])).toEqual([
      ['shot:k', 2, 0],
      ['cover:k', 2, 1],
      ['shot:l', 3, 0],
      ['action', 4, 0],
    ]);
  });

  it('shows the paused group with its dice on the table and the rest waiting', () => {
    const f = doorway();
    run(f, act('s', { kind: 'move', distance: 2 }));
    run(f, react('k', { shot: at('s', { aimed: true }) }));
    run(f, { type: 'skirmish/resolve', review: true }, 3, 3, 3);
    expect(reactionOrder(f.state).map((r) => [r.key, r.status])).toEqual([
      ['shot:k', 'dice'],
      ['action', 'waiting'],
    ]);
    expect(reactionOrder({ ...f.state, window: null })).toEqual([]);
  });
});

describe('diceOnTable and judgeAllocation (HST-SHOOT-7, HST-D-25)', () => {
  /** Mr. A's SMG (d8) at T in low cover (TN 8 exposed…): the dice of test 'Hail Mary choices'. */
  const paused = (faces: number[]) => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'A (3/5) SMG')]),
        side('o', 'defensive', [entry('t', 'T (3/5) Pistol', { cover: 'low' })]),
      ],
    });
    patch(f, 't', { aiming: true });
    run(f, act('a', { kind: 'shoot', shot: at('t') }));
    run(f, { type: 'skirmish/resolve', review: true }, ...faces);
    return f;
  };

  it('proposes what the engine will do and what giving nothing up does', () => {
    const f = paused([8, 8, 3]);
    const [item] = diceOnTable(f.state);
    expect(item).toMatchObject({ key: 'action', kind: 'shot', faces: [8, 8, 3], die: 8, targetNumber: 8 });
    expect(item!.donors).toEqual([0, 1]);
    expect(item!.recipients).toEqual({ 0: [1, 2], 1: [0, 2] }); // any other reaching die (HST-SHOOT-7)
    expect(item!.best).toMatchObject({ allocation: [], hits: 2, effect: 'wounded' });
    expect(item!.none).toMatchObject({ hits: 2 });
    // the proposal is what the resolution does
    expect(shotOf(run(f, resolve)).hits).toBe(item!.best!.hits);
  });

  it("judges the player's own allocation with the engine's pipeline, and refuses a bad one", () => {
    const f = paused([8, 8, 3]);
    expect(judgeAllocation(f.state, 'action', [{ donor: 0, recipient: 2 }])).toMatchObject({
      hits: 1,
      effect: 'stunned',
    });
    expect(judgeAllocation(f.state, 'action', [{ donor: 2, recipient: 0 }])).toEqual({
      problem: 'Die 3 is not a natural 8',
    });
    const shot = shotOf(
      run(f, { type: 'skirmish/resolve', hailMary: { action: [{ donor: 0, recipient: 2 }] } }),
    );
    expect(shot.hits).toBe(1);
  });

  it('is empty when no dice are on the table', () => {
    const f = paused([8, 8, 3]);
    run(f, resolve);
    expect(diceOnTable(f.state)).toEqual([]);
    expect(judgeAllocation(f.state, 'action', [])).toHaveProperty('problem');
  });
});

describe('blastVictimOdds (HST-GREN-6, HST-GREN-9, HST-D-39)', () => {
  const officer = (change: Partial<ModelState> = {}) => {
    const f = doorway();
    return { ...model(f, 's'), ...change };
  };

  /** Brute force: every ordered outcome of the dice, then the same damage table by hand. */
  const brute = (die: number, dice: number, tn: number, effectOf: (hits: number) => string) => {
    const totals = new Map<string, number>();
    const total = die ** dice;
    everyOutcome(die, dice, (faces) => {
      const effect = effectOf(faces.filter((f) => f >= tn).length);
      totals.set(effect, (totals.get(effect) ?? 0) + 1 / total);
    });
    return totals;
  };

  it('frag at 2.5" in the open on an unhurt model matches enumeration (4d10, TN 6)', () => {
    const odds = blastVictimOdds('frag', officer(), 2.5, false);
    expect([odds.dice, odds.die, odds.targetNumber]).toEqual([4, 10, 6]);
    const expected = brute(10, 4, 6, (h) =>
      h === 0 ? 'none' : h === 1 ? 'stunned' : h === 2 ? 'wounded' : 'killed',
    );
    for (const o of odds.outcomes) expect(o.probability).toBeCloseTo(expected.get(o.effect)!, 12);
    expect(odds.outcomes.reduce((a, o) => a + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('behind cover TN 10; a flashbang only stuns (d12)', () => {
    expect(blastVictimOdds('frag', officer(), 0, true).targetNumber).toBe(10);
    const flash = blastVictimOdds('flashbang', officer(), 3, false);
    expect(flash.die).toBe(12);
    expect(flash.outcomes.map((o) => o.effect)).toEqual(['none', 'stunned']);
    expect(flash.outcomes[0]!.probability).toBeCloseTo(blastHitDistribution(3, 12, 6)[0]!, 12);
  });

  it('a defending model cancels one hit on a passed check (HST-D-27)', () => {
    const plain = blastVictimOdds('frag', officer(), 5, false);
    const defending = blastVictimOdds('frag', officer({ defending: true, skill: 5 }), 5, false);
    // one d10 at TN 6: hit ½; defend passes ½ of the time
    expect(plain.outcomes).toEqual([
      { effect: 'none', probability: 0.5 },
      { effect: 'stunned', probability: 0.5 },
    ]);
    expect(defending.outcomes).toEqual([
      { effect: 'none', probability: 0.75 },
      { effect: 'stunned', probability: 0.25 },
    ]);
  });

  it('teargas stuns unless masked; nonsense distance throws', () => {
    expect(blastVictimOdds('teargas', officer(), 0, false).outcomes).toEqual([
      { effect: 'stunned', probability: 1 },
    ]);
    expect(blastVictimOdds('teargas', officer({ gasMask: true }), 0, false).outcomes[0]!.effect).toBe('none');
    expect(() => blastVictimOdds('frag', officer(), -1, false)).toThrow(RangeError);
  });
});

describe('reserveRolls (HST-REINF-1, HST-D-36)', () => {
  it('lists the active side box with the chance of its skill check', () => {
    const f = fight({
      sides: [
        side('police', 'defensive', [entry('s', 'SWAT officer (3/5) Pistol')], {
          reserves: [{ ...entry('r', 'Officer R (3/4) Pistol'), arrivesAfterRound: 1 }],
          entryPoints: [{ id: 'door', name: 'Front door' }],
        }),
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
      ],
    });
    expect(reserveRolls(f.state)).toEqual([
      { model: 'r', name: 'Officer R', skill: 4, chance: 0.4, arriving: true },
    ]);
  });
});

describe('handView (HST-PRESS-5)', () => {
  it('groups the accepted plays by card, in words, and says why a card cannot be played', () => {
    const f = doorway();
    f.state = {
      ...f.state,
      scenario: { ...f.state.scenario, deck: houseDeck },
      cards: {
        draw: [],
        discard: [],
        hands: { police: ['perfect-timing#1', 'contingency-plan#1'], crew: [] },
      },
    };
    const hand = handView(f.state, 'police', at0);
    expect(hand.cards.map((c) => c.name)).toEqual(['Perfect Timing', 'Contingency Plan']);
    expect(hand.cards[0]!.plays).toEqual([]);
    expect(hand.cards[0]!.reason).toMatch(/Perfect Timing/);
    expect(hand.swaps.map((s) => s.label)).toEqual(['Discard Perfect Timing and Contingency Plan, draw one']);
    const crew = handView(f.state, 'crew', at0);
    expect(crew.cards).toEqual([]);
    expect(crew.swapReason).toBe('Fewer than two cards in hand');
  });
});
