import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { addCharacter, doAction, expectNoAxeViolations } from './scene-helpers.ts';
import { row } from './skirmish-helpers.ts';
import { addTheGuards, showScene, vexInTheDock } from './bridge-helpers.ts';

/**
 * The bridged table (issue 18): on the opening form the GM takes Vex's Shotgun instead of his Tommy gun (BRG-D-38),
 * renames the guards' side and makes it aggressive (BRG-D-13, D-41; an empty name is refused by core), allies the
 * crew with Vito's side, the third (BRG-D-41), and marks Brannigan private security (BRG-D-13, D-29); on the table, at the start of the crew's surprise turn, Sal comes in
 * from the Yard by Ambush (2 zone steps: 2 Foresight, BRG-D-18) and a Cache puts a reload on Vex's Shotgun (BRG-D-18, COT-FORE-7),
 * both held until the write-back; then Vex picks the Lock 12 on the door to the Office with his COT roll and opens
 * it (BRG-D-20, D-36). All of it survives a restart.
 *
 * Dice: Vex's Stealth is loaded (every die a 10, bridge-helpers.ts), and so is his Lockpicking (every die a 6:
 * 5k3 = 18 against Lock 12).
 */

test.describe('The bridged table', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the opening form’s sides, loadout and category; Ambush, Cache and a locked door on the table; a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Bridge Table');
    await addCharacter(
      page,
      'Add crew',
      'Vex',
      { Muscle: '3', Shooting: '2', Fingers: '3', Lockpicking: '2' },
      ['Submachine gun (Tommy gun)', 'Shotgun', 'Revolver'],
    );
    await addCharacter(
      page,
      'Add crew',
      'Sal',
      { Muscle: '2', Shooting: '2', Brains: '2', Planning: '2', Foresight: '3' },
      ['Revolver'],
    );
    await addTheGuards(page);
    await addCharacter(page, 'Add NPC', 'Vito', { Muscle: '3', Shooting: '1' }, ['Revolver']);
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.getByLabel('Resources', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save crew' }).click();
    await vexInTheDock(page, { officeLock: 12, inTheYard: 'Sal', inTheDock: 'Vito' });

    await doAction(page.getByTestId('gm-rulings'), 'A HEIST skirmish breaks out', /^In Dock: Vex/);
    const form = page.getByTestId('start-skirmish');

    // BRG-D-38: Vex carries two long weapons; the Tommy gun by default, the Shotgun by the GM's choice.
    const vex = form.getByTestId('skirmish-model').filter({ hasText: 'Vex' });
    const long = vex.getByLabel('Long weapon of Vex');
    await expect(long).toHaveValue('Submachine gun (Tommy gun)');
    await long.selectOption('Shotgun');
    await expect(vex.getByTestId('model-line')).toContainText('Combat shotgun');

    // BRG-D-13, D-41: the guards' side renamed (an empty name refused by core) and made aggressive.
    const guards = form.getByTestId('skirmish-side').filter({ hasText: /^\s*Side 2/ });
    const guardsName = guards.getByRole('textbox', { name: /^Name/ });
    await guardsName.fill('');
    await expect(form.getByTestId('skirmish-problem')).toContainText('its name must be 1–60 characters');
    await expect(form.getByRole('button', { name: 'Open the HEIST fight' })).toBeDisabled();
    await guardsName.fill('Harrow guards');
    await expect(form.getByTestId('skirmish-problem')).toHaveCount(0);
    await expect(form.getByTestId('skirmish-roster').filter({ hasText: 'Harrow guards' })).toHaveCount(1);
    await guards.getByRole('combobox', { name: /^Stance/ }).selectOption('aggressive');

    // BRG-D-41: three sides (the crew, the guards, Vito's others): the GM allies the crew with Vito's side, and
    // each side shows it.
    const crew = form.getByTestId('skirmish-side').filter({ hasText: /^\s*Side 1/ });
    const others = form.getByTestId('skirmish-side').filter({ hasText: /^\s*Side 3/ });
    await crew.getByRole('checkbox', { name: /Others/ }).check();
    await expect(others.getByRole('checkbox', { name: /Crew/ })).toBeChecked();
    await expect(guards.getByRole('checkbox', { name: /Crew/ })).not.toBeChecked();
    await expect(form.getByTestId('skirmish-problem')).toHaveCount(0);

    // BRG-D-13, D-29: Brannigan is a guard of the Spot by default; the GM marks him private security.
    const brannigan = form.getByTestId('skirmish-model').filter({ hasText: 'Brannigan' });
    const category = brannigan.getByLabel('Category of Brannigan');
    await expect(category).toHaveValue('guard');
    await expect(brannigan.getByTestId('category-default')).toContainText('a guard post at the Spot');
    await category.selectOption('security');
    await expect(category).toHaveValue('security');
    await expect(brannigan.getByLabel('Stance of Brannigan')).toHaveValue('aggressive');
    // Vito, an NPC the campaign knows nothing more of, is a criminal: aggressive (BRG-D-13).
    const vito = form.getByTestId('skirmish-model').filter({ hasText: 'Vito' });
    await expect(vito.getByLabel('Category of Vito')).toHaveValue('criminal');
    await expect(vito.getByLabel('Stance of Vito')).toHaveValue('aggressive');
    await expectNoAxeViolations(page, 'the opening form with its sides, loadout and categories');
    await form.getByRole('button', { name: 'Open the HEIST fight' }).click();
    await expect(page.getByRole('heading', { name: 'A HEIST skirmish in Dock', level: 2 })).toBeVisible();
    await expect(row(page, 'Vex').getByTestId('model-weapon')).toContainText('Combat shotgun');

    // BRG-D-18: at the start of the crew's turn, Sal comes in from the Yard (2 zone steps: 2 Foresight).
    const table = page.getByTestId('bridge-table');
    const ambush = table.getByTestId('ambush');
    await expect(ambush.getByRole('combobox', { name: /^Who comes in/ })).toContainText('Sal (2 Foresight)');
    await ambush.getByLabel('placed outside every enemy aim zone').check();
    await ambush.getByRole('button', { name: 'Ambush', exact: true }).click();
    await expect(row(page, 'Sal')).toHaveCount(1);
    await expect(table.getByTestId('bridge-held')).toContainText('Sal: 2 Foresight');

    // BRG-D-18, COT-FORE-7: a Cache of one reload on Vex's Shotgun, paid by Sal.
    const cache = table.getByTestId('cache');
    const weapon = row(page, 'Vex').getByTestId('model-weapon');
    await expect(weapon).toContainText('Combat shotgun · ammo 0/2 · 2 reloads');
    await cache.getByRole('combobox', { name: /^On/ }).selectOption({ label: 'Vex' });
    await cache.getByRole('combobox', { name: /^paid by/ }).selectOption({ label: 'Sal (1 Foresight left)' });
    await cache.getByRole('spinbutton', { name: /^Reloads/ }).fill('1');
    await cache.getByRole('button', { name: 'Cache', exact: true }).click();
    await expect(weapon).toContainText('Combat shotgun · ammo 0/2 · 3 reloads');
    await expect(table.getByTestId('bridge-held')).toContainText('Sal: 3 Foresight, 1 Resources');

    // BRG-D-20, D-36: Vex's Use on the Lock is his COT roll (5k3, every die a 6: 18 ≥ 12); a second Use opens it.
    await table.getByTestId('door-model').selectOption({ label: 'Vex' });
    const door = table.getByTestId('door').filter({ hasText: 'Office' });
    await expect(door.getByTestId('door-words')).toHaveText('a locked door (Lock 12)');
    await expect(door.getByTestId('door-odds')).toHaveText('Lockpicking 5k3 vs 12: 77%');
    await loadDice(page, [6, 6, 6, 6, 6]);
    await door.getByRole('button', { name: /^Use: try Lock/ }).click();
    await expect(door.getByTestId('door-words')).toHaveText('a closed door, unlocked: one Use opens it');
    await door.getByRole('button', { name: /^Use: open/ }).click();
    await expect(door.getByTestId('door-words')).toHaveText('open');
    const doorWords = await door.getByTestId('door-words').innerText();
    const held = await table.getByTestId('bridge-held').innerText();
    const vexWeapon = await row(page, 'Vex').getByTestId('model-weapon').innerText();

    // Quit and open again: Sal on the table, the reload, the open door and what is held.
    page = await app.restart();
    await showScene(page, /^A HEIST skirmish in Dock/);
    await expect(row(page, 'Sal')).toHaveCount(1);
    await expect(row(page, 'Vex').getByTestId('model-weapon')).toHaveText(vexWeapon);
    const after = page.getByTestId('bridge-table');
    await expect(
      after.getByTestId('door').filter({ hasText: 'Office' }).getByTestId('door-words'),
    ).toHaveText(doorWords);
    await expect(after.getByTestId('bridge-held')).toHaveText(held);
  });
});
