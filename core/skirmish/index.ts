/**
 * The HEIST skirmish rules engine (shared/rules/heist-skirmish.md): rosters, the weapons table, exact shot
 * and grenade odds, the engine state machine with reactions by priority, vehicles, pressure, Heist cards,
 * reinforcements, visibility — and its view for the dashboard. Pure: plain JSON in and out, dice injected.
 */
export { skirmishEngine } from './engine.ts';
export { decideSkirmish, openingEvents } from './actions/decide.ts';
export { applySkirmish, replaySkirmish } from './apply/apply.ts';
export { skirmishView, judgeCommand } from './views/view.ts';
export type { SkirmishActionView } from './views/view.ts';
export { skirmishBoard } from './views/board.ts';
export type { BridgeRow, ClockRow, ModelRow, SkirmishBoard } from './views/board.ts';
export type { GrenadeRow, TableRows, VehicleRow, WeaponRow } from './views/board-table.ts';
export { describeSkirmish, skirmishEventRules } from './views/describe.ts';
export { skirmishRolls } from './views/rolls.ts';
export { heistDiceSchema, recordedOddsSchema } from './schemas/schema-dice.ts';
export {
  blastRollDice,
  checkDice,
  plainDice,
  recordedOdds,
  shotRollDice,
  strikeRollDice,
} from './views/heist-dice.ts';
export {
  heistAmmoWords,
  heistDiceLine,
  heistDiceNotation,
  heistDieWords,
  heistDonorWords,
  heistHitsWords,
  heistOddsLines,
  heistTargetWords,
} from './views/heist-dice-words.ts';
export { defaultBridgeTable, startSkirmish, setupProblems } from './setup/setup.ts';
export type {
  ModelEntry,
  ReserveEntry,
  SideEntry,
  SkirmishSetup,
  StartState,
  VehicleEntry,
} from './setup/setup.ts';
export { commandSchema, shotOrderSchema, actionSchema } from './schemas/schema-commands.ts';
export { eventSchema } from './schemas/schema-events.ts';
export { setupSchema } from './schemas/schema-setup.ts';

// Odds and the shot pipeline
export { shotOdds, shotDistribution } from './shots/shot-odds.ts';
export type { ShotDistribution, ShotOdds, ShotOddsInput, ShotSpec } from './shots/shot-odds.ts';
export { grenadeOdds, blastDice } from './grenades/grenade-odds.ts';
export type { BlastKind, GrenadeOdds, GrenadeOddsInput } from './grenades/grenade-odds.ts';
export { shotPlanOdds, checkActionOdds } from './views/odds.ts';
export type { ShotOddsSummary, SkirmishOdds } from './views/odds.ts';
export { planShot } from './shots/shot-plan.ts';
export type { ShotPlan } from './shots/shot-plan.ts';
export { planAct } from './actions/plan-act.ts';
export { planReact, reactionCandidates } from './reactions/react.ts';
export { bestAllocation, allocationProblem, finalValues } from './shots/hail-mary.ts';
export type { Donation, HailMaryAllocation } from './shots/hail-mary.ts';
export { resolveShotRoll } from './shots/shot-roll.ts';
export { shotDice } from './shots/shot-modifiers.ts';
export { shiftDie, formatDice } from './shots/dice-shift.ts';
export type { ShiftedDie, ShotDie } from './shots/dice-shift.ts';
export { targetClass, targetNumbers, targetClassLabels, targetClasses } from './shots/target-class.ts';
export type { TargetClass, CoverHeight } from './shots/target-class.ts';
export { damage, effectiveActions } from './actions/damage.ts';
export { checkOdds } from './actions/skill.ts';
export { throwActions, spotOnOdds } from './grenades/throwing.ts';
export { visibilityEffect, identificationNeeded, identificationModifier } from './shots/visibility.ts';
export type { Visibility } from './shots/visibility.ts';

