import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { emptyPlayerView } from '../../core/index.ts';
import type { PlayerView } from '../../core/index.ts';
import { diffJson } from '../../core/player/wire.ts';
import type { JsonValue } from '../../core/player/wire.ts';
import { fightView, heistView, otherEnginesView } from '../helpers/player-views.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * The players' page (issue 21) fed hand-written projections the way the GM's browser window feeds it
 * (`player.html#local`, the `heistbox-players` BroadcastChannel), at a phone's, a laptop's and a TV's size, in
 * both themes, checked with axe. It draws what it is sent and nothing else, and its bundle never names IndexedDB.
 */

const sizes = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
  tv: { width: 1920, height: 1080 },
} as const;

interface PlayerPage {
  page: Page;
  cspViolations: string[];
  /** Every request the page made to another origin than its own (none is allowed). */
  elsewhere: string[];
}

/** The players' page alone in a fresh context of the given size (nothing of the GM's app is opened). */
async function openPlayer(browser: Browser, size: keyof typeof sizes): Promise<PlayerPage> {
  const context = await browser.newContext({
    baseURL: `http://localhost:${process.env.HEISTBOX_E2E_PORT ?? 4173}/`,
    viewport: sizes[size],
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const origin = `http://localhost:${process.env.HEISTBOX_E2E_PORT ?? 4173}`;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) elsewhere.push(url);
  });
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|CSP violation/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto('./player.html#local');
  await expect(page.getByTestId('player-screen')).toBeVisible();
  return { page, cspViolations, elsewhere };
}

/** What the GM's window sends: a wire message on the players' BroadcastChannel. */
async function send(page: Page, message: unknown): Promise<void> {
  await page.evaluate((sent) => {
    const channel = new BroadcastChannel('heistbox-players');
    channel.postMessage(sent);
    channel.close();
  }, message);
}

let rev = 0;
async function show(page: Page, view: PlayerView): Promise<void> {
  rev += 1;
  await send(page, { kind: 'snapshot', rev, view });
}

