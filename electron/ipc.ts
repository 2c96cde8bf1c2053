/**
 * The IPC contract between main and the preload: every channel name, and the request and response
 * types each carries. Imported by both sides, so it holds names and types only — no Electron, no
 * Node, no schema library — and the sandboxed preload bundle stays tiny.
 */
import type { HeistboxApi, MenuCommand } from './api.ts';

/** The `HeistboxApi` functions that are one renderer→main request answered by one response. */
export type InvokeName = Exclude<keyof HeistboxApi, 'onMenuCommand' | 'onBeforeQuit' | 'players'>;

/** Every channel, by what it carries. Directions: invoke = renderer→main→renderer, the rest one way. */
export const channels = {
  /** invoke: `[]` → `OpenedFile | null` */
  openCampaignFile: 'campaign:open-file',
  /** invoke: `[suggestedName, bytes]` → `{ path } | null` */
  saveCampaignFile: 'campaign:save-file',
  /** invoke: `[campaignId, bytes]` → `BackupInfo` */
  writeBackup: 'backup:write',
  /** invoke: `[]` → `BackupInfo[]`, newest first */
  listBackups: 'backup:list',
  /** invoke: `[name]` → the backup's bytes */
  readBackup: 'backup:read',
  /** invoke: `[campaignIds]` (every campaign the library still has) → the names of the backups removed */
  tidyBackups: 'backup:tidy',
  /** invoke: `[suggestedName, pageSize]` → `{ path } | null`: the page printed to PDF and saved */
  savePdf: 'print:save-pdf',
  /** main→renderer: `MenuCommand` */
  menuCommand: 'menu:command',
  /** main→renderer: no payload; the renderer writes a last backup, then answers on `quitReady` */
  beforeQuit: 'app:before-quit',
  /** renderer→main: no payload */
  quitReady: 'app:quit-ready',
} as const satisfies Record<InvokeName, string> & Record<string, string>;

/** Arguments of an invoke request, exactly as the renderer passes them to the API function. */
export type InvokeRequest<K extends InvokeName> = Parameters<HeistboxApi[K]>;

/** What main resolves an invoke request with. */
export type InvokeResponse<K extends InvokeName> = Awaited<ReturnType<HeistboxApi[K]>>;

/** Payloads of the one-way channels. */
export interface EventPayloads {
  readonly [channels.menuCommand]: MenuCommand;
  readonly [channels.beforeQuit]: undefined;
  readonly [channels.quitReady]: undefined;
}
