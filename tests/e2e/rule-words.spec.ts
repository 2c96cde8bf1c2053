import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { actAs, addCharacter, doAction } from './scene-helpers.ts';
import { addTheGuards, openDockFight, vexInTheDock } from './bridge-helpers.ts';
import { fightBoard, newFightForm, order, resolveIfOpen, send } from './skirmish-helpers.ts';
import type { Locator, Page } from '@playwright/test';

/**
 * No bare rule code (issue 22): a rule ID never stands in the GM's words as text. Beside a sentence it is a small
 * link (RuleRef) that opens the rule; in a tooltip or an accessible name the rule's title or plain words stand
 * instead. This walk fills each dashboard with real content — a crew member with a sheet, a Spot with zones, a
 * Heist and its turn panel with actions and a refused variant, a HEIST fight with an order dialog, the dice tray
 * with a roll, the roll log, a HEIST skirmish fight, Table settings, Players — and reads every text and every
 * tooltip and accessible name on the page, outside the rule links and the rules reference itself.
 */

/** Where a bare code stands: its words, and the nearest element a reader can find it by. */
interface BareCode {
  readonly text: string;
  readonly where: string;
}

/**
 * Every text node, `title`, `aria-label`, `aria-description`, `placeholder` and `alt` of the page that holds a
 * rule ID (COT-…, HST-…, BRG-…, MOTH-…, PLY-…), outside a rule link (`[data-rule]`, RuleRef's) and outside the rules
 * reference (its panel and its search, which show IDs on purpose). Hidden text counts too: a closed <details>
 * opens, and a screen reader reads what the eye does not see. And a rule link inside a field's label: the field's
 * accessible name would read its code.
 */
async function bareCodes(page: Page): Promise<BareCode[]> {
  return page.evaluate(() => {
    const code = /\b(?:COT|HST|BRG|MOTH|PLY)-[A-Z0-9]/;
    const exempt = '.rule-ref, [data-rule], [data-testid="rule-panel"], [data-testid="rule-search"]';
    const where = (element: Element): string => {
      const named = element.closest('[data-testid]');
      const tag = element.tagName.toLowerCase();
      return named ? `${tag} in [data-testid="${named.getAttribute('data-testid')}"]` : tag;
    };
    const found: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !code.test(text)) continue;
      if (parent.closest('script, style, textarea') || parent.closest(exempt)) continue;
      found.push({ text: text.trim(), where: where(parent) });
    }
    // A rule link inside a field's label puts "Rule COT-…" into the field's name: it goes beside the label.
    for (const label of document.body.querySelectorAll('label')) {
      if (label.control !== null && label.querySelector('.rule-ref') !== null && !label.closest(exempt))
        found.push({
          text: `a rule link in the label "${label.textContent?.trim() ?? ''}"`,
          where: where(label),
        });
    }
    const attributes = ['title', 'aria-label', 'aria-description', 'placeholder', 'alt'];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(exempt)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value !== null && code.test(value))
          found.push({ text: `${name}="${value}"`, where: where(element) });
      }
    }
    return found;
  });
}

/** Checks the page as it stands holds no bare code (softly: one run names every place that does). */
async function scan(page: Page, what: string): Promise<void> {
  expect.soft(await bareCodes(page), `a bare rule code on ${what}`).toEqual([]);
}

/** Gives a crew member a second Loyalty, so that the sheet shows the own-Loyalty change (COT-SOC-3). */
async function secondLoyalty(page: Page, name: string): Promise<void> {
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await sheet.getByRole('button', { name: 'Add loyalty' }).click();
  await sheet.getByRole('combobox', { name: /^Relation of Loyalty 2/ }).fill('Desire');
  await sheet.getByRole('textbox', { name: 'Subject of Loyalty 2' }).fill('a way out');
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(sheet.getByRole('textbox', { name: 'Subject of Loyalty 2' })).toHaveValue('a way out');
}

/**
 * Opens a scene of this kind from the Scenes dashboard with these others taking part (the crew take part already);
 * someone already in a running scene is put in this one too.
 */
