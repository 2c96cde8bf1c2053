import type { PoolModifier } from '../../dice/pool.ts';
import type { Vehicle } from '../settings/index.ts';
/** Vehicles as attacks use them (COT-GEAR-3): the ram bonus is the vehicle's weapon bonus. */

/** The row for a vehicle name, or undefined. */
export function findVehicle(name: string, table: readonly Vehicle[]): Vehicle | undefined {
  return table.find((vehicle) => vehicle.name === name);
}

/** The ram bonus as a pool modifier named after the vehicle (COT-GEAR-3, COT-D-34). */
export function ramBonus(vehicle: Pick<Vehicle, 'name' | 'ramBonus'>): PoolModifier {
  return { ...vehicle.ramBonus, source: vehicle.name };
}
