/**
 * Telling a version-2 campaign file by its first bytes and its header line. Pure (no Node, no Electron):
 * the browser build (`npm run web`) uses it for its IndexedDB backups; main checks files fully with core's
 * `CampaignFileShape` (electron/campaign-bytes.ts).
 */

/** True when `bytes` start like gzip data (the magic number 1f 8b): a version-2 file's first bytes. */
export function looksLikeGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * The campaign's name in a version-2 header line, or null when the line is not one (not JSON, another
 * app or version, no name). A light reading for display; it is not the import's validation.
 */
export function headerCampaignName(line: string): string | null {
  let header: unknown;
  try {
    header = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof header !== 'object' || header === null) return null;
  const { app, formatVersion, kind, campaign } = header as Record<string, unknown>;
  if (app !== 'heistbox' || formatVersion !== 2 || kind !== 'campaign') return null;
  const name =
    typeof campaign === 'object' && campaign !== null ? (campaign as { name?: unknown }).name : null;
  return typeof name === 'string' ? name : null;
}
