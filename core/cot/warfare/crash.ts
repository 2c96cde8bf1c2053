import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import {
  checkTotal,
  isCatastrophe,
  meetsDifficulty,
  prepareCheck,
  rollCheck,
  woundPenalty,
} from '../gear/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import { bolstersFor, record } from './batch.ts';
import type { Batch } from './batch.ts';
import { afterCoverDrop } from './cover.ts';
import { fighterOf, isPresent } from './fighters.ts';
import type { WarfareRules } from './rules.ts';
import type { WarVehicle } from './types.ts';

/**
 * The crash check after a risky vehicle attack (COT-WAR-4, COT-D-34): the driver rolls Fingers + Driving
 * against `crash_difficulty`. On a failure the vehicle's Body and every occupant's Cover lose
 * `max(1, crash_difficulty − total)` (doubled on a catastrophe, COT-D-4) and the vehicle stops; a vehicle whose
 * Body reaches 0 is wrecked and hurts its occupants again by `max(1, leftover)` (COT-CHASE-12, COT-D-47).
 */
export function crashCheck(batch: Batch, vehicleId: string, driverId: CharacterId, dice: Dice): Batch {
  const { rules } = batch.state;
  const vehicle = vehicleOf(batch, vehicleId);
  const driver = fighterOf(batch.state, driverId);
  const modifiers = [...woundPenalty(driver.condition, rules.woundPenalty), ...bolstersFor(batch, driverId)];
  const check = rollCheck(prepareCheck(driverId, driver.pools.driving, modifiers, rules.poolFloor), dice);
  const crashed = !meetsDifficulty(check, rules.crashDifficulty, rules.successOnEqual);
  const damage = crashed ? crashDamage(check, rules) : 0;
  const wrecked = crashed && vehicle.body - damage <= 0;
  const checked = record(batch, {
    type: 'warfare/crash-checked',
    vehicle: vehicleId,
    check,
    difficulty: rules.crashDifficulty,
    crashed,
    damage,
    bodyBefore: vehicle.body,
    bodyAfter: Math.max(0, vehicle.body - damage),
    wrecked,
  });
  if (!crashed) return checked;
  const shaken = hurtOccupants(checked, vehicle, damage, 'crash', dice);
  return wrecked ? hurtOccupants(shaken, vehicle, Math.max(1, damage - vehicle.body), 'wreck', dice) : shaken;
}

/** Damage of a failed crash check: `max(1, D − total)`, doubled by a catastrophe unless its row is narrative only. */
export function crashDamage(check: PoolCheck, rules: WarfareRules): number {
  const damage = Math.max(1, rules.crashDifficulty - checkTotal(check));
  return isCatastrophe(check) && rules.catastropheEffects.crashCheck === 'default' ? 2 * damage : damage;
}

function vehicleOf(batch: Batch, id: string): WarVehicle {
  const vehicle = batch.state.vehicles.find((v) => v.id === id);
  if (!vehicle) throw new Error(`Gang Warfare has no vehicle "${id}"`);
  return vehicle;
}

function hurtOccupants(
  batch: Batch,
  vehicle: WarVehicle,
  damage: number,
  cause: 'crash' | 'wreck',
  dice: Dice,
): Batch {
  const aboard = [...(vehicle.driver === null ? [] : [vehicle.driver]), ...vehicle.passengers];
  return aboard.reduce((b, id) => {
    const fighter = fighterOf(b.state, id);
    if (!isPresent(fighter)) return b;
    const hurt = record(b, {
      type: 'warfare/cover-lost',
      fighter: id,
      cause,
      coverBefore: fighter.coverScore,
      damage,
      coverAfter: Math.max(0, fighter.coverScore - damage),
    });
    return afterCoverDrop(hurt, fighter, damage, 'crash', dice); // COT-WAR-6, COT-WAR-7
  }, batch);
}
