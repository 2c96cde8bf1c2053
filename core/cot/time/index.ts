/** The public surface of stages and time (COT-TIME): round lengths, the scene scheduler, recovery, Bolster and
 * Wait, turns without initiative, session-scoped limits, and the schemas of their commands and events. */
export {
  countAsLonger,
  isShorter,
  minutesPerDay,
  roundMinutes,
  roundsPerRound,
  sceneId,
  stageLabels,
  stageMinutes,
  stageTypes,
} from './stages.ts';
export type { SceneId, StageType } from './stages.ts';
export type { BolsterSettings, RecoverySettings } from './settings.ts';
export { timeLimits } from './limits.ts';
export {
  bolsterCommandSchema,
  bolsterEventSchema,
  freeTurnsCommandSchema,
  freeTurnsEventSchema,
  scheduleCommandSchema,
  scheduleEventSchema,
  sessionCommandSchema,
  sessionEventSchema,
} from './schema.ts';
export { daysPassed, recover } from './recovery.ts';

export { emptySchedule } from './schedule/types.ts';
export type {
  ClosedScene,
  LongerRounds,
  Schedule,
  ScheduleCommand,
  ScheduledScene,
  ScheduleEvent,
} from './schedule/types.ts';
export {
  dueScenes,
  nextLongerScene,
  nextRoundEnd,
  nextScene,
  sceneClock,
  sceneMinutes,
} from './schedule/queries.ts';
export { decideSchedule } from './schedule/decide.ts';
export { applySchedule, replaySchedule } from './schedule/apply.ts';

export { emptyBolsterLedger } from './bolster/types.ts';
export type {
  BolsterCommand,
  BolsterEvent,
  BolsterLedger,
  PendingBolster,
  TurnCount,
} from './bolster/types.ts';
export { bolsterDice, bolsterModifiers, pendingFor, turnsEnded } from './bolster/queries.ts';
export { decideBolsters } from './bolster/decide.ts';
export { applyBolsters, replayBolsters } from './bolster/apply.ts';

export type {
  FreeEntrant,
  FreeMember,
  FreeTurns,
  FreeTurnsCommand,
  FreeTurnsEvent,
} from './free-turns/types.ts';
export { stillToAct } from './free-turns/queries.ts';
export { decideFreeTurns } from './free-turns/decide.ts';
export { applyFreeTurns, replayFreeTurns } from './free-turns/apply.ts';

export { noSession, sessionLimitLabels, sessionLimits } from './session/types.ts';
export type {
  SessionCommand,
  SessionEvent,
  SessionLimit,
  SessionLimits,
  SessionUse,
} from './session/types.ts';
export { decideSession } from './session/decide.ts';
export { applySession, replaySession } from './session/apply.ts';
export { useSessionLimit } from './session/use-session-limit.ts';
export { joinFreeTurns } from './free-turns/join-free-turns.ts';
export { leavingFreeTurns } from './free-turns/leave-free-turns.ts';
export { bolster } from './bolster/bolster.ts';
export { turnsTaken } from './free-turns/queries.ts';
