export type {
  ModuleEvent,
  OpenScene,
  Scene,
  SceneAction,
  SceneCommand,
  SceneEvent,
  SceneOf,
  SceneParticipant,
  SceneTurns,
  SideSetup,
  StartChild,
} from './types.ts';
export { sceneOf, closedScenesKept } from './apply.ts';
export { ableToAct, absenceIn } from './absence.ts';
export { sceneRound } from './clock.ts';
