import type { Page } from '@playwright/test';
import { expect, loadDice } from './fixtures.ts';
import { actAs } from './scene-helpers.ts';
import { join, layOut, postGuard } from './spot-helpers.ts';

/**
 * The ground the bridge's specs share: the Harrow warehouse (Outside → Dock → Office) with Brannigan posted in the
 * Dock and Okafor in the Office, a Heist opened on it, and Vex sneaking into the Dock on loaded dice (every die a
 * 10), so that the Dock is where two sides stand. The campaign and its three characters are the spec's own.
 */
export async function vexInTheDock(page: Page): Promise<void> {
  const editor = await layOut(page, 'Harrow warehouse', ['Dock', 'Office']);
  await join(editor, 'Outside', 'Dock');
  await join(editor, 'Dock', 'Office');
  await postGuard(editor, 'Brannigan', 'Dock');
  await postGuard(editor, 'Okafor', 'Office');
  await openTheHeist(page);
  await sneakIn(page);
}

async function openTheHeist(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill('The warehouse');
  await page.getByLabel('Kind').selectOption('heist');
  await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Harrow warehouse' });
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByRole('heading', { name: 'The warehouse', level: 2 })).toBeVisible();
}

async function sneakIn(page: Page): Promise<void> {
  await actAs(page, 'Vex');
  const turn = page.getByTestId('scene-turn');
  await turn
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: 'Move', exact: true })
    .click();
  const chosen = turn.getByTestId('chosen-action');
  await chosen.getByLabel('Which Move').selectOption({ label: 'Sneak to Dock' });
  await loadDice(
    page,
    Array.from({ length: 12 }, () => 10),
  );
  await chosen.getByTestId('do-action').click();
  await expect(chosen).toHaveCount(0);
}

/** Someone as the Heist's Spot board lists them. */
export const person = (page: Page, name: string) =>
  page
    .getByTestId('spot-board')
    .getByTestId('spot-person')
    .filter({ hasText: new RegExp(`^\\s*${name}`) });

/** Shows a scene of the Scenes dashboard by its name. */
export async function showScene(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByRole('navigation', { name: 'Scenes' }).getByRole('button', { name }).click();
}
