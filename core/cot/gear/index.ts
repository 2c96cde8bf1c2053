/** The public surface of City of Thieves gear: the tables, weapons and vehicles as attacks use them, checks. */
export { defaultArmour, defaultVehicles, defaultWeapons } from '../settings/index.ts';
export type { Armour, Vehicle, Weapon, WeaponTag } from '../settings/index.ts';
export {
  chooseWeapon,
  dropKind,
  findWeapon,
  fists,
  hasTag,
  isLoud,
  isWeaponProblem,
  resolveWeapons,
  weaponBonus,
  weaponMismatch,
} from './weapons.ts';
export type { AttackSkill, WeaponProblem } from './weapons.ts';
export { findVehicle, ramBonus } from './vehicles.ts';
export {
  checkTotal,
  isCatastrophe,
  meetsDifficulty,
  prepareCheck,
  rollCheck,
  woundPenalty,
} from './checks.ts';
export type { PoolCheck, PreparedCheck } from './checks.ts';
