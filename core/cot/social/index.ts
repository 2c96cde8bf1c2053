/**
 * Social Calls (COT-SOC-1..14): Loyalties and their alteration, Lean Onto and Lean Into, Read Room, agendas,
 * Build Up and Follow Through with the emotional states, NPCs pushing agendas on the crew, exact odds before
 * every roll, the GM's and a side's view of each target, and the scene engine.
 */
export { socialEngine } from './engine.ts';
export { decideSocial } from './decide.ts';
export { applySocial, replaySocial } from './apply.ts';
export { startSocialCall } from './start.ts';
export { socialActions } from './view-actions.ts';
export { subjectsInCall } from './view-candidates.ts';
export { socialRefusal } from './view-judge.ts';
export { agendaChangeChoices, judgeChoices, socialGmActions } from './gm-actions.ts';
export type { AgendaChangeChoice, JudgeChoice } from './gm-actions.ts';
export { agendaForm, identityForm } from './agenda-form.ts';
export type { AgendaSetter, AgendaTarget, FormPerson } from './agenda-form.ts';
export { socialBoardView } from './board-view.ts';
export type {
  BoardColumn,
  BoardLoyalty,
  BoardParticipant,
  BoardSide,
  SocialBoardView,
  TargetCard,
} from './board-view.ts';
export { emotionLegend } from './board-words.ts';
export type { BoardAgenda, BoardEmotion, LegendEntry } from './board-words.ts';
export { planSocialCommand, socialActionOdds } from './plans.ts';
export { gmTargetView, sideTargetView, socialParticipants } from './targets.ts';
export type {
  EmotionView,
  GmTargetView,
  KnownPresenter,
  LearnedAnswer,
  SideTargetView,
  SocialParticipantView,
} from './targets.ts';
export { describeSocial, socialRolls } from './describe.ts';
export { socialEffects } from './effects.ts';
export { socialCommandSchema, socialEventSchema, socialLimits, socialSetupSchema } from './schemas.ts';
export {
  buildUpSkills,
  emotionKind,
  emotionTable,
  emotionalStates,
  followThroughSkills,
  negativeStateOf,
  stateFor,
} from './emotions.ts';
export type {
  BuildUpSkill,
  EmotionInfo,
  EmotionKind,
  EmotionalState,
  FollowThroughSkill,
} from './emotions.ts';
export {
  alterLoyalties,
  alteredLoyalty,
  changeProblem,
  findLoyalty,
  formatLoyalty,
  primeOf,
  sameLoyalty,
} from './loyalties.ts';
export { changeOwnLoyalty, ownLeanOnto } from './own-loyalty.ts';
export type { OwnLoyaltyChanged } from './own-loyalty.ts';
export { agendaOf, emotionOf, knownLoyalties, knowsTarget, targetKnows } from './knowledge.ts';
export { contestOdds } from './rolls.ts';
export type { ContestOdds, ContestPlan } from './rolls.ts';
export { defaultSocialRules, defaultSocialSettings, socialRules } from './settings.ts';
export type { CatastropheEffect, SocialRules, SocialSettings, SocialSettingsSource } from './settings.ts';
export type * from './commands.ts';
export type * from './events.ts';
export type * from './types.ts';
export { loyaltyChangeSchema } from './schemas.ts';
export { socialPlayerView } from './player-view.ts';
export type { PlayerSocialBody, PlayerSocialTarget } from './player-view.ts';
