import type { CatastropheRow, CotSettings } from '../settings.ts';

/**
 * The GM-adjustable DECISIONs of Spots, zones, barriers and guards (§14, COT-SPOT, COT-GUARD), each with the
 * DECISION as its default and a plain-words description for the settings page. To be merged into
 * `CotSettings` by the lead; until then `spotRules` reads them from the campaign settings with these defaults.
 * `call_for_help_bonus` (COT-D-57) is already a campaign setting and is read from there.
 */
export interface SpotSettings {
  /** COT-D-9 `stealth_skill`: what a Stealth roll uses with Fingers. */
  readonly stealthSkill: 'sneak' | 'catBurglary' | 'best_of';
  /** COT-D-51 `hazard_difficulty`: what a move through a Hazardous zone must reach. */
  readonly hazardDifficulty: number;
  /** COT-D-53 `default_hidden_rating`: the Hidden rating a zone gets when none is given. */
  readonly defaultHiddenRating: number;
  /** COT-D-55 `explosives_bypass`: Explosives may bypass a Lock, Vault or Structure, loudly. */
  readonly explosivesBypass: boolean;
  /** COT-D-56 `aware_cooldown_rounds`: null keeps Aware guards Aware all Job; N lets them stand down after N quiet Heist rounds. */
  readonly awareCooldownRounds: number | null;
  /** COT-D-58 `heat_awareness_per_point`: Awareness every guard at the crew's target Spot gains per point of Heat. */
  readonly heatAwarenessPerPoint: number;
  /** COT-D-91 `discovered_clears_on_new_identity`: a new presented identity makes a Discovered character Concealed. */
  readonly discoveredClearsOnNewIdentity: boolean;
  /** COT-D-4 `catastrophe_effects`, the "Stealth / movement / bypass in a Heist" row. */
  readonly heistCatastrophe: CatastropheRow;
}

/** Every Spot and guard setting at its DECISION's default. */
export const defaultSpotSettings: SpotSettings = {
  stealthSkill: 'sneak',
  hazardDifficulty: 9,
  defaultHiddenRating: 15,
  explosivesBypass: false,
  awareCooldownRounds: null,
  heatAwarenessPerPoint: 1,
  discoveredClearsOnNewIdentity: true,
  heistCatastrophe: 'default',
};

/** For the settings page: each setting's name in the reference and what it does, in plain words. */
export const spotSettingDescriptions: Readonly<Record<keyof SpotSettings, string>> = {
  stealthSkill:
    'stealth_skill (COT-D-9): a Stealth roll is Fingers + Sneak, Fingers + Cat Burglary, or the better of the two.',
  hazardDifficulty: 'hazard_difficulty (COT-D-51): the total a move through a Hazardous zone must reach.',
  defaultHiddenRating: 'default_hidden_rating (COT-D-53): the Hidden rating of a Hidden zone given none.',
  explosivesBypass:
    'explosives_bypass (COT-D-55): Explosives may blow a Lock, Vault or Structure; every guard in both zones hears it.',
  awareCooldownRounds:
    'aware_cooldown_rounds (COT-D-56): empty keeps Aware guards Aware for the Job; a number lets them stand down after that many quiet Heist rounds.',
  heatAwarenessPerPoint:
    "heat_awareness_per_point (COT-D-58): Awareness every guard gains per point of the crew's Heat.",
  discoveredClearsOnNewIdentity:
    'discovered_clears_on_new_identity (COT-D-91): a disguise (a new presented identity) makes a Discovered character Concealed again.',
  heistCatastrophe:
    'catastrophe_effects, Heist row (COT-D-4): a catastrophic Stealth, move or bypass Discovers the roller and alerts the zone; or narration only.',
};

/** The rules a Spot is played by: the campaign's dice rules, Call for Help and the settings above. */
export type SpotRules = SpotSettings &
  Pick<
    CotSettings,
    'poolFloor' | 'successOnEqual' | 'opposedTieWinner' | 'catastropheSetsDifficulty' | 'callForHelpBonus'
  >;

/** Campaign settings that may already carry the Spot settings (once the lead merges them), or not yet. */
export type SpotSettingsSource = CotSettings & Partial<SpotSettings>;

/** Picks the Spot rules out of the campaign settings; a Spot setting the campaign lacks takes its default. */
export function spotRules(settings: SpotSettingsSource): SpotRules {
  const given: Partial<SpotSettings> = settings;
  const pick = <K extends keyof SpotSettings>(key: K): SpotSettings[K] =>
    given[key] ?? defaultSpotSettings[key];
  return {
    poolFloor: settings.poolFloor,
    successOnEqual: settings.successOnEqual,
    opposedTieWinner: settings.opposedTieWinner,
    catastropheSetsDifficulty: settings.catastropheSetsDifficulty,
    callForHelpBonus: settings.callForHelpBonus,
    stealthSkill: pick('stealthSkill'),
    hazardDifficulty: pick('hazardDifficulty'),
    defaultHiddenRating: pick('defaultHiddenRating'),
    explosivesBypass: pick('explosivesBypass'),
    awareCooldownRounds: settings.awareCooldownRounds === undefined ? null : settings.awareCooldownRounds,
    heatAwarenessPerPoint: pick('heatAwarenessPerPoint'),
    discoveredClearsOnNewIdentity: pick('discoveredClearsOnNewIdentity'),
    heistCatastrophe: pick('heistCatastrophe'),
  };
}
