import { expectNoAxeViolations } from './axe.ts';
import { createCampaign, expect, test } from './fixtures.ts';

/**
 * The heist generator (issue 19): a job drawn from the Heist card game's decks by a seed, one card re-drawn, the
 * Spot created in one step, edited like any other, undone and redone, and still there after a restart.
 */
test.describe('the heist generator', () => {
  test.describe.configure({ timeout: 90_000 });

  test('generate a job, re-draw one card, create and edit the Spot, undo and redo it, reload', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Jobs');
    await page.getByRole('tab', { name: 'Spots' }).click();
    await page.getByRole('button', { name: 'Generate a job…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate a job' });
    await expect(dialog).toBeVisible();

    // The same seed draws the same job: the Ocean Liner (Security 12) and its twelve Security cards.
    const seed = dialog.getByLabel('Seed', { exact: true });
    await seed.fill('K7Q2M9XD');
    await dialog.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(dialog.getByTestId('generate-job-card')).toContainText(
      'Ocean Liner: Security 12, Heist points 12',
    );
    const cards = dialog.getByTestId('generate-card');
    await expect(cards).toHaveCount(13);
    const nameAt = (slot: string) =>
      dialog.locator(`[data-slot="${slot}"]`).getByTestId('generate-card-name');
    await expect(nameAt('security:0')).toHaveText('Safe');
    await expect(dialog.locator('[data-slot="security:9"]')).toContainText(
      'Vault 15 on the way Lobby–Strongroom',
    );

    // A text that is not a seed is refused, and the job stays as it was.
    await seed.fill('HELLO!');
    await dialog.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('is not a seed');
    await expect(nameAt('security:2')).toHaveText('Boss');

    // Re-draw one card alone: the Boss goes, every other card stays.
    await dialog.getByRole('button', { name: 'Re-draw Boss' }).click();
    await expect(nameAt('security:2')).not.toHaveText('Boss');
    await expect(nameAt('security:0')).toHaveText('Safe');
    await expect(nameAt('job')).toHaveText('Ocean Liner');
    const redrawn = (await nameAt('security:2').textContent()) ?? '';

    // A Secondary Job adds its own Security cards and loot.
    await dialog.getByLabel('Add the Secondary Job').selectOption('Revenge Job');
    await dialog.getByRole('button', { name: 'Add the Secondary Job' }).click();
    await expect(cards).toHaveCount(17);
    await expect(dialog.locator('[data-slot="secondary:0"]')).toContainText('worth 1 Resource');
    await expectNoAxeViolations(page, 'the job generator');

    await dialog.getByLabel('Name of the Spot').fill('The Liner');
    await dialog.getByRole('button', { name: 'Create the Spot' }).click();
    await expect(dialog).toBeHidden();
    const editor = page.getByTestId('spot-editor');
    await expect(editor.getByRole('heading', { name: 'The Liner', level: 2 })).toBeVisible();
    const generated = editor.getByTestId('spot-generated');
    await expect(generated.getByTestId('spot-generated-seed')).toHaveText('K7Q2M9XD');
    await generated.getByText('Generated from the Job').click();
    await expect(generated).toContainText(`${redrawn} (`);
    // With the Revenge Job's room the chain is four zones long: the Vault Doors are on the last way in.
    await expect(generated).toContainText('Vault Doors (Engineering): Vault 15 on the way Hall–Strongroom');
    await expect(editor.getByTestId('map-zone')).toHaveCount(5);
    const guards = await editor.getByTestId('spot-guard').count();
    expect(guards).toBeGreaterThan(0);

    // Edited like any other Spot.
    await editor.getByRole('checkbox', { name: 'Noisy (Entrance)' }).check();
    await expect(editor.getByRole('checkbox', { name: 'Noisy (Entrance)' })).toBeChecked();

    // The generation is one step: Undo the edit, then the job; Redo both.
    const undo = page.getByRole('banner').getByRole('button', { name: /^Undo/ });
    const redo = page.getByRole('banner').getByRole('button', { name: /^Redo/ });
    await undo.click();
    await expect(editor.getByRole('checkbox', { name: 'Noisy (Entrance)' })).not.toBeChecked();
    await expect(undo).toContainText('generate the job “Ocean Liner” as the Spot “The Liner”');
    await undo.click();
    await expect(page.getByText('No Spots yet.')).toBeVisible();
    await redo.click();
    await redo.click();
    await expect(editor.getByRole('checkbox', { name: 'Noisy (Entrance)' })).toBeChecked();

    page = await app.restart();
    await page.getByRole('tab', { name: 'Spots' }).click();
    const reopened = page.getByTestId('spot-editor');
    await expect(reopened.getByRole('heading', { name: 'The Liner', level: 2 })).toBeVisible();
    await expect(reopened.getByTestId('spot-generated-seed')).toHaveText('K7Q2M9XD');
    await expect(reopened.getByRole('checkbox', { name: 'Noisy (Entrance)' })).toBeChecked();
    await expect(reopened.getByTestId('spot-guard')).toHaveCount(guards);

    // The editor opens the generator again on the Spot's cards.
    await reopened.getByText('Generated from the Job').click();
    await reopened.getByRole('button', { name: 'Re-draw in the generator…' }).click();
    const again = page.getByRole('dialog', { name: 'Generate a job' });
    await expect(again.getByTestId('generate-job-card')).toContainText('Ocean Liner');
    await expect(again.getByTestId('generate-card')).toHaveCount(17);
  });
});
