import type { Page } from '@playwright/test';
import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { addCharacter, expectNoAxeViolations } from './scene-helpers.ts';
import { fightBoard, order, resolveIfOpen, row, send } from './skirmish-helpers.ts';
import { addTheGuards, openDockFight, vexInTheDock } from './bridge-helpers.ts';

/**
 * Foresight Training on the bridged table (issue 18, BRG-D-17, BRG-D-1): in a HEIST fight opened from a Heist, Vex
 * (Foresight 2) buys a +1 shift for 2 Foresight (held on the fight: his sheet still says 2), spends it on his snap
 * shot (3d8 → 3d10, core's odds), the GM ends the fight, and the write-back charges the held Foresight (2 → 0);
 * undoing the write-back gives it back.
 *
 * Dice: Vex's Stealth against Brannigan's Awareness is loaded (every die a 10), his shot too (every die a 1: a miss).
 */

/** Vex's Foresight as his sheet shows it (the Crew tab). */
async function sheetForesight(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: /^Vex/ }).first().click();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  return sheet.getByLabel('Foresight', { exact: true }).inputValue();
}

test.describe('Training on the bridged table', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Vex buys a +1 shift with Foresight, shoots with it, and the write-back charges it; undo gives it back', async ({
    app,
  }) => {
    const page = app.page;
    await createCampaign(page, 'Bridge Training');
    await addCharacter(page, 'Add crew', 'Vex', { Muscle: '3', Shooting: '2', Brains: '2', Foresight: '2' }, [
      'Revolver',
    ]);
    await addTheGuards(page);
    await vexInTheDock(page);
    await openDockFight(page);

    // Vex's Training: core's prices and the Foresight left, bought as one step and held on the fight.
    const board = fightBoard(page);
    await row(page, 'Vex').getByRole('button', { name: 'Vex', exact: true }).click();
    const training = board.getByTestId('table-training');
    await expect(training.getByTestId('table-training-offer')).toHaveText(
      'Foresight 2 · +1 on a check costs 1 · +1 shift costs 2COT-D-66', // the rule a link beside the words
    );
    await training.getByTestId('table-training-kind').selectOption('shift');
    await training.getByTestId('table-training-buy').click();
    await expect(row(page, 'Vex').getByTestId('model-carried')).toHaveText(
      'Carries 1 dice shift (+1), one use each',
    );
    await expect(training.getByTestId('table-training-offer')).toHaveText(
      'Foresight 2 − 2 held = 0 left · +1 on a check costs 1 · +1 shift costs 2COT-D-66',
    );
    await expectNoAxeViolations(page, 'the Training control');

    // The shift spent on his snap shot: 3d8 becomes 3d10 in core's odds.
    const ones = Array.from({ length: 12 }, () => 1);
    await loadDice(page, ones);
    const form = await order(page, 'Vex', 'Shoot', 'Shoot Brannigan (snap)');
    await form.getByTestId('order-carried-shifts').fill('1');
    await expect(form.getByTestId('order-odds')).toContainText('3d10');
    await send(form);
    await resolveIfOpen(page, ones);
    await expect(row(page, 'Vex').getByTestId('model-carried')).toHaveCount(0);

    // The GM ends the fight; the proposal charges the held Foresight, the sheet still says 2 (BRG-D-1).
    const panel = board.getByTestId('table-panel');
    await panel.getByText('Table controls (GM)', { exact: true }).click();
    const ending = panel.getByTestId('end-scenario');
    await ending.getByLabel(/^Outcome/).fill('Brannigan runs');
    await ending.getByTestId('end-confirm').click();
    await ending.getByTestId('end-yes').click();
    const writeBack = page.getByTestId('write-back');
    await writeBack.getByRole('button', { name: 'Propose the write-back' }).click();
    const line = writeBack.getByTestId('write-back-line').filter({ hasText: 'Vex: Foresight 2 → 0' });
    await expect(line).toHaveCount(1);
    await writeBack.getByTestId('write-back-confirm').click();
    await expect(page.getByRole('heading', { name: 'The warehouse', level: 2 })).toBeVisible();
    expect(await sheetForesight(page)).toBe('0');

    // Undoing the write-back gives the Foresight back.
    await page.getByRole('banner').getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(() => sheetForesight(page)).toBe('2');
  });
});
