import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { meetsDifficulty, prepareCheck, rollCheck, woundPenalty } from '../gear/index.ts';
import type { PoolCheck, PreparedCheck } from '../gear/index.ts';
import type { Weapon } from '../settings/index.ts';
import { ramBonus } from '../gear/index.ts';
import { chooseWeapon, isWeaponProblem, weaponBonus } from '../gear/index.ts';
import type { AttackSkill } from '../gear/index.ts';
import { noBolsters, record, startBatch } from './batch.ts';
import type { Batch } from './batch.ts';
import { afterCoverDrop, attackDamage, conditionAfterHit } from './cover.ts';
import { crashCheck } from './crash.ts';
import { actingFighter, isPresent, release, targetFighter } from './fighters.ts';
import type {
  AttackCommand,
  AttackHit,
  BolsterSource,
  Fighter,
  WarfareEvent,
  WarfareState,
  WarVehicle,
} from './types.ts';

/** An attack checked and its pool built, before the roll: what `attack` rolls and `attackOdds` weighs. */
export interface AttackPlan {
  readonly attacker: Fighter;
  /** The named target, or every enemy in the zone for an area Explosives attack (COT-WAR-12). */
  readonly targets: readonly Fighter[];
  readonly prepared: PreparedCheck;
  readonly weapon: Weapon | null;
  readonly vehicle: WarVehicle | null;
}

interface Gear {
  readonly weapon: Weapon | null;
  readonly vehicle: WarVehicle | null;
}

/**
 * Checks an attack and builds its pool (COT-WAR-4): Muscle + Shooting, Hand to Hand or Explosives with a
 * weapon that fits (COT-GEAR-1), or a driver's Fingers + Driving with the ram bonus (COT-D-34).
 */
export function planAttack(
  state: WarfareState,
  command: AttackCommand,
  bolsters: BolsterSource = noBolsters,
): AttackPlan | Rejection {
  const attacker = actingFighter(state, command.attacker);
  if (isRejection(attacker)) return attacker;
  if (command.target === command.attacker) {
    return reject('warfare/self-attack', `${attacker.name} cannot attack themself`, { id: attacker.id });
  }
  const target = targetFighter(state, command.target);
  if (isRejection(target)) return target;
  if (attacker.restrainedBy !== null && command.skill !== 'handToHand') {
    return reject(
      'warfare/restrained',
      `${attacker.name} is Restrained: Hand to Hand attacks only (COT-WAR-9)`,
      { id: attacker.id },
    );
  }
  const gear =
    command.skill === 'driving'
      ? vehicleGear(state, attacker, target)
      : weaponGear(attacker, command.skill, command.weapon);
  if (isRejection(gear)) return gear;
  if (command.risky === true && gear.vehicle === null) {
    return reject('warfare/not-driving', 'Only a vehicle attack risks a crash (COT-WAR-4)', {
      id: attacker.id,
    });
  }
  const hold = restrainProblem(state, command, attacker, target);
  if (hold) return hold;
  const targets = command.skill === 'explosives' ? areaTargets(state, attacker, target) : [target];
  if (isRejection(targets)) return targets;
  const bonus = gear.weapon ? weaponBonus(gear.weapon) : ramBonus(gear.vehicle!); // COT-GEAR-1, COT-GEAR-3
  const modifiers = [
    bonus,
    ...woundPenalty(attacker.condition, state.rules.woundPenalty),
    ...(command.modifiers ?? []),
    ...bolsters(attacker.id), // COT-TIME-4
  ];
  const prepared = prepareCheck(attacker.id, attacker.pools[command.skill], modifiers, state.rules.poolFloor);
  return { attacker, targets, prepared, ...gear };
}

/**
 * Attack (COT-WAR-4): one roll against each target's Cover; every target loses Cover (COT-WAR-5), may be
 * Wounded or killed (COT-WAR-6, COT-WAR-7); a restrainer who attacks someone else lets go (COT-D-37); a
 * risky vehicle attack ends with the crash check (COT-D-34).
 */
export function attack(
  state: WarfareState,
  command: AttackCommand,
  dice: Dice,
  bolsters: BolsterSource = noBolsters,
): Decision<WarfareEvent> {
  const plan = planAttack(state, command, bolsters);
  if (isRejection(plan)) return plan;
  const check = rollCheck(plan.prepared, dice);
  const hits = plan.targets.map((target) => hitOn(target, check, state));
  let batch = record(startBatch(state, bolsters), ...letGo(state, plan));
  batch = record(batch, {
    type: 'warfare/attacked',
    attacker: plan.attacker.id,
    skill: command.skill,
    weapon: plan.weapon?.name ?? null,
    vehicle: plan.vehicle?.name ?? null,
    check,
    hits,
  });
  batch = plan.targets.reduce<Batch>(
    (b, target, i) => afterCoverDrop(b, target, hits[i]!.damage, 'attack', dice),
    batch,
  );
  if (command.restrain === true && hits[0]!.success)
    batch = restrainAfterHit(batch, plan.attacker, plan.targets[0]!);
  if (plan.vehicle && command.risky === true)
    batch = crashCheck(batch, plan.vehicle.id, plan.attacker.id, dice);
  return ok(batch.events);
}

