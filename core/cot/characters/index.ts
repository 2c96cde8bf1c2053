/** The public surface of City of Thieves characters: sheets, their rules, their pools and scores. */
export { abilities, abilityLabels, canonicalName, skillTable, skills, skillsOf } from './skills.ts';
export type { Ability, SkillInfo, Skill, StageTag } from './skills.ts';
export type { Character, CharacterKind, Condition, GearItem, Loyalty } from './types.ts';
export { characterKinds, conditionStates } from './choices.ts';
export type { SheetChoice } from './choices.ts';
export { gearItemProblems, gearItemSchema, gearListSchema, gearOf } from './gear.ts';
export type { GearItemProblem } from './gear.ts';
export { characterLimits } from '../limits/index.ts';
export { loyaltyRelationSuggestions } from './loyalty-words.ts';
export { characterProblems } from './validate.ts';
export type { Problem } from './validate.ts';
export {
  armourModifier,
  awarenessScore,
  coverRollPool,
  foresightCap,
  passiveScore,
  skillPool,
  trainingScore,
  weaponModifier,
} from './pools.ts';
export { blankCharacter, duplicateCharacter } from './create.ts';
export { crewReputation, reputationAvailable, reputationChanges } from './reputation.ts';
export { playingStages, rollStageRuling, stageTagRuling } from './stage-tags.ts';
export type { StagedScene, StageTagRuling } from './stage-tags.ts';
export { between } from './sample.ts';
export { createSheet } from './sample.ts';
export { sampleSheet } from './sample.ts';
export { heatAfterQuietDays } from './heat.ts';
