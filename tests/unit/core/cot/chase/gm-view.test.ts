import { describe, expect, it } from 'vitest';
import { chaseGmActions, splitChoices, splitProblem } from '../../../../../core/cot/chase/index.ts';
import type { ChaseState } from '../../../../../core/cot/chase/index.ts';
import { chaseEngine } from '../../../../../core/cot/chase/engine.ts';
import type { Names } from '../../../../../core/engine/contract.ts';
import {
  car,
  deepFreeze,
  driver,
  group,
  id,
  makeChase,
  passenger,
  pursuerRunner,
  refusal,
  run,
  targetRunner,
} from './support.ts';

const names: Names = (who) =>
  ({ dana: 'Dana', pat: 'Pat', rex: 'Rex', ray: 'Ray', cy: 'Cy', tom: 'Tom', tia: 'Tia' })[who] ?? who;

/** Dana drives the Target's car with Pat; Cy drives the pursuers' car, Rex and Ray run. */
const carChase = () =>
  deepFreeze(
    makeChase({
      entrants: [
        driver('dana', 'target', 'target: Car'),
        passenger('pat', 'target', 'target: Car'),
        driver('cy', 'pursuer', 'pursuer: Car'),
        pursuerRunner('rex', 'on foot'),
        pursuerRunner('ray', 'on foot'),
      ],
      vehicles: [car('target: Car'), car('pursuer: Car')],
    }).state,
  );

/** Tom and Tia run from Rex on foot and Cy in a car. */
const footChase = () =>
  deepFreeze(
    makeChase({
      entrants: [
        targetRunner('tom'),
        targetRunner('tia'),
        pursuerRunner('rex', 'on foot'),
        driver('cy', 'pursuer', 'pursuer: Car'),
      ],
      vehicles: [car('pursuer: Car')],
      distances: { 'on foot': 1, 'pursuer: Car': 3 },
    }).state,
  );

const view = (state: ChaseState, key: string) => chaseGmActions(state, names).find((a) => a.action === key)!;

describe('chaseGmActions: the GM’s controls, nobody’s turn', () => {
  it('offers a crowded space, each vehicle’s capacity and each group’s Fall Off in words', () => {
    const state = carChase();
    expect(chaseGmActions(state, names).map((a) => [a.action, a.available, a.rule])).toEqual([
      ['crowded', true, 'COT-CHASE-6'],
      ['capacity', true, 'COT-CHASE-1'],
      ['fall-off', true, 'COT-CHASE-13'],
      ['reroll-cover', false, 'COT-CHASE-4'],
    ]);
    expect(view(state, 'crowded').options.map((o) => o.label)).toEqual([
      'A crowded space: everyone moves at Muscles velocity',
    ]);
    expect(view(state, 'capacity').options.map((o) => o.label)).toEqual([
      "Hold the Target's Car back from its full capacity: Muscles velocity",
      "Hold the pursuers' Car back from its full capacity: Muscles velocity",
    ]);
    expect(view(state, 'fall-off').options.map((o) => o.label)).toEqual([
      "The pursuers' Car falls off the chase: Cy",
      'The pursuers on foot fall off the chase: Rex and Ray',
    ]);
    expect(view(state, 'reroll-cover').reason).toMatch(/only the re-roll on becoming Wounded \(COT-D-83\)/);
    for (const option of chaseGmActions(state, names).flatMap((a) => a.options)) {
      expect(option.odds).toBeNull();
      expect(chaseEngine.actorOf(state, option.command)).toBeNull(); // outside the turns
    }
  });

  it('offers only what decideChase accepts, and the opposite of the conditions now (COT-D-44)', () => {
    const crowded = run(carChase(), { type: 'chase/set-conditions', cramped: true }).state;
    expect(view(crowded, 'crowded').options).toEqual([
      {
        label: 'End the crowded space: back to the open road (COT-D-44)',
        command: { type: 'chase/set-conditions', cramped: false },
        odds: null,
      },
    ]);
    const held = run(crowded, view(crowded, 'capacity').options[0]!.command).state;
    expect(held.vehicles[0]!.fullCapacity).toBe(false);
    expect(view(held, 'capacity').options[0]!.label).toBe("Let the Target's Car use its full capacity again");
  });

  it('COT-CHASE-13 by the GM: a group falls off with everyone in it; with none left the Target is clear (COT-D-85)', () => {
    const state = carChase();
    const [car, runners] = view(state, 'fall-off').options;
    const after = run(state, car!.command);
    expect(after.events).toEqual([
      {
        type: 'chase/left',
        reason: 'fell-off',
        participants: ['cy'],
        groups: ['pursuer: Car'],
        vehicles: ['pursuer: Car'],
      },
    ]);
    expect(chaseEngine.describe(after.events[0]!, names)).toBe(
      "Cy and the pursuers' Car: fell off the chase",
    );
    expect(view(after.state, 'fall-off').options).toHaveLength(1);
    const over = run(after.state, runners!.command).state;
    expect(over.outcome).toEqual({ kind: 'pursuers-gone', winner: 'target' });
    expect(chaseGmActions(over, names)).toEqual([]);
  });

  it('refuses a Fall Off for a group that is not chasing', () => {
    const state = carChase();
    const gone = run(state, { type: 'chase/rule-fall-off', group: group('pursuer: Car') }).state;
    expect(refusal(gone, { type: 'chase/rule-fall-off', group: group('pursuer: Car') }).code).toBe(
      'chase/unknown-group',
    );
    expect(refusal(gone, { type: 'chase/rule-fall-off', group: group('nobody') }).code).toBe(
      'chase/unknown-group',
    );
  });
});

describe('splitChoices and splitProblem (COT-CHASE-3)', () => {
  it('lets a Target on foot of two or more split, followed by any group still chasing', () => {
    expect(splitChoices(footChase())).toEqual({
      possible: true,
      reason: null,
      members: ['tom', 'tia'],
      groups: [
        { id: 'on foot', distance: 1 },
        { id: 'pursuer: Car', distance: 3 },
      ],
    });
  });

  it('says why a Target in one vehicle, or of one person, cannot split', () => {
    expect(splitChoices(carChase())).toMatchObject({
      possible: false,
      reason: 'The Target is in one vehicle: its occupants cannot split up',
      members: [],
    });
    const alone = makeChase({ entrants: [targetRunner('tom'), pursuerRunner('rex', 'R')] }).state;
    expect(splitChoices(alone).reason).toBe('The Target is one person: there is nobody to split off');
  });

  it('names what is wrong with a choice before it is sent, as decideChase would', () => {
    const state = footChase();
    expect(splitProblem(state, [], [])).toMatch(/Name some, not all, of the Target/);
    expect(splitProblem(state, [id('tom'), id('tia')], [])).toMatch(/Name some, not all/);
    expect(splitProblem(state, [id('tia')], [group('pursuer: Car')])).toBeNull();
    const split = run(state, {
      type: 'chase/split',
      breakaway: [id('tia')],
      pursuers: [group('pursuer: Car')],
    });
    expect(split.state.participants.find((p) => p.id === 'tia')?.left).toBe('split');
  });
});
