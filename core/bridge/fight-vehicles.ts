import { isRejection } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { Assembly } from './assemble.ts';
import type { ProposedModel, ProposedVehicle } from './proposal.ts';
import { vehicleOf } from './vehicles.ts';

/**
 * The Gang Warfare's vehicles on the table (BRG-D-12, D-39): each with its hit capacity and the hits its lost
 * Body gives it, its driver and passengers as the models they became, on the driver's side.
 * @returns the conversion's rejection for a vehicle the table does not have.
 */
export function vehiclesOf(a: Assembly, models: readonly ProposedModel[]): ProposedVehicle[] | Rejection {
  const { origin } = a.situation;
  if (origin.kind !== 'warfare') return [];
  const modelOfCharacter = (id: string | null) => models.find((model) => model.character === id) ?? null;
  const vehicles: ProposedVehicle[] = [];
  for (const [index, vehicle] of origin.fight.vehicles.entries()) {
    const converted = vehicleOf({ name: vehicle.name, body: vehicle.body }, a.settings, a.table);
    if (isRejection(converted)) return converted;
    const driver = modelOfCharacter(vehicle.driver);
    vehicles.push({
      id: `v${index + 1}`,
      cot: vehicle.id,
      vehicle: converted,
      side: driver?.side ?? null,
      driver: driver?.id ?? null,
      passengers: vehicle.passengers
        .map((id) => modelOfCharacter(id)?.id)
        .filter((id): id is string => id !== undefined),
    });
  }
  return vehicles;
}