// Rosters, weapons, settings, pressure, cards
export { parseRoster, parseModel, printModel, printRoster, printGear, rosterLimits } from './setup/roster.ts';
export type { RosterParse, RosterProblem } from './setup/roster.ts';
export { rosterMemo } from './setup/roster-memo.ts';
export type { RosterReader } from './setup/roster-memo.ts';
export { modelProfile, profileProblems, grenadeKinds } from './setup/profile.ts';
export { modelLimits } from './setup/profile.ts';
export type {
  CotPool,
  CotRecord,
  GrenadeKind,
  MeleeProfile,
  ModelProfile,
  WeaponSlot,
} from './setup/profile.ts';

// The bridge's melee extension and COT conditions on the table (BRG-D-11, BRG-D-16)
export { fists, meleeOn, planStrike, strikeTargetNumber } from './melee/strike.ts';
export type { StrikePlan } from './melee/strike.ts';
export { holdPool, holderOf, planBreakFree } from './melee/holds.ts';
export type { BreakFreePlan } from './melee/holds.ts';
export { breakFreeOdds, strikeOdds } from './views/melee-odds.ts';
export { longRangeOf, weaponTable, weaponNames } from './setup/weapons.ts';
export type { WeaponLoad, WeaponName, WeaponProfile } from './setup/weapons.ts';
export { defaultSkirmishSettings, skirmishSettingDescriptions, skirmishSettings } from './setup/settings.ts';
export type { SkirmishSettings } from './setup/settings.ts';
export { pressureLevel, overtimePoints, pressureModes } from './table/pressure.ts';
export type { PressureMode } from './table/pressure.ts';
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
} from './setup/draft.ts';
export type {
  DraftProblem as FightDraftProblem,
  FightDraft,
  FightSetup,
  FightSide,
  ModelPreview,
  SideDraft,
  SidePreview,
} from './setup/draft.ts';
export {
  emptyVehicle,
  motionLabels,
  vehicleLimits,
  vehicleMotions,
  vehicleProblems,
} from './setup/draft-vehicles.ts';
export type { VehicleDraft, VehicleMotion } from './setup/draft-vehicles.ts';
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
} from './setup/draft-deck.ts';
export type { CardDraft, DeckDraft, DeckUse, EarlierDeck, EffectKind } from './setup/draft-deck.ts';
export { draftModels } from './setup/draft-ids.ts';
export type { DraftModel } from './setup/draft-ids.ts';
export { houseDeck } from './table/house-deck.ts';
export type { CardEffect, HeistCard } from './table/cards.ts';

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
} from './shots/measure.ts';
export type { Point } from './shots/measure.ts';

export type * from './commands.ts';
export type * from './events.ts';
export type * from './types.ts';
export { shotWords, commandShotWords } from './shots/shot-words.ts';
export type { ShotWords } from './shots/shot-words.ts';
export { classFactsForm, levelFacts, levelFactsOf, levelOf } from './shots/shot-facts.ts';
export type { ClassFactCheck, ClassFactsForm, LevelChoice, LevelFact } from './shots/shot-facts.ts';

// The turn-level panels (issue 9): the reaction window in order, dice on the table, turn facts, hands
export { reactionOrder, stillToReact, stepLabels } from './reactions/reaction-order.ts';
export type { ItemStatus, ReactionRow } from './reactions/reaction-order.ts';
export { diceOnTable, judgeAllocation } from './reactions/dice-on-table.ts';
export type { DiceOutcome, HailMaryChoice, RolledItem } from './reactions/dice-on-table.ts';
export {
  blastCandidates,
  blastVictimOdds,
  dueGrenadeFacts,
  occupantBlastOdds,
  driftingVehicles,
  entryPoints,
  pendingVehicleBlasts,
  reserveRolls,
} from './views/turn-facts.ts';
export type {
  BlastOutcome,
  BlastVictimOdds,
  DriftingVehicle,
  DueGrenade,
  PendingVehicleBlast,
  ReserveRoll,
} from './views/turn-facts.ts';
export {
  blastVehicleCandidates,
  trafficOdds,
  vehicleBlastOdds,
  vehicleHitOdds,
} from './vehicles/vehicle-odds.ts';
export type { TrafficOdds, VehicleBlastOdds, VehicleHitOdds } from './vehicles/vehicle-odds.ts';
export { cardTargetWords, handView } from './views/hand-view.ts';
export { actionCards } from './table/window-cards.ts';
export type { CardPlay, HandCard, HandView } from './views/hand-view.ts';
export { blastTargetNumber } from './grenades/grenade-odds.ts';

