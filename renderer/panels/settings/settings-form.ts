import {
  defaultSettings,
  formatModifier,
  formatPool,
  parseModifier,
  parsePool,
  settingsProblems,
} from '../../../core/index.ts';
import type {
  CatastropheEffects,
  CatastropheRow,
  CotSettings,
  Problem,
  Weapon,
  WeaponTag,
} from '../../../core/index.ts';
import { eithers } from './settings-choices.ts';
import type { EitherKey } from './settings-choices.ts';
import { settingInfo } from './settings-registry.ts';
import type { FieldKey } from './settings-registry.ts';
import { sections } from './settings-sections.ts';

/**
 * The Table settings form as plain data: what the GM types, before it becomes `CotSettings`. Numbers are
 * `null` when a field is emptied (Svelte's number binding), bonuses and pools are text until the save reads
 * them, table rows carry a stable `key` for keyed lists.
 */

/** A number field's value: `null` when the GM emptied it. */
export type NumberInput = number | null;

/** A setting that is a named choice (`job`, `pool_keep`, no limit) or a number. */
export interface EitherInput {
  mode: 'named' | 'fixed';
  count: NumberInput;
}

export interface WeaponRow {
  readonly key: string;
  /** The row's name in the stored table; null for a row added in this form. */
  readonly from: string | null;
  name: string;
  skill: Weapon['skill'];
  tags: WeaponTag[];
  bonus: string;
}

export interface ArmourRow {
  readonly key: string;
  readonly from: string | null;
  name: string;
  bonus: string;
}

export interface VehicleRow {
  readonly key: string;
  name: string;
  speed: NumberInput;
  body: NumberInput;
  ramBonus: string;
}

type NumberKey =
  | 'abilityMin'
  | 'abilityMax'
  | 'skillMin'
  | 'skillMax'
  | 'minRecoveryDays'
  | 'leanOntoPerRoll'
  | 'prepActionsPerDay'
  | 'crashDifficulty'
  | 'fleeChaseDistance'
  | 'defaultChaseDistance'
  | 'minObstacleDifficulty'
  | 'chaseRangePenalty'
  | 'callForHelpBonus';
type TextKey = 'defaultNpcPool' | 'catastropheEffects' | 'weaponTable' | 'armourTable' | 'vehicleTable';
type PlainKey = Exclude<keyof CotSettings, NumberKey | EitherKey | TextKey>;

export type SettingsForm = { -readonly [K in PlainKey]: CotSettings[K] } & {
  -readonly [K in NumberKey]: NumberInput;
} & { -readonly [K in EitherKey]: EitherInput } & {
  defaultNpcPool: string;
  catastropheEffects: { -readonly [K in keyof CatastropheEffects]: CatastropheRow };
  weaponTable: WeaponRow[];
  armourTable: ArmourRow[];
  vehicleTable: VehicleRow[];
};

const numberKeys: readonly NumberKey[] = [
  'abilityMin',
  'abilityMax',
  'skillMin',
  'skillMax',
  'minRecoveryDays',
  'leanOntoPerRoll',
  'prepActionsPerDay',
  'crashDifficulty',
  'fleeChaseDistance',
  'defaultChaseDistance',
  'minObstacleDifficulty',
  'chaseRangePenalty',
  'callForHelpBonus',
];

let rowCount = 0;
/** A key for a new table row, unique for the life of the page. */
export function rowKey(): string {
  rowCount += 1;
  return `row-${rowCount}`;
}

export const blankWeapon = (): WeaponRow => ({
  key: rowKey(),
  from: null,
  name: '',
  skill: 'handToHand',
  tags: ['melee'],
  bonus: '+1k0',
});
export const blankArmour = (): ArmourRow => ({ key: rowKey(), from: null, name: '', bonus: '+1k0' });
export const blankVehicle = (): VehicleRow => ({
  key: rowKey(),
  name: '',
  speed: 3,
  body: 12,
  ramBonus: '+1k1',
});

function eitherInput(key: EitherKey, value: string | number | null): EitherInput {
  return typeof value === 'number'
    ? { mode: 'fixed', count: value }
    : { mode: 'named', count: eithers[key].suggested };
}

