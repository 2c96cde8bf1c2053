import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CampaignBytesError,
  campaignFileLimits,
  checkCampaignBytes,
} from '../../../electron/campaign-bytes.ts';
import { headerCampaignName, looksLikeGzip } from '../../../electron/campaign-header.ts';
import { newlineBomb } from '../../helpers/gzip-bomb.ts';
import { campaignBytes, campaignLines, gzipLines, realLog } from './campaign-files.ts';

const refusal = (bytes: Uint8Array, limits = campaignFileLimits) =>
  checkCampaignBytes(bytes, limits).then(
    () => 'accepted',
    (error: unknown) => {
      expect(error).toBeInstanceOf(CampaignBytesError);
      return (error as Error).message;
    },
  );

describe('checkCampaignBytes', () => {
  it('accepts the whole real log (500 entries, a redo stack at the end) and returns its header', async () => {
    const header = await checkCampaignBytes(campaignBytes({ name: 'The Long Con', entries: 500 }));
    expect(header).toMatchObject({ formatVersion: 2, entries: realLog().length });
    expect(header.campaign.name).toBe('The Long Con');
  });

  it('accepts a file without a final newline', async () => {
    const bytes = new Uint8Array(gzipSync(campaignLines().join('\n')));
    await expect(checkCampaignBytes(bytes)).resolves.toMatchObject({ entries: 20 });
  });

  it('refuses bytes that are not gzip', async () => {
    await expect(refusal(new TextEncoder().encode(campaignLines().join('\n')))).resolves.toBe(
      'it is not a campaign file (not gzip-compressed)',
    );
  });

  it('refuses a truncated gzip', async () => {
    const bytes = campaignBytes();
    await expect(refusal(bytes.subarray(0, Math.floor(bytes.length / 2)))).resolves.toBe(
      'it is cut short (its compressed data ends early)',
    );
  });

  it('refuses damaged compressed data', async () => {
    const bytes = campaignBytes().slice();
    bytes.fill(0xff, 10, 40);
    await expect(refusal(bytes)).resolves.toMatch(/damaged or not gzip|cut short/);
  });

  it('refuses garbage that happens to be gzip', async () => {
    await expect(refusal(new Uint8Array(gzipSync('hello\nworld\n')))).resolves.toBe(
      'The header line is not valid JSON',
    );
  });

  it('refuses an empty file', async () => {
    await expect(refusal(new Uint8Array(gzipSync('')))).resolves.toBe('The file has no header');
  });

  it('refuses a wrong header, naming the field', async () => {
    const [header = '', ...entries] = campaignLines();
    const wrongApp = header.replace('"app":"heistbox"', '"app":"lockbox"');
    await expect(refusal(gzipLines([wrongApp, ...entries]))).resolves.toBe(
      'app: expected "heistbox", got "lockbox"',
    );
    const version1 = header.replace('"formatVersion":2', '"formatVersion":1');
    await expect(refusal(gzipLines([version1, ...entries]))).resolves.toMatch(
      /^formatVersion 1 is not supported/,
    );
  });

  it('refuses a header that promises more entries than follow (a file cut at a line end)', async () => {
    await expect(refusal(gzipLines(campaignLines().slice(0, -2)))).resolves.toBe(
      'The file ends after 18 of its 20 log entries: it was cut short',
    );
  });

  it('refuses an entry the import schema refuses, naming the entry and field', async () => {
    const lines = campaignLines();
    lines[3] = (lines[3] ?? '').replace(/"seq":3,/, '"seq":"three",');
    await expect(refusal(gzipLines(lines))).resolves.toMatch(/^log\[2\]\.seq: /);
  });

  it('refuses entries out of order', async () => {
    const lines = campaignLines();
    [lines[3], lines[4]] = [lines[4] ?? '', lines[3] ?? ''];
    await expect(refusal(gzipLines(lines))).resolves.toMatch(/^log\[3\]\.seq: /);
  });

  it('refuses an empty line inside the file, by the same rule as an import (core/campaign/file-lines.ts)', async () => {
    const lines = campaignLines();
    lines.splice(5, 0, '');
    await expect(refusal(gzipLines(lines))).resolves.toBe(
      "Line 6 of the file is empty (only the file's end may follow a newline)",
    );
  });

  it('refuses a gzip bomb of newlines (4.5 MB that inflate to 1 GB) at its first empty line', async () => {
    const bomb = await newlineBomb();
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    await expect(refusal(bomb)).resolves.toMatch(/^Line 2 of the file is empty/);
  });

  it('refuses text that is not UTF-8', async () => {
    const [header = ''] = campaignLines();
    const bytes = Buffer.concat([Buffer.from(`${header}\n`), Buffer.from([0xc3, 0x28, 0x0a])]);
    await expect(refusal(new Uint8Array(gzipSync(bytes)))).resolves.toBe(
      'The file is not valid UTF-8 (line 2)',
    );
  });

  it('refuses a zip bomb as soon as the text inflates past the limit', async () => {
    const bytes = campaignBytes({ entries: 500 });
    const limits = { ...campaignFileLimits, maxOutputBytes: 64 * 1024 };
    await expect(refusal(bytes, limits)).resolves.toBe(
      'The file holds more than 64 KB of text once decompressed',
    );
  });

  it('refuses a line longer than an entry may be (a bomb of one endless line)', async () => {
    const endless = new Uint8Array(gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x61)));
    expect(endless.length).toBeLessThan(256 * 1024);
    await expect(refusal(endless)).resolves.toBe('Line 1 of the file is longer than 16 MB');
  });

  it("keeps to core's limits by default: a campaign export's size and an entry line's", async () => {
    expect(campaignFileLimits).toEqual({
      maxOutputBytes: 1024 * 1024 * 1024,
      maxLineBytes: 16 * 1024 * 1024,
    });
  });
});

describe('looksLikeGzip and headerCampaignName (pure, for the browser build too)', () => {
  it('tell gzip by its magic number', () => {
    expect(looksLikeGzip(campaignBytes())).toBe(true);
    expect(looksLikeGzip(Uint8Array.of(0x1f))).toBe(false);
    expect(looksLikeGzip(new TextEncoder().encode('{}'))).toBe(false);
  });

  it('read the name of a version-2 header line and nothing else', () => {
    expect(headerCampaignName(campaignLines({ name: 'Vault' })[0] ?? '')).toBe('Vault');
    expect(
      headerCampaignName('{"app":"heistbox","formatVersion":1,"kind":"campaign","campaign":{"name":"x"}}'),
    ).toBeNull();
    expect(
      headerCampaignName('{"app":"heistbox","formatVersion":2,"kind":"campaign","campaign":{}}'),
    ).toBeNull();
    expect(headerCampaignName('[1]')).toBeNull();
    expect(headerCampaignName('not json')).toBeNull();
  });
});
