import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { refuseIfOver } from './access.ts';
import type { SetConditionsCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import { findVehicle, isIn } from './roster.ts';
import type { ChaseState, VehicleId } from './types.ts';

/**
 * The GM changes the conditions: ends (or declares) a crowded space (COT-D-44: it lasts "until the Target
 * leaves it or the GM ends it") or rules a vehicle in or out of full capacity (COT-CHASE-1).
 */
export function setConditions(state: ChaseState, cmd: SetConditionsCommand): Decision<ChaseEvent> {
  const over = refuseIfOver(state);
  if (over) return over;
  const events: ChaseEvent[] = [];
  if (cmd.cramped !== undefined && cmd.cramped !== state.cramped) {
    events.push({ type: cmd.cramped ? 'chase/crowded-entered' : 'chase/crowded-left', actor: null });
  }
  for (const [id, fullCapacity] of Object.entries(cmd.fullCapacity ?? {})) {
    const vehicle = findVehicle(state, id as VehicleId);
    if (!vehicle || !isIn(vehicle)) {
      return reject('chase/unknown-vehicle', `No vehicle with id ${id} is in this chase`, { vehicle: id });
    }
    if (vehicle.fullCapacity !== fullCapacity) {
      events.push({ type: 'chase/capacity-changed', vehicle: vehicle.id, fullCapacity });
    }
  }
  if (events.length === 0) return reject('chase/no-change', 'Those are already the conditions of the chase');
  return ok(events);
}
