import * as v from 'valibot';
import type { Pool } from '../../dice/pool.ts';

/**
 * The kinds of table setting (§14) and how each one is declared: what the GM reads about it on the Table
 * settings page, its DECISION default, and the schema that checks a stored or changed value. A setting is
 * declared once, with one of the builders below, in the section file it belongs to (./sections/).
 */

/** What the settings page says about a setting. */
export interface SettingWords {
  /** The field's label, e.g. "Crash difficulty". */
  readonly label: string;
  /** What it does, in plain words for the GM. */
  readonly description: string;
}

/** Where a setting comes from in the rules reference. */
export interface SettingSource {
  /** Its name in the rules reference (§14), e.g. `crash_difficulty`. */
  readonly reference: string;
  /** The DECISION whose choice is its default, e.g. `COT-D-34`. */
  readonly decision: string;
}

interface Declared<TKind extends string, TValue> extends SettingWords, SettingSource {
  readonly kind: TKind;
  /** The DECISION's choice. */
  readonly default: TValue;
  /** Checks one value: its type, its bounds, no unknown keys. */
  readonly schema: v.GenericSchema<unknown, TValue>;
}

/** One of a few named values; `options` gives each value's words, in the order the page offers them. */
export interface ChoiceSetting<T extends string = string> extends Declared<'choice', T> {
  readonly options: Readonly<Record<T, string>>;
}

/** A whole number from `min` to `max`. */
export interface NumberSetting extends Declared<'number', number> {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** What the number counts ("days", "rolled dice"); empty when the label says it. */
  readonly unit: string;
}

/** On or off. */
export type FlagSetting = Declared<'flag', boolean>;

/** A dice pool such as 3k2. */
export type PoolSetting = Declared<'pool', Pool>;

/** Either a named value (`job`, no limit) or a whole number (N Heist rounds). */
export interface EitherSetting<N extends string | null = string | null> extends Declared<
  'either',
  N | number
> {
  readonly named: { readonly value: N; readonly words: string };
  readonly fixed: {
    readonly words: string;
    /** The accessible name of the number field. */
    readonly count: string;
    readonly unit: string;
    readonly min: number;
    readonly max: number;
    /** The number offered when the GM switches from the named value. */
    readonly suggested: number;
  };
}

/** The gear tables (COT-D-16..18). */
export type GearTable = 'weapon' | 'armour' | 'vehicle';

/** A table of gear rows the GM may edit. */
export interface TableSetting<TRow = unknown, TTable extends GearTable = GearTable> extends Declared<
  'table',
  readonly TRow[]
> {
  readonly table: TTable;
  readonly rowsMax: number;
}

/** One row of a `rows` setting: its own words and choices; its reference and DECISION are the setting's. */
export interface RowChoice<T extends string = string> extends SettingWords {
  readonly options: Readonly<Record<T, string>>;
}

/** A table of named rows, each a choice (COT-D-4 `catastrophe_effects`). */
export interface RowsSetting<
  TValues extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
> extends Declared<'rows', TValues> {
  readonly rows: { readonly [K in keyof TValues]: RowChoice<TValues[K]> };
}

/** Any setting. */
export type SettingDefinition =
  ChoiceSetting | NumberSetting | FlagSetting | PoolSetting | EitherSetting | TableSetting | RowsSetting;

export type SettingKind = SettingDefinition['kind'];

/** The value a declared setting holds. */
export type ValueOf<TDefinition> = TDefinition extends { readonly default: infer T } ? T : never;

// ── Schemas ──────────────────────────────────────────────────────────────────────────────────────────

