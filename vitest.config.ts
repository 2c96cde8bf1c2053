import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Most unit tests share their worker's module cache (`isolate: false`): importing core once per worker instead of once
 * per file cuts the unit run from about 4.5 minutes to under 2 on this 2-core machine. A file that replaces modules or
 * globals (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.resetModules`) — and every test of `electron/`, which runs
 * against a mocked `electron` — gets a fresh module graph of its own, as before, so no mock can leak into another file.
 */
const replacesModules = /\bvi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path).split('\\').join('/')] : [];
  });
}

const isolatedFiles = testFiles(join(root, 'tests/unit')).filter(
  (file) =>
    file.startsWith('tests/unit/electron/') || replacesModules.test(readFileSync(join(root, file), 'utf8')),
);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      root,
      environment: 'node',
      testTimeout: 20_000,
      pool: 'forks',
      // Node's DecompressionStream, made to behave as the browser's on a damaged file (see the file).
      setupFiles: ['tests/setup/decompression.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['tests/unit/**/*.test.ts'],
            exclude: isolatedFiles,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: isolatedFiles, isolate: true } },
      ],
    },
  }),
);
