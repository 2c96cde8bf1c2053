/** The public surface of the Heist scene (COT-SPOT-2..8, COT-GUARD-3..7, the Drop inside it, COT-FORE-3..9). */
export { heistEngine } from './engine.ts';
export type {
  BypassSkill,
  HeistAwareCause,
  HeistCommand,
  HeistEvent,
  HeistEventOf,
  HeistSetup,
  HeistScene,
  HeistState,
  StoredDropCharacter,
  RollExtras,
  SecretsRoll,
  StealthOutcome,
  SwitchRoll,
} from './types.ts';
export { decideHeist } from './decide.ts';
export { applyHeist, replayHeist } from './apply.ts';
export { heistView } from './view.ts';
export { describeHeist } from './describe.ts';
export { heistRolls } from './rolls.ts';
export { heistEffects } from './effects.ts';
export { heistIn, liveHeist, storedHeist } from './scene.ts';
export { startHeist, crewSide, houseSide, otherSide } from './start.ts';
export { heistEnv, heistRules } from '../prep/index.ts';
export type { HeistEnv, HeistRules } from '../prep/index.ts';
export { awarenessIn, awarenessOf, keenestAwareGuard } from './roster.ts';
export { planMove } from './move.ts';
export type { MovePlan } from './move.ts';
export { bypassSkills, planBypass, skillsFor } from './bypass.ts';
export type { BypassPlan } from './bypass.ts';
export { planPalm } from './palm.ts';
export { planSkill } from './skill.ts';
export { planAmbush } from './schemes.ts';
export { planSecrets, planSwitch } from './schemes-rolls.ts';
export { planDropAttack } from './drop-route.ts';
export { bypassOdds, checkOdds, dropActionOdds, moveOdds, palmOdds } from './odds-actions.ts';
export { heistCommandSchema, heistEventSchema, heistSetupSchema } from './schema.ts';
export type { BreakoutRequest, HeistBreakout } from './types.ts';
export { peopleOf } from './apply.ts';
export { breakoutGround, declaredBreakout } from './break-out.ts';
export { heistBoard, placeOfCharacter } from './board.ts';
export type { BoardPerson, BoardWay, BoardZone, HeistBoard } from './board.ts';
export type { ZoneStealth } from './stealth.ts';
export { dropResponseView, heistGmView } from './view-gm.ts';
export { heistCacheChoices, heistCacheProblem } from './cache-form.ts';
export type { HeistCacheCommand } from './cache-form.ts';
export { lookoutCheck, passiveAwareness } from './roster.ts';
export { atSpot, isUp } from './roster.ts';
export { crewInside, escapeGround, escapeView, heistAlarmView } from './alarm-view.ts';
export { alarmRulings, escapeAction } from './view-alarm.ts';
export { alarmMeter, heistPlayerView } from './player-view.ts';
export type { PlayerHeistBody, PlayerLoot } from './player-view.ts';
