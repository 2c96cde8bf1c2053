/**
 * What the page hears when a request fails. A Node file-system error's message holds the absolute path it
 * failed on (`ENOENT: no such file or directory, open '/home/gm/.config/Heistbox/backups/…'`), and what
 * crosses IPC is the page's to read: so only messages written for the GM cross, and main logs the full
 * error. The messages name the file the GM knows (that backup, that file), never where it lives.
 */
import { CampaignBytesError } from './campaign-bytes.ts';
import type { InvokeName } from './ipc.ts';

/**
 * A refusal written for the GM: its message names no absolute path (a file's own name at most), so it
 * crosses IPC as it is.
 */
export class ShellError extends Error {
  override readonly name = 'ShellError';
}

type CodeMessages = Readonly<Partial<Record<string, string>>>;

const readFailures = (what: string): CodeMessages => ({
  ENOENT: `${upper(what)} no longer exists.`,
  EACCES: `Heistbox may not read ${what}.`,
  EPERM: `Heistbox may not read ${what}.`,
  ELOOP: `${upper(what)} is a link to another file; Heistbox does not follow it.`,
  EISDIR: `${upper(what)} is a folder, not a file.`,
  EIO: `${upper(what)} could not be read: the disk gave an error.`,
});

const folderFailures = (outcome: string): CodeMessages => ({
  EACCES: `${outcome}: Heistbox may not use its backups folder.`,
  EPERM: `${outcome}: Heistbox may not use its backups folder.`,
  EROFS: `${outcome}: the backups folder is on a disk that cannot be written.`,
  ENOTDIR: `${outcome}: the backups folder's name is taken by a file.`,
  EEXIST: `${outcome}: the backups folder's name is taken by a file.`,
  ENOSPC: `${outcome}: the disk is full.`,
  EDQUOT: `${outcome}: the disk quota is used up.`,
  EIO: `${outcome}: the disk gave an error.`,
});

const writeFailures = (outcome: string): CodeMessages => ({
  ENOENT: `${outcome}: that folder no longer exists.`,
  EACCES: `${outcome}: Heistbox may not write there.`,
  EPERM: `${outcome}: Heistbox may not write there.`,
  EROFS: `${outcome}: that disk cannot be written.`,
  EISDIR: `${outcome}: a folder has that name.`,
  ENOTDIR: `${outcome}: that folder no longer exists.`,
  ENOSPC: `${outcome}: the disk is full.`,
  EDQUOT: `${outcome}: the disk quota is used up.`,
  EIO: `${outcome}: the disk gave an error.`,
});

/** Per request: what it was doing (for an unforeseen failure), and the messages for file-system codes. */
const failures: { readonly [K in InvokeName]: { readonly doing: string; readonly codes: CodeMessages } } = {
  openCampaignFile: { doing: 'open that file', codes: readFailures('that file') },
  saveCampaignFile: { doing: 'save the file', codes: writeFailures('The file was not saved') },
  writeBackup: { doing: 'write the backup', codes: folderFailures('The backup was not written') },
  listBackups: { doing: 'list the backups', codes: folderFailures('The backups could not be listed') },
  readBackup: { doing: 'read that backup', codes: readFailures('that backup') },
  tidyBackups: {
    doing: 'tidy the backups',
    codes: folderFailures('The backups of deleted campaigns were not tidied'),
  },
  savePdf: { doing: 'save the PDF', codes: writeFailures('The PDF was not saved') },
};

/** Too many files open: any request, once it is retried, may succeed. */
const busyCodes: CodeMessages = {
  EMFILE: 'Too many files are open; try again in a moment.',
  ENFILE: 'Too many files are open; try again in a moment.',
  EBUSY: 'The file is in use by another program; try again in a moment.',
};

/**
 * The error the page gets for `error`, thrown while serving `request`: a refusal written for the GM
 * (`ShellError`, or a campaign file's content refused) keeps its message; a file-system error gets the
 * message for its code; anything else says what failed, with its code when it has one. Never a path.
 */
export function pageError(request: InvokeName, error: unknown): Error {
  if (error instanceof ShellError || error instanceof CampaignBytesError) return new Error(error.message);
  const { doing, codes } = failures[request];
  const code = errorCode(error);
  const known = code === null ? undefined : (codes[code] ?? busyCodes[code]);
  return new Error(known ?? `Heistbox could not ${doing}${code === null ? '' : ` (${code})`}.`);
}

/** A Node system error's code (`ENOENT`), or null; only a code made of capitals, digits and `_` counts. */
function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,31}$/.test(code) ? code : null;
}

function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
