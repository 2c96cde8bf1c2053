import {
  chances,
  coverBoard,
  expectAccessibleInBothThemes,
  expectNoAxeViolations,
  failedDrop,
  openHeist,
  optionLabel,
  passTurn,
} from './scene-helpers.ts';
import { expect, test } from './fixtures.ts';

test.describe('Getting the Drop and Gang Warfare', () => {
  // Each test plays a whole scene with axe checks: slow on a busy machine, so more time than the default.
  test.describe.configure({ timeout: 150_000 });

  test('a Drop with its odds, a Square Up into Gang Warfare, an attack, a refusal, and a restart', async ({
    app,
  }) => {
    let page = app.page;
    await openHeist(page, 'Dockside Job');

    // The Spot, zone by zone, and the Drop dialog with its odds before the roll.
    const dropPanel = page.getByTestId('drop-panel');
    await expect(dropPanel.getByRole('heading', { name: 'Getting the Drop', level: 3 })).toBeVisible();
    await expect(dropPanel.getByTestId('spot-row')).toHaveCount(3);
    await expect(dropPanel.getByTestId('spot-row').filter({ hasText: 'Brannigan' })).toContainText('20');
    await dropPanel.getByLabel('Attacker').selectOption({ label: 'Vex (Crew, Dock)' });
    await dropPanel.getByLabel('Target').selectOption({ label: 'Brannigan — Training 20' });
    await dropPanel.getByRole('radio', { name: /^Shooting/ }).check();
    await expect(dropPanel.getByLabel('Weapon')).toHaveValue('Revolver');
    await expect(dropPanel.getByTestId('drop-kind')).toHaveText('Murder roll');
    await expect(dropPanel.getByTestId('drop-pool')).toHaveText('6k3');
    const dropOdds = dropPanel.getByTestId('drop-odds');
    await expect(dropOdds.getByRole('rowheader', { name: 'Aware (the Drop fails)' })).toBeVisible();
    const dropChances = await chances(dropOdds);
    expect(dropChances.length).toBeGreaterThanOrEqual(4);
    expect(dropChances.reduce((sum, p) => sum + p, 0)).toBeCloseTo(100, 0);
    await expect(dropOdds.getByTestId('odds-total')).toHaveText('100%');
    await expect(dropOdds.getByRole('row', { name: /^Dead/ })).toContainText('0%');

    await dropPanel.getByRole('button', { name: 'Roll the Drop' }).click();
    const result = dropPanel.getByTestId('drop-result');
    await expect(result.getByTestId('action-roll')).toHaveCount(1);
    await expect(
      result.getByRole('list', { name: 'Vex — Murder Drop (Revolver): dice' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(result.getByTestId('drop-outcome')).toHaveText('Brannigan: Aware');
    await expect(dropPanel.getByTestId('spot-row').filter({ hasText: 'Vex' })).toContainText('Discovered');

    // Brannigan must respond before anything else (COT-DROP-5).
    const response = dropPanel.getByTestId('drop-response');
    await expect(response.getByRole('heading', { name: 'Brannigan is Aware of Vex' })).toBeVisible();
    await expect(dropPanel.getByRole('button', { name: 'Roll the Drop' })).toBeDisabled();
    await expectAccessibleInBothThemes(page, 'the Drop with a response due');

    await response.getByRole('button', { name: 'Square Up' }).click();
    const start = dropPanel.getByTestId('start-warfare');
    for (const name of ['Vex', 'Brannigan', 'Okafor']) {
      await expect(start.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked();
    }
    await start.getByRole('button', { name: 'Start Gang Warfare' }).click();

    // The new Gang Warfare scene opens: Cover Scores for everyone, initiative rolled.
    await expect(page.getByRole('heading', { name: 'Gang Warfare in Dock', level: 2 })).toBeVisible();
    const board = page.getByTestId('warfare-board');
    await expect(board.getByTestId('fighter-card')).toHaveCount(3);
    await expect(board.getByTestId('cover-score').first()).toHaveText(/^Cover\s\d+$/);
    const before = await coverBoard(page);

    // An attack by whoever may take the live slot, with the exact odds of every outcome first.
    const attack = board.getByTestId('attack-form');
    const attackOdds = attack.getByTestId('attack-odds');
    await expect(attackOdds.getByRole('rowheader', { name: /^No damage/ })).toBeVisible();
    // Which damage rows there are depends on the Cover Scores just rolled: a low Cover leaves no room for a
    // Cover loss, only wounds. There is always at least one row for a hit.
    await expect(
      attackOdds.getByRole('rowheader', { name: /^(Cover −\d+ \(to|Wounded|Dead)/ }).first(),
    ).toBeVisible();
    expect((await chances(attackOdds)).reduce((sum, p) => sum + p, 0)).toBeCloseTo(100, 0);
    await expect(attackOdds.getByTestId('odds-total')).toHaveText('100%');
    const actor = (await board.getByLabel('Acting fighter').locator('option:checked').textContent()) ?? '';
    expect(actor).toContain('may take the slot');
    await attack.getByRole('button', { name: 'Roll the attack' }).click();
    const last = board.getByTestId('last-action');
    await expect(last).toBeVisible();
    await expect(last.getByTestId('action-roll').first()).toContainText(/attack/);
    const after = await coverBoard(page);
    const catastrophe = (await last.textContent())?.includes('CATASTROPHE') ?? false;
    expect(catastrophe || JSON.stringify(after) !== JSON.stringify(before)).toBe(true);

    // Okafor carries no firearm: Shooting is not offered, and the board says why (COT-GEAR-1).
    const acting = board.getByLabel('Acting fighter');
    await acting.selectOption({ label: await optionLabel(acting, 'Okafor') });
    await expect(attack.getByRole('radio', { name: /^Shooting/ })).toBeDisabled();
    await expect(attack).toContainText('Okafor carries no firearm (COT-GEAR-1)');

    // Out of turn: whoever is not on the live slot's side is refused, and nothing changes (COT-INIT-5).
    const turn = (await board.getByTestId('fight-turn').textContent()) ?? '';
    const offTurn = /\(Crew\)/.test(turn) ? 'Okafor' : 'Vex';
    await acting.selectOption({ label: await optionLabel(acting, offTurn) });
    const settled = await coverBoard(page);
    await board.getByRole('button', { name: 'Reposition' }).click();
    await expect(page.getByTestId('notice')).toContainText(`${offTurn} is with`);
    expect(await coverBoard(page)).toEqual(settled);
    await expectAccessibleInBothThemes(page, 'the Gang Warfare board');

    // The fight survives a restart.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page
      .getByRole('navigation', { name: 'Scenes' })
      .getByRole('button', { name: /^Gang Warfare in Dock/ })
      .click();
    await expect(page.getByTestId('warfare-board').getByTestId('fighter-card')).toHaveCount(3);
    expect(await coverBoard(page)).toEqual(settled);
  });

  test('a driver rams from a Car: Driving (vehicle attack) with the crash odds of a risky manoeuvre', async ({
    app,
  }) => {
    const page = app.page;
    await openHeist(page, 'Dockside Job');
    const dropPanel = page.getByTestId('drop-panel');
    await failedDrop(page);
    await dropPanel.getByTestId('drop-response').getByRole('button', { name: 'Square Up' }).click();
    const start = dropPanel.getByTestId('start-warfare');
    await start.getByLabel(/^Vex: Vehicle/).selectOption('Car');
    await expect(start.getByLabel(/^Driver\/Passenger/)).toHaveValue('drive');
    await expectNoAxeViolations(page, 'the Start Gang Warfare form with a vehicle');
    await start.getByRole('button', { name: 'Start Gang Warfare' }).click();

    const board = page.getByTestId('warfare-board');
    await expect(board.getByTestId('fight-vehicle')).toHaveText('Car: Body 12, running; driven by Vex');
    const acting = board.getByLabel('Acting fighter');
    await acting.selectOption({ label: await optionLabel(acting, 'Vex') });
    const attack = board.getByTestId('attack-form');
    await attack.getByRole('radio', { name: /^Driving \(vehicle attack\)/ }).check();
    await expect(attack.getByTestId('attack-vehicle')).toContainText('Car · ram +1k1');
    await expect(attack.getByTestId('crash-odds')).toHaveCount(0);
    await attack.getByRole('checkbox', { name: /Risky manoeuvre/ }).check();
    await expect(attack.getByTestId('crash-odds')).toContainText(/crash \d+(\.\d+)?% · catastrophe/);
    await expect(attack.getByTestId('crash-odds-table').getByTestId('odds-total')).toHaveText('100%');
    await expectNoAxeViolations(page, 'a risky vehicle attack');
  });

  test('a guard who Flees the Drop is chased: the Start chase form opens the chase scene', async ({
    app,
  }) => {
    const page = app.page;
    await openHeist(page, 'Flight Job');
    const response = await failedDrop(page);
    await response.getByRole('button', { name: 'Flee' }).click();

    const form = page.getByTestId('drop-panel').getByTestId('start-chase');
    await expect(form.getByLabel('Part of Brannigan')).toHaveValue('target');
    await expect(form.getByLabel('Part of Vex')).toHaveValue('pursuer');
    await expect(form.getByLabel('Starting Distance')).toHaveValue('2'); // default_chase_distance (COT-D-43)
    await form.getByLabel('Vehicle of Vex').selectOption('Car');
    await expect(form.getByLabel('Seat of Vex')).toHaveValue('driver');
    await expectNoAxeViolations(page, 'the Start chase form');
    await form.getByRole('button', { name: 'Start chase' }).click();
    await expect(page.getByRole('heading', { name: 'Chase from Dock', level: 2 })).toBeVisible();
  });

  test('in Gang Warfare a fighter Flees, an enemy joins, and leaving offers the chase', async ({ app }) => {
    const page = app.page;
    await openHeist(page, 'Running Job');
    const response = await failedDrop(page);
    await response.getByRole('button', { name: 'Square Up' }).click();
    await page.getByTestId('start-warfare').getByRole('button', { name: 'Start Gang Warfare' }).click();
    const board = page.getByTestId('warfare-board');
    await expect(board.getByTestId('fighter-card')).toHaveCount(3);

    const acting = board.getByLabel('Acting fighter');
    const turn = board.getByTestId('fight-turn');
    const crewLive = async () => /next slot \d+ \(Crew\)/.test((await turn.textContent()) ?? '');
    // Guards' turns pass until the crew's slot is live; then Vex declares Flee (COT-WAR-11).
    for (let pass = 0; pass < 4 && !(await crewLive()); pass++) await passTurn(board);
    await acting.selectOption({ label: await optionLabel(acting, 'Vex') });
    await board.getByRole('button', { name: 'Flee', exact: true }).click();
    await expect(board.getByTestId('flight')).toContainText('Vex declared Flee');
    // Vex has one slot, so a guard's slot comes before his next turn: that guard joins to give chase.
    expect(await crewLive()).toBe(false);
    await board.getByRole('button', { name: 'Give chase to Vex' }).click();
    await expect(board.getByTestId('flight')).toContainText('ready to chase');
    for (let pass = 0; pass < 4 && !(await crewLive()); pass++) await passTurn(board);
    await acting.selectOption({ label: await optionLabel(acting, 'Vex') });
    await board.getByRole('button', { name: 'Leave the fight' }).click();

    const form = board.getByTestId('start-chase');
    await expect(form.getByLabel('Part of Vex')).toHaveValue('target');
    await expect(form.getByLabel('Starting Distance')).toHaveValue('1'); // flee_chase_distance (COT-D-39)
    const pursuers = await form
      .locator('select[aria-label^="Part of"]')
      .evaluateAll((selects) => selects.filter((s) => (s as HTMLSelectElement).value === 'pursuer').length);
    expect(pursuers).toBe(1);
    await expectNoAxeViolations(page, 'the board after a Leave');
    await form.getByRole('button', { name: 'Start chase' }).click();
    await expect(page.getByRole('heading', { name: 'Chase from Dock', level: 2 })).toBeVisible();
  });
});