// The GM's table controls (issue 9): clouds, deployment, corrections, the rosters as they stand
export {
  cloudRows,
  deployRows,
  editableModel,
  judgeTableCommand,
  modelEditProblem,
} from './table/table-controls.ts';
export type { CloudRow, DeployRow, EditableModel, EditableWeapon, Verdict } from './table/table-controls.ts';
export { currentProfile, currentProfiles, currentRosterTexts } from './setup/current-roster.ts';

// The order dialog's form view (issue 17): every field's allowed choices and limits
export {
  aimedField,
  carriedField,
  lineOfFireModels,
  orderForm,
  orderLimits,
  strikeField,
} from './views/order-form.ts';
export type {
  AimedField,
  CarriedField,
  FormChoice,
  OrderForm,
  OrderLimits,
  StrikeField,
} from './views/order-form.ts';
export type { CurrentRosterOptions, RosterTexts } from './setup/current-roster.ts';

// What the unit tests and benches check beyond the panels' needs: the pieces the rules are built from
export { effectiveOf, onTable } from './actions/access.ts';
export { scratch } from './actions/consequences.ts';
export { itemModel, itemStep } from './actions/items.ts';
export { judgeCheck } from './actions/skill.ts';
export { blastHitDistribution } from './grenades/grenade-odds.ts';
export { rollThrow } from './grenades/throwing.ts';
export { primarySlot } from './setup/profile.ts';
export {
  gearPhrases,
  grenadePhrase,
  isRuleLine,
  isSpace,
  shortLine,
  tableCells,
  weaponPhrase,
} from './setup/roster-tokens.ts';
export type { RosterOptions } from './setup/roster.ts';
export { isWeaponName } from './setup/weapons.ts';
export { bestHits, countHits } from './shots/hail-mary.ts';
export { coverContact, lineOfSight, thicknessMatters } from './shots/measure.ts';
export type { ShotShiftInput } from './shots/shot-modifiers.ts';
export { clearShotOddsCache } from './shots/shot-odds.ts';
export type { ShotRollInput } from './shots/shot-roll.ts';
export type { ClassFacts } from './shots/target-class.ts';
export type { SightGear } from './shots/visibility.ts';
export { minute } from './table/pressure.ts';
export { hitVehicle } from './vehicles/vehicle-damage.ts';
export { activeCandidates, reactiveCandidates } from './views/view-candidates.ts';
export { sideCandidates } from './views/view-side.ts';
export * as boardGeometry from './board/index.ts';

// The fight's 2D board (issue 20): its commands' limits and what a redraw draws
export { boardView, boardShotOrder, dragMeasure, AIM_RADIUS } from './board/board-view.ts';
export type {
  AimZoneView,
  BoardSelection,
  BoardView,
  PieceView,
  SelectedShot,
  TokenShot,
  TokenView,
} from './board/board-view.ts';
export { moveLimit, MOVE_INCHES, inchesText } from './board/board-commands.ts';
export type { MoveLimit } from './board/board-commands.ts';
export { boardLimits } from './schemas/schema-board.ts';
export type { AimMarker, BoardPiece, BoardState } from './board/types.ts';
export { skirmishPlayerView } from './views/player-view.ts';
export type { PlayerModel, PlayerSkirmishBody } from './views/player-view.ts';
