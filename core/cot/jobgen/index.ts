/**
 * The heist generator (issue 19): the Heist card game's Job, Security and Heist decks (resources/decks), a seeded
 * draw with pins and re-draws, the GM's mapping from cards to City of Thieves obstacles, and the Spot a job
 * becomes (`job/generate`). Used by the campaign layer (the command) and the Spots dashboard (its view).
 */
export { cardSkills } from './types.ts';
export type {
  CardSkill,
  Decks,
  HeistCard,
  HeistCardType,
  JobCard,
  JobDraw,
  JobMapping,
  MappingRow,
  SecondaryDraw,
  SecurityCard,
} from './types.ts';
export { cardKey, complicationCards, heistCardGame, secondaryCards, withoutCards } from './decks.ts';
export type { DeckName } from './decks.ts';
export { nextSeed, normalSeed, randomSeed, seedAlphabet, seedLength, seedProblem } from './seed.ts';
export {
  addComplication,
  addSecondary,
  cardAt,
  cardsOf,
  drawJob,
  redrawCard,
  redrawRest,
  removeExtra,
} from './draw.ts';
export type { Slot } from './draw.ts';
export { defaultMapping, mappingProblem, obstacleWords, rowFor } from './mapping.ts';
export { buildSpot, chainLength, layerGap, lootWorth, securitiesPerWay, sideGap } from './build.ts';
export type { BuiltJob, MappedCard } from './build.ts';
export { checkDraw, generateJob, mappedCards } from './generate.ts';
export type { GenerateContext, GenerateJob } from './generate.ts';
export { generateJobSchema, jobDrawSchema, mappingSchema } from './schema.ts';
export { drawOfGenerated, jobgenForm, mappingOfGenerated } from './view.ts';
export type { JobgenCardView, JobgenForm } from './view.ts';
export {
  addRow,
  chooseObstacle,
  heistPointsPerResourceLimits,
  obstacleKey,
  obstacleNumbers,
  obstacleOptions,
  removeRow,
  setHeistPointsPerResource,
  setObstacleNumber,
} from './mapping-edit.ts';
export type { ObstacleNumber, ObstacleOption } from './mapping-edit.ts';
