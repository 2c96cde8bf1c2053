import type { FileProblem } from './file.ts';
import { campaignLimits } from './limits.ts';

/**
 * The one rule for cutting a version-2 campaign file's text into lines, whoever reads it: the import in the
 * renderer (a DecompressionStream) and main's check of a backup (Node's zlib) feed it the same decompressed
 * bytes and get the same lines or the same refusal. Bytes in, lines out, counting every byte against the
 * limits, so a zip bomb is refused as soon as it shows itself:
 * - each line is UTF-8, strictly (a file holding anything else is refused, never silently repaired);
 * - a line ends at `\n`; the file may end with one, but no line is empty (a blank line is not an entry, and
 *   a file of newlines must not be read for ever);
 * - no line is longer than an entry may be, and the whole text is no longer than an export may be.
 */

/** How much text a file may hold. */
export interface FileLineLimits {
  /** The whole decompressed text, in bytes: past it the file is refused as a zip bomb. */
  readonly maxOutputBytes: number;
  /** One line, in bytes, without its newline. */
  readonly maxLineBytes: number;
}

/** As much as a campaign's export may hold (core's limits). */
export const fileLineLimits: FileLineLimits = {
  maxOutputBytes: campaignLimits.exportBytesMax,
  maxLineBytes: campaignLimits.entryBytesMax,
};

/** The lines a chunk completed, or why the file is refused. */
export type FileLinesRead = { readonly ok: true; readonly lines: readonly string[] } | FileProblem;

const newline = 0x0a;

/**
 * Cuts chunks of decompressed bytes into lines: `push` each chunk as it comes, then `end`. Once a call refused,
 * every later call gives the same refusal.
 */
export class FileLines {
  readonly #limits: FileLineLimits;
  readonly #decoder = new TextDecoder('utf-8', { fatal: true });
  #pending: Uint8Array[] = [];
  #pendingBytes = 0;
  #totalBytes = 0;
  /** Lines completed so far. */
  #count = 0;
  #refused: FileProblem | null = null;

  constructor(limits: FileLineLimits = fileLineLimits) {
    this.#limits = limits;
  }

  /** The lines `chunk` completes (a line may span chunks), or the refusal. Never throws. */
  push(chunk: Uint8Array): FileLinesRead {
    if (this.#refused) return this.#refused;
    this.#totalBytes += chunk.length;
    if (this.#totalBytes > this.#limits.maxOutputBytes) {
      return this.#refuse(
        `The file holds more than ${size(this.#limits.maxOutputBytes)} of text once decompressed`,
      );
    }
    const lines: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(newline); end !== -1; end = chunk.indexOf(newline, start)) {
      const line = this.#line(chunk.subarray(start, end));
      if (typeof line !== 'string') return line;
      lines.push(line);
      start = end + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.#pendingBytes += rest.length;
      const long = this.#tooLong(this.#pendingBytes);
      if (long) return long;
      this.#pending.push(rest.slice()); // a copy: the caller may reuse its chunk
    }
    return { ok: true, lines };
  }

  /** The last line when the text does not end with a newline, or the refusal. */
  end(): FileLinesRead {
    if (this.#refused) return this.#refused;
    if (this.#pendingBytes === 0) return { ok: true, lines: [] };
    const line = this.#line(new Uint8Array(0));
    return typeof line === 'string' ? { ok: true, lines: [line] } : line;
  }

  /** The pending bytes and `last` as the next line. */
  #line(last: Uint8Array): string | FileProblem {
    const number = this.#count + 1;
    const long = this.#tooLong(this.#pendingBytes + last.length);
    if (long) return long;
    if (this.#pendingBytes + last.length === 0) {
      return this.#refuse(`Line ${number} of the file is empty (only the file's end may follow a newline)`);
    }
    const bytes = this.#pending.length === 0 ? last : concat([...this.#pending, last]);
    this.#pending = [];
    this.#pendingBytes = 0;
    this.#count = number;
    try {
      return this.#decoder.decode(bytes);
    } catch {
      return this.#refuse(`The file is not valid UTF-8 (line ${number})`);
    }
  }

  #tooLong(bytes: number): FileProblem | null {
    if (bytes <= this.#limits.maxLineBytes) return null;
    return this.#refuse(
      `Line ${this.#count + 1} of the file is longer than ${size(this.#limits.maxLineBytes)}`,
    );
  }

  #refuse(message: string): FileProblem {
    this.#refused = { ok: false, message, path: '' };
    return this.#refused;
  }
}

/**
 * `bytes` as text when they are UTF-8; the refusal otherwise (never a text with replacement characters). For
 * the files read whole: version-1 campaign files and the whole-library backups of Heistbox 0.1–0.2.
 */
export function decodeUtf8(bytes: Uint8Array): string | FileProblem {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: 'The file is not valid UTF-8', path: '' };
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** `bytes` for the GM: "1024 MB", "16 MB", "64 KB", "10 bytes". */
function size(bytes: number): string {
  const [unit, name] =
    bytes >= 1024 * 1024 ? [1024 * 1024, 'MB'] : bytes >= 1024 ? [1024, 'KB'] : [1, 'bytes'];
  const amount = bytes / unit;
  return `${Number.isInteger(amount) ? amount : amount.toFixed(1)} ${name}`;
}
