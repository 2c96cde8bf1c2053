import AxeBuilder from '@axe-core/playwright';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

/** Adds a guard from the Crew dashboard, names them and saves the sheet. */
async function addGuard(page: Page, name: string, values: Record<string, string> = {}): Promise<void> {
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: 'Add guard' }).click();
  // Wait for the new sheet itself, so the typing is not lost when it replaces the previous one.
  await expect(page.getByRole('heading', { name: 'New guard', level: 2 })).toBeVisible();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await sheet.getByLabel('Name', { exact: true }).fill(name);
  for (const [label, value] of Object.entries(values))
    await sheet.getByLabel(label, { exact: true }).fill(value);
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[data-testid="chase"]').analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

/** The Distance the track shows for its only pursuer group. */
async function trackDistance(chase: Locator): Promise<string | null> {
  return chase.getByTestId('track-row').first().getAttribute('data-distance');
}

test.describe('chase track', () => {
  test('a car chase: the track, odds before the roll, a refused action, and a restart', async ({ app }) => {
    let page = app.page;
    await createCampaign(page, 'Getaway');
    await addCrew(page, 'Vex', { Driving: '2' });
    await addGuard(page, 'Brannigan', { Driving: '2' });

    // A Heist scene with Vex and Brannigan, then a chase out of it: a crew car against a guards' car.
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page.getByLabel('Scene name').fill('The warehouse');
    await page.getByLabel('Brannigan takes part').check();
    await page.getByRole('button', { name: 'Open scene' }).click();
    await page.getByRole('button', { name: 'Start chase…' }).click();
    const form = page.getByTestId('start-chase');
    await form.getByLabel('Name').fill('Car chase');
    await form.getByLabel('Part of Vex').selectOption('target');
    await form.getByLabel('Vehicle of Vex').selectOption('Car');
    await form.getByLabel('Part of Brannigan').selectOption('pursuer');
    await form.getByLabel('Vehicle of Brannigan').selectOption('Car');
    await expect(form.getByLabel('Starting Distance')).toHaveValue('2');
    await form.getByRole('button', { name: 'Start chase' }).click();

    const chase = page.getByTestId('chase');
    await expect(chase.getByRole('heading', { name: 'Chase track' })).toBeVisible();
    // Both on the track at the starting Distance; Escape needs the car's Velocity Rating.
    await expect(chase.getByTestId('track-row')).toHaveCount(1);
    expect(await trackDistance(chase)).toBe('2');
    await expect(chase.getByRole('img', { name: /Car \(Brannigan\) at Distance 2/ })).toBeVisible();
    await expect(chase.getByTestId('escape-needed')).toContainText('Escape needs Distance ≥ 3');
    await expect(chase.getByTestId('chase-vehicle').filter({ hasText: "Target's Car" })).toContainText(
      '12 / 12',
    );

    // An impossible action is not offered, and says why: Escape at Distance 2 (COT-CHASE-7).
    const vexOption = chase.getByLabel('Who acts').locator('option', { hasText: /^Vex — / });
    await chase.getByLabel('Who acts').selectOption((await vexOption.getAttribute('value')) ?? '');
    const vexActions = chase.getByRole('list', { name: 'Vex’s actions' });
    await expect(vexActions.getByRole('button', { name: 'Escape' })).toBeDisabled();
    await expect(vexActions.getByRole('listitem').filter({ hasText: 'Escape' })).toContainText(
      'Escape needs Distance 3 from every pursuer group',
    );

    // Whoever is up acts (Vex Accelerates, Brannigan Closes), with the odds shown before each roll,
    // until the track moves.
    for (let turn = 0; turn < 16 && (await trackDistance(chase)) === '2'; turn++) {
      await chase.getByLabel('Who acts').selectOption('');
      const up = (await chase.getByLabel('Who acts').locator('option').first().textContent()) ?? '';
      const action = up.includes('Vex') ? 'Accelerate' : 'Close';
      await chase.getByRole('button', { name: action, exact: true }).click();
      await expect(chase.getByRole('button', { name: action, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const outcomes = chase.getByTestId('odds-outcome');
      await expect(outcomes.first()).toContainText('%');
      await expect(chase.getByTestId('distance-spread')).toContainText('Distance 3');
      if (turn === 0) await expectNoAxeViolations(page, 'the chase with odds shown (light)');
      await chase.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect(chase.getByTestId('chase-result')).toContainText(action);
      await expect(
        chase
          .getByTestId('chase-result')
          .getByRole('list', { name: /^Dice of/ })
          .first(),
      ).toBeVisible();
    }
    const moved = await trackDistance(chase);
    expect(moved).not.toBe('2');
    await expect(chase.getByTestId('distance-moves')).toContainText(`Distance 2 → ${moved}`);

    // The chase is still there after a restart.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page
      .getByRole('navigation', { name: 'Scenes' })
      .getByRole('button', { name: /^Car chase/ })
      .click();
    const again = page.getByTestId('chase');
    await expect(again.getByRole('heading', { name: 'Chase track' })).toBeVisible();
    expect(await trackDistance(again)).toBe(moved);

    await expectNoAxeViolations(page, 'the chase (light)');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
    await again
      .getByRole('button', { name: /^(Accelerate|Close)$/ })
      .first()
      .click();
    await expectNoAxeViolations(page, 'the chase with odds shown (dark)');

    // The GM ends the chase: the banner says how, and no more actions are offered (COT-D-46).
    await again.getByLabel('Reason').fill('The bridge goes up');
    await again.getByRole('button', { name: 'End the chase' }).click();
    await expect(again.getByTestId('chase-outcome')).toContainText('Ended by the GM');
    await expect(again.getByTestId('chase-outcome')).toContainText('The bridge goes up');
    await expect(again.getByRole('button', { name: 'Roll', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the ended chase (dark)');
  });
});
