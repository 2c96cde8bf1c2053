import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { expectAccessibleInBothThemes } from './scene-helpers.ts';
import type { Locator, Page } from '@playwright/test';

/**
 * The HEIST fight board by keyboard alone (issue 9, "Works by keyboard, passes axe-core in both themes"): from a
 * new campaign, the Scenes dashboard, a fight typed in, a model picked, an order opened, a fact changed and its odds
 * read, Escape closing the order unsent, orders sent, the reaction window resolved, activations passed and the
 * turns ended — with the focus landing somewhere sensible after every step (never on <body>), and axe run on the
 * board with an order open, with the reaction window open, and with a grenade's blast to resolve.
 *
 * Only the keyboard moves the focus and does things: Tab, Shift+Tab, Enter, Space, arrows, Escape and typing.
 */

const crew = `Mr. A (3/5) SMG w/2 reloads
Mr. B (3/5) SMG w/2 reloads, 1 frag grenade`;
const police = `Officer Kay (3/5) Shotgun w/2 reloads
Officer Lin (2/4) Pistol w/1 reload`;

const fightBoard = (page: Page) => page.getByTestId('fight-board');
const row = (page: Page, name: string) =>
  fightBoard(page).getByTestId('fight-model').filter({ hasText: name });
const modelButton = (page: Page, name: string) => row(page, name).getByRole('button', { name, exact: true });
const actionsOf = (page: Page, name: string) =>
  fightBoard(page)
    .getByTestId('model-actions')
    .getByRole('group', { name: `Actions of ${name}` });
const actionButton = (page: Page, model: string, action: string) =>
  actionsOf(page, model).getByRole('button', { name: action, exact: true });
/** The model's chosen action, where its order is drawn. */
const chosenOrder = (page: Page) =>
  fightBoard(page).getByTestId('model-actions').getByTestId('chosen-action');

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user gets there; fails naming the target
 * and where the focus stopped when `maxTabs` presses do not reach it.
 */
async function tabTo(
  page: Page,
  target: Locator,
  maxTabs = 40,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  for (let presses = 0; presses <= maxTabs; presses++) {
    if ((await target.count()) === 1 && (await isFocused(target))) return;
    if (presses < maxTabs) await page.keyboard.press(key);
  }
  const at = await focusWords(page);
  throw new Error(`${maxTabs} presses of ${key} did not reach ${target.toString()}; the focus is on ${at}`);
}

/** The focused element in words, for messages: its tag, test id and text. */
async function focusWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const id = element.getAttribute('data-testid') ?? element.id;
    return `<${element.tagName.toLowerCase()}${id ? ` ${id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 60)}"`;
  });
}

/** The focus is inside `scope` (not on <body>, not lost with a closed form). */
async function expectFocusWithin(page: Page, scope: Locator, what: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await scope.count()) > 0 &&
        (await scope.first().evaluate((el) => el.contains(document.activeElement)))
          ? 'inside'
          : await focusWords(page),
      { message: `the focus is within ${what}` },
    )
    .toBe('inside');
}

/**
 * Axe in both themes, from where the keyboard user is: the shared helper toggles the theme with a click, so the
 * focus is put back where it was afterwards (the check is the test's, not a step of the user's).
 */
async function axeHere(page: Page, where: string): Promise<void> {
  await page.evaluate(() => document.activeElement?.setAttribute('data-e2e-focus', ''));
  await expectAccessibleInBothThemes(page, where);
  const was = page.locator('[data-e2e-focus]');
  await was.focus();
  await was.evaluate((element) => element.removeAttribute('data-e2e-focus'));
}

/** Selects all the text of the focused field and types `text` over it. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Picks a model on the rosters by keyboard and opens one of its actions: the focus lands in the order. */
async function openOrder(page: Page, model: string, action: string): Promise<Locator> {
  await tabTo(page, modelButton(page, model), 60);
  await page.keyboard.press('Enter');
  await expect(modelButton(page, model)).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, actionButton(page, model, action), 40);
  await page.keyboard.press('Enter');
  const chosen = chosenOrder(page);
  await expectFocusWithin(page, chosen, `the order of ${model}`);
  return chosen.getByTestId('order-form');
}

/** Sends the open order from the keyboard (Tab to its button, Enter); the focus stays on the board. */
async function sendOrder(page: Page, form: Locator): Promise<void> {
  await tabTo(page, form.getByTestId('order-send'), 40);
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expectFocusWithin(page, fightBoard(page), 'the fight board after sending');
}