/** The form for stored settings. */
export function formFromSettings(settings: CotSettings): SettingsForm {
  const numbers = Object.fromEntries(numberKeys.map((key) => [key, settings[key]])) as Record<
    NumberKey,
    NumberInput
  >;
  return {
    ...settings,
    ...numbers,
    defaultNpcPool: formatPool(settings.defaultNpcPool),
    catastropheEffects: { ...settings.catastropheEffects },
    maxRecoveryDays: eitherInput('maxRecoveryDays', settings.maxRecoveryDays),
    unconsciousDuration: eitherInput('unconsciousDuration', settings.unconsciousDuration),
    dropWoundDays: eitherInput('dropWoundDays', settings.dropWoundDays),
    musclesVelocityRating: eitherInput('musclesVelocityRating', settings.musclesVelocityRating),
    weaponTable: settings.weaponTable.map((weapon) => ({
      key: rowKey(),
      from: weapon.name,
      name: weapon.name,
      skill: weapon.skill,
      tags: [...weapon.tags],
      bonus: formatModifier(weapon.bonus),
    })),
    armourTable: settings.armourTable.map((armour) => ({
      key: rowKey(),
      from: armour.name,
      name: armour.name,
      bonus: formatModifier(armour.bonus),
    })),
    vehicleTable: settings.vehicleTable.map((vehicle) => ({
      key: rowKey(),
      name: vehicle.name,
      speed: vehicle.speed,
      body: vehicle.body,
      ramBonus: formatModifier(vehicle.ramBonus),
    })),
  };
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
  const problems: Problem[] = [];
  const count = (field: string, value: NumberInput): number => {
    if (value === null || !Number.isFinite(value)) {
      problems.push({ field, message: 'is empty: enter a whole number' });
      return Number.NaN;
    }
    return value;
  };
  const either = <T extends string>(key: EitherKey, named: T): T | number =>
    form[key].mode === 'named' ? named : count(key, form[key].count);
  const name = (field: string, text: string): string => {
    const trimmed = text.trim();
    if (trimmed === '') problems.push({ field, message: 'needs a name' });
    return trimmed;
  };
  const bonus = (field: string, text: string) => {
    try {
      const { rolled, kept } = parseModifier(/^\s*\d/.test(text) ? `+${text}` : text);
      return { rolled, kept };
    } catch (error) {
      problems.push({ field, message: errorText(error) });
      return { rolled: Number.NaN, kept: Number.NaN };
    }
  };
  let defaultNpcPool = defaultSettings.defaultNpcPool;
  try {
    defaultNpcPool = parsePool(form.defaultNpcPool);
  } catch (error) {
    problems.push({ field: 'defaultNpcPool', message: errorText(error) });
  }
  const numbers = Object.fromEntries(numberKeys.map((key) => [key, count(key, form[key])])) as Record<
    NumberKey,
    number
  >;
  const maxRecovery = either('maxRecoveryDays', 'none');
  const settings: CotSettings = {
    ...form,
    ...numbers,
    defaultNpcPool,
    catastropheEffects: { ...form.catastropheEffects },
    maxRecoveryDays: maxRecovery === 'none' ? null : maxRecovery,
    unconsciousDuration: either('unconsciousDuration', 'job'),
    dropWoundDays: either('dropWoundDays', 'margin_plus_1'),
    musclesVelocityRating: either('musclesVelocityRating', 'pool_keep'),
    weaponTable: form.weaponTable.map((row, index) => ({
      name: name(`weaponTable[${index}].name`, row.name),
      skill: row.skill,
      tags: [...row.tags],
      bonus: bonus(`weaponTable[${index}].bonus`, row.bonus),
    })),
    armourTable: form.armourTable.map((row, index) => ({
      name: name(`armourTable[${index}].name`, row.name),
      bonus: bonus(`armourTable[${index}].bonus`, row.bonus),
    })),
    vehicleTable: form.vehicleTable.map((row, index) => ({
      name: name(`vehicleTable[${index}].name`, row.name),
      speed: count(`vehicleTable[${index}].speed`, row.speed),
      body: count(`vehicleTable[${index}].body`, row.body),
      ramBonus: bonus(`vehicleTable[${index}].ramBonus`, row.ramBonus),
    })),
  };
  const seen = new Set(problems.map((problem) => problem.field));
  const core = settingsProblems(settings)
    .map((problem) => ({ ...problem, field: problemField(problem.field) }))
    .filter((problem) => !seen.has(problem.field));
  return { settings, problems: inPageOrder([...problems, ...core]) };
}

const pageOrder = sections.flatMap((section) => section.keys as readonly string[]);

/** Problems in the order their fields appear on the page, rows top to bottom. */
function inPageOrder(problems: readonly Problem[]): Problem[] {
  const rank = (field: string): [number, number] => {
    const match = /^(\w+)(?:\[(\d+)\])?/.exec(field);
    return [pageOrder.indexOf(match?.[1] ?? field), Number(match?.[2] ?? -1)];
  };
  return [...problems].sort((a, b) => {
    const [keyA, rowA] = rank(a.field);
    const [keyB, rowB] = rank(b.field);
    return keyA - keyB || rowA - rowB;
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
  if (key === 'catastropheEffects' && sub) return `${key}.${sub}`;
  return key;
}

const rowWords = { weaponTable: 'Weapon', armourTable: 'Armour', vehicleTable: 'Vehicle' } as const;
const cellWords: Readonly<Record<string, string>> = { ramBonus: 'ram bonus', speed: 'Speed', body: 'Body' };

/** A problem's field as the GM reads it: "Crash difficulty (crash_difficulty)", "Weapon 13 “Blunderbuss” name". */
export function describeField(field: string, form: SettingsForm): string {
  const row = /^(weaponTable|armourTable|vehicleTable)\[(\d+)\]\.(\w+)$/.exec(field);
  if (row) {
    const [, table = 'weaponTable', index = '0', cell = ''] = row;
    const key = table as keyof typeof rowWords;
    const name = form[key][Number(index)]?.name.trim();
    return `${rowWords[key]} ${Number(index) + 1}${name ? ` “${name}”` : ''} ${cellWords[cell] ?? cell}`;
  }
  const info = settingInfo[field as FieldKey] as (typeof settingInfo)[FieldKey] | undefined;
  return info ? `${info.label} (${info.code})` : field;
}
