/**
 * What main checks about the bytes of a version-2 campaign file before keeping them as a backup, and what
 * it reads back for the backups list. The checks are core's own (`CampaignFileShape`: every line against
 * the import schema, the entries' order and count), run as the file inflates, a line at a time.
 */
import { promisify } from 'node:util';
import { constants, gunzip } from 'node:zlib';
import { CampaignFileShape } from '../core/campaign/file.ts';
import type { FileHeader } from '../core/campaign/file.ts';
import { fileLineLimits } from '../core/campaign/file-lines.ts';
import type { FileLineLimits } from '../core/campaign/file-lines.ts';
import { looksLikeGzip } from './campaign-header.ts';
import { GzipLinesError, gunzipLines } from './gzip-lines.ts';

/** A campaign file's content is not acceptable; the message names the problem. */
export class CampaignBytesError extends Error {
  override readonly name = 'CampaignBytesError';
}

/** As much as a campaign's export may hold (core's limits, the import's too), so a zip bomb stops there. */
export const campaignFileLimits: FileLineLimits = fileLineLimits;

/** How much of a backup `readHeaderName` decompresses: the header line is a few hundred bytes. */
export const headerProbeBytes = 4096;

/**
 * Checks that `bytes` are a whole version-2 campaign file: gzip, a valid header line, then exactly as many
 * entry lines as the header says, each valid by the import schema and in order. Does not replay the log
 * (an import does). The lines are cut by the import's own rule (core's `FileLines`): a final newline is
 * allowed, an empty line elsewhere is not, and the text must be UTF-8.
 * @returns the header.
 * @throws CampaignBytesError naming the first problem.
 */
export async function checkCampaignBytes(
  bytes: Uint8Array,
  limits: FileLineLimits = campaignFileLimits,
): Promise<FileHeader> {
  if (!looksLikeGzip(bytes)) throw new CampaignBytesError('it is not a campaign file (not gzip-compressed)');
  const shape = new CampaignFileShape();
  try {
    for await (const line of gunzipLines(bytes, limits)) {
      const problem = shape.line(line);
      if (problem !== null) throw new CampaignBytesError(problem.message);
    }
  } catch (error) {
    if (error instanceof GzipLinesError) throw new CampaignBytesError(error.message);
    throw error;
  }
  const done = shape.finish();
  if (!done.ok) throw new CampaignBytesError(done.message);
  return done.header;
}

const gunzipAsync = promisify(gunzip);

/**
 * The campaign name in the header line of a version-2 file whose first bytes are `probe` (at least
 * `headerProbeBytes` of them when the file is that long); null when they do not start with a valid
 * header. Decompresses only the probe, on zlib's thread pool.
 */
export async function readHeaderName(probe: Uint8Array): Promise<string | null> {
  if (!looksLikeGzip(probe)) return null;
  let text: string;
  try {
    // A probe is a cut-short gzip stream: a sync flush at its end inflates what is there without error.
    const inflated = await gunzipAsync(probe, { finishFlush: constants.Z_SYNC_FLUSH });
    text = inflated.toString('utf8');
  } catch {
    return null;
  }
  const end = text.indexOf('\n');
  if (end < 0) return null;
  const line = text.slice(0, end);
  if (new CampaignFileShape().line(line) !== null) return null;
  return (JSON.parse(line) as FileHeader).campaign.name;
}
