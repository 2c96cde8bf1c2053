/**
 * Foresight (COT-FORE-1..9), in one place for every engine that banks or spends it (Prep, the Heist): its rules
 * and settings, what each scheme costs, Training bought for a roll, the schemes spent without a roll (Blueprint,
 * Cache) and what spending it changes in the campaign. It imports no engine.
 */
export {
  ambushCost,
  blueprintCost,
  cacheProblem,
  cacheResources,
  cachedWords,
  foresightBanked,
  foresightExpiring,
  foresightGained,
  planTraining,
  schemeLabels,
  secretsCost,
  spendProblem,
  switchCost,
  trainingCost,
  trainingLabel,
  trainingModifier,
  withTraining,
} from './foresight.ts';
export type { CacheGear, Scheme, TrainingPlan, TrainingPurchase } from './foresight.ts';
export { foresightSettings } from './rules.ts';
export type { ForesightRules, ForesightSettings } from './rules.ts';
export { cachedFields, planBlueprint, planCache } from './schemes.ts';
export type { BlueprintAsk, BlueprintPlan, CacheAsk, CachePlan, SchemeEngine } from './schemes.ts';
export { cacheEffects, cachedGear, foresightBankedEffects, foresightSpentEffects } from './effects.ts';
