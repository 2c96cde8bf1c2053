import { addCrew, createCampaign } from './fixtures.ts';
import {
  expect,
  freshHub,
  hubTest as test,
  joinLink,
  playerPage,
  trayRoll as roll,
} from './players-helpers.ts';
import { expectAccessibleInBothThemes } from './scene-helpers.ts';

/**
 * The GM's side of the players' screen (issue 21): the Players dashboard switches sharing on and shows the join
 * link with its QR code; a player's page that opens the link is listed, and can be dropped; B blanks every
 * screen (the preview too) from any dashboard; the preview is the published view; a secret roll never reaches
 * the players, a public one does; the token changes.
 */

test('the Players dashboard: sharing, link and QR, a client listed and dropped, blank by key, preview, secret roll', async ({
  app,
  chromiumBrowser: browser,
}) => {
  test.setTimeout(120_000);
  const page = app.page;
  await createCampaign(page, 'Players Job');
  await addCrew(page, 'Vex', { Muscle: '3', Shooting: '2' });

  await page.getByRole('tab', { name: 'Players' }).click();
  await freshHub(page);
  await expect(page.getByTestId('players-state')).toContainText('Not sharing');
  const preview = page.getByTestId('players-preview').getByTestId('player-screen');
  await expect(preview).toContainText('Players Job');

  // Sharing on: the join link, with its token and a QR code.
  await page.getByTestId('players-share').click();
  await expect(page.getByTestId('players-state')).toContainText('Sharing on the local network');
  const join = page.getByTestId('players-join');
  await expect(join.getByTestId('players-url').first()).toContainText('t=');
  await expect(join.getByRole('img', { name: /QR code of the join link/ }).first()).toBeVisible();
  await expect(page.getByTestId('players-nobody')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'the Players dashboard, sharing');

  // A player joins: listed, and sees the campaign as the preview does.
  const url = await joinLink(page);
  const player = (await playerPage(browser, url)).page;
  await expect(player.getByTestId('player-screen')).toContainText('Players Job');
  await expect(page.getByTestId('players-client')).toHaveCount(1);
  await expect(page.getByTestId('players-client')).toContainText('Everyone');

  // B blanks every screen from any dashboard, the preview too; B again shows them again.
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.keyboard.press('b');
  await expect(player.getByTestId('player-blank')).toBeVisible();
  await expect(page.getByTestId('players-blanked')).toBeVisible(); // on every dashboard
  await expect(page.getByTestId('notice')).toContainText('The players’ screen is blank: B shows it again.');
  await expectAccessibleInBothThemes(page, 'the Crew dashboard with the players’ screen blank');
  await page.getByRole('tab', { name: 'Players' }).click();
  await expect(page.getByTestId('players-blank')).toHaveAttribute('aria-pressed', 'true');
  await expect(preview.getByTestId('player-blank')).toBeVisible();
  await page.getByTestId('players-blank').focus();
  await page.keyboard.press('b');
  await expect(page.getByTestId('players-blank')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('players-blanked')).toHaveCount(0);
  await expect(player.getByTestId('player-blank')).toHaveCount(0);
  await expect(player.getByTestId('player-screen')).toContainText('Players Job');

  // A secret roll reaches nobody; a public one reaches the player and the preview alike.
  await roll(page, true, [6, 6, 6, 6, 6]);
  await page.getByRole('tab', { name: 'Players' }).click();
  await expect(preview.getByTestId('player-roll')).toHaveCount(0);
  await expect(player.getByTestId('player-roll')).toHaveCount(0);
  await roll(page, false, [2, 3, 4, 5, 1]);
  await page.getByRole('tab', { name: 'Players' }).click();
  await expect(preview.getByTestId('player-roll')).toHaveCount(1);
  await expect(player.getByTestId('player-roll')).toHaveCount(1);
  await expect(player.getByTestId('player-roll')).toContainText('Vex');

  // The players' window (the web build: a window of player mode fed over a BroadcastChannel) shows the same.
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('players-window').click(),
  ]);
  await expect(popup.getByTestId('player-screen')).toContainText('Players Job');
  await expect(popup.getByTestId('player-roll')).toHaveCount(1);
  await popup.close();

  // Drop: the player's page is ended and the list empties; a new token changes every link.
  await page.getByRole('button', { name: /^Drop / }).click();
  await expect(page.getByTestId('players-nobody')).toBeVisible();
  await expect(player.getByTestId('player-status')).toHaveAttribute('data-status', 'ended');
  await page.getByTestId('players-token').click();
  await expect.poll(() => joinLink(page)).not.toBe(url);

  // Each player their own sheet: a link per seat, and the preview as each audience sees it.
  await page.getByRole('tab', { name: 'Table settings' }).click();
  await page.getByRole('combobox', { name: 'Sheets on the players’ screen' }).selectOption('own');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByRole('tab', { name: 'Players' }).click();
  const seatLink = page.getByTestId('players-link').filter({ hasText: 'Vex’s own screen' });
  await expect(seatLink.getByRole('img', { name: /QR code of the join link for Vex/ })).toBeVisible();
  const audience = page.getByTestId('players-audience');
  await audience.selectOption({ label: 'Vex’s own screen' });
  await expect(preview.getByTestId('player-sheet')).toHaveCount(1);
  await expect(preview.getByTestId('player-sheet')).toContainText('Vex');
  await audience.selectOption({ label: 'Everyone (the table’s screen and the shared link)' });
  await expect(preview.getByTestId('player-sheet')).toHaveCount(0);
  const seatUrls = await seatLink.getByTestId('players-url').allTextContents();
  const seatUrl = seatUrls.find((link) => link.includes('localhost')) ?? seatUrls[0] ?? '';
  const seat = (await playerPage(browser, seatUrl)).page;
  await expect(seat.getByTestId('player-sheet')).toContainText('Vex');
  await expect(page.getByTestId('players-client')).toContainText('Vex’s own screen');
  await seat.context().close();

  // The ? help lists the Blank key with the app's other keys.
  await page.getByRole('heading', { name: 'The players’ screen' }).click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard commands' });
  await expect(
    help.getByTestId('key-help-command').filter({ hasText: 'Blank the players’ screen' }),
  ).toContainText('B');
  await page.keyboard.press('Escape');

  // Sharing off: no link shown any more.
  await page.getByTestId('players-share').click();
  await expect(page.getByTestId('players-state')).toContainText('Not sharing');
  await expect(page.getByTestId('players-join')).toHaveCount(0);
  await player.context().close();
});
