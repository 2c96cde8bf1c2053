import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { addCharacter, doAction, expectAccessibleInBothThemes } from './scene-helpers.ts';
import { join, layOut, postGuard } from './spot-helpers.ts';
import type { Locator, Page } from '@playwright/test';

/**
 * Prep on the Scenes dashboard (COT-PREP-1..8, COT-FORE-1..8): research a Spot's Layout with the odds shown first,
 * bank Foresight, spend it on a Blueprint whose Hidden zone appears on the Spot's map, a refusal naming the
 * shortfall, and everything still there after a restart.
 *
 * Dice: Ruth's research and banking rolls (Brains 5 + Planning 5, 10k5) are loaded, every die a 9, and each test
 * waits for the board to show the result before going on (a check made before the board updated once took a second
 * day's roll).
 */

const spotName = 'Harrow warehouse';

async function layOutSpot(page: Page): Promise<void> {
  const editor = await layOut(page, spotName, ['Dock', 'Office', 'Vault']);
  await editor.getByRole('checkbox', { name: 'Hidden (Vault)' }).check();
  await join(editor, 'Outside', 'Dock');
  await join(editor, 'Dock', 'Office');
  await join(editor, 'Office', 'Vault');
  await postGuard(editor, 'Brannigan', 'Dock');
}

async function openPrep(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill('Casing the warehouse');
  await page.getByLabel('Kind').selectOption('prep');
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByRole('heading', { name: 'Casing the warehouse', level: 2 })).toBeVisible();
  await expect(page.getByTestId('prep-board')).toBeVisible();
}

/** The labels of the turn panel's variants of an action (its select). */
async function variants(turn: Locator, action: string): Promise<string[]> {
  await turn
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: action, exact: true })
    .click();
  const select = turn.getByTestId('chosen-action').getByLabel(`Which ${action}`);
  return (await select.locator('option').allTextContents()).map((t) => t.trim());
}

/** A Prep roll made on loaded dice (every die a 9, so it cannot miss), its odds shown before it is made. */
async function rollLoaded(page: Page, action: string, option: string, odds: string): Promise<void> {
  await loadDice(
    page,
    Array.from({ length: 10 }, () => 9),
  );
  expect(await doAction(page.getByTestId('scene-turn'), action, option)).toBe(odds);
}

