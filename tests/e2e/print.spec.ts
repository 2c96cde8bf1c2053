import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures.ts';
import { campaignName, importPrintCampaign } from './print-helpers.ts';
import { expectAccessibleInBothThemes } from './scene-helpers.ts';
import type { Page } from '@playwright/test';

/**
 * The session on paper (issue 22): each document printed to PDF by Chromium (`page.pdf`, the print style sheet and
 * the page's own paper size), its page count and its text read back with unpdf; the largest documents checked for
 * clipped content at the page's width; the previews checked by axe in both themes; the recap's edits kept across a
 * restart.
 */

interface Printed {
  readonly pages: number;
  readonly text: string;
  /** The first page's size in points. */
  readonly size: readonly [number, number];
}

async function printed(page: Page): Promise<Printed> {
  await expect(page.getByTestId('print-root').locator('article').first()).toBeVisible();
  const bytes = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const viewport = (await pdf.getPage(1)).getViewport({ scale: 1 });
  // A line the page wraps reads as one: the text's words, one space between them.
  return {
    pages: pdf.numPages,
    text: text.replace(/\s+/g, ' '),
    size: [Math.round(viewport.width), Math.round(viewport.height)],
  };
}

const a4: readonly [number, number] = [595, 842];
const letter: readonly [number, number] = [612, 792];

const picker = (page: Page) => page.getByTestId('print-document');

/**
 * Anything of the print root that would not fit on the page: with print styles on and the window as wide as an A4
 * page's printed area (186 mm), every element and every line of text must end inside the root.
 */
async function clippedContent(page: Page): Promise<string[]> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 703, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  try {
    return await page.getByTestId('print-root').evaluate((root) => {
      const limit = root.getBoundingClientRect().right + 0.5;
      const problems: string[] = [];
      for (const element of root.querySelectorAll('*')) {
        if (element.closest('svg') && element.tagName !== 'svg') continue;
        const box = element.getBoundingClientRect();
        if (box.right > limit) problems.push(`${element.tagName} ends at ${box.right} > ${limit}`);
        if (element instanceof HTMLElement && element.scrollWidth > element.clientWidth + 1) {
          problems.push(`${element.tagName} "${element.textContent?.slice(0, 30)}" overflows its box`);
        }
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('svg')) continue;
        range.selectNodeContents(node);
        const right = range.getBoundingClientRect().right;
        if (right > limit)
          problems.push(`text "${node.textContent?.slice(0, 30)}" ends at ${right} > ${limit}`);
      }
      return problems;
    });
  } finally {
    await page.emulateMedia({ media: null });
    if (size) await page.setViewportSize(size);
  }
}