/** A whole number in range; the message names the range, the GM sees it with what was given. */
export function integer(min: number, max: number) {
  const message = `expected an integer from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

/** A strict object: an unknown key (`__proto__`, a misspelt setting) is refused and named. */
export function strict<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, 'expected an object');
}

function oneOf<const T extends string>(values: readonly T[]) {
  return v.picklist(values, `expected one of: ${values.join(', ')}`);
}

const flagSchema = v.boolean('expected true or false');

// ── Builders ─────────────────────────────────────────────────────────────────────────────────────────

type Words = SettingWords & SettingSource;

/** A named choice; its values are the keys of `options`, in the order offered. */
export function choice<const T extends string>(
  words: Words & { readonly options: Readonly<Record<T, string>>; readonly default: NoInfer<T> },
): ChoiceSetting<T> {
  return { ...words, kind: 'choice', schema: oneOf(Object.keys(words.options) as T[]) };
}

/** A whole number; `step` 1 unless given. */
export function count(
  words: Words & {
    readonly min: number;
    readonly max: number;
    readonly default: number;
    readonly unit?: string;
    readonly step?: number;
  },
): NumberSetting {
  return { step: 1, unit: '', ...words, kind: 'number', schema: integer(words.min, words.max) };
}

/** On or off. */
export function flag(words: Words & { readonly default: boolean }): FlagSetting {
  return { ...words, kind: 'flag', schema: flagSchema };
}

/** A pool of at most `poolMax` dice, keeping no more than it rolls. */
export function pool(words: Words & { readonly default: Pool; readonly poolMax: number }): PoolSetting {
  const { poolMax, ...rest } = words;
  const schema = v.pipe(
    strict({ rolled: integer(1, poolMax), kept: integer(1, poolMax) }),
    v.check((value) => value.kept <= value.rolled, 'expected no more kept dice than rolled dice'),
  );
  return { ...rest, kind: 'pool', schema };
}

/** A named value or a whole number in `fixed`'s range. */
export function either<const N extends string | null>(
  words: Words & {
    readonly named: { readonly value: N; readonly words: string };
    readonly fixed: EitherSetting['fixed'];
    readonly default: NoInfer<N> | number;
  },
): EitherSetting<N> {
  const { named, fixed } = words;
  const namedSchema = named.value === null ? v.null() : v.literal(named.value);
  const schema = v.union(
    [namedSchema, integer(fixed.min, fixed.max)],
    `expected ${named.value === null ? 'null' : `"${named.value}"`} or a whole number from ${fixed.min} to ${fixed.max}`,
  ) as unknown as v.GenericSchema<unknown, N | number>;
  return { ...words, kind: 'either', schema };
}

/** A gear table of at most `rowsMax` rows, each checked by `row`. */
export function table<TRow, const TTable extends GearTable>(
  words: Words & {
    readonly table: TTable;
    readonly rowsMax: number;
    readonly row: v.GenericSchema<unknown, TRow>;
    readonly default: readonly TRow[];
  },
): TableSetting<TRow, TTable> {
  const { row, ...rest } = words;
  const schema = v.pipe(
    v.array(row, 'expected a list'),
    v.maxLength(words.rowsMax, `expected at most ${words.rowsMax} items`),
  );
  return { ...rest, kind: 'table', schema };
}

/** The values of a table of rows: each row's chosen value. */
export type RowValues<TRows extends Readonly<Record<string, RowChoice>>> = {
  readonly [K in keyof TRows]: TRows[K] extends RowChoice<infer T> ? T : never;
};

/**
 * Named rows, each a choice. A stored or changed table may lack rows a later version added: they take their
 * default, so adding a row needs no migration. An unknown row is refused.
 */
export function rows<const TRows extends Readonly<Record<string, RowChoice>>>(
  words: Words & { readonly rows: TRows; readonly default: NoInfer<RowValues<TRows>> },
): RowsSetting<RowValues<TRows>> {
  const entries = Object.fromEntries(
    Object.entries(words.rows).map(([key, row]) => [key, v.exactOptional(oneOf(Object.keys(row.options)))]),
  );
  const schema = v.pipe(
    strict(entries),
    v.transform((given) => ({ ...words.default, ...given })),
  ) as unknown as v.GenericSchema<unknown, RowValues<TRows>>;
  return { ...words, kind: 'rows', schema } as RowsSetting<RowValues<TRows>>;
}
