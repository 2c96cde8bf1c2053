import type { Locator, Page } from '@playwright/test';
import { expect, loadDice } from './fixtures.ts';
import { actAs, addCharacter, doAction } from './scene-helpers.ts';
import { join, layOut, postGuard } from './spot-helpers.ts';

/**
 * The ground the bridge's specs share: the Harrow warehouse (Outside → Dock → Office) with Brannigan posted in the
 * Dock and Okafor in the Office, a Heist opened on it, and Vex sneaking into the Dock on loaded dice (every die a
 * 10), so that the Dock is where two sides stand. The campaign and its three characters are the spec's own.
 * `officeLock`: a Lock of that Score on the barrier between the Dock and the Office (a locked door on the table);
 * `inTheYard`: a crew member who starts in a Yard off Outside, two zone steps from the Dock (out of reach of a
 * call-in, BRG-D-34: one who may come by Ambush, BRG-D-18); `inTheDock`: an NPC of the campaign who takes part,
 * standing in the Dock (a third side there: the Heist's others).
 */
export async function vexInTheDock(
  page: Page,
  options: { readonly officeLock?: number; readonly inTheYard?: string; readonly inTheDock?: string } = {},
): Promise<void> {
  const yard = options.inTheYard === undefined ? [] : ['Yard'];
  const editor = await layOut(page, 'Harrow warehouse', ['Dock', 'Office', ...yard]);
  await join(editor, 'Outside', 'Dock');
  await join(editor, 'Dock', 'Office');
  if (yard.length > 0) await join(editor, 'Outside', 'Yard');
  if (options.officeLock !== undefined) await lock(editor, 'Dock — Office', options.officeLock);
  await postGuard(editor, 'Brannigan', 'Dock');
  await postGuard(editor, 'Okafor', 'Office');
  await openTheHeist(page, options);
  await sneakIn(page);
}

/** The two guards the bridge's specs post: Brannigan (Muscle 4, Shooting 3, a Revolver) and Okafor. */
export async function addTheGuards(page: Page): Promise<void> {
  await addCharacter(page, 'Add guard', 'Brannigan', { Muscle: '4', Shooting: '3' }, ['Revolver']);
  await addCharacter(page, 'Add guard', 'Okafor', {});
}

/** The GM rules the Dock's breakout and opens the HEIST fight with the rosters as converted (after `vexInTheDock`). */
export async function openDockFight(page: Page): Promise<void> {
  await doAction(page.getByTestId('gm-rulings'), 'A HEIST skirmish breaks out', 'In Dock: Vex and Brannigan');
  await page.getByTestId('start-skirmish').getByRole('button', { name: 'Open the HEIST fight' }).click();
  await expect(page.getByRole('heading', { name: 'A HEIST skirmish in Dock', level: 2 })).toBeVisible();
}

/** A Lock on a barrier of the Spot editor, by the barrier's words ("Dock — Office"). */
async function lock(editor: Locator, barrier: string, score: number): Promise<void> {
  await editor.getByLabel(`Security Score for ${barrier}`).fill(String(score));
  await editor.getByRole('button', { name: `Add Security to ${barrier}` }).click();
  await expect(editor.getByTestId('spot-barrier').filter({ hasText: barrier })).toContainText(
    `Lock ${score}`,
  );
}

async function openTheHeist(
  page: Page,
  { inTheYard, inTheDock }: { readonly inTheYard?: string; readonly inTheDock?: string },
): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill('The warehouse');
  await page.getByLabel('Kind').selectOption('heist');
  await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Harrow warehouse' });
  if (inTheYard !== undefined)
    await page.getByLabel(`Where ${inTheYard} starts`).selectOption({ label: 'Yard' });
  if (inTheDock !== undefined) {
    await page.getByLabel(`${inTheDock} takes part`).check();
    await page.getByLabel(`Where ${inTheDock} starts`).selectOption({ label: 'Dock' });
  }
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
