import { everyRollRow, expect, rollCount, test } from './fixtures.ts';
import { actAs, coverBoard, doAction, failedDrop, openHeist, untilCrewSlot } from './scene-helpers.ts';

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
    await doAction(response, 'Respond to the Drop', 'Square Up: Gang Warfare in Dock');
    await page.getByTestId('start-warfare').getByRole('button', { name: 'Start Gang Warfare' }).click();
    const board = page.getByTestId('warfare-board');
    await expect(board.getByTestId('fighter-card')).toHaveCount(3);
    const turn = page.getByTestId('scene-turn');

    // An attack, undone from the top bar, then made again: the board and the log go back and forth.
    const rolls = async () => {
      await page.getByRole('tab', { name: 'Roll log' }).click();
      const count = await rollCount(page);
      await page.getByRole('tab', { name: 'Scenes' }).click();
      return count;
    };
    const rollsBefore = await rolls();
    const coverBefore = await coverBoard(page);
    const attacker = ((await turn.getByRole('heading', { name: /^What .* can do$/ }).textContent()) ?? '')
      .replace('What ', '')
      .replace(' can do', '');
    await doAction(turn, 'Attack', /^Attack \w+ \(Cover \d+\) with bare hands$/);
    await expect(turn.getByTestId('last-result')).toContainText(attacker);
    expect(await rolls()).toBeGreaterThan(rollsBefore);
    await expect(page.getByTestId('undo')).toContainText(attacker);
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('notice')).toContainText('Undone');
    expect(await rolls()).toBe(rollsBefore);
    expect(await coverBoard(page)).toEqual(coverBefore);
    await doAction(turn, 'Attack', /^Attack \w+ \(Cover \d+\) with bare hands$/);
    await expect(turn.getByTestId('last-result')).toContainText(attacker);

    // Vex flees when the crew's slot comes up; a guard gives chase; Vex leaves for his car.
    await untilCrewSlot(page);
    await actAs(page, 'Vex');
    await doAction(turn, 'Flee');
    const guardText = (await turn.getByTestId('turn-text').textContent()) ?? '';
    const guard = /Brannigan/.test(guardText) ? 'Brannigan' : 'Okafor';
    await actAs(page, guard);
    await doAction(turn, 'Join a flight', /Vex/);
    await untilCrewSlot(page);
    await actAs(page, 'Vex');
    await doAction(turn, 'Leave the fight');

    const form = page.locator('form').filter({ hasText: /A chase from/ });
    await form.getByLabel('Vehicle of Vex').selectOption({ label: 'Car (Speed 3, Body 12)' });
    await form.getByLabel(`Vehicle of ${guard}`).selectOption({ label: 'Car (Speed 3, Body 12)' });
    await form.getByRole('button', { name: 'Start the chase' }).click();
    await expect(page.getByRole('heading', { name: 'Chase from Dock', level: 2 })).toBeVisible();

    // One chase action by whoever is up, with its odds before the roll.
    const heading = (await turn.getByRole('heading', { name: /^What .* can do$/ }).textContent()) ?? '';
    const headline = await doAction(turn, heading.includes('Vex') ? 'Accelerate' : 'Close');
    expect(headline).toMatch(/\d+(\.\d+)?%/);
    await expect(turn.getByTestId('last-result')).toBeVisible();

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
    for (const kind of ['Subdue Brannigan', 'Cover roll', 'initiative', 'Hand to Hand']) {
      expect(labels).toContain(kind);
    }
    expect(rows.filter((row) => !row.dice)).toEqual([]);
  });
});
