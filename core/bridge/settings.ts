import { bridgeSettings, defaultSettings, withDefaults } from '../cot/settings/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';

/**
 * The bridge's settings (bridge.md §8): the registry's `bridge` section, read out of a campaign's table settings.
 * Their declarations (defaults, choices, bounds, words) are the section's; this module only reads them.
 */

/** The key of a bridge setting, e.g. `bridgeSkillFormula`. */
export type BridgeSettingKey = keyof typeof bridgeSettings.settings;

/** The bridge's settings of a campaign: one value per setting of bridge.md §8. */
export type BridgeSettings = Pick<CotSettings, BridgeSettingKey>;

/** BRG-D-5's two skill formulas. */
export type SkillFormula = BridgeSettings['bridgeSkillFormula'];

/** The bridge settings' keys, in the page's order. */
export const bridgeSettingKeys = Object.keys(bridgeSettings.settings) as readonly BridgeSettingKey[];

/** The bridge's settings out of a campaign's (stored ones read through `withDefaults`, so none is missing). */
export function bridgeSettingsOf(settings: Partial<CotSettings> | undefined): BridgeSettings {
  const all = withDefaults(settings);
  return Object.fromEntries(bridgeSettingKeys.map((key) => [key, all[key]])) as unknown as BridgeSettings;
}

/** Every bridge setting at its DECISION's choice. */
export const defaultBridgeSettings: BridgeSettings = bridgeSettingsOf(defaultSettings);
