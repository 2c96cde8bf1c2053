/** Shared steps of the scene specs: building a Heist, a failed Drop, turns in a fight. */
import { expectNoAxeViolations } from './axe.ts';
import { createCampaign, expect } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

export { expectNoAxeViolations };

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
  button: 'Add crew' | 'Add guard' | 'Add NPC',
  name: string,
  values: Record<string, string>,
  weapons: string[] = [],
): Promise<void> {
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: button }).click();
  const blank = { 'Add crew': 'New crew member', 'Add guard': 'New guard', 'Add NPC': 'New NPC' }[button];
  await expect(page.getByRole('heading', { name: blank, level: 2 })).toBeVisible();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await sheet.getByLabel('Name', { exact: true }).fill(name);
  for (const [label, value] of Object.entries(values)) {
    // A text or number field by its label; a select (its name includes the chosen option) by how it starts.
    const field = sheet.getByLabel(label, { exact: true });
    if ((await field.count()) > 0) await field.fill(value);
    else await sheet.getByRole('combobox', { name: new RegExp(`^${label}\\b`) }).selectOption(value);
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
 * Opens a Heist from the Scenes dashboard on a Spot laid out with the quick form. Crew are ticked already; `join`
 * ticks others (guards join the opposition); `where` says in which zone someone starts (the crew start Outside).
 */
export async function openHeistScene(
  page: Page,
  options: {
    scene: string;
    spot: string;
    zones: string;
    join?: readonly string[];
    where?: Readonly<Record<string, string>>;
    /** The running scene some of them are in already: the form asks before putting them in both. */
    elsewhere?: string;
  },
): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill(options.scene);
  await page.getByLabel('Kind').selectOption('heist');
  const quick = page.locator('details').filter({ hasText: 'Lay out a new Spot quickly' });
  if ((await quick.getAttribute('open')) === null) await quick.locator('summary').click();
  await page.getByLabel('Spot name').fill(options.spot);
  await page.getByLabel('Zones').fill(options.zones);
  await page.getByRole('button', { name: 'Create the Spot' }).click();
  await expect(page.getByRole('combobox', { name: /^Spot/ }).locator('option:checked')).toHaveText(
    options.spot,
  );
  for (const name of options.join ?? []) await page.getByLabel(`${name} takes part`).check();
  for (const [name, zone] of Object.entries(options.where ?? {}))
    await page.getByLabel(`Where ${name} starts`).selectOption(zone);
  if (options.elsewhere) {
    const ask = page.getByTestId('open-elsewhere');
    await expect(ask).toContainText(`is already in ${options.elsewhere}, which is still running`);
    await expect(page.getByRole('button', { name: 'Open scene' })).toBeDisabled();
    await ask.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByRole('heading', { name: options.scene, level: 2 })).toBeVisible();
}

/**
 * Does one of the actions a panel offers (the turn panel, the board's GM rulings, a Drop response): presses the
 * action, picks the variant whose label is `option` (when given), types `texts` into its text fields (by label),
 * and does it. Returns the headline odds shown before the roll ('' when the action has no dice).
 */
export async function doAction(
  scope: Locator,
  action: string,
  option?: string | RegExp,
  texts: Readonly<Record<string, string>> = {},
): Promise<string> {
  await scope
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: action, exact: true })
    .click();
  const chosen = scope.getByTestId('chosen-action');
  if (option !== undefined) {
    const select = chosen.getByLabel(`Which ${action}`);
    const only = (await select.count()) === 0;
    const labels = only
      ? [((await chosen.locator('p strong').first().textContent()) ?? '').trim()]
      : (await select.locator('option').allTextContents()).map((t) => t.trim());
    const label = labels.find((l) => (typeof option === 'string' ? l === option : option.test(l)));
    if (!label) throw new Error(`No "${String(option)}" among: ${labels.join(' | ')}`);
    if (!only) await select.selectOption({ label });
  } else if ((await chosen.getByTestId('option-comparison').count()) > 0) {
    // Several variants and none named: the GM picks the first (nothing is picked for them, issue 20).
    await chosen.getByTestId('compared-option').first().getByRole('button').click();
  }
  for (const [label, text] of Object.entries(texts)) await chosen.getByLabel(label).fill(text);
  const odds = chosen.getByTestId('headline-odds');
  const headline = (await odds.count()) > 0 ? ((await odds.textContent()) ?? '').trim() : '';
  await chosen.getByTestId('do-action').click();
  await expect(chosen).toHaveCount(0);
  return headline;
}

