import type { CotSettings, SettingEntry, SettingsSection } from '../cot/settings/index.ts';
import { defaultSettings, settingsSections } from '../cot/settings/index.ts';
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
  const own = settingsPage()
    .flatMap((section) => section.entries)
    .filter((entry) => !Object.hasOwn(defaultSettings, entry.key))
    .map((entry) => [entry.key, entry.definition.default] as const);
  return { ...defaultSettings, ...Object.fromEntries(own) };
}
