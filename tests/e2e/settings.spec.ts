import { expectNoAxeViolations } from './axe.ts';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Table settings' }).click();
  await expect(page.getByRole('heading', { name: 'Table settings', level: 2 })).toBeVisible();
}

const crashDifficulty = (page: Page) => page.getByRole('spinbutton', { name: 'Crash difficulty' });
const initiativeTies = (page: Page) => page.getByRole('combobox', { name: 'Initiative ties' });
const weaponName = (page: Page, n: number) => page.getByRole('textbox', { name: `Weapon ${n} name` });

test.describe('table settings', () => {
  test('changes across sections persist, undo and redo them in one step, and a new weapon can be carried', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'House Rules');
    await addCrew(page, 'Vex', { Muscle: '3', Shooting: '2' });
    await openSettings(page);

    await initiativeTies(page).selectOption('roll_off');
    await crashDifficulty(page).fill('11');
    await page.getByRole('combobox', { name: 'Catastrophe on a Drop' }).selectOption('narrative_only');
    await page.getByRole('combobox', { name: 'Knocked-out characters stay down for' }).selectOption('fixed');
    await page.getByRole('spinbutton', { name: 'Heist rounds unconscious' }).fill('4');
    await page.getByRole('button', { name: 'Add weapon' }).click();
    await expect(weaponName(page, 13)).toBeFocused();
    await weaponName(page, 13).fill('Blunderbuss');
    await page.getByRole('combobox', { name: 'Weapon 13 skill' }).selectOption('shooting');
    await page.getByRole('checkbox', { name: 'Weapon 13 melee' }).uncheck();
    await page.getByRole('checkbox', { name: 'Weapon 13 firearm' }).check();
    await page.getByRole('textbox', { name: 'Weapon 13 bonus' }).fill('+2k1');
    await expect(page.getByText('Unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Undo: change table settings/ })).toBeEnabled();

    page = await app.restart();
    await openSettings(page);
    await expect(initiativeTies(page)).toHaveValue('roll_off');
    await expect(crashDifficulty(page)).toHaveValue('11');
    await expect(page.getByRole('spinbutton', { name: 'Heist rounds unconscious' })).toHaveValue('4');
    await expect(weaponName(page, 13)).toHaveValue('Blunderbuss');
    await expect(page.getByRole('textbox', { name: 'Weapon 13 bonus' })).toHaveValue('+2k1');
    await expect(page.locator('#settings-warfare').getByText('house rule')).toBeVisible();

    await page.getByRole('button', { name: /^Undo: change table settings/ }).click();
    await expect(page.getByTestId('notice')).toContainText('Undone: change table settings');
    await expect(initiativeTies(page)).toHaveValue('crew_first');
    await expect(crashDifficulty(page)).toHaveValue('9');
    await expect(page.getByRole('combobox', { name: 'Knocked-out characters stay down for' })).toHaveValue(
      'named',
    );
    await expect(weaponName(page, 13)).toHaveCount(0);
    await expect(page.locator('#settings-warfare').getByText('house rule')).toHaveCount(0);

    await page.getByRole('button', { name: /^Redo/ }).click();
    await expect(crashDifficulty(page)).toHaveValue('11');
    await expect(weaponName(page, 13)).toHaveValue('Blunderbuss');

    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.getByRole('button', { name: /^Vex Crew/ }).click();
    const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
    await sheet.getByRole('checkbox', { name: 'Blunderbuss' }).check();
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await expect(sheet.getByText('Saved', { exact: true })).toBeVisible();
    await expect(sheet.getByRole('checkbox', { name: 'Blunderbuss' })).toBeChecked();

    // A weapon a sheet carries cannot be renamed away: the form warns, the core refuses naming the sheet.
    await openSettings(page);
    await expect(page.getByRole('row', { name: /Blunderbuss/ }).getByText('Vex')).toBeVisible();
    await weaponName(page, 13).fill('Blunder gun');
    await expect(page.getByText(/Vex carries “Blunderbuss”/)).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByTestId('notice')).toContainText('would make Vex invalid');
    await expect(page.getByTestId('notice')).toContainText('"Blunderbuss" is not in the weapon table');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(weaponName(page, 13)).toHaveValue('Blunderbuss');
  });

  test('an invalid value is refused with a message naming it, and nothing changes', async ({ app }) => {
    let page = app.page;
    await createCampaign(page, 'Strict Table');
    await openSettings(page);

    await crashDifficulty(page).fill('');
    await page.getByRole('button', { name: 'Add weapon' }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    const problems = page.getByTestId('settings-problems');
    await expect(problems).toContainText('Not saved: 2 settings need fixing.');
    await expect(problems).toContainText(
      'Crash difficulty (crash_difficulty): is empty: enter a whole number',
    );
    await expect(problems).toContainText('Weapon 13 name: needs a name');
    await expect(crashDifficulty(page)).toBeFocused();
    await expect(crashDifficulty(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();

    // The names follow each edit; an out-of-range value and a duplicate name are named by the core's checks.
    await crashDifficulty(page).fill('120');
    await expect(problems).toContainText(
      'Crash difficulty (crash_difficulty): expected an integer from 0 to 99, got 120',
    );
    await expect(problems).toContainText('Weapon 13 name: needs a name');
    await crashDifficulty(page).fill('10');
    await weaponName(page, 13).fill('Rifle');
    await expect(problems).toContainText('Not saved: one setting needs fixing.');
    await expect(problems).toContainText('Weapon 13 “Rifle” name: Two weapon rows are named "Rifle"');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();

    page = await app.restart();
    await openSettings(page);
    await expect(crashDifficulty(page)).toHaveValue('9');
    await expect(weaponName(page, 13)).toHaveCount(0);
  });

  test('a section goes back to the rules’ defaults in one step', async ({ app }) => {
    const page = app.page;
    await createCampaign(page, 'Back to Basics');
    await openSettings(page);
    const reset = page.getByRole('button', { name: "Reset Gang Warfare to the rules' defaults" });
    await expect(reset).toBeDisabled();

    await crashDifficulty(page).fill('12');
    await page.getByRole('checkbox', { name: 'Reposition keeps the better Cover' }).check();
    await initiativeTies(page).selectOption('roll_off');
    await expect(reset).toBeDisabled(); // unsaved edits first
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(reset).toBeEnabled();

    await reset.click();
    await expect(crashDifficulty(page)).toHaveValue('9');
    await expect(page.getByRole('checkbox', { name: 'Reposition keeps the better Cover' })).not.toBeChecked();
    await expect(initiativeTies(page)).toHaveValue('roll_off');
    await page.getByRole('button', { name: /^Undo: change table settings/ }).click();
    await expect(crashDifficulty(page)).toHaveValue('12');
  });

  test('the Heist, research and Social Call settings are on the page and persist', async ({ app }) => {
    let page = app.page;
    await createCampaign(page, 'Hot Streets');
    await openSettings(page);
    const heat = (p: Page) => p.getByRole('spinbutton', { name: 'Heat raises Awareness by' });
    await expect(heat(page)).toHaveValue('1');
    await expect(page.locator('#settings-heist')).toContainText('heat_awareness_per_point');
    await expect(page.locator('#settings-heist')).toContainText('COT-D-58');

    await heat(page).fill('2');
    await page.getByRole('combobox', { name: 'A Stealth roll is' }).selectOption('best_of');
    await page.getByRole('combobox', { name: 'Unspent Foresight lasts' }).selectOption('session');
    await page.getByRole('combobox', { name: 'Catastrophe on a social roll' }).selectOption('narrative_only');
    await page.getByRole('combobox', { name: 'An Aware guard stays Aware' }).selectOption('fixed');
    await page.getByRole('spinbutton', { name: 'Quiet Heist rounds before guards stand down' }).fill('6');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();

    page = await app.restart();
    await openSettings(page);
    await expect(heat(page)).toHaveValue('2');
    await expect(page.getByRole('combobox', { name: 'A Stealth roll is' })).toHaveValue('best_of');
    await expect(page.getByRole('combobox', { name: 'Unspent Foresight lasts' })).toHaveValue('session');
    await expect(page.getByRole('combobox', { name: 'Catastrophe on a social roll' })).toHaveValue(
      'narrative_only',
    );
    await expect(
      page.getByRole('spinbutton', { name: 'Quiet Heist rounds before guards stand down' }),
    ).toHaveValue('6');
    await expect(page.locator('#settings-heist').getByText('house rule')).toHaveCount(3);
    await expect(page.locator('#settings-social').getByText('house rule')).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on the settings dashboard in the ${theme} theme`, async ({ app }) => {
      const page = app.page;
      await page.evaluate((value) => localStorage.setItem('heistbox.theme', value), theme);
      await page.reload();
      await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
      await createCampaign(page, 'Accessible Table');
      await addCrew(page, 'Vex');
      await openSettings(page);
      await crashDifficulty(page).fill('11');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('No unsaved changes.')).toBeVisible();
      await page.getByRole('combobox', { name: 'Most recovery days' }).selectOption('fixed');
      await page.getByRole('button', { name: 'Add weapon' }).click();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByTestId('settings-problems')).toBeVisible();
      await expectNoAxeViolations(page, 'the settings dashboard');
    });
  }
});
