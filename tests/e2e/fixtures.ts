import { existsSync } from 'node:fs';
import { test as base, chromium, expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';

const debianChromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path));

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The app in a browser context of its own (its own IndexedDB and localStorage, nothing shared with another test).
 * `restart()` quits the app and opens it again: the page is closed, with every bit of state the app held in memory,
 * and a new one loads the app from what it stored, as the desktop app does when it is quit and opened again.
 */
export interface AppUnderTest {
  page: Page;
  restart(): Promise<Page>;
  /** Content-Security-Policy violations reported so far (the fixture fails the test if any). */
  readonly cspViolations: string[];
}

/** Test-only loaded dice (`loadDice`), installed in every page of a test's context before the app's own code. */
function installLoadedDice(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
  // The app rolls with crypto.getRandomValues; while faces are queued, the next words drawn are `face − 1`, which
  // shows that face on any die with at least that many sides.
  const random = crypto.getRandomValues.bind(crypto);
  const queued = (window as unknown as { __heistboxFaces?: number[] }).__heistboxFaces ?? [];
  (window as unknown as { __heistboxFaces: number[] }).__heistboxFaces = queued;
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    random(array as never);
    const faces = (window as unknown as { __heistboxFaces: number[] }).__heistboxFaces;
    if (array instanceof Uint32Array && faces.length > 0) {
      const loaded = faces.splice(0, faces.length);
      loaded.forEach((face, index) => {
        if (index < array.length) array[index] = face - 1;
      });
    }
    return array;
  };
}

/** Opens the app in a new page of the test's context and waits for it to be up. */
async function open(context: BrowserContext, cspViolations: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = message.text();
    if (/Content.Security.Policy|CSP violation/i.test(text)) cspViolations.push(text);
  });
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Heistbox' })).toBeVisible();
  return page;
}

/**
 * One Chromium per worker, launched once: each test gets a fresh context of it (as isolated as a fresh profile,
 * without the 1.5–2 s of CPU a browser's launch costs on a 2-core machine, twice for a test that restarts).
 */
export const test = base.extend<{ app: AppUnderTest }, { chromiumBrowser: Browser; appOrigin: string }>({
  /**
   * Where the app is served: the suite's `vite preview`. A spec that needs a server of its own (the players' hub
   * lives in the server's process, one per server) overrides it.
   */
  appOrigin: [
    `http://localhost:${process.env.HEISTBOX_E2E_PORT ?? 4173}/`,
    { scope: 'worker', option: true },
  ],
  chromiumBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const browser = await chromium.launch({
        ...(debianChromium ? { executablePath: debianChromium } : {}),
        args: launchArgs,
        headless: true,
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  app: async ({ chromiumBrowser, appOrigin }, use) => {
    const context = await chromiumBrowser.newContext({
      acceptDownloads: true,
      baseURL: appOrigin,
      viewport: { width: 1400, height: 1000 },
    });
    await context.addInitScript(installLoadedDice);
    const cspViolations: string[] = [];
    const app: AppUnderTest = {
      page: await open(context, cspViolations),
      cspViolations,
      async restart() {
        for (const page of context.pages()) await page.close();
        app.page = await open(context, cspViolations);
        return app.page;
      },
    };
    await use(app);
    await context.close();
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

/** Creates a campaign from the Campaigns dashboard and opens it. */
export async function createCampaign(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText(`Campaign: ${name}`)).toBeVisible();
}

/** Adds a crew member from the Crew dashboard, names them and saves the sheet. */
export async function addCrew(page: Page, name: string, values: Record<string, string> = {}): Promise<void> {
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: 'Add crew' }).click();
  await expect(page.getByRole('heading', { name: 'New crew member', level: 2 })).toBeVisible();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await sheet.getByLabel('Name', { exact: true }).fill(name);
  for (const [label, value] of Object.entries(values))
    await sheet.getByLabel(label, { exact: true }).fill(value);
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

/** How many rolls the roll log holds (its "X of Y rolls" line; the Roll log dashboard must be open). */
export async function rollCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('roll-count').textContent()) ?? '';
  const match = /of ([\d,]+) rolls/.exec(text);
  if (!match?.[1]) throw new Error(`No roll count in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/**
 * Every row of the roll log, oldest last: the list draws only the rows in view, so this scrolls it from top to
 * bottom and gathers each row once, by its number.
 */
export async function everyRollRow(page: Page): Promise<{ n: string; text: string; dice: boolean }[]> {
  const list = page.getByTestId('roll-log');
  const seen = new Map<string, { n: string; text: string; dice: boolean }>();
  const viewport = list;
  await viewport.evaluate((element) => element.scrollTo(0, 0));
  for (let step = 0; step < 500; step += 1) {
    for (const row of await list.getByTestId('roll-row').all()) {
      const text = (await row.textContent()) ?? '';
      const n = (await row.getAttribute('data-n')) ?? text;
      const dice = (await row.getByRole('list', { name: /^Dice of/ }).count()) > 0;
      seen.set(n, { n, text, dice });
    }
    const done = await viewport.evaluate((element) => {
      const before = element.scrollTop;
      element.scrollBy(0, element.clientHeight * 0.8);
      return element.scrollTop === before;
    });
    if (done) break;
    await page.waitForTimeout(120);
  }
  return [...seen.values()].sort((a, b) => Number(b.n) - Number(a.n));
}

/**
 * Loads the dice of the next command the app stores: its dice show `faces` in order (each on a die with at
 * least that many sides), then fair random faces. Test code only: the app itself always rolls fair dice.
 */
export async function loadDice(page: Page, faces: readonly number[]): Promise<void> {
  await page.evaluate((list) => {
    (window as unknown as { __heistboxFaces: number[] }).__heistboxFaces = [...list];
  }, faces);
}
