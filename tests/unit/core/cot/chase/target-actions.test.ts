import { describe, expect, it } from 'vitest';
import { chaseActionOdds, velocityOf } from '../../../../../core/cot/chase/index.ts';
import type { ChaseEvent, ChaseState } from '../../../../../core/cot/chase/index.ts';
import {
  car,
  distanceOf,
  driver,
  faces,
  id,
  makeChase,
  passenger,
  pursuerRunner,
  refusal,
  run,
  targetRunner,
  truck,
} from './support.ts';

const accelerate = (actor: string, extra: object = {}) =>
  ({ type: 'chase/accelerate', actor: id(actor), ...extra }) as const;
const obstacle = (difficulty: number) =>
  ({ type: 'chase/shake', actor: id('tom'), manoeuvre: { kind: 'obstacle', difficulty } }) as const;
const first = <T extends ChaseEvent['type']>(events: readonly ChaseEvent[], type: T) =>
  events.find((e): e is Extract<ChaseEvent, { type: T }> => e.type === type)!;

describe('COT-CHASE-5 Accelerate', () => {
  it('TV-COT-CHASE-5-a: {P1: 2, P2: 1}; P1 rolls 10, P2 14; Target 12 -> {P1: 3, P2: 1}', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, athletics: 1 }),
        pursuerRunner('p1', 'P1', { muscle: 2, athletics: 1 }),
        pursuerRunner('p2', 'P2', { muscle: 3 }),
      ],
      distances: { P1: 2, P2: 1 },
    });
    const after = run(state, accelerate('tom'), ...faces(3, 2, 10), ...faces(3, 3, 14), ...faces(4, 3, 12));
    expect(distanceOf(after.state, 'P1')).toBe(3);
    expect(distanceOf(after.state, 'P2')).toBe(1);
  });

  it('TV-COT-CHASE-5-b: Target runners A 4k3 and B 6k2 -> A rolls; B Bolsters -> A rolls 5k3', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('a', { muscle: 3, athletics: 1 }),
        targetRunner('b', { muscle: 2, athletics: 4 }),
        pursuerRunner('p', 'P', { muscle: 2, athletics: 1 }),
      ],
    });
    const bolster = { a: [{ rolled: 1, kept: 0, source: 'Bolster (B)' }] };
    const { events } = run(
      state,
      accelerate('b', { modifiers: bolster }),
      ...faces(3, 2, 5),
      ...faces(5, 3, 10),
    );
    const roll = first(events, 'chase/accelerated').roll!;
    expect(roll.roller).toBe('a');
    expect(roll.pool).toEqual({ rolled: 5, kept: 3 });
  });

  it('TV-COT-CHASE-5-c: pursuer runners C 5k3 and D 4k3 -> C rolls (same kept, more rolled)', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, athletics: 1 }),
        pursuerRunner('d', 'R', { muscle: 3, athletics: 1 }),
        pursuerRunner('c', 'R', { muscle: 3, athletics: 2 }),
      ],
    });
    const { events } = run(state, accelerate('tom'), ...faces(5, 3, 9), ...faces(4, 3, 9));
    expect(first(events, 'chase/accelerated').groups[0]!.roll.roller).toBe('c');
  });

  it('TV-COT-CHASE-5-d: pursuer car in Speed mode: the driver rolls 4k3; the passenger Bolsters -> 5k3', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, athletics: 1 }),
        driver('cy', 'pursuer', 'pcar', { driving: 1 }),
        passenger('pat', 'pursuer', 'pcar', { muscle: 4, athletics: 4 }),
      ],
      vehicles: [car('pcar')],
    });
    const bolster = { cy: [{ rolled: 1, kept: 0, source: 'Bolster (Pat)' }] };
    const { events } = run(
      state,
      accelerate('tom', { modifiers: bolster }),
      ...faces(5, 3, 9),
      ...faces(4, 3, 9),
    );
    const roll = first(events, 'chase/accelerated').groups[0]!.roll;
    expect(roll.roller).toBe('cy');
    expect(roll.pool).toEqual({ rolled: 5, kept: 3 });
    const wrong = { pat: [{ rolled: 1, kept: 0, source: 'Bolster' }] };
    expect(refusal(state, accelerate('tom', { modifiers: wrong })).code).toBe('chase/modifier-not-rolling');
  });

  it('TV-COT-CHASE-5-e: {P1: 2}; P1 12, Target 12 -> {P1: 3}; with opposed_tie_winner defender -> {P1: 2}', () => {
    const entrants = [
      targetRunner('tom', { muscle: 3, athletics: 1 }),
      pursuerRunner('p1', 'P1', { muscle: 3, athletics: 1 }),
    ];
    const dice = [...faces(4, 3, 12), ...faces(4, 3, 12)];
    expect(distanceOf(run(makeChase({ entrants }).state, accelerate('tom'), ...dice).state, 'P1')).toBe(3);
    const defender = makeChase({ entrants, rules: { opposedTieWinner: 'defender' } }).state;
    expect(distanceOf(run(defender, accelerate('tom'), ...dice).state, 'P1')).toBe(2);
  });

  it('lets a group roll for nobody chosen outside its best pools (COT-D-92)', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('a', { muscle: 3, athletics: 1 }),
        targetRunner('b', { muscle: 2, athletics: 4 }),
        pursuerRunner('p', 'P'),
      ],
    });
    expect(refusal(state, accelerate('a', { rollers: [id('b')] })).code).toBe('chase/not-best-pool');
  });
});

