/**
 * The table settings of a campaign (rules reference §14): every GM-adjustable DECISION, declared once in the
 * registry (registry.ts and its sections), with the DECISION as its default. Stored settings are
 * always read through `withDefaults`, so a setting added in a later version needs no migration.
 */
export type { CotSettings, SettingEntry, SettingKey, SettingsRegistry, SettingsSection } from './registry.ts';
export { sectionOf, settingEntries, settingKeys, settingsRegistry, settingsSections } from './registry.ts';
export type { CatastropheEffects } from './defaults.ts';
export { defaultOf, defaultSettings, withDefaults } from './defaults.ts';
export { houseRules, sameSettingValue } from './house-rules.ts';
export type { CatastropheRow } from './sections/catastrophes.ts';
export type {
  ChoiceSetting,
  EitherSetting,
  FlagSetting,
  GearTable,
  NumberSetting,
  PoolSetting,
  RowChoice,
  RowsSetting,
  SettingDefinition,
  SettingKind,
  SettingSource,
  SettingWords,
  TableSetting,
} from './kinds.ts';
export { settingsChangesSchema, settingsEntries, settingsSchema } from './schema.ts';
export type { SettingsEntries } from './schema.ts';
export { settingsLimits } from './limits.ts';
