import type { CatastropheRow, CotSettings } from '../settings.ts';

/**
 * The GM-adjustable DECISIONs of research (COT-PREP) and Foresight (COT-FORE), each with the DECISION as its
 * default and a plain-words description for the settings page. To be merged into `CotSettings` by the lead;
 * until then `prepRules` reads them from the campaign settings with these defaults. `prep_actions_per_day`
 * (COT-D-21) is already a campaign setting and is read from there.
 */
export interface PrepSettings {
  /** COT-D-59 `planning_research_days`: Prep days a Planning research roll takes. */
  readonly planningResearchDays: number;
  /** COT-D-60 `halve_rounding`: how Connections and stakeouts round a halved difficulty. */
  readonly halveRounding: 'up' | 'down';
  /** COT-D-63 `foresight_formula`: how a Planning total becomes Foresight. */
  readonly foresightFormula: 'total_div_3' | 'margin_div_3' | 'success_plus_margin_div_3';
  /** COT-D-63 `foresight_difficulty`: the difficulty of the margin formulas. */
  readonly foresightDifficulty: number;
  /** COT-D-63 `foresight_step`: points of total (or margin) per Foresight. */
  readonly foresightStep: number;
  /** COT-D-64 `foresight_shared`: a character may spend another's Foresight. */
  readonly foresightShared: boolean;
  /** COT-D-64 `foresight_persists`: when unspent Foresight is lost. */
  readonly foresightPersists: 'job' | 'session' | 'forever';
  /** COT-D-66 `training_kept_die_cost`: Foresight for a +1k1 bought with the Training scheme. */
  readonly trainingKeptDieCost: number;
  /** COT-D-4 `catastrophe_effects`, the Research row. */
  readonly researchCatastrophe: CatastropheRow;
  /** COT-D-4 `catastrophe_effects`, the Foresight accumulation row. */
  readonly foresightCatastrophe: CatastropheRow;
}

/** Every research and Foresight setting at its DECISION's default. */
export const defaultPrepSettings: PrepSettings = {
  planningResearchDays: 1,
  halveRounding: 'up',
  foresightFormula: 'total_div_3',
  foresightDifficulty: 9,
  foresightStep: 3,
  foresightShared: false,
  foresightPersists: 'job',
  trainingKeptDieCost: 2,
  researchCatastrophe: 'default',
  foresightCatastrophe: 'default',
};

/** For the settings page: each setting's name in the reference and what it does, in plain words. */
export const prepSettingDescriptions: Readonly<Record<keyof PrepSettings, string>> = {
  planningResearchDays:
    'planning_research_days (COT-D-59): Prep days one Planning research roll takes (Connections and stakeouts take one).',
  halveRounding:
    'halve_rounding (COT-D-60): Connections and stakeouts halve the difficulty, rounding up or down.',
  foresightFormula:
    'foresight_formula (COT-D-63): Foresight per 3 points of the Planning total, per 3 points of margin over the difficulty, or 1 on success plus 1 per 3 points of margin.',
  foresightDifficulty: 'foresight_difficulty (COT-D-63): the difficulty the margin formulas measure from.',
  foresightStep: 'foresight_step (COT-D-63): points of total or margin per Foresight.',
  foresightShared: "foresight_shared (COT-D-64): crew members may spend each other's Foresight.",
  foresightPersists:
    'foresight_persists (COT-D-64): unspent Foresight is lost at the end of the Job, the session, or never.',
  trainingKeptDieCost:
    'training_kept_die_cost (COT-D-66): Foresight for each +1k1 bought with the Training scheme.',
  researchCatastrophe:
    'catastrophe_effects, Research row (COT-D-4): a catastrophic research roll learns nothing and, for Connections or a stakeout, costs 1 Heat; or narration only.',
  foresightCatastrophe:
    'catastrophe_effects, Foresight row (COT-D-4): a catastrophic Planning roll banks no Foresight; or narration only.',
};

/** The rules research and Foresight are played by: the campaign's dice rules and the settings above. */
export type PrepRules = PrepSettings &
  Pick<CotSettings, 'poolFloor' | 'successOnEqual' | 'prepActionsPerDay' | 'woundPenalty'>;

/** Campaign settings that may already carry the Prep settings (once the lead merges them), or not yet. */
export type PrepSettingsSource = CotSettings & Partial<PrepSettings>;

/** Picks the research and Foresight rules out of the campaign settings, with defaults for those it lacks. */
export function prepRules(settings: PrepSettingsSource): PrepRules {
  const given: Partial<PrepSettings> = settings;
  const pick = <K extends keyof PrepSettings>(key: K): PrepSettings[K] =>
    given[key] ?? defaultPrepSettings[key];
  return {
    poolFloor: settings.poolFloor,
    successOnEqual: settings.successOnEqual,
    prepActionsPerDay: settings.prepActionsPerDay,
    woundPenalty: settings.woundPenalty,
    planningResearchDays: pick('planningResearchDays'),
    halveRounding: pick('halveRounding'),
    foresightFormula: pick('foresightFormula'),
    foresightDifficulty: pick('foresightDifficulty'),
    foresightStep: pick('foresightStep'),
    foresightShared: pick('foresightShared'),
    foresightPersists: pick('foresightPersists'),
    trainingKeptDieCost: pick('trainingKeptDieCost'),
    researchCatastrophe: pick('researchCatastrophe'),
    foresightCatastrophe: pick('foresightCatastrophe'),
  };
}
