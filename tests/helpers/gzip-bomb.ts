import { createGzip } from 'node:zlib';
import { headerLine } from '../../core/campaign/file.ts';

/**
 * A gzip bomb as the audit built it: a valid campaign header, then `megabytes` MB of newlines, compressed a
 * repeated 1 MB buffer at a time (never the whole text in memory). 1024 MB of newlines make about 4.5 MB of
 * gzip: a reader that skips blank lines chews through all of it.
 */
export async function newlineBomb(megabytes = 1024): Promise<Uint8Array> {
  const header = headerLine({ exportedAt: 1, campaign: { name: 'Bomb', createdAt: 1 }, entries: 1 });
  const gzip = createGzip({ level: 1 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => gzip.on('end', resolve).on('error', reject));
  const newlines = Buffer.alloc(1024 * 1024, 0x0a);
  gzip.write(`${header}\n`);
  for (let written = 0; written < megabytes; written += 1) {
    if (!gzip.write(newlines)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
