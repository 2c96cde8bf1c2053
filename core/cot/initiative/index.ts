/**
 * The public surface of initiative (COT-INIT): pools, slots, claims, passes, Focus Rounds, their odds, and the
 * schemas of its commands and events.
 */
export type {
  Entrant,
  FocusRound,
  Initiative,
  InitiativeCommand,
  InitiativeEvent,
  InitiativeParticipant,
  InitiativeScene,
  InitiativeSide,
  InitiativeSlot,
  LeaveReason,
  RollOff,
  SideId,
  SideThrow,
  SkipReason,
  SlotId,
  SlotUse,
  TieRank,
} from './types.ts';
export { initiativeScenes, leaveReasons, sideId, skipReasons } from './types.ts';
export { initiativeLimits } from './limits.ts';
export { initiativeCommandSchema, initiativeEventSchema } from './schema.ts';
export { defaultInitiativeSettings } from './settings.ts';
export type { InitiativeSettings } from './settings.ts';
export { initiativePool, initiativeRequired, initiativeSkill } from './pools.ts';
export type { ChaseRole } from './pools.ts';
export { decideInitiative } from './decide.ts';
export { leaving } from './leave-initiative.ts';
export { applyInitiative, replayInitiative } from './apply.ts';
export {
  allowance,
  canAct,
  claimants,
  claimsThisRound,
  describeSlot,
  findParticipant,
  findSide,
  findSlot,
  liveSlot,
  roundOver,
} from './queries.ts';
export { crewFirst, orderSlots, withFirstSlotOf } from './order.ts';
export type { SlotOrder } from './order.ts';
export { initiativeOdds } from './odds.ts';
export type { InitiativeMatchup } from './odds.ts';
