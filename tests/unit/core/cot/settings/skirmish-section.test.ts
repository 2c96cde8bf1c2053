import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  sectionOf,
  settingsChangesSchema,
  settingsSections,
  skirmish,
  skirmishOptionsOf,
  withDefaults,
} from '../../../../../core/index.ts';
import { skirmishTableSettings } from '../../../../../core/cot/settings/sections/skirmish.ts';

/** Issue 17: the HEIST skirmish's settings (heist-skirmish.md §22) are a section of the one settings registry. */
describe('the HEIST skirmish section of the table settings', () => {
  it('is a section of the settings registry, listed on the page like the others', () => {
    expect(settingsSections.map((section) => section.id)).toContain('skirmish');
    expect(sectionOf('vehicleExplosionMode').title).toBe('HEIST skirmish');
    expect(sectionOf('handLimit').id).toBe('skirmish');
  });

  it('holds every setting of the skirmish, at the skirmish’s own defaults and in its words', () => {
    const declared = skirmishTableSettings.settings;
    expect(Object.keys(declared).sort()).toEqual(Object.keys(skirmish.defaultSkirmishSettings).sort());
    for (const [key, definition] of Object.entries(declared)) {
      const own = key as keyof skirmish.SkirmishSettings;
      expect(definition.default, key).toEqual(skirmish.defaultSkirmishSettings[own]);
      expect(defaultSettings[own as keyof typeof defaultSettings], key).toEqual(
        skirmish.defaultSkirmishSettings[own],
      );
      expect(definition.label, key).toBe(skirmish.skirmishSettingDescriptions[own].label);
      expect(definition.decision, key).toBe(skirmish.skirmishSettingDescriptions[own].rule);
    }
  });

  it('is checked like any setting: a value out of its choices or bounds is refused', () => {
    expect(v.safeParse(settingsChangesSchema, { vehicleExplosionMode: 'hollywood' }).success).toBe(true);
    expect(v.safeParse(settingsChangesSchema, { vehicleExplosionMode: 'nuclear' }).success).toBe(false);
    expect(v.safeParse(settingsChangesSchema, { crossfireAngleMin: 181 }).success).toBe(false);
    expect(v.safeParse(settingsChangesSchema, { handLimit: null }).success).toBe(true);
  });

  it('gives a new fight its options: the campaign’s changes from the skirmish defaults, nothing at a default', () => {
    expect(skirmishOptionsOf(defaultSettings)).toEqual({});
    const table = withDefaults({ ...defaultSettings, vehicleExplosionMode: 'hollywood', handLimit: 4 });
    const options = skirmishOptionsOf(table);
    expect(options).toEqual({ vehicleExplosionMode: 'hollywood', handLimit: 4 });
    expect(skirmish.skirmishSettings(options)).toMatchObject({
      vehicleExplosionMode: 'hollywood',
      handLimit: 4,
    });
  });
});
