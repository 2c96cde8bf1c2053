import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { emptyPlayerView } from '../../../core/player/types.ts';
import { receive } from '../../../core/player/wire.ts';
import type { Received, ServerMessage } from '../../../core/player/wire.ts';
import type { PlayersStatus } from '../../../electron/players/api.ts';
import { createPlayerHub } from '../../../electron/players/hub.ts';
import type { PlayerHub } from '../../../electron/players/hub.ts';
import { controlPath, hostControl } from '../../../electron/players/vite-plugin.ts';
import { localChannelName } from '../../../renderer/player/feed.ts';
import { controlSocketLink } from '../../../renderer/players/link.ts';
import type { PlayersLink } from '../../../renderer/players/link.ts';
import { liveUrl, openScreen, upgradeStatus } from './hub-clients.ts';

const cleanups: (() => unknown)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real (empty) player view, told apart by its campaign name. */
const view = (round: number) => ({ ...emptyPlayerView(false), campaign: `Round ${round}` });

/** A Vite-like server on loopback with the control socket, and its hub. */
async function viteLike(): Promise<{ server: Server; hub: PlayerHub; origin: string }> {
  const server = createServer((_request, response) => response.end('vite'));
  const hub = createPlayerHub({ pageRoot: null });
  hostControl(server, hub);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  cleanups.push(() => hub.stop());
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { server, hub, origin: `http://127.0.0.1:${port}` };
}

/** The GM page's link, as a page of `origin` opens it (its Origin header is the page's own). */
function gmLink(origin: string, pageOrigin: string = origin): { link: PlayersLink; opened: string[] } {
  const opened: string[] = [];
  const link = controlSocketLink({
    url: `${origin.replace('http:', 'ws:')}${controlPath}`,
    openSocket: (url) => {
      const socket = new NodeWebSocket(url, { headers: { Origin: pageOrigin } });
      socket.on('error', () => undefined);
      cleanups.push(() => socket.terminate());
      return socket as unknown as WebSocket;
    },
    openChannel: (name) => {
      const channel = new BroadcastChannel(name);
      cleanups.push(() => channel.close());
      return channel as unknown as globalThis.BroadcastChannel;
    },
    openWindow: (url) => opened.push(url),
  });
  return { link, opened };
}

describe('the web build’s control socket', () => {
  it('starts sharing, publishes to LAN screens, blanks and reports status pushes', async () => {
    const { origin } = await viteLike();
    const { link } = gmLink(origin);
    const pushes: PlayersStatus[] = [];
    cleanups.push(link.onStatus((status) => pushes.push(status)));
    const status = await link.start({ host: '127.0.0.1', port: 0 });
    expect(status.on).toBe(true);
    await link.publish({ crew: view(1) });
    const screen = await openScreen(liveUrl(status.urls[0] ?? ''));
    cleanups.push(() => screen.socket.terminate());
    screen.hello(null);
    expect(await screen.next()).toMatchObject({ kind: 'snapshot', view: view(1) });
    await vi.waitFor(() => expect(pushes.at(-1)?.clients).toHaveLength(1));
    expect((await link.setBlank(true)).blank).toBe(true);
    expect(await link.stop()).toMatchObject({ on: false });
  });

  it('refuses a request that does not fit with the message main gives, and changes nothing', async () => {
    const { origin, hub } = await viteLike();
    const { link } = gmLink(origin);
    await expect(link.publish({ crew: { name: 'Lady Ashcombe' } })).rejects.toThrow(
      /^players\.publish: the view for crew is not a player view/,
    );
    await expect(link.setBlank('yes' as unknown as boolean)).rejects.toThrow('blank must be true or false');
    expect(hub.status().blank).toBe(false);
  });

  it('answers only a loopback page of its own origin', async () => {
    const { origin } = await viteLike();
    const url = `${origin.replace('http:', 'ws:')}${controlPath}`;
    expect(await upgradeStatus(url, { Origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(url)).toBe(403); // no Origin: not a page
    expect(await upgradeStatus(url, { Origin: origin, Host: 'evil.example' })).toBe(403); // DNS rebinding
    const { link } = gmLink(origin, 'http://evil.example');
    await expect(link.status()).rejects.toThrow(/not running here/);
  });

  it('leaves every other upgrade to Vite (its hot reload socket)', async () => {
    const { server, origin } = await viteLike();
    const others: string[] = [];
    server.on('upgrade', (request: { url?: string }, socket: { destroy(): void }) => {
      others.push(request.url ?? '');
      socket.destroy();
    });
    await upgradeStatus(`${origin.replace('http:', 'ws:')}/?token=vite-hmr`, { Origin: origin }).catch(
      () => 0,
    );
    expect(others).toEqual(['/?token=vite-hmr']);
  });

  it('relays the crew’s view to a #local players’ window over the BroadcastChannel', async () => {
    const { origin } = await viteLike();
    const { link, opened } = gmLink(origin);
    await link.publish({ crew: view(1), 'seat:vex': { ...view(1), campaign: 'Lady Ashcombe' } });
    await link.openWindow();
    expect(opened).toEqual(['player.html#local']);
    const window = new BroadcastChannel(localChannelName);
    cleanups.push(() => window.close());
    const got: ServerMessage[] = [];
    window.onmessage = (event: MessageEvent<ServerMessage>) => got.push(event.data);
    window.postMessage({ kind: 'hello', rev: null });
    await vi.waitFor(() => expect(got.some((message) => message.kind === 'snapshot')).toBe(true));
    await link.publish({ crew: view(2), 'seat:vex': { ...view(2), campaign: 'Lady Ashcombe' } });
    await vi.waitFor(() => expect(shown(got)?.view).toEqual(view(2)));
    expect(JSON.stringify(got)).not.toContain('Ashcombe'); // a seat's view never goes to the table's window
  });
});

/** What a screen shows after `messages`, skipping what came before its first snapshot. */
function shown(messages: readonly ServerMessage[]): Received | null {
  let held: Received | null = null;
  for (const message of messages) {
    const step = receive(held, message);
    if (step.kind === 'view') held = step.received;
  }
  return held;
}
