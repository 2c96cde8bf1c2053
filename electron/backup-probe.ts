/**
 * What the first two lines of a backup say: the campaign's name (the header) and which campaign it is (its
 * creation, the first log entry). A campaign's creation entry (`seq` 1, `campaign/create`) never changes,
 * renames included, and a new campaign or an imported copy gets a new id: so backups belong together when
 * their id and their creation agree, whatever id the page sent with them.
 *
 * Only the start of a file is inflated, a line at a time, as strict UTF-8 (electron/gzip-lines.ts): a
 * header with invalid UTF-8 is unreadable, never read with replacement characters.
 */
import { createGunzip } from 'node:zlib';
import * as v from 'valibot';
import { CampaignFileShape, entryLine } from '../core/campaign/file.ts';
import type { FileHeader } from '../core/campaign/file.ts';
import { upcastEntry } from '../core/campaign/legacy.ts';
import { logEntrySchema } from '../core/campaign/schema.ts';
import type { LogEntry } from '../core/campaign/types.ts';
import { openRegularFile } from './files.ts';
import { gunzipLines } from './gzip-lines.ts';
import type { FileLineLimits } from '../core/campaign/file-lines.ts';

/** What a backup's first lines say; null for what cannot be read. */
export interface CampaignProbe {
  /** The campaign's name in the header line. */
  readonly campaignName: string | null;
  /** The first log entry as core writes it (`entryLine`): the campaign's identity. */
  readonly creation: string | null;
}

/** How much of a backup file is read to probe it: its two first lines are a few hundred bytes each. */
export const probeBytes = 16 * 1024;

/** Two short lines: a probe never inflates more, whatever the bytes (a zip bomb stops here). */
const probeLimits: FileLineLimits = { maxOutputBytes: 1024 * 1024, maxLineBytes: 64 * 1024 };

const unreadable: CampaignProbe = { campaignName: null, creation: null };

/**
 * The header's campaign name and the creation entry of version-2 `bytes`: a whole file, or its first
 * bytes only (a probe cut short still gives the lines it holds whole). Never throws.
 */
export async function probeCampaignBytes(bytes: Uint8Array): Promise<CampaignProbe> {
  const lines = await firstLines(bytes, 2);
  const [header, creation] = lines;
  const shape = new CampaignFileShape();
  if (header === undefined || shape.line(header) !== null) return unreadable;
  const campaignName = (JSON.parse(header) as FileHeader).campaign.name;
  const fork = await forkIdentity(bytes);
  if (fork !== null) return { campaignName, creation: fork };
  if (creation === undefined || shape.line(creation) !== null) return { campaignName, creation: null };
  const entry = v.safeParse(logEntrySchema, upcastEntry(JSON.parse(creation)));
  return { campaignName, creation: entry.success ? entryLine(entry.output as LogEntry) : null };
}

/**
 * `probeCampaignBytes` over the first `probeBytes` of the file at `filePath`, opened without following a
 * link; a file that cannot be opened or read is unreadable. Never throws.
 */
export async function probeBackupFile(filePath: string): Promise<CampaignProbe> {
  try {
    const handle = await openRegularFile(filePath, { followLinks: false });
    try {
      const probe = new Uint8Array(probeBytes);
      const { bytesRead } = await handle.read(probe, 0, probeBytes, 0);
      return await probeCampaignBytes(probe.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
  } catch {
    return unreadable;
  }
}

/**
 * A fork's creation entry (`campaign/forked`, issue 22) carries the whole state it was copied as, often longer
 * than a probe reads: its identity is the start of its line — when it was made, its source and its name, all
 * before the state in core's canonical JSON — the same whether the whole file or its first bytes are read.
 */
export const forkIdentityBytes = 4096;

const forkLine = /^\{"at":\d+,"command":"campaign\/fork",/;

/** The start of the creation line of a fork's file in `bytes` (`forkIdentityBytes` at most); null for any other. */
async function forkIdentity(bytes: Uint8Array): Promise<string | null> {
  const text = await inflatedStart(bytes, probeLimits.maxLineBytes + forkIdentityBytes + 1);
  const headerEnd = text.indexOf(0x0a);
  if (headerEnd < 0) return null;
  const rest = text.subarray(headerEnd + 1);
  const lineEnd = rest.indexOf(0x0a);
  let end = Math.min(lineEnd < 0 ? rest.length : lineEnd, forkIdentityBytes);
  if (end < rest.length) while (end > 0 && ((rest[end] ?? 0) & 0xc0) === 0x80) end -= 1; // a whole character
  try {
    const start = new TextDecoder('utf-8', { fatal: true }).decode(rest.subarray(0, end));
    return forkLine.test(start) ? start : null;
  } catch {
    return null;
  }
}

/** Up to `max` bytes inflated from the start of gzip `bytes` (fewer when they end or are damaged); never throws. */
async function inflatedStart(bytes: Uint8Array, max: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  const gunzip = createGunzip();
  gunzip.on('error', () => undefined); // a probe is cut short by design: what was inflated is kept
  gunzip.end(bytes.subarray(0, Math.min(bytes.length, max))); // deflate never inflates to less than it reads
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      total += chunk.length;
      if (total >= max) break;
    }
  } catch {
    // Damaged or cut-short data ends the start here.
  }
  gunzip.destroy();
  return new Uint8Array(Buffer.concat(chunks)).subarray(0, max);
}

/** Up to `count` whole lines from the start of gzip `bytes`; fewer when the rest cannot be read. */
async function firstLines(bytes: Uint8Array, count: number): Promise<string[]> {
  const lines: string[] = [];
  try {
    for await (const line of gunzipLines(bytes, probeLimits)) {
      lines.push(line);
      if (lines.length === count) break;
    }
  } catch {
    // A probe is cut short by design; damaged data or text that is not UTF-8 ends the lines as well.
  }
  return lines;
}
