import type { Page } from '@playwright/test';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';

/**
 * A name is the GM's, and may be one unbroken word as long as a sheet allows (200 characters): wherever it shows,
 * it wraps or is cut short, and never makes the page wider than the window.
 */

/** The page scrolls sideways by no more than a pixel. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const [scrollWidth, windowWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(
    scrollWidth,
    `${where}: the page is ${scrollWidth} px wide in a ${windowWidth} px window`,
  ).toBeLessThanOrEqual(windowWidth);
}

test('a 200-character unbroken name never widens the page', async ({ app }) => {
  const page = app.page;
  const name = 'M'.repeat(200);
  await createCampaign(page, 'Long names');
  await addCrew(page, name);
  await page.getByRole('button', { name: 'Start next session' }).click();
  await expect(page.getByRole('heading', { name: `Change one of ${name}'s own Loyalties` })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the Crew dashboard');

  await page.getByRole('tab', { name: 'Dice' }).click();
  await page.getByLabel('Character').first().selectOption({ label: name });
  await expectNoSidewaysScroll(page, 'the dice tray');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('verdict')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the roll just made');

  await page.getByRole('tab', { name: 'Roll log' }).click();
  await expect(page.getByTestId('roll-row')).toHaveCount(1);
  await expectNoSidewaysScroll(page, 'the roll log');

  await page.getByRole('tab', { name: 'Scenes' }).click();
  await expectNoSidewaysScroll(page, 'the Scenes dashboard');
});
