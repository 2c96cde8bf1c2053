/**
 * Every GM-adjustable setting of the HEIST skirmish (reference §22, the settings registry), each with its
 * DECISION as the default and a plain-words description for the settings page. A skirmish snapshots its
 * settings in its scenario when it starts, so replaying the log never depends on settings changed later.
 */

export interface SkirmishSettings {
  /** HST-MEAS-1 `BW`: base width in inches (step limit, snap-to-cover range, choke-point width). */
  readonly baseWidth: number;
  /** HST-D-1 `measure_from`. */
  readonly measureFrom: 'base_edge' | 'centre';
  /** HST-D-2 `free_measuring`. */
  readonly freeMeasuring: boolean;
  /** HST-D-4 `start_weapon_in_hand`. */
  readonly startWeaponInHand: 'primary' | 'none';
  /** HST-D-4 `revolver_speedloaders_default`. */
  readonly revolverSpeedloadersDefault: boolean;
  /** HST-D-15 `pass_keeps_aim`. */
  readonly passKeepsAim: boolean;
  /** HST-D-24 `point_blank_stacks_with_close`. */
  readonly pointBlankStacksWithClose: boolean;
  /** HST-D-30 `unaimed_reaction_triggers`. */
  readonly unaimedReactionTriggers: 'shot_at_only' | 'any_action_in_los';
  /** HST-D-37 `armor_casualty_targetable`. */
  readonly armorCasualtyTargetable: boolean;
  /** HST-D-28 `crossfire_angle_min` (degrees). */
  readonly crossfireAngleMin: number;
  /** HST-D-35 `hand_limit`: most Heist cards a side may hold; null for no limit. */
  readonly handLimit: number | null;
  /** HST-D-43 `smg_range_penalty`. */
  readonly smgRangePenalty: boolean;
  /** HST-D-47 `vehicle_hit_capacity` (a vehicle may override it). */
  readonly vehicleHitCapacity: number;
  /** HST-D-49 `vehicle_explosion_mode` (HST-VEH-10). */
  readonly vehicleExplosionMode: 'standard' | 'hollywood' | 'bruckheimer';
  /** HST-D-50 `friendly_fire_id_checks`. */
  readonly friendlyFireIdChecks: boolean;
  /** HST-D-39 `frag_hits_vehicles`. */
  readonly fragHitsVehicles: boolean;
  /** HST-PRESS-1 `pressure_level_rounding`: round every pressure level up to the next 5 minutes. */
  readonly pressureLevelRounding: boolean;
  /** HST-REINF-2: how far from its entry point a model may deploy (inches). */
  readonly deployRadius: number;
}

/** The DECISION defaults. */
export const defaultSkirmishSettings: SkirmishSettings = {
  baseWidth: 1,
  measureFrom: 'base_edge',
  freeMeasuring: false,
  startWeaponInHand: 'primary',
  revolverSpeedloadersDefault: true,
  passKeepsAim: false,
  pointBlankStacksWithClose: true,
  unaimedReactionTriggers: 'shot_at_only',
  armorCasualtyTargetable: false,
  crossfireAngleMin: 90,
  handLimit: null,
  smgRangePenalty: false,
  vehicleHitCapacity: 5,
  vehicleExplosionMode: 'standard',
  friendlyFireIdChecks: true,
  fragHitsVehicles: false,
  pressureLevelRounding: false,
  deployRadius: 4,
};

/** What the settings page shows for one setting. */
export interface SettingDescription {
  readonly label: string;
  readonly description: string;
  /** The rule or DECISION it belongs to. */
  readonly rule: string;
}

