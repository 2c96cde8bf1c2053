import { maxRolled } from '../../dice/pool.ts';

/**
 * Bounds of the table settings themselves (the campaign's limits read them from here, so the settings never
 * reach up into core/campaign).
 */
export const settingsLimits = {
  /** Dice in one pool, and the most a modifier can add or take away. */
  poolMax: maxRolled,
  /** Lean Onto bonuses a table may allow at once. */
  leanOntoMax: 10,
  /** Rows of a GM's weapon, armour or vehicle table. */
  tableRowsMax: 100,
  vehicleStatMax: 99,
} as const;
