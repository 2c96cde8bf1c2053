import type { Weapon } from '../settings/index.ts';
import { fists, weaponMismatch } from '../gear/index.ts';
import type { AttackSkill } from '../gear/index.ts';
import { isPresent } from './fighters.ts';
import type { AttackCommand, Fighter, WarfareState } from './types.ts';

/**
 * The commands the view tries for a fighter: every target with every skill and weapon that may make the attack
 * (COT-GEAR-1), the vehicle a driver may attack with (COT-WAR-4), the Restrain a Hand to Hand hit allows
 * (COT-WAR-8). The view keeps the ones the engine accepts, by the checks `decide` runs.
 */

/** Unless the GM picks one, a fighter with a gun shoots, one with an explosive throws it, else fists. */
export const preferredSkills: readonly AttackSkill[] = ['shooting', 'explosives', 'handToHand'];

/**
 * The weapons a skill may attack with (COT-GEAR-1), the engine's default first: Fists then any melee weapon for
 * Hand to Hand; the carried firearms for Shooting; the carried explosives for Explosives.
 */
export function weaponsFor(fighter: Pick<Fighter, 'weapons'>, skill: AttackSkill): readonly Weapon[] {
  const fitting = fighter.weapons.filter((weapon) => weaponMismatch(skill, weapon) === null);
  if (skill !== 'handToHand') return fitting;
  const carriedFists = fitting.find((weapon) => weapon.name === fists.name);
  return [carriedFists ?? fists, ...fitting.filter((weapon) => weapon.name !== fists.name)];
}

/** Everyone an attack could be aimed at: the others still in the zone and alive, enemies first. */
export function attackTargets(state: WarfareState, attacker: Fighter): readonly Fighter[] {
  const others = state.fighters.filter((f) => f.id !== attacker.id && isPresent(f));
  return [
    ...others.filter((f) => f.side !== attacker.side),
    ...others.filter((f) => f.side === attacker.side),
  ];
}

/** Every attack a fighter could make on one target: each skill and weapon, Restrain variants, the vehicle. */
export function attackCandidates(state: WarfareState, attacker: Fighter, target: Fighter): AttackCommand[] {
  const base = { type: 'warfare/attack', attacker: attacker.id, target: target.id } as const;
  const armed = preferredSkills.flatMap((skill) =>
    weaponsFor(attacker, skill).flatMap((weapon): AttackCommand[] => {
      const command: AttackCommand = { ...base, skill, weapon: weapon.name };
      return skill === 'handToHand' ? [command, { ...command, restrain: true }] : [command];
    }),
  );
  const driving = state.vehicles.some((vehicle) => vehicle.driver === attacker.id)
    ? [
        { ...base, skill: 'driving' as const },
        { ...base, skill: 'driving' as const, risky: true },
      ]
    : [];
  return [...armed, ...driving];
}

/** Fighters lying Unconscious in the zone, to wake or finish off (COT-DROP-9). */
export function helplessTargets(state: WarfareState, fighter: Fighter): readonly Fighter[] {
  return state.fighters.filter((f) => f.id !== fighter.id && f.unconscious && isPresent(f));
}
