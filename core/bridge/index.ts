/**
 * The bridge between City of Thieves and the HEIST skirmish (shared/rules/bridge.md), its pure conversions:
 * characters to models and back (BRG-D-4..12, D-38, D-39), and the numbers a fight brings back to the campaign —
 * time, health, ammunition and gear, vehicles' Body (BRG-D-3, D-12, D-23..25). Values and words, no events:
 * writing them into the campaign is the write-back's. Pure: plain JSON in and out, inputs never changed.
 */
export { bridgeSettingKeys, bridgeSettingsOf, defaultBridgeSettings } from './settings.ts';
export type { BridgeSettingKey, BridgeSettings, SkillFormula } from './settings.ts';
export type { BridgeRecord, ConversionInputs, FirearmRecord } from './record.ts';
export { actionsOf, scoreOnlyStats, shootingOf, skillOf } from './stats.ts';
export {
  armourShare,
  byBonus,
  cotBodyArmour,
  cotWeaponOf,
  fragWeapon,
  gearRole,
  heistGearNames,
  isBodyArmour,
  largestBonus,
  tableRole,
} from './weapons.ts';
export type { GearRole, TableRole } from './weapons.ts';
export { modelName, modelOf } from './model.ts';
export type {
  CarriedFirearm,
  Conversion,
  LeftWeapon,
  Loadout,
  Melee,
  MeleeWeapon,
  ModelOptions,
} from './model.ts';
export { npcOf } from './npc.ts';
export type { ImportedNpc } from './npc.ts';
export { skirmishTime } from './time.ts';
export type { SkirmishTime } from './time.ts';
export { healthAfter } from './health.ts';
export type { ArmourElimination, HealthFacts, HealthOutcome, HealthStart } from './health.ts';
export { firearmAfter, gearAfter, isDry, repairAfter, repairDifficulty, shootingProblem } from './ammo.ts';
export type { FirearmEnd, GearEnd, GearOutcome, ThrownChoice } from './ammo.ts';
export { vehicleBodyAfter, vehicleOf } from './vehicles.ts';
export type { VehicleBody, VehicleModel } from './vehicles.ts';
