/**
 * Campaign files the user picks: the Open and Save dialogs, and reading and writing what was picked, as
 * bytes (a version-2 file is gzip). Sizes are checked before reading, so a wrong pick (a video, a disk
 * image) cannot exhaust memory.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { app, dialog } from 'electron';
import type { BrowserWindow } from 'electron';
import { maxFileBytes } from './api.ts';
import type { OpenedFile } from './api.ts';
import { writeFileAtomic } from './atomic-write.ts';

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
 * @throws Error naming the file when it is not a regular file or is too large; the file-system error
 * when it cannot be read.
 */
export async function readFileBytes(filePath: string): Promise<Uint8Array> {
  const name = path.basename(filePath);
  const info = await stat(filePath);
  if (!info.isFile()) throw new Error(`"${name}" is not a file.`);
  if (info.size > maxFileBytes) throw new Error(tooLargeMessage(name, info.size));
  const bytes = await readFile(filePath);
  if (bytes.length > maxFileBytes) throw new Error(tooLargeMessage(name, bytes.length)); // it grew meanwhile
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length); // a plain view, as the API says
}

function tooLargeMessage(name: string, size: number): string {
  const mebibytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
  return `"${name}" is ${mebibytes(size)} MB; Heistbox opens files of at most ${mebibytes(maxFileBytes)} MB.`;
}
