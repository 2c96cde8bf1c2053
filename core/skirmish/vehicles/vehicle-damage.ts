import type { Dice } from '../../dice/dice.ts';
import type { TargetRef } from '../commands.ts';
import { defendCheck, freshId, hitModel, modelCheck, pushEffect } from '../actions/consequences.ts';
import type { Scratch } from '../actions/consequences.ts';
import type { SideHit } from '../events.ts';
import { judgeCheck } from '../actions/skill.ts';
import type { VehicleState } from '../types.ts';

/**
 * Damage to vehicles (HST-VEH-8..10): a running total of hits, undrivable at capacity, an explosion roll for
 * every hit beyond it (d10 on 10; Hollywood d6 on 6; Bruckheimer a d6 for every hit, no total), and the
 * death-trap rule: a hit on a vehicle or anyone in it makes everyone else in it, and the vehicle, check.
 */

/** Adds `hits` to a vehicle's total and rolls for explosions (HST-VEH-8, HST-VEH-10). */
export function hitVehicle(pad: Scratch, id: string, hits: number, dice: Dice): void {
  const vehicle = pad.state.vehicles[id];
  if (!vehicle || hits < 1 || vehicle.exploded) return;
  const mode = pad.state.scenario.settings.vehicleExplosionMode;
  const total = vehicle.hits + hits;
  const rolls = mode === 'bruckheimer' ? hits : Math.max(0, total - Math.max(vehicle.hits, vehicle.capacity));
  const die = mode === 'standard' ? 10 : 6;
  const faces = Array.from({ length: rolls }, () => dice.roll(die));
  const exploded = faces.includes(die);
  pushEffect(pad, {
    kind: 'vehicle',
    vehicle: id,
    hits,
    total,
    undrivable: mode !== 'bruckheimer' && total >= vehicle.capacity, // HST-VEH-10: Bruckheimer vehicles never stop
    explosion: rolls > 0 ? { die, faces, exploded } : null,
    blast: exploded ? freshId(pad, 'blast') : null,
  });
}

function occupants(vehicle: VehicleState): string[] {
  return [...(vehicle.driver ? [vehicle.driver] : []), ...vehicle.passengers];
}

/** The vehicle's own check: the driver's skill while moving, an automatic failure when stopped (HST-VEH-9, HST-D-48). */
function vehicleCheck(pad: Scratch, vehicle: VehicleState, dice: Dice): SideHit {
  const base = { name: vehicle.name, model: null, vehicle: vehicle.id, value: null, tn: null, reaches: true };
  const driver = vehicle.driver ? pad.state.models[vehicle.driver] : undefined;
  const check =
    vehicle.motion !== 'stopped' && driver ? modelCheck(pad.state, driver.id, 0, dice) : judgeCheck(0, 0);
  const failed = !check.passed || check.roll === 0;
  if (failed) hitVehicle(pad, vehicle.id, 1, dice);
  return { ...base, check: check.roll === 0 ? null : check, hit: failed };
}

/**
 * HST-VEH-9: after a shot that hit a vehicle or one of its occupants, everyone else aboard and the vehicle
 * itself check or take one hit. These hits do not propagate again.
 */
export function propagate(pad: Scratch, target: TargetRef, hits: number, dice: Dice): SideHit[] {
  if (hits < 1 || target.kind === 'object') return [];
  const seat = target.kind === 'model' ? pad.state.models[target.model]?.seat : null;
  const vehicleId = target.kind === 'vehicle' ? target.vehicle : seat?.vehicle;
  const vehicle = vehicleId ? pad.state.vehicles[vehicleId] : undefined;
  if (!vehicle || vehicle.exploded) return [];
  const results: SideHit[] = [];
  for (const id of occupants(vehicle)) {
    if (target.kind === 'model' && id === target.model) continue;
    const model = pad.state.models[id]!;
    const check = modelCheck(pad.state, id, 0, dice);
    if (!check.passed) {
      const { hits: final } = defendCheck(pad, id, 1, dice);
      hitModel(pad, id, final, false);
    }
    results.push({
      name: model.name,
      model: id,
      vehicle: null,
      value: null,
      tn: null,
      reaches: true,
      check,
      hit: !check.passed,
    });
  }
  if (target.kind === 'model') results.push(vehicleCheck(pad, pad.state.vehicles[vehicle.id]!, dice));
  return results;
}
