import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { campaignFileText } from '../core/index.ts';
import type { LogEntry } from '../core/index.ts';

/**
 * What the benchmarks that drive the built renderer share: Debian's Chromium with this machine's flags, a
 * `vite preview` on a port of their own, and a campaign imported through the Campaigns dashboard.
 */

export const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The app in a persistent browser profile (reopening the profile is restarting the app). */
export async function openApp(profile: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    ...(executablePath ? { executablePath } : {}),
    args,
    headless: true,
    viewport: { width: 1400, height: 1000 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** Builds the renderer into dist/renderer (`npm run build:renderer`), as the UI benchmarks measure it. */
export async function buildRenderer(): Promise<void> {
  const build = spawn('npx', ['vite', 'build', '--config', 'vite.config.ts'], { stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve, reject) => {
    build.on('error', reject);
    build.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`the renderer's build failed (exit code ${code})`);
}

/** Serves the built renderer on `port` while `task` runs, printing `title` with the browser used. */
export async function withPreview(port: number, title: string, task: () => Promise<void>): Promise<void> {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--config', 'vite.config.ts', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true }, // a group of its own: npx runs vite as a child
  );
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const up = await fetch(`http://localhost:${port}/`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `${title} — Chromium${executablePath ? ` (${executablePath})` : ''}, ${new Date().toISOString()}`,
    );
    await task();
  } finally {
    if (server.pid !== undefined) process.kill(-server.pid); // npx and the vite it started
  }
}

/** Imports a campaign of `log` named `name` through the Campaigns dashboard and waits until it is open. */
export async function importThroughUi(
  page: Page,
  url: string,
  name: string,
  log: readonly LogEntry[],
): Promise<void> {
  await page.goto(url);
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import campaign file…' }).click();
  const buffer = gzipSync(campaignFileText(name, 0, log, 1));
  await (await chooser).setFiles({ name: 'bench.heistbox', mimeType: 'application/gzip', buffer });
  await page.getByText(`Campaign: ${name}`).waitFor({ timeout: 300_000 });
}
