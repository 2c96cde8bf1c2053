import type { Page } from '@playwright/test';
import {
  expect,
  freshHub,
  hubTest as test,
  joinLink,
  playerPage,
  trayRoll as roll,
} from './players-helpers.ts';
import { loadDice } from './fixtures.ts';
import { actAs, doAction, failedDrop, openHeist, untilCrewSlot } from './scene-helpers.ts';

/**
 * The players' screen end to end (issue 21, "Done means"): the GM's page and two players' pages (one a phone)
 * over the LAN link in Chromium. The GM opens a Heist and shows it; a guard turns Aware (the players see nothing
 * of it); a zone is revealed (they see it); a fight breaks out (the initiative order, its opponents redacted); a
 * secret roll (nothing); a public roll (its dice and odds); one player's connection is cut and comes back caught
 * up; blank and unblank; the GM reloads, and the players follow. Every message the hub sent either player is
 * searched for what only the GM knows (the guards' names, their Training, the secret roll): none holds any.
 */

const screenOf = (page: Page) => page.getByTestId('player-screen');

/** Sets core's toggle whose button names `label` on the Players dashboard to `shown` (a click when it differs). */
async function toggle(page: Page, label: RegExp, shown: boolean): Promise<void> {
  await page.getByRole('tab', { name: 'Players' }).click();
  const control = page
    .getByTestId('player-control')
    .filter({ has: page.getByRole('button', { name: label }) });
  await expect(control).toHaveCount(1);
  if ((await control.getAttribute('data-shown')) !== String(shown)) await control.getByRole('button').click();
  await expect(control).toHaveAttribute('data-shown', String(shown));
}

