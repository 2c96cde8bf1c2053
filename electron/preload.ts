/**
 * The preload: exposes `window.heistbox`, one named function per `HeistboxApi` member and nothing
 * else — no generic `invoke(channel)`, no `ipcRenderer`, no Electron event objects — so a page can
 * only ask main for what this file names. Runs sandboxed: bundled to one CommonJS file that
 * requires only `electron`.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { menuCommands } from './api.ts';
import type { HeistboxApi, MenuCommand } from './api.ts';
import { channels } from './ipc.ts';
import type { InvokeName, InvokeRequest, InvokeResponse } from './ipc.ts';
import type { PlayersApi, PlayersStatus } from './players/api.ts';
import { playersChannels, playersStatusChannel } from './players/ipc.ts';

const beforeQuitListeners = new Set<() => Promise<void>>();

/** The players' screen: one named function per request; main checks every argument (electron/players/). */
const players: PlayersApi = {
  start: (options) => call(playersChannels.start, ...(options === undefined ? [] : [options])),
  stop: () => call(playersChannels.stop),
  status: () => call(playersChannels.status),
  publish: (views) => call(playersChannels.publish, views),
  setBlank: (blank) => call(playersChannels.setBlank, blank),
  drop: (clientId) => call(playersChannels.drop, clientId),
  rotateToken: () => call(playersChannels.rotateToken),
  openWindow: () => call(playersChannels.openWindow),
  onStatus: (listener) => {
    const forward = (_event: unknown, status: unknown): void => listener(status as PlayersStatus);
    ipcRenderer.on(playersStatusChannel, forward);
    return () => {
      ipcRenderer.removeListener(playersStatusChannel, forward);
    };
  },
};

const api: HeistboxApi = {
  openCampaignFile: () => invoke('openCampaignFile'),
  saveCampaignFile: (suggestedName, bytes) => invoke('saveCampaignFile', suggestedName, bytes),
  writeBackup: (campaignId, bytes) => invoke('writeBackup', campaignId, bytes),
  listBackups: () => invoke('listBackups'),
  readBackup: (name) => invoke('readBackup', name),
  tidyBackups: (campaignIds) => invoke('tidyBackups', campaignIds),
  savePdf: (suggestedName, pageSize) => invoke('savePdf', suggestedName, pageSize),
  onMenuCommand: (listener) => {
    const forward = (_event: unknown, command: unknown): void => {
      if (isMenuCommand(command)) listener(command);
    };
    ipcRenderer.on(channels.menuCommand, forward);
    return () => {
      ipcRenderer.removeListener(channels.menuCommand, forward);
    };
  },
  onBeforeQuit: (listener) => {
    const wrapped = (): Promise<void> => listener();
    beforeQuitListeners.add(wrapped);
    return () => {
      beforeQuitListeners.delete(wrapped);
    };
  },
  players,
};

/**
 * When main announces the quit, every subscribed listener runs (a failing one does not stop the
 * others), then main hears "ready" — at once when nobody subscribed.
 */
ipcRenderer.on(channels.beforeQuit, () => {
  const running = [...beforeQuitListeners].map((listener) => Promise.resolve().then(listener));
  void Promise.allSettled(running).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') console.error('A before-quit listener failed', result.reason);
    }
    ipcRenderer.send(channels.quitReady);
  });
});

contextBridge.exposeInMainWorld('heistbox', api);

/** What Electron puts before the message of an error main's handler threw (and the error's name). */
const remoteErrorPrefix = /^Error invoking remote method '[^']*': (?:[A-Za-z]*Error: )?/;

/**
 * Private to this file: the page only ever sees the named functions above. A failed request rejects with
 * main's message for the GM alone, without the prefix Electron adds ("Error invoking remote method…").
 */
function invoke<K extends InvokeName>(name: K, ...args: InvokeRequest<K>): Promise<InvokeResponse<K>> {
  return call(channels[name], ...args);
}

async function call<T>(channel: string, ...args: readonly unknown[]): Promise<T> {
  try {
    return (await ipcRenderer.invoke(channel, ...args)) as T;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(message.replace(remoteErrorPrefix, ''));
  }
}

function isMenuCommand(value: unknown): value is MenuCommand {
  return (menuCommands as readonly unknown[]).includes(value);
}
