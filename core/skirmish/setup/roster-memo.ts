import { parseRoster } from './roster.ts';
import type { RosterOptions, RosterParse } from './roster.ts';

/** Parses a roster text, as `parseRoster` does; `rosterMemo()` makes one that remembers. */
export type RosterReader = (text: string, options: RosterOptions) => RosterParse;

/**
 * A `parseRoster` that remembers its last `size` texts (with their options), so that a form reading every roster
 * on each change parses only the text that changed (issue 16: the new-fight form read each one twice a keystroke).
 * The parses it returns are shared: never mutate them.
 */
export function rosterMemo(size = 16): RosterReader {
  const kept = new Map<string, RosterParse>();
  return (text, options) => {
    const key = `${options.revolverSpeedloadersDefault ?? true}\n${text}`;
    const parse = kept.get(key) ?? parseRoster(text, options);
    kept.delete(key);
    kept.set(key, parse);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return parse;
  };
}
