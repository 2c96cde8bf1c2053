import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import {
  addCharacter,
  doAction,
  expectAccessibleInBothThemes,
  expectNoAxeViolations,
} from './scene-helpers.ts';

/**
 * A Social Call from the Scenes dashboard: Ruth (crew, It 5, Size Up 5, Impress 5: 10k5) talks Dolan the clerk
 * (It 1, Size Up 0: 1k1; Prime Devoted: Job, Fear: Loan shark) into leaving the back door open. Her rolls are
 * made on loaded dice, every die a 9.
 */

/** Starts an NPC on the Crew dashboard with these Loyalties, the first the Prime; the sheet is left unsaved. */
async function draftNpc(
  page: Page,
  name: string,
  values: Record<string, string>,
  loyalties: readonly (readonly [string, string])[],
): Promise<Locator> {
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: 'Add NPC' }).click();
  await expect(page.getByRole('heading', { name: 'New NPC', level: 2 })).toBeVisible();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await sheet.getByLabel('Name', { exact: true }).fill(name);
  for (const [label, value] of Object.entries(values))
    await sheet.getByLabel(label, { exact: true }).fill(value);
  for (const [index, [relation, subject]] of loyalties.entries()) {
    await sheet.getByRole('button', { name: 'Add loyalty' }).click();
    const n = index + 1;
    await sheet.getByRole('combobox', { name: new RegExp(`^Relation of Loyalty ${n}`) }).fill(relation);
    await sheet.getByRole('textbox', { name: `Subject of Loyalty ${n}` }).fill(subject);
  }
  return sheet;
}

/** Opens a Social Call on the Scenes dashboard with the crew and these others. */
async function openSocialCall(page: Page, name: string, others: readonly string[]): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill(name);
  await page.getByLabel('Kind').selectOption('social');
  for (const other of others) await page.getByLabel(`${other} takes part`).check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

const dolanCard = (page: Page): Locator => page.getByTestId('target-card').filter({ hasText: 'Dolan' });

/** Ends the round (no initiative: each crew character has one turn a round, COT-TIME-5). */
async function endRound(page: Page, next: number): Promise<void> {
  await page
    .locator('section[aria-labelledby="round-heading"]')
    .getByRole('button', { name: 'End round' })
    .click();
  await expect(page.getByRole('heading', { name: `Round ${next} — no initiative` })).toBeVisible();
}

/**
 * A rolled social action from the turn panel, its odds read first, on loaded dice (every die a 9: Ruth's 10k5
 * cannot lose to Dolan's 1k1), then waits for `done` to show on the board.
 */
async function rollUntil(page: Page, action: string, option: string, done: () => Promise<boolean>) {
  await loadDice(
    page,
    Array.from({ length: 11 }, () => 9),
  );
  expect(await doAction(page.getByTestId('scene-turn'), action, option)).toMatch(
    /^Success: (>\s*)?9\d(\.\d+)?%$/,
  );
  await expect.poll(done).toBe(true);
}

