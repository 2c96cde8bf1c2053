import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules live in core (issue 17): a panel shows what core says. This scan keeps three kinds of rule out of the
 * renderer — a filter over characters or fighters by their condition, probability arithmetic, and a number
 * input's upper limit typed as a literal — each of which core now gives (its form views, odds and limits).
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

const patterns: readonly { readonly rule: string; readonly pattern: RegExp }[] = [
  { rule: 'a filter by condition (core gives the list)', pattern: /\.filter\([^;]{0,160}?condition\.state/g },
  { rule: 'probability arithmetic (core gives the odds)', pattern: /Math\.pow\(|\d\s*\*\*\s*-?\s*\w/g },
  {
    rule: 'a number input’s upper limit as a literal (core gives the limit)',
    pattern: /<input\b[^>]*?\btype="number"[^>]*?\smax=(?:"\d+"|\{\d+\})/g,
  },
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
    expect(rulesIn(`<input type="number" min="0" max="20" step="1" />`)).toHaveLength(1);
    expect(rulesIn(`<input type="number" min={0} max={99} />`)).toHaveLength(1);
    expect(rulesIn(`/** 6 ** -n is core's */ <progress max="1"></progress>`)).toEqual([]);
    expect(rulesIn(`<input type="number" min={limits.min} max={limits.max} />`)).toEqual([]);
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
