/**
 * The bridge between City of Thieves and the HEIST skirmish (shared/rules/bridge.md), its pure conversions:
 * characters to models and back (BRG-D-4..12, D-38, D-39), and the numbers a fight brings back to the campaign —
 * time, health, ammunition and gear, vehicles' Body (BRG-D-3, D-12, D-23..25). Values and words, no events:
 * writing them into the campaign is the write-back's. Pure: plain JSON in and out, inputs never changed.
 *
 * COT → HEIST (bridge.md §4, §5A): `bridgedFight` proposes the skirmish a Heist zone, a Drop gone loud or Gang
 * Warfare becomes (the table, sides, first player, models with their start states and words, arrivals, who never
 * reaches the table); `overrideModel` applies the GM's changes; `scenarioOf` opens the proposal as the skirmish
 * engine's own set-up. The table's COT rolls (doors, hazards, catastrophes) are in table-rolls.ts.
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
export { bridgedFight } from './fight.ts';
export { lastCoverRolls } from './situation.ts';
export type {
  FightOrigin,
  FightSituation,
  Light,
  ModelCategory,
  NpcCategory,
  SideListing,
  Weather,
} from './situation.ts';
export type {
  Absent,
  Arrival,
  ArrivalTime,
  CarriedBonus,
  CarriedBonuses,
  Exit,
  ExitUsers,
  FightProposal,
  FirstPlayer,
  Gap,
  ModelOverride,
  ModelWords,
  PersonAtStart,
  ProposedModel,
  ProposedSide,
  ProposedVehicle,
  StartSnapshot,
  StartState,
  Surprise,
  TableHalf,
  TablePlan,
  TableSecurity,
  VisibilityPlan,
  Way,
  WayState,
} from './proposal.ts';
export { arrivalRound, policeEntry } from './arrivals.ts';
export type { FightFacts } from './arrivals.ts';
export { bypassCheckModifier, exitLine, securityLabel, wayState } from './table.ts';
export { visibilityOf } from './visibility.ts';
export { carriedBonuses, coverStuns, stanceOf } from './start-state.ts';
export { pressureOf } from './first-player.ts';
export { overrideModel } from './override.ts';
export { scenarioOf } from './scenario.ts';
export type { BridgedScenario } from './scenario.ts';
export {
  bypassOnTable,
  exitProblem,
  hazardCrossed,
  hazardPool,
  heistOnlyCheck,
  openDoor,
  tableCatastrophe,
  usesToOpen,
} from './table-rolls.ts';
export type { BypassAttempt, TableCatastrophe } from './table-rolls.ts';
