/**
 * A JSON diff and patch: the few operations that turn one player view into the next, so a screen is sent what
 * changed rather than the whole view (core/player/wire.ts ships them). Pure, and never changes its inputs.
 */

/** A JSON value as `JSON.parse` returns it. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | JsonObject;
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

/** Where a patch operation acts: object keys as strings, array indices as numbers. */
export type JsonPath = readonly (string | number)[];

/**
 * One step of a patch, applied in order:
 * - `set`: puts `value` at `path` (an object key, an array index up to the array's length);
 * - `del`: removes the object key at `path`;
 * - `len`: cuts the array at `path` to `length` items;
 * - `splice`: in the array at `path`, replaces `remove` items from `index` with `items` (a roll added at the top
 *   of a list that keeps its newest dozen is one small splice and a `len`, not a rewrite of every row).
 */
export type PatchOp =
  | { readonly op: 'set'; readonly path: JsonPath; readonly value: JsonValue }
  | { readonly op: 'del'; readonly path: JsonPath }
  | { readonly op: 'len'; readonly path: JsonPath; readonly length: number }
  | {
      readonly op: 'splice';
      readonly path: JsonPath;
      readonly index: number;
      readonly remove: number;
      readonly items: readonly JsonValue[];
    };

/** How far `diffJson` looks for a list whose items moved down or up by a few places. */
const maxShift = 8;

/**
 * The operations that turn `a` into `b`: objects key by key; arrays by the items they share at either end, items
 * shifted by a few places (added or dropped at the top), else index by index; anything else replaced whole. Shares nothing with its inputs' identity; `applyPatch(a, diffJson(a, b))`
 * is deep-equal to `b` (tests/unit/core/player/wire.test.ts checks it as a property).
 */
export function diffJson(a: JsonValue, b: JsonValue): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(a, b, [], ops);
  return ops;
}

function diffInto(a: JsonValue, b: JsonValue, path: (string | number)[], ops: PatchOp[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    diffArray(a, b, path, ops);
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a)) {
      if (!Object.hasOwn(b, key)) ops.push({ op: 'del', path: [...path, key] });
    }
    for (const key of Object.keys(b)) {
      const after = b[key] as JsonValue;
      if (Object.hasOwn(a, key)) diffInto(a[key] as JsonValue, after, [...path, key], ops);
      else ops.push({ op: 'set', path: [...path, key], value: after });
    }
    return;
  }
  ops.push({ op: 'set', path, value: b });
}

function diffArray(
  a: readonly JsonValue[],
  b: readonly JsonValue[],
  path: (string | number)[],
  ops: PatchOp[],
): void {
  let start = 0;
  while (start < a.length && start < b.length && sameJson(a[start], b[start])) start += 1;
  if (start === a.length && start === b.length) return;
  if (start === a.length || start === b.length) {
    tailTo(a.length, b, path, ops); // one is the other's beginning: cut it, or append the rest
    return;
  }
  const shift = start === 0 ? shiftOf(a, b) : 0;
  if (shift > 0) {
    // New items on top: insert them, then cut what fell off the end (or add what is new there).
    ops.push({ op: 'splice', path, index: 0, remove: 0, items: b.slice(0, shift) });
    tailTo(a.length + shift, b, path, ops);
    return;
  }
  if (shift < 0) {
    ops.push({ op: 'splice', path, index: 0, remove: -shift, items: [] });
    tailTo(a.length + shift, b, path, ops);
    return;
  }
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && sameJson(a[endA - 1], b[endB - 1])) {
    endA -= 1;
    endB -= 1;
  }
  if (endA - start === endB - start) {
    for (let index = start; index < endA; index += 1) {
      diffInto(a[index] as JsonValue, b[index] as JsonValue, [...path, index], ops);
    }
    return;
  }
  ops.push({ op: 'splice', path, index: start, remove: endA - start, items: b.slice(start, endB) });
}

/**
 * `k > 0` when `b` is `a` with `k` items added on top (its end possibly cut), `-k` when `a` lost its first `k`
 * items; 0 when neither holds for any `k` up to `maxShift`.
 */
function shiftOf(a: readonly JsonValue[], b: readonly JsonValue[]): number {
  for (let k = 1; k <= maxShift; k += 1) {
    if (overlaps(a, 0, b, k)) return k;
    if (overlaps(a, k, b, 0)) return -k;
  }
  return 0;
}

