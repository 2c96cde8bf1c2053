import { describe, expect, it } from 'vitest';
import { applyChase, chaseActionOdds, decideChase } from '../../../../../core/cot/chase/index.ts';
import type {
  ChaseActionCommand,
  ChaseEvent,
  ChaseOdds,
  ChaseRules,
  ChaseState,
} from '../../../../../core/cot/chase/index.ts';
import type { Dice } from '../../../../../core/dice/dice.ts';
import { car, driver, id, makeChase, passenger, pursuerRunner, run, targetRunner, faces } from './support.ts';

/**
 * The odds are checked against brute force: every sequence of faces `decideChase` can ask for is visited once
 * (a tree, since how many dice are rolled can depend on earlier faces), each leaf weighing 6^-depth, and the
 * events it produced are classified into the outcome keys the odds use.
 */

const needMore = new Error('need another face');

type Classify = (events: readonly ChaseEvent[]) => string;

function bruteForce(state: ChaseState, command: ChaseActionCommand, classify: Classify) {
  const outcomes = new Map<string, number>();
  const distances = new Map<string, Map<number, number>>();
  const add = <K>(map: Map<K, number>, key: K, p: number) => map.set(key, (map.get(key) ?? 0) + p);
  const visit = (prefix: readonly number[]): void => {
    let next = 0;
    const dice: Dice = {
      roll: () => {
        if (next < prefix.length) return prefix[next++]!;
        throw needMore;
      },
    };
    let decision;
    try {
      decision = decideChase(state, command, dice);
    } catch (error) {
      if (error !== needMore) throw error;
      for (let face = 1; face <= 6; face++) visit([...prefix, face]);
      return;
    }
    if (!decision.ok) throw new Error(decision.message);
    const p = 6 ** -prefix.length;
    add(outcomes, classify(decision.events), p);
    const after = decision.events.reduce(applyChase, state);
    for (const group of after.groups.filter((g) => state.groups.find((s) => s.id === g.id)?.left === null)) {
      const table = distances.get(group.id) ?? new Map<number, number>();
      add(table, group.distance, p);
      distances.set(group.id, table);
    }
  };
  visit([]);
  return { outcomes, distances };
}

function expectOddsMatch(state: ChaseState, command: ChaseActionCommand, classify: Classify): ChaseOdds {
  const result = chaseActionOdds(state, command);
  if (!result.ok) throw new Error(result.message);
  const brute = bruteForce(state, command, classify);
  for (const outcome of result.odds.outcomes) {
    expect(outcome.probability, outcome.key).toBeCloseTo(brute.outcomes.get(outcome.key) ?? 0, 12);
  }
  for (const key of brute.outcomes.keys()) expect(result.odds.outcomes.map((o) => o.key)).toContain(key);
  for (const { group, distribution } of result.odds.distances) {
    const table = brute.distances.get(group)!;
    for (const { distance, probability } of distribution) {
      expect(probability, `${group} at ${distance}`).toBeCloseTo(table.get(distance) ?? 0, 12);
    }
    expect(distribution.length, group).toBe([...table.values()].filter((p) => p > 0).length);
  }
  return result.odds;
}

const eventOf = <T extends ChaseEvent['type']>(events: readonly ChaseEvent[], type: T) =>
  events.find((e): e is Extract<ChaseEvent, { type: T }> => e.type === type)!;
const catastrophic = (roll: { roll: { catastrophe: boolean } | null } | null) =>
  roll?.roll?.catastrophe === true;

const classifyAccelerate: Classify = (events) => {
  const e = eventOf(events, 'chase/accelerated');
  return catastrophic(e.roll) ? 'catastrophe' : `beats-${e.groups.filter((g) => g.success).length}`;
};
const classifyObstacle: Classify = (events) => {
  const e = eventOf(events, 'chase/obstacle-run');
  return catastrophic(e.roll) ? 'catastrophe' : e.success ? 'success' : 'failure';
};
const classifyClose: Classify = (events) => {
  const e = eventOf(events, 'chase/closed');
  if (catastrophic(e.roll)) return 'catastrophe';
  return !e.success ? 'failure' : e.followUp ? 'follow-up' : 'success';
};
const classifyOpposed =
  (type: 'chase/takedown-attempted' | 'chase/board-attempted', win: string): Classify =>
  (events) => {
    const e = eventOf(events, type);
    return catastrophic(e.roll) ? 'catastrophe' : e.success ? win : 'failure';
  };
