import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import {
  checkTotal,
  isCatastrophe,
  meetsDifficulty,
  prepareCheck,
  rollCheck,
  woundPenalty,
} from '../gear/index.ts';
import type { PoolCheck, PreparedCheck } from '../gear/index.ts';
import type { Weapon } from '../settings/index.ts';
import { chooseWeapon, dropKind, isWeaponProblem, weaponBonus } from '../gear/index.ts';
import { actor, awareOf, isAlive, targetIn } from './characters.ts';
import { dropConsequences } from './consequences.ts';
import { dropResult, dropWoundDays } from './results.ts';
import type { DropRules } from './rules.ts';
import type { DropCharacter, DropCommand, DropEvent, DropOutcome, DropScene } from './types.ts';

/** A Drop checked and its pool built, before the roll: what `getTheDrop` rolls and `dropOdds` weighs. */
export interface DropPlan {
  readonly attacker: DropCharacter;
  /** The named target, or every enemy in the zone for an area Explosives Drop (COT-DROP-8). */
  readonly targets: readonly DropCharacter[];
  readonly weapon: Weapon;
  /** COT-DROP-2: Subdue with fists or a Blunt weapon, Murder otherwise. */
  readonly kind: 'subdue' | 'murder';
  readonly prepared: PreparedCheck;
}

/**
 * Checks the preconditions (COT-DROP-1: same zone, the target not aware of the attacker) and builds the pool
 * (COT-DROP-2: Muscle + Hand to Hand, Shooting or Explosives + the weapon's bonus, COT-GEAR-1).
 */
export function planDrop(scene: DropScene, command: DropCommand): DropPlan | Rejection {
  const attacker = actor(scene, command.attacker);
  if (isRejection(attacker)) return attacker;
  if (command.target === attacker.id) {
    return reject('drop/self', `${attacker.name} cannot get the Drop on themself`, { id: attacker.id });
  }
  const target = targetIn(scene, command.target, attacker.zone!);
  if (isRejection(target)) return target;
  if (target.unconscious) {
    return reject(
      'drop/target-unconscious',
      `${target.name} is Unconscious: finish them off instead (COT-DROP-9)`,
      { id: target.id },
    );
  }
  const weapon = chooseWeapon(attacker.name, attacker.weapons, command.skill, command.weapon); // COT-GEAR-1
  if (isWeaponProblem(weapon)) return reject(`drop/${weapon.code}`, weapon.message, { id: attacker.id });
  const targets =
    command.skill === 'explosives' && scene.rules.explosivesArea ? area(scene, attacker, target) : [target];
  if (isRejection(targets)) return targets;
  const alert = targets.find((t) => !t.unconscious && awareOf(t, attacker));
  if (alert) {
    return reject(
      'drop/target-aware',
      `${alert.name} is Aware of ${attacker.name}: no Drop (COT-DROP-1, COT-SPOT-7)`,
      { id: alert.id },
    );
  }
  const modifiers = [
    weaponBonus(weapon),
    ...woundPenalty(attacker.condition, scene.rules.woundPenalty),
    ...(command.modifiers ?? []),
  ];
  const prepared = prepareCheck(attacker.id, attacker.pools[command.skill], modifiers, scene.rules.poolFloor);
  return { attacker, targets, weapon, kind: dropKind(weapon), prepared };
}

/** COT-DROP-8, COT-D-31: an Explosives Drop hits every enemy of the attacker in the zone with one roll. */
function area(scene: DropScene, attacker: DropCharacter, target: DropCharacter): DropCharacter[] | Rejection {
  if (target.side === attacker.side) {
    return reject('drop/area-ally', `An explosive hits every enemy in the zone; ${target.name} is an ally`, {
      id: target.id,
    });
  }
  return scene.characters.filter((c) => c.zone === attacker.zone && c.side !== attacker.side && isAlive(c));
}

/**
 * Getting the Drop (COT-DROP-1..8): one roll, compared with each target's Training; the Subdue or Murder table
 * gives each result, then come the wounds, witnesses, alerts, Heat and the responses the results call for.
 */
export function getTheDrop(scene: DropScene, command: DropCommand, dice: Dice): Decision<DropEvent> {
  const plan = planDrop(scene, command);
  if (isRejection(plan)) return plan;
  const check = rollCheck(plan.prepared, dice);
  const outcomes = plan.targets.map((target) => outcomeFor(target, check, plan.kind, scene.rules));
  const rolled: DropEvent = {
    type: 'drop/rolled',
    attacker: plan.attacker.id,
    kind: plan.kind,
    skill: command.skill,
    weapon: plan.weapon.name,
    check,
    catastrophe: isCatastrophe(check),
    outcomes,
  };
  return ok([rolled, ...dropConsequences(scene, plan, outcomes, isCatastrophe(check))]);
}

/** One target's result (COT-DROP-3, COT-DROP-4); a second wound kills (COT-CHAR-6). */
export function outcomeFor(
  target: DropCharacter,
  check: PoolCheck,
  kind: 'subdue' | 'murder',
  rules: DropRules,
): DropOutcome {
  const success = meetsDifficulty(check, target.training, rules.successOnEqual); // COT-DICE-6, COT-DICE-7
  const margin = check.roll === null ? null : checkTotal(check) - target.training;
  const result = dropResult(kind, success, margin ?? 0);
  const secondWound = result === 'wounded' && target.condition.state === 'wounded';
  return {
    target: target.id,
    training: target.training,
    margin,
    result: secondWound ? 'dead' : result,
    secondWound,
    recoveryDays: result === 'wounded' && !secondWound ? dropWoundDays(margin ?? 0, rules) : null, // COT-DROP-10
  };
}
