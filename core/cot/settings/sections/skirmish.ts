import { choice, count, either, flag } from '../kinds.ts';
import { section } from '../section.ts';

/**
 * The HEIST skirmish's table settings (heist-skirmish.md §22), a section of the one settings registry like the
 * others: a campaign's new fights start from them (the New-fight form's options), and each fight snapshots what it
 * was set up with in its scenario. Their keys and defaults are the skirmish's own (core/skirmish/setup/settings.ts).
 * `heist_card_deck` and `pressure_mode` are scenario data, chosen per fight, not here.
 */
export const skirmishTableSettings = section(
  { id: 'skirmish', title: 'HEIST skirmish', rules: 'HST' },
  {
    baseWidth: count({
      label: 'Base width',
      description:
        'Inches per base width: the step limit, the snap-to-cover range and the widest choke point.',
      reference: 'base_width',
      decision: 'HST-MEAS-1',
      min: 1,
      max: 4,
      default: 1,
      unit: 'inches',
    }),
    measureFrom: choice({
      label: 'Measure from',
      description: 'Distances run between the nearest base edges, or between base centres.',
      reference: 'measure_from',
      decision: 'HST-D-1',
      options: { base_edge: 'the nearest base edges', centre: 'base centres' },
      default: 'base_edge',
    }),
    freeMeasuring: flag({
      label: 'Free measuring',
      description:
        'Allow measuring anything at any time (the rules allow only what the declared action needs).',
      reference: 'free_measuring',
      decision: 'HST-D-2',
      default: false,
    }),
    startWeaponInHand: choice({
      label: 'Weapon in hand at the start',
      description: 'Models start with their primary weapon in hand, or with nothing drawn.',
      reference: 'start_weapon_in_hand',
      decision: 'HST-D-4',
      options: { primary: 'the primary weapon', none: 'nothing drawn' },
      default: 'primary',
    }),
    revolverSpeedloadersDefault: flag({
      label: 'Revolvers come with speedloaders',
      description: 'A revolver without speedloaders cannot be reloaded during the game.',
      reference: 'revolver_speedloaders_default',
      decision: 'HST-D-4',
      default: true,
    }),
    passKeepsAim: flag({
      label: 'Pass keeps aim',
      description: 'Passing keeps the aim marker (the rules say every action but Shoot removes it).',
      reference: 'pass_keeps_aim',
      decision: 'HST-D-15',
      default: false,
    }),
    pointBlankStacksWithClose: flag({
      label: 'Point blank stacks with close range',
      description: 'At 1" or less a shot gets both shifts (+2); off: point blank gives only its own shift.',
      reference: 'point_blank_stacks_with_close',
      decision: 'HST-D-24',
      default: true,
    }),
    unaimedReactionTriggers: choice({
      label: 'Unaimed models react to',
      description:
        'Without an aim marker a model reacts only to being shot at (or a grenade whose blast would reach it), or to any enemy action it can see.',
      reference: 'unaimed_reaction_triggers',
      decision: 'HST-D-30',
      options: { shot_at_only: 'being shot at', any_action_in_los: 'any enemy action in sight' },
      default: 'shot_at_only',
    }),
    armorCasualtyTargetable: flag({
      label: 'Armored casualties can be shot',
      description: 'Whether a model lying on the table awaiting its body-armor check can be targeted.',
      reference: 'armor_casualty_targetable',
      decision: 'HST-D-37',
      default: false,
    }),
    crossfireAngleMin: count({
      label: 'Crossfire angle',
      description: 'The least angle between two lines of sight that qualifies for crossfire.',
      reference: 'crossfire_angle_min',
      decision: 'HST-D-28',
      min: 0,
      max: 180,
      default: 90,
      unit: 'degrees',
    }),
    handLimit: either({
      label: 'Heist card hand limit',
      description: 'The most Heist cards a side may hold.',
      reference: 'hand_limit',
      decision: 'HST-D-35',
      named: { value: null, words: 'no limit' },
      fixed: {
        words: 'a limit',
        count: 'Most Heist cards in a hand',
        unit: 'cards',
        min: 0,
        max: 99,
        suggested: 5,
      },
      default: null,
    }),
    smgRangePenalty: flag({
      label: 'Submachine guns lose a shift over 12"',
      description: 'Apply the pistol range penalty to every submachine gun, not only stockless ones.',
      reference: 'smg_range_penalty',
      decision: 'HST-D-43',
      default: false,
    }),
    vehicleHitCapacity: count({
      label: 'Vehicle hit capacity',
      description: 'Hits a civilian vehicle takes before it is undrivable; each further hit may blow it up.',
      reference: 'vehicle_hit_capacity',
      decision: 'HST-D-47',
      min: 1,
      max: 99,
      default: 5,
      unit: 'hits',
    }),
    vehicleExplosionMode: choice({
      label: 'Vehicle explosions',
      description:
        'Standard (d10 per hit beyond capacity, 10 explodes), Hollywood (d6, 6 explodes) or Jerry Bruckheimer (every hit rolls a d6; occupants may dive out).',
      reference: 'vehicle_explosion_mode',
      decision: 'HST-D-49',
      options: { standard: 'standard', hollywood: 'Hollywood', bruckheimer: 'Jerry Bruckheimer' },
      default: 'standard',
    }),
    friendlyFireIdChecks: flag({
      label: 'Misidentified friendly fire',
      description:
        'Under limited visibility an aggressive model must pass a check to hold fire at its own side.',
      reference: 'friendly_fire_id_checks',
      decision: 'HST-D-50',
      default: true,
    }),
    fragHitsVehicles: flag({
      label: 'Frag grenades hit vehicles',
      description: 'House rule: frag blasts also attack vehicles (never in cover; TN 7 moving, 5 stopped).',
      reference: 'frag_hits_vehicles',
      decision: 'HST-D-39',
      default: false,
    }),
    pressureLevelRounding: flag({
      label: 'Round pressure levels up',
      description: 'Round every pressure level up to the next 5 minutes (both players agree).',
      reference: 'pressure_level_rounding',
      decision: 'HST-PRESS-1',
      default: false,
    }),
    deployRadius: count({
      label: 'Deployment radius',
      description: 'How far from its entry point a reinforcement may be deployed.',
      reference: 'deploy_radius',
      decision: 'HST-REINF-2',
      min: 0,
      max: 48,
      default: 4,
      unit: 'inches',
    }),
  },
);
