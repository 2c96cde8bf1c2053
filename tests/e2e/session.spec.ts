import { addCrew, createCampaign, expect, test } from './fixtures.ts';

test.describe('a campaign across restarts', () => {
  test('a character and their roll survive a restart, and the roll can be undone afterwards', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Docklands Job');
    await addCrew(page, 'Vex', { Muscle: '3', Shooting: '2' });

    await page.getByRole('tab', { name: 'Dice tray' }).click();
    await page.getByLabel('Character').selectOption({ label: 'Vex' });
    await page.getByLabel(/^Skill/).selectOption('shooting');
    await expect(page.getByTestId('final-pool')).toHaveText('5k3');
    await expect(page.getByTestId('success-chance')).toContainText('%');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('verdict')).toBeVisible();
    const dice = await page.getByRole('list', { name: 'Dice rolled' }).getByRole('listitem').count();
    expect(dice).toBe(5);

    page = await app.restart();
    await expect(page.getByText('Campaign: Docklands Job')).toBeVisible();
    await page.getByRole('tab', { name: 'Crew' }).click();
    await expect(page.getByRole('button', { name: /^Vex Crew/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Roll log' }).click();
    await expect(page.getByTestId('roll-row')).toHaveCount(1);
    await expect(page.getByTestId('roll-row')).toContainText('Vex — Shooting');

    // It names the roll it undoes, as the banner's Undo does (issue 20).
    await expect(page.getByTestId('undo-last-roll')).toContainText('Undo last roll: Vex');
    await page.getByRole('button', { name: 'Undo last roll' }).click();
    await expect(page.getByTestId('roll-row')).toHaveCount(0);
    await expect(page.getByTestId('notice')).toContainText('Undone');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Roll log' }).click();
    await expect(page.getByText('No rolls to show.')).toBeVisible();
    await page.getByRole('button', { name: /^Redo/ }).click();
    await expect(page.getByTestId('roll-row')).toHaveCount(1);
  });

  test('an out-of-range stat is refused with a message naming it, and nothing changes', async ({ app }) => {
    const page = app.page;
    await createCampaign(page, 'Range Check');
    await addCrew(page, 'Ruth');
    const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
    await sheet.getByLabel('Muscle', { exact: true }).fill('0');
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await expect(sheet.getByTestId('sheet-problems')).toContainText('Not saved');
    await expect(sheet.getByRole('group', { name: 'Muscle' })).toContainText('Muscle must be 1–5 (got 0)');
    await expect(sheet.getByLabel('Muscle', { exact: true })).toBeFocused();
    await page.getByRole('tab', { name: 'Dice tray' }).click();
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.getByRole('button', { name: /^Ruth Crew/ }).click();
    await expect(sheet.getByLabel('Muscle', { exact: true })).not.toHaveValue('0');
  });
});
