/** The public surface of the campaign: its log, the commands that grow it, and the export file. */
export type {
  Against,
  CampaignCommand,
  CampaignEvent,
  CampaignFileV1,
  CampaignState,
  CharacterFields,
  Crew,
  LogEntry,
  OpposedSide,
  RollRecord,
  RollRequest,
  RolledPool,
} from './types.ts';
export { decide } from './decide.ts';
export { campaignFacts, skirmishLogOf, stoppedOutcome } from './bridge-decide.ts';
export type { ProposeWriteBack, WayBackCommand, WriteBack } from './bridge-commands.ts';
export { tableTrainingMax, tableTrainingOffer, tableTrainingPrice } from './bridge-train.ts';
export type { TableTrainingKind, TableTrainingOffer, TrainOnTable } from './bridge-train.ts';
export {
  ammunitionOf,
  bridgedFightsFrom,
  conditionText,
  tableFactsForm,
  tableFactsProblem,
  writeBackProblem,
  writeBackView,
} from './bridge-view.ts';
export type {
  EditField,
  FactModel,
  NumberField,
  TableFactsForm,
  WriteBackLine,
  WriteBackView,
} from './bridge-view.ts';
export { bridgeTableView } from './bridge-table-view.ts';
export { warfareAfterId, warfareSwitchForm } from './bridge-warfare.ts';
export type { SwitchModel, WarfareSwitchForm } from './bridge-warfare.ts';
export { sceneSkirmishes, sceneSkirmishLog } from './skirmish-log.ts';
export type { SceneSkirmish } from './skirmish-log.ts';
export type { BridgeTableView, TableDoorView, TableSecurityView } from './bridge-table-view.ts';
export type { BypassAtDoor } from './bridge-doors.ts';
export type { AmbushOnTable, CacheOnTable } from './bridge-schemes.ts';
export { apply } from './apply.ts';
export {
  ReplayError,
  appendEntry,
  foldEntry,
  isCreation,
  rollsIn,
  rollsOf,
  canRedo,
  canUndo,
  execute,
  redo,
  redoTarget,
  replay,
  undo,
  undoTarget,
} from './log.ts';
export type { Executed } from './log.ts';
export {
  CampaignFileReader,
  CampaignFileShape,
  campaignFileText,
  canonicalJson,
  entryLine,
  formatVersion,
  headerLine,
  openVersion1,
  parseCampaignFile,
} from './file.ts';
export type { FileHeader, FileProblem, ParsedFile, ReadEntry, ReadFile } from './file.ts';
export { FileLines, decodeUtf8, fileLineLimits } from './file-lines.ts';
export type { FileLineLimits, FileLinesRead } from './file-lines.ts';
export { previewRoll } from './roll-request.ts';
export { upcastEntry, legacySpot } from './legacy.ts';
export { describeEntry, describeEvent, describeEventRules, entryNumber, namesIn } from './describe.ts';
export { heistRollWords, isHeistRoll, isUnrecordedHeistRoll } from './roll-words.ts';
export type { RollPreview } from './roll-request.ts';
export {
  defaultDifficulty,
  initialChoices,
  opposedChoice,
  readModifiers,
  rollView,
  skillOdds,
} from './roll-view.ts';
export type {
  AgainstChoice,
  FieldProblem,
  ReadyRoll,
  RollChoices,
  RollField,
  RollView,
  RollViewSide,
} from './roll-view.ts';
export type { RollOdds } from './roll-view-odds.ts';
export { leanOntoChoices, sceneLeanOnto } from './roll-view-lean.ts';
export type {
  LeanOnto,
  LeanOntoChoices,
  LeanOntoOption,
  LeanOntoRuling,
  SceneLeanOnto,
} from './roll-view-lean.ts';
export { characterScore, rollOptions, scoreLabel, skillGroups, usableWeapons } from './roll-view-options.ts';
export { sheetForm, type SheetForm, type SheetScores } from './sheet-form.ts';
export type {
  PersonOption,
  RollOptions,
  ScoreKind,
  ScoreOption,
  ScoreValue,
  SkillGroup,
  SkillOption,
  WeaponOption,
} from './roll-view-options.ts';
export { settingsProblems } from './settings-problems.ts';
export { pageSettings, settingsPage, settingsPageDefaults } from './settings-page.ts';
export { newFightFacts, skirmishOptionsOf } from './skirmish-options.ts';
export type { NewFightFacts } from './skirmish-options.ts';
export type { SettingsPageSection } from './settings-page.ts';
export { campaignLimits } from './limits.ts';
export { spotEditorView } from './spot-view.ts';
export type { SpotEditorView } from './spot-view.ts';
export { ownChangeClosed, ownLoyaltyChoices, type OwnLoyaltyChoices } from './own-loyalty.ts';
export { freeNameAmong, nameAmong, sameName } from './names.ts';
// The scene layer (./scenes/), which the renderer reaches through this door too.
export * from './scenes/index.ts';
export {
  answerOf,
  emptyImportDraft,
  importCommand,
  importedFights,
  importFightForm,
} from './bridge-import-form.ts';
export type { DraftAnswer, ImportDraft, ImportFormView, ImportModelRow } from './bridge-import-form.ts';
export type { ExitAnswer, ImportFightCommand } from './bridge-import.ts';
// The bridge's opening of a HEIST skirmish out of a Heist (BRG-D-1, D-2): its form's view and its command.
export { bridgeDraft } from './bridge-draft.ts';
export type { BridgeDraft, DraftModel, DraftSide, DraftSideChoice } from './bridge-draft.ts';
export { breakoutScene, coverRollsIn, playableAsSkirmish, switchableToSkirmish } from './bridge-situation.ts';
export type { BridgeChoices, BridgeSource } from './bridge-situation.ts';
export type { BridgeCommand, PlaySkirmish } from './bridge-open.ts';
export { emptyPlayers, playersCommandTypes, playersOf } from './players.ts';
export type {
  CharacterLook,
  CharacterLookChoice,
  PlayersCommand,
  PlayersEvent,
  PlayersState,
  RevealTarget,
  SpotReveals,
} from './players.ts';
export { heistsOn } from './players-decide.ts';
export { issueProblem } from './issues.ts';
export { noRecapEdit, recapLimits } from './recap-edit.ts';
export type { RecapEdit, RecapEditCommand, RecapEditedEvent, RecapLineEdit } from './recap-edit.ts';
export { snapshotOf, timelineCommandTypes } from './timeline.ts';
export { rewindMismatch, snapshotProblem } from './rewind.ts';
export type { ForkSource, TimelineCommand, TimelineEvent } from './timeline.ts';
export { jsonProblem } from './schema-timeline.ts';
export type { SnapshotProblem } from './schema-timeline.ts';
export {
  checkpointName,
  contextBoundary,
  entryCharacters,
  entryContext,
  entryKind,
  snapshotView,
  timelineKindLabels,
  timelineKinds,
} from './timeline-entries.ts';
export type { EntryContext, SnapshotView, TimelineKind } from './timeline-entries.ts';