const classifyDislodge: Classify = (events) => {
  const e = eventOf(events, 'chase/dislodge-attempted');
  if (catastrophic(e.driverRoll)) return 'catastrophe';
  if (!e.success) return 'failure';
  if (events.some((x) => x.type === 'chase/killed')) return 'thrown-killed';
  return events.some((x) => x.type === 'chase/wounded') ? 'thrown-wounded' : 'thrown';
};
const classifyAttack: Classify = (events) => {
  const e = eventOf(events, 'chase/attacked');
  return e.roll.roll?.catastrophe ? 'catastrophe' : `damage-${e.damage}`;
};

const tables: Record<string, Partial<ChaseRules>> = {
  default: {},
  'other settings': {
    catastropheSetsDifficulty: false,
    opposedTieWinner: 'defender',
    successOnEqual: false,
    catastropheEffects: { attack: 'narrative_only', chaseManoeuvre: 'narrative_only', crashCheck: 'default' },
    coverAfterWound: 'zero_until_reposition',
  },
};

describe.each(Object.entries(tables))('chaseActionOdds matches brute force (%s)', (_, rules) => {
  it('Accelerate against two groups', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 2 }),
        pursuerRunner('a', 'A', { muscle: 1 }),
        pursuerRunner('b', 'B', { muscle: 1, athletics: 1 }),
      ],
      distances: { A: 0, B: 1 },
      rules,
    });
    expectOddsMatch(state, { type: 'chase/accelerate', actor: id('tom') }, classifyAccelerate);
  });
  it('Accelerate when a group’s pool fails without rolling (pool_floor auto_fail, a wounded runner)', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 2 }),
        pursuerRunner('a', 'A', { muscle: 1, condition: { state: 'wounded', recoveryDays: 1 } }),
        pursuerRunner('b', 'B', { muscle: 1 }),
      ],
      rules: { ...rules, poolFloor: 'auto_fail', woundPenalty: '-1k0' },
    });
    expectOddsMatch(state, { type: 'chase/accelerate', actor: id('tom') }, classifyAccelerate);
  });
  it('an obstacle against two groups', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 2, athletics: 1 }),
        pursuerRunner('a', 'A', { muscle: 1 }),
        pursuerRunner('b', 'B', { muscle: 1 }),
      ],
      distances: { A: 0 },
      rules,
    });
    const command = {
      type: 'chase/shake',
      actor: id('tom'),
      manoeuvre: { kind: 'obstacle', difficulty: 9 },
    } as const;
    expectOddsMatch(state, command, classifyObstacle);
  });
  it('Close on foot, and a Speed pursuer closing on a Muscles Target', () => {
    const onFoot = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 2 }),
        pursuerRunner('rex', 'R', { muscle: 1, athletics: 1 }),
        pursuerRunner('sam', 'S'),
      ],
      distances: { R: 1, S: 0 },
      rules,
    }).state;
    expectOddsMatch(onFoot, { type: 'chase/close', actor: id('rex') }, classifyClose);
    const speedy = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 2 }),
        pursuerRunner('zip', 'Z', { speed: 2, muscle: 1, athletics: 1 }),
      ],
      distances: { Z: 3 },
      rules,
    }).state;
    expectOddsMatch(speedy, { type: 'chase/close', actor: id('zip') }, classifyClose);
  });
  it('Takedown on foot', () => {
    const { state } = makeChase({
      entrants: [targetRunner('tom', { muscle: 2 }), pursuerRunner('rex', 'R', { muscle: 2 })],
      distances: { R: 0 },
      rules,
    });
    expectOddsMatch(
      state,
      { type: 'chase/takedown', actor: id('rex') },
      classifyOpposed('chase/takedown-attempted', 'caught'),
    );
  });
  it('Board and dislodge', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'getaway', { fingers: 2 }),
        driver('cy', 'pursuer', 'pcar', { fingers: 1 }),
        passenger('bo', 'pursuer', 'pcar', { muscle: 2, condition: { state: 'wounded', recoveryDays: 1 } }),
      ],
      vehicles: [car('getaway'), car('pcar')],
      distances: { pcar: 0 },
      covers: { bo: 3 },
      rules: { ...rules, coverAfterWound: 'zero_until_reposition' },
    });
    expectOddsMatch(
      state,
      { type: 'chase/board', actor: id('bo') },
      classifyOpposed('chase/board-attempted', 'aboard'),
    );
    const aboard = run(
      state,
      { type: 'chase/board', actor: id('bo') },
      ...faces(2, 2, 4),
      ...faces(2, 2, 12),
    ).state;
    const dislodge = {
      type: 'chase/shake',
      actor: id('dana'),
      manoeuvre: { kind: 'dislodge', boarder: id('bo') },
    } as const;
    expectOddsMatch(aboard, dislodge, classifyDislodge);
  });
  it('an attack on a character and a Ram on a vehicle', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 2, shooting: 1 }),
        driver('cy', 'pursuer', 'pcar', { fingers: 1 }),
        pursuerRunner('rex', 'R'),
      ],
      vehicles: [car('pcar')],
      distances: { pcar: 0, R: 0 },
      covers: { tom: 4 },
      rules: { ...rules, coverAfterWound: 'zero_until_reposition' },
    });
    const punch = {
      type: 'chase/attack',
      actor: id('rex'),
      defender: { kind: 'character', id: id('tom') },
      means: { kind: 'weapon', weapon: 'Fists' },
    } as const;
    expectOddsMatch(state, punch, classifyAttack);
    const ram = {
      type: 'chase/ram',
      actor: id('cy'),
      defender: { kind: 'character', id: id('tom') },
    } as const;
    expectOddsMatch(state, ram, classifyAttack);
  });
});