describe('COT-CHASE-6 Shake', () => {
  const entrants = [
    targetRunner('tom', { muscle: 3, athletics: 1 }),
    pursuerRunner('p1', 'P1', { muscle: 3 }),
    pursuerRunner('p2', 'P2', { muscle: 2, athletics: 1 }),
  ];
  it('TV-COT-CHASE-6-a: obstacle D 14; Target 15; P1 16, P2 9 -> P1 +1, P2 +2', () => {
    const { state } = makeChase({ entrants });
    const after = run(state, obstacle(14), ...faces(4, 3, 15), ...faces(3, 3, 16), ...faces(3, 2, 9));
    expect(distanceOf(after.state, 'P1')).toBe(3);
    expect(distanceOf(after.state, 'P2')).toBe(4);
  });
  it('TV-COT-CHASE-6-b: obstacle D 14; Target 12; P1 10 -> only P1 +1', () => {
    const { state } = makeChase({ entrants: [entrants[0]!, entrants[2]!] });
    const after = run(state, obstacle(14), ...faces(4, 3, 12), ...faces(3, 2, 10));
    expect(distanceOf(after.state, 'P2')).toBe(3);
  });
  it('TV-COT-CHASE-6-c and TV-COT-CHASE-11-a: boarder aboard on a tie 12-12; dislodge 9 vs 13 -> thrown, Cover −4, out', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'getaway', { fingers: 3, driving: 2 }),
        driver('cy', 'pursuer', 'pcar'),
        passenger('bo', 'pursuer', 'pcar', { muscle: 3, athletics: 1 }),
      ],
      vehicles: [car('getaway'), car('pcar')],
      distances: { pcar: 0 },
    });
    const boarded = run(
      state,
      { type: 'chase/board', actor: id('bo') },
      ...faces(5, 3, 12),
      ...faces(4, 3, 12),
    );
    const bo = (s: ChaseState) => s.participants.find((p) => p.id === 'bo')!;
    expect(bo(boarded.state).seat).toEqual({ kind: 'aboard', vehicle: 'getaway' });
    const shaken = run(
      boarded.state,
      { type: 'chase/shake', actor: id('dana'), manoeuvre: { kind: 'dislodge', boarder: id('bo') } },
      ...faces(4, 3, 9),
      ...faces(5, 3, 13),
    );
    expect(bo(shaken.state)).toMatchObject({ cover: 5, left: 'thrown' });
    expect(shaken.state.outcome).toBeNull(); // the pursuer car still chases
  });
  it('TV-COT-CHASE-6-d: obstacle D 8 -> rejected (below min_obstacle_difficulty 9); D 9 -> accepted', () => {
    const { state } = makeChase({ entrants });
    expect(refusal(state, obstacle(8)).code).toBe('chase/obstacle-too-easy');
    expect(chaseActionOdds(state, obstacle(9)).ok).toBe(true);
  });
  it('TV-COT-CHASE-6-e: obstacle D 14; Target 12; P1 15 -> no change', () => {
    const { state } = makeChase({ entrants: [entrants[0]!, entrants[1]!] });
    const after = run(state, obstacle(14), ...faces(4, 3, 12), ...faces(3, 3, 15));
    expect(distanceOf(after.state, 'P1')).toBe(2);
  });
  it('enters a crowded space without a roll, switching every vehicle to Muscles, until the Target leaves it', () => {
    const { state } = makeChase({
      entrants: [targetRunner('tom'), driver('cy', 'pursuer', 'pcar')],
      vehicles: [car('pcar')],
    });
    const crowded = { type: 'chase/shake', actor: id('tom'), manoeuvre: { kind: 'crowded' } } as const;
    const inside = run(state, crowded).state;
    expect(velocityOf(inside, inside.participants[1]!).mode).toBe('muscles');
    expect(refusal(inside, crowded).code).toBe('chase/already-crowded');
    const out = run(inside, {
      type: 'chase/shake',
      actor: id('tom'),
      manoeuvre: { kind: 'leave-crowded' },
    }).state;
    expect(out.cramped).toBe(false);
  });
});