test.describe('social calls', () => {
  test('Read Room, an agenda, Build Up and Follow Through to an achieved agenda, a refusal, and a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Smooth Talk');
    await addCharacter(page, 'Add crew', 'Ruth', {
      'Presented identity': 'delivery girl',
      It: '5',
      'Size Up': '5',
      Impress: '5',
    });
    // Dolan's Loyalties on his sheet (COT-SOC-1): removing the Prime passes the mark to the next one.
    const sheet = await draftNpc(page, 'Dolan', { It: '1' }, [
      ['Hatred', 'Police'],
      ['Devoted', 'Job'],
      ['Fear', 'Loan shark'],
    ]);
    await expect(sheet.getByRole('radio', { name: 'Prime (Loyalty 1)' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Remove loyalty 1' }).click();
    await expect(sheet.getByRole('textbox', { name: 'Subject of Loyalty 1' })).toHaveValue('Job');
    await expect(sheet.getByRole('radio', { name: 'Prime (Loyalty 1)' })).toBeChecked();
    await expectNoAxeViolations(page, 'an NPC sheet with Loyalties');
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Dolan', level: 2 })).toBeVisible();
    await openSocialCall(page, 'The bar', ['Dolan']);

    // The board: who presents as whom, and Dolan as the GM sees him and as the crew knows him.
    const board = page.getByTestId('social-board');
    await expect(board.getByTestId('call-participants')).toContainText('“delivery girl” (truly Ruth)');
    await expect(board.getByTestId('call-participants')).toContainText('It + Size Up 10k5');
    const gm = dolanCard(page).getByTestId('gm-column');
    const crew = dolanCard(page).getByTestId('known-column');
    await expect(gm.getByTestId('loyalties')).toContainText('Devoted: Job — Prime · undiscovered');
    await expect(crew).toContainText('None discovered yet');
    await expect(crew.getByTestId('target-known')).toContainText('Unknown');

    // Refused, with the reason: no Build Up before Ruth knows Dolan is the target (COT-SOC-9).
    const turn = page.getByTestId('scene-turn');
    await turn.getByText(/^Not possible now/).click();
    await expect(turn.locator('.unavailable')).toContainText(
      'Build Up (Impress): Ruth does not know Dolan is the target: Read Room first, or the GM reveals it',
    );

    // Read Room (COT-SOC-7): either way Ruth learns Dolan is the target.
    const odds = await doAction(turn, 'Read Room (find the target)', 'Read the room: is Dolan the target?');
    expect(odds).toMatch(/^Success: /);
    await expect(crew.getByTestId('target-known')).toContainText('Known: Dolan is the target');

    // The agenda, in the table's words, from the board's GM controls: refused while empty, then set.
    const agenda = page.getByTestId('agenda-form');
    await agenda.getByRole('button', { name: 'Set the agenda' }).click();
    await expect(agenda.getByTestId('agenda-problem')).toHaveText(
      'An agenda says what the target should give or do: write it down',
    );
    await agenda.getByLabel('The agenda', { exact: true }).fill('leave the back door open');
    await agenda.getByRole('button', { name: 'Set the agenda' }).click();
    await expect(crew.getByTestId('agenda')).toContainText('“leave the back door open”, set by Ruth');
    await expect(crew.getByTestId('agenda-status')).toHaveText('Being pushed: not followed through yet');

    // Build Up with Impress into Devoted (COT-SOC-10), on Ruth's next turn.
    await endRound(page, 2);
    await rollUntil(page, 'Build Up (Impress)', 'Build Up Dolan with Impress', async () =>
      /Devoted \(positive\)/.test((await gm.getByTestId('emotion').textContent()) ?? ''),
    );
    await expect(crew.getByTestId('emotion')).toContainText('Built by Ruth, presenting as "delivery girl"');
    await expect(dolanCard(page).getByTestId('emotion-legend').locator('[aria-current="true"]')).toHaveText(
      /Devoted/,
    );
    await expectAccessibleInBothThemes(page, 'the Social Call board');

    // Follow Through (COT-SOC-12): the agenda is achieved and the state clears.
    await endRound(page, 3);
    await rollUntil(page, 'Follow Through', 'Follow Through on Dolan with Impress', async () =>
      /achieved/.test((await crew.getByTestId('agenda-status').textContent()) ?? ''),
    );
    await expect(crew.getByTestId('agenda-status')).toHaveText('Followed through: achieved');
    await expect(gm.getByTestId('emotion')).toHaveText('None');

    // After a restart all of it is still there.
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    const heading = page.getByRole('heading', { name: 'The bar', level: 2 });
    if (!(await heading.isVisible()))
      await page
        .getByRole('button', { name: /^The bar/ })
        .first()
        .click();
    await expect(heading).toBeVisible();
    const after = dolanCard(page);
    await expect(after.getByTestId('known-column').getByTestId('agenda-status')).toHaveText(
      'Followed through: achieved',
    );
    await expect(after.getByTestId('known-column').getByTestId('target-known')).toContainText('Known');
    await expect(page.getByTestId('call-participants')).toContainText('“delivery girl”');
  });

  test('asking the Prime, an agenda swapping a Loyalty, Lean Onto, Lean Into, a locked builder in a new identity', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Loan Shark');
    await addCharacter(page, 'Add crew', 'Ruth', { It: '5', 'Size Up': '5', Impress: '5' });
    const sheet = await draftNpc(page, 'Dolan', { It: '1' }, [
      ['Devoted', 'Job'],
      ['Fear', 'Loan shark'],
      ['Hatred', 'Strangers'],
    ]);
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Dolan', level: 2 })).toBeVisible();
    await openSocialCall(page, 'The office', ['Dolan']);
    const gm = dolanCard(page).getByTestId('gm-column');
    const crew = dolanCard(page).getByTestId('known-column');

    // The GM tells Ruth who the target is (Mark research, COT-SOC-9): no turn, no roll.
    await doAction(
      page.getByTestId('social-rulings'),
      'Reveal a target',
      'Tell Ruth that Dolan is the target',
    );
    await expect(crew.getByTestId('target-known')).toContainText('Known: Dolan is the target');

    // Read Room on a known target (COT-SOC-8): Ruth asks his Prime Loyalty.
    await rollUntil(page, 'Read Room (ask about a Loyalty)', "Ask Dolan's Prime Loyalty", async () =>
      /Devoted: Job/.test((await crew.textContent()) ?? ''),
    );
    await expect(gm.getByTestId('loyalties')).toContainText('Devoted: Job — Prime · discovered by the Crew');

    // An agenda that swaps Fear: Loan shark with the Prime (COT-SOC-2); the GM rules Hatred: Strangers in its way.
    const agenda = page.getByTestId('agenda-form');
    await agenda.getByLabel('The agenda', { exact: true }).fill('risk the job to pay the loan shark');
    await agenda
      .getByRole('combobox', { name: /^Loyalty change/ })
      .selectOption({ label: "Swap Fear: Loan shark with Dolan's Prime (Devoted: Job)" });
    await agenda.getByRole('button', { name: 'Set the agenda' }).click();
    await expect(crew.getByTestId('agenda')).toContainText('(swap Fear: Loan shark with the Prime)');
    const judge = page.getByTestId('judge-form');
    await judge.getByRole('checkbox', { name: 'Hatred: Strangers' }).check();
    await judge.getByRole('button', { name: 'Rule what stands in its way' }).click();
    await expect(gm.getByTestId('agenda')).toContainText('In its way: Hatred: Strangers');
    await expect(gm.getByTestId('loyalties')).toContainText(
      'Devoted: Job — Prime · discovered by the Crew · the agenda would alter it',
    );

    // Build Up: Ruth may lean onto her own Loyalty, never onto the Prime the agenda would alter (COT-SOC-4).
    await endRound(page, 2);
    const turn = page.getByTestId('scene-turn');
    await turn
      .getByRole('group', { name: /^Actions of/ })
      .getByRole('button', { name: 'Build Up (Impress)' })
      .click();
    const builds = await turn.getByLabel('Which Build Up (Impress)').locator('option').allTextContents();
    expect(builds).toContain('Build Up Dolan with Impress, leaning onto Devoted: the Crew');
    expect(builds.some((label) => label.includes("leaning onto Dolan's Devoted: Job"))).toBe(false);
    await rollUntil(
      page,
      'Build Up (Impress)',
      'Build Up Dolan with Impress, leaning onto Devoted: the Crew',
      async () => /Devoted \(positive\)/.test((await gm.getByTestId('emotion').textContent()) ?? ''),
    );

    // Lean Into (COT-SOC-5): Dolan denies the Follow Through with Hatred: Strangers, never with the Prime being
    // altered; no dice, and Dolan turns Envious, built by Ruth.
    await endRound(page, 3);
    await turn
      .getByRole('group', { name: /^Actions of/ })
      .getByRole('button', { name: /^Lean Into/ })
      .click();
    const leans = await turn
      .getByTestId('chosen-action')
      .locator('select option, p strong')
      .allTextContents();
    expect(leans.some((label) => label.includes('Leans Into Devoted: Job'))).toBe(false);
    expect(leans.length).toBeGreaterThan(0);
    expect(
      await doAction(
        turn,
        'Lean Into (the target denies the Follow Through)',
        'Follow Through on Dolan with Impress: Dolan Leans Into Hatred: Strangers and denies it',
      ),
    ).toBe('');
    await expect(gm.getByTestId('emotion')).toContainText('Envious (negative)');
    await expect(gm.getByTestId('emotion')).toContainText('Built by Ruth, presenting as "Ruth"');

    // The builder of a negative state cannot Follow Through (COT-SOC-11) until she presents another identity.
    await endRound(page, 4);
    await turn.getByText(/^Not possible now/).click();
    await expect(turn.locator('.unavailable')).toContainText(
      'Follow Through: Ruth built the Envious state on Dolan: Ruth cannot Follow Through until presenting another identity',
    );
    const identity = page.getByTestId('identity-form');
    await identity.getByLabel('Now presents as').fill('Countess');
    await identity.getByRole('button', { name: 'Present this identity' }).click();
    await expect(page.getByTestId('call-participants')).toContainText('“Countess” (truly Ruth)');
    await rollUntil(page, 'Follow Through', 'Follow Through on Dolan with Impress', async () =>
      /achieved/.test((await crew.getByTestId('agenda-status').textContent()) ?? ''),
    );
    await expect(dolanCard(page).getByTestId('altered')).toHaveText(
      "Ruth's agenda made Fear: Loan shark Dolan's Prime",
    );

    // The GM ends the call; after a restart the call and Dolan's sheet keep it all (COT-SOC-2).
    await page
      .getByTestId('end-call')
      .getByLabel('How it ended')
      .fill('Dolan owes the shark more than the job');
    await page.getByTestId('end-call').getByRole('button', { name: 'End the call' }).click();
    await expect(page.getByTestId('social-ended')).toContainText('Dolan owes the shark more than the job');
    await expect(page.getByTestId('social-gm')).toHaveCount(0);
    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    const heading = page.getByRole('heading', { name: 'The office', level: 2 });
    if (!(await heading.isVisible()))
      await page
        .getByRole('button', { name: /^The office/ })
        .first()
        .click();
    await expect(page.getByTestId('social-ended')).toContainText('Dolan owes the shark');
    await expect(dolanCard(page).getByTestId('altered')).toHaveText(
      "Ruth's agenda made Fear: Loan shark Dolan's Prime",
    );
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page
      .getByRole('button', { name: /^Dolan/ })
      .first()
      .click();
    const dolan = page.locator('form[aria-labelledby="sheet-heading"]');
    await expect(dolan.getByRole('textbox', { name: 'Subject of Loyalty 2' })).toHaveValue('Loan shark');
    await expect(dolan.getByRole('radio', { name: 'Prime (Loyalty 2)' })).toBeChecked();
  });

  test('COT-D-70 as a table setting: leaning onto a Loyalty of the target nobody has learned yet, kept after a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Open Secrets');
    await addCharacter(page, 'Add crew', 'Ruth', { It: '5', 'Size Up': '5', Impress: '5' });
    const sheet = await draftNpc(page, 'Dolan', { It: '1' }, [
      ['Devoted', 'Job'],
      ['Fear', 'Loan shark'],
    ]);
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Dolan', level: 2 })).toBeVisible();

    // By the DECISION another's Loyalty must be known first; this table lets any Loyalty Dolan holds be used.
    await page.getByRole('tab', { name: 'Table settings' }).click();
    const setting = page.getByRole('combobox', { name: /^Leaning onto another's Loyalty/ });
    await expect(setting).toHaveValue('known');
    await setting.selectOption('held');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();

    await openSocialCall(page, 'The back room', ['Dolan']);
    await doAction(
      page.getByTestId('social-rulings'),
      'Reveal a target',
      'Tell Ruth that Dolan is the target',
    );
    const agenda = page.getByTestId('agenda-form');
    await agenda.getByLabel('The agenda', { exact: true }).fill('look the other way');
    await agenda.getByRole('button', { name: 'Set the agenda' }).click();
    await endRound(page, 2);
    const gm = dolanCard(page).getByTestId('gm-column');
    await expect(gm.getByTestId('loyalties')).toContainText('Fear: Loan shark — undiscovered');
    await rollUntil(
      page,
      'Build Up (Impress)',
      "Build Up Dolan with Impress, leaning onto Dolan's Fear: Loan shark",
      async () => /\((positive|negative)\)/.test((await gm.getByTestId('emotion').textContent()) ?? ''),
    );

    page = await app.restart();
    await page.getByRole('tab', { name: 'Table settings' }).click();
    await expect(page.getByRole('combobox', { name: /^Leaning onto another's Loyalty/ })).toHaveValue('held');
    await page.getByRole('tab', { name: 'Roll log' }).click();
    await expect(page.getByTestId('roll-row').filter({ hasText: 'Impress' })).toContainText(
      '+1k0 Lean Onto Fear: Loan shark',
    );
  });
});
