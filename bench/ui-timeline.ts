/**
 * Part of `npm run bench:ui`: the Timeline dashboard as a GM feels it (issue 22), in the built app in Chromium, for
 * campaigns of 10 and 100,000 log entries: opening the tab until its newest row shows, a scroll to the middle of
 * the log and one to its very first entry until their rows show, a filter (the rolls only) until its rows show,
 * and Rewind to here on the oldest entry until the preview's banner shows. Medians of `runs`; figures only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { simulateCampaign } from '../tests/helpers/campaign-gen.ts';
import { importThroughUi, openApp } from './browser.ts';
import { formatDuration } from './measure.ts';

const runs = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

/** Scrolls the timeline's list to `share` (0 = the newest entry, 1 = the oldest) and waits for a row drawn in view. */
async function scrollTo(page: Page, share: number): Promise<void> {
  await page.getByTestId('timeline-list').evaluate((list, at) => {
    list.scrollTop = Math.max(0, (list.scrollHeight - list.clientHeight) * at);
  }, share);
  await page.waitForFunction(() => {
    const list = document.querySelector('[data-testid="timeline-list"]');
    if (!list) return false;
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('[data-testid="timeline-row"]')].some((row) => {
      const r = row.getBoundingClientRect();
      return r.bottom > box.top + 40 && r.top < box.bottom;
    });
  });
}

export async function benchTimelineUi(url: string, entries: number): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'heistbox-bench-'));
  let { context, page } = await openApp(profile);
  try {
    const { entries: log } = simulateCampaign({ entries, seed: 7, name: `Timeline ${entries}` });
    await importThroughUi(page, url, `Timeline ${entries}`, log);
    const open: number[] = [];
    const middle: number[] = [];
    const oldest: number[] = [];
    const filter: number[] = [];
    const rewind: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await context.close();
      ({ context, page } = await openApp(profile));
      await page.goto(url);
      await page.getByText(`Campaign: Timeline ${entries}`).waitFor();
      open.push(
        await time(async () => {
          await page.getByRole('tab', { name: 'Timeline' }).click();
          await page.getByTestId('timeline-row').first().waitFor();
        }),
      );
      middle.push(await time(() => scrollTo(page, 0.5)));
      oldest.push(await time(() => scrollTo(page, 1)));
      rewind.push(
        await time(async () => {
          await page.getByTestId('timeline-row').last().getByTestId('rewind-here').click();
          await page.getByTestId('preview-banner').waitFor();
        }),
      );
      await page.getByTestId('preview-back').click();
      await page.getByTestId('timeline-kind').selectOption('');
      filter.push(
        await time(async () => {
          await page.getByTestId('timeline-kind').selectOption('rolls');
          // Its newest roll, or its empty message (a short campaign may have no roll yet).
          await page.getByTestId('timeline-row').first().or(page.getByText('No entries to show.')).waitFor();
        }),
      );
    }
    return [
      entries.toLocaleString('en'),
      formatDuration(median(open)),
      formatDuration(median(middle)),
      formatDuration(median(oldest)),
      formatDuration(median(filter)),
      formatDuration(median(rewind)),
    ];
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
