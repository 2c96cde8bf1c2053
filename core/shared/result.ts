/**
 * What a rules step decides: the events to store, or a rejection that stores nothing.
 * A rejection carries a stable `code` (the panel looks up its wording) and the data it names.
 */
export type Decision<E> = Accepted<E> | Rejection;

export interface Accepted<E> {
  readonly ok: true;
  readonly events: readonly E[];
}

export interface Rejection {
  readonly ok: false;
  /** Namespaced and stable, e.g. `'character/out-of-range'`. */
  readonly code: string;
  /** A sentence for the GM naming the problem, e.g. "Muscle must be 1–5 (got 0)". */
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

export function ok<E>(events: readonly E[]): Accepted<E> {
  return { ok: true, events };
}

export function reject(code: string, message: string, data?: Readonly<Record<string, unknown>>): Rejection {
  return data === undefined ? { ok: false, code, message } : { ok: false, code, message, data };
}

/** True when a lookup or a plan returned a rejection instead of its value. */
export function isRejection<T extends object>(value: T | Rejection): value is Rejection {
  return 'ok' in value && (value as { ok: unknown }).ok === false;
}

/** For exhaustive switches: a value TypeScript proved impossible reached run time. */
export function unreachable(value: never): never {
  throw new TypeError(`Unexpected value: ${JSON.stringify(value)}`);
}
