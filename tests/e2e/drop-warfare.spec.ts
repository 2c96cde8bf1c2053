import type { Locator, Page } from '@playwright/test';
import {
  actAs,
  coverBoard,
  doAction,
  expectAccessibleInBothThemes,
  expectNoAxeViolations,
  failedDrop,
  openHeist,
  untilCrewSlot,
} from './scene-helpers.ts';
import { expect, loadDice, test } from './fixtures.ts';

/** The percentages of the chosen action's "Every outcome" table. */
async function outcomeChances(chosen: Locator): Promise<number[]> {
  const rows = chosen.getByTestId('odds-outcome');
  const texts = await rows.locator('td:last-child').allTextContents();
  return texts.map((text) => (text.includes('<') ? 0 : Number.parseFloat(text.replace('>', ''))));
}

/** Brannigan Squares Up after the failed Drop, and the GM starts the Gang Warfare it breaks out into. */
async function squareUp(page: Page, vehicle?: string): Promise<Locator> {
  const response = await failedDrop(page);
  await doAction(response, 'Respond to the Drop', 'Square Up: Gang Warfare in Dock');
  const start = page.getByTestId('start-warfare');
  if (vehicle) await start.getByLabel('Vehicle of Vex').selectOption({ label: vehicle });
  return start;
}

