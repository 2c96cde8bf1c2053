import { buildPool } from '../../dice/pool.ts';
import type { Pool, PoolModifier } from '../../dice/pool.ts';
import type { CotSettings } from '../settings/index.ts';
import { skillTable } from './skills.ts';
import type { Skill } from './skills.ts';
import type { Character } from './types.ts';

/**
 * The pools and passive scores a sheet implies. A pool here is what a character rolls before the
 * modifiers of the moment (Bolster, Lean Onto, the GM's circumstances); a score is a pool never rolled.
 */

/**
 * The base pool for a skill (COT-DICE-2): roll skill + ability dice, keep as many as the ability.
 * A skill of 0 still rolls the ability's dice (TV-COT-DICE-2-c); the result is normalised (COT-DICE-3).
 */
export function skillPool(character: Character, skill: Skill): Pool {
  const ability = character.abilities[skillTable[skill].ability];
  return buildPool({ rolled: character.skills[skill] + ability, kept: ability }).pool;
}

/** COT-FORE-2: Foresight never exceeds Brains + Planning. */
export function foresightCap(character: Character): number {
  return character.abilities.brains + character.skills.planning;
}

/**
 * A passive score (COT-DICE-9): 3 per kept die, 1 per extra rolled die, of a normalised pool.
 * Equal to `3 × ability + skill` for an unmodified skill pool.
 */
export function passiveScore(pool: Pool): number {
  return 3 * pool.kept + (pool.rolled - pool.kept);
}

/**
 * The bonus a character's armour gives (COT-GEAR-2), with the armour's name as its source; null when unarmoured.
 * @throws RangeError when the sheet names armour the table does not have (a validated sheet never does).
 */
export function armourModifier(character: Character, settings: CotSettings): PoolModifier | null {
  if (character.armour === null) return null;
  const row = settings.armourTable.find((armour) => armour.name === character.armour);
  if (!row) throw new RangeError(`"${character.armour}" is not in the armour table`);
  return { ...row.bonus, source: row.name };
}

/**
 * The bonus of a weapon from the table (COT-GEAR-1), with the weapon's name as its source.
 * @throws RangeError for a name the weapon table does not have.
 */
export function weaponModifier(weaponName: string, settings: CotSettings): PoolModifier {
  const row = settings.weaponTable.find((weapon) => weapon.name === weaponName);
  if (!row) throw new RangeError(`"${weaponName}" is not in the weapon table`);
  return { ...row.bonus, source: row.name };
}

/**
 * The Resist pool that sets a Cover Score, armour included (COT-GEAR-2, COT-WAR-2): Muscle 3, Resist 2 and a
 * steel vest roll 6k4 (TV-COT-GEAR-2-a).
 * @throws RangeError for armour the table does not have.
 */
export function coverRollPool(character: Character, settings: CotSettings): Pool {
  const armour = armourModifier(character, settings);
  return buildPool(skillPool(character, 'resist'), armour ? [armour] : []).pool;
}

/**
 * A guard's Awareness (COT-GUARD-2): the passive score of Brains + Lookout, with the modifiers of the moment
 * (Heat, COT-GUARD-7; Call for Help, COT-GUARD-6) when given.
 */
export function awarenessScore(
  character: Character,
  settings: CotSettings,
  modifiers: readonly PoolModifier[] = [],
): number {
  return passiveScore(buildPool(skillPool(character, 'lookout'), modifiers, settings.poolFloor).pool);
}

/**
 * A guard's Training (COT-GUARD-2): the passive score of Muscle + Resist, plus armour when
 * `armour_in_training` is on (COT-D-17). Muscle 3, Resist 1 and a steel vest give 5k4, Training 13.
 * @throws RangeError for armour the table does not have.
 */
export function trainingScore(character: Character, settings: CotSettings): number {
  const armour = settings.armourInTraining ? armourModifier(character, settings) : null;
  return passiveScore(
    buildPool(skillPool(character, 'resist'), armour ? [armour] : [], settings.poolFloor).pool,
  );
}
