/**
 * `npm run bench:ui`: the campaign store as a GM feels it, through the built app in Chromium, for campaigns of
 * 10 and 10,000 log entries: reopening the app until the roll log shows, a dice-tray roll from click to result,
 * and an undo from click to done; what strict write durability costs per transaction; the longest the window
 * does not answer during a 100,000-entry import (bench/ui-import.ts); and, at 10 and 100,000 entries, a move, a
 * bypass, a Drop, a shot and an undo from click to result (bench/ui-table.ts); and the Timeline dashboard's opening,
 * scrolling, filtering and rewind preview at 10 and 100,000 entries (bench/ui-timeline.ts). Figures only; name sections to run
 * only those (`npm run bench:ui -- table`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { simulateCampaign } from '../tests/helpers/campaign-gen.ts';
import { importThroughUi, openApp, withPreview } from './browser.ts';
import { formatDuration, printTable } from './measure.ts';
import { benchImportResponsiveness } from './ui-import.ts';
import { benchTable } from './ui-table.ts';
import { benchTimelineUi } from './ui-timeline.ts';

const port = 4179;
const url = `http://localhost:${port}/`;
const runs = 5;

async function time(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function importCampaign(page: Page, entries: number): Promise<void> {
  const { entries: log } = simulateCampaign({ entries, seed: 7, name: `Bench ${entries}` });
  await importThroughUi(page, url, `Bench ${entries}`, log);
}

async function roll(page: Page): Promise<void> {
  const before = await page
    .getByTestId('latest-roll')
    .getAttribute('data-roll-id')
    .catch(() => null);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.waitForFunction(
    (previous) =>
      document.querySelector('[data-testid="latest-roll"]')?.getAttribute('data-roll-id') !== previous,
    before,
  );
}

/** Undoes the newest roll: done when the dice tray's latest roll is the one before it. */
async function undo(page: Page): Promise<void> {
  const before = await page.getByTestId('latest-roll').getAttribute('data-roll-id');
  await page.getByRole('banner').getByRole('button', { name: /^Undo/ }).click();
  await page.waitForFunction(
    (previous) =>
      document.querySelector('[data-testid="latest-roll"]')?.getAttribute('data-roll-id') !== previous,
    before,
  );
}

async function benchSize(entries: number): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'heistbox-bench-'));
  try {
    let { context, page } = await openApp(profile);
    await importCampaign(page, entries);
    await context.close();
    const reopen: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      ({ context, page } = await openApp(profile));
      reopen.push(
        await time(async () => {
          await page.goto(url);
          await page.getByRole('tab', { name: 'Roll log' }).click();
          // The roll log has drawn: its newest row, or its empty message (a short campaign may have no roll yet).
          await page.getByTestId('roll-row').first().or(page.getByText('No rolls to show.')).waitFor();
        }),
      );
      if (run < runs - 1) await context.close();
    }
    await page.getByRole('tab', { name: 'Dice tray' }).click();
    await page.getByLabel('Character').selectOption({ index: 1 });
    await roll(page); // warm up
    const rolls: number[] = [];
    for (let run = 0; run < runs; run += 1) rolls.push(await time(() => roll(page)));
    const undos: number[] = [];
    for (let run = 0; run < runs; run += 1) undos.push(await time(() => undo(page)));
    await context.close();
    return [
      entries.toLocaleString('en'),
      formatDuration(median(reopen)),
      formatDuration(median(rolls)),
      formatDuration(median(undos)),
    ];
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Raw IndexedDB: a small write transaction with each durability hint, as the store writes a head per command. */
async function benchDurability(): Promise<string[][]> {
  const profile = mkdtempSync(join(tmpdir(), 'heistbox-bench-'));
  const { context, page } = await openApp(profile);
  try {
    await page.goto(url);
    // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
    const figures = (await page.evaluate(durabilityScript)) as Record<string, number>;
    return Object.entries(figures).map(([hint, ms]) => [hint, formatDuration(ms)]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const durabilityScript = `(async () => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('durability-bench', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('heads');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const head = { state: 'x'.repeat(50000), seq: 0 };
  const measure = async (durability) => {
    const start = performance.now();
    for (let n = 0; n < 100; n += 1) {
      await new Promise((resolve, reject) => {
        const tx = db.transaction('heads', 'readwrite', { durability });
        tx.objectStore('heads').put({ ...head, seq: n }, 'campaign');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    }
    return (performance.now() - start) / 100;
  };
  await measure('relaxed');
  return { relaxed: await measure('relaxed'), strict: await measure('strict'), default: await measure('default') };
})()`;

/** Sections to run: all, or those named (`npm run bench:ui -- table`): store, durability, import, table, timeline. */
const named = process.argv.slice(2);
const wanted = (section: string) => named.length === 0 || named.includes(section);

async function main(): Promise<void> {
  await withPreview(port, 'Heistbox UI benchmarks', async () => {
    if (wanted('store')) {
      const rows = [await benchSize(10), await benchSize(10_000)];
      printTable(
        `Through the UI, medians of ${runs}: reopen = start the app until the roll log shows; roll = click to result; undo = click to done`,
        ['entries', 'reopen', 'dice-tray roll', 'undo'],
        rows,
      );
    }
    if (wanted('durability'))
      printTable(
        'One IndexedDB write of a 50 KB head, by durability hint (the store asks for strict)',
        ['durability', 'per write'],
        await benchDurability(),
      );
    if (wanted('import')) await benchImportResponsiveness(url);
    if (wanted('table')) {
      const rows = [await benchTable(url, 10), await benchTable(url, 100_000)];
      printTable(
        'The Heist table and a HEIST fight at 1366×768, medians of 5, timed in the page: from the click event to the DOM showing its result (goal: under 100 ms, the same at both sizes)',
        ['entries', 'move', 'bypass', 'Drop', 'shot', 'undo'],
        rows,
      );
    }
    if (wanted('timeline')) {
      const rows = [await benchTimelineUi(url, 10), await benchTimelineUi(url, 100_000)];
      printTable(
        `The Timeline dashboard, medians of 5, click or scroll to rows drawn: open = the tab until its newest row; middle and oldest = a scroll there; rolls = the kind filter; rewind = Rewind to here on the oldest entry until the preview shows`,
        ['entries', 'open', 'scroll to middle', 'scroll to oldest', 'rolls filter', 'rewind preview'],
        rows,
      );
    }
  });
}

await main();