/** Resolves the open reaction window, if any: the focus is in it, Tab to Resolve, Enter. */
async function resolveIfOpen(page: Page, dice: readonly number[] = [1, 1, 1, 1, 1, 1]): Promise<void> {
  const window = fightBoard(page).getByTestId('reaction-window');
  if ((await window.count()) === 0) return;
  await expectFocusWithin(page, window, 'the reaction window');
  await loadDice(page, dice);
  await tabTo(page, window.getByTestId('resolve-reactions'), 20);
  await page.keyboard.press('Enter');
  await expect(window).toHaveCount(0);
  await expectFocusWithin(page, fightBoard(page), 'the fight board after resolving');
}

async function pass(page: Page, model: string): Promise<void> {
  await sendOrder(page, await openOrder(page, model, 'Pass'));
  await resolveIfOpen(page);
}

/** Passes every model of the side whose turn it is that may still act, then ends the turn. */
async function passAllAndEndTurn(page: Page, models: readonly string[]): Promise<void> {
  for (const model of models)
    if ((await row(page, model).getByText('may act').count()) > 0) await pass(page, model);
  const end = fightBoard(page).getByTestId('end-turn').getByRole('button', { name: 'End the turn' });
  await tabTo(page, end, 60);
  await page.keyboard.press('Enter');
  await expectFocusWithin(page, fightBoard(page), 'the fight board after ending the turn');
}

