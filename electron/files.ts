/**
 * Campaign files the user picks: the Open and Save dialogs, and reading and writing what was picked, as
 * bytes (a version-2 file is gzip). Sizes are checked before reading, so a wrong pick (a video, a disk
 * image) cannot exhaust memory. Bytes go to the renderer as they are on disk: nothing here decodes text.
 */
import { constants } from 'node:fs';
import { lstat, open, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { app, dialog } from 'electron';
import type { BrowserWindow } from 'electron';
import { maxFileBytes } from './api.ts';
import type { OpenedFile } from './api.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { ShellError } from './page-errors.ts';

/** Where the OS offers it (not on Windows), the flag that makes opening a symbolic link fail. */
const noFollowFlag: number | undefined = constants.O_NOFOLLOW;

/** How a read treats a symbolic link. */
export interface ReadOptions {
  /**
   * true (the default) for a file the user picked, which may well be a link; false for a file Heistbox
   * wrote itself (a backup): a link there is refused, never read through.
   */
  readonly followLinks?: boolean;
}

/** Open reads both versions: `.heistbox` (v2) and `.heistbox.json` (v1, matched by its last extension). */
export const openFilters = [
  { name: 'Heistbox campaign', extensions: ['heistbox', 'json'] },
  { name: 'All files', extensions: ['*'] },
];

/** Export writes version 2 only. */
export const saveFilters = [{ name: 'Heistbox campaign', extensions: ['heistbox'] }];

/**
 * Asks for a campaign file and reads it.
 * @returns the file's name and bytes, or null when the user cancels.
 * @throws Error naming the file when it is not a regular file or is larger than `maxFileBytes`; the
 * file-system error when it cannot be read.
 */
export async function openCampaignFile(window: BrowserWindow): Promise<OpenedFile | null> {
  const choice = await dialog.showOpenDialog(window, {
    title: 'Open or import a campaign',
    properties: ['openFile'],
    filters: openFilters,
  });
  const filePath = choice.filePaths[0];
  if (choice.canceled || filePath === undefined) return null;
  return { name: path.basename(filePath), bytes: await readFileBytes(filePath) };
}

/**
 * Asks where to save a campaign (proposing `fileName` in the Documents folder) and writes `bytes` there.
 * @returns the chosen path, or null when the user cancels.
 * @throws the file-system error when the file cannot be written; no partial file is left.
 */
export async function saveCampaignFile(
  window: BrowserWindow,
  fileName: string,
  bytes: Uint8Array,
): Promise<{ readonly path: string } | null> {
  const choice = await dialog.showSaveDialog(window, {
    title: 'Save or export the campaign',
    defaultPath: path.join(app.getPath('documents'), fileName),
    filters: saveFilters,
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (choice.canceled || choice.filePath === undefined || choice.filePath === '') return null;
  await writeFileAtomic(choice.filePath, bytes);
  return { path: choice.filePath };
}

/**
 * Reads a file of at most `maxFileBytes`, checking its size before reading it.
 * @throws ShellError naming the file (by its name, never its folder) when it is not a regular file, is a
 * link and `followLinks` is false, or is too large; the file-system error when it cannot be read.
 */
export async function readFileBytes(filePath: string, options: ReadOptions = {}): Promise<Uint8Array> {
  const name = path.basename(filePath);
  const handle = await openRegularFile(filePath, options);
  try {
    const { size } = await handle.stat();
    if (size > maxFileBytes) throw new ShellError(tooLargeMessage(name, size));
    const bytes = await handle.readFile();
    if (bytes.length > maxFileBytes) throw new ShellError(tooLargeMessage(name, bytes.length)); // it grew
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length); // a plain view, as the API says
  } finally {
    await handle.close();
  }
}

/**
 * Opens a regular file for reading. What the path names is looked at first (`lstat` when links are not
 * followed), so a folder, a device or a pipe (whose opening would wait for a writer) is refused before it
 * is opened; the opened file is then checked to be that same regular file, so a swap in between is
 * refused too. Not following links, the open itself refuses a link where the OS can (`O_NOFOLLOW`).
 * @throws ShellError naming the file when it is not a regular file or is a refused link; the
 * file-system error when it cannot be opened.
 */
export async function openRegularFile(
  filePath: string,
  { followLinks = true }: ReadOptions = {},
): Promise<FileHandle> {
  const name = path.basename(filePath);
  const seen = followLinks ? await stat(filePath) : await lstat(filePath);
  if (seen.isSymbolicLink()) {
    throw new ShellError(`"${name}" is a link to another file; Heistbox does not follow it.`);
  }
  if (!seen.isFile()) throw new ShellError(`"${name}" is not a file.`);
  const handle = await open(filePath, constants.O_RDONLY | (followLinks ? 0 : (noFollowFlag ?? 0)));
  try {
    const opened = await handle.stat();
    if (!opened.isFile() || opened.ino !== seen.ino || opened.dev !== seen.dev) {
      throw new ShellError(`"${name}" changed while Heistbox opened it; try again.`);
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function tooLargeMessage(name: string, size: number): string {
  const mebibytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
  return `"${name}" is ${mebibytes(size)} MB; Heistbox opens files of at most ${mebibytes(maxFileBytes)} MB.`;
}
