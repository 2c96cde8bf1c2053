import { defaultSettings } from '../settings/index.ts';
import type { CatastropheRow, CotSettings } from '../settings/index.ts';

/**
 * The table settings of Social Calls (§14 and docs/decisions.md, Social Calls). They are declared, with their
 * DECISION defaults and their words for the settings page, once in the settings registry
 * (core/cot/settings/sections/social.ts). A Social Call snapshots its rules when it starts (`social/started`
 * carries them), so replaying its log never depends on settings changed later.
 */

/** One row of `catastrophe_effects` (COT-D-4): the default consequence, or only a failure the GM narrates. */
export type CatastropheEffect = CatastropheRow;

/** Settings owned by the Social Calls module. */
export type SocialSettings = Pick<
  CotSettings,
  | 'leanOntoOthers'
  | 'loyaltyAlterLimit'
  | 'negativeStateFollowThrough'
  | 'followThroughDefence'
  | 'stateAfterSuccess'
  | 'socialKnowledge'
> & {
  /** COT-D-4 `catastrophe_effects`, the Social roll row. */
  readonly catastropheEffects: { readonly social: CatastropheEffect };
};

/**
 * Everything a Social Call's rules read: its own settings and the dice and Lean Onto settings. `leanOntoOthers`
 * is absent from calls started before it was a setting: they play its DECISION, `known` (`leanOntoNeedsKnowledge`).
 */
export type SocialRules = Omit<SocialSettings, 'leanOntoOthers'> &
  Partial<Pick<SocialSettings, 'leanOntoOthers'>> &
  Pick<
    CotSettings,
    | 'poolFloor'
    | 'successOnEqual'
    | 'opposedTieWinner'
    | 'catastropheSetsDifficulty'
    | 'woundPenalty'
    | 'leanOntoPerRoll'
  >;

/** The campaign settings a Social Call's rules are picked from. */
export type SocialSettingsSource = CotSettings;

/** The rules of a new Social Call from the campaign's settings. */
export function socialRules(settings: SocialSettingsSource): SocialRules & SocialSettings {
  return {
    leanOntoOthers: settings.leanOntoOthers,
    loyaltyAlterLimit: settings.loyaltyAlterLimit,
    negativeStateFollowThrough: settings.negativeStateFollowThrough,
    followThroughDefence: settings.followThroughDefence,
    stateAfterSuccess: settings.stateAfterSuccess,
    socialKnowledge: settings.socialKnowledge,
    poolFloor: settings.poolFloor,
    successOnEqual: settings.successOnEqual,
    opposedTieWinner: settings.opposedTieWinner,
    catastropheSetsDifficulty: settings.catastropheSetsDifficulty,
    woundPenalty: settings.woundPenalty,
    leanOntoPerRoll: settings.leanOntoPerRoll,
    catastropheEffects: { social: settings.catastropheEffects.social },
  };
}

/** The rules of a Social Call at a table that changed no setting. */
export const defaultSocialRules: SocialRules & SocialSettings = socialRules(defaultSettings);

/**
 * COT-D-70 `lean_onto_others`: whether a character must know of another's Loyalty before leaning onto it in this
 * call (a call started before the setting existed plays the DECISION).
 */
export function leanOntoNeedsKnowledge(rules: SocialRules): boolean {
  return (rules.leanOntoOthers ?? 'known') === 'known';
}

/** Every Social Call setting at its DECISION's default. */
export const defaultSocialSettings: SocialSettings = defaultSocialRules;
