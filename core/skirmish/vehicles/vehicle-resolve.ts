import type { Dice } from '../../dice/dice.ts';
import type { Action, DriftFacts, TrafficContact } from '../commands.ts';
import { hitModel, modelCheck, scratch } from '../actions/consequences.ts';
import type { Scratch } from '../actions/consequences.ts';
import type { Accident, SkirmishEvent } from '../events.ts';
import { judgeCheck } from '../actions/skill.ts';
import type { CheckRoll } from '../actions/skill.ts';
import type { ModelState, SkirmishState, VehicleState } from '../types.ts';
import { hitVehicle } from './vehicle-damage.ts';

/** Carrying out vehicle actions (HST-VEH-1..5) and the driverless drift (HST-VEH-3). */

/**
 * HST-VEH-4, HST-D-45, HST-D-57: every model the vehicle contacts, of any side and even at 0 actions, checks
 * to dive aside; failure, or no way out, is an automatic wound.
 */
function accidents(pad: Scratch, contacts: readonly TrafficContact[], dice: Dice): Accident[] {
  return contacts.map((contact) => {
    // BRG-D-16: an Unconscious model cannot dive aside
    const noWayOut = contact.noWayOut === true || pad.state.models[contact.model]?.unconscious === true;
    const check = noWayOut ? null : modelCheck(pad.state, contact.model, 0, dice);
    const dodged = check?.passed === true;
    if (!dodged) hitModel(pad, contact.model, 2, false); // an automatic wound (as two hits)
    return { model: contact.model, noWayOut, check, dodged };
  });
}

/** HST-VEH-5: the front hits something substantial: stopped, stalled, occupants stunned, 1d6 hits (no propagation, HST-D-46). */
function crash(pad: Scratch, vehicle: VehicleState, dice: Dice): number[] {
  const faces = [dice.roll(6)];
  for (const id of [...(vehicle.driver ? [vehicle.driver] : []), ...vehicle.passengers])
    hitModel(pad, id, 1, false);
  hitVehicle(pad, vehicle.id, faces[0]!, dice);
  return faces;
}

function drove(
  state: SkirmishState,
  vehicle: VehicleState,
  driver: ModelState | null,
  move: { distance: number; turn: number; contacts: readonly TrafficContact[]; crash: string | null },
  dice: Dice,
): SkirmishEvent {
  const pad = scratch(state);
  const accidentList = accidents(pad, move.contacts, dice);
  const crashed = move.crash
    ? { into: move.crash, faces: crash(pad, pad.state.vehicles[vehicle.id]!, dice) }
    : null;
  return {
    type: 'skirmish/drove',
    item: driver ? 'action' : null,
    model: driver?.id ?? null,
    vehicle: vehicle.id,
    distance: move.distance,
    turn: move.turn,
    direction: vehicle.gear,
    accidents: accidentList,
    crash: crashed,
    effects: pad.effects,
  };
}

/** HST-VEH-3, HST-D-44: a drift is a full move straight ahead, 12" forward or 6" in reverse. */
export function driftDistance(vehicle: VehicleState): number {
  return vehicle.motion === 'reverse' ? 6 : 12;
}

/** HST-VEH-3, HST-D-44: a moving vehicle its driver did not drive this turn makes one full move straight ahead. */
export function drift(
  state: SkirmishState,
  vehicle: VehicleState,
  facts: DriftFacts | undefined,
  dice: Dice,
): SkirmishEvent {
  const distance = driftDistance(vehicle);
  return drove(
    state,
    vehicle,
    null,
    { distance, turn: 0, contacts: facts?.contacts ?? [], crash: facts?.crash ?? null },
    dice,
  );
}

/** Vehicles of the active side that drift at the end of its turn. */
export function drifting(state: SkirmishState, side: string): VehicleState[] {
  return Object.values(state.vehicles).filter(
    (v) => v.side === side && v.motion !== 'stopped' && !v.drove && !v.exploded,
  );
}

/** Resolves the window's vehicle action (priority 4). `faces`: the cranky-car check's d10, if any. */
export function resolveVehicleAction(
  state: SkirmishState,
  model: ModelState,
  action: Action,
  faces: readonly number[],
  dice: Dice,
): SkirmishEvent {
  const item = 'action';
  const seat = model.seat;
  const vehicle = seat ? state.vehicles[seat.vehicle]! : null;
  switch (action.kind) {
    case 'enter':
      return { type: 'skirmish/boarded', item, model: model.id, vehicle: action.vehicle, role: action.seat };
    case 'exit':
      return { type: 'skirmish/alighted', item, model: model.id, vehicle: vehicle!.id };
    case 'start-engine': {
      const check: CheckRoll | null = action.check ? judgeCheck(faces[0]!, model.skill) : null;
      return {
        type: 'skirmish/engine-started',
        item,
        model: model.id,
        vehicle: vehicle!.id,
        check,
        running: check?.passed ?? true,
      };
    }
    case 'drive':
      return drove(
        state,
        vehicle!,
        model,
        {
          distance: action.distance,
          turn: action.turn,
          contacts: action.contacts ?? [],
          crash: action.crash ?? null,
        },
        dice,
      );
    case 'stop':
      return { type: 'skirmish/vehicle-stopped', item, model: model.id, vehicle: vehicle!.id };
    case 'change-gear':
      return {
        type: 'skirmish/gear-changed',
        item,
        model: model.id,
        vehicle: vehicle!.id,
        gear: vehicle!.gear === 'forward' ? 'reverse' : 'forward',
      };
    default:
      throw new TypeError(`Not a vehicle action: ${action.kind}`);
  }
}
