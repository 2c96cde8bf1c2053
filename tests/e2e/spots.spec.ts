import { createCampaign, expect, test } from './fixtures.ts';
import { addCharacter, expectAccessibleInBothThemes } from './scene-helpers.ts';

test.describe('the Spots dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('lay out a Spot: 5 zones, 3 barriers with Securities, 2 guards, moved from the keyboard, kept after a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Harrow Job');
    await addCharacter(page, 'Add crew', 'Vex', {});
    await addCharacter(page, 'Add guard', 'Brannigan', {});
    await addCharacter(page, 'Add guard', 'Okafor', {});

    await page.getByRole('tab', { name: 'Spots' }).click();
    await expect(page.getByText('No Spots yet.')).toBeVisible();
    // A Spot needs a name: refused next to the field, nothing stored.
    await page.getByRole('button', { name: 'Create Spot' }).click();
    await expect(page.getByRole('alert')).toContainText('Name the Spot');
    await page.getByLabel('Name of the new Spot').fill('Harrow warehouse');
    await page.getByRole('button', { name: 'Create Spot' }).click();
    const editor = page.getByTestId('spot-editor');
    await expect(editor.getByRole('heading', { name: 'Harrow warehouse', level: 2 })).toBeVisible();

    for (const zone of ['Dock', 'Office', 'Vault', 'Roof', 'Yard']) {
      await editor.getByLabel('New zone').fill(zone);
      await editor.getByRole('button', { name: 'Add zone' }).click();
      await expect(editor.getByTestId('spot-zone-row').filter({ hasText: zone })).toHaveCount(1);
    }
    await expect(editor.getByTestId('map-zone')).toHaveCount(5);
    await editor.getByRole('checkbox', { name: 'Noisy (Office)' }).check();
    await editor.getByRole('checkbox', { name: 'Hidden (Vault)' }).check();
    await expect(editor.getByTestId('spot-zone-row').filter({ hasText: 'Vault' })).toContainText(
      /Hidden \d+/,
    );

    const barriers = editor.getByRole('form', { name: 'New barrier' });
    for (const [a, b] of [
      ['Outside', 'Dock'],
      ['Dock', 'Office'],
      ['Office', 'Vault'],
    ] as const) {
      await barriers.getByLabel('Between').selectOption({ label: a });
      await barriers.getByLabel('and').selectOption({ label: b });
      await barriers.getByRole('button', { name: 'Add barrier' }).click();
      await expect(editor.getByTestId('spot-barrier').filter({ hasText: `${a} — ${b}` })).toHaveCount(1);
    }
    await editor.getByLabel('Security Score for Dock — Office').fill('12');
    await editor.getByRole('button', { name: 'Add Security to Dock — Office' }).click();
    await expect(editor.getByTestId('spot-barrier').filter({ hasText: 'Dock — Office' })).toContainText(
      'Lock 12',
    );
    await editor.getByLabel('Security to add to Office — Vault').selectOption('vault');
    await editor.getByLabel('Security Score for Office — Vault').fill('20');
    await editor.getByRole('button', { name: 'Add Security to Office — Vault' }).click();
    await expect(editor.getByTestId('spot-barrier').filter({ hasText: 'Office — Vault' })).toContainText(
      'Vault 20',
    );
    // A Security Score out of range is refused with the rules' message, and nothing changes.
    await editor.getByLabel('Security Score for Outside — Dock').fill('500');
    await editor.getByRole('button', { name: 'Add Security to Outside — Dock' }).click();
    await expect(page.getByTestId('notice')).toContainText('from 1 to 99, got 500');
    await expect(editor.getByTestId('spot-barrier').filter({ hasText: 'Outside — Dock' })).toContainText(
      'an open way',
    );

    await editor.getByRole('combobox', { name: /^Guard/ }).selectOption({ label: 'Brannigan' });
    await editor.getByRole('combobox', { name: /^Posted in/ }).selectOption({ label: 'Dock' });
    await editor.getByRole('button', { name: 'Post guard' }).click();
    await expect(editor.getByTestId('spot-guard')).toHaveCount(1);
    await editor.getByRole('combobox', { name: /^Guard/ }).selectOption({ label: 'Okafor' });
    await editor.getByRole('combobox', { name: /^Posted in/ }).selectOption({ label: 'Office' });
    await editor.getByRole('button', { name: 'Post guard' }).click();
    await expect(editor.getByTestId('spot-guard')).toHaveCount(2);
    await expect(editor.getByTestId('spot-guard').filter({ hasText: 'Brannigan' })).toContainText(
      /in Dock: Awareness \d+, Training\s+\d+/,
    );

    // The map from the keyboard: focus a zone, the arrow keys move it, one step each.
    const dock = editor.getByTestId('map-zone').filter({ hasText: 'Dock' });
    const before = await dock.locator('rect').getAttribute('x');
    await dock.focus();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(dock.locator('rect')).toHaveAttribute('x', String(Number(before) + 10));
    await expectAccessibleInBothThemes(page, 'the Spot editor');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Spots' }).click();
    const again = page.getByTestId('spot-editor');
    await expect(again.getByTestId('spot-zone-row')).toHaveCount(5);
    await expect(again.getByTestId('spot-barrier')).toHaveCount(3);
    await expect(again.getByTestId('spot-guard')).toHaveCount(2);
    await expect(again.getByTestId('map-zone').filter({ hasText: 'Dock' }).locator('rect')).toHaveAttribute(
      'x',
      String(Number(before) + 10),
    );

    // A Heist opened on it brings its posted guards.
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page.getByLabel('Scene name').fill('The break-in');
    await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Harrow warehouse' });
    await page.getByRole('button', { name: 'Open scene' }).click();
    await expect(page.getByRole('article', { name: 'Dock' })).toContainText('Brannigan');
    await expect(page.getByRole('article', { name: 'Office' })).toContainText('Okafor');
  });
});
