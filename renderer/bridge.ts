import { backupFileName } from '../electron/backup-names.ts';
import { backupKeep } from '../electron/backup-retention.ts';
import type { BackupInfo, HeistboxApi, MenuCommand, OpenedFile } from '../electron/api.ts';
import { maxFileBytes } from '../electron/api.ts';
import { db } from './db/db.ts';

declare global {
  interface Window {
    /** Present when the app runs inside the Electron shell (electron/preload.ts). */
    readonly heistbox?: HeistboxApi;
  }
}

/** True inside the desktop app; false in a browser (`npm run web`). */
export const inDesktopApp = typeof window !== 'undefined' && window.heistbox !== undefined;

/**
 * The shell's functions: the preload's in the desktop app, browser equivalents elsewhere (a file picker,
 * a download, backups kept in IndexedDB with the same retention policy).
 */
export const shell: HeistboxApi = window.heistbox ?? browserShell();

function browserShell(): HeistboxApi {
  return {
    openCampaignFile: pickFile,
    async saveCampaignFile(suggestedName, text) {
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: suggestedName });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return { path: suggestedName };
    },
    async writeBackup(text) {
      const createdAt = Date.now();
      const info: BackupInfo = { name: backupFileName(new Date(createdAt)), createdAt, size: text.length };
      await db.transaction('rw', db.webBackups, async () => {
        await db.webBackups.put({ ...info, text });
        const all = await db.webBackups.toArray();
        const keep = new Set(backupKeep(all, createdAt));
        await db.webBackups.bulkDelete(all.filter((b) => !keep.has(b.name)).map((b) => b.name));
      });
      return info;
    },
    async listBackups() {
      const rows = await db.webBackups.orderBy('createdAt').reverse().toArray();
      return rows.map(({ name, createdAt, size }) => ({ name, createdAt, size }));
    },
    async readBackup(name) {
      const row = await db.webBackups.get(name);
      if (!row) throw new Error(`No backup named ${name}`);
      return row.text;
    },
    onMenuCommand(_listener: (command: MenuCommand) => void) {
      return () => undefined; // a browser has no application menu: the page's own buttons and shortcuts serve
    },
    onBeforeQuit(listener) {
      const handler = () => void listener();
      window.addEventListener('pagehide', handler);
      return () => window.removeEventListener('pagehide', handler);
    },
  };
}

function pickFile(): Promise<OpenedFile | null> {
  return new Promise((resolve, reject) => {
    const input = Object.assign(document.createElement('input'), {
      type: 'file',
      accept: '.json,application/json',
    });
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return resolve(null);
      if (file.size > maxFileBytes) {
        return reject(
          new Error(`${file.name} is ${(file.size / 1e6).toFixed(1)} MB; campaign files are at most 20 MB.`),
        );
      }
      file.text().then((text) => resolve({ name: file.name, text }), reject);
    });
    input.addEventListener('cancel', () => resolve(null));
    input.click();
  });
}