describe('COT-CHASE-7 Escape', () => {
  const chase = (distances: Record<string, number>) =>
    makeChase({
      entrants: [
        targetRunner('tom'),
        driver('cy', 'pursuer', 'car'),
        pursuerRunner('rex', 'runner', { muscle: 2 }),
      ],
      vehicles: [car('car')],
      distances,
    }).state;
  const escape = { type: 'chase/escape', actor: id('tom') } as const;
  it('TV-COT-CHASE-7-a: car (Speed 3) and runner (Muscles 2) at {car: 3, runner: 5} -> Escape, no dice', () => {
    const after = run(chase({ car: 3, runner: 5 }), escape);
    expect(after.state.outcome).toEqual({ kind: 'escaped', winner: 'target', by: 'tom' });
  });
  it('TV-COT-CHASE-7-b: {car: 2, runner: 5} -> not allowed', () => {
    const { code, message } = refusal(chase({ car: 2, runner: 5 }), escape);
    expect(code).toBe('chase/too-close');
    expect(message).toContain('Distance 3');
  });
  it('TV-COT-CHASE-7-c: runner Muscle 4 and truck Speed 2: {2, 2} -> allowed; {truck 2, runner 1} -> not', () => {
    const at = (distances: Record<string, number>) =>
      makeChase({
        entrants: [
          targetRunner('tom'),
          pursuerRunner('rex', 'runner', { muscle: 4 }),
          driver('tess', 'pursuer', 'truck'),
        ],
        vehicles: [truck('truck')],
        distances,
      }).state;
    expect(run(at({ truck: 2, runner: 2 }), escape).state.outcome?.kind).toBe('escaped');
    expect(refusal(at({ truck: 2, runner: 1 }), escape).code).toBe('chase/too-close');
  });
  it('refuses Escape to a passenger, and to a Target with a boarder aboard', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'getaway'),
        passenger('pat', 'target', 'getaway'),
        driver('cy', 'pursuer', 'pcar'),
        passenger('bo', 'pursuer', 'pcar'),
      ],
      vehicles: [car('getaway'), car('pcar')],
      distances: { pcar: 0 },
    });
    expect(refusal(state, { type: 'chase/escape', actor: id('pat') }).code).toBe('chase/driver-only');
    const boarded = run(
      state,
      { type: 'chase/board', actor: id('bo') },
      ...faces(2, 2, 4),
      ...faces(2, 2, 7),
    ).state;
    expect(refusal(boarded, { type: 'chase/escape', actor: id('dana') }).code).toBe('chase/boarded');
  });
});
