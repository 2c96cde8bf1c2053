import type { CatastropheRow } from '../settings/index.ts';

/**
 * The GM-adjustable DECISIONs of Getting the Drop (§14), with the DECISION as default. To be merged into
 * `CotSettings`; `catastropheEffects` here holds only the Drop row of COT-D-4's table.
 */

/** Getting the Drop's own settings, each named after its setting in camelCase. */
export interface DropSettings {
  /** COT-D-30 `drop_alert_radius`: where the target's allies hear a loud or alerting Drop. */
  readonly dropAlertRadius: 'zone' | 'zone_and_adjacent' | 'spot';
  /** COT-D-31 `explosives_area`: an Explosives Drop or attack hits the whole zone with one roll. */
  readonly explosivesArea: boolean;
  /** COT-D-32 `unconscious_duration`: until the end of the Job, or this many Heist rounds. */
  readonly unconsciousDuration: 'job' | number;
  /** COT-D-33 `drop_wound_days`: recovery days of a Murder "Wounded" result: margin + 1, or this many. */
  readonly dropWoundDays: 'margin_plus_1' | number;
  /** COT-D-57 `call_for_help_bonus`: Awareness every other guard of the Spot gains. */
  readonly callForHelpBonus: number;
  /** COT-D-4 `catastrophe_effects`, the Getting the Drop row. */
  readonly catastropheEffects: { readonly drop: CatastropheRow };
}

/** Every Drop setting at its DECISION's default. */
export const defaultDropSettings: DropSettings = {
  dropAlertRadius: 'zone',
  explosivesArea: true,
  unconsciousDuration: 'job',
  dropWoundDays: 'margin_plus_1',
  callForHelpBonus: 3,
  catastropheEffects: { drop: 'default' },
};
