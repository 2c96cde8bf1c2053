import { describe, expect, it } from 'vitest';
import type {
  ModelState,
  ShotOrder,
  SkirmishSetup,
  VehicleState,
} from '../../../../../core/skirmish/index.ts';
import {
  act,
  endTurn,
  entry,
  fight,
  fire,
  model,
  pass,
  refused,
  run,
  shotOf,
  side,
  types,
} from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}
function patchVehicle(f: Fight, id: string, change: Partial<VehicleState>): void {
  f.state = { ...f.state, vehicles: { ...f.state.vehicles, [id]: { ...f.state.vehicles[id]!, ...change } } };
}
const vehicle = (f: Fight, id = 'car') => f.state.vehicles[id]!;

const atVehicle = (id = 'car', change: Partial<ShotOrder> = {}): ShotOrder => ({
  target: { kind: 'vehicle', vehicle: id },
  aimed: true,
  intense: false,
  crossfire: false,
  range: 10,
  ...change,
});

/** Crew Mr. K against two officers in (or by) a police cruiser. */
const cruiser = (aboard: boolean, settings: SkirmishSetup['settings'] = {}) => {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG w/2 reloads')]),
      side('police', 'defensive', [
        entry('d', 'Officer D (3/5) Pistol', aboard ? { seat: { vehicle: 'car', role: 'driver' } } : {}),
        entry('p', 'Officer P (3/5) Pistol', aboard ? { seat: { vehicle: 'car', role: 'passenger' } } : {}),
      ]),
    ],
    vehicles: [{ id: 'car', name: 'Police cruiser' }],
    settings,
  });
  patch(f, 'k', { aiming: true });
  return f;
};

