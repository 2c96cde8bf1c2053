import { describe, expect, it } from 'vitest';
import { replayWarfare } from '../../../../../core/cot/warfare/apply.ts';
import { decideWarfare } from '../../../../../core/cot/warfare/decide.ts';
import { fighterSetup } from '../../../../../core/cot/warfare/fighters.ts';
import type { StartCommand, WarfareEvent } from '../../../../../core/cot/warfare/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  deepFreeze,
  entrant,
  expectRejected,
  fight,
  fighterIn,
  id,
  play,
  rules,
  settings,
  sheet,
} from './support.ts';

const setup = (name: string, side: string, options = {}, unconscious = false) =>
  fighterSetup(sheet(name, options), side, settings, unconscious);

function start(command: Omit<StartCommand, 'type' | 'zone' | 'rules'>, ...faces: number[]): WarfareEvent[] {
  const dice = fixedDice(...faces);
  const full: StartCommand = deepFreeze({ type: 'warfare/start', zone: 'yard', rules, ...command });
  const decision = decideWarfare(null, full, dice);
  if (!decision.ok) throw new Error(decision.message);
  expect(dice.remaining()).toBe(0);
  return [...decision.events];
}

describe('starting Gang Warfare (COT-WAR-1, COT-WAR-2)', () => {
  it('TV-COT-WAR-2-a: Muscle 2, Resist 2, no armour, dice [5,4,3,1] give Cover 9', () => {
    const events = start(
      { fighters: [setup('ruth', 'crew', { skills: { resist: 2 } }), setup('vex', 'guards')] },
      ...[5, 4, 3, 1],
      ...[3, 3],
    );
    const state = replayWarfare(events);
    expect(fighterIn(state, 'ruth').coverScore).toBe(9);
    expect(fighterIn(state, 'vex').coverScore).toBe(6);
    expect(events[1]).toMatchObject({
      type: 'warfare/cover-rolled',
      reason: 'start',
      coverBefore: 0,
      coverScore: 9,
    });
  });

  it('TV-COT-WAR-1-a: a guard who Squares Up and two more guards all roll Cover against the crew', () => {
    const fighters = [
      setup('ruth', 'crew'),
      setup('x', 'guards'),
      setup('y', 'guards'),
      setup('z', 'guards'),
    ];
    const state = replayWarfare(start({ fighters, firstRoundSide: 'guards' }, 6, 6, 5, 5, 4, 4, 3, 3));
    expect(state.fighters.map((f) => [f.id, f.coverScore])).toEqual([
      ['ruth', 12],
      ['x', 10],
      ['y', 8],
      ['z', 6],
    ]);
    expect(state.firstRoundSide).toBe('guards');
  });

  it('TV-COT-GEAR-2-a: Muscle 3, Resist 2 and a steel vest roll Cover with 6k4', () => {
    const vest = setup('ruth', 'crew', {
      abilities: { muscle: 3 },
      skills: { resist: 2 },
      armour: 'Steel vest, body armour',
    });
    expect(vest.pools.resist).toEqual({ rolled: 6, kept: 4 });
  });

  it('lets an Unconscious participant lie at Cover 0 without rolling', () => {
    const fighters = [setup('ruth', 'crew'), setup('x', 'guards'), setup('y', 'guards', {}, true)];
    const state = replayWarfare(start({ fighters }, 6, 6, 5, 5));
    expect(fighterIn(state, 'y')).toMatchObject({ coverScore: 0, unconscious: true });
  });

  it('rejects a fight with one side, a repeated fighter, a dead fighter or a lead side nobody is on', () => {
    const run = (command: Omit<StartCommand, 'type' | 'zone' | 'rules'>) =>
      decideWarfare(null, { type: 'warfare/start', zone: 'yard', rules, ...command }, fixedDice());
    expectRejected(run({ fighters: [setup('a', 'crew'), setup('b', 'crew')] }), 'warfare/one-side');
    expectRejected(
      run({ fighters: [setup('a', 'crew'), setup('x', 'guards', {}, true)] }),
      'warfare/one-side',
    );
    expectRejected(
      run({ fighters: [setup('a', 'crew'), setup('a', 'guards')] }),
      'warfare/duplicate-fighter',
    );
    const dead = setup('x', 'guards', { condition: { state: 'dead' } });
    expectRejected(run({ fighters: [setup('a', 'crew'), dead] }), 'warfare/dead-participant');
    const lead = { fighters: [setup('a', 'crew'), setup('x', 'guards')], firstRoundSide: 'police' };
    expectRejected(run(lead), 'warfare/unknown-side');
  });

  it('rejects vehicles with a stranger aboard, someone aboard twice, or no Body', () => {
    const fighters = [setup('a', 'crew'), setup('x', 'guards')];
    const car = {
      id: 'car',
      name: 'Car',
      body: 12,
      ramBonus: { rolled: 1, kept: 1 },
      driver: id('a'),
      passengers: [],
    };
    const run = (vehicles: StartCommand['vehicles']) =>
      decideWarfare(
        null,
        { type: 'warfare/start', zone: 'yard', rules, fighters, vehicles: vehicles! },
        fixedDice(),
      );
    expectRejected(run([{ ...car, driver: id('ghost') }]), 'warfare/bad-vehicle');
    expectRejected(run([{ ...car, passengers: [id('a')] }]), 'warfare/bad-vehicle');
    expectRejected(run([{ ...car, body: 0 }]), 'warfare/bad-vehicle');
    expectRejected(run([car, car]), 'warfare/duplicate-vehicle');
  });

  it('refuses a second start and any command before the start', () => {
    const state = fight([entrant('a', 'crew', 9), entrant('x', 'guards', 9)]);
    const command: StartCommand = { type: 'warfare/start', zone: 'yard', rules, fighters: [] };
    expectRejected(decideWarfare(state, command, fixedDice()), 'warfare/already-started');
    expectRejected(
      decideWarfare(null, { type: 'warfare/flee', fighter: id('a') }, fixedDice()),
      'warfare/not-started',
    );
  });
});

