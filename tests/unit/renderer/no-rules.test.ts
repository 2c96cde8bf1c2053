import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules live in core (issue 17): a panel shows what core says. This scan keeps three kinds of rule out of the
 * renderer — a filter over characters or fighters by their condition, a filter over a chase's groups or
 * participants by whether they have left it, probability arithmetic, and a number input's lower or upper limit
 * typed as a literal — each of which core now gives (its form views, chase view, odds and limits).
 * The skirmish panels are scanned by their own work, not here.
 */

const root = join(import.meta.dirname, '../../../renderer');
const skipped = [join(root, 'panels/skirmish')];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.includes(path) ? [] : sources(path);
    return /\.(ts|svelte)$/.test(entry.name) ? [path] : [];
  });
}

/** The text without comments, so a TSDoc line that names a rule is not taken for code. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/<!--[\s\S]*?-->/g, '');
}

/**
 * A number input's bound typed as a literal: an `<input type="number">` (the type before or after it) or the
 * tray's `<NumberField>`, with `min="0"` or `min={1}` (likewise `max`).
 */
function literalBound(bound: 'min' | 'max'): RegExp {
  const numberInput = String.raw`<(?:input\b(?=[^>]*?\btype="number")|NumberField\b)`;
  return new RegExp(String.raw`${numberInput}[^>]*?\s${bound}=(?:"-?\d+"|\{-?\d+\})`, 'g');
}

const patterns: readonly { readonly rule: string; readonly pattern: RegExp }[] = [
  { rule: 'a filter by condition (core gives the list)', pattern: /\.filter\([^;]{0,160}?condition\.state/g },
  {
    rule: 'a filter by who has left a chase (core gives who is still in it)',
    pattern: /\.filter\([^;]{0,160}?(?:\.left\b|\bleft\s*[!=]==)/g,
  },
  { rule: 'probability arithmetic (core gives the odds)', pattern: /Math\.pow\(|\d\s*\*\*\s*-?\s*\w/g },
  { rule: 'a number input’s upper limit as a literal (core gives the limit)', pattern: literalBound('max') },
  { rule: 'a number input’s lower limit as a literal (core gives the limit)', pattern: literalBound('min') },
];

/** Every place in `text` that breaks one of the patterns, as "rule: excerpt". */
export function rulesIn(text: string): string[] {
  const stripped = code(text);
  return patterns.flatMap(({ rule, pattern }) =>
    [...stripped.matchAll(pattern)].map((match) => `${rule}: ${match[0].replace(/\s+/g, ' ').slice(0, 80)}`),
  );
}

describe('no rule in the renderer', () => {
  it('finds each kind of rule it guards against (so a clean scan means something)', () => {
    expect(rulesIn(`const alive = list.filter((c) => c.condition.state !== 'dead');`)).toHaveLength(1);
    expect(rulesIn(`const p = 6 ** -rolled;`)).toHaveLength(1);
    expect(rulesIn(`const p = Math.pow(1 / 6, n);`)).toHaveLength(1);
    expect(rulesIn(`<input type="number" min="0" max="20" step="1" />`)).toHaveLength(2);
    expect(rulesIn(`<input type="number" min={0} max={99} />`)).toHaveLength(2);
    expect(rulesIn(`/** 6 ** -n is core's */ <progress max="1"></progress>`)).toEqual([]);
    expect(rulesIn(`<input type="number" min={limits.min} max={limits.max} />`)).toEqual([]);
  });

  it('finds a filter on who has left a chase, however the filter names it', () => {
    expect(rulesIn(`const boarders = view.participants.filter((p) => p.left === null);`)).toHaveLength(1);
    expect(rulesIn(`view.groups\n    .filter((g) => g.left !== null)\n    .map((g) => g.id)`)).toHaveLength(
      1,
    );
    expect(rulesIn(`const lanes = groups.filter(({ left }) => left === null);`)).toHaveLength(1);
    expect(rulesIn(`const still = people.filter((p) => !p.left);`)).toHaveLength(1);
    // drawing a participant's leaving is the panel's; only filtering on it is a rule
    expect(rulesIn(`<tr class={[p.left !== null && 'gone']}>{leaveText(p.left)}</tr>`)).toEqual([]);
    expect(rulesIn(`const groups = view.groupsIn.map((g) => g.id); const x = layout.left;`)).toEqual([]);
  });

  it('finds a number input’s lower limit typed as a literal, in either attribute order and in NumberField', () => {
    expect(rulesIn(`<input type="number" min="0" step="1" bind:value={heat} />`)).toHaveLength(1);
    expect(rulesIn(`<input min="1" type="number" bind:value={days} />`)).toHaveLength(1);
    expect(rulesIn(`<input\n  type="number"\n  min={1}\n  bind:value={n}\n/>`)).toHaveLength(1);
    expect(rulesIn(`<NumberField label="Days" min={1} bind:value={days} />`)).toHaveLength(1);
    expect(rulesIn(`<NumberField label="Days" max="99" bind:value={days} />`)).toHaveLength(1);
    expect(rulesIn(`<input type="number" min={bounds.min} step="1" />`)).toEqual([]);
    expect(rulesIn(`<NumberField label="Days" min={limits.downtimeDaysMin} bind:value={days} />`)).toEqual(
      [],
    );
    // not a number input: a range slider or a text field's length is no rule of the game
    expect(rulesIn(`<input type="range" min="0" max="100" />`)).toEqual([]);
    expect(rulesIn(`<input minlength="1" maxlength="200" />`)).toEqual([]);
  });

  it('finds none in renderer/ outside the skirmish panels', () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      rulesIn(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
