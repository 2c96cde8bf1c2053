import { expectNoAxeViolations as axeCheck } from './axe.ts';
import { createCampaign, expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { addCharacter, doAction, nextTurn, openHeistScene } from './scene-helpers.ts';

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await axeCheck(page, where, 'main');
}

/** The Distance the track shows for its only pursuer group. */
async function trackDistance(chase: Locator): Promise<string | null> {
  return chase.getByTestId('track-row').first().getAttribute('data-distance');
}

test.describe('chase track', () => {
  test('a car chase: the track, odds before the roll, a refused action, and a restart', async ({ app }) => {
    // The loop below plays up to 16 turns on random dice until the Distance moves: the time allowed covers them all
    // (about 4 s a turn on a busy machine), so a slow run is never cut short of the bound the test sets itself.
    test.setTimeout(150_000);
    let page = app.page;
    await createCampaign(page, 'Getaway');
    await addCharacter(page, 'Add crew', 'Vex', { Driving: '2' });
    await addCharacter(page, 'Add guard', 'Brannigan', { Driving: '2' });

    // A Heist with Vex and Brannigan in the Dock, then the GM rules that a chase breaks out: car against car.
    await openHeistScene(page, {
      scene: 'The warehouse',
      spot: 'Harrow warehouse',
      zones: 'Dock',
      join: ['Brannigan'],
      where: { Vex: 'Dock' },
    });
    await doAction(
      page.getByTestId('gm-rulings'),
      'A chase breaks out',
      'Vex runs from Dock; Brannigan gives chase',
    );
    const form = page.locator('form').filter({ hasText: 'A chase from Dock' });
    await form.getByLabel('Name', { exact: true }).fill('Car chase');
    await expect(form.getByLabel('Part of Vex')).toHaveValue('target');
    await expect(form.getByLabel('Part of Brannigan')).toHaveValue('pursuer');
    await form.getByLabel('Vehicle of Vex').selectOption({ label: 'Car (Speed 3, Body 12)' });
    await form.getByLabel('Vehicle of Brannigan').selectOption({ label: 'Car (Speed 3, Body 12)' });
    await expect(form.getByLabel('Starting Distance')).toHaveAttribute('placeholder', 'table default (2)');
    await form.getByRole('button', { name: 'Start the chase' }).click();
    await expect(page.getByRole('heading', { name: 'Car chase', level: 2 })).toBeVisible();

    const chase = page.getByTestId('chase');
    await expect(chase.getByRole('heading', { name: 'Chase track' })).toBeVisible();
    // Both on the track at the starting Distance; Escape needs the fastest pursuer's Velocity Rating.
    await expect(chase.getByTestId('track-row')).toHaveCount(1);
    expect(await trackDistance(chase)).toBe('2');
    await expect(chase.getByRole('img', { name: /Car \(Brannigan\) at Distance 2/ })).toBeVisible();
    await expect(chase.getByTestId('escape-needed')).toContainText('Escape needs Distance ≥ 3');

    // Whoever is up acts (Vex Accelerates, Brannigan Closes), with the odds shown before each roll, until the
    // track moves. When Vex is up, Escape is not offered at Distance 2, and says why (COT-CHASE-7).
    const turn = page.getByTestId('scene-turn');
    // Brannigan's slot first? It passes (Next turn), so Vex is up with the track still at Distance 2.
    if (!/Vex/.test((await turn.getByRole('heading', { name: /^What .* can do$/ }).textContent()) ?? ''))
      await nextTurn(page);
    await expect(turn.getByRole('heading', { name: 'What Vex can do' })).toBeVisible();
    let refused = false;
    for (let round = 0; round < 16 && (await trackDistance(chase)) === '2'; round++) {
      await turn.getByLabel('Who acts').selectOption('');
      const heading = (await turn.getByRole('heading', { name: /^What .* can do$/ }).textContent()) ?? '';
      const action = heading.includes('Vex') ? 'Accelerate' : 'Close';
      if (action === 'Accelerate' && !refused) {
        await expect(turn.getByRole('group', { name: 'Actions of Vex' })).not.toContainText('Escape');
        await turn.getByText(/^Not possible now/).click();
        await expect(turn).toContainText('Escape needs Distance 3 from every pursuer group');
        refused = true;
      }
      const button = turn
        .getByRole('group', { name: /^Actions of/ })
        .getByRole('button', { name: action, exact: true });
      if ((await button.count()) === 0) {
        // A pursuer who crashed or fell behind has no Close to offer (COT-CHASE-8): the slot passes.
        await nextTurn(page);
        continue;
      }
      await button.click();
      const chosen = turn.getByTestId('chosen-action');
      await expect(chosen.getByTestId('headline-odds')).toContainText('%');
      await chosen.getByText('Every outcome').click();
      await expect(chosen.getByTestId('odds-outcome').first()).toContainText('%');
      if (round === 0) await expectNoAxeViolations(page, 'the chase with odds shown (light)');
      await chosen.getByTestId('do-action').click();
      await expect(chosen).toHaveCount(0); // stored: the panel has moved on to whoever acts next
      await expect(turn.getByTestId('last-result')).toContainText(
        heading.includes('Vex') ? /Vex Accelerates/ : /Brannigan (closes in|fails to close)/,
      );
    }
    const moved = await trackDistance(chase);
    expect(moved).not.toBe('2');
    expect(refused).toBe(true);

    // The chase is still there after a restart, and its rolls are in the roll log.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page
      .getByRole('navigation', { name: 'Scenes' })
      .getByRole('button', { name: /^Car chase/ })
      .click();
    const again = page.getByTestId('chase');
    await expect(again.getByRole('heading', { name: 'Chase track' })).toBeVisible();
    expect(await trackDistance(again)).toBe(moved);

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
    await page
      .getByTestId('scene-turn')
      .getByRole('button', { name: /^(Accelerate|Close)$/ })
      .first()
      .click();
    await expectNoAxeViolations(page, 'the chase with odds shown (dark)');

    // The GM ends the chase: the banner says how, and no more actions are offered (COT-D-46).
    await again.getByLabel('Why the chase ends').fill('The bridge goes up');
    await again.getByRole('button', { name: 'End the chase' }).click();
    await expect(again.getByTestId('chase-outcome')).toContainText('The bridge goes up');
    await expect(page.getByTestId('scene-turn').getByTestId('do-action')).toHaveCount(0);
    await expect(page.getByTestId('scene-turn').getByRole('group', { name: /^Actions of/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the ended chase (dark)');
  });
});
