import { describe, expect, it } from 'vitest';
import { characterId } from '../../../../core/index.ts';
import type { warfare } from '../../../../core/index.ts';
import { driversOf, vehicleSeats } from '../../../../renderer/panels/scenes/drop/warfare-vehicles.ts';
import { crashOddsRows, vehicleText } from '../../../../renderer/panels/scenes/warfare/board-view.ts';

const names: Record<string, string> = { vex: 'Vex', ruth: 'Ruth', kit: 'Kit' };
const nameOf = (id: string) => names[id] ?? id;

describe('Gang Warfare vehicles in the forms (COT-WAR-4)', () => {
  it('seats passengers with the driver they ride with', () => {
    const picks = { vex: { vehicle: 'Car', seat: 'drive' }, ruth: { vehicle: 'Car', seat: 'vex' } };
    expect(driversOf(picks, ['vex', 'ruth', 'kit'], 'Car', 'ruth')).toEqual(['vex']);
    expect(driversOf(picks, ['vex', 'ruth', 'kit'], 'Truck / van', 'kit')).toEqual([]);
    expect(vehicleSeats(picks, ['vex', 'ruth', 'kit'], nameOf)).toEqual({
      seats: [{ vehicle: 'Car', driver: 'vex', passengers: ['ruth'] }],
    });
  });

  it('names a passenger left without a driver', () => {
    const picks = { vex: { vehicle: 'Car', seat: 'drive' }, ruth: { vehicle: 'Car', seat: 'vex' } };
    expect(vehicleSeats(picks, ['ruth', 'kit'], nameOf)).toEqual({
      problem: 'Ruth needs a driver for the Car',
    });
  });

  it('lists a vehicle with its Body and state, and the crash odds as rows summing to 1', () => {
    const car: warfare.WarVehicle = {
      id: 'Car (Vex)',
      name: 'Car',
      body: 7,
      ramBonus: { rolled: 1, kept: 1 },
      driver: characterId('vex'),
      passengers: [characterId('ruth')],
      wrecked: false,
      stopped: true,
    };
    expect(vehicleText(car, nameOf)).toBe('Car: Body 7, stopped (crashed); driven by Vex with Ruth');
    const rows = crashOddsRows({
      crash: 0.4,
      catastrophe: 0.1,
      damage: [
        { damage: 1, probability: 0.3 },
        { damage: 4, probability: 0.1 },
      ],
    });
    expect(rows.map((r) => r.id)).toEqual(['safe', 'crash-1', 'crash-4']);
    expect(rows.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1);
  });
});
