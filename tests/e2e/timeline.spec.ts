import type { Locator, Page } from '@playwright/test';
import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import { addCharacter, expectAccessibleInBothThemes } from './scene-helpers.ts';

/**
 * The campaign's story (issue 22): the timeline names every entry as Undo does; Rewind to here shows the campaign
 * as it was, read-only, on every dashboard; Restore is one more step that Undo takes back; Fork from here copies the
 * campaign into a new one that plays on apart from its source; all of it survives a restart.
 */

/** Opens Gang Warfare from the Scenes dashboard (COT-WAR-1): initiative and Cover are rolled as it opens. */
async function openFight(page: Page, name: string, join: readonly string[]): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByLabel('Scene name').fill(name);
  await page.getByLabel('Kind').selectOption('warfare');
  for (const who of join) await page.getByLabel(`${who} takes part`).check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

const rows = (page: Page): Locator => page.getByTestId('timeline-row');
const row = (page: Page, text: string | RegExp): Locator => rows(page).filter({ hasText: text }).first();

async function openTimeline(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('heading', { name: 'Timeline', level: 2 })).toBeVisible();
}

async function openCampaign(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await page.getByRole('button', { name: `Open ${name}`, exact: true }).click();
  await expect(page.getByText(`Campaign: ${name}`)).toBeVisible();
}

async function crewNames(page: Page): Promise<string[]> {
  await page.getByRole('tab', { name: 'Crew' }).click();
  const names = await page.getByRole('button', { name: / Crew/ }).allTextContents();
  return names.map((text) => text.trim().split(/\s+/)[0] ?? '').sort();
}

test.describe('the timeline', () => {
  test.describe.configure({ timeout: 150_000 });

  test('rewind to before a fight, look, restore as one step, and undo the restore', async ({ app }) => {
    let page = app.page;
    await createCampaign(page, 'Timeline Job');
    await addCrew(page, 'Vex', { Muscle: '3' });
    await addCharacter(page, 'Add guard', 'Okafor', {});
    await openFight(page, 'Shootout', ['Okafor']);

    await openTimeline(page);
    await expect(row(page, 'Shootout opens')).toBeVisible();
    await expect(rows(page).first()).toContainText('Shootout');
    const before = row(page, 'edit Okafor');
    await expect(before).toBeVisible();
    const seq = await before.getAttribute('data-seq');
    // The fight is a fight, and the filter finds it from the log's index.
    await page.getByTestId('timeline-kind').selectOption('fights');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Shootout opens');
    await page.getByTestId('timeline-kind').selectOption('');
    // The fight's start is a jump point: its preview shows the fight running.
    const jump = page.getByTestId('timeline-jump');
    const start = await jump.locator('option', { hasText: 'Scene: Shootout' }).getAttribute('value');
    await jump.selectOption(start ?? '');
    await page.getByRole('button', { name: 'Rewind to this start' }).click();
    await expect(page.getByTestId('preview-scenes')).toContainText('Shootout');
    await page.getByTestId('preview-back').click();

    // Rewind to here: the campaign as it was, before the fight, read-only.
    await before.getByRole('button', { name: /^Rewind to here/ }).click();
    const banner = page.getByTestId('preview-banner');
    await expect(banner).toContainText(`Preview of entry ${seq}`);
    const facts = page.getByTestId('preview-facts');
    await expect(facts.getByTestId('preview-crew')).toContainText('Vex: Healthy');
    await expect(facts).toContainText('Scenes running');
    await expect(facts.getByTestId('preview-scenes')).toHaveCount(0);
    await expectAccessibleInBothThemes(page, 'the timeline and its preview');
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shootout', level: 2 })).toHaveCount(0);
    // Nothing can be changed in a preview, not even by Undo.
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('notice')).toContainText('This is a preview of entry');
    await page.getByRole('tab', { name: 'Crew' }).click();
    await expectAccessibleInBothThemes(page, 'the crew in a preview');

    // Back to now, then again and Restore: one more step, named by Undo.
    await page.getByTestId('preview-back').click();
    await expect(banner).toHaveCount(0);
    await openTimeline(page);
    // By keyboard this time: the row's button, then Restore, each pressed with Enter.
    await row(page, 'edit Okafor')
      .getByRole('button', { name: /^Rewind to here/ })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('preview-restore').focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId('notice')).toContainText('Undo takes it back');
    await expect(page.getByTestId('undo')).toContainText(`Undo: go back to entry ${seq}`);
    await expect(rows(page).first()).toContainText(`go back to entry ${seq}`);
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByRole('heading', { name: 'Shootout', level: 2 })).toHaveCount(0);

    // Restart: the restore is kept; undo it, and the fight is back as it was.
    page = await app.restart();
    await expect(page.getByTestId('undo')).toContainText(`Undo: go back to entry ${seq}`);
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('notice')).toContainText(`Undone: go back to entry ${seq}`);
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByRole('heading', { name: 'Shootout', level: 2 })).toBeVisible();
    await openTimeline(page);
    await expect(rows(page).first()).toContainText('(undone)');
  });

  test('fork from here, play on in both, and restart: each kept apart', async ({ app }) => {
    let page = app.page;
    await createCampaign(page, 'Fork Job');
    await addCrew(page, 'Vex');
    await openTimeline(page);
    await row(page, 'edit Vex')
      .getByRole('button', { name: /^Fork from here/ })
      .click();
    const form = page.getByTestId('fork-form');
    await expect(form.getByTestId('fork-name')).toHaveValue(/^Fork Job \(from entry \d+\)$/);
    // A name the library has is refused, naming it; nothing is made.
    await form.getByTestId('fork-name').fill('Fork Job');
    await form.getByTestId('fork-submit').click();
    await expect(page.getByTestId('notice')).toContainText('already has a campaign called "Fork Job"');
    await form.getByTestId('fork-name').fill('Fork Job B');
    await form.getByTestId('fork-submit').click();
    await expect(page.getByTestId('forked')).toContainText('“Fork Job B” was made.');

    // Play on in the source, then in the copy.
    await addCrew(page, 'Ruth');
    await openCampaign(page, 'Fork Job B');
    await openTimeline(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('“Fork Job B” begins as a copy of “Fork Job” at entry');
    await addCrew(page, 'Moss');
    expect(await crewNames(page)).toEqual(['Moss', 'Vex']);
    await expectAccessibleInBothThemes(page, 'the crew of a fork');

    page = await app.restart();
    await expect(page.getByText('Campaign: Fork Job B')).toBeVisible();
    expect(await crewNames(page)).toEqual(['Moss', 'Vex']);
    await openCampaign(page, 'Fork Job');
    expect(await crewNames(page)).toEqual(['Ruth', 'Vex']);
    await openTimeline(page);
    await expect(row(page, 'edit Ruth')).toBeVisible();
  });
});
