/**
 * The HEIST skirmish rules engine (shared/rules/heist-skirmish.md): rosters, the weapons table, exact shot
 * and grenade odds, the engine state machine with reactions by priority, vehicles, pressure, Heist cards,
 * reinforcements, visibility — and its view for the dashboard. Pure: plain JSON in and out, dice injected.
 */
export { skirmishEngine } from './engine.ts';
export { decideSkirmish, openingEvents } from './decide.ts';
export { applySkirmish, replaySkirmish } from './apply.ts';
export { skirmishView, judgeCommand } from './view.ts';
export type { SkirmishActionView } from './view.ts';
export { skirmishBoard } from './board.ts';
export type { ClockRow, ModelRow, SkirmishBoard } from './board.ts';
export type { GrenadeRow, TableRows, VehicleRow, WeaponRow } from './board-table.ts';
export { describeSkirmish } from './describe.ts';
export { skirmishRolls } from './rolls.ts';
export { startSkirmish, setupProblems } from './setup.ts';
export type { ModelEntry, ReserveEntry, SideEntry, SkirmishSetup, VehicleEntry } from './setup.ts';
export { commandSchema, shotOrderSchema, actionSchema } from './schema-commands.ts';
export { eventSchema } from './schema-events.ts';
export { setupSchema } from './schema-setup.ts';

// Odds and the shot pipeline
export { shotOdds, shotDistribution } from './shot-odds.ts';
export type { ShotDistribution, ShotOdds, ShotOddsInput, ShotSpec } from './shot-odds.ts';
export { grenadeOdds, blastDice } from './grenade-odds.ts';
export type { BlastKind, GrenadeOdds, GrenadeOddsInput } from './grenade-odds.ts';
export { shotPlanOdds, checkActionOdds } from './odds.ts';
export type { ShotOddsSummary, SkirmishOdds } from './odds.ts';
export { planShot } from './shot-plan.ts';
export type { ShotPlan } from './shot-plan.ts';
export { planAct } from './plan-act.ts';
export { planReact, reactionCandidates } from './react.ts';
export { bestAllocation, allocationProblem, finalValues } from './hail-mary.ts';
export type { Donation, HailMaryAllocation } from './hail-mary.ts';
export { resolveShotRoll } from './shot-roll.ts';
export { shotDice } from './shot-modifiers.ts';
export { shiftDie, formatDice } from './dice-shift.ts';
export type { ShiftedDie, ShotDie } from './dice-shift.ts';
export { targetClass, targetNumbers, targetClassLabels, targetClasses } from './target-class.ts';
export type { TargetClass, CoverHeight } from './target-class.ts';
export { damage, effectiveActions } from './damage.ts';
export { checkOdds } from './skill.ts';
export { throwActions, spotOnOdds } from './throwing.ts';
export { visibilityEffect, identificationNeeded, identificationModifier } from './visibility.ts';
export type { Visibility } from './visibility.ts';

// Rosters, weapons, settings, pressure, cards
export { parseRoster, parseModel, printModel, printRoster, printGear, rosterLimits } from './roster.ts';
export type { RosterParse, RosterProblem } from './roster.ts';
export { rosterMemo } from './roster-memo.ts';
export type { RosterReader } from './roster-memo.ts';
export { modelProfile, profileProblems, grenadeKinds } from './profile.ts';
export type { GrenadeKind, ModelProfile, WeaponSlot } from './profile.ts';
export { weaponTable, weaponNames } from './weapons.ts';
export type { WeaponLoad, WeaponName, WeaponProfile } from './weapons.ts';
export { defaultSkirmishSettings, skirmishSettingDescriptions, skirmishSettings } from './settings.ts';
export type { SkirmishSettings } from './settings.ts';
export { pressureLevel, overtimePoints, pressureModes } from './pressure.ts';
export type { PressureMode } from './pressure.ts';
export {
  darknessPresets,
  draftPreview,
  emptyDraft,
  emptySide,
  exampleSides,
  fightLimits,
  fightSetup,
  optionProblems,
  readSides,
  sideIdOf,
  weatherPresets,
} from './draft.ts';
export type {
  DraftProblem as FightDraftProblem,
  FightDraft,
  FightSetup,
  FightSide,
  ModelPreview,
  SideDraft,
  SidePreview,
} from './draft.ts';
export {
  emptyVehicle,
  motionLabels,
  vehicleLimits,
  vehicleMotions,
  vehicleProblems,
} from './draft-vehicles.ts';
export type { VehicleDraft, VehicleMotion } from './draft-vehicles.ts';
export {
  cardDrafts,
  cardIds,
  deckLimits,
  deckProblems,
  deckSetup,
  deckUses,
  earlierDecks,
  effectKinds,
  effectOf,
  emptyCard,
  houseDeckDraft,
} from './draft-deck.ts';
export type { CardDraft, DeckDraft, DeckUse, EarlierDeck, EffectKind } from './draft-deck.ts';
export { draftModels } from './draft-ids.ts';
export type { DraftModel } from './draft-ids.ts';
export { houseDeck } from './house-deck.ts';
export type { CardEffect, HeistCard } from './cards.ts';

// Table geometry helpers
export {
  inAimZone,
  isFlanked,
  visibleAroundEdge,
  canPeek,
  crossfireAngle,
  deviate,
  modelDistance,
  measurementAllowed,
} from './measure.ts';
export type { Point } from './measure.ts';

export type * from './commands.ts';
export type * from './events.ts';
export type * from './types.ts';
export { shotWords, commandShotWords } from './shot-words.ts';
export type { ShotWords } from './shot-words.ts';
export { classFactsForm, levelFacts, levelFactsOf, levelOf } from './shot-facts.ts';
export type { ClassFactCheck, ClassFactsForm, LevelChoice, LevelFact } from './shot-facts.ts';

// The turn-level panels (issue 9): the reaction window in order, dice on the table, turn facts, hands
export { reactionOrder, stillToReact, stepLabels } from './reaction-order.ts';
export type { ItemStatus, ReactionRow } from './reaction-order.ts';
export { diceOnTable, judgeAllocation } from './dice-on-table.ts';
export type { DiceOutcome, HailMaryChoice, RolledItem } from './dice-on-table.ts';
export {
  blastCandidates,
  blastVictimOdds,
  dueGrenadeFacts,
  occupantBlastOdds,
  driftingVehicles,
  entryPoints,
  pendingVehicleBlasts,
  reserveRolls,
} from './turn-facts.ts';
export type {
  BlastOutcome,
  BlastVictimOdds,
  DriftingVehicle,
  DueGrenade,
  PendingVehicleBlast,
  ReserveRoll,
} from './turn-facts.ts';
export { blastVehicleCandidates, trafficOdds, vehicleBlastOdds, vehicleHitOdds } from './vehicle-odds.ts';
export type { TrafficOdds, VehicleBlastOdds, VehicleHitOdds } from './vehicle-odds.ts';
export { cardTargetWords, handView } from './hand-view.ts';
export { actionCards } from './window-cards.ts';
export type { CardPlay, HandCard, HandView } from './hand-view.ts';
export { blastTargetNumber } from './grenade-odds.ts';

// The GM's table controls (issue 9): clouds, deployment, corrections, the rosters as they stand
export {
  cloudRows,
  deployRows,
  editableModel,
  judgeTableCommand,
  modelEditProblem,
} from './table-controls.ts';
export type { CloudRow, DeployRow, EditableModel, EditableWeapon, Verdict } from './table-controls.ts';
export { currentProfile, currentProfiles, currentRosterTexts } from './current-roster.ts';
export type { CurrentRosterOptions, RosterTexts } from './current-roster.ts';
