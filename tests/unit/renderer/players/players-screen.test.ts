import { describe, expect, it } from 'vitest';
import type { PlayersLink, PlayersStatus } from '../../../../renderer/players/link.ts';
import { PlayersScreen } from '../../../../renderer/players/players.svelte.ts';

/** The GM's actions on the players' screen, against a fake link (issue 21): the link's status is the truth. */

function fakeLink(failing: readonly string[] = []) {
  let status: PlayersStatus = { on: false, port: null, urls: [], seatUrls: {}, clients: [], blank: false };
  const listeners = new Set<(status: PlayersStatus) => void>();
  const calls: string[] = [];
  const change = (next: Partial<PlayersStatus>): void => {
    status = { ...status, ...next };
    for (const listener of listeners) listener(status);
  };
  const step = async (name: string, effect: () => void): Promise<void> => {
    calls.push(name);
    if (failing.includes(name)) throw new Error(`${name} refused`);
    effect();
  };
  const link = {
    start: () => step('start', () => change({ on: true, port: 4400, urls: ['http://10.0.0.2:4400/p?t=a'] })),
    stop: () => step('stop', () => change({ on: false, urls: [], clients: [] })),
    status: () => Promise.resolve(status),
    publish: () => Promise.resolve(),
    setBlank: (blank: boolean) => step(`blank ${blank}`, () => change({ blank })),
    drop: (id: string) =>
      step(`drop ${id}`, () => change({ clients: status.clients.filter((client) => client.id !== id) })),
    rotateToken: () => step('token', () => change({ urls: ['http://10.0.0.2:4400/p?t=b'], clients: [] })),
    openWindow: () => step('window', () => undefined),
    onStatus: (listener: (status: PlayersStatus) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as PlayersLink;
  return { link, calls, change };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PlayersScreen', () => {
  it('follows the link’s status until unsubscribed', async () => {
    const fake = fakeLink();
    const screen = new PlayersScreen(fake.link);
    const stop = screen.follow();
    await settle();
    expect(screen.sharing).toBe(false);
    fake.change({
      on: true,
      clients: [{ id: 'c1', audience: 'crew', address: '10.0.0.9', since: 0 }],
    } as Partial<PlayersStatus>);
    expect(screen.sharing).toBe(true);
    expect(screen.status?.clients).toHaveLength(1);
    stop();
    fake.change({ on: false });
    expect(screen.sharing).toBe(true); // no longer following
  });

  it('switches sharing on and off, blanks and shows again, drops, changes the token', async () => {
    const fake = fakeLink();
    const screen = new PlayersScreen(fake.link);
    expect(await screen.share(true)).toBeNull();
    expect(screen.sharing).toBe(true);
    expect(await screen.toggleBlank()).toBeNull();
    expect(screen.blank).toBe(true);
    expect(await screen.toggleBlank()).toBeNull();
    expect(screen.blank).toBe(false);
    expect(await screen.drop('c1')).toBeNull();
    expect(await screen.changeToken()).toBeNull();
    expect(screen.status?.urls).toEqual(['http://10.0.0.2:4400/p?t=b']);
    expect(await screen.openWindow()).toBeNull();
    expect(await screen.share(false)).toBeNull();
    expect(screen.sharing).toBe(false);
    expect(fake.calls).toEqual(['start', 'blank true', 'blank false', 'drop c1', 'token', 'window', 'stop']);
  });

  it('says what failed, in words, and keeps the last status', async () => {
    const fake = fakeLink(['start', 'blank true']);
    const screen = new PlayersScreen(fake.link);
    expect(await screen.share(true)).toBe('Sharing could not start: start refused');
    expect(screen.sharing).toBe(false);
    expect(await screen.toggleBlank()).toBe('The players’ screen could not be blanked: blank true refused');
    expect(screen.blank).toBe(false);
  });
});