/** True when `a` from `fromA` and `b` from `fromB` hold the same items as far as both go (at least one). */
function overlaps(a: readonly JsonValue[], fromA: number, b: readonly JsonValue[], fromB: number): boolean {
  const length = Math.min(a.length - fromA, b.length - fromB);
  if (length < 1) return false;
  for (let index = 0; index < length; index += 1) {
    if (!sameJson(a[fromA + index], b[fromB + index])) return false;
  }
  return true;
}

/** After a shift left the array `length` long with its items right so far: cut it, or append `b`'s rest. */
function tailTo(length: number, b: readonly JsonValue[], path: (string | number)[], ops: PatchOp[]): void {
  if (length > b.length) ops.push({ op: 'len', path, length: b.length });
  for (let index = length; index < b.length; index += 1) {
    ops.push({ op: 'set', path: [...path, index], value: b[index] as JsonValue });
  }
}

/** Deep equality of two JSON values (key order aside). */
function sameJson(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
}

/**
 * `value` with `ops` applied in order, copying only along the paths they touch (the input is not changed).
 * @throws TypeError when an operation does not fit the value (a missing parent, an index past the end, a `len`
 * on an object): the screen then asks for a snapshot.
 */
export function applyPatch(value: JsonValue, ops: readonly PatchOp[]): JsonValue {
  return ops.reduce(applyOne, value);
}

function applyOne(root: JsonValue, op: PatchOp): JsonValue {
  if (op.op === 'splice') {
    return updateAt(root, op.path, 0, (target) => {
      const fits = isIndex(op.index) && isIndex(op.remove) && op.index + op.remove <= (target as []).length;
      if (!Array.isArray(target) || !fits) {
        throw new TypeError(`Cannot splice ${JSON.stringify(op.path)} at ${op.index} removing ${op.remove}`);
      }
      return [...target.slice(0, op.index), ...op.items, ...target.slice(op.index + op.remove)];
    });
  }
  if (op.op === 'len') {
    return updateAt(root, op.path, 0, (target) => {
      if (!Array.isArray(target) || !isIndex(op.length) || op.length > target.length) {
        throw new TypeError(`Cannot cut ${JSON.stringify(op.path)} to ${op.length} items`);
      }
      return target.slice(0, op.length);
    });
  }
  const key = op.path.at(-1);
  if (key === undefined) {
    if (op.op === 'del') throw new TypeError('A del operation needs a path');
    return op.value;
  }
  return updateAt(root, op.path.slice(0, -1), 0, (parent) => {
    if (Array.isArray(parent)) {
      if (op.op === 'set' && typeof key === 'number') return withIndex(parent, key, op.value);
      throw new TypeError(`Cannot ${op.op} item ${JSON.stringify(key)} of an array`);
    }
    if (!isObject(parent) || typeof key !== 'string')
      throw new TypeError(`No object holds key ${String(key)}`);
    return op.op === 'set' ? withKey(parent, key, op.value) : withoutKey(parent, key);
  });
}

/** Rebuilds `value` along `path`, letting `change` rewrite what the path leads to. */
function updateAt(
  value: JsonValue,
  path: JsonPath,
  depth: number,
  change: (target: JsonValue) => JsonValue,
): JsonValue {
  if (depth === path.length) return change(value);
  const key = path[depth];
  if (Array.isArray(value) && typeof key === 'number' && isIndex(key) && key < value.length) {
    return withIndex(value, key, updateAt(value[key] as JsonValue, path, depth + 1, change));
  }
  if (isObject(value) && typeof key === 'string' && Object.hasOwn(value, key)) {
    return withKey(value, key, updateAt(value[key] as JsonValue, path, depth + 1, change));
  }
  throw new TypeError(`The path ${JSON.stringify(path.slice(0, depth + 1))} is not in the view`);
}

function withIndex(array: readonly JsonValue[], index: number, item: JsonValue): JsonValue[] {
  if (!isIndex(index) || index > array.length) throw new TypeError(`Index ${index} is past the array's end`);
  const copy = [...array];
  copy[index] = item;
  return copy;
}

/** A copy of `object` with `key` set, as an own data property even for `__proto__` (no prototype change). */
function withKey(object: JsonObject, key: string, item: JsonValue): JsonObject {
  const copy: Record<string, JsonValue> = { ...object };
  Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
  return copy;
}

function withoutKey(object: JsonObject, key: string): JsonObject {
  if (!Object.hasOwn(object, key)) throw new TypeError(`No key ${key} to remove`);
  const copy: Record<string, JsonValue> = { ...object };
  delete copy[key];
  return copy;
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number ≥ 0 that can index an array. */
export function isIndex(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}
