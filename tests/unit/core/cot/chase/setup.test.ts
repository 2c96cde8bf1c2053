import { describe, expect, it } from 'vitest';
import {
  applyChase,
  chaseEntrant,
  chaseInitiativePool,
  chasePool,
  chaseRules,
  chaseVehicle,
  decideChase,
  escapeDistance,
  fastestPursuer,
  velocityOf,
} from '../../../../../core/cot/chase/index.ts';
import type { ChaseState } from '../../../../../core/cot/chase/index.ts';
import { blankCharacter } from '../../../../../core/cot/characters/create.ts';
import { defaultVehicles } from '../../../../../core/cot/settings/gear-tables.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  car,
  driver,
  id,
  makeChase,
  motorcycle,
  passenger,
  pursuerRunner,
  refusal,
  run,
  targetRunner,
  truck,
  vid,
} from './support.ts';

const participant = (state: ChaseState, name: string) => state.participants.find((p) => p.id === name)!;
const poolOf = (state: ChaseState, name: string) => chasePool(state, participant(state, name));
const velocity = (state: ChaseState, name: string) => velocityOf(state, participant(state, name));

describe('COT-CHASE-1 velocity modes and chase pools', () => {
  const chase = (cramped: boolean) =>
    makeChase({
      entrants: [
        driver('dana', 'target', 'car', { fingers: 2, driving: 2 }),
        pursuerRunner('rex', 'r', { muscle: 3, athletics: 1 }),
        pursuerRunner('zip', 'r', { speed: 4, muscle: 2, athletics: 1 }),
      ],
      vehicles: [car('car')],
      cramped,
    }).state;

  it('TV-COT-CHASE-1-a: car Speed 3, driver Driving 2, open road -> pool 5k3', () => {
    expect(poolOf(chase(false), 'dana')).toEqual({ rolled: 5, kept: 3 });
  });
  it('TV-COT-CHASE-1-b: same car in a crowded market, driver Fingers 2 -> Muscles mode, pool 4k2', () => {
    const state = chase(true);
    expect(velocity(state, 'dana').mode).toBe('muscles');
    expect(poolOf(state, 'dana')).toEqual({ rolled: 4, kept: 2 });
  });
  it('TV-COT-CHASE-1-c: runner Muscle 3, Athletics 1 -> pool 4k3', () => {
    expect(poolOf(chase(false), 'rex')).toEqual({ rolled: 4, kept: 3 });
  });
  it('TV-COT-CHASE-1-d: cramped driver rolls Fingers + Driving 5k2; a cramped speedster 3k2', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'car', { fingers: 2, driving: 3, muscle: 4, athletics: 2 }),
        pursuerRunner('zip', 'r', { speed: 4, muscle: 2, athletics: 1 }),
      ],
      vehicles: [car('car')],
      cramped: true,
    });
    expect(velocity(state, 'dana').mode).toBe('muscles');
    expect(poolOf(state, 'dana')).toEqual({ rolled: 5, kept: 2 });
    expect(velocity(state, 'zip').mode).toBe('muscles');
    expect(poolOf(state, 'zip')).toEqual({ rolled: 3, kept: 2 });
  });
  it('gives an on-foot speedster Speed + Athletics outside crowded spaces (COT-D-41)', () => {
    expect(poolOf(chase(false), 'zip')).toEqual({ rolled: 5, kept: 4 });
  });
  it('gives passengers no chase pool: only the driver moves the vehicle', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'car'),
        passenger('pat', 'target', 'car'),
        pursuerRunner('rex', 'r'),
      ],
      vehicles: [car('car')],
    });
    expect(poolOf(state, 'pat')).toBeNull();
  });
});

