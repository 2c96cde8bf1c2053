import type { Page } from '@playwright/test';
import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { addCharacter, expectNoAxeViolations } from './scene-helpers.ts';
import { fightBoard, order, resolveIfOpen, row, send } from './skirmish-helpers.ts';
import { addTheGuards, openDockFight, person, showScene, vexInTheDock } from './bridge-helpers.ts';

/**
 * Back into the campaign (issue 18, BRG-D-1, D-45, D-51, D-52): a HEIST fight opened from a Heist is played (Vex
 * fires a snap shot that misses, the GM corrects Brannigan to Wounded) and ended; its write-back is proposed beside the campaign as it
 * stands, one line edited (Brannigan's recovery days), and confirmed as one step; the Heist shows the wound; undo
 * takes the whole write-back back, redo restores it, and a restart keeps it.
 *
 * Dice: Vex's Stealth against Brannigan's Awareness is loaded (every die a 10), his shot too (every die a 1: a miss,
 * each 1 an ammo counter, HST-SHOOT-5). The write-back rolls none under
 * `heist_wound_days` = 3 (the default): its days are the setting's.
 */

const brannigan = (page: Page) => person(page, 'Brannigan');

test.describe('Back into the campaign', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a HEIST fight over, its write-back proposed, edited once and confirmed; the Heist shows it; undo, redo, restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Bridge Back');
    await addCharacter(page, 'Add crew', 'Vex', { Muscle: '3', Shooting: '2' }, ['Revolver']);
    await addTheGuards(page);
    await vexInTheDock(page);
    await openDockFight(page);

    // While it is played, the write-back offers only to stop it (BRG-D-52).
    const writeBack = page.getByTestId('write-back');
    await expect(
      writeBack.getByRole('button', { name: 'Stop the fight and propose its write-back' }),
    ).toBeVisible();

    // Vex passes (a game round begun, BRG-D-45); the GM corrects Brannigan to Wounded, then ends the fight.
    const ones = Array.from({ length: 12 }, () => 1);
    await loadDice(page, ones);
    await send(await order(page, 'Vex', 'Shoot', 'Shoot Brannigan (snap)'));
    await resolveIfOpen(page, ones);
    const board = fightBoard(page);
    await expect(row(page, 'Vex')).toContainText('ammo');
    const panel = board.getByTestId('table-panel');
    await panel.getByText('Table controls (GM)', { exact: true }).click();
    const edit = panel.getByTestId('edit-model');
    await edit.getByLabel('Model to correct').selectOption({ label: 'Brannigan' });
    await edit.getByRole('group', { name: "Brannigan's state" }).getByLabel('Wounded').check();
    await edit.getByTestId('edit-send').click();
    const ending = panel.getByTestId('end-scenario');
    await ending.getByLabel(/^Outcome/).fill('Brannigan is down');
    await ending.getByTestId('end-confirm').click();
    await ending.getByTestId('end-yes').click();
    await expect(board.getByTestId('fight-turn')).toHaveText('The fight is over: Brannigan is down');

    // The proposal, beside the campaign as it stands: nothing is written yet (BRG-D-1).
    await expect(writeBack.getByTestId('write-back-over')).toBeVisible();
    await writeBack.getByRole('button', { name: 'Propose the write-back' }).click();
    const lines = writeBack.getByTestId('write-back-line');
    const wound = lines.filter({ hasText: 'Brannigan: Wounded, 3 days' });
    await expect(wound).toHaveCount(1);
    await expect(wound.locator('td.now')).toHaveText('Healthy');
    await expect(wound).toContainText('BRG-D-23');
    // The gunfire: Okafor next door Aware, Vex Discovered, Heat +1 (BRG-D-28, D-29); Vex's Revolver's ammunition (BRG-D-25).
    const table = writeBack.getByTestId('write-back-lines');
    await expect(table).toContainText('game round');
    await expect(lines.filter({ hasText: 'Okafor: Aware' }).locator('td.now')).toHaveText('Not Aware');
    await expect(lines.filter({ hasText: 'Vex: Discovered' })).toHaveCount(1);
    await expect(lines.filter({ hasText: /^.*Heat 0 → 1/ })).toHaveCount(1);
    await expect(lines.filter({ hasText: "Vex's Revolver" })).toContainText('counters');

    // One edit: out of range first — core's refusal beside the line, Confirm held — then 5 days.
    await wound.getByText('Edit', { exact: true }).click();
    const days = wound.getByLabel('Recovery days');
    await days.fill('0');
    await days.blur();
    await expect(wound.getByTestId('write-back-refusal')).toContainText("Brannigan's recovery days must be");
    await expect(writeBack.getByTestId('write-back-confirm')).toBeDisabled();
    await days.fill('5');
    await days.blur();
    await expect(wound.getByTestId('write-back-refusal')).toHaveCount(0);
    await expect(wound).toContainText('(edited)');
    await expectNoAxeViolations(page, 'the write-back proposal');
    const played = page.getByTestId('job-day');
    const before = (await played.textContent()) ?? '';
    await writeBack.getByTestId('write-back-confirm').click();

    // Confirmed: back in the Heist, which shows the wound; the fight says it is written back.
    await expect(page.getByRole('heading', { name: 'The warehouse', level: 2 })).toBeVisible();
    await expect(brannigan(page)).toContainText('Wounded (5 days)');
    await expect(person(page, 'Okafor')).toContainText('Aware');
    await expect(person(page, 'Vex')).toContainText('Discovered');
    await expect(page.getByTestId('spot-board').getByTestId('heat')).toContainText('Crew Heat 1');
    // The fight's game round is one Action round on the Job clock (BRG-D-3): game time moved on.
    await expect(played).not.toHaveText(before);
    // The Heist lists its skirmish, and its log opens read-only with Vex's shot and its dice (BRG-D-53).
    const fights = page.getByTestId('scene-skirmishes');
    const listed = fights.getByTestId('scene-skirmish');
    await expect(listed).toContainText('A HEIST skirmish in Dock');
    await expect(listed).toContainText('written back');
    await expect(listed.getByTestId('skirmish-summary')).toHaveText('1 game round');
    await listed.getByRole('button', { name: 'Show its log' }).click();
    const play = listed.getByTestId('skirmish-play');
    await expect(play).toContainText('Vex shoots at Brannigan (snap)');
    // Issue 20: in HEIST's terms, each die against the TN; every die a 1 costs ammo and the shot hits nothing.
    await expect(play).toContainText(/Shooting at Brannigan: 3d\d+ vs TN \d+: 1, 1, 1 · automatic miss/);
    await expect(listed.getByTestId('skirmish-result')).toHaveText('The fight is over: Brannigan is down');
    await expectNoAxeViolations(page, 'the Heist’s skirmish log');
    const undo = page.getByRole('banner').getByRole('button', { name: /^Undo/ });
    await expect(undo).toContainText('write back');

    // One undo takes the whole write-back back (BRG-D-52); one redo restores it. The skirmish's log stays.
    await undo.click();
    await expect(brannigan(page)).not.toContainText('Wounded');
    await expect(listed).toContainText('proposed: waiting for your approval');
    await expect(play).toContainText('Vex shoots at Brannigan (snap)');
    await expect(page.getByTestId('spot-board').getByTestId('heat')).toContainText('Crew Heat 0');
    await expect(played).toHaveText(before);
    await page.getByRole('banner').getByRole('button', { name: /^Redo/ }).click();
    await expect(brannigan(page)).toContainText('Wounded (5 days)');

    // Quit and open again: the wound stays, and the fight is written back, offering nothing more.
    page = await app.restart();
    await showScene(page, /^The warehouse/);
    await expect(brannigan(page)).toContainText('Wounded (5 days)');
    await showScene(page, /^A HEIST skirmish in Dock/);
    await expect(page.getByTestId('write-back-done')).toBeVisible();
    await expect(page.getByTestId('write-back').locator('button:not(.rule-ref)')).toHaveCount(0);
  });
});
