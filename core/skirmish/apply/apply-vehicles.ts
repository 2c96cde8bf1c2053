import { applyEffects, leaveSeat, updateModel, updateVehicle } from './apply-effects.ts';
import type { SkirmishEvent } from '../events.ts';
import type { SkirmishState } from '../types.ts';

/** Folding in the vehicle events (HST-VEH-1..10). */

type VehicleEvent = Extract<
  SkirmishEvent,
  {
    type:
      | 'skirmish/boarded'
      | 'skirmish/alighted'
      | 'skirmish/engine-started'
      | 'skirmish/drove'
      | 'skirmish/vehicle-stopped'
      | 'skirmish/gear-changed'
      | 'skirmish/vehicle-exploded';
  }
>;

function applyDrove(
  state: SkirmishState,
  event: Extract<SkirmishEvent, { type: 'skirmish/drove' }>,
): SkirmishState {
  const side = event.model ? state.models[event.model]?.side : undefined;
  const moved = updateVehicle(state, event.vehicle, (v) => ({
    ...v,
    moved: true,
    drove: v.drove || event.model !== null,
    motion: event.direction,
    side: side ?? v.side,
  }));
  const after = applyEffects(moved, event.effects);
  if (!event.crash) return after;
  return updateVehicle(after, event.vehicle, (v) => ({ ...v, motion: 'stopped', running: false })); // HST-VEH-5: stalls
}

export function applyVehicleEvent(state: SkirmishState, event: VehicleEvent): SkirmishState {
  switch (event.type) {
    case 'skirmish/boarded': {
      const seated = updateModel(state, event.model, (m) => ({
        ...m,
        seat: { vehicle: event.vehicle, role: event.role },
        cover: 'none',
      }));
      return updateVehicle(seated, event.vehicle, (v) =>
        event.role === 'driver'
          ? { ...v, driver: event.model }
          : { ...v, passengers: [...v.passengers, event.model] },
      );
    }
    case 'skirmish/alighted':
      return leaveSeat(state, event.model);
    case 'skirmish/engine-started':
      return updateVehicle(state, event.vehicle, (v) => ({ ...v, running: event.running }));
    case 'skirmish/drove':
      return applyDrove(state, event);
    case 'skirmish/vehicle-stopped':
      return updateVehicle(state, event.vehicle, (v) => ({ ...v, motion: 'stopped' }));
    case 'skirmish/gear-changed':
      return updateVehicle(state, event.vehicle, (v) => ({ ...v, gear: event.gear }));
    case 'skirmish/vehicle-exploded': {
      let next: SkirmishState = { ...state, blasts: state.blasts.filter((b) => b.id !== event.blast) };
      next = applyEffects(next, event.effects);
      const vehicle = next.vehicles[event.vehicle]!;
      for (const id of [...(vehicle.driver ? [vehicle.driver] : []), ...vehicle.passengers])
        next = leaveSeat(next, id);
      return next;
    }
  }
}
