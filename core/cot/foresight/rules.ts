import type { CatastropheRow, CotSettings } from '../settings/index.ts';

/**
 * The table settings of Foresight (COT-FORE-1..9, COT-D-63..67). They are declared, with their DECISION defaults
 * and their words for the settings page, once in the settings registry (core/cot/settings/sections/research.ts);
 * here they are picked into the rules Foresight is played by, in Prep and in the Heist alike.
 */
export type ForesightSettings = Pick<
  CotSettings,
  | 'foresightFormula'
  | 'foresightDifficulty'
  | 'foresightStep'
  | 'foresightShared'
  | 'foresightPersists'
  | 'trainingKeptDieCost'
> & {
  /** COT-D-4 `catastrophe_effects`, the Foresight accumulation row. */
  readonly foresightCatastrophe: CatastropheRow;
};

/** The rules Foresight is played by: its settings and the dice rule a Planning roll succeeds by (COT-D-1). */
export type ForesightRules = ForesightSettings & Pick<CotSettings, 'successOnEqual'>;

/** Picks the Foresight settings out of the campaign settings. */
export function foresightSettings(settings: CotSettings): ForesightSettings {
  return {
    foresightFormula: settings.foresightFormula,
    foresightDifficulty: settings.foresightDifficulty,
    foresightStep: settings.foresightStep,
    foresightShared: settings.foresightShared,
    foresightPersists: settings.foresightPersists,
    trainingKeptDieCost: settings.trainingKeptDieCost,
    foresightCatastrophe: settings.catastropheEffects.foresight,
  };
}
