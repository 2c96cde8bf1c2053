/**
 * How long the window does not answer while a GM imports a campaign through the Campaigns dashboard of the
 * built app in Chromium: a 100,000-entry campaign (goal: under 100 ms), and a gzip bomb of 1 GB of newlines.
 * A heartbeat in the page (a `setTimeout(0)` loop) records the largest gap between its beats from the click on
 * "Import campaign file…": while the import's progress shows, and until the campaign is open (or the file
 * refused); a 'longtask' observer records the longest task. Measured with the file worker, with the page doing
 * the work itself (no `Worker`: the fallback), and on an idle page (what the machine alone costs). Figures only.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { newlineBomb } from '../tests/helpers/gzip-bomb.ts';
import { buildRenderer, openApp, withPreview } from './browser.ts';
import { campaignFile, campaignName } from './campaign-file.ts';
import { formatDuration, printTable } from './measure.ts';

/** 100,000 entries: the size the issue asks the window to answer through. */
export const importEntries = 100_000;

interface Heartbeat {
  /** The largest gap between two beats while the import's progress showed, in ms. */
  readonly importing: number;
  /** The largest gap between two beats from the click to the end, in ms: the longest the window did not answer. */
  readonly gap: number;
  /** The longest task the page ran ('longtask' entries, 50 ms and more), 0 when none. */
  readonly longestTask: number;
  /** From the click to the end, in ms. */
  readonly total: number;
}

// Strings, not functions: tsx would wrap a function's inner functions in a helper the page lacks.
const startHeartbeat = `(() => {
  const now = performance.now();
  const beat = { importing: 0, gap: 0, last: now, longestTask: 0, start: now, stopped: false };
  const tick = () => {
    const now = performance.now();
    const gap = now - beat.last;
    beat.gap = Math.max(beat.gap, gap);
    if (document.querySelector('[data-testid="file-progress"]')) beat.importing = Math.max(beat.importing, gap);
    beat.last = now;
    if (!beat.stopped) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  beat.observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) beat.longestTask = Math.max(beat.longestTask, entry.duration);
  });
  beat.observer.observe({ type: 'longtask' });
  window.__heartbeat = beat;
})()`;

const stopHeartbeat = `(() => {
  const beat = window.__heartbeat;
  beat.stopped = true;
  for (const entry of beat.observer.takeRecords()) beat.longestTask = Math.max(beat.longestTask, entry.duration);
  beat.observer.disconnect();
  const { importing, gap, longestTask } = beat;
  return { importing, gap, longestTask, total: performance.now() - beat.start };
})()`;

/**
 * Imports the file at `path` through the dashboard under a heartbeat; done when `finished` shows. The file is
 * given by its path, as a GM picks it: given as a buffer, Playwright would decode it in the page and stall it.
 */
async function importUnderHeartbeat(
  page: Page,
  url: string,
  path: string,
  finished: (page: Page) => Promise<void>,
): Promise<Heartbeat> {
  await page.goto(url);
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await page.getByRole('heading', { name: 'Files and backups' }).waitFor();
  await page.evaluate(startHeartbeat);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import campaign file…' }).click();
  await (await chooser).setFiles(path);
  await finished(page);
  return (await page.evaluate(stopHeartbeat)) as Heartbeat;
}

/** One import in a fresh profile, with the file worker or (`inPage`) without any `Worker`. */
async function measureImport(
  url: string,
  buffer: Buffer,
  finished: (page: Page) => Promise<void>,
  inPage: boolean,
): Promise<Heartbeat> {
  const folder = mkdtempSync(join(tmpdir(), 'heistbox-bench-'));
  const path = join(folder, 'bench.heistbox');
  writeFileSync(path, buffer);
  const { context, page } = await openApp(join(folder, 'profile'));
  try {
    if (inPage) await context.addInitScript('delete window.Worker;');
    return await importUnderHeartbeat(page, url, path, finished);
  } finally {
    await context.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The heartbeat on an idle page for `ms`: how late this machine alone makes a beat. */
async function measureIdle(url: string, ms: number): Promise<Heartbeat> {
  const folder = mkdtempSync(join(tmpdir(), 'heistbox-bench-'));
  const { context, page } = await openApp(folder);
  try {
    await page.goto(url);
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.evaluate(startHeartbeat);
    await page.waitForTimeout(ms);
    return (await page.evaluate(stopHeartbeat)) as Heartbeat;
  } finally {
    await context.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Measures and prints the table; the renderer must be built and served at `url`. */
export async function benchImportResponsiveness(url: string): Promise<void> {
  const file = Buffer.from(campaignFile(importEntries));
  const bomb = Buffer.from(await newlineBomb());
  const opened = async (page: Page) =>
    page.getByText(`Campaign: ${campaignName(importEntries)}`).waitFor({ timeout: 900_000 });
  const refused = async (page: Page) => page.getByTestId('import-error').waitFor({ timeout: 300_000 });
  const row = (what: string, size: string, runsIn: string, beat: Heartbeat, importing = true) => [
    what,
    size,
    runsIn,
    formatDuration(beat.total),
    importing ? formatDuration(beat.importing) : '—',
    formatDuration(beat.gap),
    beat.longestTask === 0 ? 'none ≥ 50 ms' : formatDuration(beat.longestTask),
  ];
  const rows: string[][] = [];
  for (const [what, buffer, finished] of [
    [`${importEntries.toLocaleString('en')}-entry campaign`, file, opened],
    ['gzip bomb (1 GB of newlines)', bomb, refused],
  ] as const) {
    for (const inPage of [false, true]) {
      const size = `${(buffer.length / 1024 / 1024).toFixed(1)} MB`;
      const beat = await measureImport(url, buffer, finished, inPage);
      rows.push(row(what, size, inPage ? 'the page (no Worker)' : 'the file worker', beat));
    }
  }
  rows.push(row('nothing: an idle page', '—', '—', await measureIdle(url, 20_000), false));
  printTable(
    'Import through the UI (Chromium): the longest the window does not answer, as the largest gap between beats\n' +
      'of a setTimeout(0) heartbeat in the page, while the import\'s progress shows and from the click on "Import\n' +
      'campaign file…" until the campaign is open or the file refused (goal for 100,000 entries: under 100 ms);\n' +
      "the longest task from a PerformanceObserver. An idle page's row is what this machine's load alone costs",
    [
      'file',
      'size',
      'runs in',
      'click to done',
      'longest gap importing',
      'longest gap to done',
      'longest task',
    ],
    rows,
  );
}

/**
 * For `npm run bench`: builds the renderer, serves it and prints the table; says so instead when no Chromium
 * can be launched here.
 */
export async function benchImportThroughUi(port = 4181): Promise<void> {
  try {
    await buildRenderer();
    await withPreview(port, '\nImport responsiveness through the UI', () =>
      benchImportResponsiveness(`http://localhost:${port}/`),
    );
  } catch (error) {
    console.log(
      `\nImport responsiveness through the UI: not measured (${error instanceof Error ? error.message : String(error)}).` +
        ' Run `npm run bench:ui` where Chromium runs.',
    );
  }
}