/** Nothing wider than the window: the page scrolls down, never sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll, 'page width').toBeLessThanOrEqual(width);
}

async function setDark(page: Page, dark: boolean): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', dark ? 'dark' : 'light');
}

test.describe('the players’ page', () => {
  test('on a phone: the Heist as the crew knows it, the sheets and the public rolls, in both themes', async ({
    chromiumBrowser,
  }) => {
    const { page, cspViolations, elsewhere } = await openPlayer(chromiumBrowser, 'phone');
    await expect(page.getByTestId('player-waiting')).toBeVisible();
    await show(page, heistView);
    await expect(page.getByTestId('player-status')).toHaveText('Live');
    await expect(page.getByRole('heading', { name: 'The Long Con', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bank job' })).toBeVisible();
    const map = page.getByRole('img', { name: /^Map of The Bank\. Lobby: Vex: Crew, A guard: spotted/ });
    await expect(map).toBeVisible();
    await expect(page.getByTestId('heist-map-zone')).toHaveCount(2);
    await expect(page.getByTestId('map-person')).toHaveCount(3);
    await expect(page.getByTestId('player-alarm')).toHaveText('Alarm: quiet');
    await expect(page.getByTestId('player-sheet')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Dice of Vex: Stealth past the lobby' })).toBeVisible();
    await expect(page.getByTestId('player-odds')).toHaveText('Chance of success: 62%');
    for (const dark of [false, true]) {
      await setDark(page, dark);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `the phone's Heist, ${dark ? 'dark' : 'light'}`);
    }
    expect(cspViolations).toEqual([]);
    expect(elsewhere, 'requests beyond its own origin').toEqual([]);
  });

  test('on a laptop: a fight with the order redacted, every other engine, blank and back', async ({
    chromiumBrowser,
  }) => {
    const { page, cspViolations } = await openPlayer(chromiumBrowser, 'laptop');
    await show(page, fightView);
    const order = page.getByTestId('player-initiative');
    await expect(order.getByRole('listitem')).toHaveText([
      /^Vex\s*\(The crew\)\s*17\s*done$/,
      /^An opponent\s*\(Opponents\)\s*acting now$/,
      /^Opponents\s*$/,
    ]);
    await expect(page.getByTestId('player-fighters')).toContainText('Cover: high');
    await expect(page.getByRole('heading', { name: 'Your character' })).toBeVisible();
    await expectNoAxeViolations(page, "the laptop's fight");

    // The next view as a patch on the one drawn, as the GM's side sends a change.
    rev += 1;
    await send(page, {
      kind: 'patch',
      rev,
      base: rev - 1,
      ops: diffJson(fightView as unknown as JsonValue, otherEnginesView as unknown as JsonValue),
    });
    await expect(page.getByTestId('player-scene')).toHaveCount(4);
    await expect(page.getByTestId('player-social-target')).toContainText('Loyalty: Greed: Money');
    await expect(page.getByTestId('player-models')).toContainText('Dock guard');
    await expect(page.getByTestId('player-chase')).toContainText('Driving the Cab, Distance 2');
    await expect(page.getByTestId('player-prep')).toContainText('Researching the Bank’s Layout');
    await setDark(page, true);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, "the laptop's other engines, dark");

    await show(page, emptyPlayerView(true));
    await expect(page.getByTestId('player-blank')).toBeVisible();
    await expect(page.getByTestId('player-scene')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'The Long Con' })).toHaveCount(0);
    await show(page, heistView);
    await expect(page.getByRole('heading', { name: 'Bank job' })).toBeVisible();
    expect(cspViolations).toEqual([]);
  });

  test('on a TV: large type, remembered on the device after a reload, in both themes', async ({
    chromiumBrowser,
  }) => {
    const { page, cspViolations } = await openPlayer(chromiumBrowser, 'tv');
    await show(page, heistView);
    const heading = page.getByRole('heading', { name: 'Bank job' });
    const normal = await heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    await page.getByRole('button', { name: 'Large type' }).click();
    await expect(page.getByRole('button', { name: 'Large type' })).toHaveAttribute('aria-pressed', 'true');
    const large = await heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(large).toBeGreaterThan(normal * 1.3);
    for (const dark of [true, false]) {
      await setDark(page, dark);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `the TV in large type, ${dark ? 'dark' : 'light'}`);
    }
    await setDark(page, true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Large type' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(cspViolations).toEqual([]);
  });

  test('says when the GM ends the session, and refuses what it cannot read', async ({ chromiumBrowser }) => {
    const { page } = await openPlayer(chromiumBrowser, 'phone');
    await show(page, { ...heistView, version: 2 } as unknown as PlayerView);
    await expect(page.getByRole('alert')).toHaveText(
      'The GM’s app and this page are different versions: reload this page to get the GM’s one.',
    );
    await expect(page.getByTestId('player-waiting')).toBeVisible();
    await send(page, { kind: 'bye', reason: 'dropped' });
    await expect(page.getByTestId('player-status')).toHaveText(
      "The GM's screen is closed to this page (the GM dropped this device).",
    );
  });
});

test('the built players’ page never names IndexedDB (the GM’s app does)', () => {
  const dist = join(import.meta.dirname, '../../dist/renderer');
  /** The scripts an HTML page loads, and every chunk they import, as file names under assets/. */
  const bundle = (html: string): string[] => {
    const seen = new Set<string>();
    const queue = [
      ...readFileSync(join(dist, html), 'utf8').matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g),
    ].map((match) => match[1]!);
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(join(dist, 'assets', file), 'utf8');
      for (const match of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(match[1]!);
    }
    return [...seen];
  };
  const names = (files: string[]) =>
    files.filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes('indexedDB'));
  const player = bundle('player.html');
  expect(player.some((file) => file.startsWith('player-'))).toBe(true);
  expect(names(player)).toEqual([]);
  expect(names(bundle('index.html')).length).toBeGreaterThan(0);
});
