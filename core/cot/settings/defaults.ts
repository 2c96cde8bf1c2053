import type { CotSettings, SettingKey } from './registry.ts';
import { settingEntries, settingsRegistry } from './registry.ts';

/** Every setting at its DECISION's choice (§14). */
export const defaultSettings: CotSettings = Object.fromEntries(
  settingEntries.map(({ key, definition }) => [key, definition.default]),
) as unknown as CotSettings;

/** The COT-D-4 rows at their defaults. */
export type CatastropheEffects = CotSettings['catastropheEffects'];

/**
 * Stored settings over the defaults: a setting or a catastrophe row added in a later version takes its
 * DECISION default, so stored campaigns need no migration.
 */
export function withDefaults(stored: Partial<CotSettings> | undefined): CotSettings {
  const settings: Record<string, unknown> = { ...defaultSettings, ...stored };
  for (const { key, kind } of settingEntries) {
    if (kind === 'rows') settings[key] = { ...defaultSettings[key], ...stored?.[key] };
  }
  return settings as CotSettings;
}

/** A setting's DECISION default. */
export function defaultOf<K extends SettingKey>(key: K): CotSettings[K] {
  return settingsRegistry[key].default as CotSettings[K];
}
