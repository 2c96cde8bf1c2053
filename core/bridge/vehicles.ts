import { findVehicle } from '../cot/gear/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { counted } from '../shared/words.ts';
import type { VehicleState } from '../skirmish/index.ts';
import type { BridgeSettings } from './settings.ts';

/**
 * Vehicles across the bridge (BRG-D-12, D-39): a COT vehicle's Body becomes a HEIST hit capacity and, when it is
 * damaged, hits already taken; the hits taken on the table come back as Body lost in proportion.
 */

// BRG-D-12 (COT-D-18's last column): the default vehicle table's hit capacities.
const capacities: Readonly<Record<string, number>> = { Motorcycle: 3, Car: 5, 'Truck / van': 7 };

/** A COT vehicle as it starts on the table. */
export interface VehicleModel {
  /** The vehicle table's row. */
  readonly name: string;
  /** Body when the skirmish starts, and its type's Body (COT-D-18). */
  readonly body: number;
  readonly bodyMax: number;
  /** HST-VEH-8: hits before it is undrivable. */
  readonly capacity: number;
  /** BRG-D-39: hits it starts with. */
  readonly hits: number;
  /** A wrecked vehicle (Body 0) stands on the table undrivable, at capacity (BRG-D-39). */
  readonly undrivable: boolean;
  /** The Body the way back scales hits against: BodyMax, or the starting Body under `fresh` (BRG-D-39). */
  readonly scale: number;
  readonly line: string;
}

/** The vehicle's Body after the skirmish. */
export interface VehicleBody {
  readonly body: number;
  /** Undrivable: Body 0 (COT-D-47). */
  readonly wrecked: boolean;
  /** Exploded: Body 0, never driven or repaired again (BRG-D-12). */
  readonly destroyed: boolean;
  readonly line: string;
}

const ceilDiv = (a: number, b: number): number => Math.floor((a + b - 1) / b);

/**
 * BRG-D-12, D-39: a COT vehicle (its table row and its Body now) on the table. Its hit capacity is BRG-D-12's
 * for the rules' three vehicles; a row the GM added (a Stormer) takes `capacity` when given, else the table's
 * `vehicle_hit_capacity` (HST-D-47). Under `proportional` a damaged vehicle starts with
 * `floor(capacity × (BodyMax − Body) / BodyMax)` hits; under `fresh` with none, and its Body then stands for
 * BodyMax on the way back. A wrecked vehicle (Body 0) starts at capacity, undrivable, either way.
 * @returns a rejection for a vehicle the table does not have, a row with no Body, a Body out of 0–BodyMax or a
 * capacity out of 1–99.
 */
export function vehicleOf(
  vehicle: { readonly name: string; readonly body: number },
  settings: Pick<BridgeSettings, 'bridgeDamagedVehicles'>,
  tableSettings: Pick<CotSettings, 'vehicleTable' | 'vehicleHitCapacity'>,
  capacity?: number,
): VehicleModel | Rejection {
  const row = findVehicle(vehicle.name, tableSettings.vehicleTable);
  if (!row) {
    return reject('bridge/vehicle', `"${vehicle.name}" is not in the vehicle table`, {
      vehicle: vehicle.name,
    });
  }
  const bodyMax = row.body;
  if (bodyMax < 1) {
    return reject('bridge/vehicle', `${row.name} has no Body to take hits with (COT-D-18)`, {
      vehicle: row.name,
    });
  }
  if (!Number.isInteger(vehicle.body) || vehicle.body < 0 || vehicle.body > bodyMax) {
    return reject('bridge/vehicle', `${row.name}'s Body must be 0–${bodyMax} (got ${vehicle.body})`, {
      vehicle: row.name,
    });
  }
  const hitsMax = capacity ?? capacities[row.name] ?? tableSettings.vehicleHitCapacity;
  if (!Number.isInteger(hitsMax) || hitsMax < 1 || hitsMax > 99) {
    return reject('bridge/vehicle', `${row.name}'s hit capacity must be 1–99 (got ${hitsMax})`, {
      vehicle: row.name,
    });
  }
  const wrecked = vehicle.body === 0;
  const fresh = settings.bridgeDamagedVehicles === 'fresh';
  const hits = wrecked ? hitsMax : fresh ? 0 : Math.floor((hitsMax * (bodyMax - vehicle.body)) / bodyMax); // BRG-D-39
  const state = wrecked ? 'wrecked: undrivable' : `${counted(hits, 'hit')} already taken`;
  return {
    name: row.name,
    body: vehicle.body,
    bodyMax,
    capacity: hitsMax,
    hits,
    undrivable: wrecked,
    scale: fresh ? vehicle.body : bodyMax,
    line: `${row.name} (Body ${vehicle.body} of ${bodyMax}): capacity ${hitsMax}, ${state} (BRG-D-12, BRG-D-39)`,
  };
}

/**
 * BRG-D-12: a vehicle's Body after the skirmish. Still drivable: `max(1, Body − ceil(scale × new hits /
 * capacity))`, so it loses no Body without new hits; undrivable: Body 0, wrecked (COT-D-47); exploded: Body 0,
 * destroyed. The table decides which; the formula only says how much Body is left.
 * @returns a rejection when the vehicle ends with fewer hits than it started with.
 */
export function vehicleBodyAfter(
  start: VehicleModel,
  end: Pick<VehicleState, 'hits' | 'undrivable' | 'exploded'>,
): VehicleBody | Rejection {
  const added = end.hits - start.hits;
  if (!Number.isInteger(end.hits) || added < 0) {
    return reject(
      'bridge/vehicle-hits',
      `${start.name} ends with ${end.hits} hits, fewer than the ${start.hits} it started with`,
      { vehicle: start.name },
    );
  }
  if (end.exploded) {
    const line = `${start.name}: exploded -> Body 0, destroyed: it can never be driven or repaired (BRG-D-12)`;
    return { body: 0, wrecked: true, destroyed: true, line };
  }
  if (end.undrivable) {
    return {
      body: 0,
      wrecked: true,
      destroyed: false,
      line: `${start.name}: undrivable -> Body 0, wrecked (BRG-D-12)`,
    };
  }
  const body = Math.max(1, start.body - ceilDiv(start.scale * added, start.capacity));
  const line = `${start.name}: ${counted(added, 'new hit')} -> Body ${start.body} → ${body} (BRG-D-12)`;
  return { body, wrecked: false, destroyed: false, line };
}

/**
 * BRG-D-12, D-39: where the GM keeps a vehicle's Body once the fight is written back. The campaign has no home for
 * vehicles — a sheet has weapons, armour and a gear list, the crew Resources and Heat; a vehicle lives only in the
 * Gang Warfare or chase that sets it up — so the line says plainly where to note it: on its owner's sheet (and, when
 * it is destroyed, to strike it from that sheet's gear), or, with no owner, for the next chase or Gang Warfare.
 */
export function vehicleNote(
  name: string,
  body: Pick<VehicleBody, 'body' | 'wrecked' | 'destroyed'>,
  owner: string | null,
): string {
  const state = body.destroyed ? 'destroyed' : body.wrecked ? 'wrecked, Body 0' : `Body ${body.body}`;
  const where = owner === null ? 'for the next chase or Gang Warfare it is in' : `on ${owner}'s sheet`;
  const strike = body.destroyed && owner !== null ? ` and strike it from ${owner}'s gear` : '';
  return `The campaign keeps no vehicles: note the ${name} (${state}) ${where}${strike}`;
}
