/**
 * The scanners of the roster formats (HST-MODEL-2), each reading its text once, left to right or right to left,
 * without backtracking: linear in the text's length however hostile it is (issue 16: the regular expressions they
 * replace took seconds on a 64 KB line). Each one accepts exactly what the expression in its comment accepted,
 * with the same groups: whitespace is `\s` (the set `String.prototype.trim` removes), letters match in either
 * ASCII case where the expression had the `i` flag, and `.` stops at a line terminator.
 */

const tab = 9;
const openParen = 40;
const closeParen = 41;
const pipe = 124;

/** `\s`: the whitespace and line terminators of ECMAScript, as `trim` removes them. */
export function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** What `.` does not match: a line terminator. */
const isLineEnd = (code: number): boolean => code === 10 || code === 13 || code === 0x2028 || code === 0x2029;

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** `\w` without the `u` flag. */
const isWordChar = (code: number): boolean =>
  isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/** The index after the whitespace that starts at `from`. */
function spaceEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i += 1;
  return i;
}

/** The index where the whitespace that ends at `to` starts, going no lower than `floor`. */
function spaceStart(text: string, to: number, floor = 0): number {
  let i = to;
  while (i > floor && isSpace(text.charCodeAt(i - 1))) i -= 1;
  return i;
}

function digitEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isDigit(text.charCodeAt(i))) i += 1;
  return i;
}

/** Whether `word` (lower-case ASCII) is at `at`, in either ASCII case (an `i`-flag match without `u`). */
function wordAt(text: string, at: number, word: string): boolean {
  if (at < 0 || at + word.length > text.length) return false;
  for (let j = 0; j < word.length; j++) {
    let code = text.charCodeAt(at + j);
    if (code >= 65 && code <= 90) code += 32;
    if (code !== word.charCodeAt(j)) return false;
  }
  return true;
}

/** `/^\|?\s*:?-{2,}/`: a table's header rule (`|---|---|`, `:--`), a line to skip. */
export function isRuleLine(text: string): boolean {
  let i = text.charCodeAt(0) === pipe ? 1 : 0;
  i = spaceEnd(text, i);
  if (text[i] === ':') i += 1;
  return text[i] === '-' && text[i + 1] === '-';
}

/** `[+-]?\d+` at `from`: the index after it, or -1. */
function signedEnd(text: string, from: number): number {
  const sign = text[from] === '+' || text[from] === '-' ? 1 : 0;
  const end = digitEnd(text, from + sign);
  return end > from + sign ? end : -1;
}

/** The fields of a short-format line. */
export interface ShortLine {
  /** The name, without the whitespace before the bracket. */
  readonly name: string;
  /** `[+-]?\d+`. */
  readonly actions: string;
  readonly skill: string;
  /** The rest of the line after the bracket and its whitespace. */
  readonly gear: string;
}

/**
 * `/^(?<name>[^()]+?)\s*\(\s*(?<a>[+-]?\d+)\s*\/\s*(?<s>[+-]?\d+)\s*\)\s*(?<gear>.*)$/`: `Name (A/S) gear`, or
 * null. The name holds no bracket, so the line's first `(` opens the numbers.
 */
export function shortLine(text: string): ShortLine | null {
  let open = 0;
  while (open < text.length) {
    const code = text.charCodeAt(open);
    if (code === openParen) break;
    if (code === closeParen) return null;
    open += 1;
  }
  if (open === 0 || open === text.length) return null;
  const actionsAt = spaceEnd(text, open + 1);
  const actionsEnd = signedEnd(text, actionsAt);
  if (actionsEnd < 0) return null;
  const slash = spaceEnd(text, actionsEnd);
  if (text[slash] !== '/') return null;
  const skillAt = spaceEnd(text, slash + 1);
  const skillEnd = signedEnd(text, skillAt);
  if (skillEnd < 0) return null;
  const close = spaceEnd(text, skillEnd);
  if (text.charCodeAt(close) !== closeParen) return null;
  const gearAt = spaceEnd(text, close + 1);
  for (let i = gearAt; i < text.length; i++) if (isLineEnd(text.charCodeAt(i))) return null;
  return {
    name: text.slice(0, spaceStart(text, open, 1)),
    actions: text.slice(actionsAt, actionsEnd),
    skill: text.slice(skillAt, skillEnd),
    gear: text.slice(gearAt),
  };
}

