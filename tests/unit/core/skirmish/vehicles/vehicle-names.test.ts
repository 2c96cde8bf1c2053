import { describe, expect, it } from 'vitest';
import { reactionOrder, skirmishRolls } from '../../../../../core/skirmish/index.ts';
import type { ShotOrder } from '../../../../../core/skirmish/index.ts';
import { act, entry, fight, run, side } from '../support/fight.ts';

/** Vehicles are named by their names, never their ids, in the reaction window and the roll log. */

const atCar: ShotOrder = {
  target: { kind: 'vehicle', vehicle: 'car' },
  aimed: false,
  intense: false,
  crossfire: false,
  range: 10,
};

const street = () =>
  fight({
    sides: [
      side('police', 'defensive', [entry('o', 'Officer O (3/5) Pistol')]),
      side('crew', 'aggressive', [
        entry('w', 'Wheelman (3/5) Pistol', { seat: { vehicle: 'car', role: 'driver' } }),
      ]),
    ],
    vehicles: [{ id: 'car', name: 'Getaway car', capacity: 1 }],
  });

/** The history's names: models, then vehicles (the engine's `actorName`). */
const names = (f: ReturnType<typeof street>) => (id: string) =>
  f.state.models[id]?.name ?? f.state.vehicles[id]?.name ?? id;

describe('vehicles by name', () => {
  it('the reaction window names the car a shot is kept on the table at', () => {
    const f = street();
    run(f, act('o', { kind: 'shoot', shot: atCar }, { review: true }), 7, 2, 3);
    const rows = reactionOrder(f.state);
    expect(rows.map((r) => r.what)).toEqual(['shoots at Getaway car (snap)']);
  });

  it('the roll log names the car shot at and its explosion roll', () => {
    const f = street();
    // Two hits on a car of capacity 1: undrivable, and one explosion roll (a 3); the wheelman checks (a 2).
    const events = run(f, act('o', { kind: 'shoot', shot: atCar }), 7, 8, 3, 2, 3);
    const rolls = events.flatMap((event) => skirmishRolls(event, names(f)));
    expect(rolls.map((r) => r.what)).toEqual([
      'Shooting at Getaway car',
      'Wheelman: death trap',
      'Explosion roll for Getaway car',
    ]);
  });
});
