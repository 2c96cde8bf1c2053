/**
 * What main checks about the bytes of a version-2 campaign file before keeping them as a backup (the backups
 * list reads names with backup-probe.ts). The checks are core's own (`CampaignFileShape`: every line against
 * the import schema, the entries' order and count), run as the file inflates, a line at a time.
 */
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
