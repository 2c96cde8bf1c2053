import { defaultSettings } from '../settings/index.ts';
import type { CatastropheRow, CotSettings } from '../settings/index.ts';

/**
 * The table settings a Spot is played by (§14, COT-SPOT, COT-GUARD). They are declared, with their DECISION
 * defaults and their words for the settings page, once in the settings registry
 * (core/cot/settings/sections/heist.ts); here they are picked into the rules object the Spot and Heist read.
 */
export type SpotSettings = Pick<
  CotSettings,
  | 'stealthSkill'
  | 'hazardDifficulty'
  | 'defaultHiddenRating'
  | 'explosivesBypass'
  | 'awareCooldownRounds'
  | 'heatAwarenessPerPoint'
  | 'discoveredClearsOnNewIdentity'
> & {
  /** COT-D-4 `catastrophe_effects`, the "Stealth / movement / bypass in a Heist" row. */
  readonly heistCatastrophe: CatastropheRow;
};

/** The rules a Spot is played by: the campaign's dice rules, Call for Help and the settings above. */
export type SpotRules = SpotSettings &
  Pick<
    CotSettings,
    'poolFloor' | 'successOnEqual' | 'opposedTieWinner' | 'catastropheSetsDifficulty' | 'callForHelpBonus'
  >;

/** The campaign settings the Spot rules are picked from. */
export type SpotSettingsSource = CotSettings;

/** Picks the Spot rules out of the campaign settings. */
export function spotRules(settings: SpotSettingsSource): SpotRules {
  return {
    poolFloor: settings.poolFloor,
    successOnEqual: settings.successOnEqual,
    opposedTieWinner: settings.opposedTieWinner,
    catastropheSetsDifficulty: settings.catastropheSetsDifficulty,
    callForHelpBonus: settings.callForHelpBonus,
    stealthSkill: settings.stealthSkill,
    hazardDifficulty: settings.hazardDifficulty,
    defaultHiddenRating: settings.defaultHiddenRating,
    explosivesBypass: settings.explosivesBypass,
    awareCooldownRounds: settings.awareCooldownRounds,
    heatAwarenessPerPoint: settings.heatAwarenessPerPoint,
    discoveredClearsOnNewIdentity: settings.discoveredClearsOnNewIdentity,
    heistCatastrophe: settings.catastropheEffects.heist,
  };
}

/** Every Spot and guard setting at its DECISION's default. */
export const defaultSpotSettings: SpotRules = spotRules(defaultSettings);
