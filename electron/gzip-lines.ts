/**
 * Reading gzip-compressed text a line at a time, as a stream: zlib inflates on libuv's thread pool, a chunk
 * at a time, and the event loop runs between chunks, so a 100 MB campaign never sits in one string and
 * never blocks main. Bounded: a zip bomb or a line without end is refused long before memory runs out.
 */
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** How much a stream may hold. */
export interface GunzipLimits {
  /** The decompressed text, in bytes: past it, the input is refused as a zip bomb. */
  readonly maxOutputBytes: number;
  /** One line, in bytes, without its newline. */
  readonly maxLineBytes: number;
}

/** The input is not what a campaign file is made of; the message says why, for the GM. */
export class GzipLinesError extends Error {
  override readonly name = 'GzipLinesError';
}

/** Big inputs are fed to zlib in slices of this, so backpressure and the event loop get a say. */
const sliceBytes = 1024 * 1024;

/**
 * The lines of the gzip-compressed UTF-8 text in `bytes`, without their `\n`; a final newline does not
 * make an empty last line. Stop iterating early and the stream is torn down.
 * @throws GzipLinesError when the input is not gzip, is cut short, inflates past `maxOutputBytes`, holds a
 * line over `maxLineBytes`, or is not UTF-8.
 */
export async function* gunzipLines(
  bytes: Uint8Array,
  limits: GunzipLimits,
): AsyncGenerator<string, void, undefined> {
  const output = pipeline(Readable.from(slices(bytes)), createGunzip(), () => undefined); // errors surface below
  const lines = new LineSplitter(limits);
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      yield* lines.push(chunk);
    }
  } catch (error) {
    throw asGzipError(error);
  }
  yield* lines.end();
}

/** Cuts chunks of bytes into UTF-8 lines, counting every byte against the limits. */
class LineSplitter {
  readonly #limits: GunzipLimits;
  readonly #decoder = new TextDecoder('utf-8', { fatal: true });
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #totalBytes = 0;
  #lineCount = 0;

  constructor(limits: GunzipLimits) {
    this.#limits = limits;
  }

  *push(chunk: Buffer): Generator<string> {
    this.#totalBytes += chunk.length;
    if (this.#totalBytes > this.#limits.maxOutputBytes) {
      throw new GzipLinesError(
        `it holds more than ${megabytes(this.#limits.maxOutputBytes)} MB of text once decompressed`,
      );
    }
    let start = 0;
    for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
      yield this.#line(chunk.subarray(start, end));
      start = end + 1;
    }
    if (start < chunk.length) this.#keep(chunk.subarray(start));
  }

  *end(): Generator<string> {
    if (this.#pendingBytes > 0) yield this.#line(Buffer.alloc(0));
  }

  #keep(part: Buffer): void {
    this.#pendingBytes += part.length;
    this.#checkLength(this.#pendingBytes);
    this.#pending.push(part);
  }

  #line(last: Buffer): string {
    this.#checkLength(this.#pendingBytes + last.length);
    const bytes = this.#pending.length === 0 ? last : Buffer.concat([...this.#pending, last]);
    this.#pending = [];
    this.#pendingBytes = 0;
    this.#lineCount += 1;
    try {
      return this.#decoder.decode(bytes);
    } catch {
      throw new GzipLinesError(`line ${this.#lineCount} is not UTF-8 text`);
    }
  }

  #checkLength(bytes: number): void {
    if (bytes > this.#limits.maxLineBytes) {
      throw new GzipLinesError(
        `line ${this.#lineCount + 1} is longer than ${megabytes(this.#limits.maxLineBytes)} MB`,
      );
    }
  }
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

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1);
}
