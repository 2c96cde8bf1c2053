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
export { turnOf } from './fight-result.ts';
export type {
  BypassResult,
  Departure,
  FightNoise,
  FightResult,
  LiveGrenadeResult,
  LootResult,
  ModelResult,
  SwitchPosition,
  Turn,
  VehicleResult,
} from './fight-result.ts';
export { fightResultOf } from './fight-log.ts';
export type { TableFacts } from './fight-log.ts';
export type { CampaignFacts, Category, FightLink, ModelLink, StartSnapshot, VehicleLink } from './link.ts';
export { closeFight, closingOrder, gameRoundsOf, nothingPlayed } from './closing.ts';
export type { BlastHits, Closing, ClosingBlast, ClosingCheck } from './closing.ts';
export { modelPlace, vehiclePlace } from './where.ts';
export { witnessesOf } from './witnesses.ts';
export type { WitnessFacts } from './witnesses.ts';
export { guardsIn, heardIn, heatOf, isLoud, zonesAround } from './noise.ts';
export type { HeatCost } from './noise.ts';
export { pursuitsOf } from './pursuit.ts';
export type { Pursuit, PursuerGroup } from './pursuit.ts';
export { coverModifiers, coverRollOf } from './cover.ts';
export type { CoverRoll } from './cover.ts';
export { matchedConversion } from './imported.ts';
export type { MatchedConversion } from './imported.ts';
export { writeBackProposal } from './proposal.ts';
export type { ProposalOptions } from './proposal.ts';
export type { EditLimits, LineChange, LineKind, ProposalLine, WriteBackProposal } from './lines.ts';
export { writeBackChanges } from './approve.ts';
export type { Approval, LineEdit, WriteBackChange, WriteBackChanges } from './approve.ts';
export { resupplied, resuppliesAtPrep } from './resupply.ts';
export type { Resupply } from './resupply.ts';