describe('shooting at vehicles (HST-VEH-7..10)', () => {
  it('TV-HST-VEH-9-a: aimed at the driver of the stopped cruiser [4,6,8]: driver stunned; P fails (7), stunned; the car fails: 1 hit', () => {
    const f = cruiser(true);
    const shot = shotOf(
      fire(
        f,
        act('k', { kind: 'shoot', shot: { ...atVehicle(), target: { kind: 'model', model: 'd' } } }),
        4,
        6,
        8,
        7,
      ),
    );
    expect([shot.tn, shot.hits]).toEqual([8, 1]);
    expect(shot.propagation.map((p) => [p.name, p.check?.roll ?? null, p.hit])).toEqual([
      ['Officer P', 7, true],
      ['Police cruiser', null, true],
    ]);
    expect([model(f, 'd').stunned, model(f, 'p').stunned, vehicle(f).hits]).toEqual([true, true, 1]);
  });

  it('TV-HST-VEH-8-a: three shots take the empty cruiser from 1 to 7 hits; 6th and 7th roll [10, 4]; the blast kills the officer behind it', () => {
    const f = cruiser(false);
    patchVehicle(f, 'car', { hits: 1 });
    fire(f, act('k', { kind: 'shoot', shot: atVehicle() }), 5, 6, 2);
    fire(f, act('k', { kind: 'shoot', shot: atVehicle() }), 5, 2, 3);
    expect([vehicle(f).hits, vehicle(f).undrivable]).toEqual([4, false]);
    const last = shotOf(fire(f, act('k', { kind: 'shoot', shot: atVehicle() }), 9, 8, 7, 10, 4));
    expect(last.effects).toContainEqual(
      expect.objectContaining({
        kind: 'vehicle',
        total: 7,
        undrivable: true,
        explosion: { die: 10, faces: [10, 4], exploded: true },
      }),
    );
    expect(refused(f, endTurn)).toMatch(/has exploded: say who is caught/);
    const blast = run(
      f,
      {
        type: 'skirmish/resolve-blast',
        blast: f.state.blasts[0]!.id,
        victims: [{ model: 'd', distance: 1.5, inCover: false }],
      },
      9,
      7,
      6,
      4,
      2,
    );
    expect(blast[0]).toMatchObject({ rolls: [{ model: 'd', faces: [9, 7, 6, 4, 2], tn: 6, hits: 3 }] });
    expect(model(f, 'd').presence.kind).toBe('dead');
    expect(f.state.blasts).toEqual([]);
  });

  it('TV-HST-VEH-8-b: Hollywood: hit 6 rolls a d6; a 6 blows it up', () => {
    const f = cruiser(false, { vehicleExplosionMode: 'hollywood' });
    patchVehicle(f, 'car', { hits: 5 });
    const shot = shotOf(fire(f, act('k', { kind: 'shoot', shot: atVehicle() }), 5, 2, 2, 6));
    expect(shot.effects[0]).toMatchObject({ explosion: { die: 6, faces: [6], exploded: true } });
  });

  it('TV-HST-VEH-8-c: a van explodes: A against it 1.8" (no cover from it) 5d10 vs 6; B behind a wall 2.6" 4d10 vs 10', () => {
    const f = cruiser(false);
    patchVehicle(f, 'car', { hits: 5 });
    fire(f, act('k', { kind: 'shoot', shot: atVehicle() }), 5, 2, 2, 10);
    const events = run(
      f,
      {
        type: 'skirmish/resolve-blast',
        blast: f.state.blasts[0]!.id,
        victims: [
          { model: 'd', distance: 1.8, inCover: false },
          { model: 'p', distance: 2.6, inCover: true },
        ],
      },
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
    );
    const rolls = events[0]!.type === 'skirmish/vehicle-exploded' ? events[0]!.rolls : [];
    expect(rolls.map((r) => [r.faces.length, r.tn])).toEqual([
      [5, 6],
      [4, 10],
    ]);
  });

  it('TV-HST-VEH-10-a: Bruckheimer: the first hit rolls a 6; the passenger dives out (4), the driver stays (7) and takes 6d10 vs 6', () => {
    const f = cruiser(true, { vehicleExplosionMode: 'bruckheimer' });
    patchVehicle(f, 'car', { motion: 'forward', running: true });
    fire(f, act('k', { kind: 'shoot', shot: atVehicle() }), 8, 2, 2, 6);
    const events = run(
      f,
      { type: 'skirmish/resolve-blast', blast: f.state.blasts[0]!.id, victims: [] },
      7,
      2,
      2,
      2,
      2,
      2,
      2,
      4,
    );
    expect(events[0]).toMatchObject({
      dives: [
        { model: 'd', out: false },
        { model: 'p', out: true },
      ],
      rolls: [{ model: 'd', faces: [2, 2, 2, 2, 2, 2], tn: 6 }],
    });
    expect([model(f, 'd').seat, model(f, 'p').seat]).toEqual([null, null]);
  });

  it('TV-HST-VEH-7-b: a clear lane to the van means no obstructions count', () => {
    const f = cruiser(false);
    const crate = [{ kind: 'object', name: 'crate', destructible: true } as const];
    expect(
      shotOf(fire(f, act('k', { kind: 'shoot', shot: { ...atVehicle(), obstructions: crate } }), 2, 2, 2))
        .obstructions,
    ).toEqual([]);
  });

  it('TV-HST-VEH-6-a: a passenger cannot shoot from inside', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [
          entry('k', 'K (3/5) SMG', { seat: { vehicle: 'car', role: 'passenger' } }),
        ]),
        side('p', 'defensive', [entry('o', 'O (3/5) Pistol')]),
      ],
      vehicles: [{ id: 'car', name: 'Getaway car' }],
    });
    expect(
      refused(
        f,
        act('k', {
          kind: 'shoot',
          shot: { ...atVehicle(), aimed: false, target: { kind: 'model', model: 'o' } },
        }),
      ),
    ).toMatch(/cannot shoot from inside a vehicle/);
  });
});

