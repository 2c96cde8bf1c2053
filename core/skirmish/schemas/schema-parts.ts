import * as v from 'valibot';
import { keepHighestOrNull } from '../../dice/roll.ts';
import { idRecord, idText } from '../../shared/schema-kit.ts';
import { grenadeKinds, modelLimits } from '../setup/profile.ts';
import { targetClasses } from '../shots/target-class.ts';
import { weaponNames } from '../setup/weapons.ts';

/**
 * Building blocks of the skirmish schemas: every number finite and in range, every string and list bounded,
 * every object strict (an unknown key is refused and named).
 */

export const limits = {
  idMax: 80,
  textMax: 200,
  listMax: 200,
  inchesMax: 1000,
  epochMax: 8.64e15,
  /** A Move's, a throw's or a drive's distance, in inches (the rules' own caps, 3" or 12", are decide's). */
  actionInchesMax: 100,
  /** A step or a Move's shift to clear an obstacle, in inches (the rules' 1 BW is decide's). */
  shiftInchesMax: 10,
  /** Choke points or obstacles on a throw's path. */
  pathCountMax: 20,
  /** A vehicle's turn, in degrees (the rules' 90° is decide's). */
  turnDegreesMax: 360,
} as const;

export function integer(min: number, max: number) {
  const message = `expected an integer from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

export function decimal(min: number, max: number) {
  const message = `expected a number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));
}

export function text(max: number = limits.textMax) {
  return v.pipe(v.string('expected text'), v.maxLength(max, `expected at most ${max} characters`));
}

export function filled(max: number = limits.idMax) {
  return v.pipe(
    v.string('expected text'),
    v.minLength(1, 'expected text that is not empty'),
    v.maxLength(max, `expected at most ${max} characters`),
  );
}

export function list<const T extends v.GenericSchema>(item: T, max: number = limits.listMax) {
  return v.pipe(v.array(item, 'expected a list'), v.maxLength(max, `expected at most ${max} items`));
}

export function object<const T extends v.ObjectEntries>(entries: T) {
  return v.strictObject(entries, 'expected an object');
}

export function oneOf<const T extends readonly string[]>(options: T) {
  return v.picklist(options, `expected one of: ${options.join(', ')}`);
}

/** Ids name models, sides, vehicles and cards: never a reserved word such as `__proto__` or `toString`. */
export const id = idText(limits.idMax);

/** A table keyed by ids (sides, models…), at most `limits.listMax` entries; a reserved word as a key is refused. */
export function record<const T extends v.GenericSchema>(value: T) {
  return idRecord(id, value, limits.listMax);
}

export const flag = v.boolean('expected true or false');
export const inches = decimal(0, limits.inchesMax);
export const epoch = decimal(0, limits.epochMax);
export const optionalAt = { at: v.exactOptional(epoch) };
export const slot = oneOf(['long', 'sidearm'] as const);
export const cover = oneOf(['none', 'low', 'high'] as const);
export const grenadeKind = v.picklist(grenadeKinds, `expected one of: ${grenadeKinds.join(', ')}`);
export const targetClass = v.picklist(targetClasses, `expected one of: ${targetClasses.join(', ')}`);
export const weaponName = v.picklist(weaponNames, 'expected a weapon of the weapons table');
export const face = integer(0, 12);
export const faces = list(face, 12);

export const check = object({
  roll: integer(0, 10),
  effective: integer(-20, 30),
  passed: flag,
  card: v.exactOptional(oneOf(['pass', 'fail'] as const)),
});

export const visibility = object({
  darkness: v.nullable(decimal(1, 100)),
  weather: v.nullable(decimal(1, 100)),
});

export const targetRef = v.variant('kind', [
  object({ kind: v.literal('model'), model: id }),
  object({ kind: v.literal('vehicle'), vehicle: id }),
  object({ kind: v.literal('object'), name: filled(limits.textMax) }),
]);

/** A City of Thieves pool on the table (COT-DICE-2, COT-DICE-3): 1 to `poolMax` dice, keeping at most as many. */
export const cotPool = v.pipe(
  object({ rolled: integer(1, modelLimits.poolMax), kept: integer(1, modelLimits.poolMax) }),
  v.check((pool) => pool.kept <= pool.rolled, 'expected no more kept dice than rolled dice'),
);

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** A roll of a COT pool whose kept dice, total and catastrophe are what its faces give (COT-DICE-4, COT-DICE-7). */
export const cotRoll = v.pipe(
  object({
    pool: cotPool,
    faces: list(integer(1, 6), modelLimits.poolMax),
    keptIndices: list(integer(0, modelLimits.poolMax - 1), modelLimits.poolMax),
    kept: list(integer(1, 6), modelLimits.poolMax),
    total: integer(0, 6 * modelLimits.poolMax),
    catastrophe: flag,
  }),
  v.check((roll) => {
    const again = keepHighestOrNull(roll.pool, roll.faces);
    return (
      again !== null &&
      same(again.keptIndices, roll.keptIndices) &&
      same(again.kept, roll.kept) &&
      again.total === roll.total &&
      again.catastrophe === roll.catastrophe
    );
  }, 'expected the kept dice, total and catastrophe that its faces give'),
);
