/**
 * The one object the preload exposes to the renderer as `window.heistbox`.
 * Types only: shared by electron/preload.ts (which implements it) and renderer/bridge.ts
 * (which falls back to browser APIs when the app runs outside Electron, `npm run web`).
 *
 * Files and backups travel as bytes: a version-2 campaign file is gzip-compressed text (a header line,
 * then one log entry a line, core/campaign/file.ts), and a 100,000-entry campaign is ~100 MB of text.
 */

/** A campaign file the user picked, read by main after its size was checked: the bytes as on disk. */
export interface OpenedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface BackupInfo {
  /**
   * File name in the backups folder: `heistbox-<campaignId>-<ISO stamp>.heistbox` (a campaign's v2 file),
   * or a legacy whole-library backup `heistbox-<stamp>.json` written by 0.1–0.2 (still listed and read).
   */
  readonly name: string;
  /** Epoch ms the backup was written. */
  readonly createdAt: number;
  /** Bytes on disk. */
  readonly size: number;
  /** null for a legacy whole-library backup. */
  readonly campaignId: string | null;
  /** From the file's header line; null for a legacy backup or an unreadable header. */
  readonly campaignName: string | null;
}

import type { PlayersApi } from './players/api.ts';

/** Commands the application menu sends to the renderer. */
export const menuCommands = [
  'campaign:new',
  'campaign:open',
  'campaign:save',
  'campaign:export',
  'edit:undo',
  'edit:redo',
  'view:toggle-theme',
  'backup:restore',
] as const;
export type MenuCommand = (typeof menuCommands)[number];

export interface HeistboxApi {
  /**
   * Open dialog for `.heistbox` (v2, gzip) and `.heistbox.json` (v1) files; the bytes as they are on disk
   * (a v1 file may start with a UTF-8 byte-order mark). `null` when the user cancels.
   */
  openCampaignFile(): Promise<OpenedFile | null>;
  /**
   * Save dialog (suggesting `<safe name>.heistbox`), writes `bytes` atomically; `null` when the user
   * cancels. Rejects bytes that are not gzip.
   */
  saveCampaignFile(suggestedName: string, bytes: Uint8Array): Promise<{ readonly path: string } | null>;
  /**
   * Writes one campaign's backup (a v2 file) and applies the retention policy to that campaign's backups:
   * those with its id whose first log entry (the campaign's creation) is the one in `bytes`, so an id sent
   * with another campaign's content prunes nothing of the first's. Main first checks every line against
   * the import schema: a bad file rejects, naming the problem, and nothing is written.
   */
  writeBackup(campaignId: string, bytes: Uint8Array): Promise<BackupInfo>;
  /** Backups on disk, newest first. */
  listBackups(): Promise<readonly BackupInfo[]>;
  /** The bytes of one backup, by the name `listBackups` gave (a legacy backup: UTF-8 JSON text). */
  readBackup(name: string): Promise<Uint8Array>;
  /**
   * Tells the shell which campaigns the library still has, in the library or the trash (call at start):
   * the backups of every other campaign, deleted for good, are removed a month after the shell first
   * hears it is gone, once its newest backup is a month old too. Legacy whole-library backups are left to
   * their own retention. Resolves to the names of the backups removed.
   */
  tidyBackups(campaignIds: readonly string[]): Promise<readonly string[]>;
  /**
   * Prints the page as it is now to PDF (`webContents.printToPDF`, the print style sheet applied) on `pageSize`
   * paper, then asks where to save it (proposing `<safe name>.pdf`) and writes it atomically; `null` when the user
   * cancels (issue 22: the session on paper).
   */
  savePdf(suggestedName: string, pageSize: PdfPageSize): Promise<{ readonly path: string } | null>;
  /** Subscribes to application-menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /**
   * Main asks for a last backup before the app quits; the listener writes it (with `writeBackup`)
   * and resolves, then main quits. Main quits anyway after a few seconds.
   */
  onBeforeQuit(listener: () => Promise<void>): () => void;
  /**
   * The players' screen (electron/players/): the hub in main, its LAN channel and the players' window. Absent in
   * a browser, where renderer/players/link.ts reaches the web build's hub instead.
   */
  readonly players?: PlayersApi;
}

/** The paper a PDF is printed on: Electron's names for A4 and US Letter. */
export const pdfPageSizes = ['A4', 'Letter'] as const;
export type PdfPageSize = (typeof pdfPageSizes)[number];

/** Largest (compressed) campaign or backup file main reads or writes (bytes). */
export const maxFileBytes = 512 * 1024 * 1024;

/** Most campaign ids `tidyBackups` takes: far more campaigns than a library holds. */
export const maxTidyCampaigns = 100_000;