/** Tabs to the Open-a-scene area's Kind and picks "HEIST skirmish" with the arrows. */
async function pickFightKind(page: Page): Promise<void> {
  const kind = page.getByRole('combobox', { name: 'Kind', exact: true });
  await tabTo(page, kind, 30);
  for (let step = 0; step < 10; step++) {
    if ((await kind.locator('option:checked').textContent()) === 'HEIST skirmish') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(kind.locator('option:checked')).toHaveText('HEIST skirmish');
}

test.describe('the HEIST skirmish by keyboard', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a fight typed in and played by keyboard alone, with axe on the board in both themes', async ({
    app,
  }) => {
    const page = app.page;
    await createCampaign(page, 'Keys of the vault');

    // The dashboards are tabs: arrows move between them (and show them).
    await tabTo(page, page.getByRole('tab', { selected: true }), 40);
    for (let step = 0; step < 10; step++) {
      if (await isFocused(page.getByRole('tab', { name: 'Scenes' }))) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(page.getByRole('tab', { name: 'Scenes' })).toBeFocused();

    // A fight opens from the Scenes dashboard like any scene: its kind picked by arrows shows its own form.
    await pickFightKind(page);
    const form = page.getByTestId('new-fight');
    await expect(form).toBeVisible();

    // The new fight, typed in field by field.
    await tabTo(page, form.getByLabel('Fight name'), 10);
    await page.keyboard.type('The vault');
    await tabTo(page, form.getByLabel('Side 1 name'), 5);
    await page.keyboard.type('Crew');
    await tabTo(page, form.getByLabel('Side 1 roster'), 5);
    await page.keyboard.type(crew);
    await expect(form.getByTestId('roster-preview-1')).toContainText('Mr. B');
    await tabTo(page, form.getByLabel('Side 2 name'), 10);
    await page.keyboard.type('Police');
    await tabTo(page, form.getByLabel('Side 2 roster'), 5);
    await page.keyboard.type(police);
    await expect(form.getByTestId('roster-preview-2')).toContainText('Officer Lin');
    const first = form.getByTestId('first-side');
    await tabTo(page, first, 15);
    await page.keyboard.press('ArrowDown'); // from the dice-off to the first side
    await expect(first.locator('option:checked')).toHaveText('Crew');
    await tabTo(page, form.getByTestId('start-fight'), 40);
    await page.keyboard.press('Enter');

    const board = fightBoard(page);
    await expect(board.getByTestId('fight-turn')).toHaveText(
      "Round 1 · Crew's turn · pick a model to activate",
    );
    await expectFocusWithin(page, board, 'the new fight board');

    // Mr. A's Aim: Escape closes the order unsent and gives the focus back to the action.
    let order = await openOrder(page, 'Mr. A', 'Aim');
    await page.keyboard.press('Escape');
    await expect(order).toHaveCount(0);
    await expect(actionButton(page, 'Mr. A', 'Aim')).toBeFocused();
    await expect(row(page, 'Mr. A')).not.toContainText('aiming');
    await page.keyboard.press('Enter');
    order = board.getByTestId('order-form');
    await expectFocusWithin(page, chosenOrder(page), 'the Aim order');
    await sendOrder(page, order);
    await expect(row(page, 'Mr. A')).toContainText('aiming');
    await expectFocusWithin(page, board.getByTestId('model-actions'), "Mr. A's actions");

    // The aimed shot at Officer Kay: the variant by arrows, a fact changed, the odds read before the roll.
    order = await openOrder(page, 'Mr. A', 'Shoot');
    const which = chosenOrder(page).getByLabel('Which Shoot');
    await expect(which).toBeFocused();
    await expect(which.locator('option:checked')).toHaveText('Shoot Officer Kay (aimed)');
    await axeHere(page, 'the fight board with an aimed shot in its order');
    const headline = order.getByTestId('order-headline');
    await expect(headline).toHaveText(/Any effect: 87\.5%/);
    await tabTo(page, order.getByTestId('order-cover'), 30);
    await page.keyboard.press('ArrowDown'); // low cover: the target is harder to hit
    await expect(order.getByTestId('order-cover').locator('option:checked')).toHaveText(/^low/);
    await expect(headline).not.toHaveText(/Any effect: 87\.5%/);
    await tabTo(page, order.getByTestId('order-cover'), 30, 'Shift+Tab');
    await page.keyboard.press('ArrowUp'); // back in the open
    await tabTo(page, order.getByTestId('order-range'), 30, 'Shift+Tab');
    await retype(page, 'x');
    await expect(order.getByTestId('order-fix')).toBeVisible();
    await expect(order.getByTestId('order-send')).toBeDisabled();
    await retype(page, '8');
    await expect(headline).toHaveText(/Any effect: 87\.5%/);
    await expect(order.getByTestId('order-tn')).toContainText('TN 6');
    await sendOrder(page, order);

    // Officer Kay, shot at, may react: the focus is in the reaction window. He shoots back, standing.
    const window = board.getByTestId('reaction-window');
    await expect(window).toContainText('May still react');
    await expectFocusWithin(page, window, 'the reaction window');
    const reaction = await openOrder(page, 'Officer Kay', 'Shoot back');
    const takeCover = reaction.getByLabel('Take cover');
    await tabTo(page, takeCover, 10);
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowUp');
    await expect(takeCover).toHaveValue('none');
    await expect(reaction.getByTestId('order-send')).toHaveText(/^Declare/);
    await sendOrder(page, reaction);
    await expectFocusWithin(page, window, 'the reaction window after declaring');
    await expect(window.getByTestId('reaction-row')).toHaveCount(2);
    await axeHere(page, 'the fight board with the reaction window open');

    // Resolved one group at a time: the dice on the table and the Hail Mary choice, by keyboard.
    await tabTo(page, window.getByLabel("Pause after each group's dice"), 20);
    await page.keyboard.press('Space');
    await expect(window.getByLabel("Pause after each group's dice")).toBeChecked();
    await loadDice(page, [10, 5, 1, 1, 1, 1]); // Mr. A's aimed 3d10 against TN 6: the 10 may feed the 5
    await tabTo(page, window.getByTestId('resolve-reactions'), 5);
    await page.keyboard.press('Enter');
    const dice = window.getByTestId('hail-mary');
    await expect(dice).toBeVisible();
    await expectFocusWithin(page, window, 'the reaction window with dice on the table');
    await expect(dice.getByTestId('hail-mary-best')).toContainText('1 hit');
    await axeHere(page, 'the fight board with dice on the table');

    // The Hail Mary by arrows: give no die up, then the user's own allocation, the 10 feeding the 5.
    const hailMary = dice.getByRole('radiogroup', { name: 'Hail Mary for Mr. A' });
    await tabTo(page, hailMary.getByLabel('The proposed allocation'), 10);
    await page.keyboard.press('ArrowDown');
    await expect(hailMary.getByRole('radio', { name: /Give no die up/ })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(hailMary.getByLabel('My own allocation')).toBeChecked();
    const feed = dice.getByLabel(/^Die 1 \(10\) gives \+1 to/);
    await tabTo(page, feed, 5);
    await page.keyboard.press('ArrowDown');
    await expect(feed.locator('option:checked')).toHaveText('die 2 (5)');
    await expect(dice).toContainText('Yours: 1 hit');
    for (let group = 0; group < 4 && (await window.count()) > 0; group++) {
      await expect(window.getByTestId('resolve-reactions')).toHaveText('Go on resolving');
      await loadDice(page, [1, 1, 1, 1, 1, 1]);
      await tabTo(page, window.getByTestId('resolve-reactions'), 30);
      await page.keyboard.press('Enter');
      await expect // the next group's dice are on the table, or the window is closed
        .poll(() =>
          page.evaluate(() => {
            const button = document.querySelector('[data-testid="resolve-reactions"]');
            return button === null || !(button as HTMLButtonElement).disabled;
          }),
        )
        .toBe(true);
    }
    await expect(window).toHaveCount(0);
    await expectFocusWithin(page, board, 'the fight board after the reactions');
    await expect(row(page, 'Officer Kay')).toContainText('Stunned');

    // Mr. B throws his frag grenade; the others pass; the crew's turn ends.
    order = await openOrder(page, 'Mr. B', 'Throw a grenade');
    await expect(order.getByTestId('order-headline')).toContainText('%');
    await sendOrder(page, order);
    await resolveIfOpen(page);
    await expect(row(page, 'Mr. B')).not.toContainText('1 frag');
    await passAllAndEndTurn(page, ['Mr. A', 'Mr. B']);

    // The police's turn starts with their first model's actions, where the focus is; they pass and end it.
    await expect(board.getByTestId('fight-turn')).toContainText("Round 1 · Police's turn");
    await expect(board.getByTestId('model-actions').getByRole('heading')).toHaveText(
      'What Officer Kay can do',
    );
    await expectFocusWithin(page, actionsOf(page, 'Officer Kay'), "Officer Kay's actions");
    await passAllAndEndTurn(page, ['Officer Kay', 'Officer Lin']);

    // Round 2 starts with the grenade going off: its blast form by keyboard, axe on it.
    const start = board.getByTestId('start-turn');
    await expect(start).toBeVisible();
    await expectFocusWithin(page, start, 'the start of the turn');
    await axeHere(page, 'the fight board with a grenade to set off');
    const caught = start.getByTestId('blast-victim').filter({ hasText: 'Officer Lin' });
    await tabTo(page, caught.getByLabel('Officer Lin is in line of sight of the marker'), 30);
    await page.keyboard.press('Space');
    await tabTo(page, caught.getByLabel('Distance of Officer Lin (inches)'), 5);
    await retype(page, '2');
    await expect(caught.getByTestId('blast-odds')).toContainText('%');
    await tabTo(page, start.getByRole('button', { name: /Set off the grenades/ }), 30);
    await page.keyboard.press('Enter');
    await expect(start).toHaveCount(0);
    await expect(board.getByTestId('fight-turn')).toContainText("Round 2 · Crew's turn");
    await expectFocusWithin(page, board.getByTestId('model-actions'), 'the actions in round 2');

    // Undo by keyboard takes the blast back: the form returns and the focus goes to it; redo sets it off again.
    await page.keyboard.press('ControlOrMeta+z');
    await expect(start).toBeVisible();
    await expectFocusWithin(page, start, 'the start of the turn, undone');
    // Leave its fields (Ctrl+Z there is the field's own undo) for its button, and redo.
    await tabTo(page, start.getByRole('button', { name: /Set off the grenades/ }), 30);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(start).toHaveCount(0);
    await expect(board.getByTestId('fight-turn')).toContainText("Round 2 · Crew's turn");
    await expectFocusWithin(page, board.getByTestId('model-actions'), 'the actions in round 2, redone');

    // Another fight begun and given up: the focus goes to its form, then back to the board.
    await tabTo(page, page.getByRole('button', { name: 'Open a new scene…' }), 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Kind', exact: true })).toBeFocused();
    await pickFightKind(page);
    await expect(page.getByTestId('new-fight').getByLabel('Fight name')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Cancel', exact: true }), 80);
    await page.keyboard.press('Enter');
    await expect(page.locator('#fight-heading')).toBeFocused();
    await expect(board.getByTestId('fight-turn')).toContainText("Round 2 · Crew's turn");
  });
});
