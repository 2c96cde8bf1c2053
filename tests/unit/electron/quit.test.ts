import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channels } from '../../../electron/ipc.ts';
import { quitTimeoutMs, setupQuitFlow, waitForRendererToFinish } from '../../../electron/quit.ts';
import { createMainWindow } from '../../../electron/windows.ts';
import {
  app,
  BrowserWindow,
  FakeWebContents,
  ipcEvent,
  ipcMain,
  resetFakeElectron,
} from './fake-electron.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

let window: BrowserWindow;

/** Emits `name` with a cancellable event, as Electron does, and says whether it was cancelled. */
function emitCancellable(
  emitter: { emit(name: string, ...args: unknown[]): boolean },
  name: string,
): boolean {
  const event = { preventDefault: vi.fn() };
  emitter.emit(name, event);
  return event.preventDefault.mock.calls.length > 0;
}

const pageAnswers = (sender: FakeWebContents = window.webContents) =>
  ipcMain.emit(channels.quitReady, ipcEvent(sender));

beforeEach(() => {
  vi.useFakeTimers();
  resetFakeElectron();
  setupQuitFlow();
  createMainWindow();
  window = BrowserWindow.created.at(-1) as BrowserWindow;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('setupQuitFlow', () => {
  it('cancels the first quit and asks the page for a last backup', () => {
    expect(emitCancellable(app, 'before-quit')).toBe(true);
    expect(window.webContents.send).toHaveBeenCalledWith(channels.beforeQuit);
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('quits for real once the page answers quit-ready, and lets that quit through', async () => {
    emitCancellable(app, 'before-quit');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(app.quit).not.toHaveBeenCalled();
    pageAnswers();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(emitCancellable(app, 'before-quit')).toBe(false);
    expect(emitCancellable(window, 'close')).toBe(false);
  });

  it('quits after 5 seconds when the page never answers', async () => {
    emitCancellable(app, 'before-quit');
    await vi.advanceTimersByTimeAsync(quitTimeoutMs - 1);
    expect(app.quit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.quit).toHaveBeenCalledTimes(1);
  });

  it('ignores a quit-ready message from another web contents', async () => {
    emitCancellable(app, 'before-quit');
    pageAnswers(new FakeWebContents());
    await vi.advanceTimersByTimeAsync(quitTimeoutMs - 1);
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('asks only once when the user quits twice while waiting', async () => {
    expect(emitCancellable(app, 'before-quit')).toBe(true);
    expect(emitCancellable(app, 'before-quit')).toBe(true);
    expect(window.webContents.send).toHaveBeenCalledTimes(1);
    pageAnswers();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.quit).toHaveBeenCalledTimes(1);
  });

  it('treats closing the window as quitting, so the close button backs up too', async () => {
    expect(emitCancellable(window, 'close')).toBe(true);
    expect(window.webContents.send).toHaveBeenCalledWith(channels.beforeQuit);
    pageAnswers();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.quit).toHaveBeenCalledTimes(1);
  });

  it('quits at once when there is no window to ask', async () => {
    window.destroy();
    emitCancellable(app, 'before-quit');
    await vi.advanceTimersByTimeAsync(0);
    expect(app.quit).toHaveBeenCalledTimes(1);
  });
});

describe('waitForRendererToFinish', () => {
  it('resolves "ready" and stops listening once the page answers', async () => {
    const outcome = waitForRendererToFinish();
    pageAnswers();
    await expect(outcome).resolves.toBe('ready');
    expect(ipcMain.listenerCount(channels.quitReady)).toBe(0);
  });

  it('resolves "timeout" after the given time', async () => {
    const outcome = waitForRendererToFinish(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toBe('timeout');
    expect(ipcMain.listenerCount(channels.quitReady)).toBe(0);
  });

  it('resolves "window-gone" when the window closes or its page crashes while waiting', async () => {
    const closed = waitForRendererToFinish();
    window.destroy();
    await expect(closed).resolves.toBe('window-gone');
    createMainWindow();
    const crashed = waitForRendererToFinish();
    BrowserWindow.created.at(-1)?.webContents.emit('render-process-gone', {}, { reason: 'crashed' });
    await expect(crashed).resolves.toBe('window-gone');
  });
});
