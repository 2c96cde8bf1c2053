import type { CharacterId } from '../../shared/ids.ts';
import type { ChaseSeatSetup, ChaseSetupInput } from '../chase/setup.ts';
import { findFighter } from './fighters.ts';
import type { ChaseRequest, WarfareState } from './types.ts';

/**
 * The chase a Flee starts when an enemy joined it (COT-WAR-11, COT-D-39), as the chase engine's setup: the
 * leader and the allies who left as the Target, the enemies who joined as pursuers, at `flee_chase_distance`.
 * Each keeps their vehicle when it still runs and its driver goes too (COT-WAR-4); everyone else is on foot.
 */
export function fleeChaseSetup(state: WarfareState, request: ChaseRequest): ChaseSetupInput {
  return {
    targets: request.targets.map((id) => seatOf(state, id, request.targets)),
    pursuers: request.pursuers.map((id) => seatOf(state, id, request.pursuers)),
    distance: request.distance,
    cramped: false,
  };
}

/** A vehicle goes with its riders only when its driver goes with them. */
function seatOf(state: WarfareState, id: CharacterId, party: readonly CharacterId[]): ChaseSeatSetup {
  const side = findFighter(state, id)?.side ?? '';
  const vehicle = state.vehicles.find(
    (v) =>
      !v.wrecked &&
      !v.stopped &&
      v.driver !== null &&
      party.includes(v.driver) &&
      (v.driver === id || v.passengers.includes(id)),
  );
  if (!vehicle) return { characterId: id, side, vehicle: null, role: 'on-foot' };
  return {
    characterId: id,
    side,
    vehicle: vehicle.name,
    role: vehicle.driver === id ? 'driver' : 'passenger',
  };
}
