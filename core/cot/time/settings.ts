import type { CotSettings } from '../settings.ts';

/** The GM-adjustable settings the time module adds to the table's settings (§14). */
export interface TimeSettings {
  /** COT-D-21 `prep_actions_per_day`: Prep actions each character takes per Prep round (day). */
  readonly prepActionsPerDay: number;
}

/** The DECISION defaults (§14). */
export const defaultTimeSettings: TimeSettings = {
  prepActionsPerDay: 1, // COT-D-21
};

/** COT-D-19 `bolster_self`, `bolster_stacks` (already in the table's settings). */
export type BolsterSettings = Pick<CotSettings, 'bolsterSelf' | 'bolsterStacks'>;

/** COT-D-12 `min_recovery_days`, `max_recovery_days` (already in the table's settings). */
export type RecoverySettings = Pick<CotSettings, 'minRecoveryDays' | 'maxRecoveryDays'>;
