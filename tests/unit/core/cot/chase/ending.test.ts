import { describe, expect, it } from 'vitest';
import { applyChase, decideChase, replayChase } from '../../../../../core/cot/chase/index.ts';
import type { ChaseCommand, ChaseEvent, ChaseState } from '../../../../../core/cot/chase/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  car,
  deepFreeze,
  distanceOf,
  driver,
  faces,
  group,
  id,
  makeChase,
  passenger,
  pursuerRunner,
  refusal,
  run,
  targetRunner,
} from './support.ts';

const fallOff = (actor: string) => ({ type: 'chase/fall-off', actor: id(actor) }) as const;

describe('COT-CHASE-14 end of the chase', () => {
  it('TV-COT-CHASE-14-a: the only pursuer Falls Off -> chase over, Target escaped', () => {
    const { state } = makeChase({ entrants: [targetRunner('tom'), pursuerRunner('rex', 'R')] });
    const after = run(state, fallOff('rex'));
    expect(after.state.outcome).toEqual({ kind: 'pursuers-gone', winner: 'target' });
  });
  it('TV-COT-CHASE-14-b: pursuers car and runner; the car is wrecked, later the runner Falls Off -> over, Target escaped', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3 }),
        driver('cy', 'pursuer', 'pcar'),
        pursuerRunner('rex', 'R'),
      ],
      vehicles: [car('pcar', 1)],
      distances: { pcar: 0 },
    });
    const punch = {
      type: 'chase/attack',
      actor: id('tom'),
      defender: { kind: 'vehicle', id: state.vehicles[0]!.id },
      means: { kind: 'weapon', weapon: 'Fists' },
    } as const;
    const wrecked = run(state, punch, ...faces(3, 3, 9));
    expect(wrecked.state.vehicles[0]!.left).toBe('wrecked');
    expect(wrecked.state.outcome).toBeNull();
    expect(run(wrecked.state, fallOff('rex')).state.outcome).toEqual({
      kind: 'pursuers-gone',
      winner: 'target',
    });
  });
  it('refuses every command once the chase is over, naming the ending', () => {
    const { state } = makeChase({ entrants: [targetRunner('tom'), pursuerRunner('rex', 'R')] });
    const over = run(state, fallOff('rex')).state;
    const commands: ChaseCommand[] = [
      { type: 'chase/accelerate', actor: id('tom') },
      { type: 'chase/escape', actor: id('tom') },
      { type: 'chase/end', reason: 'again' },
      { type: 'chase/set-conditions', cramped: true },
    ];
    for (const command of commands) expect(refusal(over, command).code).toBe('chase/over');
  });
  it('ends when every member of the Target is dead', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { condition: { state: 'wounded', recoveryDays: 2 } }),
        pursuerRunner('rex', 'R', { muscle: 3 }),
      ],
      distances: { R: 0 },
      covers: { tom: 2 },
    });
    const blow = {
      type: 'chase/attack',
      actor: id('rex'),
      defender: { kind: 'character', id: id('tom') },
      means: { kind: 'weapon', weapon: 'Fists' },
    } as const;
    const after = run(state, blow, ...faces(3, 3, 8));
    expect(after.state.outcome).toEqual({ kind: 'target-down', winner: 'pursuers' });
  });
  it('stops a vehicle whose driver is killed, with everyone in it', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, shooting: 3, weapons: ['Rifle'] }),
        driver('cy', 'pursuer', 'pcar', { condition: { state: 'wounded', recoveryDays: 1 } }),
        passenger('pat', 'pursuer', 'pcar'),
        pursuerRunner('rex', 'R'),
      ],
      vehicles: [car('pcar')],
      covers: { cy: 1 },
    });
    const shot = {
      type: 'chase/attack',
      actor: id('tom'),
      defender: { kind: 'character', id: id('cy') },
      means: { kind: 'weapon', weapon: 'Rifle' },
    } as const;
    const after = run(state, shot, ...faces(7, 4, 12));
    expect(after.state.participants.map((p) => p.left)).toEqual([null, 'dead', 'stopped', null]);
    expect(after.state.groups.map((g) => g.left)).toEqual(['stopped', null]);
  });
  it('lets the GM end the chase with a reason, and end or declare a crowded space (COT-D-44, COT-D-46)', () => {
    const { state } = makeChase({
      entrants: [targetRunner('tom'), pursuerRunner('rex', 'R')],
      cramped: true,
    });
    const cleared = run(state, { type: 'chase/set-conditions', cramped: false }).state;
    expect(cleared.cramped).toBe(false);
    expect(refusal(cleared, { type: 'chase/set-conditions', cramped: false }).code).toBe('chase/no-change');
    expect(refusal(cleared, { type: 'chase/end', reason: ' ' }).code).toBe('chase/no-reason');
    expect(run(cleared, { type: 'chase/end', reason: 'the bridge is up' }).state.outcome).toEqual({
      kind: 'ended-by-gm',
      winner: null,
      reason: 'the bridge is up',
    });
  });
});