/** `/\t|\s*\|\s*|\s{2,}/` at `at`, as `split` tries it there: the index after the separator, or -1. */
function columnBreakEnd(text: string, at: number): number {
  if (text.charCodeAt(at) === tab) return at + 1;
  const after = spaceEnd(text, at);
  if (text.charCodeAt(after) === pipe) return spaceEnd(text, after + 1);
  return after - at >= 2 ? after : -1;
}

/**
 * `text.split(separator)` for a separator that never matches the empty string, given as the function that tries
 * it at one index (the index after it, or -1) and the first index worth trying after a failure there.
 */
function splitAt(
  text: string,
  separatorEnd: (at: number) => number,
  nextTry: (at: number) => number,
): string[] {
  if (text.length === 0) return [''];
  const pieces: string[] = [];
  let start = 0;
  let at = 0;
  while (at < text.length) {
    const end = separatorEnd(at);
    if (end < 0) {
      at = nextTry(at);
      continue;
    }
    pieces.push(text.slice(start, at));
    start = end;
    at = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * A table row's cells: split at a tab, a `|` (with the whitespace around it) or two or more whitespace
 * characters, trimmed, without the empty cells outside a markdown row's first and last `|`.
 */
export function tableCells(line: string): string[] {
  const cells = splitAt(
    line,
    (at) => columnBreakEnd(line, at),
    (at) => at + 1,
  ).map((cell) => cell.trim());
  const trimmed = line.trim();
  if (trimmed.startsWith('|')) cells.shift();
  if (trimmed.endsWith('|')) cells.pop();
  return cells;
}

/**
 * `/(machine ?gun|mg)\s*,\s*(belt|drum)-fed/gi` replaced by `'$1 $2-fed'`: the comma of "Machinegun, belt-fed"
 * dropped, so that the gear list is not split there.
 */
function joinBeltFed(text: string): string {
  let out = '';
  let copied = 0;
  let at = 0;
  while (at < text.length) {
    let headEnd = -1;
    if (wordAt(text, at, 'machine')) {
      if (text[at + 7] === ' ' && wordAt(text, at + 8, 'gun')) headEnd = at + 11;
      else if (wordAt(text, at + 7, 'gun')) headEnd = at + 10;
    } else if (wordAt(text, at, 'mg')) headEnd = at + 2;
    const comma = headEnd < 0 ? -1 : spaceEnd(text, headEnd);
    const feed = comma >= 0 && text[comma] === ',' ? spaceEnd(text, comma + 1) : -1;
    if (
      feed >= 0 &&
      (wordAt(text, feed, 'belt') || wordAt(text, feed, 'drum')) &&
      wordAt(text, feed + 4, '-fed')
    ) {
      out += `${text.slice(copied, at)}${text.slice(at, headEnd)} ${text.slice(feed, feed + 4)}-fed`;
      copied = feed + 8;
      at = copied;
    } else at += 1;
  }
  return out + text.slice(copied);
}

/**
 * `/\([^)]*\)/g`: each bracketed group, as the index of its `(` and its `)`, in order. The commas inside them do not
 * split the gear list.
 */
function bracketGroups(text: string): [number, number][] {
  const groups: [number, number][] = [];
  let open = text.indexOf('(');
  while (open >= 0) {
    const close = text.indexOf(')', open + 1);
    if (close < 0) break;
    groups.push([open, close]);
    open = text.indexOf('(', close + 1);
  }
  return groups;
}

/** `\band\b` at `at`. */
const andAt = (text: string, at: number): boolean =>
  wordAt(text, at, 'and') &&
  (at === 0 || !isWordChar(text.charCodeAt(at - 1))) &&
  (at + 3 === text.length || !isWordChar(text.charCodeAt(at + 3)));

/**
 * A gear list's phrases: split at commas, semicolons, "&" and the word "and" (with the whitespace around them),
 * but not at the comma of "Machinegun, belt-fed" nor at commas inside brackets; trimmed, empty ones dropped. As
 * the old parser did, a "¦" (its stand-in for a bracketed comma) reads as a comma.
 */
export function gearPhrases(text: string): string[] {
  const joined = joinBeltFed(text);
  const groups = bracketGroups(joined);
  let group = 0;
  /** Whether the comma at `at` is inside brackets; asked for increasing indexes only. */
  const bracketed = (at: number): boolean => {
    while (group < groups.length && groups[group]![1] < at) group += 1;
    return group < groups.length && groups[group]![0] < at;
  };
  /** `/\s*(?:,|;|\band\b|&)\s*\/i` at `at`: the index after the separator, or -1. */
  const breakEnd = (at: number): number => {
    const mark = spaceEnd(joined, at);
    const char = joined[mark];
    if ((char === ',' && !bracketed(mark)) || char === ';' || char === '&') return spaceEnd(joined, mark + 1);
    return andAt(joined, mark) ? spaceEnd(joined, mark + 3) : -1;
  };
  // After a failure at `at`, every index up to the end of its whitespace fails the same way.
  const pieces = splitAt(joined, breakEnd, (at) => spaceEnd(joined, at) + 1);
  return pieces.map((piece) => piece.replaceAll('¦', ',').trim()).filter((piece) => piece !== '');
}

/** The grenade kinds as the roster spells them, longest spelling first where one starts another. */
const grenadeSpellings = [
  ['fragmentation', 'frag'],
  ['frag', 'frag'],
  ['flash-bang', 'flashbang'],
  ['flashbang', 'flashbang'],
  ['stun', 'flashbang'],
  ['smoke', 'smoke'],
  ['tear gas', 'teargas'],
  ['tear-gas', 'teargas'],
  ['teargas', 'teargas'],
  ['gas', 'teargas'],
] as const;

/** The fields of a grenade phrase. */
export interface GrenadePhrase {
  readonly kind: (typeof grenadeSpellings)[number][1];
  /** The count before the kind (`2 frag`, `2x frag`), if any. */
  readonly before?: string;
  /** The count after it (`frag x 2`), if any. */
  readonly after?: string;
}

/** `(?:\s*x\s*(?<m>\d+))?$` at `at`: the digits (empty when the group is absent), or null. */
function countAfter(text: string, at: number): string | null {
  if (at === text.length) return '';
  const x = spaceEnd(text, at);
  if (!wordAt(text, x, 'x')) return null;
  const digits = spaceEnd(text, x + 1);
  const end = digitEnd(text, digits);
  return end > digits && end === text.length ? text.slice(digits, end) : null;
}

/**
 * `/^(?:(?<n>\d+)\s*x?\s+)?(?<kind>frag(?:mentation)?|flash-?bang|stun|smoke|tear[ -]?gas|gas)(?:\s+grenades?|s)?
 * (?:\s*x\s*(?<m>\d+))?$/i`: `2 frag grenades`, `2x teargas`, `smoke x 3`, or null.
 */
export function grenadePhrase(text: string): GrenadePhrase | null {
  let at = 0;
  let before: string | undefined;
  if (isDigit(text.charCodeAt(0))) {
    const digits = digitEnd(text, 0);
    const x = spaceEnd(text, digits);
    if (wordAt(text, x, 'x') && isSpace(text.charCodeAt(x + 1))) at = spaceEnd(text, x + 1);
    else if (x > digits) at = x;
    else return null;
    before = text.slice(0, digits);
  }
  const spelling = grenadeSpellings.find(([word]) => wordAt(text, at, word));
  if (!spelling) return null;
  const kindEnd = at + spelling[0].length;
  let after: string | null = null;
  const word = spaceEnd(text, kindEnd);
  if (word > kindEnd && wordAt(text, word, 'grenade')) {
    after = countAfter(text, wordAt(text, word + 7, 's') ? word + 8 : word + 7);
  }
  if (after === null && wordAt(text, kindEnd, 's')) after = countAfter(text, kindEnd + 1);
  else if (after === null) after = countAfter(text, kindEnd);
  if (after === null) return null;
  return {
    kind: spelling[1],
    ...(before === undefined ? {} : { before }),
    ...(after === '' ? {} : { after }),
  };
}

/** The fields of a weapon phrase. */
export interface WeaponPhrase {
  /** Everything before the flags and the reloads. */
  readonly name: string;
  /** The text inside the brackets, if any. */
  readonly flags?: string;
  /** The digits of `w/2 reloads`, if any. */
  readonly reloads?: string;
}

/** `\s+(?:w\/|with\s+)\s*(?<n>\d+)\s+reloads?$`, read from the end: where it may start, and its digits. */
function reloadsTail(text: string): { from: number; to: number; reloads: string } | null {
  const end = text.length;
  let word: number;
  if (wordAt(text, end - 7, 'reloads')) word = end - 7;
  else if (wordAt(text, end - 6, 'reload')) word = end - 6;
  else return null;
  const digitsEnd = spaceStart(text, word);
  if (digitsEnd === word) return null;
  let digits = digitsEnd;
  while (digits > 0 && isDigit(text.charCodeAt(digits - 1))) digits -= 1;
  if (digits === digitsEnd) return null;
  const lead = spaceStart(text, digits);
  let marker: number;
  if (lead >= 2 && wordAt(text, lead - 2, 'w/')) marker = lead - 2;
  else if (lead < digits && wordAt(text, lead - 4, 'with')) marker = lead - 4;
  else return null;
  const from = spaceStart(text, marker);
  if (from === marker) return null;
  return { from, to: marker, reloads: text.slice(digits, digitsEnd) };
}

/**
 * `\s*\((?<flags>[^)]*)\)` ending at the bracket `close`: the first index it may start from (at least 1) and
 * the flags, or null.
 */
function flagsEndingAt(text: string, close: number): { from: number; flags: string } | null {
  const previous = text.lastIndexOf(')', close - 1);
  let open = text.indexOf('(', previous + 1);
  if (open === 0) open = text.indexOf('(', 1);
  if (open < 0 || open >= close) return null;
  return { from: Math.max(1, spaceStart(text, open)), flags: text.slice(open + 1, close) };
}

/**
 * `/^(?<name>.+?)(?:\s*\((?<flags>[^)]*)\))?(?:\s+(?:w\/|with\s+)\s*(?<n>\d+)\s+reloads?)?$/i`: a weapon with its
 * flags and reloads (`SMG (stockless) w/2 reloads`), or null. The name is as short as it can be: the flags and
 * the reloads are the last bracket and the last `w/n reloads` of the phrase.
 */
export function weaponPhrase(text: string): WeaponPhrase | null {
  let nameEnd = text.length;
  let flags: string | undefined;
  let reloads: string | undefined;
  const tail = reloadsTail(text);
  const bracket = tail ? tail.from - 1 : text.length - 1;
  const withFlags = text.charCodeAt(bracket) === closeParen ? flagsEndingAt(text, bracket) : null;
  if (withFlags) {
    nameEnd = withFlags.from;
    flags = withFlags.flags;
    reloads = tail?.reloads;
  } else if (tail && Math.max(1, tail.from) < tail.to) {
    nameEnd = Math.max(1, tail.from);
    reloads = tail.reloads;
  }
  if (nameEnd === 0) return null;
  for (let i = 0; i < nameEnd; i++) if (isLineEnd(text.charCodeAt(i))) return null;
  return {
    name: text.slice(0, nameEnd),
    ...(flags === undefined ? {} : { flags }),
    ...(reloads === undefined ? {} : { reloads }),
  };
}
