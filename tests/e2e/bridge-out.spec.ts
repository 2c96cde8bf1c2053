import { createCampaign, expect, test } from './fixtures.ts';
import { addCharacter, doAction, expectNoAxeViolations, failedDrop, openHeist } from './scene-helpers.ts';
import { addTheGuards, vexInTheDock } from './bridge-helpers.ts';

/**
 * Out to the table (issue 18, BRG-D-1, D-2): a Heist on a Spot with guards in two zones; Vex sneaks into the Dock
 * unseen; the GM rules that a HEIST skirmish breaks out there and reads the converted rosters beside the sheets;
 * one override; the fight opens as a scene inside the Heist with its models, and both survive a restart.
 *
 * Dice: Vex's Stealth against Brannigan's Awareness is loaded (every die a 10), so Brannigan stays unaware and the
 * crew gets the surprise turn (BRG-D-14).
 */

test.describe('Play as a HEIST skirmish', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the Heist zone goes loud: converted rosters beside the sheets, an override, the fight inside the Heist, a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Bridge Job');
    await addCharacter(page, 'Add crew', 'Vex', { Muscle: '3', Shooting: '2' }, ['Revolver']);
    await addTheGuards(page);
    await vexInTheDock(page);

    // The GM rules it: only the Dock has two sides (BRG-D-13), so only the Dock is offered.
    await doAction(
      page.getByTestId('gm-rulings'),
      'A HEIST skirmish breaks out',
      'In Dock: Vex and Brannigan',
    );
    const form = page.getByTestId('start-skirmish');
    await expect(form.getByRole('heading', { name: /A HEIST skirmish breaks out in Dock/ })).toBeVisible();

    // Each model beside the sheet it came from (BRG-D-4..10): Vex's Muscle 3 + Shooting 2 = skill 5 and his
    // Revolver a Service revolver with 2 reloads; Brannigan's Muscle 4 + Shooting 3 = skill 7, defensive.
    const vex = form.getByTestId('skirmish-model').filter({ hasText: 'Vex' });
    await expect(vex.getByTestId('model-sheet')).toContainText('Muscle 3, Shooting 2');
    await expect(vex.getByTestId('model-sheet')).toContainText('Revolver');
    await expect(vex.getByTestId('model-line')).toHaveText('Vex (3/5) Service revolver w/2 reloads');
    await expect(vex.getByLabel('Skill of Vex')).toHaveValue('5');
    const brannigan = form.getByTestId('skirmish-model').filter({ hasText: 'Brannigan' });
    await expect(brannigan.getByTestId('model-sheet')).toContainText('Muscle 4, Shooting 3');
    await expect(brannigan.getByTestId('model-line')).toContainText('/7) Service revolver');
    await expect(brannigan.getByLabel('Stance of Brannigan')).toHaveValue('defensive');
    // BRG-D-14: Brannigan never saw Vex: the crew plays a surprise turn first.
    await expect(form.getByTestId('skirmish-surprise')).toContainText('Brannigan');
    // Okafor, posted in the Office next door, is no model on the table: he comes as a reinforcement (BRG-D-32).
    await expect(form.getByTestId('skirmish-model').filter({ hasText: 'Okafor' })).toContainText(
      'comes from Office',
    );

    // An override out of HEIST's range is refused by core, naming the model and the field; then a good one.
    await brannigan.getByLabel('Skill of Brannigan').fill('11');
    await brannigan.getByLabel('Skill of Brannigan').blur();
    await expect(form.getByTestId('skirmish-problem')).toHaveText('Brannigan: skill must be 1–10 (got 11)');
    await expect(form.getByRole('button', { name: 'Open the HEIST fight' })).toBeDisabled();
    await brannigan.getByLabel('Skill of Brannigan').fill('6');
    await brannigan.getByLabel('Skill of Brannigan').blur();
    await expect(form.getByTestId('skirmish-problem')).toHaveCount(0);
    await expect(brannigan.getByTestId('model-line')).toContainText('/6) Service revolver');
    await expectNoAxeViolations(page, 'the opening form of a HEIST skirmish');

    await form.getByRole('button', { name: 'Open the HEIST fight' }).click();
    await expect(page.getByRole('heading', { name: 'A HEIST skirmish in Dock', level: 2 })).toBeVisible();
    const board = page.getByTestId('fight-board');
    const models = board.getByTestId('fight-model');
    await expect(models.filter({ hasText: 'Vex' })).toHaveCount(1);
    await expect(models.filter({ hasText: 'Brannigan' })).toHaveCount(1);
    const shown = await models.count();

    // Quit and open again: the fight, inside the Heist, and the Heist with its breakout running.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    const scenes = page.getByRole('navigation', { name: 'Scenes' });
    await scenes.getByRole('button', { name: /^A HEIST skirmish in Dock/ }).click();
    await expect(page.getByTestId('fight-board').getByTestId('fight-model')).toHaveCount(shown);
    await scenes.getByRole('button', { name: /^The warehouse/ }).click();
    await expect(page.getByTestId('breakouts')).toContainText('A HEIST skirmish: Vex, Brannigan');
    await expect(page.getByTestId('breakouts')).toContainText('(running)');
  });

  test('a Gang Warfare inside the Heist switched to the table mid-fight (BRG-D-16)', async ({ app }) => {
    const page = app.page;
    await openHeist(page, 'Switch Job');
    await doAction(page.getByTestId('gm-rulings'), 'Gang Warfare breaks out');
    await page.getByTestId('start-warfare').getByRole('button', { name: 'Start Gang Warfare' }).click();
    await expect(page.getByRole('heading', { name: 'Gang Warfare in Dock', level: 2 })).toBeVisible();

    const offer = page.getByTestId('play-as-skirmish');
    await offer.getByText('Play as a HEIST skirmish').click();
    const form = offer.getByTestId('start-skirmish');
    await expect(
      form.getByRole('heading', { name: /Gang Warfare in Dock moves to the HEIST table/ }),
    ).toBeVisible();
    await expect(
      form.getByTestId('skirmish-model').filter({ hasText: 'Vex' }).getByTestId('model-line'),
    ).toHaveText('Vex (3/5) Service revolver w/2 reloads');
    // Gang Warfare made every guard Aware (COT-D-81): no surprise turn (BRG-D-14).
    await expect(form.getByTestId('skirmish-surprise')).toHaveCount(0);
    await form.getByRole('button', { name: 'Open the HEIST fight' }).click();
    await expect(page.getByRole('heading', { name: 'Gang Warfare in Dock (HEIST)', level: 2 })).toBeVisible();
    await expect(
      page.getByTestId('fight-board').getByTestId('fight-model').filter({ hasText: 'Okafor' }),
    ).toHaveCount(1);
  });

  test('a Drop gone loud played as a HEIST skirmish instead of Gang Warfare (COT-DROP-5)', async ({
    app,
  }) => {
    const page = app.page;
    await openHeist(page, 'Loud Job');
    const response = await failedDrop(page);
    await doAction(response, 'Respond to the Drop', 'Square Up: Gang Warfare in Dock');
    await expect(page.getByTestId('start-warfare')).toBeVisible();

    const offer = page.getByTestId('play-breakout-as-skirmish');
    await offer.getByText('Play as a HEIST skirmish instead').click();
    const form = offer.getByTestId('start-skirmish');
    for (const name of ['Vex', 'Brannigan', 'Okafor']) {
      await expect(form.getByTestId('skirmish-model').filter({ hasText: name })).toHaveCount(1);
    }
    await expect(form.getByTestId('skirmish-surprise')).toHaveCount(0); // BRG-D-14: a Square Up starts the fight
    await form.getByRole('button', { name: 'Open the HEIST fight' }).click();
    await expect(page.getByRole('heading', { name: 'A HEIST skirmish in Dock', level: 2 })).toBeVisible();
    await expect(page.getByTestId('fight-board').getByTestId('fight-model')).toHaveCount(3);

    // The Heist shows its Gang Warfare running at the table, and no longer offers to open it.
    await page.getByRole('button', { name: 'The warehouse', exact: true }).click();
    await expect(page.getByTestId('breakouts')).toContainText('A HEIST skirmish in Dock (running)');
    await expect(page.getByTestId('start-warfare')).toHaveCount(0);
  });
});
