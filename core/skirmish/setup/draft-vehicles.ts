import { modelNamed, vehicleIdOf } from './draft-ids.ts';
import type { DraftModel } from './draft-ids.ts';
import type { DraftProblem, FightDraft } from './draft.ts';
import type { VehicleEntry } from './setup.ts';
import type { Seat } from '../types.ts';

/**
 * The vehicles of a new fight as the GM types them (HST-VEH-1..10): each with its hit capacity (HST-D-47),
 * seats, motion, engine, owner, driver and passengers named by the rosters' model names, checked field by field
 * and turned into the setup's `vehicles` and the models' `seat`s.
 */

export const vehicleMotions = ['stopped', 'forward', 'reverse'] as const;
export type VehicleMotion = (typeof vehicleMotions)[number];

/** One vehicle of the form, as typed: numbers may be null (an empty box: the default) or NaN. */
export interface VehicleDraft {
  readonly name: string;
  /** Hits before it is undrivable; null: the table option `vehicleHitCapacity` (HST-D-47). */
  readonly capacity: number | null;
  /** Seats besides the driver's; null: 4. */
  readonly passengerSeats: number | null;
  readonly motion: VehicleMotion;
  /** The engine runs (a moving vehicle's always does, HST-VEH-2). */
  readonly running: boolean;
  /** The index of the side that owns it; null: none (then its driver's side, if it has a driver). */
  readonly side: number | null;
  /** The driver's model name, or '' for nobody at the wheel. */
  readonly driver: string;
  /** The passengers' model names. */
  readonly passengers: readonly string[];
}

export const vehicleLimits = {
  vehiclesMax: 40,
  nameMax: 60,
  capacityMax: 99,
  seatsMax: 20,
  seatsDefault: 4,
} as const;

export const motionLabels: Readonly<Record<VehicleMotion, string>> = {
  stopped: 'Stopped',
  forward: 'Moving forward',
  reverse: 'Moving in reverse',
};

/** A stopped, empty car with a name no other vehicle of the draft has. */
export function emptyVehicle(vehicles: readonly VehicleDraft[]): VehicleDraft {
  const taken = new Set(vehicles.map((v) => v.name.trim().toLowerCase()));
  let number = vehicles.length + 1;
  while (taken.has(`car ${number}`)) number += 1;
  return {
    name: `Car ${number}`,
    capacity: null,
    passengerSeats: null,
    motion: 'stopped',
    running: false,
    side: null,
    driver: '',
    passengers: [],
  };
}

const isWhole = (value: number | null, min: number, max: number): boolean =>
  value === null || (Number.isInteger(value) && value >= min && value <= max);

const labelOf = (vehicle: VehicleDraft, index: number): string =>
  vehicle.name.trim() === '' ? `Vehicle ${index + 1}` : vehicle.name.trim();

function nameProblems(
  vehicles: readonly VehicleDraft[],
  index: number,
  models: readonly DraftModel[],
): DraftProblem[] {
  const field = `vehicle-${index + 1}-name`;
  const name = vehicles[index]!.name.trim();
  if (name === '') return [{ field, message: `Vehicle ${index + 1} needs a name` }];
  if (name.length > vehicleLimits.nameMax)
    return [{ field, message: `A vehicle's name has at most ${vehicleLimits.nameMax} characters` }];
  const same = vehicles.findIndex((v) => v.name.trim().toLowerCase() === name.toLowerCase());
  if (same < index)
    return [{ field, message: `Vehicle ${index + 1} has the same name as vehicle ${same + 1} ("${name}")` }];
  const model = modelNamed(models, name);
  if (model) return [{ field, message: `"${name}" is already a model's name: give the vehicle another` }];
  return [];
}

function numberProblems(draft: FightDraft, vehicle: VehicleDraft, index: number): DraftProblem[] {
  const n = index + 1;
  const label = labelOf(vehicle, index);
  const problems: DraftProblem[] = [];
  if (!isWhole(vehicle.capacity, 1, vehicleLimits.capacityMax))
    problems.push({
      field: `vehicle-${n}-capacity`,
      message: `${label}: the hit capacity is a whole number from 1 to ${vehicleLimits.capacityMax}, or empty for the table's (HST-D-47)`,
    });
  if (!isWhole(vehicle.passengerSeats, 0, vehicleLimits.seatsMax))
    problems.push({
      field: `vehicle-${n}-passengerSeats`,
      message: `${label}: the passenger seats are a whole number from 0 to ${vehicleLimits.seatsMax}`,
    });
  if (!vehicleMotions.includes(vehicle.motion))
    problems.push({ field: `vehicle-${n}-motion`, message: `${label}: choose stopped, forward or reverse` });
  else if (vehicle.motion !== 'stopped' && !vehicle.running)
    problems.push({
      field: `vehicle-${n}-running`,
      message: `${label} is moving, so its engine is running (HST-VEH-2)`,
    });
  const side = vehicle.side;
  if (side !== null && !(Number.isInteger(side) && side >= 0 && side < draft.sides.length))
    problems.push({
      field: `vehicle-${n}-side`,
      message: `${label}: there is no side ${side + 1} to own it`,
    });
  return problems;
}

