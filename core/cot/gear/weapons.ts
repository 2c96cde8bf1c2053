import type { PoolModifier } from '../../dice/pool.ts';
import { skillTable } from '../characters/index.ts';
import type { Weapon, WeaponTag } from '../settings/index.ts';
/**
 * Weapons as the attack rules use them (COT-GEAR-1): which skill a weapon fits, the bonus it adds, and the
 * tags that decide a Drop's table (Blunt) and who hears it (firearm, explosive).
 */

/** The skills a character attacks with, on foot (COT-GEAR-1, COT-WAR-4). */
export type AttackSkill = Weapon['skill'];

/**
 * Bare hands: Blunt and melee, no bonus (COT-D-16). Every character has them, whatever the sheet lists; a
 * weapon table with its own "Fists" row overrides this one.
 */
export const fists: Weapon = {
  name: 'Fists',
  skill: 'handToHand',
  tags: ['blunt', 'melee'],
  bonus: { rolled: 0, kept: 0 },
};

/** Why a weapon cannot make the attack asked of it; `code` is the last part of a rejection code. */
export interface WeaponProblem {
  readonly code: 'weapon-not-carried' | 'weapon-mismatch' | 'no-weapon';
  readonly message: string;
}

/** The weapon carries this tag (COT-GEAR-1). */
export function hasTag(weapon: Weapon, tag: WeaponTag): boolean {
  return weapon.tags.includes(tag);
}

/** A firearm or an explosive: heard by the whole zone on a Drop (COT-DROP-7, COT-D-30). */
export function isLoud(weapon: Weapon): boolean {
  return hasTag(weapon, 'firearm') || hasTag(weapon, 'explosive');
}

/** COT-DROP-2: fists or a Blunt weapon make a Subdue roll; any other weapon a Murder roll. */
export function dropKind(weapon: Weapon): 'subdue' | 'murder' {
  return hasTag(weapon, 'blunt') ? 'subdue' : 'murder';
}

/** The weapon's bonus as a pool modifier named after it (COT-GEAR-1). */
export function weaponBonus(weapon: Weapon): PoolModifier {
  return { ...weapon.bonus, source: weapon.name };
}

/**
 * COT-GEAR-1: Shooting needs a firearm, Explosives an explosive, Hand to Hand fists or a melee weapon.
 * Null when the weapon fits the skill, else a sentence for the GM.
 */
export function weaponMismatch(skill: AttackSkill, weapon: Weapon): string | null {
  const fits =
    skill === 'shooting'
      ? hasTag(weapon, 'firearm')
      : skill === 'explosives'
        ? hasTag(weapon, 'explosive')
        : hasTag(weapon, 'melee');
  if (fits) return null;
  const needs = { shooting: 'a firearm', explosives: 'an explosive', handToHand: 'fists or a melee weapon' }[
    skill
  ];
  return `A ${skillTable[skill].label} attack needs ${needs}; ${weapon.name} is not one (COT-GEAR-1)`;
}

/**
 * The table row for a weapon name; "Fists" is always found (the table's row, else `fists`).
 */
export function findWeapon(name: string, table: readonly Weapon[]): Weapon | undefined {
  return table.find((weapon) => weapon.name === name) ?? (name === fists.name ? fists : undefined);
}

/**
 * The rows for the weapon names on a sheet, in order.
 * @throws RangeError for a name the weapon table does not have (a validated sheet never has one).
 */
export function resolveWeapons(names: readonly string[], table: readonly Weapon[]): Weapon[] {
  return names.map((name) => {
    const weapon = findWeapon(name, table);
    if (!weapon) throw new RangeError(`"${name}" is not in the weapon table`);
    return weapon;
  });
}

/**
 * The weapon an attack uses: the one named (it must be carried, or be Fists); unnamed, Fists for Hand to Hand
 * and the first carried weapon that fits Shooting or Explosives. A problem when it is missing or does not fit.
 */
export function chooseWeapon(
  who: string,
  carried: readonly Weapon[],
  skill: AttackSkill,
  name?: string,
): Weapon | WeaponProblem {
  if (name !== undefined) {
    const weapon =
      name === fists.name
        ? (carried.find((w) => w.name === name) ?? fists)
        : carried.find((w) => w.name === name);
    if (!weapon) return { code: 'weapon-not-carried', message: `${who} does not carry "${name}"` };
    const mismatch = weaponMismatch(skill, weapon);
    return mismatch === null ? weapon : { code: 'weapon-mismatch', message: mismatch };
  }
  if (skill === 'handToHand') return fists; // bare hands unless a weapon is named: a knife would make a Drop Murder
  const fitting = carried.find((weapon) => weaponMismatch(skill, weapon) === null);
  if (fitting) return fitting;
  const needs = skill === 'shooting' ? 'a firearm' : 'an explosive';
  return {
    code: 'no-weapon',
    message: `${who} carries no ${needs.slice(needs.indexOf(' ') + 1)}: a ${skillTable[skill].label} attack needs ${needs} (COT-GEAR-1)`,
  };
}

/** True when `chooseWeapon` found no usable weapon. */
export function isWeaponProblem(value: Weapon | WeaponProblem): value is WeaponProblem {
  return 'code' in value;
}
