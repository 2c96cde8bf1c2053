export type {
  ClosedScene,
  ModuleEvent,
  OpenScene,
  Scene,
  SceneAction,
  SceneCommand,
  UnstampedSceneCommand,
  SceneEvent,
  SceneOf,
  SceneParticipant,
  SceneTurns,
  SideSetup,
  StartChild,
} from './types.ts';
export { sceneOf, closedScenesKept } from './apply.ts';
export { childScenes, isClosedSummary, knownScene, knownScenes, replayScene } from './closed.ts';
export { spawnedScenes } from './spawned.ts';
export { ableToAct, absenceIn } from './absence.ts';
export { sceneRound, sceneRoundText } from './clock.ts';
export { engineContext, type GmModifiers } from './context.ts';
export { sceneActions, turnSummary } from './view.ts';
export { trainingChoice, trainingPrice, type TrainingChoice } from './training.ts';
export {
  initiativeEntrants,
  initiativePreview,
  type InitiativePreview,
  type PoolRow,
} from './initiative-preview.ts';
export type { SceneActor, TurnSummary } from './view.ts';
export {
  openableEngines,
  openFromDraft,
  type DraftOpening,
  type DraftProblem,
  type OpenDraft,
  type OpenableEngine,
} from './draft.ts';
export { busyElsewhere, type Elsewhere } from './open.ts';
export * as openForm from './open-form.ts';
export { joinForm, type JoinForm, type JoinFormPerson } from './join-form.ts';
export {
  bolstersWaiting,
  focusChoices,
  focusOpen,
  liveClaimants,
  notActed,
  slotRows,
  turnRows,
  type NameOf,
  type SlotRow,
  type SlotStatus,
  type TurnRow,
  type TurnState,
} from './initiative-view.ts';
