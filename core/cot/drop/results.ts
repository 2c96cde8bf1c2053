import { recoveryDays } from '../common/index.ts';
import type { DropRules } from './rules.ts';
import type { DropResult } from './types.ts';

/**
 * The Drop's result tables (COT-DROP-3, COT-DROP-4) and the recovery of a Drop wound (COT-DROP-10). A margin is
 * total − Training; `success` already applies `success_on_equal` (COT-D-3) and the catastrophe (COT-DICE-7).
 */

/** COT-DROP-3: fail → Aware; 0–2 → Aware and Unconscious; 3–5 → Dead; 6+ → Unconscious, not Aware. */
export function subdueResult(success: boolean, margin: number): DropResult {
  if (!success) return 'aware';
  if (margin >= 6) return 'unconscious';
  return margin >= 3 ? 'dead' : 'aware-unconscious';
}

/** COT-DROP-4: fail → Aware; 0–2 → Wounded and Aware; 3+ → Dead. */
export function murderResult(success: boolean, margin: number): DropResult {
  if (!success) return 'aware';
  return margin >= 3 ? 'dead' : 'wounded';
}

/** The Subdue or the Murder table, as the weapon decides (COT-DROP-2). */
export function dropResult(kind: 'subdue' | 'murder', success: boolean, margin: number): DropResult {
  return kind === 'subdue' ? subdueResult(success, margin) : murderResult(success, margin);
}

/** COT-DROP-10, COT-D-33: margin + 1 days (or the table's fixed number), within the recovery limits (COT-D-12). */
export function dropWoundDays(margin: number, rules: DropRules): number {
  const days = rules.dropWoundDays === 'margin_plus_1' ? margin + 1 : rules.dropWoundDays;
  return recoveryDays(days, rules);
}

/** The target is left Aware: it knows the attacker (COT-SPOT-7) and alerts its allies (COT-DROP-7). */
export const leavesAware = (result: DropResult): boolean =>
  result === 'aware' || result === 'aware-unconscious' || result === 'wounded';
