import type { Locator, Page } from '@playwright/test';
import { createCampaign, expect, test } from './fixtures.ts';
import {
  actAs,
  addCharacter,
  coverBoard,
  doAction,
  nextTurn,
  untilCrewSlot,
  expectAccessibleInBothThemes,
  openHeistScene,
} from './scene-helpers.ts';

/**
 * Turns in a fight as the initiative rules have them (COT-INIT-5/6): the dead give up their slot, a fighter woken
 * in the fight acts from the next round, and a round can be played with Next turn alone.
 */

/** Opens Gang Warfare from the Scenes dashboard: initiative and Cover are rolled as it opens (COT-WAR-1). */
async function openFight(page: Page, name: string, join: readonly string[]): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByLabel('Scene name').fill(name);
  await page.getByLabel('Kind').selectOption('warfare');
  for (const who of join) await page.getByLabel(`${who} takes part`).check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Initiative — round 1' })).toBeVisible();
}

const turnText = (page: Page): Locator => page.getByTestId('scene-turn').getByTestId('turn-text');

/** Passes slots until the round changes to `round`. */
async function untilRound(page: Page, round: number): Promise<void> {
  const heading = page.getByRole('heading', { name: `Initiative — round ${round}` });
  for (let pass = 0; pass < 8 && (await heading.count()) === 0; pass++) await nextTurn(page);
  await expect(heading).toBeVisible();
}

const slotsOf = (page: Page, round: number): Locator =>
  page.getByRole('list', { name: `Initiative slots, round ${round}` }).getByTestId('slot');

