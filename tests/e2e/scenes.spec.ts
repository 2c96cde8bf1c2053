import AxeBuilder from '@axe-core/playwright';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

/**
 * Adds a character with one of the roster's Add buttons. Unlike `addCrew`, it waits for the new sheet before
 * typing, so a sheet still on screen from the previous character is never filled in by mistake.
 */
async function addCharacter(
  page: Page,
  button: 'Add crew' | 'Add guard',
  name: string,
  values: Record<string, string> = {},
): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const blank = button === 'Add crew' ? 'New crew member' : 'New guard';
  await expect(page.getByRole('heading', { name: blank, level: 2 })).toBeVisible();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await sheet.getByLabel('Name', { exact: true }).fill(name);
  for (const [label, value] of Object.entries(values))
    await sheet.getByLabel(label, { exact: true }).fill(value);
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

/** Two crew and a guard named Brannigan, then the Scenes dashboard. */
async function setUpCrew(page: Page, campaign: string): Promise<void> {
  await createCampaign(page, campaign);
  await addCrew(page, 'Vex', { Brains: '3', Planning: '2' });
  await addCharacter(page, 'Add crew', 'Ruth');
  await addCharacter(page, 'Add guard', 'Brannigan');
  await page.getByRole('tab', { name: 'Scenes' }).click();
}

/** The selected option's text of a labelled select. */
async function selectedText(page: Page, label: string): Promise<string> {
  return page.getByLabel(label).evaluate((select) => {
    const element = select as HTMLSelectElement;
    return element.selectedOptions[0]?.textContent?.trim() ?? '';
  });
}