test('the players’ screen: a Heist, a guard Aware, a zone revealed, a fight, rolls, a cut, blank, a reload', async ({
  app,
  chromiumBrowser: browser,
}) => {
  test.setTimeout(300_000);
  let page = app.page;
  await openHeist(page, 'Harrow Job');

  await page.getByRole('tab', { name: 'Players' }).click();
  await freshHub(page);
  await page.getByTestId('players-share').click();
  const url = await joinLink(page);
  const cutPhone = await playerPage(browser, url, 390, 844);
  const phone = cutPhone.page;
  const laptopPlayer = await playerPage(browser, url, 1280, 800);
  const laptop = laptopPlayer.page;
  const players = [phone, laptop];
  await expect(page.getByTestId('players-client')).toHaveCount(2);

  // The Heist shown to the players.
  await toggle(page, /The warehouse/, true);
  for (const player of players) await expect(screenOf(player)).toContainText('The warehouse');

  // A guard turns Aware: the players see nothing of it. A zone revealed: they see it. (The reveal comes after the
  // guard's change, so once the players show it they have every view sent since: what they lack, they never got.)
  await page.getByRole('tab', { name: 'Scenes' }).click();
  for (const player of players) await expect(screenOf(player)).not.toContainText('Office');
  const response = await failedDrop(page);
  await expect(page.getByTestId('heist-board')).toContainText('Aware');
  // From the scene itself: its box of toggles (folded below the Heist table's map) says the players see it.
  const box = page.getByTestId('scene-players');
  await box.locator('summary').click();
  await expect(box.locator('summary')).toHaveText('The players’ screen: shown');
  const office = box
    .getByTestId('player-control')
    .filter({ has: page.getByRole('button', { name: 'Reveal Office to the crew' }) });
  await office.getByRole('button', { name: 'Reveal Office to the crew' }).click();
  await expect(box.getByTestId('player-control').filter({ hasText: 'Office' })).toHaveAttribute(
    'data-shown',
    'true',
  );
  for (const player of players) {
    await expect(screenOf(player)).toContainText('Office');
    await expect(screenOf(player)).not.toContainText('Aware');
    await expect(screenOf(player)).not.toContainText('Brannigan');
    await expect(screenOf(player)).not.toContainText('Okafor');
    await expect(screenOf(player)).not.toContainText('Training');
  }

  // A fight breaks out: the initiative order, its opponents unnamed.
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await doAction(response, 'Respond to the Drop', 'Square Up: Gang Warfare in Dock');
  await page.getByTestId('start-warfare').getByRole('button', { name: 'Start Gang Warfare' }).click();
  await expect(page.getByRole('heading', { name: 'Gang Warfare in Dock', level: 2 })).toBeVisible();
  await toggle(page, /Gang Warfare in Dock/, true);
  for (const player of players) {
    const fight = player.getByTestId('player-scene').filter({ hasText: 'Gang Warfare in Dock' });
    const order = fight.getByTestId('player-initiative');
    await expect(order).toContainText(/Opponents|An opponent/);
    await expect(fight.getByTestId('player-fighters')).toContainText('Vex');
    await expect(fight.getByTestId('player-fighters')).toContainText('Opponent 1');
    await expect(screenOf(player)).not.toContainText('Brannigan');
    await expect(screenOf(player)).not.toContainText('Okafor');
  }

  // Secret rolls, in the turn panel (Vex shoots) and in the dice tray: nothing; a public one: its dice and odds.
  const rollsBefore = await phone.getByTestId('player-roll').count();
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const fightButton = page
    .getByRole('navigation', { name: 'Scenes' })
    .getByRole('button', { name: /^Gang Warfare/ });
  if ((await page.getByRole('heading', { name: 'Gang Warfare in Dock', level: 2 }).count()) === 0)
    await fightButton.click();
  await untilCrewSlot(page);
  await actAs(page, 'Vex');
  const turn = page.getByTestId('scene-turn');
  await turn.getByTestId('turn-secret-roll').check();
  await loadDice(
    page,
    Array.from({ length: 12 }, () => 6),
  );
  await doAction(turn, 'Attack', /^Shoot Brannigan/);
  await expect(turn.getByTestId('last-result')).toContainText('Vex');
  await turn.getByTestId('turn-secret-roll').uncheck();
  const secretRoll = await roll(page, true, [6, 6, 6, 6, 6]);
  await roll(page, false, [2, 3, 4, 5, 1]);
  for (const player of players) {
    await expect(player.getByTestId('player-roll')).toHaveCount(rollsBefore + 1);
    const newest = player.getByTestId('player-roll').first();
    await expect(newest).toContainText('Vex');
    await expect(newest.getByTestId('player-odds')).toContainText('%');
    await expect(newest.getByRole('list', { name: /^Dice of Vex/ }).getByRole('listitem')).toHaveCount(5);
  }

  // The phone's connection is cut; the GM carries on; it comes back caught up.
  cutPhone.cut(true);
  await expect(phone.getByTestId('player-status')).toHaveAttribute('data-status', 'reconnecting');
  await roll(page, false, [1, 1, 1, 1, 1]);
  await expect(laptop.getByTestId('player-roll')).toHaveCount(rollsBefore + 2);
  await expect(phone.getByTestId('player-roll')).toHaveCount(rollsBefore + 1);
  cutPhone.cut(false);
  await expect(phone.getByTestId('player-status')).toHaveAttribute('data-status', 'live');
  await expect(phone.getByTestId('player-roll')).toHaveCount(rollsBefore + 2);

  // Blank and unblank, by the key.
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.keyboard.press('b');
  for (const player of players) {
    await expect(player.getByTestId('player-blank')).toBeVisible();
    await expect(screenOf(player)).not.toContainText('The warehouse');
  }
  await page.keyboard.press('b');
  for (const player of players) await expect(screenOf(player)).toContainText('The warehouse');

  // The GM reloads: the players keep their screen, and follow what the GM does next.
  page = await app.restart();
  await expect(page.getByText('Campaign: Harrow Job')).toBeVisible();
  for (const player of players) await expect(screenOf(player)).toContainText('The warehouse');
  await roll(page, false, [6, 5, 4, 3, 2]);
  for (const player of players) await expect(player.getByTestId('player-roll')).toHaveCount(rollsBefore + 3);

  // Nothing GM-only ever reached a player: no guard's name, no Training, not the secret roll, in any message.
  for (const { frames } of [cutPhone, laptopPlayer]) {
    // A snapshot and patches. Changes made close together can reach a screen as one patch (the page publishes the
    // newest head it sees), so this is a floor that says the search below had messages to read, not a count of steps.
    expect(frames.length).toBeGreaterThanOrEqual(5);
    // The search reads what was sent: the campaign's name, and the public roll's dice as the wire writes them.
    expect(frames.some((frame) => frame.includes('Harrow Job'))).toBe(true);
    expect(frames.some((frame) => frame.includes('"faces":[2,3,4,5,1]'))).toBe(true);
    // The secret tray roll by its id and by its dice (five 6s: no public roll here was loaded so).
    for (const secret of ['Brannigan', 'Okafor', 'Training', secretRoll, '"faces":[6,6,6,6,6]'])
      expect(
        frames.filter((frame) => frame.includes(secret)),
        secret,
      ).toEqual([]);
  }
  for (const player of players) await player.context().close();
  await page.getByRole('tab', { name: 'Players' }).click();
  await freshHub(page);
});
