import type { SettingDefinition, ValueOf } from './kinds.ts';
import type { SectionHeading } from './section.ts';
import { alarmSettings } from './sections/alarm.ts';
import { bridgeSettings } from './sections/bridge.ts';
import { catastropheSettings } from './sections/catastrophes.ts';
import { characterSettings } from './sections/characters.ts';
import { chaseSettings } from './sections/chase.ts';
import { diceSettings } from './sections/dice.ts';
import { dropSettings } from './sections/drop.ts';
import { gearSettings } from './sections/gear.ts';
import { heistSettings } from './sections/heist.ts';
import { initiativeSettings } from './sections/initiative.ts';
import { playersSettings } from './sections/players.ts';
import { researchSettings } from './sections/research.ts';
import { skirmishTableSettings } from './sections/skirmish.ts';
import { socialSettings } from './sections/social.ts';
import { timeSettings } from './sections/time.ts';
import { warfareSettings } from './sections/warfare.ts';

/**
 * The one registry of table settings: every GM-adjustable DECISION of the rules reference (§14), declared once
 * in the section of the Table settings page it belongs to (./sections/), in page order. The settings type, the
 * defaults, the schemas, the problems check and the settings page are all derived from it.
 */

const declared = [
  diceSettings,
  catastropheSettings,
  characterSettings,
  timeSettings,
  initiativeSettings,
  dropSettings,
  warfareSettings,
  chaseSettings,
  heistSettings,
  alarmSettings,
  researchSettings,
  socialSettings,
  gearSettings,
  skirmishTableSettings,
  bridgeSettings,
  playersSettings,
] as const;

/** Every setting by its key. */
export const settingsRegistry = {
  ...diceSettings.settings,
  ...catastropheSettings.settings,
  ...characterSettings.settings,
  ...timeSettings.settings,
  ...initiativeSettings.settings,
  ...dropSettings.settings,
  ...warfareSettings.settings,
  ...chaseSettings.settings,
  ...heistSettings.settings,
  ...alarmSettings.settings,
  ...researchSettings.settings,
  ...socialSettings.settings,
  ...gearSettings.settings,
  ...skirmishTableSettings.settings,
  ...bridgeSettings.settings,
  ...playersSettings.settings,
} as const;

export type SettingsRegistry = typeof settingsRegistry;

/** A setting's key, e.g. `crashDifficulty`. */
export type SettingKey = keyof SettingsRegistry;

/** The table settings of a campaign: one value per registry setting. */
export type CotSettings = { readonly [K in SettingKey]: ValueOf<SettingsRegistry[K]> };

/** A setting's key with its declaration, narrowed together by `kind`. */
export type SettingEntry = {
  [K in SettingKey]: {
    readonly key: K;
    readonly kind: SettingsRegistry[K]['kind'];
    readonly definition: SettingsRegistry[K];
  };
}[SettingKey];

/** A section of the settings page with its settings, in page order. */
export interface SettingsSection extends SectionHeading {
  readonly entries: readonly SettingEntry[];
  readonly keys: readonly SettingKey[];
}

function entriesOf(settings: Readonly<Record<string, SettingDefinition>>): SettingEntry[] {
  return Object.entries(settings).map(
    ([key, definition]) => ({ key, kind: definition.kind, definition }) as SettingEntry,
  );
}

/** The sections of the Table settings page, in order. */
export const settingsSections: readonly SettingsSection[] = declared.map(({ settings, ...heading }) => {
  const entries = entriesOf(settings);
  return { ...heading, entries, keys: entries.map((entry) => entry.key) };
});

/** Every setting in page order. */
export const settingEntries: readonly SettingEntry[] = settingsSections.flatMap((section) => section.entries);

/** Every setting's key in page order. */
export const settingKeys: readonly SettingKey[] = settingEntries.map((entry) => entry.key);

/** The section a setting belongs to. @throws RangeError for a key the registry does not hold. */
export function sectionOf(key: string): SettingsSection {
  const found = settingsSections.find((candidate) => (candidate.keys as readonly string[]).includes(key));
  if (!found) throw new RangeError(`No setting is called "${key}"`);
  return found;
}
