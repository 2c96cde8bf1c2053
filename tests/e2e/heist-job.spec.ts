import type { Page } from '@playwright/test';
import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { actAs, addCharacter, doAction, expectAccessibleInBothThemes } from './scene-helpers.ts';
import { join, layOut, postGuard } from './spot-helpers.ts';

/**
 * Issue 8's whole job, through the UI: a Spot of 5 zones, 3 barriers and 2 guards; its Layout researched in Prep,
 * Foresight banked and spent on a Blueprint; a character sneaking in, one guard turning Aware; all of it still
 * there after a restart.
 *
 * Dice: Vex's Prep rolls (Brains 5 + Planning 5, 10k5) are loaded, every die a 9. His Stealth (2k2) can never
 * beat Okafor's Awareness 20, so Okafor always turns Aware. Ruth's social rolls (10k5 against Dolan's 1k1) are loaded too.
 */

async function buildSpot(page: Page): Promise<void> {
  const editor = await layOut(page, 'Harrow bank', ['Dock', 'Office', 'Vault', 'Roof', 'Yard']);
  await join(editor, 'Outside', 'Dock');
  await join(editor, 'Dock', 'Office');
  await join(editor, 'Office', 'Vault');
  await postGuard(editor, 'Brannigan', 'Roof');
  await postGuard(editor, 'Okafor', 'Office');
}

/** Prep: the Layout researched by Planning, Foresight banked, a Blueprint between Dock and Office. */
async function prepare(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByLabel('Scene name').fill('Casing the bank');
  await page.getByLabel('Kind').selectOption('prep');
  await page.getByRole('button', { name: 'Open scene' }).click();
  const board = page.getByTestId('prep-board');
  const layout = board.getByTestId('finding-layout');
  const turn = page.getByTestId('scene-turn');
  // Loaded dice (every die a 9): the research and the banking cannot fail, and each waits for the board to show it.
  await loadDice(
    page,
    Array.from({ length: 10 }, () => 9),
  );
  await doAction(turn, 'Research', 'Planning (full difficulty, 1 day): the Layout of Harrow bank, vs 11');
  await expect(layout).toContainText('known: Dock, Office');
  const pool = board.getByTestId('foresight-pool');
  await loadDice(
    page,
    Array.from({ length: 10 }, () => 9),
  );
  await doAction(turn, 'Plan (Foresight)', 'Bank Foresight with Planning');
  await expect(pool).not.toHaveText(/^0 /);
  const banked = Number.parseInt((await pool.textContent()) ?? '', 10);
  await doAction(
    board.getByTestId('scheme-actions'),
    'Blueprint',
    'Harrow bank: a passage between Dock and Office, 1 Foresight',
  );
  await expect(pool).toHaveText(new RegExp(`^${banked - 1} of 10`));
  await expect(board.getByTestId('finding-blueprint')).toContainText(
    'Secret passage 1 (between Dock and Office)',
  );
  await page.getByRole('button', { name: 'Close scene…' }).click();
  await page.getByRole('button', { name: 'Yes, close “Casing the bank”' }).click();
  await expect(page.getByTestId('scene-ended')).toBeVisible();
}

/**
 * A rolled social action from the turn panel, its odds read first, on loaded dice (every die a 9: Ruth's 10k5
 * cannot lose to Dolan's 1k1), then waits for `done` to show on the board.
 */
async function socialUntil(page: Page, action: string, option: string, done: () => Promise<boolean>) {
  await loadDice(
    page,
    Array.from({ length: 11 }, () => 9),
  );
  expect(await doAction(page.getByTestId('scene-turn'), action, option)).toMatch(/^Success: /);
  await expect.poll(done).toBe(true);
}

async function endSocialRound(page: Page, next: number): Promise<void> {
  await page
    .locator('section[aria-labelledby="round-heading"]')
    .getByRole('button', { name: 'End round' })
    .click();
  await expect(page.getByRole('heading', { name: `Round ${next} — no initiative` })).toBeVisible();
}

