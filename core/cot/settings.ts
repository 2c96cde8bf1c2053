/**
 * The table settings of a campaign (rules reference §14): every GM-adjustable DECISION, declared once in the
 * registry (./settings/registry.ts and its sections), with the DECISION as its default. Stored settings are
 * always read through `withDefaults`, so a setting added in a later version needs no migration.
 */
export type {
  CotSettings,
  SettingEntry,
  SettingKey,
  SettingsRegistry,
  SettingsSection,
} from './settings/registry.ts';
export {
  sectionOf,
  settingEntries,
  settingKeys,
  settingsRegistry,
  settingsSections,
} from './settings/registry.ts';
export type { CatastropheEffects } from './settings/defaults.ts';
export { defaultOf, defaultSettings, withDefaults } from './settings/defaults.ts';
export { houseRules, sameSettingValue } from './settings/house-rules.ts';
export type { CatastropheRow } from './settings/sections/catastrophes.ts';
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
} from './settings/kinds.ts';
export { settingsChangesSchema, settingsEntries, settingsSchema } from './settings/schema.ts';
export type { SettingsEntries } from './settings/schema.ts';
