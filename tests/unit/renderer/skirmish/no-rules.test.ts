import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: "no panel filters a list, copies a limit or restates a rule". The HEIST skirmish's panels are read
 * for the shapes those rules took before core gave its form views (`orderForm`, `lineOfFireModels`,
 * `aimedField`, `orderLimits`, a blast's `bystanders`, a Hail Mary donor's `recipients`).
 */

const root = join(__dirname, '../../../../renderer/panels/skirmish');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const shapes: readonly [string, RegExp][] = [
  ['a model filtered by its presence', /presence\.kind\s*[!=]==/],
  ['a model filtered by its side', /\.filter\(\s*\(?\w+\)?\s*=>[^)]*\.side\s*[!=]==[^)]*fight\.models/],
  ['gear counted above 0', /(reloads|grenades\[[^\]]+\])\s*\??\s*\)?\s*>\s*0/],
  ['vehicles filtered by exploded', /=>\s*!\w+\.exploded/],
  ['a limit literal in a field', /\bmax(length)?="\d+"/],
  ['dice of a shot restated', /3d(8|10)/],
  ['a die filtered out of its own recipients', /reaching\.filter/],
];

describe('the skirmish panels restate no rule (issue 17)', () => {
  const sources = files(root).map((file) => ({
    file: relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));

  it.each(shapes)('no panel holds %s', (_, shape) => {
    expect(sources.filter(({ text }) => shape.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
