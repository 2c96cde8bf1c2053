import { defaultSettings } from '../settings.ts';
import type { CotSettings } from '../settings.ts';

/**
 * The GM-adjustable settings of Social Calls (reference §14 and docs/decisions.md, Social Calls), each named after
 * its setting in camelCase, with its DECISION as the default and a plain-words description for the settings
 * page. A Social Call snapshots its rules when it starts (`social/started` carries them), so replaying its
 * log never depends on settings changed later.
 */

/** One row of `catastrophe_effects` (COT-D-4): the default consequence, or only a failure the GM narrates. */
export type CatastropheEffect = 'default' | 'narrative_only';

/** Settings owned by the Social Calls module. */
export interface SocialSettings {
  /** COT-D-69 `loyalty_alter_limit`: one Loyalty altered per target per call, or per aggressor per call. */
  readonly loyaltyAlterLimit: 'per_target' | 'per_aggressor';
  /** COT-D-75 `negative_state_follow_through`: who may Follow Through on a negative state. */
  readonly negativeStateFollowThrough: 'others' | 'nobody';
  /** COT-D-76 `follow_through_defence`: the target's opposed It + Size Up roll, or its passive score. */
  readonly followThroughDefence: 'opposed_roll' | 'passive_score';
  /** COT-D-77 `state_after_success`: a successful Follow Through clears the state, or leaves it. */
  readonly stateAfterSuccess: 'clear' | 'keep';
  /** SOC-D-1 `social_knowledge`: what one character learns, their whole side knows, or only they do. */
  readonly socialKnowledge: 'side' | 'character';
  /** COT-D-4 `catastrophe_effects`, the Social roll row. */
  readonly catastropheEffects: { readonly social: CatastropheEffect };
}

/** Everything a Social Call's rules read: its own settings and the dice and Lean Onto settings. */
export type SocialRules = SocialSettings &
  Pick<
    CotSettings,
    | 'poolFloor'
    | 'successOnEqual'
    | 'opposedTieWinner'
    | 'catastropheSetsDifficulty'
    | 'woundPenalty'
    | 'leanOntoPerRoll'
  >;

/** The DECISION defaults of the Social Call settings. */
export const defaultSocialSettings: SocialSettings = {
  loyaltyAlterLimit: 'per_target', // COT-D-69
  negativeStateFollowThrough: 'others', // COT-D-75
  followThroughDefence: 'opposed_roll', // COT-D-76
  stateAfterSuccess: 'clear', // COT-D-77
  socialKnowledge: 'side', // SOC-D-1
  catastropheEffects: { social: 'default' }, // COT-D-4
};

/** What each setting does, in plain words, for the settings page. */
export const socialSettingDescriptions: Readonly<
  Record<Exclude<keyof SocialSettings, 'catastropheEffects'> | 'catastropheEffects.social', string>
> = {
  loyaltyAlterLimit:
    'How many Loyalties a Social Call may change. "Per target": each character can have only one of their ' +
    'Loyalties altered per call. "Per aggressor": each manipulator can alter only one Loyalty per call.',
  negativeStateFollowThrough:
    'Who may Follow Through on a negative emotional state (Angry, Wise…). "Others": anyone but the ' +
    'identity that caused it. "Nobody": no one, until a new Build Up replaces it.',
  followThroughDefence:
    'How a target resists a Follow Through. "Opposed roll": the target rolls It + Size Up first. ' +
    '"Passive score": a fixed score of 3 × It + Size Up, no roll.',
  stateAfterSuccess:
    'What a successful Follow Through does to the emotional state. "Clear": it is used up, the next agenda ' +
    'needs a new Build Up. "Keep": it stays for the next agenda.',
  socialKnowledge:
    'Who knows what a Read Room reveals (the target, a Loyalty). "Side": everyone on the reader\'s side ' +
    '(the crew share what they learn). "Character": only the one who read the room.',
  'catastropheEffects.social':
    'A catastrophe on a Read Room, Build Up or Follow Through. "Default": it fails and the target also ' +
    'learns who the roller is presenting as. "Narrative only": an ordinary failure the GM narrates.',
};

/** What `socialRules` reads: `CotSettings` with, once merged, the social settings. */
export type SocialSettingsSource = CotSettings &
  Partial<Omit<SocialSettings, 'catastropheEffects'>> & {
    /** The merged COT-D-4 table may hold other modules' rows too; a Social Call reads its own row. */
    readonly catastropheEffects?: { readonly social?: CatastropheEffect };
  };

const ownKeys = [
  'loyaltyAlterLimit',
  'negativeStateFollowThrough',
  'followThroughDefence',
  'stateAfterSuccess',
  'socialKnowledge',
] as const;

/**
 * The rules of a new Social Call from the campaign's settings. Accepts `CotSettings` as it is today and after
 * the social settings are merged into it: any social setting it lacks takes its DECISION default.
 */
export function socialRules(settings: SocialSettingsSource): SocialRules {
  const own = Object.fromEntries(
    ownKeys.flatMap((key) => (settings[key] === undefined ? [] : [[key, settings[key]]])),
  ) as Partial<SocialSettings>;
  return {
    ...defaultSocialSettings,
    poolFloor: settings.poolFloor,
    successOnEqual: settings.successOnEqual,
    opposedTieWinner: settings.opposedTieWinner,
    catastropheSetsDifficulty: settings.catastropheSetsDifficulty,
    woundPenalty: settings.woundPenalty,
    leanOntoPerRoll: settings.leanOntoPerRoll,
    ...own,
    catastropheEffects: { social: settings.catastropheEffects?.social ?? 'default' },
  };
}

/** The rules of a Social Call at a table that changed no setting. */
export const defaultSocialRules: SocialRules = socialRules(defaultSettings);