describe('driving (HST-VEH-1..5)', () => {
  const getaway = () =>
    fight({
      sides: [
        side('crew', 'aggressive', [entry('w', 'Wheelman (4/6) Pistol'), entry('x', 'Mr. X (3/5) SMG')]),
        side('police', 'defensive', [entry('g', 'Guard (2/4) Pistol'), entry('h', 'Guard H (2/5) Pistol')]),
      ],
      vehicles: [{ id: 'car', name: 'Getaway car' }],
    });

  it('TV-HST-VEH-2-a / TV-HST-VEH-1-a: enter, start, two drives (24"), moving; then no one may get in this turn', () => {
    const f = getaway();
    fire(f, act('w', { kind: 'enter', vehicle: 'car', seat: 'driver', baseContact: true }));
    fire(f, act('w', { kind: 'start-engine' }));
    fire(f, act('w', { kind: 'drive', distance: 12, turn: 90 }));
    expect(refused(f, act('w', { kind: 'drive', distance: 12.5, turn: 0 }))).toMatch(/up to 12"/);
    fire(f, act('w', { kind: 'drive', distance: 12, turn: 0 }));
    expect(vehicle(f)).toMatchObject({ motion: 'forward', moved: true, drove: true, side: 'crew' });
    expect(
      refused(f, act('x', { kind: 'enter', vehicle: 'car', seat: 'passenger', baseContact: true })),
    ).toMatch(/stopped and not yet moved/);
  });

  it('HST-VEH-1: getting in needs contact with one of its doors (a step may close the gap); without it, refused', () => {
    const f = getaway();
    const apart =
      "Wheelman must be in base contact with one of Getaway car's doors to get in (a step may close the gap) (HST-VEH-1)";
    expect(refused(f, act('w', { kind: 'enter', vehicle: 'car', seat: 'driver', baseContact: false }))).toBe(
      apart,
    );
    expect(refused(f, act('w', { kind: 'enter', vehicle: 'car', seat: 'driver' }))).toBe(apart); // not given: not in contact
    fire(
      f,
      act(
        'w',
        { kind: 'enter', vehicle: 'car', seat: 'driver', baseContact: true },
        { step: { distance: 0.5, when: 'before' } },
      ),
    );
    expect(model(f, 'w').seat).toEqual({ vehicle: 'car', role: 'driver' });
  });

  it('TV-HST-VEH-2-b: driving forward, to reverse: Stop, change gear, reverse up to 6"', () => {
    const f = getaway();
    patch(f, 'w', { seat: { vehicle: 'car', role: 'driver' } });
    patchVehicle(f, 'car', { driver: 'w', running: true, motion: 'forward', side: 'crew' });
    expect(refused(f, act('w', { kind: 'change-gear' }))).toMatch(/Stop Getaway car/);
    fire(f, act('w', { kind: 'stop' }));
    fire(f, act('w', { kind: 'change-gear' }));
    expect(refused(f, act('w', { kind: 'drive', distance: 7, turn: 0 }))).toMatch(
      /up to 6" per action in reverse/,
    );
    fire(f, act('w', { kind: 'drive', distance: 6, turn: 0 }));
    expect(vehicle(f).motion).toBe('reverse');
  });

  it('TV-HST-VEH-4-a/b: the car hits a guard (skill 4): a 2 dives aside; a 7 is a wound', () => {
    const f = getaway();
    patch(f, 'w', { seat: { vehicle: 'car', role: 'driver' } });
    patchVehicle(f, 'car', { driver: 'w', running: true });
    const events = fire(
      f,
      act('w', { kind: 'drive', distance: 10, turn: 0, contacts: [{ model: 'g' }, { model: 'h' }] }),
      2,
      7,
    );
    expect(events.find((e) => e.type === 'skirmish/drove')).toMatchObject({
      accidents: [
        { model: 'g', dodged: true },
        { model: 'h', dodged: false },
      ],
    });
    expect([model(f, 'g').wounded, model(f, 'h').wounded]).toEqual([false, true]);
  });

  it('a drive naming a model that is not in its path is refused', () => {
    const f = getaway();
    patch(f, 'w', { seat: { vehicle: 'car', role: 'driver' } });
    patchVehicle(f, 'car', { driver: 'w', running: true });
    expect(
      refused(f, act('w', { kind: 'drive', distance: 10, turn: 0, contacts: [{ model: 'nobody' }] })),
    ).toMatch(/not a model in the vehicle's path/);
    expect(
      refused(
        f,
        act('w', { kind: 'drive', distance: 10, turn: 0, contacts: [{ model: 'g' }, { model: 'g' }] }),
      ),
    ).toMatch(/named twice/);
  });

  it('TV-HST-VEH-4-c (HST-D-57): a guard at 0 actions may still dive aside (3); failing (8) while wounded kills it', () => {
    const f = getaway();
    patch(f, 'w', { seat: { vehicle: 'car', role: 'driver' } });
    patchVehicle(f, 'car', { driver: 'w', running: true });
    patch(f, 'g', { stunned: true, wounded: true });
    patch(f, 'h', { stunned: true, wounded: true });
    fire(
      f,
      act('w', { kind: 'drive', distance: 10, turn: 0, contacts: [{ model: 'g' }, { model: 'h' }] }),
      3,
      8,
    );
    expect([model(f, 'g').presence.kind, model(f, 'h').presence.kind]).toEqual(['table', 'dead']);
  });

  it('TV-HST-VEH-5-a: a car with 3 hits crashes, d6 = 4: stopped, stalled, occupants stunned, 7 hits, hits 6 and 7 roll d10s', () => {
    const f = getaway();
    patch(f, 'w', { seat: { vehicle: 'car', role: 'driver' } });
    patch(f, 'x', { seat: { vehicle: 'car', role: 'passenger' } });
    patchVehicle(f, 'car', { driver: 'w', passengers: ['x'], running: true, hits: 3 });
    const events = fire(f, act('w', { kind: 'drive', distance: 8, turn: 0, crash: 'a wall' }), 4, 3, 5);
    const drove = events.find((e) => e.type === 'skirmish/drove');
    expect(drove).toMatchObject({ crash: { into: 'a wall', faces: [4] } });
    expect(vehicle(f)).toMatchObject({ motion: 'stopped', running: false, hits: 7, undrivable: true });
    expect([model(f, 'w').stunned, model(f, 'x').stunned]).toEqual([true, true]);
    expect(f.state.activation).toBeNull(); // the driver's activation ends
  });

  it('TV-HST-VEH-3-a: nobody drives the moving car in its side\'s turn: at the end of the turn it drifts 12" ahead', () => {
    const f = getaway();
    patchVehicle(f, 'car', { running: true, motion: 'forward', side: 'crew' });
    fire(f, pass('w'));
    fire(f, pass('x'));
    const events = run(f, {
      type: 'skirmish/end-turn',
      drifts: [{ vehicle: 'car', contacts: [{ model: 'g', noWayOut: true }] }],
    });
    expect(types(events).slice(0, 2)).toEqual(['skirmish/drove', 'skirmish/turn-ended']);
    expect(events[0]).toMatchObject({ item: null, model: null, distance: 12 });
    expect(model(f, 'g').wounded).toBe(true);
  });

  it('exiting needs a stopped vehicle that has not moved this turn', () => {
    const f = getaway();
    fire(f, act('x', { kind: 'enter', vehicle: 'car', seat: 'passenger', baseContact: true }));
    fire(f, act('x', { kind: 'exit' }));
    expect(model(f, 'x').seat).toBeNull();
    expect(vehicle(f).passengers).toEqual([]);
  });
});

describe('frag blasts on vehicles (HST-D-39 house rule)', () => {
  it('TV-HST-GREN-6-e: off by default; on: a stopped van 1.5" away takes 5d10 vs 5, [9,6,4,2,1] -> 2 hits', () => {
    const make = (fragHitsVehicles: boolean) => {
      const f = fight({
        sides: [
          side('crew', 'aggressive', [entry('k', 'K (3/5) SMG, frag')]),
          side('p', 'defensive', [entry('o', 'O (3/5) Pistol')]),
        ],
        vehicles: [{ id: 'van', name: 'Van' }],
        settings: { fragHitsVehicles },
      });
      fire(
        f,
        act('k', {
          kind: 'throw',
          throw: {
            item: 'frag',
            distance: 5,
            lob: false,
            chokePoints: 0,
            obstacles: 0,
            inAimZone: false,
            blastReach: [],
          },
        }),
        1,
        12,
      );
      fire(f, pass('k'));
      run(f, endTurn);
      fire(f, pass('o'));
      run(f, endTurn);
      return f;
    };
    const off = make(false);
    expect(
      refused(off, {
        type: 'skirmish/start-turn',
        blasts: [{ grenade: 'grenade-1', victims: [], vehicles: [{ vehicle: 'van', distance: 1.5 }] }],
      }),
    ).toMatch(/only with the frag_hits_vehicles house rule/);
    const on = make(true);
    run(
      on,
      {
        type: 'skirmish/start-turn',
        blasts: [{ grenade: 'grenade-1', victims: [], vehicles: [{ vehicle: 'van', distance: 1.5 }] }],
      },
      9,
      6,
      4,
      2,
      1,
    );
    expect(vehicle(on, 'van').hits).toBe(2);
  });
});
