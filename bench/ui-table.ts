/**
 * Part of `npm run bench:ui`: a click on the live Heist table and on a HEIST fight, timed in the page from the click
 * event that does it to the page showing its result (the last change to the DOM before the result was seen), in a campaign of 10 and of 100,000 log entries (issue 20: goal under 100 ms
 * each, and the same at both sizes). A move (Sneak to the Dock), a bypass (the Lock on the Dock–Office way), a Drop
 * (on the Unaware guard), a shot (the example fight's first shot) and an undo of each. Each action is done, timed,
 * and undone (the undo timed) `runs` times; the medians are printed. Dice are loaded, so every run reads alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { simulateCampaign } from '../tests/helpers/campaign-gen.ts';
import { importThroughUi, openApp } from './browser.ts';
import { formatDuration } from './measure.ts';

const runs = 5;

/** The app rolls with crypto.getRandomValues: while faces are queued, each die drawn shows the next face. */
const loadedDice = `(() => {
  const random = crypto.getRandomValues.bind(crypto);
  window.__heistboxFaces = [];
  crypto.getRandomValues = (array) => {
    random(array);
    const faces = window.__heistboxFaces;
    if (array instanceof Uint32Array && faces.length > 0) {
      faces.splice(0, faces.length).forEach((face, index) => {
        if (index < array.length) array[index] = face - 1;
      });
    }
    return array;
  };
})()`;

async function loadNines(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __heistboxFaces: number[] }).__heistboxFaces = Array.from(
      { length: 40 },
      () => 9,
    );
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The text the undo button shows: it names the newest change, so it changes with every change stored. */
async function undoLabel(page: Page): Promise<string> {
  return (await page.getByRole('banner').getByRole('button', { name: /^Undo/ }).textContent()) ?? '';
}

/**
 * Clicks `target` and waits until the undo button names the new change and `shown` sees its result; the time, taken
 * in the page: from the click event to the last change of the page's DOM before the result was seen (the screen
 * shows it at the next frame). Playwright's own round trips (finding the button, polling) are left out.
 */
async function timedClick(page: Page, target: Locator, shown: () => Promise<unknown>): Promise<number> {
  const before = await undoLabel(page);
  await target.waitFor();
  await page.evaluate(() => {
    const bench = { clickAt: 0, lastChange: 0, observer: null as MutationObserver | null };
    (window as unknown as { __bench: typeof bench }).__bench = bench;
    document.addEventListener(
      'click',
      () => {
        bench.clickAt = performance.now();
      },
      { capture: true, once: true },
    );
    bench.observer = new MutationObserver(() => {
      if (bench.clickAt > 0) bench.lastChange = performance.now();
    });
    bench.observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  await target.click();
  await page.waitForFunction(
    (previous) =>
      [...document.querySelectorAll('header button')].some(
        (b) => b.textContent?.startsWith('Undo') && b.textContent !== previous,
      ),
    before,
  );
  await shown();
  return page.evaluate(() => {
    const bench = (
      window as unknown as { __bench: { clickAt: number; lastChange: number; observer: MutationObserver } }
    ).__bench;
    bench.observer.disconnect();
    return bench.lastChange - bench.clickAt;
  });
}

/** Clicks Undo and waits until it names the change before. */
async function timedUndo(page: Page, shown: () => Promise<unknown>): Promise<number> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Undo/ });
  return timedClick(page, button, shown);
}

