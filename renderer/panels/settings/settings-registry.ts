import type { CatastropheEffects, CotSettings } from '../../../core/index.ts';

/**
 * What the Table settings dashboard says about each setting: its plain-language meaning, the reference's
 * name (§14 of the rules) and the DECISION that sets its default.
 */

/** A setting, or one row of `catastrophe_effects` (COT-D-4), as the form shows it. */
export type FieldKey = keyof CotSettings | `catastropheEffects.${keyof CatastropheEffects}`;

export interface SettingInfo {
  readonly label: string;
  /** The setting's name in the rules reference. */
  readonly code: string;
  readonly decision: string;
  readonly meaning: string;
}

const catastrophe = (where: string, meaning: string): SettingInfo => ({
  label: `Catastrophe on ${where}`,
  code: 'catastrophe_effects',
  decision: 'COT-D-4',
  meaning,
});

export const settingInfo: Readonly<Record<FieldKey, SettingInfo>> = {
  poolFloor: {
    label: 'Smallest pool',
    code: 'pool_floor',
    decision: 'COT-D-1',
    meaning: 'What happens when penalties would take a pool below one die.',
  },
  successOnEqual: {
    label: 'Meeting the difficulty succeeds',
    code: 'success_on_equal',
    decision: 'COT-D-3',
    meaning:
      'On an unopposed roll a total equal to the difficulty succeeds; off, it must beat it. Opposed rolls and Hidden-zone research ignore this.',
  },
  opposedTieWinner: {
    label: 'Opposed ties go to',
    code: 'opposed_tie_winner',
    decision: 'COT-D-5',
    meaning: 'Who wins an opposed roll when both totals are equal.',
  },
  catastropheSetsDifficulty: {
    label: "An opponent's catastrophe still sets the difficulty",
    code: 'catastrophe_sets_difficulty',
    decision: 'COT-D-6',
    meaning: "When the opponent's dice all show 1, their total still becomes the number to beat.",
  },
  defaultNpcPool: {
    label: 'Score-only NPCs roll',
    code: 'default_npc_pool',
    decision: 'COT-D-14',
    meaning: 'The pool an NPC with only scores rolls when forced to roll, written like 3k2.',
  },
  catastropheEffects: {
    label: 'Catastrophe consequences',
    code: 'catastrophe_effects',
    decision: 'COT-D-4',
    meaning: 'The extra consequence of a roll whose dice all show 1, per kind of roll.',
  },
  'catastropheEffects.attack': catastrophe('an attack', 'An attack in Gang Warfare or a chase.'),
  'catastropheEffects.drop': catastrophe('a Drop', 'A Subdue or Murder roll when Getting the Drop.'),
  'catastropheEffects.crashCheck': catastrophe(
    'a crash check',
    'The Driving check after a vehicle attack or a Takedown.',
  ),
  'catastropheEffects.chaseManoeuvre': catastrophe(
    'a chase manoeuvre',
    'Accelerate, Close, Shake, Takedown or Board.',
  ),
  abilityMin: {
    label: 'Lowest ability rating',
    code: 'ability_min',
    decision: 'COT-D-7',
    meaning: 'No ability on a sheet may be below this.',
  },
  abilityMax: {
    label: 'Highest ability rating',
    code: 'ability_max',
    decision: 'COT-D-7',
    meaning: 'No ability on a sheet may be above this.',
  },
  skillMin: {
    label: 'Lowest skill rating',
    code: 'skill_min',
    decision: 'COT-D-7',
    meaning: 'No skill on a sheet may be below this.',
  },
  skillMax: {
    label: 'Highest skill rating',
    code: 'skill_max',
    decision: 'COT-D-7',
    meaning: 'No skill on a sheet may be above this.',
  },
  woundPenalty: {
    label: 'Wounded characters roll',
    code: 'wound_penalty',
    decision: 'COT-D-11',
    meaning: "A Wounded character's dice penalty. A second wound kills either way.",
  },
  minRecoveryDays: {
    label: 'Fewest recovery days',
    code: 'min_recovery_days',
    decision: 'COT-D-12',
    meaning: 'A wound takes at least this many in-game days to heal.',
  },
  maxRecoveryDays: {
    label: 'Most recovery days',
    code: 'max_recovery_days',
    decision: 'COT-D-12',
    meaning: 'A cap on the days a wound takes to heal.',
  },
  reputationScope: {
    label: 'Reputation is kept',
    code: 'reputation_scope',
    decision: 'COT-D-15',
    meaning: 'Each character earns their own Reputation, or the crew shares one.',
  },
  prepActionsPerDay: {
    label: 'Prep actions per day',
    code: 'prep_actions_per_day',
    decision: 'COT-D-21',
    meaning: 'Research, stakeouts and other Prep rolls each character makes per in-game day.',
  },
  bolsterSelf: {
    label: 'A character may Bolster their own roll',
    code: 'bolster_self',
    decision: 'COT-D-19',
    meaning: 'Off: a Bolster always helps someone else.',
  },
  bolsterStacks: {
    label: 'Several Bolsters stack',
    code: 'bolster_stacks',
    decision: 'COT-D-19',
    meaning: 'Off: only one Bolster counts on a roll.',
  },
  leanOntoPerRoll: {
    label: 'Lean Onto per roll',
    code: 'lean_onto_per_roll',
    decision: 'COT-D-70',
    meaning: 'How many Loyalties a character may lean on for one roll.',
  },
  initiativeTie: {
    label: 'Initiative ties',
    code: 'initiative_tie',
    decision: 'COT-D-24',
    meaning: "Who acts first when two sides' slots have the same total.",
  },
  rerollInitiativeEachRound: {
    label: 'Re-roll initiative every round',
    code: 'reroll_initiative_each_round',
    decision: 'COT-D-25',
    meaning: 'Off: the initiative rolled when a scene starts lasts the whole scene.',
  },
  dropAlertRadius: {
    label: 'A loud Drop alerts',
    code: 'drop_alert_radius',
    decision: 'COT-D-30',
    meaning:
      "Which of the target's allies hear a Drop made with a firearm or explosive, or in a Crowded zone.",
  },
  explosivesArea: {
    label: 'Explosives hit the whole zone',
    code: 'explosives_area',
    decision: 'COT-D-31',
    meaning: 'One roll against every character in the zone, on a Drop or in Gang Warfare. Off: one target.',
  },
  unconsciousDuration: {
    label: 'Knocked-out characters stay down for',
    code: 'unconscious_duration',
    decision: 'COT-D-32',
    meaning: 'How long a Subdued character stays Unconscious unless an ally wakes them.',
  },
  dropWoundDays: {
    label: 'Drop wounds heal in',
    code: 'drop_wound_days',
    decision: 'COT-D-33',
    meaning: 'Recovery days of a wound from a Murder roll, which leaves no damage to count.',
  },
  callForHelpBonus: {
    label: 'Call for Help adds to Awareness',
    code: 'call_for_help_bonus',
    decision: 'COT-D-57',
    meaning: "Added to every guard's Awareness in the Spot when a guard calls for help.",
  },
  crashDifficulty: {
    label: 'Crash difficulty',
    code: 'crash_difficulty',
    decision: 'COT-D-34',
    meaning:
      'The Driving check after a vehicle attack. On a failure the vehicle and everyone in it lose max(1, difficulty − total).',
  },
  damageFormula: {
    label: 'Damage of a hit',
    code: 'damage_formula',
    decision: 'COT-D-35',
    meaning: 'The Cover an attack removes; the excess is how far the total beat the Cover Score.',
  },
  coverAfterWound: {
    label: 'Cover after a wound',
    code: 'cover_after_wound',
    decision: 'COT-D-36',
    meaning: 'What happens to the Cover Score of a character who has just been Wounded.',
  },
  repositionKeepBetter: {
    label: 'Reposition keeps the better Cover',
    code: 'reposition_keep_better',
    decision: 'COT-D-38',
    meaning: "Off: a Reposition's new Cover replaces the old one, even when lower.",
  },
  fleeChaseDistance: {
    label: 'A flight becomes a chase at Distance',
    code: 'flee_chase_distance',
    decision: 'COT-D-39',
    meaning: 'The Distance a chase starts at when someone Flees a Gang Warfare.',
  },
  musclesVelocityRating: {
    label: 'Velocity of characters on foot',
    code: 'muscles_velocity_rating',
    decision: 'COT-D-42',
    meaning: 'The Velocity Rating of the Muscles scale. Speed is always the faster scale.',
  },
  defaultChaseDistance: {
    label: 'Chases start at Distance',
    code: 'default_chase_distance',
    decision: 'COT-D-43',
    meaning: "Each pursuer group's Distance when a chase starts.",
  },
  minObstacleDifficulty: {
    label: 'Lowest obstacle difficulty',
    code: 'min_obstacle_difficulty',
    decision: 'COT-D-44',
    meaning: 'The Target names an obstacle’s difficulty; it may not be lower than this.',
  },
  chaseRangePenalty: {
    label: 'Ranged penalty per Distance',
    code: 'chase_range_penalty',
    decision: 'COT-D-45',
    meaning: 'Rolled dice a ranged attack in a chase loses per Distance above 1 (−1k0 each); 0 means none.',
  },
  weaponTable: {
    label: 'Weapons',
    code: 'weapon_table',
    decision: 'COT-D-16',
    meaning:
      'The weapons sheets can carry. Shooting needs the firearm tag, Explosives the explosive tag, Hand to Hand the melee tag; Blunt weapons Subdue on a Drop.',
  },
  armourTable: {
    label: 'Armour',
    code: 'armour_table',
    decision: 'COT-D-17',
    meaning: 'The armour sheets can wear; its bonus adds to Cover rolls.',
  },
  vehicleTable: {
    label: 'Vehicles',
    code: 'vehicle_table',
    decision: 'COT-D-18',
    meaning: 'Vehicles for chases and vehicle attacks. A Stormer is a vehicle you define: add a row.',
  },
  armourInTraining: {
    label: 'Armour counts in Training',
    code: 'armour_in_training',
    decision: 'COT-D-17',
    meaning: "A guard's Training score includes their armour's bonus.",
  },
};

/** A setting's value in `settings`, for a row of `catastrophe_effects` too. */
export function valueOf(settings: CotSettings, field: FieldKey): unknown {
  if (field.startsWith('catastropheEffects.')) {
    const row = field.slice('catastropheEffects.'.length) as keyof CatastropheEffects;
    return settings.catastropheEffects[row];
  }
  return settings[field as keyof CotSettings];
}
