import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The players' page never opens the GM's storage (issue 21): nothing it imports, however indirectly, is Dexie or
 * part of renderer/db, or names IndexedDB. The e2e spec checks the built bundle the same way.
 */

const root = resolve(import.meta.dirname, '../../../..');
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/** Every file reached from `entry` by static imports, and every package named on the way. */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const spec = match[1] ?? match[2]!;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const target = resolve(dirname(file), spec);
      if (!existsSync(target)) throw new Error(`${relative(root, file)} imports ${spec}, which is not there`);
      if (/\.(ts|svelte)$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return { files: [...files].map((file) => relative(root, file)), packages: [...packages] };
}

/** A file's code without its comments: a comment may say the page opens no IndexedDB. */
function code(file: string): string {
  return readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('the players’ page', () => {
  const graph = importGraph(join(root, 'renderer/player/main.ts'));

  it('reaches its screen, the shared map drawing and core (the scan follows imports)', () => {
    expect(graph.files).toContain('renderer/player/PlayerScreen.svelte');
    expect(graph.files).toContain('renderer/panels/scenes/heist/HeistMapDrawing.svelte');
    expect(graph.files).toContain('core/index.ts');
  });

  it('imports nothing of the GM’s storage: no Dexie, nothing from renderer/db, no IndexedDB', () => {
    expect(graph.packages.filter((name) => /dexie/i.test(name))).toEqual([]);
    expect(graph.files.filter((file) => file.startsWith('renderer/db/'))).toEqual([]);
    expect(graph.files.filter((file) => /indexedDB/i.test(code(file)))).toEqual([]);
  });
});
