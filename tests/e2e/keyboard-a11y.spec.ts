import { axeViolations, expectNoAxeViolations } from './axe.ts';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (at most 20 times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 20; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard and accessibility', () => {
  test('the dice tray can be driven without a mouse', async ({ app }) => {
    const page = app.page;
    await createCampaign(page, 'Keys');
    await page.getByRole('tab', { name: 'Crew' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Spots' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Scenes' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'HEIST skirmish' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Dice tray' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Dice tray' })).toBeVisible();

    await page.keyboard.press('Tab'); // Character
    await expect(page.getByLabel('Character')).toBeFocused();
    await page.keyboard.press('Tab'); // Pool
    await expect(page.getByRole('textbox', { name: 'Pool' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('6k3');
    await expect(page.getByTestId('final-pool')).toHaveText('6k3');
    const difficulty = page.getByRole('spinbutton', { name: 'Difficulty' });
    await tabTo(page, difficulty);
    await expect(difficulty).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('verdict')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dice rolled' }).getByRole('listitem')).toHaveCount(6);

    await expect(page.getByTestId('success-chance')).toBeVisible();
    // Leave the text field (Ctrl+Z there is the field's own undo) for the Roll button.
    await tabTo(page, page.getByRole('button', { name: 'Roll', exact: true }));
    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.getByText('No rolls yet.')).toBeVisible();
  });

  test('the axe check itself reports a missing alt text and faint text, so a clean result means something', async ({
    app,
  }) => {
    const page = app.page;
    await expectNoAxeViolations(page, 'campaigns (empty)');
    await page.evaluate(() => {
      const main = document.querySelector('main');
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      const faint = document.createElement('p');
      faint.textContent = 'Faint words';
      faint.style.cssText = 'color: #eee; background: #fff';
      main?.append(image, faint);
    });
    expect(await axeViolations(page)).toEqual(['color-contrast: main > p', 'image-alt: img']);
    expect(await axeViolations(page, 'main > p')).toEqual(['color-contrast: main > p']);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on any dashboard in the ${theme} theme`, async ({ app }) => {
      const page = app.page;
      await page.evaluate((value) => localStorage.setItem('heistbox.theme', value), theme);
      await page.reload();
      await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
      await expectNoAxeViolations(page, 'campaigns (empty)');
      await createCampaign(page, 'Accessible');
      await addCrew(page, 'Vex', { Muscle: '3' });
      await page.getByRole('button', { name: 'Add guard' }).click();
      await expectNoAxeViolations(page, 'crew');
      await page.getByRole('tab', { name: 'Dice tray' }).click();
      await page.getByLabel('Character').selectOption({ label: 'Vex' });
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expectNoAxeViolations(page, 'dice tray');
      await page.getByRole('tab', { name: 'Roll log' }).click();
      await expectNoAxeViolations(page, 'roll log');
      await page.getByRole('tab', { name: 'Table settings' }).click();
      await expectNoAxeViolations(page, 'settings');
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await expectNoAxeViolations(page, 'campaigns');
    });
  }
});

test.describe('content security policy', () => {
  test('the policy blocks an injected inline script, and the suite notices', async ({ app }) => {
    const page = app.page;
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "yes"';
      document.head.append(script);
      return document.body.dataset.injected === 'yes';
    });
    expect(ran).toBe(false);
    // Chromium reports it twice: its own console error, and the page's securitypolicyviolation event.
    await expect.poll(() => app.cspViolations.length).toBeGreaterThanOrEqual(2);
    expect(app.cspViolations.join('\n')).toMatch(/script-src/);
    app.cspViolations.splice(0); // this violation was the point of the test
  });
});
