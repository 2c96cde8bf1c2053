import type { Page } from '@playwright/test';
import { createCampaign, expect, test } from './fixtures.ts';
import { actAs, addCharacter, expectAccessibleInBothThemes } from './scene-helpers.ts';

/**
 * Issue 8's whole job, through the UI: a Spot of 5 zones, 3 barriers and 2 guards; a character sneaking in,
 * one guard turning Aware; all of it still there after a restart.
 */

async function buildSpot(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Spots' }).click();
  await page.getByLabel('Name of the new Spot').fill('Harrow bank');
  await page.getByRole('button', { name: 'Create Spot' }).click();
  const editor = page.getByTestId('spot-editor');
  for (const zone of ['Dock', 'Office', 'Vault', 'Roof', 'Yard']) {
    await editor.getByLabel('New zone').fill(zone);
    await editor.getByRole('button', { name: 'Add zone' }).click();
    await expect(editor.getByTestId('spot-zone-row').filter({ hasText: zone })).toHaveCount(1);
  }
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
  for (const [guard, zone] of [
    ['Brannigan', 'Roof'],
    ['Okafor', 'Office'],
  ] as const) {
    await editor.getByRole('combobox', { name: /^Guard/ }).selectOption({ label: guard });
    await editor.getByRole('combobox', { name: /^Posted in/ }).selectOption({ label: zone });
    await editor.getByRole('button', { name: 'Post guard' }).click();
    await expect(editor.getByTestId('spot-guard').filter({ hasText: guard })).toHaveCount(1);
  }
}

/** Vex moves as the turn panel offers, the odds read first; returns the headline odds ('' for no dice). */
async function move(page: Page, to: string): Promise<string> {
  await actAs(page, 'Vex');
  const turn = page.getByTestId('scene-turn');
  await turn
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: 'Move', exact: true })
    .click();
  const chosen = turn.getByTestId('chosen-action');
  await expect(chosen.getByLabel('Which Move')).toBeVisible();
  await chosen.getByLabel('Which Move').selectOption({ label: to }, { timeout: 10_000 });
  const odds = chosen.getByTestId('headline-odds');
  const headline = (await odds.count()) > 0 ? ((await odds.textContent()) ?? '').trim() : '';
  await chosen.getByTestId('do-action').click();
  await expect(chosen).toHaveCount(0);
  return headline;
}

test.describe('the heist itself', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a Spot of 5 zones, 3 barriers and 2 guards; Vex sneaks in and Okafor turns Aware; a restart keeps it all', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'The Harrow job');
    await addCharacter(page, 'Add crew', 'Vex', {});
    await addCharacter(page, 'Add guard', 'Brannigan', {});
    // Okafor's Awareness (Brains 5 + Lookout 5, COT-GUARD-2) is more than Vex's Stealth can ever roll.
    await addCharacter(page, 'Add guard', 'Okafor', { Brains: '5', Lookout: '5' });
    await buildSpot(page);

    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page.getByLabel('Scene name').fill('The break-in');
    await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Harrow bank' });
    await page.getByRole('button', { name: 'Open scene' }).click();
    const map = page.getByTestId('heist-map');
    await expect(map.getByTestId('map-outside').getByTestId('map-person')).toHaveAttribute(
      'data-state',
      'concealed',
    );

    // Nobody watches the Dock: no dice. Okafor watches the Office: Stealth against his Awareness, odds first.
    expect(await move(page, 'Sneak to Dock')).toBe('');
    await page.getByRole('button', { name: 'End round', exact: true }).click();
    await expect(page.getByTestId('scene-turn')).toContainText('Round 2');
    expect(await move(page, 'Sneak to Office')).toBe('Unseen: 0%');
    await expect(page.getByTestId('scene-turn')).toContainText('Okafor becomes Aware');
    const office = map.getByTestId('heist-map-zone').filter({ hasText: 'Office' });
    await expect(office.getByTestId('map-person')).toHaveCount(2);
    await expect(office.locator('[data-state="discovered"]')).toHaveCount(1);
    await expect(office.locator('[data-state="aware"]')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Roof' })).toContainText('Unaware');
    await expectAccessibleInBothThemes(page, 'the Heist map');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    const again = page.getByTestId('heist-map').getByTestId('heist-map-zone').filter({ hasText: 'Office' });
    await expect(again.locator('[data-state="discovered"]')).toHaveCount(1);
    await expect(again.locator('[data-state="aware"]')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Spots' }).click();
    await expect(page.getByTestId('spot-zone-row')).toHaveCount(5);
    await expect(page.getByTestId('spot-barrier')).toHaveCount(3);
    await expect(page.getByTestId('spot-guard')).toHaveCount(2);
  });
});
