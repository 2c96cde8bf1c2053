import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ruleEntry, rulesCited } from '../../../../core/index.ts';

/**
 * Issue 22: every rule ID the app cites opens in the rules reference. The source of core/ and renderer/ is read as
 * text and every ID in it (code, words shown to the GM, comments alike) must have an entry in
 * resources/rules/reference.json.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));

interface Source {
  readonly file: string;
  readonly text: string;
}

function sources(folder: string): Source[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|svelte)$/.test(file))
    .map((file) => path.join(folder, file))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

/** Every cited ID the reference lacks, with the first file that cites it. */
function missing(files: readonly Source[]): Map<string, string> {
  const lacking = new Map<string, string>();
  for (const { file, text } of files) {
    for (const id of rulesCited(text)) if (ruleEntry(id) === null && !lacking.has(id)) lacking.set(id, file);
  }
  return lacking;
}

describe('the rule IDs the code cites', () => {
  const code = [...sources('core'), ...sources('renderer')];

  it('are read from enough files to mean something', () => {
    expect(code.length).toBeGreaterThan(300);
    const cited = new Set(code.flatMap(({ text }) => rulesCited(text)));
    expect(cited.size).toBeGreaterThan(400);
    for (const family of ['COT-D-', 'COT-FORE-', 'HST-D-', 'HST-SHOOT-', 'BRG-D-', 'MOTH-D-', 'PLY-D-']) {
      expect(
        [...cited].some((id) => id.startsWith(family)),
        family,
      ).toBe(true);
    }
  });

  it('every one has an entry in the rules reference', () => {
    expect(Object.fromEntries(missing(code))).toEqual({});
  });

  it('a cited ID the reference lacks is named, with the file citing it', () => {
    const planted = {
      file: 'core/planted.ts',
      text: '// Cover drops to 0 (COT-WAR-5, COT-WAR-99, HST-SHOOT-1..2)',
    };
    expect(Object.fromEntries(missing([...code, planted]))).toEqual({ 'COT-WAR-99': 'core/planted.ts' });
  });
});
