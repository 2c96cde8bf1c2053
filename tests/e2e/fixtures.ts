import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, chromium, expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

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

/** The app in a browser profile of its own, which `restart()` closes and opens again, like quitting the app. */
export interface AppUnderTest {
  page: Page;
  restart(): Promise<Page>;
  /** Content-Security-Policy violations reported so far (the fixture fails the test if any). */
  readonly cspViolations: string[];
}

async function launch(
  profile: string,
  cspViolations: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    ...(debianChromium ? { executablePath: debianChromium } : {}),
    args: launchArgs,
    headless: true,
    acceptDownloads: true,
    baseURL: `http://localhost:${process.env.HEISTBOX_E2E_PORT ?? 4173}/`,
    viewport: { width: 1400, height: 1000 },
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
    // Test-only loaded dice (`loadDice`): the app rolls with crypto.getRandomValues; while faces are queued, the
    // next words drawn are `face − 1`, which shows that face on any die with at least that many sides.
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
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    const text = message.text();
    if (/Content.Security.Policy|CSP violation/i.test(text)) cspViolations.push(text);
  });
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Heistbox' })).toBeVisible();
  return { context, page };
}

export const test = base.extend<{ app: AppUnderTest }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  app: async ({}, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'heistbox-e2e-'));
    const cspViolations: string[] = [];
    let current = await launch(profile, cspViolations);
    const app: AppUnderTest = {
      page: current.page,
      cspViolations,
      async restart() {
        await current.context.close();
        current = await launch(profile, cspViolations);
        app.page = current.page;
        return current.page;
      },
    };
    await use(app);
    await current.context.close();
    rmSync(profile, { recursive: true, force: true });
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
