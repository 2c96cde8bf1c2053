/** The public surface of Prep (COT-TIME-6, COT-PREP-1..9) and Foresight (COT-FORE-1..9). */
export { prepEngine } from './engine.ts';
export type { PrepCommand, PrepEvent, PrepRollExtras, PrepSetup, PrepSkill, PrepState } from './types.ts';
export { prepSkills } from './types.ts';
export { decidePrepScene } from './decide.ts';
export { applyPrepScene, replayPrepScene } from './apply.ts';
export { prepSchemeActions, prepSchemeView, prepView } from './view.ts';
export { prepBoardView } from './board.ts';
export type { PrepBoard, PrepCrewRow } from './board.ts';
export { spotFindings } from './findings.ts';
export type { Finding, SpotFindings } from './findings.ts';
export { schemeCosts } from './scheme-costs.ts';
export type { SchemeWords } from './scheme-costs.ts';
export { cacheChoices, cacheChoicesFor, cacheCostWords, schemeProblem } from './cache-form.ts';
export type { CacheChoices, CacheCommand } from './cache-form.ts';
export { prepSchemeSpend } from './scheme-spend.ts';
export type { PrepSchemeSpend } from './scheme-spend.ts';
export { describePrep, prepRolls } from './describe.ts';
export { prepEffects, researchPaid } from './effects.ts';
export { startPrep } from './start.ts';
export {
  ambushCost,
  blueprintCost,
  foresightBanked,
  foresightExpiring,
  foresightGained,
  planTraining,
  schemeLabels,
  secretsCost,
  spendProblem,
  switchCost,
  trainingCost,
  trainingModifier,
} from '../foresight/index.ts';
export type { CacheGear, Scheme, TrainingPlan, TrainingPurchase } from '../foresight/index.ts';
export {
  goalDifficulty,
  halve,
  itineraryDifficulty,
  layoutDifficulty,
  markDifficulty,
  methodSkill,
  planResearch,
  rollerCheck,
} from './research.ts';
export type { ResearchGoal, ResearchInput, ResearchMethod, ResearchPlan } from './research.ts';
export { rollResearch } from './research-roll.ts';
export type { ResearchResult } from './research-roll.ts';
export { researchOdds } from './odds.ts';
export { bankingOdds } from './odds-banking.ts';
export { defaultPrepSettings, prepRules } from './settings.ts';
export type { PrepRules, PrepSettings, PrepSettingsSource } from './settings.ts';
export { prepCommandSchema, prepEventSchema, prepSetupSchema } from './schema.ts';
export { heistEnv, heistRules } from './env.ts';
export type { HeistEnv, HeistRules } from './env.ts';
export { goalWords, researchRolls } from './rolls.ts';
export { researchGoalSchema, researchResultSchema } from './schema-research.ts';
export { prepPlayerView } from './player-view.ts';
export type { PlayerPrepBody } from './player-view.ts';
