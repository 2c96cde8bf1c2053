import { defaultSettings } from '../settings/index.ts';
import type { CatastropheRow, CotSettings } from '../settings/index.ts';
import { foresightSettings } from '../foresight/index.ts';
import type { ForesightSettings } from '../foresight/index.ts';

/**
 * The table settings of research (COT-PREP), with Foresight's (COT-FORE, core/cot/foresight/rules.ts). They are
 * declared, with their DECISION defaults and their words for the settings page, once in the settings registry
 * (core/cot/settings/sections/research.ts); here they are picked into the rules object the Prep engine reads.
 */
export type PrepSettings = Pick<CotSettings, 'planningResearchDays' | 'halveRounding'> &
  ForesightSettings & {
    /** COT-D-4 `catastrophe_effects`, the Research row. */
    readonly researchCatastrophe: CatastropheRow;
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
    ...foresightSettings(settings),
    researchCatastrophe: settings.catastropheEffects.research,
  };
}

/** Every research and Foresight setting at its DECISION's default. */
export const defaultPrepSettings: PrepRules = prepRules(defaultSettings);