describe('COT-CHASE-2 Velocity Rating', () => {
  it('TV-COT-CHASE-2-a: car at Speed 3 -> 3; runner Muscle 2 -> 2; cramped car, driver Fingers 4 -> 4', () => {
    const entrants = [
      driver('dana', 'target', 'car', { fingers: 4 }),
      pursuerRunner('rex', 'r', { muscle: 2 }),
    ];
    const open = makeChase({ entrants, vehicles: [car('car')] }).state;
    expect(velocity(open, 'dana')).toEqual({ mode: 'speed', rating: 3 });
    expect(velocity(open, 'rex')).toEqual({ mode: 'muscles', rating: 2 });
    const cramped = makeChase({ entrants, vehicles: [car('car')], cramped: true }).state;
    expect(velocity(cramped, 'dana')).toEqual({ mode: 'muscles', rating: 4 });
  });
  it('TV-COT-CHASE-2-b: runner Muscle 4 and a truck at Speed 2 -> the truck is fastest; Escape needs 2', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom'),
        pursuerRunner('rex', 'r', { muscle: 4 }),
        driver('tess', 'pursuer', 'truck'),
      ],
      vehicles: [truck('truck')],
    });
    expect(fastestPursuer(state)?.participant.id).toBe('tess');
    expect(escapeDistance(state)).toBe(2);
  });
  it('TV-COT-CHASE-2-c: car at Speed 3 and motorcycle at Speed 4 -> motorcycle; runners Muscle 2 and 3 -> Muscle 3', () => {
    const vehicles = makeChase({
      entrants: [targetRunner('tom'), driver('cy', 'pursuer', 'car'), driver('mo', 'pursuer', 'bike')],
      vehicles: [car('car'), motorcycle('bike')],
    }).state;
    expect(fastestPursuer(vehicles)?.participant.id).toBe('mo');
    expect(escapeDistance(vehicles)).toBe(4);
    const runners = makeChase({
      entrants: [
        targetRunner('tom'),
        pursuerRunner('a', 'r1', { muscle: 2 }),
        pursuerRunner('b', 'r2', { muscle: 3 }),
      ],
    }).state;
    expect(fastestPursuer(runners)?.participant.id).toBe('b');
    expect(escapeDistance(runners)).toBe(3);
  });
  it('uses a fixed muscles_velocity_rating for everyone in Muscles mode (COT-D-42 alternative)', () => {
    const { state } = makeChase({
      entrants: [targetRunner('tom'), pursuerRunner('rex', 'r', { muscle: 4 })],
      rules: { musclesVelocityRating: 2 },
    });
    expect(velocity(state, 'rex')).toEqual({ mode: 'muscles', rating: 2 });
  });
});

describe('COT-CHASE-3 setting up a chase', () => {
  it('TV-COT-CHASE-3-a: Target car; pursuers police car P1 and motorcycle P2 -> distances {P1: 2, P2: 2}', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'getaway'),
        driver('cop', 'pursuer', 'P1'),
        driver('moto', 'pursuer', 'P2'),
      ],
      vehicles: [car('getaway'), car('P1'), motorcycle('P2')],
    });
    expect(state.groups.map((g) => [g.id, g.distance])).toEqual([
      ['P1', 2],
      ['P2', 2],
    ]);
  });
  it('starts a chase opened by Flee at flee_chase_distance 1 (COT-D-39) and rolls everyone’s Cover', () => {
    const command = {
      type: 'chase/start',
      entrants: [targetRunner('tom'), pursuerRunner('rex', 'r')],
      vehicles: [],
      origin: 'flee',
    } as const;
    const decision = decideChase(null, command, fixedDice(5, 4, 3, 1));
    if (!decision.ok) throw new Error(decision.message);
    const state = applyChase(null, decision.events[0]!);
    expect(state.groups[0]!.distance).toBe(1);
    expect(state.participants.map((p) => p.cover)).toEqual([9, 4]); // 2k2 Cover pools: 5+4, 3+1
  });
  it('refuses a dead entrant, a vehicle with two drivers, a Target that does not move together', () => {
    const start = (
      entrants: Parameters<typeof makeChase>[0]['entrants'],
      vehicles = [car('car'), car('van')],
    ) => decideChase(null, { type: 'chase/start', entrants, vehicles }, fixedDice());
    expect(
      start([targetRunner('tom', { condition: { state: 'dead' } }), pursuerRunner('rex', 'r')], []),
    ).toMatchObject({
      code: 'chase/dead-entrant',
    });
    expect(
      start([
        targetRunner('tom'),
        driver('a', 'pursuer', 'car'),
        driver('b', 'pursuer', 'car'),
        driver('c', 'pursuer', 'van'),
      ]),
    ).toMatchObject({ code: 'chase/one-driver' });
    expect(
      start([targetRunner('tom'), driver('d', 'target', 'car'), driver('c', 'pursuer', 'van')]),
    ).toMatchObject({
      code: 'chase/target-apart',
    });
  });
  it('builds entrants from sheets and the vehicle table (COT-GEAR-3, COT-D-18)', () => {
    const sheet = blankCharacter(id('vex'), 'crew', 'Vex', defaultSettings);
    const armed = { ...sheet, weapons: ['Revolver'], armour: 'Steel vest, body armour' };
    const entrant = chaseEntrant(armed, defaultSettings, { role: 'target', seat: { kind: 'foot' } });
    expect(entrant.coverPool).toEqual({ rolled: 3, kept: 3 }); // Muscle 2 + Resist 0 + steel vest +1k1
    expect(entrant.weapons.map((w) => w.name)).toEqual(['Revolver']);
    expect(chaseVehicle(defaultVehicles[1]!, vid('car'))).toMatchObject({ speed: 3, body: 12 });
  });
  it('reads the campaign settings into chase rules, with the DECISION defaults for the rest', () => {
    const rules = chaseRules({ ...defaultSettings, opposedTieWinner: 'defender', minObstacleDifficulty: 11 });
    expect(rules).toMatchObject({
      opposedTieWinner: 'defender',
      minObstacleDifficulty: 11,
      defaultChaseDistance: 2,
    });
  });
});

