/**
 * The bridge between City of Thieves and the HEIST skirmish (shared/rules/bridge.md), its pure conversions:
 * characters to models and back (BRG-D-4..12, D-38, D-39), and the numbers a fight brings back to the campaign —
 * time, health, ammunition and gear, vehicles' Body (BRG-D-3, D-12, D-23..25); a fight proposed from a City of
 * Thieves scene and opened as the skirmish's set-up (fight.ts, scenario.ts; D-2, D-13..22, D-32..43); and the
 * write-back of a finished fight, proposed line by line and approved by the GM (writeback.ts, approve.ts; D-21,
 * D-26..31, D-44..53). Values and words, no events: turning the approved changes into one campaign step is the
 * campaign layer's. Pure: plain JSON in and out, inputs never changed.
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
export {
  firearmAfter,
  firearmText,
  gearAfter,
  isDry,
  repairAfter,
  repairDifficulty,
  shootingProblem,
} from './ammo.ts';
export type { FirearmEnd, GearEnd, GearOutcome, ThrownChoice } from './ammo.ts';
export { vehicleBodyAfter, vehicleNote, vehicleOf } from './vehicles.ts';
export type { VehicleBody, VehicleModel } from './vehicles.ts';
export { bridgedFight } from './fight.ts';
export { lastCoverRolls, npcCategories, npcCategoryLabels } from './situation.ts';
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
export { bypassCheckModifier, exitLine, securityLabel, wayState, waysOf } from './table.ts';
export { visibilityOf } from './visibility.ts';
export { carriedBonuses, coverStuns, stanceOf } from './start-state.ts';
export { pressureOf } from './first-player.ts';
export { overrideModel } from './override.ts';
export { ambushCounters, ambushStart } from './ambush.ts';
export { loadoutAsked, loadoutOf } from './loadout.ts';
export type { LoadoutChoice, SlotChoice } from './loadout.ts';
export { sideNameMax } from './sides.ts';
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
export type {
  CampaignFacts,
  Category,
  FightLink,
  LinkedSide,
  ModelLink,
  ModelStart,
  VehicleLink,
} from './link.ts';
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
export { writeBackProposal } from './writeback.ts';
export type { ProposalOptions } from './writeback.ts';
export type { EditLimits, LineChange, LineKind, ProposalLine, WriteBackProposal } from './lines.ts';
export { writeBackChanges } from './approve.ts';
export type { Approval, LineEdit, WriteBackChange, WriteBackChanges } from './approve.ts';
export { resupplied, resuppliesAtPrep } from './resupply.ts';
export { bridgedSkirmish, skirmishBreakout } from './breakout.ts';
export type { Resupply } from './resupply.ts';
export { parseFight, printFight } from './paste.ts';
export type {
  FightParse,
  PasteProblem,
  PastedEnd,
  PastedFight,
  PastedModel,
  PastedSide,
  PastedWeapon,
} from './paste.ts';
export { pastedOf, pastedResult, standaloneLink, startAtImport, suggestedAnswers } from './standalone.ts';
export type { ImportWhere, ModelAnswer } from './standalone.ts';
export { skirmishLogView } from './skirmish-log.ts';
export type { SkirmishLogFacts, SkirmishLogLine, SkirmishLogMode, SkirmishLogView } from './skirmish-log.ts';
