import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { expectAccessibleInBothThemes } from './scene-helpers.ts';
import { fightBoard, newFightForm, order, resolveIfOpen, row, send } from './skirmish-helpers.ts';
import type { Page } from '@playwright/test';

/**
 * The GM's table controls on the HEIST fight board (issue 9): a reserve rolls in at the end of turn 1 and deploys
 * at the start of round 2 with a distance and cover (HST-REINF-1..2); a smoke grenade's cloud is listed and the
 * wind clears it (HST-GREN-7); the lights go out (HST-VIS-1); a model is corrected (a bad value refused with core's
 * reason first); the rosters are read as text in both formats (HST-MODEL-2); the scenario is ended; all of it
 * survives a restart. Dice: the reserve's skill check is loaded with a 1 (passes); the rest do not matter.
 */

const crew = `Mr. A (2/5) SMG w/2 reloads, 1 smoke grenade
Mr. B (2/5) SMG w/2 reloads`;
const police = 'Officer Kay (2/5) Pistol w/2 reloads';

/** Every model of the active side that may still act passes. */
async function passAll(page: Page, models: readonly string[]): Promise<void> {
  for (const model of models) {
    if ((await row(page, model).getByText('may act').count()) === 0) continue;
    await send(await order(page, model, 'Pass'));
    await resolveIfOpen(page);
  }
}

