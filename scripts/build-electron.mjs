/**
 * Bundles electron/ with esbuild:
 * - electron/main.ts    → dist/electron/main.js    ESM for Electron's Node (valibot inlined; `electron` external)
 * - electron/preload.ts → dist/electron/preload.cjs one CommonJS file: a sandboxed preload may
 *   `require` only `electron`, so the build fails if the bundle requires anything else.
 * - electron/player-preload.ts → dist/electron/player-preload.cjs the players' window's preload, the same way.
 * main.js inlines `ws` (the players' hub) too, and may require only `electron` and Node's built-ins.
 *
 * Usage: node scripts/build-electron.mjs [--outdir <folder>]   (default: dist/electron)
 */
import { isBuiltin } from 'node:module';
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

/**
 * `ws` tries `require('bufferutil')` and `require('utf-8-validate')` (optional native speed-ups, not installed)
 * inside try/catch: each becomes a module that throws, so ws falls back to its own JavaScript and main.js
 * requires nothing outside Electron and Node.
 */
const wsOptionalNatives = {
  name: 'ws-optional-natives',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^(bufferutil|utf-8-validate)$/ }, (args) => ({
      path: args.path,
      namespace: 'ws-optional-native',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'ws-optional-native' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is not bundled`)});`,
      loader: 'js',
    }));
  },
};

const preloadBuild = (entry, file) =>
  build({
    ...shared,
    entryPoints: [entry],
    outfile: path.join(outdir, file),
    format: 'cjs',
    target: ['node22', 'chrome140', scannable],
  });

const started = performance.now();
const [main, preload, playerPreload] = await Promise.all([
  build({
    ...shared,
    entryPoints: ['electron/main.ts'],
    outfile: path.join(outdir, 'main.js'),
    format: 'esm',
    target: ['node22', scannable],
    plugins: [wsOptionalNatives],
    // ws is CommonJS: in an ES module bundle its `require` of Node's built-ins needs a real `require`.
    banner: {
      js: "import { createRequire as __heistboxRequire } from 'node:module'; const require = __heistboxRequire(import.meta.url);",
    },
  }),
  preloadBuild('electron/preload.ts', 'preload.cjs'),
  preloadBuild('electron/player-preload.ts', 'player-preload.cjs'),
]);

/** The modules a bundle leaves to `require`/`import` at run time, other than those `allowed`. */
function foreignImports(result, allowed) {
  return Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !allowed(entry.path))
    .map((entry) => entry.path);
}

for (const [name, result] of [
  ['preload', preload],
  ["players' preload", playerPreload],
]) {
  const names = foreignImports(result, (module) => module === 'electron');
  if (names.length > 0) {
    console.error(
      `The ${name} requires ${names.join(', ')}; a sandboxed preload can only require 'electron'.`,
    );
    process.exit(1);
  }
}
const mainNames = foreignImports(main, (module) => module === 'electron' || isBuiltin(module));
if (mainNames.length > 0) {
  console.error(
    `main.js requires ${mainNames.join(', ')}; it may require only 'electron' and Node's built-ins.`,
  );
  process.exit(1);
}

const elapsed = Math.round(performance.now() - started);
console.log(
  `electron: main.js, preload.cjs and player-preload.cjs written to ${path.relative(root, outdir)} in ${elapsed} ms`,
);