test.describe('Prep: research and Foresight', () => {
  test.describe.configure({ timeout: 150_000 });

  test('research a Layout, bank Foresight, spend it on a Blueprint that appears on the map, kept after a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Harrow Job');
    await addCharacter(page, 'Add crew', 'Ruth', {
      Brains: '5',
      Planning: '5',
      It: '3',
      Connections: '2',
      Lookout: '2',
      Reputation: '2',
    });
    await addCharacter(page, 'Add guard', 'Brannigan', {});
    await layOutSpot(page);
    await openPrep(page);

    const turn = page.getByTestId('scene-turn');
    const board = page.getByTestId('prep-board');
    const finding = (key: string) => board.getByTestId(`finding-${key}`);
    await expect(board.getByTestId('prep-day')).toHaveText('Day 1 · 1 of 1 still to take their Prep action');
    await expect(board.getByTestId('foresight-pool')).toHaveText(/^0 of 10/);
    await expect(finding('layout')).toContainText(
      'not known yet (difficulty 8, 4 by Connections or a stakeout)',
    );

    // Every research the rules name, from the turn panel, each with what it costs and what it is rolled against.
    const research = await variants(turn, 'Research');
    for (const label of [
      `Planning (full difficulty, 1 day): the Layout of ${spotName}, vs 8`,
      `Connections (half difficulty, 1 Reputation): the Layout of ${spotName}, vs 4`,
      `Stakeout (half difficulty; seen: Heat +1): the Layout of ${spotName}, vs 4`,
      `Planning (full difficulty, 1 day): Hidden zones of ${spotName}, vs each Hidden rating`,
      `Planning (full difficulty, 1 day): Brannigan as a Mark, at ${spotName}, vs 25`,
      `Connections (half difficulty, 1 Reputation): the Itinerary of ${spotName}, vs 10`,
    ])
      expect(research).toContain(label);
    const chosen = turn.getByTestId('chosen-action');
    await chosen
      .getByLabel('Which Research')
      .selectOption({ label: `Stakeout (half difficulty; seen: Heat +1): the Layout of ${spotName}, vs 4` });
    await expect(chosen).toContainText(/Brains \+ Lookout 7k5 vs 4; Stealth vs Awareness \d+/);
    await expect(chosen.getByTestId('headline-odds')).toHaveText(/^Learned: /);

    // The Blueprint needs two places the crew knows: none yet.
    const schemes = board.getByTestId('scheme-actions');
    await schemes.getByText(/^Not possible now/).click();
    await expect(schemes).toContainText('A Blueprint joins two places the crew knows');

    // Day 1: the Layout by Planning, odds first.
    await rollLoaded(
      page,
      'Research',
      `Planning (full difficulty, 1 day): the Layout of ${spotName}, vs 8`,
      'Learned: > 99.99%',
    );
    await expect(finding('layout')).toContainText('known: Dock, Office');
    await expect(finding('hidden')).toContainText('1 Hidden zone still unknown to the crew');

    // Refused with the shortfall named: Ruth has no Foresight yet.
    await expect(schemes).toContainText('Ruth has 0 Foresight; a Blueprint between Dock and Office costs 1');

    // Day 2: bank Foresight with Planning, then spend it on a Blueprint (a free action, on the board).
    await expect(board.getByTestId('prep-day')).toContainText('1 of 1 still to take their Prep action');
    await rollLoaded(page, 'Plan (Foresight)', 'Bank Foresight with Planning', 'Foresight banked: > 99.99%');
    await expect(board.getByTestId('foresight-pool')).not.toHaveText(/^0 /);
    const banked = Number.parseInt((await board.getByTestId('foresight-pool').textContent()) ?? '', 10);
    expect(banked).toBeGreaterThanOrEqual(1);
    await expect(board.getByTestId('foresight-pool')).toHaveText(new RegExp(`^${banked} of 10`));

    await doAction(schemes, 'Blueprint', `${spotName}: a passage between Dock and Office, 1 Foresight`, {
      'Name of the passage': 'Coal chute',
    });
    await expect(board.getByTestId('foresight-pool')).toHaveText(new RegExp(`^${banked - 1} of 10`));
    await expect(finding('blueprint')).toContainText('Coal chute (between Dock and Office)');
    await expect(board.getByTestId('board-result')).toContainText('Coal chute');

    // A Cache the crew cannot pay for is refused before it is sent, in the scheme's words.
    await expect(board.getByTestId('cache-form')).toContainText(
      'The crew has 0 Resources; this Cache spends 1',
    );
    await expect(board.getByRole('button', { name: 'Spend on the Cache' })).toBeDisabled();

    // With Resources to spend, a Cache buys any named item (COT-FORE-7): a rope, with its note, for Ruth.
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.getByLabel('Resources', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save crew' }).click();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    const cache = board.getByTestId('cache-form');
    await cache.getByRole('button', { name: 'Add an item bought' }).click();
    await expect(cache.getByRole('textbox', { name: 'Item 1 bought', exact: true })).toBeFocused();
    await expect(cache).toContainText('Item 1 of the Cache needs a name');
    await cache.getByRole('textbox', { name: 'Item 1 bought', exact: true }).fill('Rope');
    await cache.getByRole('textbox', { name: 'Note on item 1 bought' }).fill('50 ft, knotted every yard');
    await expect(cache).toContainText('Costs 1 Foresight and 1 Resource');
    await cache.getByRole('button', { name: 'Spend on the Cache' }).click();
    await expect(board.getByTestId('foresight-pool')).toHaveText(new RegExp(`^${banked - 2} of 10`));
    await expect(board.getByTestId('board-result')).toContainText('1 Resource spent: Ruth has Rope');
    await expect(cache.getByTestId('cache-item')).toHaveCount(0);

    await board.scrollIntoViewIfNeeded();
    await expectAccessibleInBothThemes(page, 'the Prep board');

    // The new Hidden zone is on the Spot's map.
    await page.getByRole('tab', { name: 'Spots' }).click();
    const editor = page.getByTestId('spot-editor');
    await expect(editor.getByTestId('map-zone').filter({ hasText: 'Coal chute' })).toHaveCount(1);
    await expect(editor.getByTestId('spot-zone-row').filter({ hasText: 'Coal chute' })).toContainText(
      /Hidden \d+/,
    );

    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page
      .getByRole('button', { name: /^Casing the warehouse/ })
      .first()
      .click();
    const again = page.getByTestId('prep-board');
    await expect(again.getByTestId('foresight-pool')).toHaveText(new RegExp(`^${banked - 2} of 10`));
    await expect(again.getByTestId('finding-layout')).toContainText('known: Dock, Office');
    await expect(again.getByTestId('finding-blueprint')).toContainText(
      'Coal chute (between Dock and Office)',
    );
    await page.getByRole('tab', { name: 'Spots' }).click();
    await expect(
      page.getByTestId('spot-editor').getByTestId('map-zone').filter({ hasText: 'Coal chute' }),
    ).toHaveCount(1);
    // The rope the Cache bought is on Ruth's sheet, with its note.
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.getByRole('button', { name: /^Ruth/ }).first().click();
    const ruthSheet = page.locator('form[aria-labelledby="sheet-heading"]');
    await expect(ruthSheet.getByRole('textbox', { name: 'Item 1', exact: true })).toHaveValue('Rope');
    await expect(ruthSheet.getByRole('textbox', { name: 'Note on item 1' })).toHaveValue(
      '50 ft, knotted every yard',
    );
  });

  test('two Prep actions a day under the table setting, and Training bought with Foresight from the turn panel, kept after a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Long Days');
    await addCharacter(page, 'Add crew', 'Ruth', { Brains: '5', Planning: '5', Fingers: '2', Build: '1' });
    await page.getByRole('tab', { name: 'Table settings' }).click();
    await page.getByRole('spinbutton', { name: 'Prep actions per day' }).fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();
    await openPrep(page);

    const turn = page.getByTestId('scene-turn');
    const board = page.getByTestId('prep-board');
    const row = board.getByTestId('prep-crew-row');
    await expect(row).toContainText('2 Prep actions left today');

    // First action of day 1: bank Foresight (dice loaded high, so no catastrophe spends the day's second action).
    await loadDice(
      page,
      Array.from({ length: 12 }, () => 10),
    );
    expect(await doAction(turn, 'Plan (Foresight)', 'Bank Foresight with Planning')).toBe(
      'Foresight banked: > 99.99%',
    );
    await expect(board.getByTestId('foresight-pool')).not.toHaveText(/^0 /);
    const banked = Number.parseInt((await board.getByTestId('foresight-pool').textContent()) ?? '', 10);
    // Still day 1: Ruth has a second action today.
    await expect(row).toContainText('1 Prep action left today');
    const day = (await board.getByTestId('prep-day').textContent())?.match(/^Day (\d+)/)?.[1] ?? '1';

    // Training: the cost and what Ruth holds, and a purchase she cannot pay refused with the shortfall.
    const training = turn.getByTestId('training');
    await expect(training).toContainText(`Ruth has ${banked} Foresight: 1 per rolled die, 2 per kept die`);
    await training.getByLabel('Extra dice kept').fill(String(banked));
    await expect(training.getByTestId('training-cost')).toHaveText(
      `Ruth has ${banked} Foresight; this Training costs ${2 * banked}`,
    );
    await turn
      .getByTestId('engine-actions')
      .getByText(/^Not possible now/)
      .click();
    await expect(turn).toContainText(
      `Ruth has ${banked} Foresight; Training of +${banked}k${banked} costs ${2 * banked}`,
    );
    await training.getByLabel('Extra dice kept').fill('0');
    await training.getByLabel('Extra dice rolled').fill('1');
    await expect(training.getByTestId('training-cost')).toHaveText(`Costs 1 Foresight (Ruth has ${banked})`);
    await expectAccessibleInBothThemes(page, 'the Training choice');

    // The second action of the day, with the die bought: the odds count it, the pool pays for it.
    await turn
      .getByRole('group', { name: /^Actions of/ })
      .getByRole('button', { name: 'Other Prep skill', exact: true })
      .click();
    const chosen = turn.getByTestId('chosen-action');
    await chosen.getByLabel('Which Other Prep skill').selectOption({ label: 'Build vs 9' });
    await expect(chosen).toContainText('+1k0 Foresight Training');
    await chosen.getByTestId('do-action').click();
    await expect(chosen).toHaveCount(0);
    await expect(board.getByTestId('foresight-pool')).toHaveText(new RegExp(`^${banked - 1} of 10`));
    await expect(training.getByLabel('Extra dice rolled')).toHaveValue('0'); // bought for one roll
    // Both of Ruth's actions taken: the day is over.
    await expect(board.getByTestId('prep-day')).toContainText(`Day ${Number(day) + 1}`);
    await expect(row).toContainText('2 Prep actions left today');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page
      .getByRole('button', { name: /^Casing the warehouse/ })
      .first()
      .click();
    const again = page.getByTestId('prep-board');
    await expect(again.getByTestId('foresight-pool')).toHaveText(new RegExp(`^${banked - 1} of 10`));
    await expect(again.getByTestId('prep-day')).toContainText(`Day ${Number(day) + 1}`);
  });
});
