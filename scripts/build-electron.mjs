/**
 * Bundles electron/ with esbuild:
 * - electron/main.ts    → dist/electron/main.js    ESM for Electron's Node (valibot inlined; `electron` external)
 * - electron/preload.ts → dist/electron/preload.cjs one CommonJS file: a sandboxed preload may
 *   `require` only `electron`, so the build fails if the bundle requires anything else.
 *
 * Usage: node scripts/build-electron.mjs [--outdir <folder>]   (default: dist/electron)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(root, values.outdir ?? 'dist/electron');

/**
 * Electron 45 ships Node 22 and Chromium 140. Syntax newer than ES2021 is lowered too: Electronegativity
 * (npm run test:security) cannot walk class private fields (core's file reader has them) and would leave
 * the whole bundle unscanned; esbuild's WeakMap stand-ins behave the same, at no cost that matters here.
 */
const scannable = 'es2021';

const shared = {
  bundle: true,
  platform: 'node',
  external: ['electron'],
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  absWorkingDir: root,
};

const started = performance.now();
const [, preload] = await Promise.all([
  build({
    ...shared,
    entryPoints: ['electron/main.ts'],
    outfile: path.join(outdir, 'main.js'),
    format: 'esm',
    target: ['node22', scannable],
  }),
  build({
    ...shared,
    entryPoints: ['electron/preload.ts'],
    outfile: path.join(outdir, 'preload.cjs'),
    format: 'cjs',
    target: ['node22', 'chrome140', scannable],
  }),
]);

const foreignImports = Object.values(preload.metafile.outputs)
  .flatMap((output) => output.imports)
  .filter((entry) => entry.external && entry.path !== 'electron');
if (foreignImports.length > 0) {
  const names = foreignImports.map((entry) => entry.path).join(', ');
  console.error(`The preload requires ${names}; a sandboxed preload can only require 'electron'.`);
  process.exit(1);
}

const elapsed = Math.round(performance.now() - started);
console.log(`electron: main.js and preload.cjs written to ${path.relative(root, outdir)} in ${elapsed} ms`);
