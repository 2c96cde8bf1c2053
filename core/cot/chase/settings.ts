import { defaultSettings } from '../settings/index.ts';
import type { CotSettings } from '../settings/index.ts';

/**
 * The GM-adjustable settings of chases (reference §14), each named after its setting in camelCase, with its
 * DECISION as the default. A chase snapshots its rules when it starts (`chase/started` carries them), so
 * replaying its log never depends on settings changed later.
 */

/** One row of `catastrophe_effects` (COT-D-4): the default consequence, or only a failure the GM narrates. */
export type CatastropheEffect = 'default' | 'narrative_only';

/** The chase rows of `catastrophe_effects` (COT-D-4). */
export interface ChaseCatastropheEffects {
  /** Attack (gang warfare or chase): no Cover or Body lost at all; `narrative_only` makes it an ordinary miss. */
  readonly attack: CatastropheEffect;
  /** Chase manoeuvre (Accelerate, Close, Shake, Takedown, Board): the roller's group loses 1 Distance. */
  readonly chaseManoeuvre: CatastropheEffect;
  /** Driving check to avoid a crash: crash as on a failure, with damage doubled. */
  readonly crashCheck: CatastropheEffect;
}

/** Settings owned by the chase module. */
export interface ChaseSettings {
  /** COT-D-43 `default_chase_distance`: the Distance every pursuer group starts at. */
  readonly defaultChaseDistance: number;
  /** COT-D-44 `min_obstacle_difficulty`: the lowest difficulty a Target may name for a Shake obstacle. */
  readonly minObstacleDifficulty: number;
  /**
   * COT-D-45 `chase_range_penalty`: rolled dice a ranged attack loses per point of Distance above 1
   * (0: no penalty; the reference's alternative is 1, i.e. −1k0 per point).
   */
  readonly chaseRangePenalty: number;
  /** COT-D-42 `muscles_velocity_rating`: `'pool_keep'`, or a fixed Velocity Rating for everyone in Muscles mode. */
  readonly musclesVelocityRating: 'pool_keep' | number;
  /** COT-D-4 `catastrophe_effects`, the rows a chase can trigger. */
  readonly catastropheEffects: ChaseCatastropheEffects;
}

/**
 * Settings other modules own that a chase also reads, under the same names, so merging them into
 * `CotSettings` needs no renaming: vehicle attacks risk a crash (COT-WAR-4), attacks damage Cover as in Gang
 * Warfare (COT-WAR-5, COT-WAR-6), and a chase started by Flee starts closer (COT-WAR-11).
 */
export interface BorrowedSettings {
  /** COT-D-34 `crash_difficulty` */
  readonly crashDifficulty: number;
  /** COT-D-35 `damage_formula` */
  readonly damageFormula: 'max1_excess' | 'one_plus_excess';
  /** COT-D-36 `cover_after_wound` */
  readonly coverAfterWound: 'reroll' | 'zero_until_reposition';
  /** COT-D-39 `flee_chase_distance` */
  readonly fleeChaseDistance: number;
}

/** Everything a chase's rules read: its own settings, the borrowed ones and the dice settings. */
export type ChaseRules = ChaseSettings &
  BorrowedSettings &
  Pick<
    CotSettings,
    | 'poolFloor'
    | 'successOnEqual'
    | 'opposedTieWinner'
    | 'catastropheSetsDifficulty'
    | 'woundPenalty'
    | 'minRecoveryDays'
    | 'maxRecoveryDays'
  >;

/** The DECISION defaults of the chase settings. */
export const defaultChaseSettings: ChaseSettings = {
  defaultChaseDistance: 2, // COT-D-43
  minObstacleDifficulty: 9, // COT-D-44
  chaseRangePenalty: 0, // COT-D-45
  musclesVelocityRating: 'pool_keep', // COT-D-42
  catastropheEffects: { attack: 'default', chaseManoeuvre: 'default', crashCheck: 'default' }, // COT-D-4
};

/** The DECISION defaults of the borrowed settings. */
export const defaultBorrowedSettings: BorrowedSettings = {
  crashDifficulty: 9, // COT-D-34
  damageFormula: 'max1_excess', // COT-D-35
  coverAfterWound: 'reroll', // COT-D-36
  fleeChaseDistance: 1, // COT-D-39
};

/** What `chaseRules` reads: `CotSettings` with, once merged, the chase and borrowed settings. */
export type ChaseSettingsSource = CotSettings &
  Partial<Omit<ChaseSettings & BorrowedSettings, 'catastropheEffects'>> & {
    /** The merged COT-D-4 table may hold other modules' rows too; a chase reads its own and defaults the rest. */
    readonly catastropheEffects?: Partial<ChaseCatastropheEffects>;
  };

/**
 * The rules of a new chase from the campaign's settings. Accepts `CotSettings` as it is today and after the
 * chase settings are merged into it: any chase or borrowed setting it lacks takes its DECISION default.
 */
export function chaseRules(settings: ChaseSettingsSource): ChaseRules {
  const effects = settings.catastropheEffects ?? {};
  return {
    ...defaultChaseSettings,
    ...defaultBorrowedSettings,
    poolFloor: settings.poolFloor,
    successOnEqual: settings.successOnEqual,
    opposedTieWinner: settings.opposedTieWinner,
    catastropheSetsDifficulty: settings.catastropheSetsDifficulty,
    woundPenalty: settings.woundPenalty,
    minRecoveryDays: settings.minRecoveryDays,
    maxRecoveryDays: settings.maxRecoveryDays,
    ...pick(settings),
    catastropheEffects: {
      attack: effects.attack ?? 'default',
      chaseManoeuvre: effects.chaseManoeuvre ?? 'default',
      crashCheck: effects.crashCheck ?? 'default',
    },
  };
}

const ownKeys = [
  'defaultChaseDistance',
  'minObstacleDifficulty',
  'chaseRangePenalty',
  'musclesVelocityRating',
  'crashDifficulty',
  'damageFormula',
  'coverAfterWound',
  'fleeChaseDistance',
] as const;

function pick(settings: ChaseSettingsSource): Partial<ChaseSettings & BorrowedSettings> {
  return Object.fromEntries(
    ownKeys.flatMap((key) => (settings[key] === undefined ? [] : [[key, settings[key]]])),
  );
}

/** The rules of a chase at a table that changed no setting. */
export const defaultChaseRules: ChaseRules = chaseRules(defaultSettings);
