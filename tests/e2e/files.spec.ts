import { readFileSync } from 'node:fs';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function exportCampaign(page: Page, name: string): Promise<string> {
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.heistbox\.json$/);
  return readFileSync(await file.path(), 'utf8');
}

async function importFile(page: Page, name: string, text: string): Promise<void> {
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import campaign file…' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

function withoutExportTime(text: string): unknown {
  const { exportedAt: _exportedAt, ...rest } = JSON.parse(text) as { exportedAt: number };
  return rest;
}

test.describe('campaign files', () => {
  test('export, delete and import gives back the identical campaign', async ({ app }) => {
    const page = app.page;
    await createCampaign(page, 'Round Trip');
    await addCrew(page, 'Ruth', { Fingers: '3', Sneak: '2' });
    await page.getByRole('tab', { name: 'Dice tray' }).click();
    await page.getByLabel('Character').selectOption({ label: 'Ruth' });
    await page.getByLabel('Skill').selectOption('sneak');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('verdict')).toBeVisible();

    const exported = await exportCampaign(page, 'Round Trip');
    await page.getByRole('button', { name: 'Delete Round Trip' }).click();
    await page.getByRole('button', { name: 'Yes, delete Round Trip' }).click();
    await expect(page.getByText('No campaigns yet')).toBeVisible();

    await importFile(page, 'round-trip.heistbox.json', exported);
    await expect(page.getByText('Campaign: Round Trip')).toBeVisible();
    await page.getByRole('tab', { name: 'Roll log' }).click();
    await expect(page.getByTestId('roll-row')).toHaveCount(1);

    const again = await exportCampaign(page, 'Round Trip');
    expect(withoutExportTime(again)).toEqual(withoutExportTime(exported));
  });

  test('a malformed file is refused with a message naming the problem, and nothing changes', async ({
    app,
  }) => {
    const page = app.page;
    await createCampaign(page, 'Untouched');
    const before = await exportCampaign(page, 'Untouched');

    await importFile(page, 'broken.json', '{"formatVersion": 1, "app": "heistbox", "log": [');
    await expect(page.getByTestId('import-error')).toContainText('not valid JSON');

    const hostile = JSON.parse(before) as { log: { events: { name?: string }[] }[] };
    (hostile as unknown as Record<string, unknown>).formatVersion = 7;
    await importFile(page, 'future.json', JSON.stringify(hostile));
    await expect(page.getByTestId('import-error')).toContainText('formatVersion');

    await expect(page.getByRole('listitem').filter({ hasText: 'Untouched' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Open(ed)? / })).toHaveCount(1);
    expect(withoutExportTime(await exportCampaign(page, 'Untouched'))).toEqual(withoutExportTime(before));
  });

  test('a backup written when the app closes can be restored as a new campaign', async ({ app }) => {
    const page = app.page;
    await createCampaign(page, 'Backed Up');
    await addCrew(page, 'Mags');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await expect(async () => {
      await page.getByRole('button', { name: 'Restore backup…' }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: /KB/ }).first()).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await page.getByRole('dialog').getByRole('button', { name: /KB/ }).first().click();
    await page.getByRole('button', { name: 'Restore Backed Up' }).click();
    await expect(page.getByText('Campaign: Backed Up (imported)')).toBeVisible();
    await page.getByRole('tab', { name: 'Crew' }).click();
    await expect(page.getByRole('button', { name: /^Mags Crew/ })).toBeVisible();
  });
});
