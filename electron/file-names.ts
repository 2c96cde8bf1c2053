/**
 * Safe file names for campaign exports. Pure: the renderer suggests a name (usually the campaign's
 * title, typed by the GM), and it must become one harmless file name on Windows, macOS and Linux.
 */

/** Every exported campaign file name ends with this (a version-2 file: gzip-compressed lines). */
export const campaignFileSuffix = '.heistbox';

const fallbackBaseName = 'campaign';
const maxBaseNameLength = 120;
const windowsReservedNames = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const knownSuffixes = /(\.heistbox(\.json)?|\.json)$/i;

/**
 * Turns a suggested name into `<base>.heistbox`: path separators, characters Windows forbids, control
 * characters and leading/trailing dots and spaces are dropped; an existing `.heistbox`, `.heistbox.json`
 * or `.json` suffix is dropped first (never doubled); an empty result becomes `campaign`; a Windows device
 * name (`CON`, `NUL`…) gets a leading underscore; the base is cut to 120 characters.
 */
export function toCampaignFileName(suggestedName: string): string {
  return `${safeBaseName(suggestedName, knownSuffixes)}${campaignFileSuffix}`;
}

/** Turns a document's title into `<base>.pdf`, by the same rules as `toCampaignFileName` (issue 22). */
export function toPdfFileName(suggestedName: string): string {
  return `${safeBaseName(suggestedName, /\.pdf$/i)}.pdf`;
}

function safeBaseName(suggestedName: string, suffixes: RegExp): string {
  const base = suggestedName
    .normalize('NFC')
    .replace(suffixes, '')
    .replace(/[\p{Cc}\p{Cf}<>:"/\\|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, maxBaseNameLength)
    .replace(/[\s.]+$/, '');
  const safe = base === '' ? fallbackBaseName : base;
  return windowsReservedNames.test(safe) ? `_${safe}` : safe;
}
