/**
 * The chase module (COT-CHASE-1..14): set-up, the Target's and the pursuers' actions, Distances, damage and
 * wrecks, the end of the chase, exact odds before every roll, and the dashboard's view.
 */
export { decideChase } from './decide.ts';
export { applyChase, replayChase } from './apply.ts';
export { chaseActionOdds } from './odds.ts';
export type { ChaseOdds, ChaseOddsResult } from './odds.ts';
export type { ChaseOddsOutcome, GroupDistanceOdds } from './odds-support.ts';
export { chaseView } from './view.ts';
export type { ChaseGroupView, ChaseParticipantView, ChaseView } from './view.ts';
export type { ChaseActionKind } from './engine-candidates.ts';
export { chaseEntrant, chaseVehicle } from './entrant.ts';
export type { EntrantOptions } from './entrant.ts';
export { athleticsPool, chaseInitiativePool, drivingPool } from './pools.ts';
export { chasePool, fasterThan, fastestPursuer, velocityMode, velocityOf } from './velocity.ts';
export type { Velocity, VelocityMode } from './velocity.ts';
export { escapeDistance } from './escape.ts';
export { fists, weaponsOf } from './attack.ts';
export { chaseRules, defaultBorrowedSettings, defaultChaseRules, defaultChaseSettings } from './settings.ts';
export type {
  BorrowedSettings,
  CatastropheEffect,
  ChaseCatastropheEffects,
  ChaseRules,
  ChaseSettings,
  ChaseSettingsSource,
} from './settings.ts';
export { chaseGroupId, vehicleId } from './types.ts';
export type {
  ChaseGroupId,
  ChaseOutcome,
  ChaseParticipant,
  ChaseRatings,
  ChaseRole,
  ChaseRoll,
  ChaseScene,
  ChaseState,
  StoredChaseParticipant,
  ChaseVehicle,
  Defender,
  DistanceChange,
  FollowUp,
  GangWarfareRequest,
  LeaveReason,
  PursuerGroup,
  Seat,
  VehicleId,
} from './types.ts';
export type * from './commands.ts';
export type * from './events.ts';
export { chaseEngine } from './engine.ts';
export { chaseEffects, chaseIn, liveChase, storedChase } from './scene.ts';
export { chaseBolsters, chaseVehicleId, onFootGroup, startChaseScene, startingDistance } from './setup.ts';
export type { ChaseSceneCommand, ChaseSeatSetup, ChaseSetupInput } from './setup.ts';
export { chaseCommandSchema, chaseEventSchema, chaseSetupSchema } from './schema.ts';
export { chaseActions } from './engine-view.ts';
export { chaseGmActions, splitChoices, splitProblem } from './gm-view.ts';
export type { SplitChoices } from './gm-view.ts';
export { splitOff } from './split-view.ts';
export { chaseDistanceLimits } from './limits.ts';
export type { SplitOff } from './split-view.ts';
export type { ChaseActionOdds } from './engine-view.ts';
export { chaseActionInfo } from './engine-candidates.ts';
export { chaseRolls } from './engine-rolls.ts';
export { describeChase } from './describe.ts';
export { outcomeWords } from './words.ts';
export { driverOf, isIn } from './roster.ts';
export { chaseBreakout } from './breakout.ts';
export { chasePlayerView } from './player-view.ts';
export type { PlayerChaseBody, PlayerRunner } from './player-view.ts';
