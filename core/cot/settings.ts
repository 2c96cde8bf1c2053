import type { Pool, PoolFloor } from '../dice/pool.ts';
import { defaultArmour, defaultVehicles, defaultWeapons } from './gear/tables.ts';
import type { Armour, Vehicle, Weapon } from './gear/tables.ts';

/**
 * The table settings of a campaign: every GM-adjustable DECISION of the rules reference (§14), with the
 * DECISION as its default. Stored settings are always read through `withDefaults`, so a setting added in a
 * later version needs no migration.
 */
export interface CotSettings {
  /** COT-D-1 `pool_floor` */
  readonly poolFloor: PoolFloor;
  /** COT-D-3 `success_on_equal` (unopposed rolls only) */
  readonly successOnEqual: boolean;
  /** COT-D-5 `opposed_tie_winner` (opposed rolls only) */
  readonly opposedTieWinner: 'actor' | 'defender';
  /** COT-D-6 `catastrophe_sets_difficulty` */
  readonly catastropheSetsDifficulty: boolean;
  /** COT-D-7 `ability_min/max`, `skill_min/max` */
  readonly abilityMin: number;
  readonly abilityMax: number;
  readonly skillMin: number;
  readonly skillMax: number;
  /** COT-D-11 `wound_penalty` */
  readonly woundPenalty: 'none' | '-1k0';
  /** COT-D-12 `min_recovery_days` / `max_recovery_days` (null: no maximum) */
  readonly minRecoveryDays: number;
  readonly maxRecoveryDays: number | null;
  /** COT-D-14 `default_npc_pool` */
  readonly defaultNpcPool: Pool;
  /** COT-D-15 `reputation_scope` */
  readonly reputationScope: 'character' | 'crew';
  /** COT-D-16..18 gear tables */
  readonly weaponTable: readonly Weapon[];
  readonly armourTable: readonly Armour[];
  readonly vehicleTable: readonly Vehicle[];
  /** COT-D-17 `armour_in_training` */
  readonly armourInTraining: boolean;
  /** COT-D-19 `bolster_self`, `bolster_stacks` */
  readonly bolsterSelf: boolean;
  readonly bolsterStacks: boolean;
  /** COT-D-70 `lean_onto_per_roll` */
  readonly leanOntoPerRoll: number;
}

export const defaultSettings: CotSettings = {
  poolFloor: '1k1',
  successOnEqual: true,
  opposedTieWinner: 'actor',
  catastropheSetsDifficulty: true,
  abilityMin: 1,
  abilityMax: 5,
  skillMin: 0,
  skillMax: 5,
  woundPenalty: 'none',
  minRecoveryDays: 1,
  maxRecoveryDays: null,
  defaultNpcPool: { rolled: 3, kept: 2 },
  reputationScope: 'character',
  weaponTable: defaultWeapons,
  armourTable: defaultArmour,
  vehicleTable: defaultVehicles,
  armourInTraining: true,
  bolsterSelf: false,
  bolsterStacks: true,
  leanOntoPerRoll: 1,
};

/** Stored settings over the defaults: keys a later version added take their DECISION default. */
export function withDefaults(stored: Partial<CotSettings> | undefined): CotSettings {
  return { ...defaultSettings, ...stored };
}
