import { describe, expect, it } from 'vitest';
import { skirmishBoard } from '../../../../../core/skirmish/index.ts';
import { act, at0, entry, fight, fire, model, pass, run, shoot, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/** The fight board's "who may act now" (HST-SEQ-2, HST-SEQ-3, HST-REACT-1). */

function twoSides(): Fight {
  return fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG'), entry('b', 'Mr. B (2/5) Pistol')]),
      side('police', 'defensive', [entry('p', 'Cop (2/5) Shotgun')]),
    ],
  });
}

describe('who may act now', () => {
  it('HST-SEQ-2: the active side’s models not yet activated, the one mid-activation first', () => {
    const f = twoSides();
    expect(skirmishBoard(f.state, at0).mayAct).toEqual(['a', 'b']);
    run(f, pass('b'));
    expect(model(f, 'b').activated).toBe(true);
    expect(skirmishBoard(f.state, at0).mayAct).toEqual(['a']);
  });

  it('HST-REACT-1: with a window open, the models that may still react', () => {
    const f = twoSides();
    f.state = {
      ...f.state,
      models: { ...f.state.models, p: { ...model(f, 'p'), aiming: true } },
    };
    run(f, shoot('a', 'p'));
    expect(f.state.window).not.toBeNull();
    const board = skirmishBoard(f.state, at0);
    expect(board.mayAct).toEqual(board.window!.mayReact.filter((id) => id !== 'a'));
    expect(board.mayAct).toContain('p');
  });
});

describe('what else is on the table (the board beside the rosters)', () => {
  const yard = () =>
    fight({
      sides: [
        side('crew', 'aggressive', [
          entry('k', 'Mr. K (3/5) SMG w/2 reloads, Pistol w/1 reload, frag'),
          entry('d', 'Mr. D (2/3) Pistol', { seat: { vehicle: 'van', role: 'driver' } }),
        ]),
        side('police', 'defensive', [entry('o', 'Officer O (3/5) Pistol')]),
      ],
      vehicles: [{ id: 'van', name: 'Van', passengerSeats: 3 }],
    });
  const toss = (distance: number) =>
    act('k', {
      kind: 'throw',
      throw: {
        item: 'frag',
        distance,
        lob: false,
        chokePoints: 0,
        obstacles: 0,
        inAimZone: false,
        blastReach: [],
      },
    });

  it('each model’s weapons not in hand, with ammo and reloads (HST-WPN-1)', () => {
    const f = yard();
    const k = skirmishBoard(f.state, at0).models.find((m) => m.id === 'k')!;
    expect(k.weapon?.name).toBe('Submachine gun');
    expect(k.stowed).toEqual([
      { name: 'Service pistol', counters: 0, capacity: 1, reloads: 1, state: 'ready' },
    ]);
  });

  it('the vehicles, with their hits against capacity and who is aboard (HST-VEH-1, HST-VEH-8)', () => {
    const f = yard();
    expect(skirmishBoard(f.state, at0).table.vehicles).toEqual([
      {
        id: 'van',
        name: 'Van',
        hits: 0,
        capacity: 5,
        motion: 'stopped',
        running: false,
        undrivable: false,
        exploded: false,
        driver: 'Mr. D',
        passengers: [],
        seats: 3,
      },
    ]);
  });

  it('a grenade held mid-throw, then the live grenade and when it goes off (HST-D-53, HST-GREN-5)', () => {
    const f = yard();
    run(f, toss(15));
    const holding = skirmishBoard(f.state, at0);
    expect(holding.models.find((m) => m.id === 'k')!.holding).toBe('a live frag grenade');
    expect(holding.models.find((m) => m.id === 'd')!.holding).toBeNull();
    run(f, act('k', { kind: 'continue-throw' }));
    fire(f, act('k', { kind: 'continue-throw' }), 4, 3);
    const landed = skirmishBoard(f.state, at0);
    expect(landed.models.find((m) => m.id === 'k')!.holding).toBeNull();
    expect(landed.table.grenades).toEqual([
      {
        id: 'grenade-1',
        kind: 'frag',
        thrower: 'Mr. K',
        dropped: false,
        goesOff: { side: 'Crew', round: 2 },
      },
    ]);
  });
});
