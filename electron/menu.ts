/**
 * The application menu. Items that act on the campaign do nothing in main: they send a
 * `MenuCommand` to the renderer, which owns the campaign and decides what the command means.
 */
import { app, Menu } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from './api.ts';
import { channels } from './ipc.ts';
import { appName } from './paths.ts';
import { getMainWindow } from './windows.ts';

/** What the menu depends on, passed in so the template can be built and inspected without Electron. */
export interface MenuContext {
  readonly platform: NodeJS.Platform;
  /** Developer tools are offered only in development builds. */
  readonly isPackaged: boolean;
  readonly send: (command: MenuCommand) => void;
}

/** Builds the menu and installs it as the application menu. Call once the app is ready. */
export function setupMenu(): void {
  app.setAboutPanelOptions({ applicationName: appName, applicationVersion: app.getVersion() });
  const context = { platform: process.platform, isPackaged: app.isPackaged, send: sendMenuCommand };
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(context)));
}

/** Sends a menu command to the main window's page; dropped when there is no window. */
export function sendMenuCommand(command: MenuCommand): void {
  getMainWindow()?.webContents.send(channels.menuCommand, command);
}

/**
 * The menu template: File, Edit, View, Help; on macOS the app menu first, a Window menu, and no Help.
 * "Save/Export" is the only save: the campaign is saved continuously in the app's own storage, so
 * `campaign:save` has no distinct meaning and no menu item.
 */
export function buildMenuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const isMac = context.platform === 'darwin';
  const command = (label: string, cmd: MenuCommand, accelerator?: string): MenuItemConstructorOptions => ({
    label,
    ...(accelerator === undefined ? {} : { accelerator }),
    click: () => context.send(cmd),
  });
  const template: MenuItemConstructorOptions[] = [
    {
      label: '&File',
      submenu: [
        command('&New Campaign', 'campaign:new', 'CmdOrCtrl+N'),
        command('&Open/Import Campaign…', 'campaign:open', 'CmdOrCtrl+O'),
        command('&Save/Export Campaign…', 'campaign:export', 'CmdOrCtrl+S'),
        { type: 'separator' },
        command('&Restore Backup…', 'backup:restore'),
        ...(isMac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
      ],
    },
    {
      label: '&Edit',
      submenu: [
        command('&Undo', 'edit:undo', 'CmdOrCtrl+Z'),
        command('&Redo', 'edit:redo', 'CmdOrCtrl+Shift+Z'),
        // A second shortcut for Redo (Windows habit); hidden items keep their accelerators.
        { ...command('Redo', 'edit:redo', 'CmdOrCtrl+Y'), visible: false, acceleratorWorksWhenHidden: true },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&View',
      submenu: [
        command('Toggle &Dark Mode', 'view:toggle-theme', 'CmdOrCtrl+Shift+D'),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(context.isPackaged ? [] : [{ type: 'separator' } as const, { role: 'toggleDevTools' } as const]),
      ],
    },
  ];
  if (isMac) return [{ role: 'appMenu' }, ...template, { role: 'windowMenu' }]; // About is in the app menu
  return [...template, { label: '&Help', submenu: [{ role: 'about', label: `&About ${appName}` }] }];
}