test.describe('turns in a fight', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guard killed in the fight gives up his slot: nobody claims it for him, and it is gone next round', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Shootout Job');
    await addCharacter(page, 'Add crew', 'Vex', { Muscle: '5', Shooting: '5' }, ['Revolver']);
    // Okafor comes in Wounded with a Cover of one die: a hit that takes his Cover to 0 kills him (COT-WAR-7).
    await addCharacter(page, 'Add guard', 'Okafor', { Muscle: '1', Resist: '0', State: 'wounded' });
    await addCharacter(page, 'Add guard', 'Brannigan', {});
    await openFight(page, 'Shootout', ['Okafor', 'Brannigan']);
    await expect(slotsOf(page, 1)).toHaveCount(3);

    await untilCrewSlot(page);
    await actAs(page, 'Vex');
    const turn = page.getByTestId('scene-turn');
    await turn.getByRole('button', { name: 'Attack', exact: true }).click();
    const which = turn.getByLabel('Which Attack');
    const shot = (await which.locator('option').allTextContents())
      .map((label) => label.trim())
      .find((label) => label.startsWith('Shoot Okafor'));
    expect(shot).toBeTruthy();
    await which.selectOption({ label: shot! });
    const chosen = turn.getByTestId('chosen-action');
    await chosen.getByText('Every outcome').click();
    const dead = chosen.getByTestId('odds-outcome').filter({ hasText: /^Dead/ });
    const deadChance = Number.parseFloat(
      ((await dead.locator('td').last().textContent()) ?? '0').replace('>', ''),
    );
    expect(deadChance).toBeGreaterThan(99);
    await chosen.getByTestId('do-action').click();
    await expect(turn.getByTestId('last-result')).toContainText('Okafor');
    await expect(page.getByTestId('participant').filter({ hasText: 'Okafor' })).toContainText('dead');

    // No slot is ever offered to Okafor again; round 2 has one slot fewer.
    for (
      let pass = 0;
      pass < 4 && (await page.getByRole('heading', { name: 'Initiative — round 2' }).count()) === 0;
      pass++
    ) {
      const claim = page.getByTestId('claim');
      if ((await claim.count()) > 0)
        await expect(claim.getByLabel('Who takes it').locator('option')).not.toContainText(['Okafor']);
      await nextTurn(page);
    }
    await expect(page.getByRole('heading', { name: 'Initiative — round 2' })).toBeVisible();
    await expect(slotsOf(page, 2)).toHaveCount(2);
    await expect(page.getByTestId('not-acted')).not.toContainText('Okafor');
    await actAs(page, 'Okafor').catch(() => undefined);
    await expect(turn.getByLabel('Who acts').locator('option', { hasText: 'Okafor' })).toHaveCount(0);

    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByRole('heading', { name: 'Initiative — round 2' })).toBeVisible();
    await expect(slotsOf(page, 2)).toHaveCount(2);
    await expect(page.getByTestId('participant').filter({ hasText: 'Okafor' })).toContainText('dead');
  });

  test('a fighter woken in the fight takes no slot this round, and acts from the next (COT-INIT-6)', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Wake-up Job');
    await addCharacter(page, 'Add crew', 'Vex', { Muscle: '5', 'Hand to Hand': '5' });
    // Training 2: Vex's Subdue, 10k5, beats it by 6 or more and knocks Okafor out (COT-DROP-3).
    await addCharacter(page, 'Add guard', 'Okafor', { Muscle: '1', Resist: '0' });
    await addCharacter(page, 'Add guard', 'Brannigan', {});
    await openHeistScene(page, {
      scene: 'Night shift',
      spot: 'The yard',
      zones: 'Dock',
      join: ['Okafor', 'Brannigan'],
      where: { Vex: 'Dock', Okafor: 'Dock', Brannigan: 'Dock' },
    });
    const turn = page.getByTestId('scene-turn');
    expect(await doAction(turn, 'Get the Drop', /^Subdue Okafor/)).toBe('Unconscious: > 99.99%');
    await expect(page.getByTestId('helpless')).toContainText('Okafor');

    // The GM rules that Gang Warfare breaks out: Okafor lies in it, Unconscious.
    await doAction(page.getByTestId('gm-rulings'), 'Gang Warfare breaks out');
    const start = page.getByTestId('start-warfare');
    await expect(start).toContainText('Okafor');
    await start.getByRole('button', { name: 'Start Gang Warfare' }).click();
    await expect(page.getByRole('heading', { name: 'Gang Warfare in Dock', level: 2 })).toBeVisible();
    await expect(page.getByTestId('participant').filter({ hasText: 'Okafor' })).toContainText('unconscious');

    // Brannigan wakes him on the Guards' slot; Okafor claims nothing in this round.
    for (let pass = 0; pass < 6 && !/Brannigan/.test((await turnText(page).textContent()) ?? ''); pass++)
      await nextTurn(page);
    await actAs(page, 'Brannigan');
    await doAction(turn, 'Wake', /Okafor/);
    await expect(page.getByTestId('participant').filter({ hasText: 'Okafor' })).not.toContainText(
      'unconscious',
    );
    // Woken in round 1 (before its last slot), he takes no slot in it: his slot joins from round 2.
    if ((await page.getByRole('heading', { name: 'Initiative — round 1' }).count()) > 0) {
      await actAs(page, 'Okafor');
      await expect(turn.getByTestId('actor-why')).toContainText(
        'Okafor joined this round and acts from round 2',
      );
      await expect(turn.getByRole('group', { name: 'Actions of Okafor' })).toHaveCount(0);
      await expect(page.getByText(/^Joining next round: .*\(Opposition\)/)).toBeVisible();
    }

    // Round 2: Okafor has a slot of his own and acts in it.
    await untilRound(page, 2);
    await expect(slotsOf(page, 2)).toHaveCount(3);
    for (let pass = 0; pass < 4 && !/Okafor/.test((await turnText(page).textContent()) ?? ''); pass++)
      await nextTurn(page);
    await actAs(page, 'Okafor');
    await expect(turn.getByRole('group', { name: 'Actions of Okafor' })).toContainText('Attack');
    await doAction(turn, 'Reposition', /^Move, keeping Cover/);
    await expect(turn.getByTestId('last-result')).toContainText('Okafor');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page
      .getByRole('navigation', { name: 'Scenes' })
      .getByRole('button', { name: /^Gang Warfare in Dock/ })
      .click();
    await expect(slotsOf(page, 2)).toHaveCount(3);
    await expect(slotsOf(page, 2).filter({ hasText: 'used by Okafor' })).toHaveCount(1);
  });

  test('a round of Gang Warfare played with Next turn alone: every slot passes, nobody is hurt', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Standoff Job');
    await addCharacter(page, 'Add crew', 'Vex', {}, ['Revolver']);
    await addCharacter(page, 'Add guard', 'Brannigan', {});
    await openFight(page, 'Standoff', ['Brannigan']);
    const covers = await coverBoard(page);
    await expectAccessibleInBothThemes(page, 'Gang Warfare');

    // N passes the live slot, from the keyboard (not while typing in a field).
    await page.getByRole('heading', { name: 'Standoff', level: 2 }).click();
    await nextTurn(page, true);
    await nextTurn(page, true);
    await expect(page.getByRole('heading', { name: 'Initiative — round 2' })).toBeVisible();
    expect(await coverBoard(page)).toEqual(covers);
    await expect(page.getByTestId('clock-row').filter({ hasText: 'Standoff' })).toContainText('1 min');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByRole('heading', { name: 'Initiative — round 2' })).toBeVisible();
    expect(await coverBoard(page)).toEqual(covers);
  });
});
