import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { vehicleOf } from '../actions/access.ts';
import type { Action } from '../commands.ts';
import type { ModelState, SkirmishState, VehicleState } from '../types.ts';

/** What the vehicle actions need (HST-VEH-1, HST-VEH-2): a Rejection in the game's words, or null. */

type VehicleAction = Extract<
  Action,
  { kind: 'enter' | 'exit' | 'start-engine' | 'drive' | 'stop' | 'change-gear' }
>;

export function isVehicleAction(action: Action): action is VehicleAction {
  return ['enter', 'exit', 'start-engine', 'drive', 'stop', 'change-gear'].includes(action.kind);
}

const stillAndUnmoved = (v: VehicleState) => v.motion === 'stopped' && !v.moved;

function checkEnter(
  state: SkirmishState,
  model: ModelState,
  action: Extract<Action, { kind: 'enter' }>,
): Rejection | null {
  const vehicle = vehicleOf(state, action.vehicle);
  if (!vehicle || vehicle.exploded)
    return reject('skirmish/no-vehicle', `There is no ${action.vehicle} to get into`);
  if (model.seat) return reject('skirmish/in-vehicle', `${model.name} is already in a vehicle`);
  if (!stillAndUnmoved(vehicle)) {
    return reject(
      'skirmish/vehicle-moving',
      `${vehicle.name} must be stopped and not yet moved this turn (HST-VEH-1)`,
    );
  }
  if (action.seat === 'driver' && vehicle.driver)
    return reject('skirmish/seat-taken', `Someone already drives ${vehicle.name}`);
  if (action.seat === 'passenger' && vehicle.passengers.length >= vehicle.passengerSeats) {
    return reject('skirmish/seat-taken', `${vehicle.name} has no free passenger seat`);
  }
  if (action.baseContact !== true) {
    return reject(
      'skirmish/not-in-contact',
      `${model.name} must be in base contact with one of ${vehicle.name}'s doors to get in (a step may close the gap) (HST-VEH-1)`,
    );
  }
  return null;
}

function driven(state: SkirmishState, model: ModelState): VehicleState | Rejection {
  const vehicle = model.seat ? state.vehicles[model.seat.vehicle] : undefined;
  if (!vehicle || model.seat?.role !== 'driver')
    return reject('skirmish/not-driver', `${model.name} is not in a driver's seat`);
  if (vehicle.exploded) return reject('skirmish/no-vehicle', `${vehicle.name} is a burning wreck`);
  return vehicle;
}

function checkDrive(vehicle: VehicleState, action: Extract<Action, { kind: 'drive' }>): Rejection | null {
  if (vehicle.undrivable)
    return reject(
      'skirmish/undrivable',
      `${vehicle.name} is undrivable after ${vehicle.hits} hits (HST-VEH-8)`,
    );
  if (!vehicle.running)
    return reject(
      'skirmish/engine-off',
      `${vehicle.name}'s engine is not running: start it first (HST-VEH-2)`,
    );
  const limit = vehicle.gear === 'reverse' ? 6 : 12;
  if (!(action.distance > 0 && action.distance <= limit)) {
    return reject(
      'skirmish/drive-too-far',
      `${vehicle.name} drives up to ${limit}" per action in ${vehicle.gear === 'reverse' ? 'reverse' : 'forward gear'} (HST-VEH-2)`,
    );
  }
  if (!(action.turn >= 0 && action.turn <= 90))
    return reject('skirmish/turn', 'One turn of up to 90° at the start of the move (HST-VEH-2)');
  return null;
}

/** HST-VEH-4: the models a vehicle runs into must be on the table, outside it, each named once. */
export function contactsProblem(
  state: SkirmishState,
  vehicleId: string,
  contacts: readonly { readonly model: string }[],
): Rejection | null {
  const seen = new Set<string>();
  for (const { model: id } of contacts) {
    const model = Object.hasOwn(state.models, id) ? state.models[id] : undefined;
    if (!model || model.presence.kind !== 'table' || model.seat?.vehicle === vehicleId || seen.has(id)) {
      return reject(
        'skirmish/contact',
        `${model?.name ?? id} is not a model in the vehicle's path, or is named twice`,
      );
    }
    seen.add(id);
  }
  return null;
}

/** Validates a vehicle action. */
export function checkVehicleAction(
  state: SkirmishState,
  model: ModelState,
  action: VehicleAction,
): Rejection | null {
  if (action.kind === 'enter') return checkEnter(state, model, action);
  if (action.kind === 'exit') {
    const vehicle = model.seat ? state.vehicles[model.seat.vehicle] : undefined;
    if (!vehicle) return reject('skirmish/not-in-vehicle', `${model.name} is not in a vehicle`);
    return stillAndUnmoved(vehicle) || vehicle.exploded
      ? null
      : reject(
          'skirmish/vehicle-moving',
          `${vehicle.name} must be stopped and not yet moved this turn (HST-VEH-1)`,
        );
  }
  const vehicle = driven(state, model);
  if ('ok' in vehicle) return vehicle;
  switch (action.kind) {
    case 'start-engine':
      if (vehicle.undrivable)
        return reject('skirmish/undrivable', `${vehicle.name} is undrivable (HST-VEH-8)`);
      return vehicle.running
        ? reject('skirmish/running', `${vehicle.name}'s engine is already running`)
        : null;
    case 'drive':
      return checkDrive(vehicle, action) ?? contactsProblem(state, vehicle.id, action.contacts ?? []);
    case 'stop':
      return vehicle.motion === 'stopped'
        ? reject('skirmish/stopped', `${vehicle.name} is not moving`)
        : null;
    case 'change-gear':
      return vehicle.motion === 'stopped'
        ? null
        : reject('skirmish/vehicle-moving', `Stop ${vehicle.name} before changing gear (HST-VEH-2)`);
  }
}
