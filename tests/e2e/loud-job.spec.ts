import { everyRollRow, expect, rollCount, test } from './fixtures.ts';
import { coverBoard, failedDrop, openHeist, optionLabel, passTurn } from './scene-helpers.ts';

/**
 * The loud part of a job, end to end: a botched Drop, Gang Warfare with an undo in the middle, a flight that
 * becomes a car chase, a restart, and the roll log holding every roll with its dice.
 */
test.describe('a job that goes loud', () => {
  test.describe.configure({ timeout: 180_000 });

  test('from the Drop to Gang Warfare to a car chase, with undo in the middle, surviving a restart', async ({
    app,
  }) => {
    let page = app.page;
    await openHeist(page, 'Loud Job');
    const response = await failedDrop(page);
    await response.getByRole('button', { name: 'Square Up' }).click();
    await page.getByTestId('start-warfare').getByRole('button', { name: 'Start Gang Warfare' }).click();
    const board = page.getByTestId('warfare-board');
    await expect(board.getByTestId('fighter-card')).toHaveCount(3);

    // An attack, undone from the top bar, then made again: the board and the log go back and forth.
    const rolls = async () => {
      await page.getByRole('tab', { name: 'Roll log' }).click();
      const count = await rollCount(page);
      await page.getByRole('tab', { name: 'Scenes' }).click();
      return count;
    };
    const rollsBefore = await rolls();
    const coverBefore = await coverBoard(page);
    await board.getByTestId('attack-form').getByRole('button', { name: 'Roll the attack' }).click();
    await expect(board.getByTestId('last-action')).toBeVisible();
    expect(await rolls()).toBeGreaterThan(rollsBefore);
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(page.getByTestId('notice')).toContainText('Undone');
    expect(await rolls()).toBe(rollsBefore);
    expect(await coverBoard(page)).toEqual(coverBefore);
    await board.getByTestId('attack-form').getByRole('button', { name: 'Roll the attack' }).click();
    await expect(board.getByTestId('last-action')).toBeVisible();

    // Vex flees when the crew's slot comes up; a guard gives chase; Vex leaves for his car.
    const acting = board.getByLabel('Acting fighter');
    const turn = board.getByTestId('fight-turn');
    // Waits a little for the board to settle after a turn before deciding whose slot is live.
    const crewLive = () =>
      expect(turn)
        .toHaveText(/next slot \d+ \(Crew\)/, { timeout: 2_000 })
        .then(
          () => true,
          () => false,
        );
    for (let pass = 0; pass < 4 && !(await crewLive()); pass++) await passTurn(board);
    await acting.selectOption({ label: await optionLabel(acting, 'Vex') });
    await board.getByRole('button', { name: 'Flee', exact: true }).click();
    await board.getByRole('button', { name: 'Give chase to Vex' }).click();
    for (let pass = 0; pass < 4 && !(await crewLive()); pass++) await passTurn(board);
    await acting.selectOption({ label: await optionLabel(acting, 'Vex') });
    await board.getByRole('button', { name: 'Leave the fight' }).click();

    const form = board.getByTestId('start-chase');
    await form.getByLabel('Vehicle of Vex').selectOption('Car');
    const pursuer = await form
      .locator('select[aria-label^="Part of"]')
      .evaluateAll((selects) =>
        (
          selects.find((s) => (s as HTMLSelectElement).value === 'pursuer')?.getAttribute('aria-label') ?? ''
        ).replace('Part of ', ''),
      );
    await form.getByLabel(`Vehicle of ${pursuer}`).selectOption('Car');
    await form.getByRole('button', { name: 'Start chase' }).click();
    await expect(page.getByRole('heading', { name: 'Chase from Dock', level: 2 })).toBeVisible();

    // One chase action by whoever is up, with its odds before the roll.
    const chase = page.getByTestId('chase');
    await chase.getByLabel('Who acts').selectOption('');
    const up = (await chase.getByLabel('Who acts').locator('option').first().textContent()) ?? '';
    const action = up.includes('Vex') ? 'Accelerate' : 'Close';
    await chase.getByRole('button', { name: action, exact: true }).click();
    await expect(chase.getByTestId('odds-outcome').first()).toContainText('%');
    await chase.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(chase.getByTestId('chase-result')).toContainText(action);

    // Everything survives a restart; the roll log shows every roll of the job with its dice.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page
      .getByRole('navigation', { name: 'Scenes' })
      .getByRole('button', { name: /^Chase from Dock/ })
      .click();
    await expect(page.getByTestId('chase').getByRole('heading', { name: 'Chase track' })).toBeVisible();
    await page.getByRole('tab', { name: 'Roll log' }).click();
    expect(await rollCount(page)).toBeGreaterThan(rollsBefore + 1);
    const rows = await everyRollRow(page); // the list draws only the rows in view: scroll through it all
    expect(rows).toHaveLength(await rollCount(page));
    const labels = rows.map((row) => row.text).join('\n');
    for (const kind of ['Drop', 'Cover roll', 'initiative', 'attack']) expect(labels).toContain(kind);
    expect(rows.filter((row) => !row.dice)).toEqual([]);
  });
});
