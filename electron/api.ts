/**
 * The one object the preload exposes to the renderer as `window.heistbox`.
 * Types only: shared by electron/preload.ts (which implements it) and renderer/bridge.ts
 * (which falls back to browser APIs when the app runs outside Electron, `npm run web`).
 */

/** A campaign or backup file the user picked, read by main after its size was checked. */
export interface OpenedFile {
  readonly name: string;
  readonly text: string;
}

export interface BackupInfo {
  /** File name inside the backups folder, e.g. `heistbox-2026-11-21T21-40-00-000Z.json`. */
  readonly name: string;
  /** Epoch ms the backup was written. */
  readonly createdAt: number;
  readonly size: number;
}

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
  /** Shows an Open dialog for a campaign file; `null` when the user cancels. */
  openCampaignFile(): Promise<OpenedFile | null>;
  /** Shows a Save dialog and writes `text` there; `null` when the user cancels. */
  saveCampaignFile(suggestedName: string, text: string): Promise<{ readonly path: string } | null>;
  /** Writes a backup of the whole library into the user-data backups folder, then applies the retention policy. */
  writeBackup(text: string): Promise<BackupInfo>;
  /** Backups on disk, newest first. */
  listBackups(): Promise<readonly BackupInfo[]>;
  /** The text of one backup, by the name `listBackups` gave. */
  readBackup(name: string): Promise<string>;
  /** Subscribes to application-menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /**
   * Main asks for a last backup before the app quits; the listener writes it (with `writeBackup`)
   * and resolves, then main quits. Main quits anyway after a few seconds.
   */
  onBeforeQuit(listener: () => Promise<void>): () => void;
}

/** Largest campaign or backup file main reads or writes (bytes). */
export const maxFileBytes = 20 * 1024 * 1024;
