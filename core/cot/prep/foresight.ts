/**
 * Foresight lives in core/cot/foresight/ (its index.ts is its door); this file forwards what core/engine and
 * core/campaign import of it until they go through that door.
 */
export { foresightExpiring, trainingCost } from '../foresight/index.ts';
export type { TrainingPurchase } from '../foresight/index.ts';
