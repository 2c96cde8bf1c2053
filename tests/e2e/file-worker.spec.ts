import { gzipSync } from 'node:zlib';
import { campaignFileText } from '../../core/index.ts';
import { newlineBomb } from '../helpers/gzip-bomb.ts';
import { rollCampaign } from '../helpers/roll-campaign.ts';
import { createCampaign, expect, rollCount, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * Imports run in the file worker (renderer/workers/): the window answers while a long file is read, the
 * campaign list (a live query in the page) sees the campaign the worker wrote, and hostile files are refused
 * with their message.
 */

async function chooseFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import campaign file…' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
}

const entries = 20_000;

test.describe('imports in the file worker', () => {
  test('a long import shows its progress while the window answers; the campaign is listed and survives a restart', async ({
    app,
  }) => {
    test.setTimeout(180_000);
    let page = app.page;
    const file = gzipSync(campaignFileText('The Long Haul', 0, rollCampaign('The Long Haul', entries), 1));
    await chooseFile(page, 'long-haul.heistbox', file);

    const progress = page.getByTestId('file-progress');
    await expect(progress).toContainText('Importing long-haul.heistbox');
    // A click on another control during the import gets its effect at once…
    await page.getByRole('button', { name: 'Restore backup…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
    await expect(dialog).toBeVisible();
    await expect(progress).toBeVisible(); // …while the import is still under way
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Typed meanwhile');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Typed meanwhile');
    await expect(progress).toBeVisible();
    expect(page.workers().map((worker) => worker.url())).toEqual([expect.stringMatching(/files\.worker/)]);

    await expect(page.getByTestId('notice')).toContainText('Imported “The Long Haul”', { timeout: 120_000 });
    await expect(progress).toHaveCount(0);
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    // The list is a live query in the page: it saw the rows the worker wrote.
    await expect(page.getByRole('button', { name: /^Open(ed)? The Long Haul$/ })).toBeVisible();

    page = await app.restart();
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: /^Open(ed)? The Long Haul$/ }).click();
    await expect(page.getByText('Campaign: The Long Haul')).toBeVisible();
    await page.getByRole('tab', { name: 'Roll log' }).click();
    expect(await rollCount(page)).toBe(entries - 2);
  });

  test('a gzip bomb (1 GB of newlines) is refused with its message and changes nothing', async ({ app }) => {
    const page = app.page;
    await createCampaign(page, 'Untouched');
    await chooseFile(page, 'bomb.heistbox', Buffer.from(await newlineBomb()));
    await expect(page.getByTestId('import-error')).toContainText(
      "bomb.heistbox: Line 2 of the file is empty (only the file's end may follow a newline). Nothing was imported.",
    );
    await expect(page.getByRole('button', { name: /^Open(ed)? / })).toHaveCount(1);
  });

  test('a file that is not valid UTF-8 is refused, not imported with replacement characters', async ({
    app,
  }) => {
    const page = app.page;
    const text = Buffer.from(campaignFileText('Zo?', 0, rollCampaign('Zo?', 3), 1));
    text[text.indexOf('Zo?', text.indexOf('\n')) + 2] = 0xff; // in the creation entry's name
    await chooseFile(page, 'latin1.heistbox', gzipSync(text));
    await expect(page.getByTestId('import-error')).toContainText('The file is not valid UTF-8 (line 2)');
    await expect(page.getByText('No campaigns yet')).toBeVisible();
  });
});
