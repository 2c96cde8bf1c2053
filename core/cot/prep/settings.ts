import { defaultSettings } from '../settings/index.ts';
import type { CatastropheRow, CotSettings } from '../settings/index.ts';

/**
 * The table settings of research (COT-PREP) and Foresight (COT-FORE). They are declared, with their DECISION
 * defaults and their words for the settings page, once in the settings registry
 * (core/cot/settings/sections/research.ts); here they are picked into the rules object the Prep engine reads.
 */
export type PrepSettings = Pick<
  CotSettings,
  | 'planningResearchDays'
  | 'halveRounding'
  | 'foresightFormula'
  | 'foresightDifficulty'
  | 'foresightStep'
  | 'foresightShared'
  | 'foresightPersists'
  | 'trainingKeptDieCost'
> & {
  /** COT-D-4 `catastrophe_effects`, the Research row. */
  readonly researchCatastrophe: CatastropheRow;
  /** COT-D-4 `catastrophe_effects`, the Foresight accumulation row. */
  readonly foresightCatastrophe: CatastropheRow;
};

/** The rules research and Foresight are played by: the campaign's dice rules and the settings above. */
export type PrepRules = PrepSettings &
  Pick<CotSettings, 'poolFloor' | 'successOnEqual' | 'prepActionsPerDay' | 'woundPenalty'>;

/** The campaign settings the Prep rules are picked from. */
export type PrepSettingsSource = CotSettings;

/** Picks the research and Foresight rules out of the campaign settings. */
export function prepRules(settings: PrepSettingsSource): PrepRules {
  return {
    poolFloor: settings.poolFloor,
    successOnEqual: settings.successOnEqual,
    prepActionsPerDay: settings.prepActionsPerDay,
    woundPenalty: settings.woundPenalty,
    planningResearchDays: settings.planningResearchDays,
    halveRounding: settings.halveRounding,
    foresightFormula: settings.foresightFormula,
    foresightDifficulty: settings.foresightDifficulty,
    foresightStep: settings.foresightStep,
    foresightShared: settings.foresightShared,
    foresightPersists: settings.foresightPersists,
    trainingKeptDieCost: settings.trainingKeptDieCost,
    researchCatastrophe: settings.catastropheEffects.research,
    foresightCatastrophe: settings.catastropheEffects.foresight,
  };
}

/** Every research and Foresight setting at its DECISION's default. */
export const defaultPrepSettings: PrepRules = prepRules(defaultSettings);
