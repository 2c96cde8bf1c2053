import { describe, expect, it } from 'vitest';
import { bridge, defaultSettings, withDefaults } from '../../../../core/index.ts';
import { accepted, settings, table } from './support.ts';

/** Vehicles across the bridge (BRG-D-12, BRG-D-39). */

const fresh = { ...settings, bridgeDamagedVehicles: 'fresh' as const };
const onTable = (name: string, body: number, at = settings) =>
  accepted(bridge.vehicleOf({ name, body }, at, table));
const ends = (hits: number, undrivable = false, exploded = false) => ({ hits, undrivable, exploded });
const bodyAfter = (start: bridge.VehicleModel, end: ReturnType<typeof ends>) =>
  accepted(bridge.vehicleBodyAfter(start, end));

describe('vehicleOf and vehicleBodyAfter (BRG-D-12)', () => {
  it('gives the rules’ vehicles their hit capacities: motorcycle 3, car 5, truck/van 7', () => {
    expect(
      [onTable('Motorcycle', 8), onTable('Car', 12), onTable('Truck / van', 16)].map((v) => v.capacity),
    ).toEqual([3, 5, 7]);
  });

  it('TV-BRG-D-12-a: car (Body 12 of 12, capacity 5) took 2 hits -> Body 12 − ceil(4.8) = 7', () => {
    const car = onTable('Car', 12);
    expect(car.hits).toBe(0);
    const after = bodyAfter(car, ends(2));
    expect(after).toMatchObject({ body: 7, wrecked: false, destroyed: false });
    expect(after.line).toBe('Car: 2 new hits -> Body 12 → 7 (BRG-D-12)');
  });

  it('TV-BRG-D-12-b: motorcycle took 3 hits -> undrivable -> Body 0, wrecked', () => {
    expect(bodyAfter(onTable('Motorcycle', 8), ends(3, true))).toMatchObject({
      body: 0,
      wrecked: true,
      destroyed: false,
    });
  });

  it('TV-BRG-D-12-c: the crew’s car (Body 12) took a 6th hit and the explosion die showed 10 -> exploded -> Body 0, destroyed: struck from the crew’s gear', () => {
    expect(bodyAfter(onTable('Car', 12), ends(6, true, true))).toMatchObject({
      body: 0,
      wrecked: true,
      destroyed: true,
    });
  });

  it('BRG-D-12: an exploded vehicle’s line says it is destroyed for good', () => {
    expect(bodyAfter(onTable('Car', 12), ends(6, true, true)).line).toBe(
      'Car: exploded -> Body 0, destroyed: it can never be driven or repaired (BRG-D-12)',
    );
  });

  it('BRG-D-12, D-39: the campaign keeps no vehicles: the line says where the GM notes the Body, and strikes a destroyed one from its owner’s gear', () => {
    const car = onTable('Car', 12);
    expect(bridge.vehicleNote('Car', bodyAfter(car, ends(2)), 'Ruth')).toBe(
      "The campaign keeps no vehicles: note the Car (Body 7) on Ruth's sheet",
    );
    expect(bridge.vehicleNote('Car', bodyAfter(car, ends(5, true)), null)).toBe(
      'The campaign keeps no vehicles: note the Car (wrecked, Body 0) for the next chase or Gang Warfare it is in',
    );
    expect(bridge.vehicleNote('Car', bodyAfter(car, ends(6, true, true)), 'Ruth')).toBe(
      "The campaign keeps no vehicles: note the Car (destroyed) on Ruth's sheet and strike it from Ruth's gear",
    );
  });

  it('takes a Stormer’s capacity from the GM, else from vehicle_hit_capacity (HST-D-47)', () => {
    const stormers = withDefaults({
      ...defaultSettings,
      vehicleHitCapacity: 6,
      vehicleTable: [
        ...defaultSettings.vehicleTable,
        { name: 'Stormer', speed: 5, body: 20, ramBonus: { rolled: 2, kept: 2 } },
      ],
    });
    expect(accepted(bridge.vehicleOf({ name: 'Stormer', body: 20 }, settings, stormers)).capacity).toBe(6);
    expect(accepted(bridge.vehicleOf({ name: 'Stormer', body: 20 }, settings, stormers, 9)).capacity).toBe(9);
  });

  it('refuses a vehicle the table does not have, a Body out of range, and fewer hits at the end than at the start', () => {
    expect(bridge.vehicleOf({ name: 'Zeppelin', body: 3 }, settings, table)).toMatchObject({
      ok: false,
      message: '"Zeppelin" is not in the vehicle table',
    });
    expect(bridge.vehicleOf({ name: 'Car', body: 13 }, settings, table)).toMatchObject({
      ok: false,
      message: "Car's Body must be 0–12 (got 13)",
    });
    expect(bridge.vehicleBodyAfter(onTable('Car', 6), ends(1))).toMatchObject({
      ok: false,
      code: 'bridge/vehicle-hits',
    });
  });
});

describe('a damaged vehicle on the table (BRG-D-39)', () => {
  it('TV-BRG-D-39-a: car at Body 6 of 12 -> starts with floor(5 × 6 / 12) = 2 hits; takes 2 more (4, drivable) -> Body 6 − ceil(12 × 2 / 5 = 4.8) = 1; takes 3 more instead (5 = capacity) -> undrivable -> Body 0, wrecked', () => {
    const car = onTable('Car', 6);
    expect(car.hits).toBe(2);
    expect(bodyAfter(car, ends(4)).body).toBe(1);
    expect(bodyAfter(car, ends(5, true))).toMatchObject({ body: 0, wrecked: true });
  });

  it('TV-BRG-D-39-b: fresh: the same car starts at 0 hits; takes 2 -> Body 6 − ceil(6 × 2 / 5 = 2.4) = 3', () => {
    const car = onTable('Car', 6, fresh);
    expect(car.hits).toBe(0);
    expect(bodyAfter(car, ends(2)).body).toBe(3);
  });

  it('TV-BRG-D-39-c: motorcycle at Body 3 of 8 (capacity 3) -> starts with floor(3 × 5 / 8) = 1 hit; takes 1 more (2, drivable) -> max(1, 3 − ceil(8 × 1 / 3 = 2.67)) = max(1, 0) = 1', () => {
    const bike = onTable('Motorcycle', 3);
    expect(bike.hits).toBe(1);
    expect(bodyAfter(bike, ends(2)).body).toBe(1);
  });

  it('BRG-D-39: a wrecked vehicle (Body 0) stands on the table undrivable, at capacity, under either setting; no new hit costs no Body', () => {
    for (const at of [settings, fresh]) {
      expect(onTable('Car', 0, at)).toMatchObject({ hits: 5, undrivable: true });
    }
    expect(bodyAfter(onTable('Car', 6), ends(2)).body).toBe(6);
  });
});
