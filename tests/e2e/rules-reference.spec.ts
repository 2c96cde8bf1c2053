import { expectNoAxeViolations } from './axe.ts';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * Rules at a glance (issue 22): a rule ID in a panel is a link that opens the rule in a side panel (its summary,
 * worked example, the table's DECISION with the way to its setting, the rules it touches, Back); F1 or Ctrl+K
 * opens the search, by word or by ID, offline, and Enter opens the rule picked. Nothing is stored.
 */

const rulePanel = (page: Page) => page.getByRole('complementary');
const search = (page: Page) => page.getByRole('dialog', { name: 'Rules reference' });

/** Axe over `selector` in the light theme and the dark (set on the page directly: a modal dialog is open). */
async function bothThemes(page: Page, where: string, selector: string): Promise<void> {
  for (const theme of ['light', 'dark', 'light']) {
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await expectNoAxeViolations(page, `${where} (${theme})`, selector);
  }
}

test('a rule link opens the side panel; its DECISION lands on the setting; related rules and Back', async ({
  app,
}) => {
  const page = app.page;
  await page.setViewportSize({ width: 1366, height: 768 }); // the table's laptop
  await createCampaign(page, 'Rules Job');
  await addCrew(page, 'Vex', { Brains: '3', Planning: '2' });

  // COT-FORE-7 beside the crew sheet's gear: a small link named for its rule.
  const link = page.getByRole('button', { name: 'Rule COT-FORE-7: Cache' });
  await expect(link).toHaveText('COT-FORE-7');
  await link.click();
  const panel = rulePanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Cache', level: 2 })).toBeFocused();
  await expect(panel).toContainText('Spend Resources retroactively');
  await expect(panel.getByRole('heading', { name: /^Worked example/ })).toBeVisible();
  await bothThemes(page, 'the rule panel', '[data-testid="rule-panel"]');
  // Beside the page, not over its header: Undo, the theme and the tabs stay in reach; the panel fits the window.
  await page.getByRole('button', { name: 'Dark mode' }).click({ trial: true });
  await page.getByRole('tab', { name: 'Table settings' }).click({ trial: true });
  const box = await panel.boundingBox();
  expect(box && box.width <= 1366 / 3 && box.y + box.height <= 768).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(link).toBeFocused(); // the focus back on the link that opened it

  // A rule with related rules and a DECISION: Spending Foresight (COT-FORE-3, COT-D-64).
  await link.click();
  await page.keyboard.press('Control+k');
  await expect(search(page)).toBeVisible();
  await page.getByRole('combobox', { name: /^Search by rule ID/ }).fill('COT-FORE-3');
  await expect(search(page).getByRole('option').first()).toContainText('Spending Foresight');
  await page.keyboard.press('Enter');
  await expect(search(page)).toBeHidden();
  await expect(panel.getByRole('heading', { name: 'Spending Foresight', level: 2 })).toBeFocused();
  await expect(panel.getByTestId('rule-back')).toHaveCount(0); // opened from the search: a fresh start

  await panel.getByRole('button', { name: /^Rule COT-FORE-5:/ }).click();
  await expect(panel.getByRole('heading', { name: 'Training (scheme)', level: 2 })).toBeFocused();
  await panel.getByRole('button', { name: 'Back to COT-FORE-3' }).click();
  await expect(panel.getByRole('heading', { name: 'Spending Foresight', level: 2 })).toBeFocused();
  await panel.getByRole('button', { name: /^Rule COT-FORE-5:/ }).click();

  // COT-D-66: the Foresight a kept die costs in Training, set on the Table settings page.
  const decision = panel.getByTestId('rule-decision').filter({ hasText: 'COT-D-66' });
  await decision.getByRole('button', { name: 'Change it in Table settings' }).click();
  await expect(page.getByRole('tab', { name: 'Table settings' })).toHaveAttribute('aria-selected', 'true');
  const field = page.getByLabel('Foresight for a kept die (Training)');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(panel).toBeVisible(); // the panel stays beside the field it points to

  // F1 works with the focus in a field (no field has it); the panel's Close gives the focus back.
  await page.keyboard.press('F1');
  await expect(search(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search(page)).toBeHidden();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});

test('F1 and Ctrl+K open the search: by word, by ID, arrows and Enter, offline', async ({ app }) => {
  const page = app.page;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.getByRole('heading', { name: 'Heistbox' }).click();

  await page.keyboard.press('F1');
  const dialog = search(page);
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox', { name: /^Search by rule ID/ });
  await expect(box).toBeFocused();
  await box.fill('Foresight');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(2);
  await expect(dialog.getByRole('status')).toContainText('rules found');
  await bothThemes(page, 'the rules search', '[data-testid="rule-search"]');

  // ↓ picks the second rule; Enter opens it in the side panel.
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  const second = (await options.nth(1).locator('.title').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(rulePanel(page).getByRole('heading', { level: 2 })).toHaveText(second);
  await page.keyboard.press('Escape');
  await expect(rulePanel(page)).toBeHidden();

  // Ctrl+K; an ID finds its rule first; a word that is nothing says so.
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await expect(box).toHaveValue(''); // a fresh search each time
  await box.fill('zzzqqq');
  await expect(dialog.getByRole('status')).toHaveText('No rule matches “zzzqqq”.');
  await box.fill('COT-D-3');
  await expect(options.first()).toContainText('COT-D-3');
  await options.first().click();
  await expect(dialog).toBeHidden();
  await expect(rulePanel(page)).toContainText('COT-D-3');
  // No campaign open: the setting is named, not linked.
  await expect(rulePanel(page)).toContainText('Open a campaign to change it in Table settings.');

  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});
