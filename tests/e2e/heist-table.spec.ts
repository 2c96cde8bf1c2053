import type { Locator, Page } from '@playwright/test';
import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { addCharacter, expectAccessibleInBothThemes } from './scene-helpers.ts';
import { join, layOut, postGuard } from './spot-helpers.ts';

/**
 * Issue 20's live Heist table at 1366×768: a Heist played from its map — a sneak, a bypass, a Drop, a guard turned
 * Aware — each move and bypass in at most 3 clicks from the map, with the map, the actions and the last result on
 * screen together without scrolling; a refused variant's reason shown where it is refused; one full turn by keyboard
 * only; axe in both themes; a restart keeps the state; the table at 1920×1080.
 *
 * Dice: Vex's rolls are loaded with 9s (his sneak, his bypass and his Drop cannot fail); his move in the open to the
 * Office rolls nothing and turns Okafor Aware, as the table warns before it is made.
 */

/** The table's window (the fixture's context opens at 1400×1000: the test sets its own). */
const small = { width: 1366, height: 768 };

/** Clicks counted per action (a move or a bypass from the map: at most 3). */
class Clicks {
  count = 0;
  async click(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }
  reset(): void {
    this.count = 0;
  }
}

/** Asserts each locator is drawn wholly inside the window: nothing needs a scroll. */
async function onScreen(page: Page, ...locators: Locator[]): Promise<void> {
  const viewport = page.viewportSize()!;
  for (const locator of locators) {
    const box = await locator.boundingBox();
    expect(box, 'drawn').not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

async function buildSpot(page: Page): Promise<void> {
  const editor = await layOut(page, 'Harrow warehouse', ['Dock', 'Office']);
  await join(editor, 'Outside', 'Dock');
  await join(editor, 'Dock', 'Office');
  await editor.getByLabel('Security Score for Dock — Office').fill('10');
  await editor.getByRole('button', { name: 'Add Security to Dock — Office' }).click();
  await expect(editor.getByTestId('spot-barrier').filter({ hasText: 'Dock — Office' })).toContainText(
    'Lock 10',
  );
  await postGuard(editor, 'Brannigan', 'Dock');
  await postGuard(editor, 'Okafor', 'Office');
}

/** What the focus is looked for by: its aria-label's start, its text's start, or its test id. */
interface Wanted {
  readonly label?: string;
  readonly text?: string;
  readonly testid?: string;
}

/** Presses Tab until the focused element is the one wanted, as a keyboard user would (no mouse). */
async function tabTo(page: Page, wanted: Wanted): Promise<void> {
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((w) => {
      const e = document.activeElement;
      if (!e) return false;
      if (w.label !== undefined) return (e.getAttribute('aria-label') ?? '').startsWith(w.label);
      if (w.text !== undefined) return (e.textContent ?? '').trim().startsWith(w.text);
      return e.getAttribute('data-testid') === w.testid;
    }, wanted);
    if (found) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(wanted)}`);
}

test('a Heist played from its map at 1366×768: sneak, bypass, Drop, an Aware guard; by keyboard; both themes; a restart', async ({
  app,
}) => {
  test.setTimeout(120_000);
  let page = app.page;
  await page.setViewportSize(small);
  await createCampaign(page, 'The table job');
  await addCharacter(page, 'Add crew', 'Vex', {
    Fingers: '5',
    Sneak: '5',
    Lockpicking: '5',
    Muscle: '5',
    'Hand to Hand': '5',
  });
  await addCharacter(page, 'Add guard', 'Brannigan', {});
  await addCharacter(page, 'Add guard', 'Okafor', {});
  await buildSpot(page);
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill('The table');
  await page.getByLabel('Kind').selectOption('heist');
  await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Harrow warehouse' });
  await page.getByRole('button', { name: 'Open scene' }).click();

  const map = page.getByTestId('heist-map');
  const side = page.getByTestId('heist-side');
  const result = page.getByTestId('last-result');
  /** A person's marker on the map (its `data-state`), found by its button's words. */
  const person = (name: string) =>
    map.getByTestId('map-person').filter({
      has: page.getByRole('button', { name: new RegExp(`^(Crew|Guard) ${name},`) }),
    });
  const actionList = side.getByTestId('engine-actions').getByRole('heading', { name: /^What .* can do$/ });
  const clicks = new Clicks();
  await expect(map.getByRole('button', { name: /^Dock Awareness \d+: zone/ })).toBeVisible();
  // The form that opened it was scrolled; from the top of the page, the table plays without another scroll.
  await page.evaluate(() => window.scrollTo(0, 0));
  await onScreen(page, map, side);

  // A sneak: the Dock, its variant, Roll — three clicks; Brannigan does not see him.
  await loadDice(
    page,
    Array.from({ length: 12 }, () => 9),
  );
  await clicks.click(map.getByRole('button', { name: /^Dock( Awareness \d+)?: zone/ }));
  await clicks.click(side.getByTestId('map-variant').filter({ hasText: 'Sneak to Dock' }));
  await clicks.click(side.getByTestId('do-action'));
  await expect(result).toContainText('Vex');
  expect(clicks.count).toBeLessThanOrEqual(3);
  await expect(person('Vex')).toHaveAttribute('data-state', 'concealed');
  await expect(person('Brannigan')).toHaveAttribute('data-state', 'unaware');
  await onScreen(page, map, actionList, result);
  await side.getByRole('button', { name: 'End round', exact: true }).click();
  await expect(page.getByTestId('turn-text')).toContainText('Round 2');

  // The Office behind a standing Lock: the move is refused there, with its reason.
  await map.getByRole('button', { name: /^Office( Awareness \d+)?: zone/ }).click();
  const refused = side.getByTestId('refused-variant').filter({ hasText: 'Go to Office' });
  await expect(refused).toContainText('Lock 10 stands between Dock and Office: bypass it first');
  await onScreen(page, map, refused);

  // A bypass: the barrier (its Lock on the map), its variant, Roll — three clicks.
  clicks.reset();
  await loadDice(
    page,
    Array.from({ length: 12 }, () => 9),
  );
  await clicks.click(map.getByRole('button', { name: 'Barrier Dock — Office: Lock 10' }));
  await clicks.click(side.getByTestId('map-variant').filter({ hasText: 'Lock 10 with Lockpicking, unseen' }));
  await clicks.click(side.getByTestId('do-action'));
  await expect(map.getByRole('button', { name: 'Barrier Dock — Office: open' })).toBeVisible();
  expect(clicks.count).toBeLessThanOrEqual(3);
  await onScreen(page, map, actionList, result);
  await side.getByRole('button', { name: 'End round', exact: true }).click();
  await expect(page.getByTestId('turn-text')).toContainText('Round 3');

  // A Drop on the Unaware Brannigan: the guard on the map (his Awareness in his words), the Drop, Roll.
  clicks.reset();
  await loadDice(
    page,
    Array.from({ length: 12 }, () => 9),
  );
  await clicks.click(map.getByRole('button', { name: /^Guard Brannigan, Unaware, Awareness \d+$/ }));
  await clicks.click(side.getByTestId('map-variant').filter({ hasText: /^Subdue Brannigan/ }));
  await clicks.click(side.getByTestId('do-action'));
  await expect(person('Brannigan')).toHaveAttribute('data-state', 'down');
  expect(clicks.count).toBeLessThanOrEqual(3);
  await onScreen(page, map, result);
  await side.getByRole('button', { name: 'End round', exact: true }).click();
  await expect(page.getByTestId('turn-text')).toContainText('Round 4');
  if (process.env.HEISTBOX_TABLE_SHOT) await page.screenshot({ path: 'docs/screenshots/heist-table.png' });

  // One full turn by keyboard only: the Office from the map, the move in the open (warned: Okafor will see him),
  // done; then End round.
  await page.keyboard.press('Escape');
  await tabTo(page, { label: 'Office' });
  await page.keyboard.press('Enter');
  await expect(side.getByTestId('map-selection')).toContainText('At Office');
  await tabTo(page, { text: 'Go to Office' });
  await expect(page.locator(':focus')).toContainText('Okafor will become Aware');
  await page.keyboard.press('Enter');
  await expect(side.getByTestId('option-warning')).toHaveText(
    'Okafor will become Aware; Vex will be Discovered',
  );
  await tabTo(page, { testid: 'do-action' });
  await page.keyboard.press('Enter');
  await expect(person('Okafor')).toHaveAttribute('data-state', 'aware');
  await expect(person('Vex')).toHaveAttribute('data-state', 'discovered');
  await tabTo(page, { text: 'End round' });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('turn-text')).toContainText('Round 5');

  // A Drop on the Aware Okafor by the Discovered Vex: refused at Okafor, with why.
  await map.getByRole('button', { name: /^Guard Okafor, Aware/ }).click();
  await expect(side.getByTestId('refused-variant').filter({ hasText: 'Subdue Okafor' })).toContainText(
    'Okafor is Aware of Vex: no Drop',
  );

  await expectAccessibleInBothThemes(page, 'the Heist table');

  // The same table at 1920×1080: the map and the actions side by side, on screen.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.keyboard.press('Escape');
  await expect(side.getByTestId('map-selection')).toHaveCount(0);
  await onScreen(page, map, actionList, result);

  page = await app.restart();
  await page.setViewportSize(small);
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByRole('button', { name: /^The table/ }).click();
  const again = page.getByTestId('heist-map');
  await expect(again.getByRole('button', { name: /^Guard Okafor, Aware/ })).toBeVisible();
  await expect(again.getByRole('button', { name: /^Guard Brannigan, Unconscious/ })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Barrier Dock — Office: open' })).toBeVisible();
});