/** Picks who acts in the scene's turn panel by name. */
export async function actAs(page: Page, name: string): Promise<void> {
  const select = page.getByTestId('scene-turn').getByLabel('Who acts');
  await expect(select).toBeVisible(); // the scene just opened may still be on its way
  await select.selectOption({ label: await optionLabel(select, name) });
}

/**
 * A campaign with Vex (crew: Muscle 3, Shooting 2, a Revolver) and two guards, all in the Dock of a Heist scene:
 * Brannigan has Training 20 (Muscle 5 + Resist 5, COT-GUARD-2), which Vex's best Drop pool can never reach, so a
 * Drop on him always leaves him Aware; Okafor is an ordinary guard.
 */
export async function openHeist(page: Page, campaign: string): Promise<void> {
  await createCampaign(page, campaign);
  await addCharacter(page, 'Add crew', 'Vex', { Muscle: '3', Shooting: '2' }, ['Revolver']);
  await addCharacter(page, 'Add guard', 'Brannigan', { Muscle: '5', Resist: '5' });
  await addCharacter(page, 'Add guard', 'Okafor', {});
  await openHeistScene(page, {
    scene: 'The warehouse',
    spot: 'Harrow warehouse',
    zones: 'Dock, Office',
    join: ['Brannigan', 'Okafor'],
    where: { Vex: 'Dock', Brannigan: 'Dock', Okafor: 'Dock' },
  });
  await expect(page.getByTestId('heist-board')).toBeVisible();
}

/** Vex tries the Drop on Brannigan, who cannot be beaten: he is Aware and must respond. */
export async function failedDrop(page: Page): Promise<Locator> {
  const headline = await doAction(
    page.getByTestId('scene-turn'),
    'Get the Drop',
    'Subdue Brannigan (Training 20) with bare hands',
  );
  expect(headline).toBe('Unconscious: 0%');
  const response = page.getByTestId('drop-response');
  await expect(response.getByRole('heading', { name: 'Brannigan is Aware of Vex' })).toBeVisible();
  return response;
}

const turnText = (page: Page): Locator => page.getByTestId('scene-turn').getByTestId('turn-text');

/** Where the turn stands: the turn line and every slot's state (two slots may read alike). */
async function turnState(page: Page): Promise<string> {
  const statuses = await page
    .getByTestId('slot')
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-status')).join(','));
  return `${(await turnText(page).textContent()) ?? ''} | ${statuses}`;
}

/** Passes the live slot with Next turn (or the N key) and waits for the turn to move on (COT-INIT-5). */
export async function nextTurn(page: Page, key = false): Promise<void> {
  const before = await turnState(page);
  if (key) await page.keyboard.press('n');
  else await page.getByTestId('next-turn').click();
  await expect.poll(() => turnState(page)).not.toBe(before);
}

/** Passes slots until one of the crew's is live. */
export async function untilCrewSlot(page: Page): Promise<void> {
  for (
    let pass = 0;
    pass < 6 && !/next slot \d+ \(Crew\)/.test((await turnText(page).textContent()) ?? '');
    pass++
  )
    await nextTurn(page);
  await expect(turnText(page)).toContainText('(Crew)');
}

/** The full text of the option whose label is this name, or starts with it ("Vex (Crew)", "Vex — may act now"). */
export async function optionLabel(select: Locator, name: string): Promise<string> {
  const texts = await select.locator('option').allTextContents();
  const found = texts
    .map((t) => t.trim())
    .find((t) => t === name || t.startsWith(`${name} (`) || t.startsWith(`${name} — `));
  if (!found) throw new Error(`No option for ${name}: ${texts.join(' | ')}`);
  return found;
}