/** Where each model already sits, as the GM reads it ("drives the Getaway car"). */
type Seating = Map<string, string>;

function seatProblem(
  models: readonly DraftModel[],
  seating: Seating,
  name: string,
  label: string,
): { model: DraftModel | null; problem: string | null } {
  const model = modelNamed(models, name);
  if (!model) return { model: null, problem: `${label}: no model is called "${name.trim()}" in the rosters` };
  if (model.reserve)
    return {
      model,
      problem: `${model.name} is in the reserves, not on the table: reserves cannot start in a vehicle (HST-REINF-1)`,
    };
  const where = seating.get(model.id);
  if (where !== undefined) return { model, problem: `${model.name} already ${where}: a model has one seat` };
  return { model, problem: null };
}

function seatProblems(
  vehicle: VehicleDraft,
  index: number,
  models: readonly DraftModel[],
  seating: Seating,
): DraftProblem[] {
  const n = index + 1;
  const label = labelOf(vehicle, index);
  const problems: DraftProblem[] = [];
  if (vehicle.driver.trim() !== '') {
    const { model, problem } = seatProblem(models, seating, vehicle.driver, label);
    if (problem) problems.push({ field: `vehicle-${n}-driver`, message: problem });
    else if (model) seating.set(model.id, `drives ${label}`);
  }
  for (const name of vehicle.passengers) {
    const { model, problem } = seatProblem(models, seating, name, label);
    if (problem) problems.push({ field: `vehicle-${n}-passengers`, message: problem });
    else if (model) seating.set(model.id, `sits in ${label}`);
  }
  const seats = vehicle.passengerSeats ?? vehicleLimits.seatsDefault;
  if (isWhole(seats, 0, vehicleLimits.seatsMax) && vehicle.passengers.length > seats)
    problems.push({
      field: `vehicle-${n}-passengers`,
      message: `${label} has ${seats} passenger seat${seats === 1 ? '' : 's'} for ${vehicle.passengers.length} passengers`,
    });
  return problems;
}

/** Every problem of the draft's vehicles, each naming its field (`vehicle-<n>-<field>`, or `vehicles`). */
export function vehicleProblems(draft: FightDraft, models: readonly DraftModel[]): DraftProblem[] {
  const vehicles = draft.vehicles;
  if (vehicles.length > vehicleLimits.vehiclesMax)
    return [{ field: 'vehicles', message: `A fight has at most ${vehicleLimits.vehiclesMax} vehicles` }];
  const seating: Seating = new Map();
  return vehicles.flatMap((vehicle, i) => [
    ...nameProblems(vehicles, i, models),
    ...numberProblems(draft, vehicle, i),
    ...seatProblems(vehicle, i, models, seating),
  ]);
}

/** The setup's vehicles and the seat of every model in one, by model id (no checks here). */
export function vehicleSetup(
  draft: FightDraft,
  models: readonly DraftModel[],
  sideId: (index: number) => string,
): { readonly vehicles: VehicleEntry[]; readonly seats: ReadonlyMap<string, Seat> } {
  const seats = new Map<string, Seat>();
  const vehicles = draft.vehicles.map((vehicle, i): VehicleEntry => {
    const id = vehicleIdOf(i);
    const driver = modelNamed(models, vehicle.driver);
    if (vehicle.driver.trim() !== '' && driver) seats.set(driver.id, { vehicle: id, role: 'driver' });
    for (const name of vehicle.passengers) {
      const passenger = modelNamed(models, name);
      if (passenger) seats.set(passenger.id, { vehicle: id, role: 'passenger' });
    }
    return {
      id,
      name: vehicle.name.trim(),
      ...(vehicle.capacity === null ? {} : { capacity: vehicle.capacity }),
      passengerSeats: vehicle.passengerSeats ?? vehicleLimits.seatsDefault,
      motion: vehicle.motion,
      running: vehicle.running,
      ...(vehicle.side === null ? {} : { side: sideId(vehicle.side) }),
    };
  });
  return { vehicles, seats };
}
