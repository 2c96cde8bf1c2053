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
  // core's words, its rule a link beside them (issue 22: no bare rule code)
  const closed = own.getByTestId('own-loyalty-closed');
  await expect(closed).toHaveText(
    'Mara may change one of their own Loyalties at the start of a session: start one first.COT-SOC-3',
  );
  await expect(closed.getByRole('button', { name: /^Rule COT-SOC-3:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Start next session' }).click();
  await own.getByLabel('Which swap').selectOption({
    label: 'Make “Desire: a way out” the Prime, and “Devoted: the Crew” an ordinary Loyalty',
  });
  await expectNoAxeViolations(page, 'the own-Loyalty change');
  await own.getByRole('button', { name: 'Change the Loyalty' }).click();
  await expect(closed).toHaveText(
    'Mara has already changed one of their own Loyalties in session 1.COT-TIME-7',
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

/**
 * COT-SOC-4 outside a Social Call: Mara leans onto one of her own Loyalties, named, once the GM rules it of
 * immediate relevance — in the dice tray, and from a Prep scene's turn panel; the roll log names the Loyalty.
 */
test('Mara leans onto her own named Loyalty in the dice tray and in a scene’s turn, once the GM rules it relevant; a restart keeps the rolls', async ({
  app,
}) => {
  let page = app.page;
  await createCampaign(page, 'Leaning');
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: 'Add crew' }).click();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await sheet.getByLabel('Name', { exact: true }).fill('Mara');
  await sheet.getByRole('button', { name: 'Add loyalty' }).click();
  await sheet.getByRole('combobox', { name: /^Relation of Loyalty 2/ }).fill('Desire');
  await sheet.getByRole('textbox', { name: 'Subject of Loyalty 2' }).fill('a way out');
  // Other gear on the sheet (COT-FORE-7): an item needs a name; its note is free.
  await expect(sheet.getByTestId('no-other-gear')).toBeVisible();
  await sheet.getByRole('button', { name: 'Add item' }).click();
  await expect(sheet.getByRole('textbox', { name: 'Item 1', exact: true })).toBeFocused();
  await sheet.getByRole('textbox', { name: 'Note on item 1' }).fill('for the skylight');
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(sheet.getByTestId('sheet-problems')).toBeVisible();
  await expect(sheet.getByRole('textbox', { name: 'Item 1', exact: true })).toHaveAccessibleDescription(
    'Gear item 1 needs a name',
  );
  await sheet.getByRole('textbox', { name: 'Item 1', exact: true }).fill('Crowbar');
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Mara', level: 2 })).toBeVisible();
  await expect(sheet.getByText('Saved', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'a sheet with other gear');

  // The dice tray: her own Loyalties, named; refused until the GM rules the one chosen relevant.
  await page.getByRole('tab', { name: 'Dice' }).click();
  const tray = page.locator('form.roll-form');
  await tray.getByLabel('Character').selectOption({ label: 'Mara' });
  await tray.getByLabel(/^Skill/).selectOption('sneak');
  const lean = tray.getByRole('combobox', { name: /^Lean Onto/ });
  expect((await lean.locator('option').allTextContents()).map((t) => t.trim())).toEqual([
    'none',
    "Mara's own Devoted: the Crew (Prime)",
    "Mara's own Desire: a way out",
  ]);
  await lean.selectOption({ label: "Mara's own Desire: a way out" });
  // The rule's id is drawn as a link (RuledText).
  await expect(tray.getByTestId('field-problem')).toHaveText(
    'Mara may lean onto Desire: a way out only when the GM rules it of immediate relevance to this rollCOT-SOC-4',
  );
  await expect(tray.getByRole('button', { name: 'Roll', exact: true })).toBeDisabled();
  await tray.getByRole('checkbox', { name: /of immediate relevance/ }).check();
  await expect(tray.getByTestId('final-pool')).toHaveText('3k2');
  await expectNoAxeViolations(page, 'the dice tray with a Lean Onto');
  await tray.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('verdict')).toBeVisible();
  await expect(lean).toHaveValue(''); // a Lean Onto serves one roll

  // A Prep scene's turn panel: the same choice, added to the roll the action makes.
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill('Getting ready');
  await page.getByLabel('Kind').selectOption('prep');
  await page.getByRole('button', { name: 'Open scene' }).click();
  const turn = page.getByTestId('scene-turn');
  const sceneLean = turn.getByTestId('scene-lean-onto');
  await sceneLean.getByRole('combobox', { name: /^Lean Onto/ }).selectOption({
    label: "Mara's own Devoted: the Crew (Prime)",
  });
  await sceneLean.getByRole('checkbox', { name: /of immediate relevance/ }).check();
  await turn
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: 'Other Prep skill', exact: true })
    .click();
  const chosen = turn.getByTestId('chosen-action');
  await chosen.getByLabel('Which Other Prep skill').selectOption({ label: 'Build vs 9' });
  await expect(chosen).toContainText('+1k0 Lean Onto own Devoted: the Crew');
  await chosen.getByTestId('do-action').click();
  await expect(chosen).toHaveCount(0);
  await expect(sceneLean.getByRole('combobox', { name: /^Lean Onto/ })).toHaveValue('');

  page = await app.restart();
  await page.getByRole('tab', { name: 'Roll log' }).click();
  const rows = page.getByTestId('roll-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Sneak' })).toContainText('+1k0 Lean Onto own Desire: a way out');
  await expect(rows.filter({ hasText: 'Build' })).toContainText('+1k0 Lean Onto own Devoted: the Crew');
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: /^Mara/ }).first().click();
  const saved = page.locator('form[aria-labelledby="sheet-heading"]');
  await expect(saved.getByRole('textbox', { name: 'Item 1', exact: true })).toHaveValue('Crowbar');
  await expect(saved.getByRole('textbox', { name: 'Note on item 1' })).toHaveValue('for the skylight');
});
