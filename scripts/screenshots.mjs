// Takes the README's screenshots of the built renderer (run `npm run build:renderer` first):
// `npm run screenshots` writes docs/screenshots/*.png, light and dark.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path));
const server = await preview({ configFile: 'vite.config.ts', preview: { port: 4174, strictPort: true } });
const profile = mkdtempSync(join(tmpdir(), 'heistbox-shots-'));
const context = await chromium.launchPersistentContext(profile, {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
  viewport: { width: 1360, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
const shot = (name) => page.screenshot({ path: `docs/screenshots/${name}.png` });

try {
  await page.goto('http://localhost:4174/');
  await page.getByRole('button', { name: 'Load sample campaign' }).click();
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('list', { name: 'Characters' }).getByRole('button').first().click();
  await shot('crew');
  await page.getByRole('tab', { name: 'Dice tray' }).click();
  const character = page.getByRole('combobox', { name: /^Character/ });
  await character.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Skill/ }).selectOption('shooting');
  await page.getByRole('spinbutton', { name: 'Bolsters received' }).fill('1');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Bolsters received' }).fill('1');
  await shot('dice-tray');
  await page.getByRole('tab', { name: 'Roll log' }).click();
  await shot('roll-log');
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await shot('campaigns');
  await page.getByRole('tab', { name: 'Table settings' }).click();
  await shot('settings');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.getByRole('tab', { name: 'Dice tray' }).click();
  await shot('dice-tray-dark');
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await new Promise((resolve) => server.httpServer.close(resolve));
}
