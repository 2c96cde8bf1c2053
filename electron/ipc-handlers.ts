/**
 * Main's side of the IPC contract: one handler per invoke request. Each handler refuses a sender
 * that is not the main window's page, parses its arguments, then does one thing. Main keeps no game
 * state: it reads and writes files for the renderer, nothing more.
 */
import { ipcMain } from 'electron';
import type { BrowserWindow } from 'electron';
import { listBackups, readBackup, tidyBackups, writeBackup } from './backup.ts';
import { openCampaignFile, saveCampaignFile } from './files.ts';
import { channels } from './ipc.ts';
import type { InvokeName, InvokeRequest, InvokeResponse } from './ipc.ts';
import { pageError } from './page-errors.ts';
import { parsePayload } from './payloads.ts';
import { savePdf } from './print.ts';
import { getMainWindow, isTrustedSender } from './windows.ts';

/** Registers every invoke handler. Call once. */
export function setupIpc(): void {
  handle('openCampaignFile', (_args, window) => openCampaignFile(window));
  handle('saveCampaignFile', ([fileName, bytes], window) => saveCampaignFile(window, fileName, bytes));
  handle('writeBackup', ([campaignId, bytes]) => writeBackup(campaignId, bytes));
  handle('listBackups', () => listBackups());
  handle('readBackup', ([name]) => readBackup(name));
  handle('tidyBackups', ([campaignIds]) => tidyBackups(campaignIds));
  handle('savePdf', ([fileName, pageSize], window) => savePdf(window, fileName, pageSize));
}

/**
 * Answers request `name` with `run`. The renderer's promise rejects with "unknown sender" when the
 * message does not come from the main window's page, and with the parse error when the arguments
 * are wrong; `run` is then never called. When `run` fails, main logs the error and the page gets a
 * message for the GM that names no path (page-errors.ts).
 */
function handle<K extends InvokeName>(
  name: K,
  run: (args: InvokeRequest<K>, window: BrowserWindow) => Promise<InvokeResponse<K>>,
): void {
  ipcMain.handle(channels[name], async (event, ...args: unknown[]) => {
    const window = getMainWindow();
    if (window === null || !isTrustedSender(event)) {
      console.warn(
        `Refused ${channels[name]} from an unknown sender: ${event.senderFrame?.url ?? 'no frame'}`,
      );
      throw new Error('unknown sender');
    }
    const parsed = parsePayload(name, args); // its messages name the request and the field, never a path
    try {
      return await run(parsed, window);
    } catch (error) {
      console.error(`${channels[name]} failed`, error);
      throw pageError(name, error);
    }
  });
}
