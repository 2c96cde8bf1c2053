import { defaultSettings, formatPool, settingsPage, settingsProblems } from '../../../core/index.ts';
import type {
  CotSettings,
  Problem,
  SettingEntry,
  SettingKey,
  SettingsRegistry,
} from '../../../core/index.ts';
import { FormReader } from './form-reader.ts';
import type { NumberInput } from './form-reader.ts';
import {
  armourRows,
  gearTableForms,
  readArmour,
  readVehicles,
  readWeapons,
  vehicleRows,
  weaponRows,
} from './gear-rows.ts';
import type { ArmourRow, VehicleRow, WeaponRow } from './gear-rows.ts';
import { fieldInfo } from './settings-fields.ts';
import type { FieldKey } from './settings-fields.ts';

/**
 * The Table settings form as plain data: what the GM types, before it becomes `CotSettings`. Each setting's
 * input follows its kind in the registry: numbers are `null` when emptied, pools and bonuses are text until
 * the save reads them, a named-or-number setting is a mode and a count, table rows carry a stable `key`.
 */

export type { NumberInput } from './form-reader.ts';

/** A setting that is a named value (`job`, `pool_keep`, no limit) or a number. */
export interface EitherInput {
  mode: 'named' | 'fixed';
  count: NumberInput;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type InputOf<D> = D extends { readonly kind: 'number' }
  ? NumberInput
  : D extends { readonly kind: 'either' }
    ? EitherInput
    : D extends { readonly kind: 'pool' }
      ? string
      : D extends { readonly kind: 'table'; readonly table: 'weapon' }
        ? WeaponRow[]
        : D extends { readonly kind: 'table'; readonly table: 'armour' }
          ? ArmourRow[]
          : D extends { readonly kind: 'table'; readonly table: 'vehicle' }
            ? VehicleRow[]
            : D extends { readonly kind: 'rows'; readonly default: infer V }
              ? Mutable<V>
              : D extends { readonly default: infer T }
                ? T
                : never;

export type SettingsForm = { -readonly [K in SettingKey]: InputOf<SettingsRegistry[K]> };

function inputOf(entry: SettingEntry, value: unknown): unknown {
  switch (entry.kind) {
    case 'either':
      return typeof value === 'number'
        ? { mode: 'fixed', count: value }
        : { mode: 'named', count: entry.definition.fixed.suggested };
    case 'pool':
      return formatPool(value as CotSettings[typeof entry.key]);
    case 'rows':
      return { ...(value as object) };
    case 'table':
      return tableRows(entry, value);
    default:
      return value;
  }
}

function tableRows(entry: Extract<SettingEntry, { kind: 'table' }>, value: unknown): unknown {
  switch (entry.definition.table) {
    case 'weapon':
      return weaponRows(value as CotSettings['weaponTable']);
    case 'armour':
      return armourRows(value as CotSettings['armourTable']);
    case 'vehicle':
      return vehicleRows(value as CotSettings['vehicleTable']);
  }
}

/**
 * Every setting the page shows, in page order: the settings registry's, then those an engine of the registry
 * brings of its own (core's `settingsPage`).
 */
const settingEntries: readonly SettingEntry[] = settingsPage().flatMap((section) => section.entries);
const settingKeys: readonly string[] = settingEntries.map((entry) => entry.key);

/** The form for stored settings; a setting the campaign has no value for yet shows its default. */
export function formFromSettings(settings: CotSettings): SettingsForm {
  const valueOf = (entry: SettingEntry): unknown =>
    Object.hasOwn(settings, entry.key) ? settings[entry.key] : entry.definition.default;
  return Object.fromEntries(
    settingEntries.map((entry) => [entry.key, inputOf(entry, valueOf(entry))]),
  ) as unknown as SettingsForm;
}

function valueOf(entry: SettingEntry, form: SettingsForm, read: FormReader): unknown {
  const input: unknown = form[entry.key];
  switch (entry.kind) {
    case 'number':
      return read.count(entry.key, input as NumberInput);
    case 'either': {
      const { mode, count } = input as EitherInput;
      return mode === 'named' ? entry.definition.named.value : read.count(entry.key, count);
    }
    case 'pool':
      return read.pool(entry.key, input as string, defaultSettings.defaultNpcPool);
    case 'rows':
      return { ...(input as object) };
    case 'table':
      return tableValue(entry, input, read);
    default:
      return input;
  }
}

function tableValue(
  entry: Extract<SettingEntry, { kind: 'table' }>,
  input: unknown,
  read: FormReader,
): unknown {
  switch (entry.definition.table) {
    case 'weapon':
      return readWeapons(input as WeaponRow[], read, entry.key);
    case 'armour':
      return readArmour(input as ArmourRow[], read, entry.key);
    case 'vehicle':
      return readVehicles(input as VehicleRow[], read, entry.key);
  }
}

/** What the form reads as: the settings to send, and what is wrong with them (fields as in `problemField`). */
export interface ReadForm {
  readonly settings: CotSettings;
  readonly problems: readonly Problem[];
}

/**
 * Reads the form. An emptied number becomes NaN with a problem of its own, never 0; text that is not a
 * bonus or a pool is a problem; then the core's own checks (`settingsProblems`) run over the result.
 */
export function readForm(form: SettingsForm): ReadForm {
  const read = new FormReader();
  const settings = Object.fromEntries(
    settingEntries.map((entry) => [entry.key, valueOf(entry, form, read)]),
  ) as unknown as CotSettings;
  const seen = new Set(read.problems.map((problem) => problem.field));
  const core = settingsProblems(settings)
    .map((problem) => ({ ...problem, field: problemField(problem.field) }))
    .filter((problem) => !seen.has(problem.field));
  return { settings, problems: inPageOrder([...read.problems, ...core]) };
}

/** Problems in the order their fields appear on the page, rows top to bottom. */
function inPageOrder(problems: readonly Problem[]): Problem[] {
  const order: readonly string[] = settingKeys;
  const rank = (field: string): [number, number] => {
    const match = /^(\w+)(?:\[(\d+)\])?/.exec(field);
    return [order.indexOf(match?.[1] ?? field), Number(match?.[2] ?? -1)];
  };
  return [...problems].sort((a, b) => {
    const [keyA, rowA] = rank(a.field);
    const [keyB, rowB] = rank(b.field);
    return keyA - keyB || rowA - rowB;
  });
}

/**
 * The form field a core problem is about: `settings.weaponTable[3].bonus.rolled` → `weaponTable[3].bonus`,
 * `settings.defaultNpcPool.kept` → `defaultNpcPool`, `settings.catastropheEffects.drop` stays a row.
 */
export function problemField(path: string): string {
  const bare = path.replace(/^settings\.?/, '');
  const match = /^(\w+)(\[\d+\]\.\w+)?(?:\.(\w+))?/.exec(bare);
  if (!match) return bare;
  const [, key = '', row, sub] = match;
  if (row) return `${key}${row}`;
  const entry = settingEntries.find((candidate) => candidate.key === key);
  if (entry?.kind === 'rows' && sub) return `${key}.${sub}`;
  return key;
}

/** A problem's field as the GM reads it: "Crash difficulty (crash_difficulty)", "Weapon 13 “Blunderbuss” name". */
export function describeField(field: string, form: SettingsForm): string {
  const [, key = '', index = '0', cell = ''] = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(field) ?? [];
  const entry = settingEntries.find((candidate) => candidate.key === key);
  if (entry?.kind === 'table') {
    const { noun, inputs } = gearTableForms[entry.definition.table];
    const name = form[entry.key][Number(index)]?.name.trim();
    const words = inputs.find((column) => column.cell === cell)?.words ?? cell;
    return `${noun} ${Number(index) + 1}${name ? ` “${name}”` : ''} ${words}`;
  }
  try {
    const info = fieldInfo(field as FieldKey);
    return `${info.label} (${info.reference})`;
  } catch {
    return field;
  }
}