test.describe('the Print dashboard', () => {
  test('prints a crew sheet a page, with every skill’s pool, on the paper chosen and remembered', async ({
    app,
  }) => {
    let page = app.page;
    await importPrintCampaign(page);
    await picker(page).selectOption({ label: 'Crew sheets' });
    await page.getByTestId('print-character').selectOption({ label: 'Vex' });
    await page.getByRole('radio', { name: /A4/ }).check();
    const vex = await printed(page);
    expect(vex.pages).toBe(1);
    expect(vex.size).toEqual(a4);
    // COT-DICE-2: Shooting 0 with Muscle 3 rolls 3k3; every skill is on the sheet.
    expect(vex.text).toContain('Vex');
    expect(vex.text).toMatch(/Shooting\s*0\s*3k3/);
    expect(vex.text).toContain('Mysticism');
    expect(vex.text).not.toContain('Ruth');
    // The app's shell and the dashboard's controls never print.
    expect(vex.text).not.toMatch(/Heistbox|Dice tray|Undo|Save as PDF|Print…|Imported/);

    await page.getByTestId('print-character').selectOption({ label: 'The whole crew, one a page' });
    await page.getByRole('radio', { name: /US Letter/ }).check();
    const crew = await printed(page);
    expect(crew.pages).toBe(2);
    expect(crew.size).toEqual(letter);
    expect(crew.text).toContain('Ruth');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Print' }).click();
    await expect(page.getByRole('radio', { name: /US Letter/ })).toBeChecked();
    expect((await printed(page)).size).toEqual(letter);
  });

  test('prints the guards’ and NPCs’ cards with their scores and posts', async ({ app }) => {
    const page = app.page;
    await importPrintCampaign(page);
    await page.getByRole('radio', { name: /A4/ }).check();
    await picker(page).selectOption({ label: 'Guard and NPC cards' });
    await expect(page.getByTestId('print-card')).toHaveCount(2);
    const cards = await printed(page);
    expect(cards.pages).toBe(1);
    // COT-GUARD-2: a blank guard sheet (Brains 2, Lookout 0; Muscle 2, Resist 0) rolls 2k2: Awareness and Training 6.
    expect(cards.text).toMatch(/Brannigan Guard · Unhurt Awareness 6 Training 6/);
    // COT-GUARD-7: at the post, the crew's Heat (3) counts.
    expect(cards.text).toMatch(/Posted: The warehouse, Room 01: Awareness \d+, Training \d+/);
    expect(cards.text).toContain('Okafor');
    expect(cards.text).not.toContain('Vex');
  });

  test('prints the crew’s Spot map without what they do not know, and the GM’s with it; 60 zones fit', async ({
    app,
  }) => {
    const page = app.page;
    await importPrintCampaign(page);
    await page.getByRole('radio', { name: /A4/ }).check();
    await picker(page).selectOption({ label: 'Spot map' });
    await page.getByTestId('print-lens').selectOption({ label: 'The crew’s handout (what they know)' });
    const handout = await printed(page);
    expect(handout.pages).toBe(2); // the drawing and 59 zones, then the ways between them
    expect(handout.text).toContain('The warehouse: what the crew knows');
    for (const n of [1, 30, 59]) expect(handout.text).toContain(`Room ${String(n).padStart(2, '0')}`);
    // COT-D-62: no Hidden zone unfound, guard, loot, Awareness or Security Score on the crew's map.
    expect(handout.text).not.toMatch(/Secret vault|Brannigan|Gold bars|Awareness|Lock 12/);
    expect(await clippedContent(page)).toEqual([]);

    await page.getByTestId('print-lens').selectOption({ label: 'The GM’s map (the truth)' });
    const truth = await printed(page);
    expect(truth.pages).toBe(2);
    expect(truth.text).toMatch(/Secret vault/);
    expect(truth.text).toMatch(/Brannigan at Room 01/);
    expect(truth.text).toMatch(/Gold bars at Secret vault/);
    expect(truth.text).toContain('Lock 12');
    expect(await clippedContent(page)).toEqual([]);
  });

  test('prints a 20-model roster with its weapons quick reference, nothing clipped', async ({ app }) => {
    const page = app.page;
    await importPrintCampaign(page);
    await page.getByRole('radio', { name: /A4/ }).check();
    await picker(page).selectOption({ label: 'HEIST rosters' });
    await expect(page.getByTestId('print-model')).toHaveCount(20);
    const rosters = await printed(page);
    expect(rosters.pages).toBe(2); // ten models a side, then the weapons
    for (const n of [1, 10]) {
      expect(rosters.text).toContain(`Rossi gunman number ${n}`);
      expect(rosters.text).toContain(`Police constable number ${n}`);
    }
    expect(rosters.text).toContain('Weapons quick reference');
    expect(rosters.text).toContain('Combat shotgun');
    expect(await clippedContent(page)).toEqual([]);
    // The check sees a line too long for the page (so a clean check means something).
    await page
      .getByTestId('print-model')
      .first()
      .locator('td')
      .last()
      .evaluate((cell) => {
        cell.textContent = 'W'.repeat(400);
        cell.style.whiteSpace = 'nowrap';
      });
    expect((await clippedContent(page)).length).toBeGreaterThan(0);
  });

  test('prints a session recap, edited by the GM, and keeps the edits across a restart', async ({ app }) => {
    let page = app.page;
    await importPrintCampaign(page);
    await page.getByRole('radio', { name: /A4/ }).check();
    await picker(page).selectOption({ label: 'Session recap' });
    await page.getByTestId('print-session').selectOption({ label: 'Session 1' });
    await expect(page.getByTestId('print-recap')).toContainText('Session 1');
    const recap = await printed(page);
    expect(recap.pages).toBe(1);
    expect(recap.text).toContain('Session 1');
    expect(recap.text).toContain('Ruth is Wounded (2 days to recover)');
    expect(recap.text).toContain("The crew's Heat is now 2");
    expect(recap.text).not.toContain("The crew's Heat is now 3"); // session 2's
    expect(recap.text).toMatch(/Ruth — Sneak/);

    await page.getByTestId('recap-title').fill('The side door');
    await page.getByTestId('recap-notes-field').fill('Ruth limps home; the crew lies low.');
    await page
      .getByRole('textbox', { name: /Wounds and deaths: Ruth is Wounded/ })
      .fill('Ruth takes a bad fall');
    await page.getByRole('button', { name: 'Save the recap' }).click();
    await expect(page.getByTestId('print-recap')).toContainText('Ruth limps home');
    await expect(page.getByTestId('undo')).toContainText('edit the recap of session 1');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Print' }).click();
    await picker(page).selectOption({ label: 'Session recap' });
    await page.getByTestId('print-session').selectOption({ label: 'Session 1' });
    await expect(page.getByTestId('recap-title')).toHaveValue('The side door');
    await expect(page.getByTestId('print-recap')).toContainText('The side door');
    const edited = await printed(page);
    expect(edited.pages).toBe(1);
    expect(edited.text).toContain('The side door');
    expect(edited.text).toContain('Ruth limps home; the crew lies low.');
    expect(edited.text).toContain('Ruth takes a bad fall');
    expect(edited.text).not.toContain('Ruth is Wounded');
    expect(edited.text).toContain(campaignName);

    await page.getByTestId('undo').click();
    await expect(page.getByTestId('print-recap')).not.toContainText('Ruth limps home');
    await expect(page.getByTestId('print-recap')).toContainText('Ruth is Wounded (2 days to recover)');
  });

  test('every preview passes axe in both themes', async ({ app }) => {
    const page = app.page;
    await importPrintCampaign(page);
    for (const label of [
      'Crew sheets',
      'Guard and NPC cards',
      'Spot map',
      'HEIST rosters',
      'Session recap',
    ]) {
      await picker(page).selectOption({ label });
      await expect(page.getByTestId('print-root').locator('article').first()).toBeVisible();
      await expectAccessibleInBothThemes(page, `the ${label} preview`);
    }
  });
});
