import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the built renderer (`vite preview` of dist/renderer) in Chromium: Debian's when it is
 * installed (this machine, CI), Playwright's own elsewhere. See tests/e2e/fixtures.ts.
 */
/** The preview's port: 4173, or `HEISTBOX_E2E_PORT` to run two checkouts' tests side by side. */
const port = Number(process.env.HEISTBOX_E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test has its own browser context (tests/e2e/fixtures.ts): the tests of one file share nothing, so they
  // spread over both workers and the suite ends when the last test does, not the longest file.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}/`,
    trace: 'off',
  },
  webServer: {
    command: `npx vite preview --config vite.config.ts --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
