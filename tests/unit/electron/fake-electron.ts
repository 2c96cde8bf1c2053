/**
 * A stand-in for the `electron` module: importing the real one in Node tries to download the
 * Electron binary and throws. Each test file mocks `electron` with this module:
 *
 *     vi.mock('electron', () => import('./fake-electron.ts'));
 *
 * It records what main does (handlers, listeners, constructor options) and lets tests play the
 * renderer's part (`invokeFromRenderer`, `sendFromRenderer`). `resetFakeElectron()` between tests.
 */
import { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import { vi } from 'vitest';

/** A frame as IPC events report it. */
export interface FakeFrame {
  url: string;
  processId: number;
  frameToken: string;
}

type Listener = (...args: never[]) => unknown;

export class FakeWebContents extends EventEmitter {
  mainFrame: FakeFrame = { url: 'app://heistbox/index.html', processId: 7, frameToken: 'main-frame' };
  readonly send = vi.fn<(channel: string, ...args: unknown[]) => void>();
  /** The page printed to PDF (issue 22): a few bytes standing for the document. */
  readonly printToPDF = vi.fn(async (_options: unknown) => Buffer.from('%PDF-1.7 printed page'));
  windowOpenHandler: ((details: { url: string }) => unknown) | null = null;

  setWindowOpenHandler(handler: (details: { url: string }) => unknown): void {
    this.windowOpenHandler = handler;
  }

  isDestroyed(): boolean {
    return false;
  }
}

export class BrowserWindow extends EventEmitter {
  static readonly created: BrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  readonly loadURL = vi.fn(async (_url: string) => undefined);
  readonly show = vi.fn();
  readonly focus = vi.fn();
  readonly restore = vi.fn();
  destroyed = false;
  minimized = false;

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
    BrowserWindow.created.push(this);
    app.emit('web-contents-created', { preventDefault: vi.fn() }, this.webContents);
    app.emit('browser-window-created', { preventDefault: vi.fn() }, this);
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  getBounds(): { x: number; y: number; width: number; height: number } {
    return { x: 0, y: 0, width: 1280, height: 820 };
  }

  /** Plays the window closing for good: `closed` fires and the window is destroyed. */
  destroy(): void {
    this.destroyed = true;
    this.emit('closed');
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  hasSingleInstanceLock = true;
  readonly paths = new Map<string, string>();
  readonly quit = vi.fn();
  readonly exit = vi.fn();
  readonly enableSandbox = vi.fn();
  readonly setName = vi.fn();
  readonly setAboutPanelOptions = vi.fn();
  readonly whenReady = vi.fn(() => Promise.resolve());
  readonly requestSingleInstanceLock = vi.fn(() => this.hasSingleInstanceLock);
  readonly setPath = vi.fn((name: string, value: string) => void this.paths.set(name, value));
  readonly getPath = vi.fn((name: string) => {
    const value = this.paths.get(name);
    if (value === undefined) throw new Error(`fake app has no path "${name}"`);
    return value;
  });

  getAppPath(): string {
    return path.join(os.tmpdir(), 'heistbox-app');
  }

  getVersion(): string {
    return '0.1.0';
  }
}

export const app = new FakeApp();

class FakeIpcMain extends EventEmitter {
  readonly handlers = new Map<string, Listener>();

  handle(channel: string, handler: Listener): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, handler);
  }
}

export const ipcMain = new FakeIpcMain();

export const shell = { openExternal: vi.fn(async (_url: string) => undefined) };

export const dialog = {
  showOpenDialog: vi.fn(),
  showSaveDialog: vi.fn(),
};

/** A session as main configures it: its protocol handlers and permission guards are recorded. */
export interface FakeSession {
  readonly partition: string;
  readonly setPermissionRequestHandler: ReturnType<typeof vi.fn>;
  readonly setPermissionCheckHandler: ReturnType<typeof vi.fn>;
  readonly protocol: { readonly handle: ReturnType<typeof vi.fn> };
}

function fakeSession(partition: string): FakeSession {
  return {
    partition,
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    protocol: { handle: vi.fn() },
  };
}

const partitions = new Map<string, FakeSession>();

export const session = {
  defaultSession: fakeSession(''),
  /** One session per partition name, as Electron gives. */
  fromPartition: vi.fn((partition: string): FakeSession => {
    const existing = partitions.get(partition) ?? fakeSession(partition);
    partitions.set(partition, existing);
    return existing;
  }),
};

/** A display as `screen` reports it. */
export interface FakeDisplay {
  readonly id: number;
  readonly workArea: { x: number; y: number; width: number; height: number };
}

/** The displays: one by default; tests add a second. */
export const displays: FakeDisplay[] = [];

export const screen = {
  getAllDisplays: vi.fn(() => [...displays]),
  getPrimaryDisplay: vi.fn(() => displays[0]),
  getDisplayMatching: vi.fn(() => displays[0]),
};

export const protocol = {
  registerSchemesAsPrivileged: vi.fn(),
  handle: vi.fn(),
};

export const Menu = {
  buildFromTemplate: vi.fn((template: MenuItemConstructorOptions[]) => ({ template })),
  setApplicationMenu: vi.fn(),
};

class FakeIpcRenderer extends EventEmitter {
  readonly invoke = vi.fn(async (..._args: unknown[]) => undefined as unknown);
  readonly send = vi.fn();
}

export const ipcRenderer = new FakeIpcRenderer();

export const contextBridge = { exposeInMainWorld: vi.fn() };

/** An IPC event as main receives it, from `frame` of `sender` (the main window's page by default). */
export function ipcEvent(
  sender: FakeWebContents,
  frame: Partial<FakeFrame> | null = {},
): { sender: FakeWebContents; senderFrame: FakeFrame | null } {
  return { sender, senderFrame: frame === null ? null : { ...sender.mainFrame, ...frame } };
}

/** Calls main's handler for `channel` as `ipcRenderer.invoke` would, from `event`. */
export async function invokeFromRenderer(
  channel: string,
  event: ReturnType<typeof ipcEvent>,
  ...args: unknown[]
): Promise<unknown> {
  const handler = ipcMain.handlers.get(channel);
  if (handler === undefined) throw new Error(`no handler for ${channel}`);
  return (handler as (...all: unknown[]) => unknown)(event, ...args);
}

/** Forgets windows, handlers, listeners and calls; points the user-data folders at `userData`. */
export function resetFakeElectron(userData: string = path.join(os.tmpdir(), 'heistbox-user-data')): void {
  BrowserWindow.created.length = 0;
  partitions.clear();
  displays.splice(0, displays.length, { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } });
  for (const emitter of [app, ipcMain, ipcRenderer]) emitter.removeAllListeners();
  ipcMain.handlers.clear();
  app.paths.clear();
  app.paths.set('appData', path.dirname(userData));
  app.paths.set('userData', userData);
  app.paths.set('documents', path.join(path.dirname(userData), 'Documents'));
  app.isPackaged = false;
  app.hasSingleInstanceLock = true;
  vi.clearAllMocks();
}
