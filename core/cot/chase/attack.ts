import type { Dice } from '../../dice/dice.ts';
import type { PoolModifier } from '../../dice/pool.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Weapon } from '../settings/index.ts';
import { actingParticipant } from './access.ts';
import type { AttackCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import { attackDistance } from './roster.ts';
import { checkModifiers, planRoll } from './rolls.ts';
import { begin } from './step.ts';
import { checkDefender, planVehicleStrike, strike } from './strike.ts';
import type { StrikePlan } from './strike.ts';
import type { ChaseParticipant, ChaseState } from './types.ts';

/** COT-CHASE-8: attacks in a chase, both roles, as in Gang Warfare. */

/** Bare hands are always at hand (COT-D-16 "Fists"). */
export const fists: Weapon = {
  name: 'Fists',
  skill: 'handToHand',
  tags: ['blunt', 'melee'],
  bonus: { rolled: 0, kept: 0 },
};

/** The weapons a participant can attack with: what they carry, and Fists. */
export function weaponsOf(participant: ChaseParticipant): readonly Weapon[] {
  return participant.weapons.some((w) => w.name === fists.name)
    ? participant.weapons
    : [...participant.weapons, fists];
}

/** Checks an attack and plans its roll (and crash check). */
export function planAttack(state: ChaseState, cmd: AttackCommand): StrikePlan | Rejection {
  const actor = actingParticipant(state, cmd.actor);
  if (isRejection(actor)) return actor;
  const plan =
    cmd.means.kind === 'vehicle'
      ? planTargetVehicleAttack(state, actor, cmd)
      : planWeaponAttack(state, actor, cmd, cmd.means.weapon);
  if (isRejection(plan)) return plan;
  return checkModifiers(cmd.modifiers, [actor.id]) ?? plan;
}

/** COT-CHASE-8: a Target driver's vehicle attack at Distance 0 is made as a Ram; a pursuer's is a Ram. */
function planTargetVehicleAttack(
  state: ChaseState,
  actor: ChaseParticipant,
  cmd: AttackCommand,
): StrikePlan | Rejection {
  if (actor.seat.kind !== 'driver') {
    return reject(
      'chase/not-driving',
      `${actor.name} is not driving: only a driver attacks with the vehicle`,
    );
  }
  if (actor.role === 'pursuer') {
    return reject('chase/use-ram', `A pursuer's vehicle attack is a Ram: choose Ram for ${actor.name}`);
  }
  return planVehicleStrike(
    state,
    actor,
    { defender: cmd.defender, risky: cmd.risky ?? false, modifiers: cmd.modifiers, bolsters: cmd.bolsters },
    false,
  );
}

/** COT-WAR-4, COT-GEAR-1: Muscle + the weapon's skill + its bonus; melee needs Distance 0; range may cost dice. */
function planWeaponAttack(
  state: ChaseState,
  actor: ChaseParticipant,
  cmd: AttackCommand,
  name: string,
): StrikePlan | Rejection {
  const weapon = weaponsOf(actor).find((w) => w.name === name);
  if (!weapon) return reject('chase/no-such-weapon', `${actor.name} carries no ${name}`, { weapon: name });
  const problem = weaponProblem(weapon) ?? (cmd.risky ? riskyWeapon() : null);
  if (problem) return problem;
  const checked = checkDefender(state, actor, cmd.defender);
  if (isRejection(checked)) return checked;
  const distance = attackDistance(state, actor, cmd.defender);
  const melee = weapon.tags.includes('melee');
  if (melee && distance > 0) {
    const message = `${weapon.name} is a melee weapon: it needs Distance 0, not ${distance} (COT-CHASE-8)`;
    return reject('chase/melee-out-of-reach', message, { distance });
  }
  const bonus = { ...weapon.bonus, source: weapon.name };
  const fixed: PoolModifier[] = [bonus, ...rangePenalty(state, melee, distance)];
  const base = { rolled: actor.ratings.muscle + actor.ratings[weapon.skill], kept: actor.ratings.muscle };
  const plan = planRoll(state.rules, actor, base, fixed, cmd.modifiers, cmd.bolsters);
  const { defender } = cmd;
  const difficulty = checked.difficulty;
  return { actor, defender, means: weapon.name, ram: false, distance, plan, difficulty, crash: null };
}

function riskyWeapon(): Rejection {
  return reject('chase/not-a-vehicle-attack', 'Only a vehicle attack or a Ram risks a crash (COT-WAR-4)');
}

/** COT-GEAR-1: Shooting needs a firearm, Explosives an explosive. */
function weaponProblem(weapon: Weapon): Rejection | null {
  if (weapon.skill === 'shooting' && !weapon.tags.includes('firearm')) {
    return reject('chase/wrong-weapon', `${weapon.name} is not a firearm: Shooting needs one`);
  }
  if (weapon.skill === 'explosives' && !weapon.tags.includes('explosive')) {
    return reject('chase/wrong-weapon', `${weapon.name} is not an explosive: Explosives needs one`);
  }
  return null;
}

/** COT-D-45 `chase_range_penalty`: ranged attacks lose that many rolled dice per point of Distance above 1. */
function rangePenalty(state: ChaseState, melee: boolean, distance: number): PoolModifier[] {
  const dice = state.rules.chaseRangePenalty * Math.max(0, distance - 1);
  return melee || dice === 0 ? [] : [{ rolled: -dice, kept: 0, source: 'Range' }];
}

/** COT-CHASE-8: rolls the attack against Cover or Body; damage as COT-WAR-5. */
export function attack(state: ChaseState, cmd: AttackCommand, dice: Dice): Decision<ChaseEvent> {
  const plan = planAttack(state, cmd);
  if (isRejection(plan)) return plan;
  return ok(strike(begin(state, cmd.bolsters), plan, dice, false).events);
}