/** A Restrain asked for with the attack: only Hand to Hand (COT-WAR-8), and not on someone another holds. */
function restrainProblem(
  state: WarfareState,
  command: AttackCommand,
  attacker: Fighter,
  target: Fighter,
): Rejection | null {
  if (command.restrain !== true) return null;
  if (command.skill !== 'handToHand') {
    return reject('warfare/restrain-hand-to-hand', 'Only a Hand to Hand hit can Restrain (COT-WAR-8)', {
      id: attacker.id,
    });
  }
  if (target.restrainedBy === null || target.restrainedBy === attacker.id) return null;
  const holder =
    state.fighters.find((fighter) => fighter.id === target.restrainedBy)?.name ?? target.restrainedBy;
  return reject('warfare/already-restrained', `${target.name} is already held by ${holder}`, {
    id: target.id,
  });
}

/** COT-WAR-8: a Hand to Hand hit may Restrain a target still alive; a Restrained fleer cannot leave (COT-WAR-9). */
function restrainAfterHit(batch: Batch, attacker: Fighter, target: Fighter): Batch {
  const now = batch.state.fighters.find((fighter) => fighter.id === target.id);
  if (!now || now.condition.state === 'dead' || now.restrainedBy !== null) return batch;
  const restrained = record(batch, {
    type: 'warfare/restrained',
    restrainer: attacker.id,
    target: target.id,
  });
  return batch.state.flights.some((flight) => flight.leader === target.id)
    ? record(restrained, {
        type: 'warfare/flight-called-off',
        leader: target.id,
        reason: 'leader-restrained',
      })
    : restrained;
}

function hitOn(target: Fighter, check: PoolCheck, state: WarfareState): AttackHit {
  const damage = attackDamage(check, target.coverScore, state.rules); // COT-WAR-5
  const hit: AttackHit = {
    target: target.id,
    coverBefore: target.coverScore,
    success: meetsDifficulty(check, target.coverScore, state.rules.successOnEqual), // COT-WAR-8
    damage,
    coverAfter: Math.max(0, target.coverScore - damage),
  };
  const after = conditionAfterHit(target, damage, state.rules);
  return after === null ? hit : { ...hit, conditionAfter: after };
}

/** A restrainer who attacks someone else lets go (COT-D-37). */
function letGo(state: WarfareState, plan: AttackPlan): WarfareEvent[] {
  const onlyTarget = plan.targets.length === 1 ? plan.targets[0]!.id : null;
  return release(state, plan.attacker.id, 'restrainer-attacked-another', onlyTarget);
}

function weaponGear(attacker: Fighter, skill: AttackSkill, name: string | undefined): Gear | Rejection {
  const weapon = chooseWeapon(attacker.name, attacker.weapons, skill, name); // COT-GEAR-1
  if (isWeaponProblem(weapon)) return reject(`warfare/${weapon.code}`, weapon.message, { id: attacker.id });
  return { weapon, vehicle: null };
}

function vehicleGear(state: WarfareState, attacker: Fighter, target: Fighter): Gear | Rejection {
  const vehicle = state.vehicles.find((v) => v.driver === attacker.id);
  if (!vehicle) {
    return reject('warfare/not-driving', `${attacker.name} is not driving a vehicle (COT-WAR-4)`, {
      id: attacker.id,
    });
  }
  if (vehicle.wrecked) {
    return reject('warfare/vehicle-wrecked', `${vehicle.name} is wrecked (COT-CHASE-12)`, {
      vehicle: vehicle.id,
    });
  }
  if (vehicle.passengers.includes(target.id)) {
    return reject('warfare/same-vehicle', `${target.name} rides in ${vehicle.name}`, { id: target.id });
  }
  return { weapon: null, vehicle };
}

/** COT-WAR-12, COT-D-31: with `explosives_area`, an explosive hits every enemy still in the zone. */
function areaTargets(
  state: WarfareState,
  attacker: Fighter,
  target: Fighter,
): readonly Fighter[] | Rejection {
  if (!state.rules.explosivesArea) return [target];
  if (target.side === attacker.side) {
    return reject(
      'warfare/area-ally',
      `An explosive hits every enemy in the zone; ${target.name} is an ally`,
      { id: target.id },
    );
  }
  return state.fighters.filter((fighter) => fighter.side !== attacker.side && isPresent(fighter));
}
