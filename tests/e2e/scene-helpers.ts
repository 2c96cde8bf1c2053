/** Shared steps of the scene specs: building a Heist, a failed Drop, turns in a fight. */
import AxeBuilder from '@axe-core/playwright';
import { createCampaign, expect } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

/** Axe in both themes: the current one, then the other (Dark mode toggles), then back. */
export async function expectAccessibleInBothThemes(page: Page, where: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  for (const theme of ['light', 'dark'] as const) {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await toggle.click();
    await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page, `${where} (${theme})`);
  }
  await toggle.click();
}

/** Adds a character from the Crew dashboard: its sheet values and the weapons it carries. */
export async function addCharacter(
  page: Page,
  button: 'Add crew' | 'Add guard',
  name: string,
  values: Record<string, string>,
  weapons: string[] = [],
): Promise<void> {
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: button }).click();
  const blank = button === 'Add crew' ? 'New crew member' : 'New guard';
  await expect(page.getByRole('heading', { name: blank, level: 2 })).toBeVisible();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await sheet.getByLabel('Name', { exact: true }).fill(name);
  for (const [label, value] of Object.entries(values)) {
    await sheet.getByLabel(label, { exact: true }).fill(value);
  }
  for (const weapon of weapons) await sheet.getByLabel(weapon, { exact: true }).check();
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

/** The percentages of an odds table, as numbers ("< 0.01%" counts as 0). */
export async function chances(table: Locator): Promise<number[]> {
  const texts = await table.getByTestId('odds-chance').allTextContents();
  return texts.map((text) => (text.includes('<') ? 0 : Number.parseFloat(text.replace('>', ''))));
}

/** Each fighter's name and Cover Score as the board shows them. */
export async function coverBoard(page: Page): Promise<Record<string, string>> {
  const cards = page.getByTestId('fighter-card');
  const board: Record<string, string> = {};
  for (const card of await cards.all()) {
    const name = (await card.locator('.name').textContent())?.trim() ?? '';
    board[name] = `${(await card.getByTestId('cover-score').textContent())?.trim()} ${await card
      .getByRole('list')
      .textContent()}`;
  }
  return board;
}

/**
 * A campaign with Vex (crew: Muscle 3, Shooting 2, a Revolver) and two guards in the Dock of a Heist scene:
 * Brannigan has Training 20 (Muscle 5 + Resist 5, COT-GUARD-2), which Vex's best Drop pool, 6k3, can never
 * reach, so a Drop on him always leaves him Aware; Okafor is an ordinary guard.
 */
export async function openHeist(page: Page, campaign: string): Promise<void> {
  await createCampaign(page, campaign);
  await addCharacter(page, 'Add crew', 'Vex', { Muscle: '3', Shooting: '2' }, ['Revolver']);
  await addCharacter(page, 'Add guard', 'Brannigan', { Muscle: '5', Resist: '5' });
  await addCharacter(page, 'Add guard', 'Okafor', {});
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByLabel('Scene name').fill('The warehouse');
  await page.getByLabel('Kind').selectOption('heist');
  await page.getByLabel('Zones').fill('Dock');
  await expect(page.getByLabel('Vex takes part')).toBeChecked();
  await page.getByLabel('Brannigan takes part').check();
  await page.getByLabel('Okafor takes part').check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByTestId('drop-panel')).toBeVisible();
}

/** Vex tries the Drop on Brannigan, who cannot be beaten: he is Aware and must respond. */
export async function failedDrop(page: Page): Promise<Locator> {
  const dropPanel = page.getByTestId('drop-panel');
  await dropPanel.getByLabel('Attacker').selectOption({ label: 'Vex (Crew, Dock)' });
  await dropPanel.getByLabel('Target').selectOption({ label: 'Brannigan — Training 20' });
  await dropPanel.getByRole('button', { name: 'Roll the Drop' }).click();
  const response = dropPanel.getByTestId('drop-response');
  await expect(response.getByRole('heading', { name: 'Brannigan is Aware of Vex' })).toBeVisible();
  return response;
}

/** Spends the live slot's turn on a Reposition without a re-roll: a turn that changes nothing (COT-WAR-10). */
export async function passTurn(board: Locator): Promise<void> {
  const turn = board.getByTestId('fight-turn');
  const before = (await turn.textContent()) ?? '';
  const reroll = board.getByRole('checkbox', { name: 're-roll Cover' });
  if (await reroll.isChecked()) await reroll.uncheck();
  await board.getByRole('button', { name: 'Reposition' }).click();
  await expect(turn).not.toHaveText(before);
}

/** The full text of the option whose label starts with this fighter's name. */
export async function optionLabel(select: Locator, name: string): Promise<string> {
  const texts = await select.locator('option').allTextContents();
  const found = texts.map((t) => t.trim()).find((t) => t.startsWith(`${name} (`));
  if (!found) throw new Error(`No option for ${name}: ${texts.join(' | ')}`);
  return found;
}