/** Ruth talks Dolan, the night manager, into leaving the back door open: a Social Call to a followed-through agenda. */
async function talkToDolan(page: Page): Promise<void> {
  await addCharacter(page, 'Add crew', 'Ruth', { It: '5', 'Size Up': '5', Impress: '5' });
  await addCharacter(page, 'Add guard', 'Dolan', { It: '1' });
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByRole('button', { name: 'Open a new scene…' }).click();
  await page.getByLabel('Scene name').fill('The night manager');
  await page.getByLabel('Kind').selectOption('social');
  await page.getByLabel('Vex takes part').uncheck(); // he is in a cell
  await page.getByLabel('Dolan takes part').check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByRole('heading', { name: 'The night manager', level: 2 })).toBeVisible();
  const card = page.getByTestId('target-card').filter({ hasText: 'Dolan' });
  const crew = card.getByTestId('known-column');
  await doAction(
    page.getByTestId('scene-turn'),
    'Read Room (find the target)',
    'Read the room: is Dolan the target?',
  );
  await expect(crew.getByTestId('target-known')).toContainText('Known: Dolan is the target');
  const agenda = page.getByTestId('agenda-form');
  await agenda.getByLabel('The agenda', { exact: true }).fill('leave the back door open');
  await agenda.getByRole('button', { name: 'Set the agenda' }).click();
  await expect(crew.getByTestId('agenda')).toContainText('“leave the back door open”, set by Ruth');
  await endSocialRound(page, 2);
  const gm = card.getByTestId('gm-column');
  await socialUntil(page, 'Build Up (Impress)', 'Build Up Dolan with Impress', async () =>
    /Devoted \(positive\)/.test((await gm.getByTestId('emotion').textContent()) ?? ''),
  );
  await endSocialRound(page, 3);
  await socialUntil(page, 'Follow Through', 'Follow Through on Dolan with Impress', async () =>
    /achieved/.test((await crew.getByTestId('agenda-status').textContent()) ?? ''),
  );
  await expect(crew.getByTestId('agenda-status')).toHaveText('Followed through: achieved');
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

  test('a Spot of 5 zones, 3 barriers and 2 guards; its Layout researched, Foresight spent on a Blueprint; Vex sneaks in and Okafor turns Aware; Ruth talks Dolan round; a restart keeps it all', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'The Harrow job');
    await addCharacter(page, 'Add crew', 'Vex', { Brains: '5', Planning: '5' });
    await addCharacter(page, 'Add guard', 'Brannigan', {});
    // Okafor's Awareness (Brains 5 + Lookout 5, COT-GUARD-2) is more than Vex's Stealth can ever roll.
    await addCharacter(page, 'Add guard', 'Okafor', { Brains: '5', Lookout: '5' });
    await buildSpot(page);
    await prepare(page);
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.getByLabel('Resources', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Save crew' }).click();
    await page.getByRole('tab', { name: 'Scenes' }).click();

    await page.getByRole('button', { name: 'Open a new scene…' }).click();
    await page.getByLabel('Scene name').fill('The break-in');
    await page.getByLabel('Kind').selectOption('heist');
    await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Harrow bank' });
    await page.getByRole('button', { name: 'Open scene' }).click();
    const map = page.getByTestId('heist-map');
    // The crew knows every zone from the Layout, and the Blueprint's Hidden passage: nothing is drawn unknown.
    await expect(map.getByTestId('heist-map-zone')).toHaveCount(6);
    await expect(map.locator('.zone.unknown')).toHaveCount(0);
    await expect(map.getByTestId('map-outside').getByTestId('map-person')).toHaveAttribute(
      'data-state',
      'concealed',
    );

    // Nobody watches the Dock: no dice. Okafor watches the Office: Stealth against his Awareness, odds first.
    expect(await move(page, 'Sneak to Dock')).toBe('');

    // At the Dock Vex turns out to have bought lock picks all along: a Cache after the fact (COT-FORE-7).
    const cache = page.getByTestId('heist-cache');
    await cache.getByRole('button', { name: 'Add an item bought' }).click();
    await cache.getByRole('textbox', { name: 'Item 1 bought', exact: true }).fill('Lock picks');
    await cache.getByRole('textbox', { name: 'Note on item 1 bought' }).fill('sewn into his cuff');
    await expect(cache).toContainText('Costs 1 Foresight and 1 Resource');
    await cache.getByRole('button', { name: 'Spend on the Cache' }).click();
    await expect(page.getByTestId('board-result')).toContainText(
      '1 Resource spent after the fact: Vex has Lock picks',
    );
    await page.getByRole('button', { name: 'End round', exact: true }).click();
    await expect(page.getByTestId('scene-turn')).toContainText('Round 2');
    expect(await move(page, 'Sneak to Office')).toBe('Unseen: 0%');
    await expect(page.getByTestId('last-result')).toContainText('Okafor becomes Aware');
    const office = map.getByTestId('heist-map-zone').filter({ hasText: 'Office' });
    await expect(office.getByTestId('map-person')).toHaveCount(2);
    await expect(office.locator('[data-state="discovered"]')).toHaveCount(1);
    await expect(office.locator('[data-state="aware"]')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Roof' })).toContainText('Unaware');
    await expectAccessibleInBothThemes(page, 'the Heist map');

    // The break-in ends (Vex is caught); its board stays as it closed, read back from the log.
    await page.getByRole('button', { name: 'Close scene…' }).click();
    await page.getByRole('button', { name: 'Yes, close “The break-in”' }).click();
    await expect(page.getByTestId('scene-ended')).toBeVisible();
    await expect(page.getByTestId('heist-map').locator('[data-state="aware"]')).toHaveCount(1);

    await talkToDolan(page);

    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page.getByRole('button', { name: /^The night manager/ }).click();
    await expect(
      page
        .getByTestId('target-card')
        .filter({ hasText: 'Dolan' })
        .getByTestId('known-column')
        .getByTestId('agenda-status'),
    ).toHaveText('Followed through: achieved');
    await page.getByRole('button', { name: /^The break-in/ }).click();
    const again = page.getByTestId('heist-map').getByTestId('heist-map-zone').filter({ hasText: 'Office' });
    await expect(again.locator('[data-state="discovered"]')).toHaveCount(1);
    await expect(again.locator('[data-state="aware"]')).toHaveCount(1);
    await page.getByRole('button', { name: /^Casing the bank/ }).click();
    await expect(page.getByTestId('prep-board').getByTestId('finding-blueprint')).toContainText(
      'Secret passage 1',
    );
    await page.getByRole('tab', { name: 'Spots' }).click();
    await expect(page.getByTestId('spot-zone-row')).toHaveCount(6);
    await expect(page.getByTestId('spot-barrier')).toHaveCount(5); // 3, and the passage's 2
    await expect(page.getByTestId('spot-guard')).toHaveCount(2);
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.getByRole('button', { name: /^Vex/ }).first().click();
    const vex = page.locator('form[aria-labelledby="sheet-heading"]');
    await expect(vex.getByRole('textbox', { name: 'Item 1', exact: true })).toHaveValue('Lock picks');
    await expect(vex.getByRole('textbox', { name: 'Note on item 1' })).toHaveValue('sewn into his cuff');
  });
});