test.describe('the HEIST table controls', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ actionTimeout: 15_000 });

  test('deploy a reserve, clear a cloud, change the visibility, correct a model, print the rosters, end the fight; restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Table night');
    await newFightForm(page);
    await page.getByLabel('Fight name').fill('Warehouse');
    await page.getByLabel('Side 1 name').fill('Crew');
    await page.getByLabel('Side 1 roster').fill(crew);
    await page.getByTestId('side-1').getByText('Reserves and entry points').click();
    await page.getByLabel('Side 1 reserves', { exact: true }).fill('Mr. R (3/5) Pistol w/1 reload');
    await page.getByLabel('Side 1 reserves arrive after round').fill('0');
    await page.getByLabel('Side 1 entry points').fill('Back door');
    await page.getByLabel('Side 2 name').fill('Police');
    await page.getByLabel('Side 2 roster').fill(police);
    await page.getByTestId('first-side').selectOption({ label: 'Crew' });
    await page.getByTestId('start-fight').click();

    const board = fightBoard(page);
    await expect(board.getByTestId('fight-turn')).toContainText("Round 1 · Crew's turn");
    await expect(row(page, 'Mr. R')).toContainText('In the reserves box');

    // Turn 1: Mr. A throws his smoke grenade; everyone else passes; the reserve rolls (a 1: it comes).
    const toss = await order(page, 'Mr. A', 'Throw a grenade');
    await expect(toss.getByLabel('Item')).toHaveValue('smoke');
    await toss.getByTestId('order-send').click();
    await expect(toss).toHaveCount(0);
    await resolveIfOpen(page);
    await passAll(page, ['Mr. A', 'Mr. B']);
    const end = board.getByTestId('end-turn');
    await expect(end.getByTestId('reserve-roll')).toContainText('Mr. R rolls');
    await loadDice(page, [1]);
    await end.getByRole('button', { name: 'End the turn' }).click();
    await expect(board.getByTestId('fight-turn')).toContainText("Round 1 · Police's turn");
    await expect(row(page, 'Mr. R')).toContainText('At an entry point');
    await passAll(page, ['Officer Kay']);
    await board.getByTestId('end-turn').getByRole('button', { name: 'End the turn' }).click();

    // Round 2: the smoke goes off; Mr. R deploys 3" from the back door, behind low cover (not beyond 4").
    const start = board.getByTestId('start-turn');
    await expect(start).toBeVisible();
    await start.getByRole('button', { name: /start the turn/i }).click();
    await expect(start).toHaveCount(0);
    await expect(board.getByTestId('fight-turn')).toContainText("Round 2 · Crew's turn · pick a model");
    await expect(board.getByTestId(/^side-actions-/).getByText('Deploy Mr. R')).toHaveCount(0);
    const deploy = board.getByTestId('deploy-form');
    const waiting = deploy.getByTestId('deploy-row').filter({ hasText: 'Mr. R waits at Back door' });
    await waiting.getByLabel('Inches from Back door (0–4)').fill('5');
    await expect(waiting.getByRole('status')).toContainText('within 4"');
    await expect(waiting.getByTestId('deploy-send')).toBeDisabled();
    await waiting.getByLabel('Inches from Back door (0–4)').fill('3');
    await waiting.getByLabel('Mr. R ends in').selectOption({ label: 'low cover (chest-high or lower)' });
    await waiting.getByTestId('deploy-send').click();
    await expect(deploy).toHaveCount(0);
    await expect(row(page, 'Mr. R')).toContainText('Unhurt');

    // The table controls: the lights go out, the wind clears the smoke, Mr. A gets a reload back.
    const panel = board.getByTestId('table-panel');
    await panel.getByText('Table controls (GM)', { exact: true }).click();
    const visibility = panel.getByTestId('set-visibility');
    await expect(visibility.getByTestId('visibility-now')).toContainText('none (daylight)');
    await visibility.getByLabel('Darkness', { exact: true }).selectOption('custom');
    await visibility.getByLabel('Darkness rating (inches)').fill('0');
    await expect(visibility.getByRole('status')).toContainText('Darkness is a rating in inches');
    await visibility.getByLabel('Darkness', { exact: true }).selectOption({ label: 'Moonlit night (8")' });
    await visibility.getByTestId('visibility-send').click();
    await expect(visibility.getByTestId('visibility-now')).toContainText('Moonlit night (8")');

    const cloud = panel.getByTestId('cloud');
    await expect(cloud).toHaveCount(1);
    await expect(cloud).toContainText('Smoke cloud');
    await expect(cloud).toContainText('Limited visibility 4"');
    await cloud.getByRole('button', { name: 'The wind clears it' }).click();
    await expect(cloud).toHaveCount(0);
    await expect(panel.getByTestId('clouds')).toContainText('No smoke or teargas on the table');

    const edit = panel.getByTestId('edit-model');
    await edit.getByLabel('Model to correct').selectOption({ label: 'Mr. A' });
    await edit.getByLabel(/^Ammo counters/).fill('9');
    await expect(edit.getByRole('status')).toContainText('Submachine gun go from 0 to 3');
    await expect(edit.getByTestId('edit-send')).toBeDisabled();
    await edit.getByLabel(/^Ammo counters/).fill('0');
    await edit.getByLabel('Reloads').fill('3');
    await edit.getByTestId('edit-send').click();
    await expect(row(page, 'Mr. A')).toContainText('3 reloads');

    // The rosters as text: both formats, the reload given back, the smoke grenade gone, the reserve in.
    await panel.getByText('Rosters as text', { exact: true }).click();
    const crewRoster = panel.getByTestId('roster-side').filter({ hasText: 'Crew' });
    const short = crewRoster.locator('[data-testid="roster-text"][data-format="short"]');
    await expect(short).toHaveValue(
      'Mr. A (2/5) Submachine gun w/3 reloads\nMr. B (2/5) Submachine gun w/2 reloads\nMr. R (3/5) Service pistol w/1 reload',
    );
    const table = crewRoster.locator('[data-testid="roster-text"][data-format="table"]');
    await expect(table).toHaveValue(
      /^Name\tActions\tSkill\tEquipment\nMr. A\t2\t5\tSubmachine gun w\/3 reloads/,
    );
    const download = page.waitForEvent('download');
    await crewRoster.getByTestId('roster-save').first().click();
    expect((await download).suggestedFilename()).toBe('warehouse-crew-short.txt');

    await expectAccessibleInBothThemes(page, 'the table controls');

    // The GM ends the scenario, after confirming.
    const ending = panel.getByTestId('end-scenario');
    await ending.getByLabel(/^Outcome/).fill('The crew slips out the back');
    await ending.getByTestId('end-confirm').click();
    await ending.getByRole('button', { name: 'Keep playing' }).click();
    await expect(board.getByTestId('fight-turn')).toContainText("Round 2 · Crew's turn");
    await ending.getByTestId('end-confirm').click();
    await ending.getByTestId('end-yes').click();
    await expect(board.getByTestId('fight-turn')).toHaveText(
      'The fight is over: The crew slips out the back',
    );
    await expect(ending.getByTestId('fight-outcome')).toContainText('The crew slips out the back');

    // Restart: everything the GM did is still there.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    const again = fightBoard(page);
    await expect(again.getByTestId('fight-turn')).toHaveText(
      'The fight is over: The crew slips out the back',
    );
    await expect(row(page, 'Mr. R')).toContainText('Unhurt');
    await expect(row(page, 'Mr. A')).toContainText('3 reloads');
    const log = page.getByRole('region', { name: 'Scene log' });
    await expect(log).toContainText('The GM changes the visibility');
    await expect(log).toContainText('cloud clears');
    await expect(log).toContainText('The GM corrects Mr. A');
    await expect(log).toContainText('Mr. R deploys');
    await again.getByTestId('table-panel').getByText('Rosters as text', { exact: true }).click();
    await expect(again.locator('[data-testid="roster-text"][data-format="short"]').first()).toHaveValue(
      /Mr. A \(2\/5\) Submachine gun w\/3 reloads/,
    );
  });
});
