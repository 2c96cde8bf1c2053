import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  emptySide,
  emptyVehicle,
  exampleSides,
  fightSetup,
} from '../../../../../core/skirmish/index.ts';
import type { FightDraft, VehicleDraft } from '../../../../../core/skirmish/index.ts';
import { act, fight, fire, model, refused } from '../support/fight.ts';

const car = (changes: Partial<VehicleDraft> = {}): VehicleDraft => ({
  ...emptyVehicle([]),
  name: 'Getaway car',
  ...changes,
});

/** The example rosters (crew Mr. A–E, police Sergeant Hale and four officers), the crew first, some vehicles. */
function draftWith(vehicles: VehicleDraft[], changes: Partial<FightDraft> = {}): FightDraft {
  return { ...emptyDraft(), name: 'Bank job', sides: exampleSides(), first: 0, vehicles, ...changes };
}

function setupOf(draft: FightDraft) {
  const result = fightSetup(draft);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  return result.setup;
}

function problemsOf(draft: FightDraft): { field: string; message: string }[] {
  const result = fightSetup(draft);
  if (result.ok) throw new Error('expected problems');
  return [...result.problems];
}

describe('fightSetup: vehicles and their seats (HST-VEH-1..10)', () => {
  it('seats the driver and passengers on the models the names give, and sends each vehicle field', () => {
    const setup = setupOf(
      draftWith([
        car({ driver: 'Mr. A', passengers: ['mr. b ', 'Mr. C'], side: 0, capacity: 7, passengerSeats: 3 }),
        car({ name: 'Cruiser', motion: 'forward', running: true, driver: 'Officer Diaz', passengers: [] }),
        car({ name: 'Parked van' }),
      ]),
    );
    expect(setup.vehicles).toEqual([
      {
        id: 'v1',
        name: 'Getaway car',
        capacity: 7,
        passengerSeats: 3,
        motion: 'stopped',
        running: false,
        side: 's1',
      },
      { id: 'v2', name: 'Cruiser', passengerSeats: 4, motion: 'forward', running: true },
      { id: 'v3', name: 'Parked van', passengerSeats: 4, motion: 'stopped', running: false },
    ]);
    const seats = setup.sides.flatMap((s) =>
      s.models.flatMap((m) => (m.seat ? [[m.profile.name, m.seat]] : [])),
    );
    expect(seats).toEqual([
      ['Mr. A', { vehicle: 'v1', role: 'driver' }],
      ['Mr. B', { vehicle: 'v1', role: 'passenger' }],
      ['Mr. C', { vehicle: 'v1', role: 'passenger' }],
      ['Officer Diaz', { vehicle: 'v2', role: 'driver' }],
    ]);
    expect(setup.sides[0]!.models[3]).not.toHaveProperty('seat');
  });

  it('no vehicles: the setup carries none', () => {
    expect(setupOf(draftWith([]))).not.toHaveProperty('vehicles');
  });

  it('the engine starts with the driver at the wheel: he starts the car and drives it (HST-VEH-2)', () => {
    const f = fight(setupOf(draftWith([car({ driver: 'Mr. A', passengers: ['Mr. B'] })])));
    expect(f.state.vehicles['v1']).toMatchObject({
      name: 'Getaway car',
      driver: 's1-m1',
      passengers: ['s1-m2'],
      side: 's1', // no owner given: the driver's side
      capacity: 5, // the table's vehicleHitCapacity (HST-D-47)
      running: false,
    });
    expect(model(f, 's1-m1').seat).toEqual({ vehicle: 'v1', role: 'driver' });
    expect(refused(f, act('s1-m2', { kind: 'start-engine' }))).toMatch(/not in a driver's seat/);
    fire(f, act('s1-m1', { kind: 'start-engine' }));
    fire(f, act('s1-m1', { kind: 'drive', distance: 12, turn: 0 }));
    expect(f.state.vehicles['v1']).toMatchObject({ running: true, motion: 'forward' });
  });

  it('a driver in a stopped car with its engine off is fine; the table option sets the capacity', () => {
    const setup = setupOf(
      draftWith([car({ driver: 'Sergeant Hale' })], { options: { vehicleHitCapacity: 8 } }),
    );
    expect(setup.vehicles![0]).not.toHaveProperty('capacity');
    expect(fight(setup).state.vehicles['v1']).toMatchObject({ capacity: 8, side: 's2', driver: 's2-m1' });
  });
});

describe('fightSetup: every vehicle problem names its field', () => {
  it('an unknown model name, as driver or passenger', () => {
    expect(problemsOf(draftWith([car({ driver: 'Mr. Z', passengers: ['Mr. B', 'Nobody'] })]))).toEqual([
      { field: 'vehicle-1-driver', message: 'Getaway car: no model is called "Mr. Z" in the rosters' },
      { field: 'vehicle-1-passengers', message: 'Getaway car: no model is called "Nobody" in the rosters' },
    ]);
  });

  it('a model seated twice, in one vehicle or in two', () => {
    expect(problemsOf(draftWith([car({ driver: 'Mr. A', passengers: ['Mr. A'] })]))).toEqual([
      {
        field: 'vehicle-1-passengers',
        message: 'Mr. A already drives Getaway car: a model has one seat',
      },
    ]);
    expect(
      problemsOf(draftWith([car({ passengers: ['Mr. B'] }), car({ name: 'Van', driver: 'mr. b' })])),
    ).toEqual([
      { field: 'vehicle-2-driver', message: 'Mr. B already sits in Getaway car: a model has one seat' },
    ]);
    expect(problemsOf(draftWith([car({ passengers: ['Mr. B', 'Mr. B'] })]))[0]!.field).toBe(
      'vehicle-1-passengers',
    );
  });

  it('more passengers than seats', () => {
    expect(problemsOf(draftWith([car({ passengerSeats: 1, passengers: ['Mr. B', 'Mr. C'] })]))).toEqual([
      { field: 'vehicle-1-passengers', message: 'Getaway car has 1 passenger seat for 2 passengers' },
    ]);
  });

  it('reserves are not on the table: they cannot be seated (HST-REINF-1)', () => {
    const [crew, police] = exampleSides();
    const draft = draftWith([car({ passengers: ['Mr. F'] })], {
      sides: [{ ...crew, reserves: 'Mr. F (2/3) Pistol', entryPoints: 'Alley' }, police],
    });
    expect(problemsOf(draft)).toEqual([
      {
        field: 'vehicle-1-passengers',
        message:
          'Mr. F is in the reserves, not on the table: reserves cannot start in a vehicle (HST-REINF-1)',
      },
    ]);
  });

  it('names: present, short, different from other vehicles and from every model', () => {
    const fields = (vehicles: VehicleDraft[]) => problemsOf(draftWith(vehicles)).map((p) => p.field);
    expect(fields([car({ name: '  ' })])).toEqual(['vehicle-1-name']);
    expect(fields([car({ name: 'x'.repeat(61) })])).toEqual(['vehicle-1-name']);
    expect(problemsOf(draftWith([car(), car({ name: 'getaway CAR' })]))).toEqual([
      { field: 'vehicle-2-name', message: 'Vehicle 2 has the same name as vehicle 1 ("getaway CAR")' },
    ]);
    expect(problemsOf(draftWith([car({ name: 'Mr. C' })]))).toEqual([
      { field: 'vehicle-1-name', message: '"Mr. C" is already a model\'s name: give the vehicle another' },
    ]);
  });

  it('numbers, motion, engine and owner', () => {
    const fields = (changes: Partial<VehicleDraft>) =>
      problemsOf(draftWith([car(changes)])).map((p) => p.field);
    expect(fields({ capacity: 0 })).toEqual(['vehicle-1-capacity']);
    expect(fields({ capacity: 2.5 })).toEqual(['vehicle-1-capacity']);
    expect(fields({ capacity: Number.NaN })).toEqual(['vehicle-1-capacity']);
    expect(fields({ passengerSeats: 21 })).toEqual(['vehicle-1-passengerSeats']);
    expect(fields({ passengerSeats: -1 })).toEqual(['vehicle-1-passengerSeats']);
    expect(fields({ motion: 'sideways' as VehicleDraft['motion'] })).toEqual(['vehicle-1-motion']);
    expect(fields({ motion: 'reverse', running: false })).toEqual(['vehicle-1-running']);
    expect(fields({ side: 2 })).toEqual(['vehicle-1-side']);
  });

  it('at most 40 vehicles (the engine limit)', () => {
    const many = Array.from({ length: 41 }, (_, i) => car({ name: `Car ${i}` }));
    expect(problemsOf(draftWith(many))).toEqual([
      { field: 'vehicles', message: 'A fight has at most 40 vehicles' },
    ]);
    expect(fightSetup(draftWith(many.slice(0, 40))).ok).toBe(true);
  });

  it('a roster line that no longer reads leaves its name unknown to the seats, never a crash', () => {
    const draft = draftWith([car({ driver: 'Only' })], {
      sides: [
        { ...emptySide(0), roster: 'Only (9/9) SMG' },
        { ...emptySide(1), roster: 'Other (3/5) SMG' },
      ],
    });
    const fields = problemsOf(draft).map((p) => p.field);
    expect(fields).toContain('side-1-roster');
    expect(fields).toContain('vehicle-1-driver');
    expect(fields).not.toContain('setup');
  });
});
