import type { CatastropheRow } from '../settings/index.ts';
/**
 * The GM-adjustable DECISIONs of Gang Warfare (§14), with the DECISION as default. To be merged into
 * `CotSettings`; `catastropheEffects` here holds only the attack and crash-check rows of COT-D-4's table.
 * `explosives_area` (COT-D-31) is shared with the Drop and lives in `DropSettings`.
 */
export interface WarfareSettings {
  /** COT-D-34 `crash_difficulty`: the Fingers + Driving check after a risky vehicle attack. */
  readonly crashDifficulty: number;
  /** COT-D-35 `damage_formula`: Cover lost to a non-catastrophic attack. */
  readonly damageFormula: 'max1_excess' | 'one_plus_excess';
  /** COT-D-36 `cover_after_wound`: re-roll Cover on being Wounded, or keep 0 until a Reposition. */
  readonly coverAfterWound: 'reroll' | 'zero_until_reposition';
  /** COT-D-38 `reposition_keep_better`: a Cover re-roll keeps the better of old and new. */
  readonly repositionKeepBetter: boolean;
  /** COT-D-39 `flee_chase_distance`: the starting Distance of a chase out of a Flee. */
  readonly fleeChaseDistance: number;
  /** COT-D-4 `catastrophe_effects`, the attack and the crash-check rows. */
  readonly catastropheEffects: { readonly attack: CatastropheRow; readonly crashCheck: CatastropheRow };
}

/** Every Gang Warfare setting at its DECISION's default. */
export const defaultWarfareSettings: WarfareSettings = {
  crashDifficulty: 9,
  damageFormula: 'max1_excess',
  coverAfterWound: 'reroll',
  repositionKeepBetter: false,
  fleeChaseDistance: 1,
  catastropheEffects: { attack: 'default', crashCheck: 'default' },
};
