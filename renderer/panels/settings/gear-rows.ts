import { campaignLimits, formatModifier } from '../../../core/index.ts';
import type { Armour, GearTable, Vehicle, Weapon, WeaponTag } from '../../../core/index.ts';
import type { FormReader, NumberInput } from './form-reader.ts';

/** The gear tables' rows as the form edits them: bonuses as text, a stable `key` for keyed lists. */

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
  readonly from: string | null;
  name: string;
  speed: NumberInput;
  body: NumberInput;
  ramBonus: string;
}

let rowCount = 0;
/** A key for a table row, unique for the life of the page. */
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
  from: null,
  name: '',
  speed: 3,
  body: 12,
  ramBonus: '+1k1',
});

/** A stored row's key and names: `from` remembers the name sheets use, whatever the GM types. */
const stored = (name: string) => ({ key: rowKey(), from: name, name });

export const weaponRows = (table: readonly Weapon[]): WeaponRow[] =>
  table.map((w) => ({
    ...stored(w.name),
    skill: w.skill,
    tags: [...w.tags],
    bonus: formatModifier(w.bonus),
  }));

export const armourRows = (table: readonly Armour[]): ArmourRow[] =>
  table.map((a) => ({ ...stored(a.name), bonus: formatModifier(a.bonus) }));

export const vehicleRows = (table: readonly Vehicle[]): VehicleRow[] =>
  table.map((v) => ({
    ...stored(v.name),
    speed: v.speed,
    body: v.body,
    ramBonus: formatModifier(v.ramBonus),
  }));

export const readWeapons = (rows: readonly WeaponRow[], read: FormReader, field: string): Weapon[] =>
  rows.map((row, index) => ({
    name: read.name(`${field}[${index}].name`, row.name),
    skill: row.skill,
    tags: [...row.tags],
    bonus: read.bonus(`${field}[${index}].bonus`, row.bonus),
  }));

export const readArmour = (rows: readonly ArmourRow[], read: FormReader, field: string): Armour[] =>
  rows.map((row, index) => ({
    name: read.name(`${field}[${index}].name`, row.name),
    bonus: read.bonus(`${field}[${index}].bonus`, row.bonus),
  }));

export const readVehicles = (rows: readonly VehicleRow[], read: FormReader, field: string): Vehicle[] =>
  rows.map((row, index) => ({
    name: read.name(`${field}[${index}].name`, row.name),
    speed: read.count(`${field}[${index}].speed`, row.speed),
    body: read.count(`${field}[${index}].body`, row.body),
    ramBonus: read.bonus(`${field}[${index}].ramBonus`, row.ramBonus),
  }));

/** A cell of a gear row the GM types into: text (`short` for a bonus) or a number in range. */
export interface InputColumn {
  readonly heading: string;
  readonly cell: string;
  /** The cell's name in labels and problems: "Weapon 3 ram bonus". */
  readonly words: string;
  readonly input: 'short' | { readonly min: number; readonly max: number };
}

/** How each gear table's editor shows its rows. */
export interface GearTableForm {
  /** A row's noun in labels: "Weapon 3 name", "Add weapon". */
  readonly noun: string;
  readonly blank: () => WeaponRow | ArmourRow | VehicleRow;
  /** Headings of the cells the table draws itself (a weapon's skill and tags), after the name. */
  readonly drawn: readonly string[];
  readonly inputs: readonly InputColumn[];
  /** Who uses a stored row, by name ("Carried by"), and the verb for one and for several. */
  readonly usedBy: { readonly heading: string; readonly verbs: readonly [string, string] } | null;
}

const column = (
  heading: string,
  cell: string,
  input: InputColumn['input'],
  words = heading.toLowerCase(),
): InputColumn => ({ heading, cell, words, input });
const bonus = column('Bonus', 'bonus', 'short');
const stat = { min: 0, max: campaignLimits.vehicleStatMax };
const vehicleInputs = [column('Speed', 'speed', stat, 'Speed'), column('Body', 'body', stat, 'Body')];
const usedBy = (heading: string, one: string, many: string) => ({ heading, verbs: [one, many] as const });

export const gearTableForms: Readonly<Record<GearTable, GearTableForm>> = {
  weapon: {
    noun: 'Weapon',
    blank: blankWeapon,
    drawn: ['Skill', 'Tags'],
    inputs: [bonus],
    usedBy: usedBy('Carried by', 'carries', 'carry'),
  },
  armour: {
    noun: 'Armour',
    blank: blankArmour,
    drawn: [],
    inputs: [bonus],
    usedBy: usedBy('Worn by', 'wears', 'wear'),
  },
  vehicle: {
    noun: 'Vehicle',
    blank: blankVehicle,
    drawn: [],
    inputs: [...vehicleInputs, column('Ram bonus', 'ramBonus', 'short')],
    usedBy: null,
  },
};
