/** The public surface of core/engine: the scene-engine contract, capabilities and the scene-draft helpers. */
export type * from './contract.ts';
export type * from './player.ts';
export type { Capability } from './capability.ts';
export { capabilityOf } from './capability.ts';
export { draftCrew, draftOthers } from './draft.ts';
export { commandWithTexts, textOf, withOptionTexts } from './option-texts.ts';
export { costOf, costOfEvents, costWords } from './option-cost.ts';
export { actionsAt, sameTarget } from './actions-at.ts';
