import type { MenuItemConstructorOptions } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuCommand } from '../../../electron/api.ts';
import { channels } from '../../../electron/ipc.ts';
import { buildMenuTemplate, sendMenuCommand, setupMenu } from '../../../electron/menu.ts';
import { createMainWindow } from '../../../electron/windows.ts';
import { BrowserWindow, Menu, resetFakeElectron } from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

type Item = MenuItemConstructorOptions;

function allItems(items: readonly Item[]): Item[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? allItems(item.submenu) : [])]);
}

function template(platform: NodeJS.Platform = 'linux', isPackaged = true) {
  const send = vi.fn<(command: MenuCommand) => void>();
  return { items: allItems(buildMenuTemplate({ platform, isPackaged, send })), send };
}

/** The command each accelerator sends, by clicking the items that carry one. */
function commandsByAccelerator(platform: NodeJS.Platform): Record<string, MenuCommand | undefined> {
  const { items, send } = template(platform);
  const result: Record<string, MenuCommand | undefined> = {};
  for (const item of items.filter((i) => i.accelerator !== undefined && i.click !== undefined)) {
    send.mockClear();
    (item.click as () => void)();
    result[item.accelerator as string] = send.mock.calls[0]?.[0];
  }
  return result;
}

describe('buildMenuTemplate', () => {
  it.each(['linux', 'win32', 'darwin'] as const)('%s: each accelerator sends its command', (platform) => {
    expect(commandsByAccelerator(platform)).toEqual({
      'CmdOrCtrl+N': 'campaign:new',
      'CmdOrCtrl+O': 'campaign:open',
      'CmdOrCtrl+S': 'campaign:export',
      'CmdOrCtrl+Z': 'edit:undo',
      'CmdOrCtrl+Shift+Z': 'edit:redo',
      'CmdOrCtrl+Y': 'edit:redo',
      'CmdOrCtrl+Shift+D': 'view:toggle-theme',
    });
  });

  it('offers Restore Backup… without a shortcut', () => {
    const { items, send } = template();
    const restore = items.find((item) => item.label === '&Restore Backup…');
    (restore?.click as () => void)();
    expect(send).toHaveBeenCalledWith('backup:restore');
  });

  it('hides the second Redo shortcut but keeps it working', () => {
    const redoY = template().items.find((item) => item.accelerator === 'CmdOrCtrl+Y');
    expect(redoY).toMatchObject({ visible: false, acceleratorWorksWhenHidden: true });
  });

  it('has the standard editing, zoom and full-screen roles', () => {
    const roles = template().items.map((item) => item.role);
    for (const role of [
      'cut',
      'copy',
      'paste',
      'selectAll',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]) {
      expect(roles).toContain(role);
    }
  });

  it('has no separate Save: the campaign is stored as it changes', () => {
    const { items, send } = template();
    for (const item of items) (item.click as (() => void) | undefined)?.();
    expect(send).not.toHaveBeenCalledWith('campaign:save');
  });

  it('puts Quit in File and About in Help on Windows and Linux', () => {
    const top = buildMenuTemplate({ platform: 'win32', isPackaged: true, send: vi.fn() });
    expect(top.map((item) => item.label)).toEqual(['&File', '&Edit', '&View', '&Help']);
    expect(allItems(top).map((item) => item.role)).toEqual(expect.arrayContaining(['quit', 'about']));
  });

  it('starts with the app menu on macOS and adds the Window menu', () => {
    const top = buildMenuTemplate({ platform: 'darwin', isPackaged: true, send: vi.fn() });
    expect(top[0]).toEqual({ role: 'appMenu' });
    expect(top.at(-1)).toEqual({ role: 'windowMenu' });
    expect(allItems(top.slice(1)).map((item) => item.role)).not.toContain('quit');
  });

  it('offers developer tools only in development builds', () => {
    expect(template('linux', false).items.map((item) => item.role)).toContain('toggleDevTools');
    expect(template('linux', true).items.map((item) => item.role)).not.toContain('toggleDevTools');
  });
});

describe('setupMenu and sendMenuCommand', () => {
  beforeEach(() => resetFakeElectron());

  it('installs the menu as the application menu', () => {
    setupMenu();
    expect(Menu.setApplicationMenu).toHaveBeenCalledWith(Menu.buildFromTemplate.mock.results[0]?.value);
  });

  it("sends a command on the menu channel to the main window's page", () => {
    createMainWindow();
    sendMenuCommand('edit:undo');
    expect(BrowserWindow.created.at(-1)?.webContents.send).toHaveBeenCalledWith(
      channels.menuCommand,
      'edit:undo',
    );
  });

  it('drops a command when there is no window', () => {
    createMainWindow();
    const window = BrowserWindow.created.at(-1) as BrowserWindow;
    window.destroy();
    sendMenuCommand('edit:undo');
    expect(window.webContents.send).not.toHaveBeenCalled();
  });
});