describe('chaseActionOdds', () => {
  it('gives the refusal decideChase would give', () => {
    const { state } = makeChase({ entrants: [targetRunner('tom'), pursuerRunner('rex', 'R')] });
    expect(chaseActionOdds(state, { type: 'chase/takedown', actor: id('rex') })).toMatchObject({
      ok: false,
      code: 'chase/not-at-distance-0',
    });
  });
  it('gives a certain outcome for actions without a roll', () => {
    const { state } = makeChase({
      entrants: [targetRunner('tom'), pursuerRunner('rex', 'R')],
      distances: { R: 5 },
    });
    expect(chaseActionOdds(state, { type: 'chase/escape', actor: id('tom') })).toMatchObject({
      ok: true,
      odds: { rolled: false, outcomes: [{ key: 'escaped', probability: 1 }] },
    });
  });
  it('adds the odds of the free Ram to a vehicle Takedown, and of the crash check to a risky Ram', () => {
    const { state } = makeChase({
      entrants: [targetRunner('tom'), driver('cy', 'pursuer', 'pcar')],
      vehicles: [car('pcar')],
      distances: { pcar: 0 },
    });
    const takedown = chaseActionOdds(state, { type: 'chase/takedown', actor: id('cy') });
    const ram = chaseActionOdds(state, {
      type: 'chase/ram',
      actor: id('cy'),
      defender: { kind: 'character', id: id('tom') },
    });
    if (!takedown.ok || !ram.ok) throw new Error('refused');
    expect(takedown.odds.then?.outcomes).toEqual(ram.odds.outcomes);
    const risky = chaseActionOdds(state, {
      type: 'chase/ram',
      actor: id('cy'),
      defender: { kind: 'character', id: id('tom') },
      risky: true,
    });
    if (!risky.ok) throw new Error('refused');
    // crash check 2k2 (Fingers 2, Driving 0) against 9: safe on 9..12 = 10/36; catastrophe 1/36
    expect(risky.odds.crash?.map((o) => [o.key, o.probability * 36])).toEqual([
      ['safe', expect.closeTo(10, 9)],
      ['crash', expect.closeTo(25, 9)],
      ['catastrophe', expect.closeTo(1, 9)],
    ]);
  });
});
