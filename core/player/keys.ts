/**
 * The keys of people on the players' screen (issue 21). While a view is built, anyone not of the crew carries a
 * provisional key (`provisionalKey`: their id behind a private-use mark); `settleKeys` then numbers them `p1`, `p2`…
 * in the order they first appear in the finished view. So a key says nothing the view does not draw: not the GM's
 * id (which may carry a name: a generated guard's, a model's), and not, by a gap (`p1`, `p3`), that someone the crew
 * cannot see sits between in the campaign's list or a scene's roster.
 */

/** U+E000, of Unicode's private use area: no key or word of the view starts with it except a provisional key. */
const mark = '\uE000';

/** The provisional key of someone not of the crew, until `settleKeys` numbers it. */
export function provisionalKey(id: string): string {
  return `${mark}${id}`;
}

/**
 * The view with every provisional key replaced by `p<n>`, numbered in the order of first appearance (the view's own
 * order: its people, then its scenes, then its rolls). A plain-JSON walk, as big as the view: it reads nothing else.
 */
export function settleKeys<T>(view: T): T {
  const keys = new Map<string, string>();
  const settle = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (!value.startsWith(mark)) return value;
      const key = keys.get(value) ?? `p${keys.size + 1}`;
      keys.set(value, key);
      return key;
    }
    if (Array.isArray(value)) return value.map(settle);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, settle(field)]));
    return value;
  };
  return settle(view) as T;
}
