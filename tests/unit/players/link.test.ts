import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayersApi } from '../../../electron/players/api.ts';
import { controlSocketLink, unreachableStatus } from '../../../renderer/players/link.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('playersLink', () => {
  it('is the desktop preload’s players API when the app runs in Electron', async () => {
    const players = { start: vi.fn() } as unknown as PlayersApi;
    vi.stubGlobal('window', { heistbox: { players } });
    const { playersLink } = await import('../../../renderer/players/link.ts');
    expect(playersLink()).toBe(players);
    expect(playersLink()).toBe(players); // one link per page
  });
});

describe('controlSocketLink', () => {
  it('fails a request with a message for the GM when no hub answers, and reports it unreachable', async () => {
    const sockets: { onclose: (() => void) | null }[] = [];
    const link = controlSocketLink({
      url: 'ws://localhost:1/__heistbox/players',
      openSocket: () => {
        const socket = { onopen: null, onmessage: null, onclose: null as (() => void) | null, send: vi.fn() };
        sockets.push(socket);
        queueMicrotask(() => socket.onclose?.());
        return socket as unknown as WebSocket;
      },
      openChannel: () => ({ onmessage: null, postMessage: vi.fn() }) as unknown as BroadcastChannel,
      openWindow: vi.fn(),
    });
    const heard: unknown[] = [];
    link.onStatus((status) => heard.push(status));
    await expect(link.status()).rejects.toThrow(/players’ service is not running here/);
    expect(heard).toContainEqual(unreachableStatus);
  });
});
