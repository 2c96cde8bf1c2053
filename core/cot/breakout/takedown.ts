import type { WarfareSetup } from '../warfare/index.ts';
import { driverOf, isIn } from '../chase/index.ts';
import type { ChaseState, GangWarfareRequest } from '../chase/index.ts';

/**
 * The Gang Warfare a successful Takedown turns into (COT-CHASE-10, COT-D-46), as the warfare engine's setup:
 * the Target members still there and the pursuers who caught them, on their sides, with the vehicles still in the
 * chase whose driver fights (COT-WAR-4). On foot, the catching pursuer may Restrain a Target at once
 * (`request.mayRestrain`): the scene offers it as that fighter's first attack.
 */
export function takedownWarfareSetup(state: ChaseState, request: GangWarfareRequest): WarfareSetup {
  const fighters = [...request.targets, ...request.pursuers];
  const sideOf = (id: string) => state.participants.find((p) => p.id === id)?.side ?? '';
  const vehicles = state.vehicles.flatMap((vehicle) => {
    const driver = driverOf(state, vehicle.id);
    if (!isIn(vehicle) || !driver || !fighters.includes(driver.id)) return [];
    const passengers = state.participants
      .filter((p) => p.seat.kind === 'passenger' && p.seat.vehicle === vehicle.id && fighters.includes(p.id))
      .map((p) => p.id);
    return [{ vehicle: vehicle.name, driver: driver.id, passengers }];
  });
  return {
    zone: '',
    fighters: fighters.map((id) => ({ characterId: id, side: sideOf(id), unconscious: false })),
    vehicles,
    firstRoundSide: null,
  };
}
