import * as v from 'valibot';
import { characterId } from './ids.ts';

/**
 * Small valibot builders every schema of core shares (the campaign's, every engine's): strict objects (an unknown
 * key such as `__proto__` is refused and named), bounded strings and lists, integers in range, and ids, with
 * messages that say what was expected. Every number a schema accepts is finite.
 */

export function integer(min: number, max: number) {
  const message = `expected a whole number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

export function finite(min: number, max: number) {
  const message = `expected a number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));
}

export function text(max: number) {
  return v.pipe(v.string('expected text'), v.maxLength(max, `expected at most ${max} characters`));
}

export function filledText(max: number) {
  return v.pipe(
    v.string('expected text'),
    v.minLength(1, 'expected text that is not empty'),
    v.maxLength(max, `expected at most ${max} characters`),
  );
}

export function list<const TItem extends v.GenericSchema>(item: TItem, max: number) {
  return v.pipe(v.array(item, 'expected a list'), v.maxLength(max, `expected at most ${max} items`));
}

export function object<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, 'expected an object');
}

export function oneOf<const TOptions extends readonly string[]>(options: TOptions) {
  return v.picklist(options, `expected one of: ${options.join(', ')}`);
}

export function pair<const TItem extends v.GenericSchema>(item: TItem) {
  return v.tuple([item, item], 'expected a pair');
}

export const flag = v.boolean('expected true or false');

// ── Ids ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Words an id may never be: every name an object answers through `Object.prototype` (`__proto__`, `constructor`,
 * `toString`, `hasOwnProperty`…) and `prototype`. An id is a key of the tables the state keeps (characters,
 * scenes, zones, models…): one of these would reach the prototype, or read as a member every table already has.
 * Spelt out rather than read from the running engine, so that what a file may hold never depends on it.
 */
export const reservedWords: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'toLocaleString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
];

const reserved = new Set(reservedWords);

/** Whether `id` is one of the `reservedWords`: the one check every id of core goes through. */
export function isReservedId(id: string): boolean {
  return reserved.has(id);
}

export const reservedIdMessage = 'expected an id that is not a reserved word';

/** An id of 1–`max` characters that is not a reserved word. */
export function idText(max: number) {
  return v.pipe(
    filledText(max),
    v.check((id) => !isReservedId(id), reservedIdMessage),
  );
}

/** The ids of characters everywhere (the sheets', the scenes', every engine's). */
export const characterIdMax = 200;
export const characterIdSchema = v.pipe(idText(characterIdMax), v.transform(characterId));

/** An object without an own key that is a reserved word (valibot's record would skip `__proto__` silently). */
const withoutReservedKeys = v.custom<Record<string, unknown>>(
  (input) =>
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    !Object.keys(input).some(isReservedId),
  'expected a table by id, without a reserved word as a key',
);

/** A table keyed by ids (`key`: the id schema), with at most `max` entries; a reserved key is refused. */
export function idRecord<
  const TKey extends v.GenericSchema<string, string>,
  const TValue extends v.GenericSchema,
>(key: TKey, value: TValue, max: number) {
  return v.pipe(
    withoutReservedKeys,
    v.record(key, value, 'expected a table by id'),
    v.check((record) => Object.keys(record).length <= max, `expected at most ${max} entries`),
  );
}

/** The ids of Spots, zones, scenes and every engine's own things: 1–200 characters, never a reserved word. */
export const idMax = 200;
export const idSchema = idText(idMax);

/** A table keyed by ids (`idSchema`), with at most `max` entries; a reserved word as a key is refused. */
export function idTable<const TValue extends v.GenericSchema>(value: TValue, max: number) {
  return idRecord(idSchema, value, max);
}

// ── Schemas pinned to their types ───────────────────────────────────────────────────────────────────

/** Readonly all the way down, as the contract types are: for comparing schema outputs with them. */
export type Frozen<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly [infer A, infer B]
    ? readonly [Frozen<A>, Frozen<B>]
    : T extends readonly (infer U)[]
      ? readonly Frozen<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Frozen<T[K]> }
        : T;

/** True only when A and B are the same type (up to readonly): used to pin schemas to the types they check. */
export type Same<A, B> = [Frozen<A>] extends [Frozen<B>]
  ? [Frozen<B>] extends [Frozen<A>]
    ? true
    : false
  : false;
