import { gear, skillTable } from '../../../../core/index.ts';

type Weapon = gear.Weapon;
type AttackSkill = gear.AttackSkill;

/** The three attack skills in the order the forms offer them (COT-DROP-2, COT-WAR-4). */
export const attackSkills: readonly AttackSkill[] = ['handToHand', 'shooting', 'explosives'];

/** One attack skill as a form offers it: the weapons that fit, or why the attacker cannot use it. */
export interface SkillChoice {
  readonly skill: AttackSkill;
  readonly label: string;
  /** Fitting weapons, first the default the engine would pick. */
  readonly weapons: readonly Weapon[];
  /** Null when the skill can be used; else the reason, citing COT-GEAR-1. */
  readonly problem: string | null;
}

/**
 * What an attacker carrying these weapons can attack with (COT-GEAR-1): Hand to Hand always (Fists, then any
 * melee weapon carried), Shooting only with a firearm, Explosives only with an explosive.
 */
export function skillChoices(carried: readonly Weapon[]): SkillChoice[] {
  return attackSkills.map((skill) => {
    const fitting = carried.filter((weapon) => gear.weaponMismatch(skill, weapon) === null);
    const weapons =
      skill === 'handToHand' && !fitting.some((w) => w.name === gear.fists.name)
        ? [gear.fists, ...fitting]
        : fitting;
    const needs = skill === 'shooting' ? 'a firearm' : 'an explosive';
    return {
      skill,
      label: skillTable[skill].label,
      weapons,
      problem: weapons.length > 0 ? null : `carries no ${needs.split(' ')[1]} (COT-GEAR-1)`,
    };
  });
}

/** The Drop table a weapon calls for (COT-DROP-2): Subdue with fists or a Blunt weapon, else Murder. */
export function dropKindText(weapon: Weapon): string {
  return gear.dropKind(weapon) === 'subdue' ? 'Subdue (Blunt)' : 'Murder';
}

/** A weapon's bonus and tags, "+1k0 · firearm". */
export function weaponText(weapon: Weapon): string {
  const { rolled, kept } = weapon.bonus;
  const bonus = rolled === 0 && kept === 0 ? '' : `+${rolled}k${kept}`;
  return [weapon.name, bonus, weapon.tags.join(', ')].filter(Boolean).join(' · ');
}
