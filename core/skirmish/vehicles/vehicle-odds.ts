import { onTable } from '../actions/access.ts';
import { damage } from '../actions/damage.ts';
import { blastDice, blastHitDistribution } from '../grenades/grenade-odds.ts';
import { checkOdds } from '../actions/skill.ts';
import type { ModelId, SkirmishState, VehicleState } from '../types.ts';

/**
 * Exact odds of what hits do to a vehicle (HST-VEH-8, HST-VEH-10), of a frag blast on a vehicle (HST-D-39
 * `frag_hits_vehicles`) and of a model run into by a vehicle (HST-VEH-4): the same rules the engine rolls with
 * (vehicle-damage.ts `hitVehicle`, grenades/blast.ts, vehicle-resolve.ts).
 */

export interface VehicleHitOdds {
  /**
   * P(the vehicle's hit total reaches its capacity: it can no longer be driven); null with Bruckheimer, where
   * vehicles never stop (HST-VEH-10).
   */
  readonly undrivable: number | null;
  /** P(an explosion roll succeeds: the vehicle blows up). */
  readonly explodes: number;
}

/** The explosion rolls `hits` more hits make (HST-VEH-8: one per hit beyond capacity; Bruckheimer: every hit). */
function explosionRolls(state: SkirmishState, vehicle: VehicleState, hits: number): number {
  if (state.scenario.settings.vehicleExplosionMode === 'bruckheimer') return hits;
  return Math.max(0, vehicle.hits + hits - Math.max(vehicle.hits, vehicle.capacity));
}

/**
 * What a distribution of hits (index = hits) does to a vehicle as it stands.
 * @throws RangeError for a distribution that is not a list of probabilities.
 */
export function vehicleHitOdds(
  state: SkirmishState,
  vehicle: VehicleState,
  hits: readonly number[],
): VehicleHitOdds {
  if (hits.some((p) => !Number.isFinite(p) || p < 0 || p > 1 + 1e-9))
    throw new RangeError('hits must be probabilities between 0 and 1');
  const mode = state.scenario.settings.vehicleExplosionMode;
  const die = mode === 'standard' ? 10 : 6;
  let undrivable = 0;
  let explodes = 0;
  hits.forEach((p, h) => {
    if (h < 1 || vehicle.exploded) return;
    if (mode !== 'bruckheimer' && vehicle.hits + h >= vehicle.capacity) undrivable += p; // HST-VEH-10
    explodes += p * (1 - ((die - 1) / die) ** explosionRolls(state, vehicle, h));
  });
  return { undrivable: mode === 'bruckheimer' ? null : undrivable, explodes };
}

export interface VehicleBlastOdds extends VehicleHitOdds {
  readonly dice: number;
  readonly die: 10;
  /** HST-VEH-7 through HST-D-39: a vehicle is never in cover; 5 stopped, 7 moving. */
  readonly targetNumber: 5 | 7;
  /** P(at least one hit). */
  readonly hit: number;
}

/**
 * A frag blast on a vehicle `distance` inches away, with the `frag_hits_vehicles` house rule (HST-D-39).
 * @throws RangeError for a negative or non-finite distance.
 */
export function vehicleBlastOdds(
  state: SkirmishState,
  vehicle: VehicleState,
  distance: number,
): VehicleBlastOdds {
  if (!Number.isFinite(distance) || distance < 0)
    throw new RangeError(`distance must be a finite number of inches ≥ 0 (got ${distance})`);
  const dice = blastDice(distance);
  const targetNumber = vehicle.motion === 'stopped' ? 5 : 7;
  const hits = blastHitDistribution(dice, 10, targetNumber);
  return { dice, die: 10, targetNumber, hit: 1 - (hits[0] ?? 0), ...vehicleHitOdds(state, vehicle, hits) };
}

/** Vehicles a frag blast may hit: none unless the table plays `frag_hits_vehicles` (HST-D-39); never a wreck. */
export function blastVehicleCandidates(
  state: SkirmishState,
): { readonly vehicle: string; readonly name: string }[] {
  if (!state.scenario.settings.fragHitsVehicles) return [];
  return Object.values(state.vehicles)
    .filter((v) => !v.exploded)
    .map((v) => ({ vehicle: v.id, name: v.name }));
}

export interface TrafficOdds {
  /** P(the skill check to dive aside passes); 0 with nowhere to go. */
  readonly dodges: number;
  /** What the automatic wound (as two hits) does to this model: wounded, or killed if already wounded. */
  readonly effect: 'none' | 'stunned' | 'wounded' | 'killed';
  /** P(it takes that effect). */
  readonly hurt: number;
}

/**
 * A model a vehicle runs into (HST-VEH-4, HST-D-45, HST-D-57): a skill check to dive aside, at any number of
 * actions; failure, or no way out, is an automatic wound. Null for a model that is not on the table (nothing
 * can run into it).
 */
export function trafficOdds(state: SkirmishState, model: ModelId, noWayOut: boolean): TrafficOdds | null {
  const target = state.models[model];
  if (!target || !onTable(target)) return null;
  const dodges = noWayOut || target.unconscious === true ? 0 : checkOdds(target.skill); // BRG-D-16
  return { dodges, effect: damage(target, 2, false).effect, hurt: 1 - dodges };
}
