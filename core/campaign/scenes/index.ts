export type {
  AttackSkillChoice,
  ChaseSeat,
  ChaseSetup,
  ModuleEvent,
  Scene,
  SceneCommand,
  SceneEvent,
  SceneKind,
  SceneModule,
  SceneParticipant,
  SideSetup,
  WarfareVehicleSeat,
} from './types.ts';
export { sceneOf } from './apply.ts';
export { stageOf, summaryOf } from './open.ts';
export { ableToAct } from './turns.ts';
