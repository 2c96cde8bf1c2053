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
export {
  settingsChangesSchema,
  settingsChangesSchemaWith,
  settingsEntries,
  settingsSchema,
} from './schema.ts';
export type { SettingsEntries } from './schema.ts';
export { settingsLimits } from './limits.ts';
export type { Weapon } from './gear-tables.ts';
export type { Vehicle } from './gear-tables.ts';
export type { SectionOf } from './section.ts';
export { chaseSettings } from './sections/chase.ts';
export type { WeaponTag } from './gear-tables.ts';
export type { Armour } from './gear-tables.ts';
export { researchSettings } from './sections/research.ts';
export { dropSettings } from './sections/drop.ts';
export { heistSettings } from './sections/heist.ts';
export { alarmSettings } from './sections/alarm.ts';
export { socialSettings } from './sections/social.ts';
export { warfareSettings } from './sections/warfare.ts';
export { skirmishTableSettings } from './sections/skirmish.ts';
export { bridgeSettings } from './sections/bridge.ts';
export { playersSettings } from './sections/players.ts';
export { defaultArmour } from './gear-tables.ts';
export { defaultVehicles } from './gear-tables.ts';
export { defaultWeapons } from './gear-tables.ts';
