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
  await page.getByRole('button', { name: 'Dismiss message' }).click();
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
  await page.getByRole('button', { name: 'Dark mode' }).click();

  // The loud part: a Heist scene, its Drop panel, Gang Warfare and a chase.
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByLabel('Scene name').fill('The Harrow warehouse');
  await page.getByLabel('Kind').selectOption('heist');
  await page.getByLabel('Zones').fill('Loading dock');
  for (const name of ['Guard Brannigan', 'Guard Okafor']) await page.getByLabel(`${name} takes part`).check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  const drop = page.getByTestId('drop-panel');
  await drop.getByLabel('Attacker').selectOption({ index: 1 });
  await drop.getByLabel('Target').selectOption({ index: 1 });
  await shot('scenes');
  await page.getByRole('button', { name: 'Start Gang Warfare…' }).click();
  await page.getByTestId('start-warfare').getByRole('button', { name: 'Start Gang Warfare' }).click();
  await page.getByTestId('warfare-board').waitFor();
  await page.getByTestId('warfare-board').screenshot({ path: 'docs/screenshots/warfare.png' });
  await page.getByRole('button', { name: 'Start chase…' }).first().click();
  const form = page.getByTestId('start-chase');
  await form.getByLabel('Part of Vex').selectOption('target');
  await form.getByLabel('Vehicle of Vex').selectOption('Car');
  await form.getByLabel('Part of Guard Brannigan').selectOption('pursuer');
  await form.getByLabel('Vehicle of Guard Brannigan').selectOption('Car');
  await form.getByRole('button', { name: 'Start chase' }).click();
  const chase = page.getByTestId('chase');
  await chase
    .getByRole('button', { name: /^(Accelerate|Close)$/ })
    .first()
    .click();
  await chase.screenshot({ path: 'docs/screenshots/chase.png' });
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await new Promise((resolve) => server.httpServer.close(resolve));
}
