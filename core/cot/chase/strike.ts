import type { Dice } from '../../dice/dice.ts';
import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { attackDamage, conditionAfterLoss, crash, damageVehicle, hurt } from './damage.ts';
import type { RollModifiers } from './commands.ts';
import { drivingPool } from './pools.ts';
import { attackDistance, findParticipant, findVehicle, vehicleOf } from './roster.ts';
import { meets, planRoll, resultOf, rollPlan, withModifiers } from './rolls.ts';
import type { RollPlan, RollResult } from './rolls.ts';
import { bolstersFor, emit } from './step.ts';
import type { Step } from './step.ts';
import type { ChaseParticipant, ChaseState, Defender, VehicleId } from './types.ts';

/** What attacks and Rams share (COT-CHASE-8, COT-CHASE-12): the defender, the roll, damage, the crash check. */

export interface StrikePlan {
  readonly actor: ChaseParticipant;
  readonly defender: Defender;
  /** The weapon's name, or the vehicle's. */
  readonly means: string;
  readonly ram: boolean;
  readonly distance: number;
  readonly plan: RollPlan;
  /** The defender's Cover or Body now. */
  readonly difficulty: number;
  /** The crash check a risky vehicle attack calls for (COT-WAR-4), or null. */
  readonly crash: { readonly vehicle: VehicleId; readonly plan: RollPlan } | null;
}

/** The defender's name, for messages. */
export function defenderName(state: ChaseState, defender: Defender): string {
  return defender.kind === 'character'
    ? (findParticipant(state, defender.id)?.name ?? defender.id)
    : `the ${findVehicle(state, defender.id)?.name ?? defender.id}`;
}

/** The defender's Cover or Body, after checking it is in the chase and on the other side. */
export function checkDefender(
  state: ChaseState,
  actor: ChaseParticipant,
  defender: Defender,
): { readonly difficulty: number } | Rejection {
  const found =
    defender.kind === 'character' ? findParticipant(state, defender.id) : findVehicle(state, defender.id);
  if (!found)
    return reject('chase/unknown-defender', `Nothing with id ${defender.id} is in this chase`, { defender });
  const name = defenderName(state, defender);
  if (found.left !== null) {
    return reject('chase/defender-gone', `${name} is no longer in the chase`, { defender });
  }
  if (found.role === actor.role) {
    return reject('chase/same-side', `${actor.name} and ${name} are on the same side`, { defender });
  }
  return { difficulty: 'cover' in found ? found.cover : found.body };
}

/** The Distance between attacker and defender, checked against Distance 0 when the means needs it. */
export function strikeDistance(
  state: ChaseState,
  actor: ChaseParticipant,
  defender: Defender,
  what: string,
): number | Rejection {
  return attackDistance(state, actor, defender) === 0
    ? 0
    : reject(
        'chase/out-of-reach',
        `${what} needs Distance 0 (COT-CHASE-8); ${defenderName(state, defender)} is at ${attackDistance(state, actor, defender)}`,
        { defender },
      );
}

/**
 * A vehicle strike (Ram, or a Target driver's vehicle attack): Fingers + Driving + the vehicle's ram bonus at
 * Distance 0 against a vehicle's Body or a pedestrian's Cover (COT-CHASE-8, COT-CHASE-12, COT-GEAR-3).
 */
export function planVehicleStrike(
  state: ChaseState,
  actor: ChaseParticipant,
  target: {
    readonly defender: Defender;
    readonly risky: boolean;
    readonly modifiers: RollModifiers | undefined;
    readonly bolsters?: RollModifiers | undefined;
  },
  ram: boolean,
): StrikePlan | Rejection {
  const { defender } = target;
  if (actor.seat.kind !== 'driver') return reject('chase/not-driving', `${actor.name} is not driving`);
  const vehicle = vehicleOf(state, actor.seat.vehicle);
  const checked = checkDefender(state, actor, defender);
  if (isRejection(checked)) return checked;
  const seat = defender.kind === 'character' ? findParticipant(state, defender.id)?.seat.kind : 'vehicle';
  if (seat !== 'foot' && seat !== 'vehicle') {
    return reject(
      'chase/ram-target',
      `A vehicle hits a vehicle's Body or a pedestrian's Cover; ${defenderName(state, defender)} rides in a vehicle`,
      { defender },
    );
  }
  const distance = strikeDistance(state, actor, defender, ram ? 'A Ram' : 'A vehicle attack');
  if (typeof distance !== 'number') return distance;
  const bonus = { ...vehicle.ramBonus, source: vehicle.name };
  const base = drivingPool(actor.ratings);
  const plan = planRoll(state.rules, actor, base, [bonus], target.modifiers, target.bolsters);
  const crashPlan = target.risky ? crashCheckPlan(state, actor, vehicle.id) : null;
  return {
    actor,
    defender,
    means: vehicle.name,
    ram,
    distance,
    plan,
    difficulty: checked.difficulty,
    crash: crashPlan,
  };
}

