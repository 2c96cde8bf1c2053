import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** The export as its text (the file is gzip): the header line, then a line per log entry. */
async function exportCampaign(page: Page, name: string): Promise<string> {
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.heistbox$/);
  return gunzipSync(readFileSync(await file.path())).toString('utf8');
}

async function importFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import campaign file…' }).click();
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
}

/** The export without the moment it was written (the header's `exportedAt`). */
function withoutExportTime(text: string): unknown {
  const [header = '', ...entries] = text.trimEnd().split('\n');
  const { exportedAt: _exportedAt, ...rest } = JSON.parse(header) as { exportedAt: number };
  return { header: rest, entries };
}

const version1 = readFileSync(new URL('../fixtures/v1/long-con.heistbox.json', import.meta.url));

test.describe('campaign files', () => {
  test('export, delete and import gives back the identical campaign', async ({ app }) => {
    const page = app.page;
    await createCampaign(page, 'Round Trip');
    await addCrew(page, 'Ruth', { Fingers: '3', Sneak: '2' });
    await page.getByRole('tab', { name: 'Dice tray' }).click();
    await page.getByLabel('Character').selectOption({ label: 'Ruth' });
    await page.getByLabel(/^Skill/).selectOption('sneak');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('verdict')).toBeVisible();

    const exported = await exportCampaign(page, 'Round Trip');
    await page.getByRole('button', { name: 'Delete Round Trip' }).click();
    await page.getByRole('button', { name: 'Yes, move Round Trip to the trash' }).click();
    await expect(page.getByText('No campaigns yet')).toBeVisible();

    await importFile(page, 'round-trip.heistbox', gzip(exported));
    await expect(page.getByText('Campaign: Round Trip')).toBeVisible();
    await page.getByRole('tab', { name: 'Roll log' }).click();
    await expect(page.getByTestId('roll-row')).toHaveCount(1);

    const again = await exportCampaign(page, 'Round Trip');
    expect(withoutExportTime(again)).toEqual(withoutExportTime(exported));
  });

  test('a version-1 file written by Heistbox 0.2 imports and plays on, with its undo history', async ({
    app,
  }) => {
    const page = app.page;
    await importFile(page, 'long-con.heistbox.json', version1);
    await expect(page.getByText('Campaign: The Long Con (v1)')).toBeVisible();
    const redo = page.getByRole('button', { name: /^Redo/ });
    await expect(redo).toBeEnabled(); // its last three entries were undone in 0.2
    await redo.click();
    await expect(page.getByTestId('notice')).toContainText('Redone');
    await page.getByRole('tab', { name: 'Roll log' }).click();
    await expect(page.getByTestId('roll-count')).toContainText(/of [\d,]+ rolls/);
    await expect(page.getByTestId('roll-row').first()).toBeVisible();
  });

  test('a malformed file is refused with a message naming the problem, and nothing changes', async ({
    app,
  }) => {
    const page = app.page;
    await createCampaign(page, 'Untouched');
    const before = await exportCampaign(page, 'Untouched');

    await importFile(page, 'broken.json', '{"formatVersion": 1, "app": "heistbox", "log": [');
    await expect(page.getByTestId('import-error')).toContainText('not valid JSON');

    const [header = '', ...entries] = before.trimEnd().split('\n');
    const future = [JSON.stringify({ ...JSON.parse(header), formatVersion: 7 }), ...entries].join('\n');
    await importFile(page, 'future.heistbox', gzip(future));
    await expect(page.getByTestId('import-error')).toContainText('newer Heistbox');

    const cut = gzip(before).subarray(0, 40);
    await importFile(page, 'cut.heistbox', cut);
    await expect(page.getByTestId('import-error')).toContainText(/damaged|cut short|empty/);

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
      const listed = page.getByRole('dialog').getByRole('button', { name: /KB/ }).first();
      // Not written yet: close the (modal) dialog, or the next try could not click behind it.
      const shown = await listed.waitFor({ timeout: 1000 }).then(
        () => true,
        () => false,
      );
      if (!shown) await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      expect(shown).toBe(true);
    }).toPass();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Backed Up' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: /KB/ }).first().click();
    await page.getByRole('button', { name: 'Restore Backed Up' }).click();
    await expect(page.getByText('Campaign: Backed Up (restored)')).toBeVisible();
    await page.getByRole('tab', { name: 'Crew' }).click();
    await expect(page.getByRole('button', { name: /^Mags Crew/ })).toBeVisible();
  });

  test('a campaign moved to the trash comes back from it; a renamed campaign keeps its name after a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Harbour Job');
    await addCrew(page, 'Vex');
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'Rename Harbour Job' }).click();
    await page.getByLabel('New name').fill('The Harbour Job');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(page.getByText('Campaign: The Harbour Job')).toBeVisible();

    await createCampaign(page, 'Other');
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'Rename Other' }).click();
    await page.getByLabel('New name').fill('the harbour job');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(page.getByTestId('notice')).toContainText('already has a campaign called');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete The Harbour Job' }).click();
    await page.getByRole('button', { name: 'Yes, move The Harbour Job to the trash' }).click();
    await expect(page.getByRole('button', { name: 'Open The Harbour Job' })).toHaveCount(0);

    page = await app.restart();
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByTestId('trash').getByText('Trash (1)').click();
    await page.getByRole('button', { name: 'Restore The Harbour Job' }).click();
    await expect(page.getByTestId('notice')).toContainText('Restored “The Harbour Job”');
    await page.getByRole('button', { name: 'Open The Harbour Job' }).click();
    await expect(page.getByText('Campaign: The Harbour Job')).toBeVisible();
    await page.getByRole('tab', { name: 'Crew' }).click();
    await expect(page.getByRole('button', { name: /^Vex Crew/ })).toBeVisible();

    page = await app.restart();
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await expect(page.getByRole('button', { name: /^Open(ed)? The Harbour Job$/ })).toBeVisible();
    await expect(page.getByTestId('trash')).toHaveCount(0);
  });
});

function gzip(text: string): Buffer {
  return gzipSync(text);
}
