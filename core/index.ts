/**
 * The only door the renderer (and outside tools) use into the rules core. Everything here is pure:
 * plain data in, plain data out; randomness only through an injected `Dice`.
 */
export * from './shared/result.ts';
export * from './shared/ids.ts';
export * from './dice/index.ts';
export * from './cot/settings/index.ts';
export * from './cot/characters/index.ts';
export * from './campaign/index.ts';
export type * from './engine/index.ts';
// City of Thieves' binding of the contract: its names take the place of the contract's generic ones here.
export type {
  CampaignEffect,
  ConformanceSample,
  CotCapability,
  CotWorld,
  EngineConformance,
  EngineContext,
  SceneEngine,
  TrainingPurchase,
} from './cot/world/index.ts';
export type { Capability } from './engine/index.ts';
export { actionsAt, capabilityOf, commandWithTexts, costWords, sameTarget, textOf } from './engine/index.ts';
export { engineIds, engineOf, engines, isEngineId } from './registry/index.ts';
export type { AnyEngine, CommandOf, EngineId, EventOf, SetupOf, StateOf } from './registry/index.ts';
// The rules engines, by module (their names overlap: `fists`, `SideId`, `canAct`…).
export * as time from './cot/time/index.ts';
export * as initiative from './cot/initiative/index.ts';
export * as drop from './cot/drop/index.ts';
export * as warfare from './cot/warfare/index.ts';
export * as chase from './cot/chase/index.ts';
export * as gear from './cot/gear/index.ts';
export * as spot from './cot/spot/index.ts';
export * as jobgen from './cot/jobgen/index.ts';
export * as heist from './cot/heist/index.ts';
export * as alarm from './cot/alarm/index.ts';
export * as social from './cot/social/index.ts';
export * as prep from './cot/prep/index.ts';
export * as breakout from './cot/breakout/index.ts';
export * as skirmish from './skirmish/index.ts';
export * as bridge from './bridge/index.ts';
export type { Spot, Spots } from './cot/spot/index.ts';
export { sceneId, stageLabels, roundMinutes } from './cot/time/index.ts';
export type { SceneId, StageType } from './cot/time/index.ts';
export { counted, inWords, possessive } from './shared/words.ts';
export { splitRules } from './shared/rule-words.ts';
export * from './player/index.ts';
export * from './reference/index.ts';
export * from './print/index.ts';
