/**
 * A character sheet's hard bounds live in core/cot/limits/ (below the settings, which bound their ranges with
 * them); this file forwards them for core/campaign's imports until they go through the characters' door.
 */
export { characterLimits } from '../limits/index.ts';
