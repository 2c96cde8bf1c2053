/**
 * The players' window's preload: exposes `window.heistboxPlayer`, one function that hands the page the crew's
 * view as wire messages (core/player/wire.ts) — nothing else, no way to ask main for anything but the view
 * again. Runs sandboxed: bundled to one CommonJS file that requires only `electron`.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { ServerMessage } from '../core/player/wire.ts';
import type { PlayerWindowApi } from './players/api.ts';
import { playerHelloChannel, playerMessageChannel } from './players/ipc.ts';

const api: PlayerWindowApi = {
  onMessage(listener) {
    const forward = (_event: unknown, message: unknown): void => listener(message as ServerMessage);
    ipcRenderer.on(playerMessageChannel, forward);
    ipcRenderer.send(playerHelloChannel, null); // a snapshot first, then the patches
    return () => {
      ipcRenderer.removeListener(playerMessageChannel, forward);
    };
  },
};

contextBridge.exposeInMainWorld('heistboxPlayer', api);