test.describe('scenes dashboard', () => {
  test('a Heist scene with initiative: slots, claims, Bolster, Wait, a refused claim, and a restart', async ({
    app,
  }) => {
    let page = app.page;
    await setUpCrew(page, 'Warehouse Job');

    // Open a scene: crew are ticked, the guard joins the opposition.
    await expect(page.getByRole('heading', { name: 'Open a scene', level: 2 })).toBeVisible();
    await page.getByLabel('Scene name').fill('The warehouse');
    await page.getByLabel('Kind').selectOption('heist');
    await page.getByLabel('Zones').fill('Dock, Office');
    await expect(page.getByLabel('Vex takes part')).toBeChecked();
    await page.getByLabel('Brannigan takes part').check();
    await expect(page.getByLabel("Brannigan's side")).toHaveValue('opposition');
    await page.getByLabel("Brannigan's zone").selectOption('Office');
    await expectNoAxeViolations(page, 'the open-scene form (light)');
    await page.getByRole('button', { name: 'Open scene' }).click();

    await expect(page.getByRole('heading', { name: 'The warehouse', level: 2 })).toBeVisible();
    await expect(page.getByTestId('next-scene')).toContainText('The warehouse');
    await expect(page.getByTestId('clock-row')).toContainText('Heist');
    await expect(page.getByTestId('clock-row')).toContainText('0 min');

    // Before the roll: each pool (COT-INIT-2: Brains + Planning) and the exact odds.
    const pools = page.getByTestId('initiative-pool');
    await expect(pools).toHaveCount(3);
    await expect(pools.filter({ hasText: 'Vex' })).toContainText('5k3');
    await expect(page.getByRole('table').filter({ hasText: 'before Brannigan' })).toContainText('%');
    await expectNoAxeViolations(page, 'a scene without initiative (light)');

    await page.getByRole('button', { name: 'Roll initiative' }).click();
    await expect(page.getByRole('heading', { name: 'Initiative — round 1' })).toBeVisible();
    const slots = page.getByRole('list', { name: 'Initiative slots, round 1' }).getByTestId('slot');
    await expect(slots).toHaveCount(3);
    const totals = (await slots.locator('.total').allTextContents()).map(Number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    await expect(slots.filter({ hasText: 'Crew' })).toHaveCount(2);
    await expect(slots.filter({ hasText: 'Opposition' })).toHaveCount(1);
    await expect(slots.first()).toHaveAttribute('data-status', 'live');
    await expectNoAxeViolations(page, 'initiative (light)');

    // Claim the live slot, then end the turn.
    const claimer = await selectedText(page, 'Who takes it');
    await page.getByRole('button', { name: 'Take this slot' }).click();
    await expect(page.getByTestId('acting')).toContainText(claimer);
    await expect(slots.first()).toHaveAttribute('data-status', 'acting');
    await page.getByRole('button', { name: 'End turn' }).click();
    await expect(slots.first()).toContainText(`used by ${claimer}`);
    await expect(slots.nth(1)).toHaveAttribute('data-status', 'live');

    // Bolster: whoever's turn it is gives +1k0 to someone else, shown on the target.
    const giver = (await selectedText(page, 'Who gives up the turn')).split(' — ')[0]!;
    const recipient = await selectedText(page, 'Bolster whom');
    await page.getByRole('button', { name: 'Bolster', exact: true }).click();
    const target = page.getByTestId('participant').filter({ hasText: recipient });
    await expect(target).toContainText(`+1k0 Bolster from ${giver}`);
    await expect(slots.nth(1)).toContainText(`used by ${giver}`);

    // Wait takes the last slot: round 2 begins and the Heist clock moves on 5 minutes.
    await page.getByRole('button', { name: 'Wait', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Initiative — round 2' })).toBeVisible();
    await expect(page.getByTestId('clock-row')).toContainText('5 min');

    // Play round 2 until a crew slot is live and one crew member has acted: their second claim is refused.
    const round2 = page.getByRole('list', { name: 'Initiative slots, round 2' }).getByTestId('slot');
    for (let turn = 0; turn < 3; turn++) {
      const live = round2.and(page.locator('[data-status="live"]'));
      const crewLive = (await live.textContent())?.includes('Crew') ?? false;
      const acted = page
        .getByLabel('Who gives up the turn')
        .locator('option')
        .filter({ hasText: /^(Vex|Ruth) — has acted this round$/ });
      if (crewLive && (await acted.count()) > 0) {
        const label = (await acted.first().textContent())!.trim();
        const who = label.split(' — ')[0]!;
        await page.getByLabel('Who gives up the turn').selectOption({ label });
        await expect(page.getByTestId('not-their-turn')).toBeVisible();
        await page.getByRole('button', { name: 'Wait', exact: true }).click();
        await expect(page.getByTestId('notice')).toContainText(`${who} has already acted in round 2`);
        break;
      }
      await page.getByRole('button', { name: 'Take this slot' }).click();
      await page.getByRole('button', { name: 'End turn' }).click();
      await expect(round2.nth(turn)).toHaveAttribute('data-status', 'used');
    }
    await expect(page.getByTestId('notice')).toContainText('has already acted');
    await expect(page.getByTestId('scene-log')).toBeVisible();

    // After a restart the scene, its initiative and the clock are all still there.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByRole('heading', { name: 'The warehouse', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Initiative — round 2' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Initiative slots, round 2' }).getByTestId('slot'),
    ).toHaveCount(3);
    await expect(page.getByTestId('clock-row')).toContainText('The warehouse');
    await expect(page.getByTestId('clock-row')).toContainText('5 min');

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
    await expectNoAxeViolations(page, 'initiative (dark)');
    await page.getByRole('button', { name: 'Open a new scene…' }).click();
    await expectNoAxeViolations(page, 'the open-scene form (dark)');
  });

  test('two scenes on the clock: the shorter round plays first, and closing counts the part-round', async ({
    app,
  }) => {
    const page = app.page;
    await setUpCrew(page, 'Clockwork Job');

    await page.getByLabel('Scene name').fill('Meeting the fence');
    await page.getByLabel('Kind').selectOption('social');
    await page.getByRole('button', { name: 'Open scene' }).click();
    await expect(page.getByRole('heading', { name: 'Meeting the fence', level: 2 })).toBeVisible();

    await page.getByRole('button', { name: 'Open a new scene…' }).click();
    await page.getByLabel('Scene name').fill('The back door');
    await page.getByLabel('Kind').selectOption('heist');
    await page.getByLabel('Ruth takes part').uncheck();
    await page.getByLabel('Brannigan takes part').check();
    await page.getByRole('button', { name: 'Open scene' }).click();
    await expect(page.getByRole('heading', { name: 'The back door', level: 2 })).toBeVisible();
    await expect(page.getByTestId('next-scene')).toContainText('The back door');

    // COT-TIME-3: the Social Call (10 min) must wait for the Heist (5 min) to play its round.
    await page.getByRole('button', { name: 'End round of Meeting the fence' }).click();
    await expect(page.getByTestId('notice')).toContainText('must wait');
    await page.getByRole('button', { name: 'End round', exact: true }).click();
    await expect(page.getByTestId('clock-row').filter({ hasText: 'The back door' })).toContainText('5 min');

    // Bolster without initiative: shown on the target at once.
    await page.getByLabel('Who gives up the turn').selectOption({ label: 'Vex' });
    await page.getByLabel('Bolster whom').selectOption({ label: 'Brannigan' });
    await page.getByRole('button', { name: 'Bolster', exact: true }).click();
    await expect(page.getByTestId('participant').filter({ hasText: 'Brannigan' })).toContainText(
      '+1k0 Bolster from Vex',
    );

    // Closing asks first; the Heist's 1 round counts as 1 Social Call round.
    await page.getByRole('button', { name: 'Close scene…' }).click();
    await page.getByRole('button', { name: 'Yes, close “The back door”' }).click();
    await expect(page.getByTestId('scene-ended')).toContainText('Closed by the GM');
    await expect(page.getByTestId('closed-scene')).toContainText('counted as 1 Social Call round');
    await expect(page.getByTestId('next-scene')).toContainText('Meeting the fence');
    await expectNoAxeViolations(page, 'a closed scene (light)');
  });
});
