import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import {
  actAs,
  addCharacter,
  doAction,
  expectAccessibleInBothThemes,
  expectNoAxeViolations,
  openHeistScene,
} from './scene-helpers.ts';

/** Two crew and a guard named Brannigan. */
async function setUpCrew(page: Page, campaign: string): Promise<void> {
  await createCampaign(page, campaign);
  await addCrew(page, 'Vex', { Brains: '3', Planning: '2' });
  await addCharacter(page, 'Add crew', 'Ruth', {});
  await addCharacter(page, 'Add guard', 'Brannigan', {});
}

test.describe('scenes dashboard', () => {
  test('a Heist with initiative: slots, a claim, Bolster and Wait from the turn panel, a refused actor, and a restart', async ({
    app,
  }) => {
    let page = app.page;
    await setUpCrew(page, 'Warehouse Job');

    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByRole('heading', { name: 'Open a scene', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page, 'the open-scene form (light)');
    // Opening with no Spot is refused next to the Spot field, and nothing is stored.
    await page.getByLabel('Scene name').fill('The warehouse');
    await page.getByRole('button', { name: 'Open scene' }).click();
    await expect(page.getByTestId('open-problem').first()).toContainText('Spot');
    await expect(page.getByRole('navigation', { name: 'Scenes' })).toContainText('No scenes yet.');

    await openHeistScene(page, {
      scene: 'The warehouse',
      spot: 'Harrow warehouse',
      zones: 'Dock, Office',
      join: ['Brannigan'],
      where: { Vex: 'Dock', Ruth: 'Dock', Brannigan: 'Office' },
    });
    await expect(page.getByTestId('next-scene')).toContainText('The warehouse');
    await expect(page.getByTestId('clock-row')).toContainText('Heist');
    await expect(page.getByTestId('clock-row')).toContainText('0 min');
    await expect(page.getByRole('article', { name: 'Office', exact: true })).toContainText('Brannigan');
    // The quick form joined its zones as listed, Outside to the Dock to the Office, by open ways.
    // (The table's map is a group of buttons, not an image: its own lines, not its legend's.)
    await expect(page.getByTestId('heist-map').locator(':scope > svg line[data-look="way"]')).toHaveCount(2);

    // Before the roll: each pool (COT-INIT-2: Brains + Planning) and the exact odds.
    const pools = page.getByTestId('initiative-pool');
    await expect(pools).toHaveCount(3);
    await expect(pools.filter({ hasText: 'Vex' })).toContainText('5k3');
    // The pools and the odds are one click away (the table keeps the map and the actions on screen).
    await page.getByText('Initiative: the pools and the odds').click();
    await expect(page.getByRole('table').filter({ hasText: 'before Brannigan' })).toContainText('%');

    await page.getByRole('button', { name: 'Roll initiative' }).click();
    await expect(page.getByRole('heading', { name: 'Initiative — round 1' })).toBeVisible();
    const slots = page.getByRole('list', { name: 'Initiative slots, round 1' }).getByTestId('slot');
    await expect(slots).toHaveCount(3);
    const totals = (await slots.locator('.total').allTextContents()).map(Number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    await expect(slots.filter({ hasText: 'Crew' })).toHaveCount(2);
    await expect(slots.filter({ hasText: 'Opposition' })).toHaveCount(1);
    await expect(slots.first()).toHaveAttribute('data-status', 'live');
    await expectAccessibleInBothThemes(page, 'a Heist with initiative');

    // Claim the live slot, then end the turn: the next slot is live.
    const claim = page.getByTestId('claim');
    const claimer = (
      (await claim.getByLabel('Who takes it').locator('option:checked').textContent()) ?? ''
    ).trim();
    await claim.getByRole('button', { name: 'Take this slot' }).click();
    await expect(page.getByTestId('acting')).toContainText(claimer);
    await expect(slots.first()).toHaveAttribute('data-status', 'acting');
    await page.getByRole('button', { name: 'End turn' }).click();
    await expect(slots.first()).toContainText(`used by ${claimer}`);
    await expect(slots.nth(1)).toHaveAttribute('data-status', 'live');

    // Bolster from the turn panel: whoever may act now gives up the turn for +1k0 on someone else's next roll.
    const turn = page.getByTestId('scene-turn');
    const giver = (await turn.getByRole('heading', { name: /^What .* can do$/ }).textContent())!
      .replace('What ', '')
      .replace(' can do', '');
    const recipient = giver === 'Brannigan' ? 'Brannigan' : giver === 'Vex' ? 'Ruth' : 'Vex';
    const target = giver === 'Brannigan' ? null : recipient;
    if (target) {
      await doAction(turn, 'Bolster', `Bolster ${target}: +1k0 on their next roll`);
      await expect(page.getByTestId('participant').filter({ hasText: target })).toContainText(
        `+1k0 Bolster from ${giver}`,
      );
    } else {
      await doAction(turn, 'Wait');
    }
    await expect(slots.nth(1)).toContainText(`used by ${giver}`);
    await expect(page.getByTestId('last-result')).toBeVisible(); // under the Heist's map

    // Wait takes the last slot: round 2 begins and the Heist clock moves on 5 minutes.
    await doAction(turn, 'Wait');
    await expect(page.getByRole('heading', { name: 'Initiative — round 2' })).toBeVisible();
    await expect(page.getByTestId('clock-row')).toContainText('5 min');

    // Round 2: whoever has acted is told why they cannot act, and their actions are not offered.
    const round2 = page.getByRole('list', { name: 'Initiative slots, round 2' }).getByTestId('slot');
    await page.getByRole('button', { name: 'Take this slot' }).click();
    const first = ((await page.getByTestId('acting').locator('strong').textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'End turn' }).click();
    await expect(round2.first()).toHaveAttribute('data-status', 'used');
    await actAs(page, first);
    await expect(turn.getByTestId('actor-why')).toContainText(`${first} has already acted in round 2`);
    await expect(turn.getByRole('group', { name: `Actions of ${first}` })).toHaveCount(0);
    await expect(page.getByTestId('scene-log')).toBeVisible();

    // After a restart the scene, its initiative and the clock are all still there.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByRole('heading', { name: 'The warehouse', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Initiative — round 2' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Initiative slots, round 2' }).getByTestId('slot'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('list', { name: 'Initiative slots, round 2' }).getByTestId('slot').first(),
    ).toContainText(`used by ${first}`);
    await expect(page.getByTestId('clock-row')).toContainText('The warehouse');
    await expect(page.getByTestId('clock-row')).toContainText('5 min');
  });

  test('a guard marked Dead on the Crew dashboard during a Heist takes no slot and is offered no Bolster, after a restart too', async ({
    app,
  }) => {
    let page = app.page;
    await setUpCrew(page, 'Dead Man Job');
    await openHeistScene(page, {
      scene: 'The warehouse',
      spot: 'Harrow warehouse',
      zones: 'Dock, Office',
      join: ['Brannigan'],
      where: { Vex: 'Dock', Ruth: 'Dock', Brannigan: 'Office' },
    });
    await page.getByRole('button', { name: 'Roll initiative' }).click();
    const round1 = page.getByRole('list', { name: 'Initiative slots, round 1' }).getByTestId('slot');
    await expect(round1).toHaveCount(3);
    await expect(round1.filter({ hasText: 'Opposition' })).not.toContainText('leaves after this round');

    // On the Crew dashboard the GM marks Brannigan Dead: his sheet is where his condition lives (COT-CHAR-6).
    await page.getByRole('tab', { name: 'Crew' }).click();
    const roster = page.getByRole('list', { name: 'Characters' });
    await roster.getByRole('button', { name: /Brannigan/ }).click();
    const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
    await sheet.getByRole('combobox', { name: /^State/ }).selectOption('dead');
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await expect(roster.getByRole('button', { name: /Brannigan/ })).toContainText('Dead');

    // Back in the Heist (COT-INIT-5/6): he is out of its turns, his slot goes at the end of the round, nobody may
    // take a turn as him, and nobody is offered to Bolster him (COT-TIME-4).
    await page.getByRole('tab', { name: 'Scenes' }).click();
    const brannigan = page.getByTestId('participant').filter({ hasText: 'Brannigan' });
    await expect(brannigan).toContainText('Dead · dead');
    await expect(brannigan).toContainText('out of the scene (dead)');
    await expect(round1.filter({ hasText: 'Opposition' })).toContainText('leaves after this round');
    const turn = page.getByTestId('scene-turn');
    const whoActs = turn.getByLabel('Who acts');
    await expect(whoActs.locator('option').filter({ hasText: 'Brannigan' })).toHaveCount(0);
    await expect(page.getByTestId('claim').locator('option').filter({ hasText: 'Brannigan' })).toHaveCount(0);

    /** Plays the live turn: the crew Bolster each other (never Brannigan), an Opposition slot is passed. */
    const bolstered: string[] = [];
    const playTurn = async (): Promise<void> => {
      const text = (await turn.getByTestId('turn-text').textContent()) ?? '';
      if (text.includes('nobody can take it')) {
        await turn.getByTestId('next-turn').click();
        return;
      }
      await turn
        .getByRole('group', { name: /^Actions of/ })
        .getByRole('button', { name: 'Bolster', exact: true })
        .click();
      const chosen = turn.getByTestId('chosen-action');
      await expect(chosen).toContainText(/Bolster (Vex|Ruth)/);
      bolstered.push((await chosen.textContent()) ?? '');
      await chosen.getByTestId('do-action').click();
      await expect(chosen).toHaveCount(0);
    };
    const round2 = page.getByRole('heading', { name: 'Initiative — round 2' });
    for (let step = 0; step < 4 && !(await round2.isVisible()); step++) await playTurn();
    await expect(round2).toBeVisible();
    expect(bolstered.length).toBeGreaterThan(0);
    expect(bolstered.join(' ')).not.toContain('Brannigan');

    // Round 2 has no slot of his (COT-INIT-6): only the crew's two.
    const slots2 = page.getByRole('list', { name: 'Initiative slots, round 2' }).getByTestId('slot');
    await expect(slots2).toHaveCount(2);
    await expect(slots2.filter({ hasText: 'Opposition' })).toHaveCount(0);

    // After a restart, still so.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByRole('heading', { name: 'Initiative — round 2' })).toBeVisible();
    const again = page.getByRole('list', { name: 'Initiative slots, round 2' }).getByTestId('slot');
    await expect(again).toHaveCount(2);
    await expect(again.filter({ hasText: 'Opposition' })).toHaveCount(0);
    await expect(page.getByTestId('participant').filter({ hasText: 'Brannigan' })).toContainText(
      'out of the scene (dead)',
    );
    const turnAgain = page.getByTestId('scene-turn');
    await expect(
      turnAgain.getByLabel('Who acts').locator('option').filter({ hasText: 'Brannigan' }),
    ).toHaveCount(0);
    await turnAgain
      .getByRole('group', { name: /^Actions of/ })
      .getByRole('button', { name: 'Bolster', exact: true })
      .click();
    await expect(turnAgain.getByTestId('chosen-action')).toContainText(/Bolster (Vex|Ruth)/);
    await expect(turnAgain.getByTestId('chosen-action')).not.toContainText('Brannigan');
  });

  test('two scenes on the clock: the shorter round plays first, a Bolster without initiative, and closing counts the part-round', async ({
    app,
  }) => {
    const page = app.page;
    await setUpCrew(page, 'Clockwork Job');

    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page.getByLabel('Scene name').fill('Meeting the fence');
    await page.getByLabel('Kind').selectOption('social');
    await page.getByLabel('Brannigan takes part').check();
    await page.getByRole('button', { name: 'Open scene' }).click();
    await expect(page.getByRole('heading', { name: 'Meeting the fence', level: 2 })).toBeVisible();

    // The crew are in the Social Call: opening the Heist with them too asks first (one scene at a time).
    await openHeistScene(page, {
      scene: 'The back door',
      spot: 'Back alley',
      zones: 'Yard',
      where: { Vex: 'Yard', Ruth: 'Yard' },
      elsewhere: 'Meeting the fence',
    });
    await expect(page.getByTestId('next-scene')).toContainText('The back door');

    // COT-TIME-3: the Social Call (10 min) must wait for the Heist (5 min) to play its round.
    await page.getByTestId('clock-details').locator('summary').click(); // every running scene's row, on demand
    await page.getByRole('button', { name: 'End round of Meeting the fence' }).click();
    await expect(page.getByTestId('notice')).toContainText('must wait');
    await page.getByRole('button', { name: 'End round', exact: true }).click();
    await expect(page.getByTestId('clock-row').filter({ hasText: 'The back door' })).toContainText('5 min');

    // Bolster without initiative: Vex takes his one turn of the round to Bolster Ruth (COT-TIME-4, COT-TIME-5).
    const turn = page.getByTestId('scene-turn');
    await actAs(page, 'Vex');
    await doAction(turn, 'Bolster', 'Bolster Ruth: +1k0 on their next roll');
    await expect(page.getByTestId('participant').filter({ hasText: 'Ruth' })).toContainText(
      '+1k0 Bolster from Vex',
    );
    await actAs(page, 'Vex');
    await expect(turn.getByTestId('actor-why')).toContainText('Vex');

    // Closing asks first; the Heist's 1 round counts as 1 Social Call round.
    await page.getByRole('button', { name: 'Close scene…' }).click();
    await page.getByRole('button', { name: 'Yes, close “The back door”' }).click();
    await expect(page.getByTestId('scene-ended')).toContainText('Closed by the GM');
    await expect(page.getByTestId('closed-scene')).toContainText('counted as 1 Social Call round');
    await expect(page.getByTestId('next-scene')).toContainText('Meeting the fence');
    await expectNoAxeViolations(page, 'a closed scene (light)');

    // The closed scene keeps only a summary in the campaign: after a restart its board is read from the log,
    // as it closed, with Ruth's Bolster from Vex still there.
    const again = await app.restart();
    await again.getByRole('tab', { name: 'Scenes' }).click();
    await again.getByRole('button', { name: /^The back door/ }).click();
    await expect(again.getByRole('heading', { name: 'The back door', level: 2 })).toBeVisible();
    await expect(again.getByTestId('scene-ended')).toContainText('Closed by the GM');
    await expect(again.getByTestId('participant').filter({ hasText: 'Ruth' })).toContainText(
      'Bolster from Vex',
    );
    await expect(again.getByRole('button', { name: 'Close scene…' })).toHaveCount(0);
  });
});
