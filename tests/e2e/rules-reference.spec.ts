import { expectNoAxeViolations } from './axe.ts';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import { actAs, openHeist } from './scene-helpers.ts';
import type { Locator, Page } from '@playwright/test';

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

/** The rule a link opens: its ID and its title, from the link's own name ("Rule COT-DROP-2: Getting the Drop"). */
async function ruleOf(link: Locator): Promise<{ id: string; title: string }> {
  const name = (await link.getAttribute('aria-label')) ?? '';
  const match = /^Rule (\S+): (.+)$/.exec(name);
  if (!match?.[1] || !match[2]) throw new Error(`Not a rule link: "${name}"`);
  return { id: match[1], title: match[2] };
}

test('a rule opened from a Heist turn panel and from the dice tray, by mouse and by keyboard', async ({
  app,
}) => {
  const page = app.page;
  await openHeist(page, 'Rules at the table');

  // The turn panel: Vex picks the Drop; the rule beside its Roll button opens in the side panel.
  await actAs(page, 'Vex');
  const turn = page.getByTestId('scene-turn');
  await turn
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: 'Get the Drop', exact: true })
    .click();
  const chosen = turn.getByTestId('chosen-action');
  await chosen.getByRole('button', { name: 'Subdue Okafor (Training 6) with bare hands' }).click();
  const dropLink = chosen.locator('[data-rule]').last();
  const drop = await ruleOf(dropLink);
  expect(drop.id).toMatch(/^COT-DROP-/); // the Drop's own chapter
  await dropLink.click();
  const panel = rulePanel(page);
  await expect(panel.getByRole('heading', { name: drop.title, level: 2 })).toBeFocused();
  await expect(panel).toContainText(drop.id);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(dropLink).toBeFocused();
  await expect(chosen).toBeVisible(); // the action the GM was choosing is still chosen

  // The dice tray: Vex's Shooting; a rule link of the tray, reached by the keyboard and opened with Enter.
  await page.getByRole('tab', { name: 'Dice tray' }).click();
  await page.getByLabel('Character').selectOption({ label: 'Vex' });
  await page.getByLabel(/^Skill/).selectOption('shooting');
  const tray = page.getByRole('tabpanel');
  const trayLink = tray.locator('[data-rule]').first();
  await expect(trayLink).toBeVisible();
  const trayRule = await ruleOf(trayLink);
  await trayLink.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: trayRule.title, level: 2 })).toBeFocused();
  await bothThemes(page, 'the rule panel over the dice tray', '[data-testid="rule-panel"]');
  await page.keyboard.press('Escape');
  await expect(trayLink).toBeFocused();
  // The roll is untouched by looking a rule up: still Vex's Shooting, ready to roll.
  await expect(page.getByLabel(/^Skill/)).toHaveValue('shooting');
});

test('the reference searched with the keyboard alone: typed, picked with the arrows, opened, related rules by Tab', async ({
  app,
}) => {
  const page = app.page;
  await createCampaign(page, 'Rules by keyboard');
  await page.getByRole('tab', { name: 'Crew' }).focus();

  // Ctrl+K from the tabs; the words typed key by key.
  await page.keyboard.press('Control+k');
  const dialog = search(page);
  const box = dialog.getByRole('combobox', { name: /^Search by rule ID/ });
  await expect(box).toBeFocused();
  await page.keyboard.type('cover score');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  // ↑ from the first wraps to the last; ↓ comes back to the first.
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', `rule-hit-${count - 1}`);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  const first = (await options.nth(0).locator('.title').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const panel = rulePanel(page);
  await expect(panel.getByRole('heading', { name: first, level: 2 })).toBeFocused();

  // Tab to the first related rule and Enter: the panel follows it, and Back (by keyboard) returns.
  const related = panel.locator('[data-rule]').first();
  const next = await ruleOf(related);
  for (let press = 0; press < 40 && !(await related.evaluate((el) => el === document.activeElement)); press++)
    await page.keyboard.press('Tab');
  await expect(related).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: next.title, level: 2 })).toBeFocused();
  const back = panel.getByTestId('rule-back');
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: first, level: 2 })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Crew' })).toBeFocused(); // where the search was opened from

  // A Table settings chapter (COT-SOC) opens the search with the chapter typed: its rules, by ID order.
  await page.getByRole('tab', { name: 'Table settings' }).click();
  const chapter = page.locator('#settings-social').getByRole('button', { name: /^Rules COT-SOC:/ });
  await chapter.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(box).toHaveValue('COT-SOC');
  await expect(options.first()).toContainText('COT-SOC-1');
  expect((await options.locator('.id').allTextContents()).slice(0, 3)).toEqual([
    'COT-SOC-1',
    'COT-SOC-2',
    'COT-SOC-3',
  ]);
  // Escape empties the search box first (the browser's own search field), then closes the search.
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(chapter).toBeFocused();
  // The next search starts empty.
  await page.keyboard.press('F1');
  await expect(box).toHaveValue('');
  await page.keyboard.press('Escape');
});
