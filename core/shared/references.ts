/**
 * The references an event follows, checked where it is applied: an imported log is trusted for nothing, so an
 * event naming someone or something the state does not hold (a character not at the Spot, a zone the map does
 * not have, a model not in the fight) is a corrupt log, refused at once rather than written into the state as a
 * dangling id that a board would later trip on. Each check costs a lookup in the table the event names, never
 * a walk over the state.
 *
 * The messages are clauses the replay prefixes with the event: `heist/broke-out names "x", who is not at the
 * Spot`.
 */

/** The error for an id that is not there: `names "x", <what>` (a relative clause: "who is not at the Spot"). */
export function absent(id: string, what: string): Error {
  return new Error(`names ${JSON.stringify(id)}, ${what}`);
}

/**
 * The entry `id` of a table keyed by id, own keys only (a `constructor` must not find Object's).
 * @throws Error naming the id when the table has no such entry.
 */
export function mustHave<T>(table: Readonly<Record<string, T>>, id: string, what: string): T {
  if (!Object.hasOwn(table, id)) throw absent(id, what);
  return table[id] as T;
}

/**
 * The item of a list whose `id` is `id`.
 * @throws Error naming the id when no item has it.
 */
export function mustFind<T extends { readonly id: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw absent(id, what);
  return found;
}

/**
 * Every id of `ids` is one `has` knows.
 * @throws Error naming the first that is not.
 */
export function mustAll<T extends string>(ids: readonly T[], has: (id: T) => boolean, what: string): void {
  for (const id of ids) if (!has(id)) throw absent(id, what);
}

/**
 * No id is listed twice (a list of people, of slots).
 * @throws Error naming the first repeated id.
 */
export function mustBeDistinct(ids: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`names ${JSON.stringify(id)} twice among ${what}`);
    seen.add(id);
  }
}

/** Whether a list of items with ids holds one with this id. */
export function hasId(list: readonly { readonly id: string }[], id: string): boolean {
  return list.some((item) => item.id === id);
}