async function addCharacter(page: Page, button: string, name: string, values: Record<string, string>) {
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('button', { name: button }).click();
  const blank: Record<string, string> = { 'Add crew': 'New crew member', 'Add guard': 'New guard' };
  await page.getByRole('heading', { name: blank[button] ?? button, level: 2 }).waitFor();
  const sheet = page.locator('form[aria-labelledby="sheet-heading"]');
  await sheet.getByLabel('Name', { exact: true }).fill(name);
  for (const [label, value] of Object.entries(values)) {
    // A number field by its label; a select (its name includes the chosen option) by how it starts.
    const field = sheet.getByLabel(label, { exact: true });
    if ((await field.count()) > 0) await field.fill(value);
    else await sheet.getByRole('combobox', { name: new RegExp(`^${label}\\b`) }).selectOption(value);
  }
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

/**
 * Closes the scenes the simulated campaign left running (the Job clock keeps running scenes in step: End round in
 * the bench's Heist would otherwise wait for them), a scene opened inside another first.
 */
async function closeRunningScenes(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const running = page
    .getByRole('navigation', { name: 'Scenes' })
    .locator('h3:text-is("Running") + ul button');
  for (let attempt = 0; attempt < 10 && (await running.count()) > 0; attempt += 1) {
    await running.last().click();
    await page.getByRole('button', { name: 'Close scene…' }).click();
    const before = await undoLabel(page);
    await page.getByRole('button', { name: /^Yes, close/ }).click();
    await page.waitForFunction(
      (previous) =>
        [...document.querySelectorAll('header button')].some(
          (b) => b.textContent?.startsWith('Undo') && b.textContent !== previous,
        ),
      before,
    );
  }
}

/** Vex (a fine sneak and lockpick) and a guard, a Spot of two zones behind a Lock 10, and a Heist open on it. */
async function setUpHeist(page: Page): Promise<void> {
  const skills = { Fingers: '5', Sneak: '5', Lockpicking: '5', Muscle: '5', 'Hand to Hand': '5' };
  await addCharacter(page, 'Add crew', 'Vex Bench', skills);
  await addCharacter(page, 'Add guard', 'Brannigan Bench', {});
  await page.getByRole('tab', { name: 'Spots' }).click();
  await page.getByLabel('Name of the new Spot').fill('Bench warehouse');
  await page.getByRole('button', { name: 'Create Spot' }).click();
  const editor = page.getByTestId('spot-editor');
  await editor.getByRole('heading', { name: 'Bench warehouse', level: 2 }).waitFor();
  for (const zone of ['Dock', 'Office']) {
    await editor.getByLabel('New zone').fill(zone);
    await editor.getByRole('button', { name: 'Add zone' }).click();
    await editor.getByTestId('spot-zone-row').filter({ hasText: zone }).waitFor();
  }
  for (const [a, b] of [
    ['Outside', 'Dock'],
    ['Dock', 'Office'],
  ] as const) {
    const form = editor.getByRole('form', { name: 'New barrier' });
    await form.getByLabel('Between').selectOption({ label: a });
    await form.getByLabel('and').selectOption({ label: b });
    await form.getByRole('button', { name: 'Add barrier' }).click();
    await editor
      .getByTestId('spot-barrier')
      .filter({ hasText: `${a} — ${b}` })
      .waitFor();
  }
  await editor.getByLabel('Security Score for Dock — Office').fill('10');
  await editor.getByRole('button', { name: 'Add Security to Dock — Office' }).click();
  await editor.getByTestId('spot-barrier').filter({ hasText: 'Lock 10' }).waitFor();
  await editor.getByRole('combobox', { name: /^Guard/ }).selectOption({ label: 'Brannigan Bench' });
  await editor.getByRole('combobox', { name: /^Posted in/ }).selectOption({ label: 'Dock' });
  await editor.getByRole('button', { name: 'Post guard' }).click();
  await editor.getByTestId('spot-guard').filter({ hasText: 'Brannigan Bench' }).waitFor();

  // A long campaign's Heat makes every guard too Aware to sneak past: the bench's crew starts cool.
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByLabel('Crew Heat').fill('0');
  const saveCrew = page.getByRole('button', { name: 'Save crew' });
  if (await saveCrew.isEnabled()) {
    const before = await undoLabel(page);
    await saveCrew.click();
    await page.waitForFunction(
      (previous) =>
        [...document.querySelectorAll('header button')].some(
          (b) => b.textContent?.startsWith('Undo') && b.textContent !== previous,
        ),
      before,
    );
  }

  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill('Bench heist');
  await page.getByLabel('Kind').selectOption('heist');
  await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Bench warehouse' });
  // Only Vex of the crew takes part (the simulated campaign's crew may be busy elsewhere).
  for (const box of await page.getByRole('checkbox', { name: / takes part$/ }).all()) {
    const name = (await box.getAttribute('aria-label')) ?? '';
    if (!name.startsWith('Vex Bench') && !name.startsWith('Brannigan Bench') && (await box.isChecked()))
      await box.uncheck();
  }
  const elsewhere = page.getByTestId('open-elsewhere');
  if (await elsewhere.isVisible()) await elsewhere.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  await page.getByTestId('heist-side').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** One action of the table, `runs` times: select on the map, pick the variant, then the timed click; undo timed. */
async function tableAction(
  page: Page,
  select: () => Promise<void>,
  shown: () => Promise<unknown>,
  undone: () => Promise<unknown>,
): Promise<{ act: number; undo: number }> {
  const acts: number[] = [];
  const undos: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await loadNines(page);
    await select();
    acts.push(await timedClick(page, page.getByTestId('heist-side').getByTestId('do-action'), shown));
    undos.push(await timedUndo(page, undone));
  }
  // Done for good, to go on to the next action.
  await loadNines(page);
  await select();
  await page.getByTestId('heist-side').getByTestId('do-action').click();
  await shown();
  const side = page.getByTestId('heist-side');
  await side.getByRole('button', { name: 'End round', exact: true }).click();
  return { act: median(acts), undo: median(undos) };
}

async function heistActions(
  page: Page,
): Promise<{ move: number; bypass: number; drop: number; undo: number }> {
  const map = page.getByTestId('heist-map');
  const side = page.getByTestId('heist-side');
  /** The map's words (its summary: "Dock: Brannigan Bench: Unaware, Vex Bench: Concealed; …") put Vex here. */
  const vexIn = (place: string) =>
    page
      .waitForFunction(
        (where) =>
          (
            document
              .querySelector('[data-testid="heist-map"] svg[aria-label^="Map of"]')
              ?.getAttribute('aria-label') ?? ''
          )
            .split(/[.;] /)
            .some((part) => part.startsWith(`${where}: `) && part.includes('Vex Bench')),
        place,
      )
      .catch(async (error: unknown) => {
        console.error(await map.locator('svg[aria-label^="Map of"]').getAttribute('aria-label'));
        throw error;
      });
  const variant = (text: string | RegExp) =>
    side.getByTestId('map-variant').filter({ hasText: text }).first();
  const inZone = (zone: string) =>
    map.getByRole('button', { name: new RegExp(`^${zone}( Awareness \\d+)?: zone`) });
  const move = await tableAction(
    page,
    async () => {
      await inZone('Dock').click();
      await variant('Sneak to Dock').click();
    },
    () => vexIn('Dock'),
    () => vexIn('Outside'),
  );
  const barrier = map.getByRole('button', { name: /^Barrier Dock — Office/ });
  const bypass = await tableAction(
    page,
    async () => {
      await barrier.click();
      await variant(/^Lock 10 with Lockpicking, unseen/).click();
    },
    () => map.getByRole('button', { name: 'Barrier Dock — Office: open' }).waitFor(),
    () => map.getByRole('button', { name: 'Barrier Dock — Office: Lock 10' }).waitFor(),
  );
  const guard = map.getByRole('button', { name: /^Guard Brannigan Bench,/ });
  const drop = await tableAction(
    page,
    async () => {
      await guard.click();
      await variant(/^Subdue Brannigan Bench/).click();
    },
    () => map.getByRole('button', { name: /^Guard Brannigan Bench, Unconscious/ }).waitFor(),
    () => map.getByRole('button', { name: /^Guard Brannigan Bench, Unaware/ }).waitFor(),
  );
  return {
    move: move.act,
    bypass: bypass.act,
    drop: drop.act,
    undo: median([move.undo, bypass.undo, drop.undo]),
  };
}

/** The example fight: Mr. A's shot at the first target, from the click on Resolve to its dice shown. */
async function shot(page: Page): Promise<{ shot: number; undo: number }> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption({ label: 'HEIST skirmish' });
  await page.getByLabel('Fight name').fill('Bench lobby');
  await page.getByTestId('load-examples').click();
  await page.getByTestId('first-side').selectOption({ index: 1 });
  await page.getByTestId('start-fight').click();
  const fight = page.getByTestId('fight-board');
  await fight
    .getByTestId('fight-model')
    .filter({ hasText: 'Mr. A' })
    .getByRole('button', { name: 'Mr. A', exact: true })
    .click();
  const actions = fight.getByTestId('model-actions');
  await actions
    .getByRole('group', { name: 'Actions of Mr. A' })
    .getByRole('button', { name: 'Shoot', exact: true })
    .click();
  await actions.getByTestId('order-send').click();
  const resolve = fight.getByTestId('reaction-window').getByTestId('resolve-reactions');
  const result = fight
    .getByTestId('board-result')
    .getByTestId('heist-roll')
    .filter({ hasText: 'Shooting at' });
  const shots: number[] = [];
  const undos: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await loadNines(page);
    shots.push(await timedClick(page, resolve, () => result.first().waitFor()));
    undos.push(await timedUndo(page, () => resolve.waitFor()));
  }
  return { shot: median(shots), undo: median(undos) };
}

/** The figures of one campaign size: the table's actions, the shot and the undos, medians of `runs`. */
export async function benchTable(url: string, entries: number): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'heistbox-bench-table-'));
  const { context, page } = await openApp(profile);
  try {
    await context.addInitScript(loadedDice);
    await page.setViewportSize({ width: 1366, height: 768 });
    const { entries: log } = simulateCampaign({ entries, seed: 11, name: `Table ${entries}` });
    await importThroughUi(page, url, `Table ${entries}`, log);
    await closeRunningScenes(page);
    await setUpHeist(page);
    const table = await heistActions(page);
    const fight = await shot(page);
    return [
      entries.toLocaleString('en'),
      formatDuration(table.move),
      formatDuration(table.bypass),
      formatDuration(table.drop),
      formatDuration(fight.shot),
      formatDuration(median([table.undo, fight.undo])),
    ];
  } catch (error) {
    if (process.env.HEISTBOX_BENCH_DEBUG)
      await page.screenshot({ path: 'bench-table-failed.png', fullPage: true });
    throw error;
  } finally {
    await context.close();
    // Chromium may still be writing its profile as it closes: retry the removal a little.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
