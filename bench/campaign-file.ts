import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { entryLine, headerLine } from '../core/index.ts';
import { simulateCampaign } from '../tests/helpers/campaign-gen.ts';

/**
 * The benchmarks' campaign files: a simulated GM's campaign of a given length (dice-tray rolls, sheet edits,
 * Heist scenes, Drops, Gang Warfare, chases) as a version-2 file, cached in bench/.cache (delete it to
 * regenerate: 100,000 entries take a while to play).
 */

const cache = new URL('./.cache/', import.meta.url);

/** The name of the campaign in `campaignFile(entries)`. */
export function campaignName(entries: number): string {
  return `Campaign of ${entries}`;
}

/** A version-2 file (gzip) of a simulated campaign of `entries` entries. */
export function campaignFile(entries: number): Uint8Array {
  const path = new URL(`campaign-${entries}.heistbox`, cache);
  if (existsSync(path)) return new Uint8Array(readFileSync(path));
  const { entries: log } = simulateCampaign({ entries, seed: 2026, name: campaignName(entries) });
  const lines = [
    headerLine({
      exportedAt: 0,
      campaign: { name: campaignName(entries), createdAt: 0 },
      entries: log.length,
    }),
    ...log.map(entryLine),
  ];
  const bytes = gzipSync(`${lines.join('\n')}\n`);
  mkdirSync(cache, { recursive: true });
  writeFileSync(path, bytes);
  return new Uint8Array(bytes);
}
