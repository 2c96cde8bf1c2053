import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** The unit tests' DecompressionStream (tests/setup/decompression.ts) behaves as the browser's. */

async function inflate(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([Uint8Array.from(bytes)]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

describe('the unit tests’ DecompressionStream', () => {
  it('is the browser-like stand-in', () => {
    expect(DecompressionStream.name).toBe('BrowserLikeDecompressionStream');
  });

  it('inflates a whole gzip file', async () => {
    const text = 'line\n'.repeat(50_000);
    expect(await inflate(gzipSync(text))).toBe(text);
  });

  it('refuses a file damaged half way through once, with zlib’s reason, and stops', async () => {
    const bytes = gzipSync('x'.repeat(200_000) + 'y'.repeat(200_000), { level: 1 });
    const damaged = bytes.slice();
    for (let i = Math.floor(damaged.length / 2); i < damaged.length - 8; i += 7) damaged[i] = 0xff;
    await expect(inflate(damaged)).rejects.toThrow(/./);
  });

  it('refuses a file cut short', async () => {
    const bytes = gzipSync('z'.repeat(100_000));
    await expect(inflate(bytes.subarray(0, bytes.length - 20))).rejects.toThrow(/./);
  });
});
