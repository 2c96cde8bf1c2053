/**
 * The Electron fuses electron-builder flips in the packaged binary, read from electron-builder.yml: every
 * fuse Heistbox's security relies on, with the value it relies on. A typo in a key would silently leave a
 * fuse at Electron's default, so unknown keys fail too. (asar.test.ts checks the flipped wire in a real
 * packaged binary.)
 */
import { readFileSync } from 'node:fs';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';

type Fuses = Required<Omit<NonNullable<Configuration['electronFuses']>, 'resetAdHocDarwinSignature'>>;

/** Each fuse, and what Heistbox needs it to be (electron-builder 26's FuseOptionsV1, all of it). */
const reliedOn: Fuses = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  loadBrowserProcessSpecificV8Snapshot: false,
  grantFileProtocolExtraPrivileges: false,
};

const config = readFileSync(new URL('../../../electron-builder.yml', import.meta.url), 'utf8');

/** The `key: value` lines of a top-level block of the YAML file (flat blocks only, as ours are). */
function block(name: string): Record<string, string> {
  const lines = config.split(/\r?\n/);
  const start = lines.findIndex((line) => line === `${name}:`);
  if (start < 0) return {};
  const entries: [string, string][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^\s+([A-Za-z]+):\s*(\S+)\s*(#.*)?$/.exec(line);
    if (match === null) break;
    entries.push([match[1] ?? '', match[2] ?? '']);
  }
  return Object.fromEntries(entries);
}

/** A top-level scalar of the YAML file. */
function topLevel(name: string): string | undefined {
  return new RegExp(`^${name}:\\s*(\\S+)`, 'm').exec(config)?.[1];
}

describe('electron-builder.yml', () => {
  const fuses = block('electronFuses');

  it('declares electronFuses once', () => {
    expect(config.match(/^electronFuses:/gm)).toHaveLength(1);
  });

  it.each(Object.entries(reliedOn).filter(([key]) => key !== 'loadBrowserProcessSpecificV8Snapshot'))(
    'sets %s to %s',
    (key, value) => {
      expect(fuses[key]).toBe(String(value));
    },
  );

  it('leaves loadBrowserProcessSpecificV8Snapshot off (unset or false): Heistbox ships no such snapshot', () => {
    expect(fuses.loadBrowserProcessSpecificV8Snapshot ?? 'false').toBe('false');
  });

  it('names only fuses electron-builder knows (a typo would leave one unflipped)', () => {
    for (const key of Object.keys(fuses)) expect(Object.keys(reliedOn)).toContain(key);
  });

  it('packs the app into an asar and keeps its integrity hash, which the integrity fuse checks', () => {
    expect(topLevel('asar')).toBe('true');
    expect(config).not.toMatch(/disableAsarIntegrity|disableSanityCheckAsar/);
  });
});
