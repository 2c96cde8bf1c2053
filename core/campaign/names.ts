import { campaignLimits } from './limits.ts';

/**
 * Campaign names in a library. Two campaigns in the library never share a name: names are compared trimmed and
 * without regard to case ("Docklands" and " docklands " are one name), and a copy that lands beside a campaign
 * of the same name (an import, a restore) gets a suffix — always within the limit on a name's length.
 */

/** The same name for the library: trimmed, case ignored, accents kept. */
export function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}

/** Whether `name` is among `taken`, as the library compares names. */
export function nameAmong(name: string, taken: readonly string[]): boolean {
  return taken.some((other) => sameName(other, name));
}

/**
 * `name` when it is free, else `name (suffix)`, `name (suffix 2)`, … — the first not among `taken`. A name too
 * long to carry its suffix is shortened first (by whole characters, never splitting one), so the result is never
 * longer than `campaignLimits.nameMax`.
 */
export function freeNameAmong(name: string, suffix: string, taken: readonly string[]): string {
  const base = name.trim();
  if (!nameAmong(base, taken) && base.length <= campaignLimits.nameMax) return base;
  for (let n = 1; ; n += 1) {
    const tail = n === 1 ? ` (${suffix})` : ` (${suffix} ${n})`;
    const candidate = `${shortened(base, campaignLimits.nameMax - tail.length)}${tail}`;
    if (!nameAmong(candidate, taken)) return candidate;
  }
}

/** `text` cut to at most `max` UTF-16 units, at a character boundary, without trailing spaces. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = '';
  for (const character of text) {
    if (cut.length + character.length > max) break;
    cut += character;
  }
  return cut.trimEnd();
}
