import * as v from 'valibot';
import type { SettingKey, SettingsRegistry } from './registry.ts';
import { settingEntries } from './registry.ts';
import { strict } from './kinds.ts';

/**
 * The schemas of table settings, from the registry: each setting's value on its own (type, bounds, unknown
 * keys of a row or table), and the settings a `settings/changed` event carries. A setting added later is one
 * more optional key, so stored events need no migration; a key the registry does not hold is refused and named.
 */

/** Each setting's own schema, by key. */
export type SettingsEntries = { readonly [K in SettingKey]: SettingsRegistry[K]['schema'] };

export const settingsEntries: SettingsEntries = Object.fromEntries(
  settingEntries.map(({ key, definition }) => [key, definition.schema]),
) as unknown as SettingsEntries;

type OptionalEntries<TEntries extends Readonly<Record<string, v.GenericSchema>>> = {
  readonly [K in keyof TEntries]: v.ExactOptionalSchema<TEntries[K], undefined>;
};

const optionalEntries = Object.fromEntries(
  Object.entries(settingsEntries).map(([key, schema]) => [key, v.exactOptional(schema)]),
) as unknown as OptionalEntries<SettingsEntries>;

/** Settings as `settings/changed` carries them: any subset, every value checked, no unknown key. */
export const settingsChangesSchema = strict(optionalEntries);

/**
 * Settings changes that may also carry settings declared outside this registry (an engine's own section, read
 * from the engine registry by the campaign): each of `extra` optional and checked by its own schema.
 */
export function settingsChangesSchemaWith(extra: Readonly<Record<string, v.GenericSchema>>) {
  const own = Object.fromEntries(
    Object.entries(extra).map(([key, schema]) => [key, v.exactOptional(schema)]),
  );
  return strict({ ...own, ...optionalEntries }) as unknown as typeof settingsChangesSchema;
}

/** A whole set of settings: every key present. */
export const settingsSchema = strict(settingsEntries);
