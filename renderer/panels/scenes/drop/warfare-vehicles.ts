import type { CharacterId, WarfareVehicleSeat } from '../../../../core/index.ts';

/**
 * A fighter's place in a vehicle as the Start Gang Warfare form picks it (COT-WAR-4): the vehicle-table row,
 * and `'drive'` or the id of the fighter they ride with.
 */
export interface VehiclePick {
  readonly vehicle: string;
  readonly seat: string;
}

/** The other picked fighters driving this vehicle row: whom a passenger can ride with. */
export function driversOf(
  picks: Readonly<Record<string, VehiclePick>>,
  fighters: readonly string[],
  vehicle: string,
  self: string,
): string[] {
  return fighters.filter(
    (id) => id !== self && picks[id]?.vehicle === vehicle && picks[id]?.seat === 'drive',
  );
}

/**
 * The `scene/start-warfare` vehicles from the form's picks of the fighters taking part, one per driver, or the
 * problem: a passenger whose driver no longer drives that vehicle.
 */
export function vehicleSeats(
  picks: Readonly<Record<string, VehiclePick>>,
  fighters: readonly string[],
  nameOf: (id: string) => string,
): { readonly seats: WarfareVehicleSeat[] } | { readonly problem: string } {
  const seats = fighters
    .filter((id) => picks[id]?.vehicle && picks[id]?.seat === 'drive')
    .map((driver) => ({
      vehicle: picks[driver]!.vehicle,
      driver: driver as CharacterId,
      passengers: fighters.filter(
        (id) => picks[id]?.seat === driver && picks[id]?.vehicle === picks[driver]!.vehicle,
      ) as CharacterId[],
    }));
  for (const id of fighters) {
    const pick = picks[id];
    if (!pick?.vehicle || pick.seat === 'drive') continue;
    if (!seats.some((s) => s.passengers.includes(id as CharacterId)))
      return { problem: `${nameOf(id)} needs a driver for the ${pick.vehicle}` };
  }
  return { seats };
}
