/**
 * Reading gzip-compressed text a line at a time, as a stream: zlib inflates on libuv's thread pool, a chunk
 * at a time, and the event loop runs between chunks, so a 100 MB campaign never sits in one string and
 * never blocks main. Bounded: a zip bomb or a line without end is refused long before memory runs out.
 */
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { FileLines, fileLineLimits } from '../core/campaign/file-lines.ts';
import type { FileLineLimits, FileLinesRead } from '../core/campaign/file-lines.ts';

/** The input is not what a campaign file is made of; the message says why, for the GM. */
export class GzipLinesError extends Error {
  override readonly name = 'GzipLinesError';
}

/** Big inputs are fed to zlib in slices of this, so backpressure and the event loop get a say. */
const sliceBytes = 1024 * 1024;

/**
 * The lines of the gzip-compressed UTF-8 text in `bytes`, without their `\n`, cut by core's one rule for
 * campaign files (`FileLines`: a final newline allowed, no other empty line, strict UTF-8, bounded). Stop
 * iterating early and the stream is torn down.
 * @throws GzipLinesError when the input is not gzip, is cut short, or breaks the line rule (inflates past
 * `maxOutputBytes`, holds a line over `maxLineBytes` or an empty line, or is not UTF-8).
 */
export async function* gunzipLines(
  bytes: Uint8Array,
  limits: FileLineLimits = fileLineLimits,
): AsyncGenerator<string, void, undefined> {
  const output = pipeline(Readable.from(slices(bytes)), createGunzip(), () => undefined); // errors surface below
  const lines = new FileLines(limits);
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      yield* linesOf(lines.push(chunk));
    }
  } catch (error) {
    throw asGzipError(error);
  }
  yield* linesOf(lines.end());
}

function linesOf(read: FileLinesRead): readonly string[] {
  if (!read.ok) throw new GzipLinesError(read.message);
  return read.lines;
}

function* slices(bytes: Uint8Array): Generator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += sliceBytes) {
    yield bytes.subarray(start, start + sliceBytes);
  }
}

/** zlib's errors in the GM's words; anything else (our own refusals) unchanged. */
function asGzipError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'Z_BUF_ERROR') return new GzipLinesError('it is cut short (its compressed data ends early)');
  if (code === 'Z_DATA_ERROR') return new GzipLinesError('its compressed data is damaged or not gzip');
  return error;
}
