import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { fightBoard, newFightForm, order, resolveIfOpen, row, send } from './skirmish-helpers.ts';
import { expectAccessibleInBothThemes } from './scene-helpers.ts';
import type { Locator, Page } from '@playwright/test';

/**
 * The HEIST skirmish dashboard (issue 9): two five-model rosters pasted, two full turns with an aimed shot, a
 * reaction, a crossfire, a reload and a grenade, one shot undone, the app restarted, and the fight carried on.
 *
 * Dice: the test loads the dice of the commands whose outcome it needs (`loadDice`): Mr. A's aimed 3d10 shows
 * 6, 1, 1 against Officer Kay in the open (TN 6), one hit: a stun, which opens the crossfire; every other die
 * of those commands shows 1. The rest roll fair dice, and the test reads their outcome from the board.
 */

const crew = `Mr. A (3/5) SMG w/2 reloads
Mr. B (3/5) SMG w/2 reloads
Mr. C (3/5) SMG w/2 reloads, 1 frag grenade
Mr. D (2/3) Pistol w/1 reload
Mr. E (2/3) Pistol w/1 reload`;
const police = `Officer Kay (3/5) Shotgun w/2 reloads
Officer Lin (3/5) Shotgun w/2 reloads
Officer Moss (2/4) Pistol w/1 reload
Officer Nash (2/4) Pistol w/1 reload
Officer Orr (2/4) Pistol w/1 reload`;

async function pass(page: Page, model: string): Promise<void> {
  await send(await order(page, model, 'Pass'));
  await resolveIfOpen(page, [1, 1, 1, 1, 1, 1]);
}

async function endTurn(page: Page): Promise<void> {
  const end = fightBoard(page).getByTestId('end-turn');
  await end.getByRole('button', { name: 'End the turn' }).click();
}

