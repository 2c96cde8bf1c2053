import type { CotSettings } from '../settings/index.ts';

/** COT-D-19 `bolster_self`, `bolster_stacks` (already in the table's settings). */
export type BolsterSettings = Pick<CotSettings, 'bolsterSelf' | 'bolsterStacks'>;

/** COT-D-12 `min_recovery_days`, `max_recovery_days` (already in the table's settings). */
export type RecoverySettings = Pick<CotSettings, 'minRecoveryDays' | 'maxRecoveryDays'>;
