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
  /** COT-D-4 `catastrophe_effects`: each row's consequence, or `narrative_only` */
  readonly catastropheEffects: CatastropheEffects;
  /** COT-D-21 `prep_actions_per_day` */
  readonly prepActionsPerDay: number;
  /** COT-D-24 `initiative_tie` */
  readonly initiativeTie: 'crew_first' | 'roll_off';
  /** COT-D-25 `reroll_initiative_each_round` */
  readonly rerollInitiativeEachRound: boolean;
  /** COT-D-30 `drop_alert_radius` */
  readonly dropAlertRadius: 'zone' | 'zone_and_adjacent' | 'spot';
  /** COT-D-31 `explosives_area` */
  readonly explosivesArea: boolean;
  /** COT-D-32 `unconscious_duration`: the Job, or N Heist rounds */
  readonly unconsciousDuration: 'job' | number;
  /** COT-D-33 `drop_wound_days`: margin + 1, or a fixed number */
  readonly dropWoundDays: 'margin_plus_1' | number;
  /** COT-D-34 `crash_difficulty` */
  readonly crashDifficulty: number;
  /** COT-D-35 `damage_formula` */
  readonly damageFormula: 'max1_excess' | 'one_plus_excess';
  /** COT-D-36 `cover_after_wound` */
  readonly coverAfterWound: 'reroll' | 'zero_until_reposition';
  /** COT-D-38 `reposition_keep_better` */
  readonly repositionKeepBetter: boolean;
  /** COT-D-39 `flee_chase_distance` */
  readonly fleeChaseDistance: number;
  /** COT-D-42 `muscles_velocity_rating` */
  readonly musclesVelocityRating: 'pool_keep' | number;
  /** COT-D-43 `default_chase_distance` */
  readonly defaultChaseDistance: number;
  /** COT-D-44 `min_obstacle_difficulty` */
  readonly minObstacleDifficulty: number;
  /** COT-D-45 `chase_range_penalty`: rolled dice lost per Distance above 1 */
  readonly chaseRangePenalty: number;
  /** COT-D-57 `call_for_help_bonus` */
  readonly callForHelpBonus: number;
}

export type CatastropheRow = 'default' | 'narrative_only';

/** COT-D-4: the rows of the catastrophe table the engine applies; each may be `narrative_only`. */
export interface CatastropheEffects {
  readonly attack: CatastropheRow;
  readonly drop: CatastropheRow;
  readonly crashCheck: CatastropheRow;
  readonly chaseManoeuvre: CatastropheRow;
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
  catastropheEffects: {
    attack: 'default',
    drop: 'default',
    crashCheck: 'default',
    chaseManoeuvre: 'default',
  },
  prepActionsPerDay: 1,
  initiativeTie: 'crew_first',
  rerollInitiativeEachRound: false,
  dropAlertRadius: 'zone',
  explosivesArea: true,
  unconsciousDuration: 'job',
  dropWoundDays: 'margin_plus_1',
  crashDifficulty: 9,
  damageFormula: 'max1_excess',
  coverAfterWound: 'reroll',
  repositionKeepBetter: false,
  fleeChaseDistance: 1,
  musclesVelocityRating: 'pool_keep',
  defaultChaseDistance: 2,
  minObstacleDifficulty: 9,
  chaseRangePenalty: 0,
  callForHelpBonus: 3,
};

/** Stored settings over the defaults: keys a later version added take their DECISION default. */
export function withDefaults(stored: Partial<CotSettings> | undefined): CotSettings {
  return {
    ...defaultSettings,
    ...stored,
    catastropheEffects: { ...defaultSettings.catastropheEffects, ...stored?.catastropheEffects },
  };
}
