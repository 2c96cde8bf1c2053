/** The public surface of Getting the Drop (COT-DROP-1..10): scene, commands, events, decide/apply, odds. */
export type {
  AwareCause,
  DropCharacter,
  DropCommand,
  DropEvent,
  DropEventOf,
  DropOutcome,
  DropResponse,
  DropResult,
  DropScene,
  DropSceneCommand,
  DropZone,
  PendingResponse,
} from './types.ts';
export { defaultDropSettings } from './settings.ts';
export type { DropSettings } from './settings.ts';
export type { CatastropheRow } from '../settings/index.ts';
export { dropRules } from './rules.ts';
export type { DropRules, DropSettingsSource } from './rules.ts';
export { awareOf, dropCharacter } from './characters.ts';
export type { Placement } from './characters.ts';
export { dropResult, dropWoundDays, murderResult, subdueResult } from './results.ts';
export { planDrop } from './attempt.ts';
export type { DropPlan } from './attempt.ts';
export { decideDrop } from './decide.ts';
export { applyDrop, replayDrop } from './apply.ts';
export { dropOdds, dropResultOdds } from './odds.ts';
export type { DropForecast, DropResultOdds } from './odds.ts';
export {
  dropAttackEntries,
  dropCharacterSchema,
  dropEventSchema,
  dropSceneCommandSchema,
  dropSceneSchema,
} from './schema.ts';
export { roundsPass } from './unconscious.ts';
