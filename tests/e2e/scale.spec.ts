import { gzipSync } from 'node:zlib';
import { campaignFileText } from '../../core/index.ts';
import { simulateCampaign } from '../helpers/campaign-gen.ts';
import { everyRollRow, expect, rollCount, test } from './fixtures.ts';

/**
 * A long campaign plays like a new one: 10,000 log entries of a simulated GM are imported (with progress),
 * the app is restarted, and a roll, an undo and a redo go through as in a fresh campaign. How long each step
 * takes is measured by `npm run bench:ui`, never asserted here.
 */
test.describe('a campaign of 10,000 entries', () => {
  test('imports with progress, reopens, and takes a roll, an undo and a redo', async ({ app }) => {
    test.setTimeout(180_000);
    const { entries } = simulateCampaign({ entries: 10_000, seed: 42, name: 'Ten Thousand' });
    const file = gzipSync(campaignFileText('Ten Thousand', 0, entries, 1));
    let page = app.page;
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import campaign file…' }).click();
    await (
      await chooser
    ).setFiles({ name: 'ten-thousand.heistbox', mimeType: 'application/gzip', buffer: file });
    await expect(page.getByTestId('file-progress')).toBeVisible();
    await expect(page.getByText('Campaign: Ten Thousand')).toBeVisible({ timeout: 120_000 });

    page = await app.restart();
    await expect(page.getByText('Campaign: Ten Thousand')).toBeVisible();
    await page.getByRole('tab', { name: 'Roll log' }).click();
    const before = await rollCount(page);
    expect(before).toBeGreaterThan(5_000);

    await page.getByRole('tab', { name: 'Dice tray' }).click();
    await page.getByLabel('Character').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('verdict')).toBeVisible();
    await page.getByRole('tab', { name: 'Roll log' }).click();
    await expect(page.getByTestId('roll-count')).toContainText(
      `of ${(before + 1).toLocaleString('en')} rolls`,
    );

    await page.getByRole('banner').getByRole('button', { name: /^Undo/ }).click();
    await expect(page.getByTestId('roll-count')).toContainText(`of ${before.toLocaleString('en')} rolls`);
    await page.getByRole('banner').getByRole('button', { name: /^Redo/ }).click();
    await expect(page.getByTestId('roll-count')).toContainText(
      `of ${(before + 1).toLocaleString('en')} rolls`,
    );

    // The roll log scrolls to its oldest roll: row #1, the 10,000-entry campaign's first roll.
    await page.getByTestId('roll-log').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(page.locator('[data-testid="roll-row"][data-n="1"]')).toBeVisible();
  });

  test('every row of a short roll log is reachable by scrolling', async ({ app }) => {
    const { entries } = simulateCampaign({ entries: 120, seed: 8, name: 'Short' });
    const page = app.page;
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import campaign file…' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'short.heistbox',
      mimeType: 'application/gzip',
      buffer: gzipSync(campaignFileText('Short', 0, entries, 1)),
    });
    await expect(page.getByText('Campaign: Short')).toBeVisible();
    await page.getByRole('tab', { name: 'Roll log' }).click();
    const rows = await everyRollRow(page);
    expect(rows.map((row) => Number(row.n))).toEqual(
      Array.from({ length: await rollCount(page) }, (_, index) => rows.length - index),
    );
  });
});
