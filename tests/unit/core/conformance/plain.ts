/**
 * Plain JSON values, compared and frozen without turning them into text: the suite does it at every step, so it
 * walks the values once and stops early where it can.
 */

/** Equal as JSON values: the same numbers, strings, lists and keys, whatever the keys' order; undefined = absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const list = b as unknown[];
    return a.length === list.length && a.every((item, i) => deepEqual(item, list[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const mine = keys(left);
  if (mine.length !== keys(right).length) return false;
  return mine.every((k) => Object.hasOwn(right, k) && deepEqual(left[k], right[k]));
}

/** Where a value is not plain JSON (a Map, a Date, NaN, a function…), or null when it is. */
export function notPlain(value: unknown, path = '(root)'): string | null {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean')
    return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (typeof value !== 'object') return `${path} is a ${typeof value}`;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const problem = notPlain(item, `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return `${path} is a ${value.constructor.name}`;
  for (const [key, item] of Object.entries(value)) {
    const problem = notPlain(item, `${path}.${key}`);
    if (problem) return problem;
  }
  return null;
}

/**
 * Freezes a value and everything in it, down to the parts already frozen (a new state shares the unchanged parts
 * of the one before, frozen at the step before): a rule that changes what it was given then throws.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}