describe('COT-CHASE-4 who may do what', () => {
  const { state } = makeChase({
    entrants: [
      driver('dana', 'target', 'car'),
      passenger('pat', 'target', 'car'),
      pursuerRunner('rex', 'r', { muscle: 2 }),
    ],
    vehicles: [car('car')],
    covers: { rex: 3 },
  });
  it('TV-COT-CHASE-4-a: a passenger tries to Accelerate -> rejected', () => {
    expect(refusal(state, { type: 'chase/accelerate', actor: id('pat') })).toMatchObject({
      code: 'chase/driver-only',
    });
  });
  it('TV-COT-CHASE-4-b: runner at Cover 3 takes damage 4 -> Wounded, Cover re-rolled; a later re-roll request is rejected', () => {
    // Pat shoots Rex with Muscle 2 + Shooting 0 + revolver: 3k2 total 7 vs Cover 3 -> damage 4, then Rex's Cover 2k2
    const armed = makeChase({
      entrants: [
        driver('dana', 'target', 'car'),
        passenger('pat', 'target', 'car', { weapons: ['Revolver'] }),
        pursuerRunner('rex', 'r'),
      ],
      vehicles: [car('car')],
      covers: { rex: 3 },
    }).state;
    const shot = run(
      armed,
      {
        type: 'chase/attack',
        actor: id('pat'),
        defender: { kind: 'character', id: id('rex') },
        means: { kind: 'weapon', weapon: 'Revolver' },
      },
      4,
      3,
      1, // 3k2: 4 + 3 = 7
      5,
      2, // Cover re-roll: 7
    );
    const rex = participant(shot.state, 'rex');
    expect(rex.condition).toEqual({ state: 'wounded', recoveryDays: 1 });
    expect(rex.cover).toBe(7);
    expect(refusal(shot.state, { type: 'chase/reroll-cover', actor: id('rex') }).code).toBe(
      'chase/no-cover-reroll',
    );
  });
});

describe('COT-INIT-2, COT-D-22 chase initiative pools', () => {
  it('TV-COT-INIT-2-b: a passenger with Muscle 2, Athletics 2 rolls 4k2 (not Driving)', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'car'),
        passenger('pat', 'target', 'car', { muscle: 2, athletics: 2, driving: 4 }),
        pursuerRunner('rex', 'r'),
      ],
      vehicles: [car('car')],
    });
    expect(chaseInitiativePool(participant(state, 'pat'))).toEqual({ rolled: 4, kept: 2 });
  });
  it('TV-COT-INIT-2-c: car driver 5k3 (Fingers + Driving), runner 5k2, speedster 3k2 (Muscle + Athletics)', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'car', { fingers: 3, driving: 2 }),
        pursuerRunner('run', 'r', { muscle: 2, athletics: 3 }),
        pursuerRunner('zip', 's', { speed: 4, muscle: 2, athletics: 1 }),
      ],
      vehicles: [car('car')],
    });
    expect(chaseInitiativePool(participant(state, 'dana'))).toEqual({ rolled: 5, kept: 3 });
    expect(chaseInitiativePool(participant(state, 'run'))).toEqual({ rolled: 5, kept: 2 });
    expect(chaseInitiativePool(participant(state, 'zip'))).toEqual({ rolled: 3, kept: 2 });
  });
});