async function openScene(page: Page, kind: string, name: string, join: readonly string[]): Promise<void> {
  await tab(page, 'Scenes');
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill(name);
  await page.getByLabel('Kind').selectOption(kind);
  for (const who of join) await page.getByLabel(`${who} takes part`).check();
  const elsewhere = page.getByTestId('open-elsewhere');
  if (await elsewhere.isVisible()) await elsewhere.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

/**
 * Picks each action a panel offers in turn (its variants, odds, warnings and costs drawn) and scans the page. The
 * actor is the one the panel shows: pick them first (`actAs`) where initiative could change who that is.
 */
async function everyAction(page: Page, scope: Locator, what: string): Promise<void> {
  const group = scope.getByRole('group', { name: /^Actions of/ }).first();
  await expect(scope.getByRole('heading', { name: /^What .* can do$/ }).first()).toBeVisible();
  await scan(page, what);
  if ((await group.count()) === 0) return;
  for (const action of await group.getByRole('button').allTextContents()) {
    await group.getByRole('button', { name: action.trim(), exact: true }).click();
    await scan(page, `${what}, ${action.trim()} chosen`);
  }
}

async function tab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test.describe('no bare rule code', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the walk finds a bare code in words, a tooltip or an accessible name, and lets a rule link pass', async ({
    app,
  }) => {
    const page = app.page;
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML = `<p>Cover is lost (COT-WAR-2)</p><span title="Rule HST-SEQ-3">x</span>
        <button aria-label="Open PLY-D-1">y</button>
        <p>Cover<button class="rule-ref" data-rule="COT-WAR-2" aria-label="Rule COT-WAR-2: Cover">COT-WAR-2</button></p>
        <label>Aimed <input type="checkbox"><button class="rule-ref" data-rule="HST-AIM-1">HST-AIM-1</button></label>`;
      document.body.append(planted);
    });
    expect((await bareCodes(page)).map((found) => found.text)).toEqual([
      'Cover is lost (COT-WAR-2)',
      'a rule link in the label "Aimed HST-AIM-1"',
      'title="Rule HST-SEQ-3"',
      'aria-label="Open PLY-D-1"',
    ]);
    await page.evaluate(() => document.getElementById('planted')?.remove());
    await scan(page, 'the Campaigns dashboard, the planted words gone');
  });

  test('a Heist campaign: crew, Spots, the Heist turn panel, a HEIST fight, the dice tray, the roll log, settings, players', async ({
    app,
  }) => {
    const page = app.page;
    await createCampaign(page, 'Rule Words');
    await addCharacter(page, 'Add crew', 'Vex', { Muscle: '3', Shooting: '2' }, ['Revolver']);
    await secondLoyalty(page, 'Vex');
    await addTheGuards(page);
    await page.getByRole('button', { name: /^Vex/ }).first().click();
    await expect(page.getByTestId('own-loyalty-closed')).toBeVisible();
    await scan(page, 'the Crew dashboard with a sheet');

    await vexInTheDock(page, { officeLock: 10 });
    await scan(page, 'the Heist scene after a sneak');

    // The turn panel: what is not possible now and why; next round, Vex's Move with the Office refused behind its
    // Lock (a reason from core).
    const turnPanel = page.getByTestId('scene-turn');
    await turnPanel
      .getByText(/^Not possible now/)
      .first()
      .click();
    await scan(page, 'the turn panel with the actions not possible now');
    await page.getByRole('button', { name: 'End round', exact: true }).first().click();
    await expect(page.getByTestId('turn-text')).toContainText('Round 2');
    await actAs(page, 'Vex');
    const turn = page.getByTestId('scene-turn');
    await turn
      .getByRole('group', { name: /^Actions of/ })
      .getByRole('button', { name: 'Move', exact: true })
      .click();
    await expect(turn.getByTestId('chosen-action')).toBeVisible();
    await scan(page, 'the turn panel with a Move chosen');
    await turn
      .getByRole('group', { name: /^Actions of/ })
      .getByRole('button', { name: 'Get the Drop', exact: true })
      .click();
    await scan(page, 'the turn panel with the Drop chosen');

    await tab(page, 'Spots');
    await expect(page.getByTestId('spot-editor')).toBeVisible();
    await scan(page, 'the Spots dashboard');
    // The job generator: a job drawn from a seed, and a seed refused.
    await page.getByRole('button', { name: 'Generate a job…' }).click();
    const generator = page.getByRole('dialog', { name: 'Generate a job' });
    await generator.getByLabel('Seed', { exact: true }).fill('K7Q2M9XD');
    await generator.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(generator.getByTestId('generate-card')).toHaveCount(13);
    await scan(page, 'the job generator with a job drawn');
    await generator.getByLabel('Seed', { exact: true }).fill('HELLO!');
    await generator.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(generator.getByRole('alert')).toBeVisible();
    await scan(page, 'the job generator with a seed refused');
    await page.keyboard.press('Escape');
    await expect(generator).toBeHidden();

    // The HEIST fight inside the Heist, and an order dialog with its odds.
    await tab(page, 'Scenes');
    await openDockFight(page);
    await scan(page, 'the HEIST fight in the Heist');
    const shot = await order(page, 'Vex', 'Shoot');
    await expect(shot.getByTestId('order-headline')).toBeVisible();
    await scan(page, 'the order dialog of a shot');
    // Every die a 1: the shot hits nothing (so that the GM's correction below is one).
    await loadDice(
      page,
      Array.from({ length: 12 }, () => 1),
    );
    await send(shot);
    await resolveIfOpen(page, [1, 1, 1, 1, 1, 1]);
    await scan(page, 'the HEIST fight after a shot');

    // The fight ends (Brannigan corrected to Wounded); its write-back proposed, a refused edit, confirmed; its log.
    const panel = fightBoard(page).getByTestId('table-panel');
    const controls = panel.getByText('Table controls (GM)', { exact: true });
    const edit = panel.getByTestId('edit-model');
    // The table controls fold away; open them unless they are open already.
    if ((await controls.locator('xpath=..').getAttribute('open')) === null) await controls.click();
    await expect(edit).toBeVisible();
    await edit.getByLabel('Model to correct').selectOption({ label: 'Brannigan' });
    await edit.getByRole('group', { name: "Brannigan's state" }).getByLabel('Wounded').check();
    await edit.getByTestId('edit-send').click();
    await scan(page, 'the table controls');
    const ending = panel.getByTestId('end-scenario');
    await ending.getByLabel(/^Outcome/).fill('Brannigan is down');
    await ending.getByTestId('end-confirm').click();
    await ending.getByTestId('end-yes').click();
    const writeBack = page.getByTestId('write-back');
    await writeBack.getByRole('button', { name: 'Propose the write-back' }).click();
    const wound = writeBack.getByTestId('write-back-line').filter({ hasText: 'Brannigan: Wounded' });
    await expect(wound).toHaveCount(1);
    await scan(page, 'the write-back proposal');
    await wound.getByText('Edit', { exact: true }).click();
    await wound.getByLabel('Recovery days').fill('0');
    await wound.getByLabel('Recovery days').blur();
    await expect(wound.getByTestId('write-back-refusal')).toBeVisible();
    await scan(page, 'the write-back with a refused edit');
    await wound.getByLabel('Recovery days').fill('5');
    await wound.getByLabel('Recovery days').blur();
    await writeBack.getByTestId('write-back-confirm').click();
    await expect(page.getByRole('heading', { name: 'The warehouse', level: 2 })).toBeVisible();
    const listed = page.getByTestId('scene-skirmishes').getByTestId('scene-skirmish');
    await listed.getByRole('button', { name: 'Show its log' }).click();
    await expect(listed.getByTestId('skirmish-play')).toBeVisible();
    await scan(page, 'the Heist after the write-back, the fight’s log open');

    await tab(page, 'Dice tray');
    await page.getByLabel('Character').selectOption({ label: 'Vex' });
    await page.getByLabel(/^Skill/).selectOption('shooting');
    await scan(page, 'the dice tray before a roll');
    await loadDice(page, [10, 7, 3, 1, 1]);
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('latest-roll')).toBeVisible();
    await scan(page, 'the dice tray with a roll');

    await tab(page, 'Roll log');
    await scan(page, 'the roll log');
    await tab(page, 'Crew');
    await scan(page, 'the Crew dashboard after a fight');
    await tab(page, 'Table settings');
    await scan(page, 'Table settings');
    await tab(page, 'Players');
    await scan(page, 'Players');
    await tab(page, 'HEIST skirmish');
    await scan(page, 'the HEIST skirmish dashboard');
    await tab(page, 'Timeline');
    await expect(page.getByTestId('timeline-row').first()).toBeVisible();
    await scan(page, 'the Timeline');
    await page.getByTestId('timeline-row').nth(3).getByTestId('rewind-here').click();
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await scan(page, 'the Timeline with a preview open');
    await page.getByTestId('preview-back').click();
    await tab(page, 'Print');
    for (const kind of ['crew', 'cards', 'spot', 'roster', 'recap']) {
      await page.getByTestId('print-document').selectOption(kind);
      await expect(page.getByTestId('print-root')).toBeVisible();
      await scan(page, `the Print dashboard, ${kind}`);
    }
    await tab(page, 'Campaigns');
    await scan(page, 'Campaigns');
  });

  test('a HEIST skirmish: the rosters, an order dialog, a reaction', async ({ app }) => {
    const page = app.page;
    await createCampaign(page, 'Rule Words fight');
    await newFightForm(page);
    await page.getByLabel('Fight name').fill('Bank lobby');
    await page.getByLabel('Side 1 name').fill('Crew');
    await page.getByLabel('Side 1 roster').fill('Mr. A (3/5) SMG w/2 reloads\nMr. D (2/3) Pistol w/1 reload');
    await page.getByLabel('Side 2 name').fill('Police');
    await page
      .getByLabel('Side 2 roster')
      .fill('Officer Kay (3/5) Shotgun w/2 reloads\nOfficer Moss (2/4) Pistol w/1 reload');
    await page.getByTestId('first-side').selectOption({ label: 'Crew' });
    await scan(page, 'the new fight form');
    await page.getByTestId('start-fight').click();
    await expect(fightBoard(page).getByTestId('fight-model')).toHaveCount(4);
    await scan(page, 'the fight board');

    await send(await order(page, 'Mr. A', 'Aim'));
    const shot = await order(page, 'Mr. A', 'Shoot', 'Shoot Officer Kay (aimed)');
    await scan(page, 'the order dialog of an aimed shot');
    await loadDice(page, [6, 1, 1, 1, 1, 1]);
    await send(shot);
    await scan(page, 'the reaction window');
    await resolveIfOpen(page, [1, 1, 1, 1, 1, 1]);
    await scan(page, 'the fight after a shot');
    await tab(page, 'HEIST skirmish');
    await scan(page, 'the HEIST skirmish dashboard');
    await tab(page, 'Roll log');
    await scan(page, 'the roll log after a fight');
  });

  test('the other scenes: Prep, a Social Call, Gang Warfare and a chase, with every action their panels offer', async ({
    app,
  }) => {
    const page = app.page;
    await createCampaign(page, 'Rule Words scenes');
    await addCharacter(page, 'Add crew', 'Vex', { Muscle: '3', Shooting: '2', Driving: '2' }, ['Revolver']);
    await addCharacter(page, 'Add guard', 'Brannigan', { Driving: '2' }, []);
    await addCharacter(page, 'Add NPC', 'Dolan', {}, []);
    const turn = page.getByTestId('scene-turn');

    await openScene(page, 'prep', 'Casing the warehouse', []);
    await everyAction(page, turn, 'a Prep scene');

    await openScene(page, 'social', 'A word with Dolan', ['Dolan']);
    await everyAction(page, turn, 'a Social Call');

    await openScene(page, 'warfare', 'A brawl', ['Brannigan']);
    await expect(page.getByRole('heading', { name: 'Initiative — round 1' })).toBeVisible();
    for (const who of ['Vex', 'Brannigan']) {
      await actAs(page, who);
      await everyAction(page, turn, `Gang Warfare, ${who} acting`);
    }

    // A chase, out of a Heist: car against car.
    await tab(page, 'Scenes');
    const opener = page.getByRole('button', { name: 'Open a new scene…' });
    if (await opener.isVisible()) await opener.click();
    await page.getByLabel('Scene name').fill('The warehouse');
    await page.getByLabel('Kind').selectOption('heist');
    const quick = page.locator('details').filter({ hasText: 'Lay out a new Spot quickly' });
    if ((await quick.getAttribute('open')) === null) await quick.locator('summary').click();
    await page.getByLabel('Spot name').fill('Harrow warehouse');
    await page.getByLabel('Zones').fill('Dock');
    await page.getByRole('button', { name: 'Create the Spot' }).click();
    await page.getByLabel('Brannigan takes part').check();
    await page.getByLabel('Where Vex starts').selectOption('Dock');
    const elsewhere = page.getByTestId('open-elsewhere');
    if (await elsewhere.isVisible()) await elsewhere.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Open scene' }).click();
    await expect(page.getByRole('heading', { name: 'The warehouse', level: 2 })).toBeVisible();
    await everyAction(page, page.getByTestId('gm-rulings'), 'a Heist, the GM');
    await doAction(
      page.getByTestId('gm-rulings'),
      'A chase breaks out',
      'Vex runs from Dock; Brannigan gives chase',
    );
    const form = page.locator('form').filter({ hasText: 'A chase from Dock' });
    await form.getByLabel('Name', { exact: true }).fill('Car chase');
    await form.getByLabel('Vehicle of Vex').selectOption({ label: 'Car (Speed 3, Body 12)' });
    await form.getByLabel('Vehicle of Brannigan').selectOption({ label: 'Car (Speed 3, Body 12)' });
    await scan(page, 'the chase form');
    await form.getByRole('button', { name: 'Start the chase' }).click();
    await expect(page.getByRole('heading', { name: 'Car chase', level: 2 })).toBeVisible();
    for (const who of ['Vex', 'Brannigan']) {
      await actAs(page, who);
      await everyAction(page, turn, `a chase, ${who} acting`);
    }
    await everyAction(page, page.getByRole('region', { name: 'What the GM can do' }), 'a chase, the GM');

    await tab(page, 'Roll log');
    await scan(page, 'the roll log after the scenes');
  });
});
