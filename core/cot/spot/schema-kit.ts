import * as v from 'valibot';
import { characterId } from '../../shared/ids.ts';
import { spotLimits as limits } from './limits.ts';

/**
 * Small valibot builders shared by the Spot, Heist and Prep schemas: strict objects (an unknown key such as
 * `__proto__` is refused and named), bounded strings and lists, integers in range, with messages that say
 * what was expected. Every number a schema accepts is finite.
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

const reservedKeys = ['__proto__', 'constructor', 'prototype'];

/** An id: 1–200 characters, never a key that would reach an object's prototype. */
export const idSchema = v.pipe(
  filledText(limits.idMax),
  v.check((id) => !reservedKeys.includes(id), 'expected an id that is not a reserved word'),
);

export const characterIdSchema = v.pipe(idSchema, v.transform(characterId));

/** An object without an own key that would reach a prototype (valibot's record would skip it silently). */
const withoutReservedKeys = v.custom<Record<string, unknown>>(
  (input) =>
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    !reservedKeys.some((key) => Object.hasOwn(input, key)),
  'expected a table by id, without __proto__, constructor or prototype keys',
);

/** A record keyed by ids, with at most `max` entries. */
export function idRecord<const TValue extends v.GenericSchema>(value: TValue, max: number) {
  return v.pipe(
    withoutReservedKeys,
    v.record(idSchema, value, 'expected a table by id'),
    v.check((record) => Object.keys(record).length <= max, `expected at most ${max} entries`),
  );
}

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
