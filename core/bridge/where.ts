import { outside } from '../cot/spot/index.ts';
import type { NodeId } from '../cot/spot/index.ts';
import type { FightResult, ModelResult, VehicleResult } from './fight-result.ts';
import type { FightLink } from './link.ts';

/**
 * Where everyone is after the fight (BRG-D-27, D-35, D-43): on the table, in the fight's zone (on a two-zone
 * table, the zone of the half it stands in); gone through an exit, in the zone behind it (or Outside); in a
 * vehicle, wherever the vehicle is; never arrived, where it was. A place is a zone id or `outside`.
 */

/** Outside as the Heist stores it: a zone of null (COT-D-48). */
export function placeOf(node: NodeId | null): NodeId {
  return node ?? outside;
}

/** A place as the Heist stores it: null for Outside. */
export function zoneOf(node: NodeId): NodeId | null {
  return node === outside ? null : node;
}

/** The exits the fight's departures name that its link does not say where they lead; empty when all do. */
export function unknownExits(fight: FightResult, link: Pick<FightLink, 'exits'>): string[] {
  const named = [
    ...Object.values(fight.models).flatMap((model) => (model.left ? [model.left.exit] : [])),
    ...Object.values(fight.vehicles).flatMap((vehicle) => (vehicle.left ? [vehicle.left.exit] : [])),
  ];
  return [...new Set(named)].filter((exit) => !Object.hasOwn(link.exits, exit));
}

/** BRG-D-27: where a vehicle ends: behind the exit it drove out through, else on the table. */
export function vehiclePlace(vehicle: VehicleResult, link: Pick<FightLink, 'exits' | 'zones'>): NodeId {
  if (vehicle.left) return link.exits[vehicle.left.exit]!;
  return vehicle.half ?? link.zones[0];
}

/**
 * BRG-D-27: where a model ends. `before` is where its character was when the fight began, where a model that never
 * reached the table stays (BRG-D-35).
 */
export function modelPlace(
  model: ModelResult,
  fight: Pick<FightResult, 'vehicles'>,
  link: Pick<FightLink, 'exits' | 'zones'>,
  before: NodeId,
): NodeId {
  if (model.arrived === null) return before;
  const vehicle = model.vehicle === null ? undefined : fight.vehicles[model.vehicle];
  if (vehicle?.left) return vehiclePlace(vehicle, link);
  if (model.left) return link.exits[model.left.exit]!;
  return model.half ?? vehicle?.half ?? link.zones[0];
}

/** The turn a model's time on the table ends (it left, its vehicle left, it was removed); null: to the end. */
export function leftTableAt(model: ModelResult, fight: Pick<FightResult, 'vehicles'>): number | null {
  const vehicle = model.vehicle === null ? undefined : fight.vehicles[model.vehicle];
  const ends = [model.left?.turn, vehicle?.left?.turn, model.killed ?? undefined].filter(
    (turn): turn is number => turn !== undefined,
  );
  return ends.length === 0 ? null : Math.min(...ends);
}
