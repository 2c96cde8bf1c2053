/**
 * What electron-builder puts into app.asar, checked by packaging for real (`--dir`, Linux) in a
 * temporary copy of the project: package.json and electron-builder.yml from the repo, dist/electron
 * freshly built by scripts/build-electron.mjs, a minimal dist/renderer, and decoys (sources, tests,
 * node_modules, source maps) that must stay out. Electron itself is a stub folder (`electronDist`)
 * whose executable carries a fuse wire, so this runs offline and also checks the fuses are flipped.
 */
import { execFile } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { extractFile, listPackage } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const fuseSentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's default wire: runAsNode, cookieEncryption, nodeOptions, inspect, asarIntegrity, onlyAsar, v8Snapshot, fileProtocol. */
const defaultFuses = '10110001';

let temp: string;
let project: string;
let asarPath: string;
let executable: string;

async function put(relativePath: string, text: string): Promise<void> {
  const file = path.join(project, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** A stand-in for an unpacked Electron: an executable holding a version-1 fuse wire. */
async function stubElectron(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'electron');
  await writeFile(file, `#!/bin/sh\nexit 0\n${fuseSentinel}\u0001\u0008${defaultFuses}`, 'latin1');
  await chmod(file, 0o755);
}

async function makeProject(): Promise<void> {
  for (const file of ['package.json', 'electron-builder.yml', 'resources/icons/icon.png']) {
    await cp(path.join(repo, file), path.join(project, file));
  }
  const outdir = path.join(project, 'dist', 'electron');
  await run(process.execPath, [path.join(repo, 'scripts', 'build-electron.mjs'), '--outdir', outdir]);
  await put(
    'dist/renderer/index.html',
    '<!doctype html><title>Heistbox</title><script src="./assets/index.js"></script>',
  );
  await put('dist/renderer/assets/index.js', 'console.log("renderer")');
  // Decoys: everything below must stay out of the package.
  await put('dist/electron/main.js.map', '{}');
  await put('dist/renderer/assets/index.js.map', '{}');
  await put('electron/main.ts', 'export {};');
  await put('core/index.ts', 'export {};');
  await put('renderer/App.svelte', '<p>source</p>');
  await put('tests/unit/core/dice.test.ts', 'export {};');
  await put('node_modules/valibot/package.json', '{"name":"valibot","version":"1.5.0"}');
  await put('node_modules/valibot/dist/index.js', 'export {};');
  await put('tsconfig.json', '{}');
  await put('README.md', '# Heistbox');
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'heistbox-asar-'));
  project = path.join(temp, 'project');
  const electronDist = path.join(temp, 'electron-dist');
  await stubElectron(electronDist);
  await makeProject();
  const { version } = JSON.parse(
    await readFile(path.join(repo, 'node_modules/electron/package.json'), 'utf8'),
  ) as {
    version: string;
  };
  await run(
    process.execPath,
    [
      path.join(repo, 'node_modules/electron-builder/cli.js'),
      '--dir',
      '--linux',
      '--x64',
      `-c.electronDist=${electronDist}`,
      `-c.electronVersion=${version}`,
      '--config',
      'electron-builder.yml',
      '--projectDir',
      project,
    ],
    { cwd: project, env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, timeout: 110_000 },
  );
  const unpacked = path.join(project, 'release', 'linux-unpacked');
  asarPath = path.join(unpacked, 'resources', 'app.asar');
  executable = path.join(unpacked, 'heistbox');
}, 120_000);

afterAll(() => rm(temp, { recursive: true, force: true }));

const entries = () => listPackage(asarPath, { isPack: false }).map((entry) => entry.replaceAll('\\', '/'));

describe('app.asar', () => {
  it('holds package.json and the built output, nothing else', () => {
    expect(entries().sort()).toEqual(
      [
        '/dist',
        '/dist/electron',
        '/dist/electron/main.js',
        '/dist/electron/player-preload.cjs',
        '/dist/electron/preload.cjs',
        '/dist/renderer',
        '/dist/renderer/assets',
        '/dist/renderer/assets/index.js',
        '/dist/renderer/index.html',
        '/package.json',
      ].sort(),
    );
  });

  it('has no TypeScript or Svelte sources, tests, source maps or node_modules', () => {
    for (const entry of entries()) {
      expect(entry).not.toMatch(/\.(ts|svelte|map)$|\/node_modules(\/|$)|\/tests?\//);
    }
  });

  it("keeps package.json's entry point, and declares no runtime dependencies", () => {
    const manifest = JSON.parse(extractFile(asarPath, 'package.json').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest.main).toBe('dist/electron/main.js');
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it.each(['preload.cjs', 'player-preload.cjs'])(
    'ships a %s that requires nothing but electron (the sandbox allows no more)',
    (file) => {
      const preload = extractFile(asarPath, `dist/electron/${file}`).toString('utf8');
      expect([...preload.matchAll(/require\((["'])(.+?)\1\)/g)].map((match) => match[2])).toEqual([
        'electron',
      ]);
    },
  );
});

describe('the packaged executable', () => {
  it('has its fuses flipped: no run-as-node, NODE_OPTIONS or --inspect; app code only from the asar, integrity-checked', async () => {
    const binary = await readFile(executable, 'latin1');
    const wireStart = binary.indexOf(fuseSentinel) + fuseSentinel.length + 2;
    const wire = binary.slice(wireStart, wireStart + defaultFuses.length);
    expect(wire).toBe('01001100');
  });
});