/** A short plain-words description of every setting, for the settings page. */
export const skirmishSettingDescriptions: Readonly<Record<keyof SkirmishSettings, SettingDescription>> = {
  baseWidth: {
    label: 'Base width',
    description: 'Inches per base width: the step limit, the snap-to-cover range and the widest choke point.',
    rule: 'HST-MEAS-1',
  },
  measureFrom: {
    label: 'Measure from',
    description: 'Distances run between the nearest base edges, or between base centres.',
    rule: 'HST-D-1',
  },
  freeMeasuring: {
    label: 'Free measuring',
    description:
      'Allow measuring anything at any time (the rules allow only what the declared action needs).',
    rule: 'HST-D-2',
  },
  startWeaponInHand: {
    label: 'Weapon in hand at the start',
    description: 'Models start with their primary weapon in hand, or with nothing drawn.',
    rule: 'HST-D-4',
  },
  revolverSpeedloadersDefault: {
    label: 'Revolvers come with speedloaders',
    description: 'A revolver without speedloaders cannot be reloaded during the game.',
    rule: 'HST-D-4',
  },
  passKeepsAim: {
    label: 'Pass keeps aim',
    description: 'Passing keeps the aim marker (the rules say every action but Shoot removes it).',
    rule: 'HST-D-15',
  },
  pointBlankStacksWithClose: {
    label: 'Point blank stacks with close range',
    description: 'At 1" or less a shot gets both shifts (+2); off: point blank gives only its own shift.',
    rule: 'HST-D-24',
  },
  unaimedReactionTriggers: {
    label: 'Unaimed models react to',
    description:
      'Without an aim marker a model reacts only to being shot at (or a grenade whose blast would reach it), or to any enemy action it can see.',
    rule: 'HST-D-30',
  },
  armorCasualtyTargetable: {
    label: 'Armored casualties can be shot',
    description: 'Whether a model lying on the table awaiting its body-armor check can be targeted.',
    rule: 'HST-D-37',
  },
  crossfireAngleMin: {
    label: 'Crossfire angle',
    description: 'The least angle (degrees) between two lines of sight that qualifies for crossfire.',
    rule: 'HST-D-28',
  },
  handLimit: {
    label: 'Heist card hand limit',
    description: 'The most Heist cards a side may hold; empty for no limit.',
    rule: 'HST-D-35',
  },
  smgRangePenalty: {
    label: 'Submachine guns lose a shift over 12"',
    description: 'Apply the pistol range penalty to every submachine gun, not only stockless ones.',
    rule: 'HST-D-43',
  },
  vehicleHitCapacity: {
    label: 'Vehicle hit capacity',
    description: 'Hits a civilian vehicle takes before it is undrivable; each further hit may blow it up.',
    rule: 'HST-D-47',
  },
  vehicleExplosionMode: {
    label: 'Vehicle explosions',
    description:
      'Standard (d10 per hit beyond capacity, 10 explodes), Hollywood (d6, 6 explodes) or Jerry Bruckheimer (every hit rolls a d6; occupants may dive out).',
    rule: 'HST-D-49',
  },
  friendlyFireIdChecks: {
    label: 'Misidentified friendly fire',
    description:
      'Under limited visibility an aggressive model must pass a check to hold fire at its own side.',
    rule: 'HST-D-50',
  },
  fragHitsVehicles: {
    label: 'Frag grenades hit vehicles',
    description: 'House rule: frag blasts also attack vehicles (never in cover; TN 7 moving, 5 stopped).',
    rule: 'HST-D-39',
  },
  pressureLevelRounding: {
    label: 'Round pressure levels up',
    description: 'Round every pressure level up to the next 5 minutes (both players agree).',
    rule: 'HST-PRESS-1',
  },
  deployRadius: {
    label: 'Deployment radius',
    description: 'How far from its entry point a reinforcement may be deployed, in inches.',
    rule: 'HST-REINF-2',
  },
};

/**
 * The defaults with a scenario's changes.
 * @throws RangeError naming the setting when a value is out of range.
 */
export function skirmishSettings(changes: Partial<SkirmishSettings> = {}): SkirmishSettings {
  const settings = { ...defaultSkirmishSettings, ...changes };
  if (!(settings.baseWidth > 0 && settings.baseWidth <= 4)) {
    throw new RangeError(`baseWidth must be more than 0 and at most 4 inches (got ${settings.baseWidth})`);
  }
  if (!(settings.crossfireAngleMin >= 0 && settings.crossfireAngleMin <= 180)) {
    throw new RangeError(`crossfireAngleMin must be 0–180 degrees (got ${settings.crossfireAngleMin})`);
  }
  if (!Number.isInteger(settings.vehicleHitCapacity) || settings.vehicleHitCapacity < 1) {
    throw new RangeError(
      `vehicleHitCapacity must be a whole number ≥ 1 (got ${settings.vehicleHitCapacity})`,
    );
  }
  if (settings.handLimit !== null && (!Number.isInteger(settings.handLimit) || settings.handLimit < 0)) {
    throw new RangeError(`handLimit must be a whole number ≥ 0 or none (got ${settings.handLimit})`);
  }
  if (!(settings.deployRadius >= 0 && settings.deployRadius <= 48)) {
    throw new RangeError(`deployRadius must be 0–48 inches (got ${settings.deployRadius})`);
  }
  return settings;
}
