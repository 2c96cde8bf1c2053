import { formatPool, settingsPage, settingsPageDefaults } from '../../../core/index.ts';
import type {
  CotSettings,
  RowChoice,
  RowsSetting,
  SettingDefinition,
  SettingKey,
  SettingsRegistry,
  SettingSource,
  SettingWords,
  TableSetting,
} from '../../../core/index.ts';

/**
 * The fields of the Table settings page, read from the core's settings registry: a setting, or one row of a
 * table of rows (`catastropheEffects.drop`, COT-D-4), with what the page says about it.
 */

type RowKeys = {
  [K in SettingKey]: SettingsRegistry[K] extends { readonly kind: 'rows'; readonly default: infer V }
    ? `${K}.${keyof V & string}`
    : never;
}[SettingKey];

/** A setting, or one row of a table of rows, as the form shows it. */
export type FieldKey = SettingKey | RowKeys;

/** What the page says about a field. */
export type FieldInfo = SettingWords & SettingSource;

/** A choice as the page offers it. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** Every setting the page shows by its key: the settings registry's and those engines bring of their own. */
const definitions: ReadonlyMap<string, SettingDefinition> = new Map(
  settingsPage().flatMap((section) => section.entries.map((entry) => [entry.key, entry.definition] as const)),
);
const defaultSettings = settingsPageDefaults();

/** @throws RangeError for a field the page does not hold. */
function split(field: FieldKey): { key: SettingKey; row: string | null; definition: SettingDefinition } {
  const [key, row = null] = field.split('.') as [SettingKey, string?];
  const definition = definitions.get(key);
  if (!definition) throw new RangeError(`No setting is called "${key}"`);
  return { key, row, definition };
}

function rowOf(definition: SettingDefinition, row: string): RowChoice {
  const found = definition.kind === 'rows' ? definition.rows[row] : undefined;
  if (!found) throw new RangeError(`No row "${row}" in the setting "${definition.reference}"`);
  return found;
}

/** What a field's control is: a setting of a single-value kind, or one row of a table of rows. */
export type FieldControl =
  Exclude<SettingDefinition, RowsSetting | TableSetting> | (RowChoice & { readonly kind: 'row' });

/**
 * The control a field needs.
 * @throws RangeError for a table or a table of rows, which have editors of their own, and for unknown fields.
 */
export function controlOf(field: FieldKey): FieldControl {
  const { row, definition } = split(field);
  if (row !== null) return { ...rowOf(definition, row), kind: 'row' };
  if (definition.kind === 'rows' || definition.kind === 'table') {
    throw new RangeError(`The setting "${definition.reference}" has an editor of its own`);
  }
  return definition;
}

/** The field's label, plain words, reference name and DECISION; a row takes its setting's reference. */
export function fieldInfo(field: FieldKey): FieldInfo {
  const { row, definition } = split(field);
  const { reference, decision } = definition;
  if (row === null)
    return { label: definition.label, description: definition.description, reference, decision };
  const { label, description } = rowOf(definition, row);
  return { label, description, reference, decision };
}

/** The choices of a choice setting or of a row, in the order the registry lists them. */
export function choicesOf(field: FieldKey): Choice[] {
  const { row, definition } = split(field);
  const options = row === null && definition.kind === 'choice' ? definition.options : null;
  const words: Readonly<Record<string, string>> = options ?? rowOf(definition, row ?? '').options;
  return Object.entries(words).map(([value, label]) => ({ value, label }));
}

/** A field's value in `settings`, for a row too. */
export function valueOf(settings: CotSettings, field: FieldKey): unknown {
  const { key, row } = split(field);
  const value: unknown = settings[key];
  return row === null ? value : (value as Readonly<Record<string, unknown>>)[row];
}

/** The rules' default of a field, as the page words it. */
export function defaultText(field: FieldKey): string {
  const { row, definition } = split(field);
  const value = valueOf(defaultSettings, field);
  if (row !== null) return choicesOf(field).find((choice) => choice.value === value)?.label ?? String(value);
  switch (definition.kind) {
    case 'flag':
      return value ? 'on' : 'off';
    case 'choice':
      return choicesOf(field).find((choice) => choice.value === value)?.label ?? String(value);
    case 'either':
      return typeof value === 'number' ? `${value} ${definition.fixed.unit}`.trim() : definition.named.words;
    case 'pool':
      return formatPool(definition.default);
    case 'table':
      return `the rules' ${definition.default.length} rows`;
    case 'number':
    case 'rows':
      return String(value);
  }
}
