/**
 * The session on paper (issue 22): the page as it shows now, printed to PDF by Chromium with the print style
 * sheet applied (renderer/panels/print/print.css: the app's shell hidden, black on white), and saved where the GM
 * chooses.
 */
import path from 'node:path';
import { app, dialog } from 'electron';
import type { BrowserWindow } from 'electron';
import type { PdfPageSize } from './api.ts';
import { writeFileAtomic } from './atomic-write.ts';

export const pdfFilters = [{ name: 'PDF document', extensions: ['pdf'] }];

/**
 * Prints the window's page to PDF on `pageSize` paper (the page's own `@page` size first, so what the preview
 * shows is what prints), then asks where to save it, proposing `fileName` in the Documents folder.
 * @returns the chosen path, or null when the user cancels (nothing is written).
 * @throws the file-system error when the file cannot be written; no partial file is left.
 */
export async function savePdf(
  window: BrowserWindow,
  fileName: string,
  pageSize: PdfPageSize,
): Promise<{ readonly path: string } | null> {
  // Printed first: the PDF is the page the GM asked for, whatever the page does while the dialog is open.
  const pdf = await window.webContents.printToPDF({
    pageSize,
    preferCSSPageSize: true,
    printBackground: true,
  });
  const choice = await dialog.showSaveDialog(window, {
    title: 'Save as PDF',
    defaultPath: path.join(app.getPath('documents'), fileName),
    filters: pdfFilters,
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (choice.canceled || choice.filePath === undefined || choice.filePath === '') return null;
  await writeFileAtomic(choice.filePath, new Uint8Array(pdf));
  return { path: choice.filePath };
}
