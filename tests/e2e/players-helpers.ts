/** Shared steps of the players' screen specs: a hub of their own, the join link, players' pages, rolls. */
import type { AddressInfo } from 'node:net';
import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { preview } from 'vite';
import { expect, loadDice, test } from './fixtures.ts';

/**
 * The app served by a `vite preview` of this spec's own, in its worker: the players' hub lives in the server's
 * process (one per server), and every other spec's GM page publishes to the suite's, so a spec that shares the
 * players' screen gets a hub no other test touches.
 */
export const hubTest = test.extend<object, { appOrigin: string }>({
  appOrigin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const server = await preview({
        configFile: 'vite.config.ts',
        logLevel: 'silent',
        preview: { port: 0, strictPort: false, host: 'localhost', open: false },
      });
      const address = server.httpServer.address() as AddressInfo;
      await use(`http://localhost:${address.port}/`);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** The join link a player on this machine opens (the localhost one the hub lists). */
export async function joinLink(page: Page): Promise<string> {
  const urls = await page.getByTestId('players-url').allTextContents();
  const local = urls.find((url) => url.includes('localhost') || url.includes('127.0.0.1')) ?? urls[0];
  if (!local) throw new Error('no join link shown');
  return local;
}

/** A player's page; `cut(true)` cuts its live connection and refuses it again until `cut(false)`. */
export interface Player {
  readonly page: Page;
  /** Every message the hub sent this page, as it came over the wire. */
  readonly frames: readonly string[];
  cut(on: boolean): void;
}

/**
 * A player's page in a browser context of its own (nothing shared with the GM's: no IndexedDB, no storage), its
 * live channel passed through the test (Playwright's WebSocket routing) so the test can cut it: a cut closes both
 * ends, and every reconnect fails until it ends.
 */
export async function playerPage(browser: Browser, url: string, width = 390, height = 844): Promise<Player> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  let cutting = false;
  const open = new Set<WebSocketRoute>();
  const frames: string[] = [];
  await page.routeWebSocket(/\/live\?/, (socket) => {
    if (cutting) return void socket.close({ code: 1006 });
    const server = socket.connectToServer();
    server.onMessage((message) => {
      frames.push(typeof message === 'string' ? message : message.toString('utf8'));
      socket.send(message);
    });
    open.add(socket);
    socket.onClose(() => {
      open.delete(socket);
      void server.close();
    });
  });
  await page.goto(url);
  await expect(page.getByTestId('player-status')).toHaveAttribute('data-status', 'live');
  return {
    page,
    frames,
    cut(on: boolean): void {
      cutting = on;
      if (on) for (const socket of open) void socket.close({ code: 1006 });
    },
  };
}

/**
 * Rolls Vex's Shooting in the dice tray, in secret or not, with these faces, and waits for it to be stored.
 * Returns the roll's id.
 */
export async function trayRoll(page: Page, secret: boolean, faces: readonly number[]): Promise<string> {
  await page.getByRole('tab', { name: 'Dice tray' }).click();
  await page.getByLabel('Character').selectOption({ label: 'Vex' });
  await page.getByLabel(/^Skill/).selectOption('shooting');
  const box = page.getByTestId('secret-roll');
  if (secret) await box.check();
  else await box.uncheck();
  await loadDice(page, faces);
  const before = (await page.getByTestId('latest-roll').getAttribute('data-roll-id')) ?? '';
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('latest-roll')).not.toHaveAttribute('data-roll-id', before);
  return (await page.getByTestId('latest-roll').getAttribute('data-roll-id')) ?? '';
}

/**
 * The hub as a fresh server has it, from the Players dashboard (open): sharing off, the screens not blank. The
 * hub is the worker's, so a spec run before in the same worker may have left it sharing or blank.
 */
export async function freshHub(page: Page): Promise<void> {
  const blank = page.getByTestId('players-blank');
  if ((await blank.getAttribute('aria-pressed')) === 'true') await blank.click();
  await expect(blank).toHaveAttribute('aria-pressed', 'false');
  const share = page.getByTestId('players-share');
  if (((await share.textContent()) ?? '').includes('Stop sharing')) await share.click();
  await expect(page.getByTestId('players-state')).toContainText('Not sharing');
}