/** COT-WAR-4: the driver's Fingers + Driving against `crash_difficulty`, with no extra modifiers. */
export function crashCheckPlan(
  state: ChaseState,
  actor: ChaseParticipant,
  vehicle: VehicleId,
): StrikePlan['crash'] {
  return { vehicle, plan: planRoll(state.rules, actor, drivingPool(actor.ratings), [], undefined) };
}

/** COT-D-34: a failed check costs `max(1, crash_difficulty − total)`, doubled on a catastrophe (COT-D-4). */
export function crashDamage(state: ChaseState, result: RollResult): number {
  const rules = state.rules;
  if (meets(result, rules.crashDifficulty, rules)) return 0;
  const total = result.kind === 'rolled' ? result.total : 0;
  const doubled =
    result.kind === 'rolled' && result.catastrophe && rules.catastropheEffects.crashCheck === 'default';
  return Math.max(1, rules.crashDifficulty - total) * (doubled ? 2 : 1);
}

/**
 * Rolls a strike and applies its damage, then any crash check. `free`: not a turn of its own. `late`: the plan
 * was made without the striker's Bolsters, which it takes now if this is their first roll (a Takedown's Ram).
 */
export function strike(step: Step, plan: StrikePlan, dice: Dice, free: boolean, late = false): Step {
  const rules = step.state.rules;
  const bolsters = late ? bolstersFor(step, plan.actor.id) : []; // COT-TIME-4
  const roll = rollPlan(withModifiers(plan.plan, bolsters, rules), dice);
  const result = resultOf(roll);
  const damage = attackDamage(rules, result, plan.difficulty);
  const { actor, defender, means, ram, distance, difficulty } = plan;
  const struck = defender.kind === 'character' ? findParticipant(step.state, defender.id) : undefined;
  const after = struck ? conditionAfterLoss(rules, struck, damage) : null;
  let next = emit(step, {
    type: 'chase/attacked',
    actor: actor.id,
    defender,
    means,
    ram,
    free,
    distance,
    roll,
    difficulty,
    damage,
    hit: meets(result, difficulty, rules), // COT-DICE-6
    ...(after ? { conditionAfter: after } : {}),
  });
  if (result.kind === 'rolled' && result.catastrophe) {
    const consequence = rules.catastropheEffects.attack === 'default' ? 'no-damage' : 'narrative-only';
    next = emit(next, { type: 'chase/catastrophe', roller: actor.id, action: 'attack', consequence });
  }
  if (damage > 0) {
    next =
      defender.kind === 'character'
        ? hurt(next, defender.id, damage, dice)
        : damageVehicle(next, defender.id, damage, dice).step;
  }
  return plan.crash ? crashCheck(next, actor, plan.crash, dice) : next;
}

function crashCheck(
  step: Step,
  actor: ChaseParticipant,
  check: NonNullable<StrikePlan['crash']>,
  dice: Dice,
): Step {
  const state = step.state;
  const roll = rollPlan(withModifiers(check.plan, bolstersFor(step, actor.id), state.rules), dice);
  const result = resultOf(roll);
  const damage = crashDamage(state, result);
  const difficulty = state.rules.crashDifficulty;
  let next = emit(step, {
    type: 'chase/crash-checked',
    actor: actor.id,
    vehicle: check.vehicle,
    difficulty,
    roll,
    crashed: damage > 0,
    damage,
  });
  if (result.kind === 'rolled' && result.catastrophe) {
    const consequence =
      state.rules.catastropheEffects.crashCheck === 'default' ? 'double-crash-damage' : 'narrative-only';
    next = emit(next, { type: 'chase/catastrophe', roller: actor.id, action: 'crash-check', consequence });
  }
  return damage > 0 ? crash(next, check.vehicle, damage, dice) : next;
}