test.describe('the HEIST skirmish', () => {
  test.describe.configure({ timeout: 180_000 });

  test('two rosters pasted, two turns of shots, reactions, a crossfire, a reload and a grenade; undo and restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Fight night');
    await newFightForm(page);

    // A malformed roster line is named, and the fight cannot start.
    const form = page.getByTestId('new-fight');
    await page.getByLabel('Fight name').fill('Bank lobby');
    await page.getByLabel('Side 1 name').fill('Crew');
    await page.getByLabel('Side 1 roster').fill(`${crew}\nMr. F (6/5) SMG`);
    await expect(form.getByTestId('roster-problems-1')).toContainText('line 6');
    await expect(page.getByTestId('start-fight')).toBeDisabled();
    await page.getByLabel('Side 1 roster').fill(crew);
    await expect(form.getByTestId('roster-preview-1')).toContainText('Mr. C');
    await page.getByLabel('Side 2 name').fill('Police');
    await page.getByLabel('Side 2 roster').fill(police);
    await page.getByTestId('first-side').selectOption({ label: 'Crew' });
    await expectAccessibleInBothThemes(page, 'the new fight form');
    await page.getByTestId('start-fight').click();

    const board = fightBoard(page);
    await expect(board.getByTestId('fight-turn')).toHaveText(
      "Round 1 · Crew's turn · pick a model to activate",
    );
    await expect(board.getByTestId('fight-model')).toHaveCount(10);

    // Turn 1, the crew. Mr. A aims, then fires an aimed shot at Officer Kay, with the odds shown first.
    await send(await order(page, 'Mr. A', 'Aim'));
    await expect(row(page, 'Mr. A')).toContainText('aiming');
    const shot = await order(page, 'Mr. A', 'Shoot', 'Shoot Officer Kay (aimed)');
    await expect(shot.getByTestId('order-headline')).toHaveText(/Any effect: 87\.5%/);
    await expect(shot.getByTestId('order-tn')).toContainText('TN 6');
    for (const key of ['none', 'stunned', 'wounded', 'killed'])
      await expect(shot.locator(`[data-testid="order-outcome"][data-key="${key}"]`)).toHaveCount(1);
    await send(shot);

    // Officer Kay, shot at, reacts: he shoots back (a snap shot, declared before anything resolves).
    const window = board.getByTestId('reaction-window');
    await expect(window).toContainText('May still react');
    const reaction = await order(page, 'Officer Kay', 'Shoot back');
    await reaction.getByLabel('Take cover').selectOption('none'); // he stands and fires
    await expect(reaction.getByTestId('order-send')).toHaveText(/^Declare/);
    await send(reaction);
    await expect(window.getByTestId('reaction-row')).toHaveCount(2);
    await expect(window.getByTestId('reaction-row').first()).toContainText('Mr. A');
    await expectAccessibleInBothThemes(page, 'the reaction window');
    await loadDice(page, [6, 1, 1, 1, 1, 1]);
    await window.getByTestId('resolve-reactions').click();
    await expect(window).toHaveCount(0);
    await expect(row(page, 'Officer Kay')).toContainText('Stunned');
    await expect(row(page, 'Mr. A')).toContainText('ammo 2/3'); // each 1 rolled adds an ammo counter (HST-SHOOT-5)

    // Issue 20: the shot's dice on show, in HEIST's terms — on the board's last result, in the fight's history
    // and in the roll log — each with the odds as they were before the roll on demand.
    const label = 'Mr. A — Shooting at Officer Kay';
    const words = '3d10 vs TN 6: 6, 1, 1 · 1 hit · 2 ammo counters (2 natural 1s): 0 → 2';
    const dice = (within: Locator) =>
      within.getByRole('list', { name: `Dice of ${label}` }).getByRole('listitem');
    const last = board.getByTestId('board-result').getByTestId('heist-roll').filter({ hasText: label });
    await expect(dice(last)).toHaveText(['6', '1', '1']);
    await expect(dice(last).nth(0)).toHaveAccessibleName('Die 1: 6: hit');
    await expect(dice(last).nth(1)).toHaveAccessibleName('Die 2: 1: miss, ammo counter');
    await expect(last).toContainText(words);
    await last.getByText('Odds before the roll').click();
    await expect(last.getByTestId('heist-odds')).toContainText('Any effect: 87.5%');
    const history = page.getByRole('region', { name: 'Scene log' });
    const entry = history.getByTestId('scene-log').getByRole('button').filter({ hasText: label }).first();
    await expect(dice(entry)).toHaveText(['6', '1', '1']);
    await entry.click();
    const told = history.getByTestId('scene-log-entry').getByTestId('heist-roll').filter({ hasText: label });
    await expect(told).toContainText(words);
    await told.getByText('Odds before the roll').click();
    await expect(told.getByTestId('heist-odds')).toContainText('Any effect: 87.5%');
    await page.getByRole('tab', { name: 'Roll log' }).click();
    const logged = page.getByTestId('roll-row').filter({ hasText: label });
    await expect(dice(logged)).toHaveText(['6', '1', '1']);
    await expect(logged).toContainText('TN 6');
    await expect(logged).not.toContainText('no dice');
    await logged.getByRole('button', { name: 'Detail' }).click();
    await expect(page.getByTestId('roll-detail')).toContainText(words);
    await expect(page.getByTestId('roll-detail').getByTestId('heist-odds')).toContainText(
      'Any effect: 87.5%',
    );
    await expectAccessibleInBothThemes(page, 'the roll log with a HEIST roll open');
    await page.getByRole('tab', { name: 'Scenes' }).click();

    // The crossfire: Mr. B shoots the stunned Officer Kay at once; Mr. A loses his last action.
    const crossfire = await order(page, 'Mr. B', 'Crossfire');
    await expect(crossfire.getByTestId('order-dice')).toContainText('crossfire');
    await send(crossfire);
    await resolveIfOpen(page, [1, 1, 1, 1, 1, 1]);
    await expect(row(page, 'Mr. A')).toContainText('done this turn');

    // Mr. C throws his frag grenade; Mr. D reloads; Mr. E passes.
    await expect(row(page, 'Mr. C')).toContainText('1 frag');
    const toss = await order(page, 'Mr. C', 'Throw a grenade');
    await expect(toss.getByTestId('order-headline')).toContainText('%');
    await send(toss);
    await resolveIfOpen(page, [1, 1, 1, 1, 1, 1]);
    await expect(row(page, 'Mr. C')).not.toContainText('1 frag');
    await send(await order(page, 'Mr. D', 'Ready weapon'));
    await resolveIfOpen(page, [1, 1, 1, 1, 1, 1]);
    await pass(page, 'Mr. E');
    for (const model of ['Mr. B', 'Mr. C', 'Mr. D'])
      if ((await row(page, model).getByText('may act').count()) > 0) await pass(page, model);
    await endTurn(page);

    // Turn 1, the police: everyone able passes.
    await expect(board.getByTestId('fight-turn')).toContainText("Round 1 · Police's turn");
    for (const model of ['Officer Kay', 'Officer Lin', 'Officer Moss', 'Officer Nash', 'Officer Orr'])
      if ((await row(page, model).getByText('may act').count()) > 0) await pass(page, model);
    await endTurn(page);

    // Round 2 starts with the crew's grenade going off: who it catches, with the odds per model first.
    const start = board.getByTestId('start-turn');
    await expect(start).toBeVisible();
    const caught = start.getByTestId('blast-victim').filter({ hasText: 'Officer Moss' });
    await caught.getByLabel('Officer Moss is in line of sight of the marker').check();
    await caught.getByLabel('Distance of Officer Moss (inches)').fill('2');
    await expect(caught.getByTestId('blast-odds')).toContainText('%');
    await start.getByRole('button', { name: /Set off the grenades/ }).click();
    await expect(start).toHaveCount(0);
    await expect(board.getByTestId('fight-turn')).toContainText("Round 2 · Crew's turn");

    // Mr. E shoots Officer Lin (6, 2, 2: one hit, a stun); the shot is undone.
    await expect(row(page, 'Officer Lin')).toContainText('Unhurt');
    await loadDice(page, [6, 2, 2, 2, 2, 2]);
    await send(await order(page, 'Mr. E', 'Shoot', 'Shoot Officer Lin (snap)'));
    // Either a reaction window opens for the shot, or it resolves at once: wait for whichever the board shows.
    const shotWindow = board.getByTestId('reaction-window');
    const stunned = row(page, 'Officer Lin').filter({ hasText: 'Stunned' });
    await expect(shotWindow.or(stunned)).toBeVisible();
    const reacted = (await shotWindow.count()) > 0;
    if (reacted) await resolveIfOpen(page, [6, 2, 2, 2, 2, 2]);
    await expect(row(page, 'Officer Lin')).toContainText('Stunned');
    await expect(page.getByRole('region', { name: 'Scene log' })).toContainText(
      'Mr. E shoots Officer Lin (snap): 1 hit — Officer Lin stunned',
    );
    const undo = page.getByRole('banner').getByRole('button', { name: /^Undo/ });
    await undo.click();
    await expect(page.getByTestId('notice')).toContainText('Undone');
    if (reacted) {
      // The resolution is undone and the window is open again: its declaration is a step of its own.
      await expect(shotWindow).toBeVisible();
      await undo.click();
    }
    await expect(shotWindow).toHaveCount(0);
    await expect(row(page, 'Officer Lin')).toContainText('Unhurt');
    await expect(row(page, 'Mr. E')).not.toContainText('left)');

    // Restart: the fight is as it was, and goes on.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(fightBoard(page).getByTestId('fight-turn')).toContainText("Round 2 · Crew's turn");
    await expect(row(page, 'Officer Kay')).toContainText('Stunned');
    await expect(row(page, 'Officer Lin')).toContainText('Unhurt');
    await loadDice(page, [6, 2, 2, 2, 2, 2]);
    await send(await order(page, 'Mr. E', 'Shoot', 'Shoot Officer Lin (snap)'));
    await resolveIfOpen(page, [6, 2, 2, 2, 2, 2]);
    await expect(row(page, 'Officer Lin')).toContainText('Stunned');

    // The fight is a scene of the Scenes dashboard's list, running; the HEIST skirmish tab lists it the same way.
    const list = page.getByRole('navigation', { name: 'Scenes' });
    await expect(list.getByRole('button', { name: /^Bank lobby/ })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('tab', { name: 'HEIST skirmish' }).click();
    const fights = page.getByRole('navigation', { name: 'HEIST skirmish scenes' });
    await expect(fights.getByRole('button', { name: /^Bank lobby/ })).toBeVisible();
    await expect(fightBoard(page).getByTestId('fight-turn')).toContainText("Round 2 · Crew's turn");

    // Closed from the Scenes dashboard like any scene: it moves to the list's closed scenes, here and there.
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page.getByRole('button', { name: 'Close scene…' }).click();
    await page.getByRole('button', { name: 'Yes, close “Bank lobby”' }).click();
    await expect(list.getByRole('heading', { name: 'Closed' })).toBeVisible();
    await expect(list.getByRole('button', { name: /^Bank lobby/ })).toContainText('ended');
    await page.getByRole('tab', { name: 'HEIST skirmish' }).click();
    await expect(fights.getByRole('button', { name: /^Bank lobby/ })).toContainText('ended');
  });
});
