import { createCampaign, expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './scene-helpers.ts';

/** COT-SOC-3, COT-TIME-7: a crew member changes one of their own Loyalties at the start of a session, once. */
test('at the start of a session Mara swaps a Loyalty with her Prime, once; a restart keeps it', async ({
  app,
}) => {
  let page = app.page;
  await createCampaign(page, 'Loyal to a fault');
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: 'Add crew' }).click();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await sheet.getByLabel('Name', { exact: true }).fill('Mara');
  for (const [n, relation, subject] of [
    [1, 'Devoted', 'the Crew'],
    [2, 'Desire', 'a way out'],
  ] as const) {
    if (n > 1 || (await sheet.getByRole('textbox', { name: `Subject of Loyalty ${n}` }).count()) === 0)
      await sheet.getByRole('button', { name: 'Add loyalty' }).click();
    await sheet.getByRole('combobox', { name: new RegExp(`^Relation of Loyalty ${n}`) }).fill(relation);
    await sheet.getByRole('textbox', { name: `Subject of Loyalty ${n}` }).fill(subject);
  }
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Mara', level: 2 })).toBeVisible();

  const own = page.getByTestId('own-loyalty');
  await expect(own.getByTestId('own-loyalty-closed')).toHaveText(
    'Mara may change one of their own Loyalties at the start of a session: start one first (COT-SOC-3).',
  );
  await page.getByRole('button', { name: 'Start next session' }).click();
  await own.getByLabel('Which swap').selectOption({
    label: 'Make “Desire: a way out” the Prime, and “Devoted: the Crew” an ordinary Loyalty',
  });
  await expectNoAxeViolations(page, 'the own-Loyalty change');
  await own.getByRole('button', { name: 'Change the Loyalty' }).click();
  await expect(own.getByTestId('own-loyalty-closed')).toHaveText(
    'Mara has already changed one of their own Loyalties in session 1 (COT-TIME-7).',
  );
  await expect(sheet.getByRole('radio', { name: 'Prime (Loyalty 2)' })).toBeChecked();

  page = await app.restart();
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: /^Mara/ }).click();
  await expect(
    page.locator('form[aria-labelledby="sheet-heading"]').getByRole('radio', { name: 'Prime (Loyalty 2)' }),
  ).toBeChecked();
  await expect(page.getByTestId('own-loyalty-closed')).toContainText('already changed');
});