describe('joining late (COT-WAR-2)', () => {
  it('rolls the joiner’s Cover on joining, with their modifiers', () => {
    const state = fight([entrant('a', 'crew', 9), entrant('x', 'guards', 9)]);
    const bolster = [{ rolled: 1, kept: 0, source: 'Bolster' }];
    const { events, state: after } = play(
      state,
      { type: 'warfare/join', fighter: setup('y', 'guards'), modifiers: bolster },
      6,
      5,
      1,
    );
    expect(events.map((e) => e.type)).toEqual(['warfare/joined', 'warfare/cover-rolled']);
    expect(fighterIn(after, 'y').coverScore).toBe(11);
  });

  it('refuses someone already in the fight', () => {
    const state = fight([entrant('a', 'crew', 9), entrant('x', 'guards', 9)]);
    expectRejected(
      decideWarfare(state, { type: 'warfare/join', fighter: setup('x', 'guards') }, fixedDice()),
      'warfare/duplicate-fighter',
    );
  });
});

describe('a start settled before the fight (BRG-D-26)', () => {
  const fighters = () => [setup('ruth', 'crew'), setup('tony', 'crew'), setup('vex', 'guards')];

  it('BRG-D-26: a fighter given a Cover starts with it and rolls none; the others roll as usual', () => {
    const events = start(
      { fighters: fighters(), given: [{ id: id('ruth'), cover: 11, restrainedBy: null }] },
      ...[3, 3],
      ...[2, 2],
    );
    const state = replayWarfare(events);
    expect(fighterIn(state, 'ruth').coverScore).toBe(11);
    expect(fighterIn(state, 'tony').coverScore).toBe(6);
    expect(fighterIn(state, 'vex').coverScore).toBe(4);
    expect(events.filter((e) => e.type === 'warfare/cover-rolled').map((e) => e.fighter)).toEqual([
      'tony',
      'vex',
    ]);
  });

  it('BRG-D-26, COT-WAR-9: a fighter held on the table starts held by its restrainer', () => {
    const events = start({
      fighters: fighters(),
      given: [
        { id: id('vex'), cover: 3, restrainedBy: id('tony') },
        { id: id('tony'), cover: 5, restrainedBy: null },
        { id: id('ruth'), cover: 7, restrainedBy: null },
      ],
    });
    const state = replayWarfare(events);
    expect(fighterIn(state, 'vex')).toMatchObject({ coverScore: 3, restrainedBy: 'tony' });
    expect(events).toHaveLength(1); // nothing rolled
  });

  it('refuses a start given to a stranger, twice, a Cover below 0, or a hold by an ally, and rolls nothing', () => {
    const tried = (given: NonNullable<StartCommand['given']>) =>
      decideWarfare(
        null,
        { type: 'warfare/start', zone: 'yard', rules, fighters: fighters(), given },
        fixedDice(),
      );
    expectRejected(tried([{ id: id('nobody'), cover: 3, restrainedBy: null }]), 'warfare/unknown-fighter');
    expectRejected(
      tried([
        { id: id('ruth'), cover: 3, restrainedBy: null },
        { id: id('ruth'), cover: 4, restrainedBy: null },
      ]),
      'warfare/duplicate-fighter',
    );
    expectRejected(tried([{ id: id('ruth'), cover: -1, restrainedBy: null }]), 'warfare/bad-cover');
    expectRejected(tried([{ id: id('ruth'), cover: 3, restrainedBy: id('tony') }]), 'warfare/bad-hold');
  });
});
