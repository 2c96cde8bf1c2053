import type { CotSettings, SettingEntry, SettingsSection } from '../cot/settings/index.ts';
import { defaultSettings, settingsChangesSchemaWith, settingsSections } from '../cot/settings/index.ts';
import type { SettingsSectionOf } from '../cot/world/index.ts';
import { engineIds, engineOf } from '../registry/index.ts';

/**
 * The Table settings page as core sees it: the settings registry's sections in page order, then any section an
 * engine of the engine registry brings (`SceneEngine.settings`) that the settings registry does not hold, in the
 * engines' order. Each section says which engines bring it, so an engine's own settings show with no list of
 * engines kept here or in the page.
 */

/** A section of the page, with the titles of the engines that bring it (none for the table-wide ones). */
export interface SettingsPageSection extends SettingsSection {
  readonly engines: readonly string[];
}

/** The page's sections, in order. */
export function settingsPage(): readonly SettingsPageSection[] {
  const brought = engineIds.flatMap((id) => {
    const engine = engineOf(id);
    return (engine.settings ?? []).map((section) => ({ section, engine: engine.title }));
  });
  const bringers = (sectionId: string) =>
    brought.filter((b) => b.section.id === sectionId).map((b) => b.engine);
  const known = new Set(settingsSections.map((section) => section.id));
  const extra = brought
    .map((b) => b.section)
    .filter(
      (section, index, all) => !known.has(section.id) && all.findIndex((s) => s.id === section.id) === index,
    )
    .map(sectionOfEngine);
  return [...settingsSections, ...extra].map((section) => ({ ...section, engines: bringers(section.id) }));
}

/** An engine's own section as the page lists it: its settings as entries, in their declared order. */
function sectionOfEngine({ settings, ...heading }: SettingsSectionOf): SettingsSection {
  const entries = Object.entries(settings).map(
    ([key, definition]) => ({ key, kind: definition.kind, definition }) as SettingEntry,
  );
  return { ...heading, entries, keys: entries.map((entry) => entry.key) };
}

/**
 * The defaults of every setting the page shows: the settings registry's, and those of the sections engines bring of
 * their own (which a campaign's settings do not hold until they are saved).
 */
export function settingsPageDefaults(): CotSettings {
  pageDefaults ??= defaultsOfPage();
  return pageDefaults;
}

/** The registry is fixed when the app starts: the page's defaults are worked out once. */
let pageDefaults: CotSettings | undefined;

function defaultsOfPage(): CotSettings {
  const own = ownEntries().map((entry) => [entry.key, entry.definition.default] as const);
  return { ...defaultSettings, ...Object.fromEntries(own) };
}

/** The settings engines bring of their own: on the page, not in the settings registry. */
function ownEntries(): SettingEntry[] {
  return settingsPage()
    .flatMap((section) => section.entries)
    .filter((entry) => !Object.hasOwn(defaultSettings, entry.key));
}

/**
 * Settings as a `settings/change` or `settings/changed` carries them: any subset of the settings registry's and of
 * those engines bring of their own, every value checked by its definition, no unknown key. An engine's own
 * setting is saved like any other (its folder and its registry line are all it takes).
 */
export const pageSettingsChangesSchema = settingsChangesSchemaWith(
  Object.fromEntries(ownEntries().map((entry) => [entry.key, entry.definition.schema] as const)),
);

/**
 * A campaign's settings as the page and the engines read them: what is stored, over the defaults of every setting
 * the page shows (an engine's own setting is stored only once it is saved).
 */
export function pageSettings(stored: CotSettings): CotSettings {
  const defaults = settingsPageDefaults();
  return Object.keys(defaults).length === Object.keys(defaultSettings).length
    ? stored
    : { ...defaults, ...stored };
}
