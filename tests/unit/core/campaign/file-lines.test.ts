import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileLines, decodeUtf8, fileLineLimits } from '../../../../core/campaign/file-lines.ts';
import type { FileLineLimits } from '../../../../core/campaign/file-lines.ts';
import { campaignLimits } from '../../../../core/campaign/limits.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Every line of `chunks`, or the refusal's message. */
function read(chunks: readonly Uint8Array[], limits?: FileLineLimits): string[] | string {
  const splitter = new FileLines(limits);
  const lines: string[] = [];
  for (const chunk of [...chunks.map((c) => splitter.push(c)), splitter.end()]) {
    if (!chunk.ok) return chunk.message;
    lines.push(...chunk.lines);
  }
  return lines;
}

/** `bytes` cut at `cuts` (byte offsets, any order). */
function cut(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(start, point));
    start = point;
  }
  return chunks;
}

describe('FileLines', () => {
  it('gives the same lines wherever the chunks are cut, through multi-byte characters, with or without a final newline', () => {
    const line = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
      .filter((s) => !s.includes('\n'));
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 6 }),
        (lines, finalNewline, cuts) => {
          const bytes = utf8(`${lines.join('\n')}${finalNewline ? '\n' : ''}`);
          expect(read(cut(bytes, cuts))).toEqual(lines);
        },
      ),
    );
  });

  it('allows a final newline and refuses any other empty line, naming it', () => {
    expect(read([utf8('{"a":1}\n{"b":2}\n')])).toEqual(['{"a":1}', '{"b":2}']);
    expect(read([utf8('{"a":1}\n\n{"b":2}\n')])).toBe(
      "Line 2 of the file is empty (only the file's end may follow a newline)",
    );
    expect(read([utf8('{"a":1}\n\n')])).toMatch(/^Line 2 of the file is empty/);
    expect(read([utf8('\n')])).toMatch(/^Line 1 of the file is empty/);
    expect(read([utf8('{"a":1}\n'), utf8('\n')])).toMatch(/^Line 2 of the file is empty/);
    expect(read([])).toEqual([]);
  });

  it('refuses a file of newlines at its first chunk (a gzip bomb of blank lines)', () => {
    const splitter = new FileLines();
    const first = splitter.push(new Uint8Array(1024 * 1024).fill(0x0a));
    expect(first).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Line 1 of the file is empty/),
    });
    expect(splitter.push(utf8('{"a":1}\n'))).toEqual(first); // refused for good
    expect(splitter.end()).toEqual(first);
  });

  it('refuses text that is not UTF-8 instead of replacing it, even when the bad bytes span two chunks', () => {
    const bad = new Uint8Array([...utf8('{"a":1}\n{"n":"'), 0xc3, 0x28, ...utf8('"}\n')]);
    expect(read([bad])).toBe('The file is not valid UTF-8 (line 2)');
    expect(read(cut(bad, [14]))).toBe('The file is not valid UTF-8 (line 2)');
    const truncated = new Uint8Array([...utf8('{"a":1}\n{"n":"'), 0xe2, 0x82]); // a cut-off € at the end
    expect(read([truncated])).toBe('The file is not valid UTF-8 (line 2)');
    expect(read(cut(utf8('{"n":"€"}\n'), [7, 8]))).toEqual(['{"n":"€"}']);
  });

  it('refuses a line longer than an entry may be, even before its end arrives', () => {
    const limits = { maxOutputBytes: 1000, maxLineBytes: 10 };
    expect(read([utf8('0123456789\n')], limits)).toEqual(['0123456789']);
    expect(read([utf8('ok\n0123456789A\n')], limits)).toBe('Line 2 of the file is longer than 10 bytes');
    const splitter = new FileLines(limits);
    expect(splitter.push(utf8('ok\n012345'))).toEqual({ ok: true, lines: ['ok'] });
    expect(splitter.push(utf8('6789AB'))).toMatchObject({ ok: false, message: /^Line 2 .* longer/ });
  });

  it('refuses the text as soon as it grows past the whole limit', () => {
    const limits = { maxOutputBytes: 2 * 1024 * 1024, maxLineBytes: 100 };
    const splitter = new FileLines(limits);
    const chunk = utf8('{"a":1}\n'.repeat(128 * 1024)); // 1 MB
    expect(splitter.push(chunk).ok).toBe(true);
    expect(splitter.push(chunk).ok).toBe(true);
    expect(splitter.push(utf8('{"a":1}\n'))).toEqual({
      ok: false,
      message: 'The file holds more than 2 MB of text once decompressed',
      path: '',
    });
  });

  it("keeps to core's limits by default: a campaign export's size and an entry line's", () => {
    expect(fileLineLimits).toEqual({
      maxOutputBytes: campaignLimits.exportBytesMax,
      maxLineBytes: campaignLimits.entryBytesMax,
    });
  });

  it('never keeps a view of the caller’s chunk: a chunk reused after push does not change a line', () => {
    const splitter = new FileLines();
    const chunk = utf8('{"a":');
    splitter.push(chunk);
    chunk.fill(0x20);
    expect(splitter.push(utf8('1}\n'))).toEqual({ ok: true, lines: ['{"a":1}'] });
  });
});

describe('decodeUtf8', () => {
  it('decodes UTF-8 and refuses anything else with a message', () => {
    expect(decodeUtf8(utf8('{"name":"Zoë"}'))).toBe('{"name":"Zoë"}');
    expect(decodeUtf8(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({
      ok: false,
      message: 'The file is not valid UTF-8',
      path: '',
    });
  });
});
