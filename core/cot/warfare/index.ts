/** The public surface of Gang Warfare (COT-WAR-1..13): state, commands, events, decide/apply, odds. */
export type {
  AttackCommand,
  AttackHit,
  AttackMode,
  BreakFreeCommand,
  Fighter,
  FighterPools,
  FighterSetup,
  Flight,
  HoldReleaseReason,
  GivenStart,
  StartCommand,
  VehicleSetup,
  WarfareCommand,
  WarfareEvent,
  WarfareEventOf,
  WarfareScene,
  WarfareState,
  StoredFighter,
  WarVehicle,
} from './types.ts';
export type { ChaseRequest, SideId, WarfareRequest } from '../common/index.ts';
export { defaultWarfareSettings } from './settings.ts';
export type { WarfareSettings } from './settings.ts';
export { warfareRules } from './rules.ts';
export { recoveryDays } from '../common/index.ts';
export type { WarfareRules, WarfareSettingsSource } from './rules.ts';
export { fighterSetup, isAble } from './fighters.ts';
export { decideWarfare, fightingSides } from './decide.ts';
export { applyWarfare, replayWarfare } from './apply.ts';
export { attackDamage, coverDamage } from './cover.ts';
export { crashDamage } from './crash.ts';
export { planAttack } from './attack.ts';
export { planBreakFree } from './restrain.ts';
export type { BreakFreePlan } from './restrain.ts';
export { turnProblem } from './turns.ts';
export type { AttackPlan } from './attack.ts';
export { attackOdds, breakFreeOdds, coverDamageOdds, crashOdds } from './odds.ts';
export type { AttackForecast, BreakFreeOdds, CoverDamageOdds, CrashOdds } from './odds.ts';
export type { BolsterSource, RoundsPassCommand } from './types.ts';
export { noBolsters } from './batch.ts';
export { warfareEngine } from './engine.ts';
export { bolstersOf, heistRoundsToFightRounds, joinFight, startFight } from './setup.ts';
export type { WarfareSceneCommand, WarfareSetup } from './setup.ts';
export { warfareCommandSchema, warfareEventSchema, warfareSetupSchema } from './schema.ts';
export { warfareView } from './view.ts';
export { attackTargets, preferredSkills, weaponsFor } from './view-candidates.ts';
export { warfareRolls } from './rolls.ts';
export { describeWarfare } from './describe.ts';
export { absenceOf, ownAbsence, warfareAbsence, warfareCanAct } from './absence.ts';
export { fightIn, liveFight, storedFight, warfareEffects } from './scene.ts';
export { endWords, hitWords } from './words.ts';
export { maxRoundsPassing } from './rounds.ts';
export { findFighter, heldBy } from './fighters.ts';
export { judge } from './view-judge.ts';
export type { ActionHead, TargetsOf } from './view-judge.ts';
export type { Checked } from './view-judge.ts';
export { checked, costing } from './view-judge.ts';
export { warfareBreakout } from './breakout.ts';
export { warfarePlayerView } from './player-view.ts';
export type { PlayerFighter, PlayerWarfareBody } from './player-view.ts';