test.describe('Getting the Drop and Gang Warfare', () => {
  // Each test plays a whole scene with axe checks: slow on a busy machine, so more time than the default.
  test.describe.configure({ timeout: 150_000 });

  test('a Drop with its odds, a Square Up into Gang Warfare, an attack, a refusal, and a restart', async ({
    app,
  }) => {
    let page = app.page;
    await openHeist(page, 'Dockside Job');

    // The Spot, zone by zone, with each guard's Training; the Drop's variants and their odds before the roll.
    const dock = page.getByRole('article', { name: 'Dock', exact: true });
    await expect(dock).toContainText('Training 20');
    const turn = page.getByTestId('scene-turn');
    await turn.getByRole('button', { name: 'Get the Drop', exact: true }).click();
    const chosen = turn.getByTestId('chosen-action');
    await chosen
      .getByLabel('Which Get the Drop')
      .selectOption({ label: 'Murder Brannigan (Training 20) with the Revolver' });
    await expect(chosen.getByTestId('headline-odds')).toHaveText('Dead or Wounded: 0%');
    await expect(chosen).toContainText("6k3 vs Brannigan's Training 20");
    await chosen.getByText('Every outcome').click();
    const dropChances = await outcomeChances(chosen);
    expect(dropChances.length).toBeGreaterThanOrEqual(2);
    expect(dropChances.reduce((sum, p) => sum + p, 0)).toBeCloseTo(100, 0);
    await chosen.getByTestId('do-action').click();

    // What happened, from the stored entry (drawn under the Heist's map): Brannigan is Aware, Vex Discovered;
    // Brannigan responds first.
    await expect(page.getByTestId('last-result')).toContainText(
      'Vex Gets the Drop (murder): Brannigan aware',
    );
    await expect(dock).toContainText('Discovered');
    const response = page.getByTestId('drop-response');
    await expect(response.getByRole('heading', { name: 'Brannigan is Aware of Vex' })).toBeVisible();
    await actAs(page, 'Vex');
    await turn.getByText(/^Not possible now/).click();
    await expect(turn).toContainText('Get the Drop: Brannigan responds first');
    await expectAccessibleInBothThemes(page, 'the Drop with a response due');

    await doAction(response, 'Respond to the Drop', 'Square Up: Gang Warfare in Dock');
    const start = page.getByTestId('start-warfare');
    for (const name of ['Vex', 'Brannigan', 'Okafor']) await expect(start).toContainText(name);
    await start.getByRole('button', { name: 'Start Gang Warfare' }).click();

    // The new Gang Warfare scene opens inside the Heist: Cover Scores for everyone, initiative rolled.
    await expect(page.getByRole('heading', { name: 'Gang Warfare in Dock', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'The warehouse', exact: true })).toBeVisible();
    const board = page.getByTestId('warfare-board');
    await expect(board.getByTestId('fighter-card')).toHaveCount(3);
    await expect(board.getByTestId('cover-score').first()).toHaveText(/^Cover\s\d+/);
    const before = await coverBoard(page);

    // Okafor carries no firearm: none of his attacks shoots (COT-GEAR-1).
    await actAs(page, 'Okafor');
    const okafor = page.getByTestId('scene-turn');
    if ((await okafor.getByRole('group', { name: 'Actions of Okafor' }).count()) > 0) {
      await okafor.getByRole('button', { name: 'Attack', exact: true }).click();
      const attacks = await okafor.getByLabel('Which Attack').locator('option').allTextContents();
      expect(attacks.length).toBeGreaterThan(0);
      expect(attacks.join(' ')).not.toMatch(/Revolver|Shoot/);
    }

    // An attack by the crew when their slot comes, with the exact odds of every outcome first.
    await untilCrewSlot(page);
    await actAs(page, 'Vex');
    await turn.getByRole('button', { name: 'Attack', exact: true }).click();
    const shots = await turn.getByLabel('Which Attack').locator('option').allTextContents();
    const shot = shots.map((s) => s.trim()).find((s) => s.startsWith('Shoot Brannigan'));
    expect(shot, shots.join(' | ')).toBeTruthy();
    await turn.getByLabel('Which Attack').selectOption({ label: shot! });
    await expect(chosen.getByTestId('headline-odds')).toContainText('%');
    await chosen.getByText('Every outcome').click();
    expect((await outcomeChances(chosen)).reduce((sum, p) => sum + p, 0)).toBeCloseTo(100, 0);
    // Every die a 6: the shot hits (COT-WAR-5), so the board must show Brannigan's loss once it is drawn.
    await loadDice(
      page,
      Array.from({ length: 12 }, () => 6),
    );
    await chosen.getByTestId('do-action').click();
    await expect(turn.getByTestId('last-result')).toContainText('Vex');
    await expect
      .poll(async () => JSON.stringify(await coverBoard(page)), { message: 'the board after the hit' })
      .not.toBe(JSON.stringify(before));
    const after = await coverBoard(page);

    // Out of turn: whoever is not on the live slot's side is told why, and offered nothing (COT-INIT-5).
    await expect(turn.getByTestId('turn-text')).toContainText(/next slot|taking a turn/);
    const live = (await turn.getByTestId('turn-text').textContent()) ?? '';
    const offTurn = /\(Crew\)/.test(live) ? 'Okafor' : 'Vex';
    await actAs(page, offTurn);
    await expect(turn.getByTestId('actor-why')).toContainText(/another side's|has already acted/);
    await expect(turn.getByRole('group', { name: `Actions of ${offTurn}` })).toHaveCount(0);
    await expectAccessibleInBothThemes(page, 'the Gang Warfare board');

    // The fight survives a restart.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page
      .getByRole('navigation', { name: 'Scenes' })
      .getByRole('button', { name: /^Gang Warfare in Dock/ })
      .click();
    await expect(page.getByTestId('warfare-board').getByTestId('fighter-card')).toHaveCount(3);
    expect(await coverBoard(page)).toEqual(after);
  });

  test('a driver rams from a Car: Driving (vehicle attack) with the crash odds of a risky manoeuvre', async ({
    app,
  }) => {
    const page = app.page;
    await openHeist(page, 'Dockside Job');
    const start = await squareUp(page, 'Car (Body 12)');
    await expect(start.getByLabel('Seat of Vex')).toHaveValue(/drive/);
    await expectNoAxeViolations(page, 'the Start Gang Warfare form with a vehicle');
    await start.getByRole('button', { name: 'Start Gang Warfare' }).click();

    const board = page.getByTestId('warfare-board');
    await expect(board.getByRole('list', { name: 'Vehicles in the fight' })).toContainText(
      'Car: Body 12, running; driven by Vex',
    );
    await untilCrewSlot(page);
    await actAs(page, 'Vex');
    const turn = page.getByTestId('scene-turn');
    await turn.getByRole('button', { name: 'Attack', exact: true }).click();
    const attacks = (await turn.getByLabel('Which Attack').locator('option').allTextContents()).map((s) =>
      s.trim(),
    );
    const ram = attacks.find((a) => a.startsWith('Drive the Car at Okafor') && !/risky/i.test(a));
    const risky = attacks.find((a) => a.startsWith('Drive the Car at Okafor') && /risky/i.test(a));
    expect([ram, risky], attacks.join(' | ')).not.toContain(undefined);
    const chosen = turn.getByTestId('chosen-action');
    await turn.getByLabel('Which Attack').selectOption({ label: ram! });
    await expect(chosen).toContainText('Driving');
    await expect(chosen).not.toContainText('then a crash check');
    await turn.getByLabel('Which Attack').selectOption({ label: risky! });
    await expect(chosen).toContainText(/then a crash check vs \d+: [\d.<>]+% to crash/);
    await chosen.getByText('Every outcome').click();
    expect((await outcomeChances(chosen)).reduce((sum, p) => sum + p, 0)).toBeCloseTo(100, 0);
    await expectNoAxeViolations(page, 'a risky vehicle attack');
  });

  test('a guard who Flees the Drop is chased: the chase form opens the chase scene', async ({ app }) => {
    const page = app.page;
    await openHeist(page, 'Flight Job');
    const response = await failedDrop(page);
    await doAction(response, 'Respond to the Drop', 'Flee the Spot; Vex may give chase');

    const form = page.getByTestId('heist-board').locator('form').filter({ hasText: 'A chase from Dock' });
    await expect(form.getByLabel('Part of Brannigan')).toHaveValue('target');
    await expect(form.getByLabel('Part of Vex')).toHaveValue('pursuer');
    await expect(form.getByLabel('Starting Distance')).toHaveAttribute('placeholder', 'table default (1)'); // COT-D-39
    await form.getByLabel('Vehicle of Vex').selectOption({ label: 'Car (Speed 3, Body 12)' });
    await expect(form.getByLabel('Seat of Vex')).toHaveValue('driver');
    await expectNoAxeViolations(page, 'the Start chase form');
    await form.getByRole('button', { name: 'Start the chase' }).click();
    await expect(page.getByRole('heading', { name: 'Chase from Dock', level: 2 })).toBeVisible();
    await expect(page.getByTestId('chase')).toBeVisible();
  });

  test('in Gang Warfare a fighter Flees, an enemy joins the flight, and leaving offers the chase', async ({
    app,
  }) => {
    const page = app.page;
    await openHeist(page, 'Running Job');
    const start = await squareUp(page);
    await start.getByRole('button', { name: 'Start Gang Warfare' }).click();
    const board = page.getByTestId('warfare-board');
    await expect(board.getByTestId('fighter-card')).toHaveCount(3);
    const turn = page.getByTestId('scene-turn');

    // Guards' turns pass until the crew's slot is live; then Vex declares Flee (COT-WAR-11).
    await untilCrewSlot(page);
    await actAs(page, 'Vex');
    await doAction(turn, 'Flee');
    await expect(board.getByTestId('flight')).toContainText('Vex');
    // Vex has one slot, so a guard's slot comes before his next turn: that guard joins to give chase.
    const text = turn.getByTestId('turn-text');
    if (!/\(Opposition\)/.test((await text.textContent()) ?? '')) {
      // Round 1 ended with Vex's slot: round 2 starts with the Opposition's highest.
      await expect(text).toContainText('(Opposition)');
    }
    const guard = /Brannigan/.test((await text.textContent()) ?? '') ? 'Brannigan' : 'Okafor';
    await actAs(page, guard);
    await doAction(turn, 'Join a flight', /Vex/);
    await expect(board.getByTestId('flight')).toContainText(guard);

    await untilCrewSlot(page);
    await actAs(page, 'Vex');
    await doAction(turn, 'Leave the fight');
    const form = page.locator('form').filter({ hasText: /A chase from/ });
    await expect(form.getByLabel('Part of Vex')).toHaveValue('target');
    await expect(form.getByLabel(`Part of ${guard}`)).toHaveValue('pursuer');
    await expect(form.getByLabel('Starting Distance')).toHaveValue('1'); // flee_chase_distance (COT-D-39)
    await expectNoAxeViolations(page, 'the board after a Leave');
    await form.getByRole('button', { name: 'Start the chase' }).click();
    await expect(page.getByRole('heading', { name: /^Chase from/, level: 2 })).toBeVisible();
  });
});