describe('COT-CHASE-3 a Target that splits', () => {
  const three = () =>
    makeChase({
      entrants: [
        targetRunner('tom'),
        targetRunner('ann'),
        pursuerRunner('rex', 'R'),
        driver('cy', 'pursuer', 'pcar'),
      ],
      vehicles: [car('pcar')],
      distances: { R: 1, pcar: 3 },
    }).state;
  it('sends the breakaway and the groups that follow it into a separate chase, Distances kept', () => {
    const after = run(three(), { type: 'chase/split', breakaway: [id('ann')], pursuers: [group('pcar')] });
    const split = after.events.find(
      (e): e is Extract<ChaseEvent, { type: 'chase/split' }> => e.type === 'chase/split',
    )!;
    const spawned = applyChase(null, split.spawned!);
    expect(spawned.participants.map((p) => p.id)).toEqual(['ann', 'cy']);
    expect(distanceOf(spawned, 'pcar')).toBe(3);
    expect(after.state.participants.map((p) => p.left)).toEqual([null, 'split', null, 'split']);
    expect(after.state.outcome).toBeNull();
  });
  it('lets a breakaway nobody follows get away, and ends the chase when every group follows it', () => {
    const away = run(three(), { type: 'chase/split', breakaway: [id('ann')], pursuers: [] }).state;
    expect(away.participants[1]!.left).toBe('got-away');
    const all = run(three(), {
      type: 'chase/split',
      breakaway: [id('ann')],
      pursuers: [group('R'), group('pcar')],
    });
    expect(all.state.outcome).toEqual({ kind: 'pursuers-gone', winner: 'target' });
  });
  it('refuses to split a vehicle or the whole Target', () => {
    expect(
      refusal(three(), { type: 'chase/split', breakaway: [id('ann'), id('tom')], pursuers: [] }).code,
    ).toBe('chase/bad-split');
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'getaway'),
        passenger('pat', 'target', 'getaway'),
        pursuerRunner('rex', 'R'),
      ],
      vehicles: [car('getaway')],
    });
    expect(refusal(state, { type: 'chase/split', breakaway: [id('pat')], pursuers: [] }).code).toBe(
      'chase/cannot-split',
    );
  });
});

describe('decideChase and applyChase', () => {
  it('never mutates the state or the command (frozen inputs)', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, athletics: 1 }),
        pursuerRunner('rex', 'R', { muscle: 3, athletics: 1 }),
      ],
    });
    const frozen = deepFreeze(state);
    const command = deepFreeze({ type: 'chase/accelerate', actor: id('tom') } as const);
    expect(() => run(frozen, command, ...faces(4, 3, 10), ...faces(4, 3, 12))).not.toThrow();
  });
  it('replays a log into the state it was built from, and throws on a corrupt log', () => {
    const { state, log } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, athletics: 1 }),
        pursuerRunner('rex', 'R', { muscle: 3, athletics: 1 }),
      ],
    });
    const step = run(
      state,
      { type: 'chase/accelerate', actor: id('tom') },
      ...faces(4, 3, 10),
      ...faces(4, 3, 12),
    );
    expect(replayChase([...log, ...step.events])).toEqual(step.state);
    const accelerated = step.events[0]!;
    expect(() => replayChase([...log, accelerated, accelerated])).toThrow(/not 2 as the log says/);
    const ghost: ChaseEvent = { type: 'chase/killed', id: id('nobody') };
    expect(() => applyChase(state, ghost)).toThrow(/no participant nobody/);
    expect(() => applyChase(null, ghost)).toThrow(/before the chase started/);
  });
  it('refuses to act before the chase starts or to start it twice', () => {
    const { state } = makeChase({ entrants: [targetRunner('tom'), pursuerRunner('rex', 'R')] });
    expect(decideChase(null, { type: 'chase/escape', actor: id('tom') }, fixedDice())).toMatchObject({
      code: 'chase/not-started',
    });
    const start = { type: 'chase/start', entrants: [], vehicles: [] } as const;
    expect(decideChase(state as ChaseState, start, fixedDice())).toMatchObject({
      code: 'chase/already-started',
    });
  });
});
