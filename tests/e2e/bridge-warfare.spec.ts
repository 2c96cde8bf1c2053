import type { Page } from '@playwright/test';
import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { addCharacter, expectNoAxeViolations } from './scene-helpers.ts';
import { fightBoard, order, resolveIfOpen, row, send } from './skirmish-helpers.ts';
import { addTheGuards, openDockFight, showScene, vexInTheDock } from './bridge-helpers.ts';

/**
 * A HEIST fight goes on as Gang Warfare (issue 18, BRG-D-26): Vex fires one snap shot at Brannigan (a miss), then
 * the GM switches to Gang Warfare, giving Vex's position (in cover, his aim marker on the table); the fight stops
 * and its write-back is proposed with each one's first Cover roll; confirming it opens the Gang Warfare in the
 * Heist with those Covers and Vex's aim as a Bolster; undo takes it all back, redo restores it, a restart keeps it.
 *
 * Dice: Vex's Stealth is loaded (every die a 10), his shot (every die a 1: a miss), the Cover rolls (every die a
 * 4) and the Gang Warfare's initiative (every die a 3). The Covers shown are read from the proposal's lines.
 */

const coverOf = async (page: Page, name: string): Promise<string> => {
  const line = page.getByTestId('write-back-line').filter({ hasText: `${name}: Cover` });
  await expect(line).toHaveCount(1);
  const text = (await line.textContent()) ?? '';
  const total = /= (\d+)/.exec(text)?.[1];
  expect(total, text).toBeTruthy();
  return total!;
};

test.describe('A HEIST fight goes on as Gang Warfare', () => {
  test.describe.configure({ timeout: 240_000 });

  test('one shot, Go on as Gang Warfare with one position, confirm: Covers and the aim Bolster; undo, redo, restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Bridge Warfare');
    await addCharacter(page, 'Add crew', 'Vex', { Muscle: '3', Shooting: '2' }, ['Revolver']);
    await addTheGuards(page);
    await vexInTheDock(page);
    await openDockFight(page);

    const ones = Array.from({ length: 12 }, () => 1);
    await loadDice(page, ones);
    await send(await order(page, 'Vex', 'Shoot', 'Shoot Brannigan (snap)'));
    await resolveIfOpen(page, ones);
    await expect(row(page, 'Vex')).toContainText('ammo');

    // Go on as Gang Warfare, beside Stop the fight: Vex in cover with his aim marker; Brannigan as the table has him.
    const writeBack = page.getByTestId('write-back');
    await writeBack.getByTestId('go-on-as-warfare').click();
    const positions = writeBack.getByTestId('switch-positions');
    const vex = positions.getByTestId('switch-model').filter({ hasText: 'Vex' });
    await vex.getByRole('combobox').selectOption({ label: 'In cover from every enemy that sees it (+1k0)' });
    await vex.getByRole('checkbox').check();
    await expect(positions.getByTestId('switch-model').filter({ hasText: 'Brannigan' })).toHaveCount(1);
    await expectNoAxeViolations(page, 'the positions at the switch to Gang Warfare');
    await loadDice(
      page,
      Array.from({ length: 20 }, () => 4),
    );
    await positions.getByTestId('go-on-confirm').click();

    // The proposal carries the first Cover rolls and says the Gang Warfare follows; nothing is written yet.
    await expect(writeBack.getByTestId('write-back-goes-on')).toContainText('Gang Warfare after');
    const vexCover = await coverOf(page, 'Vex');
    const branniganCover = await coverOf(page, 'Brannigan');
    await expect(page.getByTestId('write-back-line').filter({ hasText: 'Vex: Cover' })).toContainText(
      'aim marker',
    );
    await expect(fightBoard(page).getByTestId('fight-turn')).toContainText('Stopped by the GM');
    await loadDice(
      page,
      Array.from({ length: 20 }, () => 3),
    );
    await writeBack.getByTestId('write-back-confirm').click();

    // The Gang Warfare opens in the Heist: the Covers of the proposal, Vex's aim waiting as a Bolster.
    const heading = page.getByRole('heading', {
      name: 'Gang Warfare after A HEIST skirmish in Dock',
      level: 2,
    });
    await expect(heading).toBeVisible();
    const board = page.getByTestId('warfare-board');
    await expect(board.getByRole('listitem', { name: `Vex, Cover ${vexCover}` })).toBeVisible();
    await expect(board.getByRole('listitem', { name: `Brannigan, Cover ${branniganCover}` })).toBeVisible();
    const participants = page.getByTestId('participant');
    await expect(participants.filter({ hasText: 'Vex' })).toContainText('+1k0 Bolster from Vex');

    // One undo takes the write-back and the Gang Warfare back (BRG-D-52); one redo restores both.
    const scenes = page.getByRole('navigation', { name: 'Scenes' });
    const undo = page.getByRole('banner').getByRole('button', { name: /^Undo/ });
    await undo.click();
    await expect(scenes.getByRole('button', { name: /^Gang Warfare after/ })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: /^Redo/ }).click();
    await expect(scenes.getByRole('button', { name: /^Gang Warfare after/ })).toHaveCount(1);

    // Quit and open again: the Gang Warfare is there with its Covers and the Bolster.
    page = await app.restart();
    await showScene(page, /^Gang Warfare after/);
    const again = page.getByTestId('warfare-board');
    await expect(again.getByRole('listitem', { name: `Vex, Cover ${vexCover}` })).toBeVisible();
    await expect(page.getByTestId('participant').filter({ hasText: 'Vex' })).toContainText(
      '+1k0 Bolster from Vex',
    );
  });
});
