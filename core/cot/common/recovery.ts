import type { CotSettings } from '../settings/index.ts';

/**
 * Recovery days of a new wound (COT-CHAR-7, COT-D-12): at least `min_recovery_days`, at most
 * `max_recovery_days` when the table sets one.
 */
export function recoveryDays(
  days: number,
  rules: Pick<CotSettings, 'minRecoveryDays' | 'maxRecoveryDays'>,
): number {
  const atLeast = Math.max(rules.minRecoveryDays, days);
  return rules.maxRecoveryDays === null ? atLeast : Math.min(rules.maxRecoveryDays, atLeast);
}
