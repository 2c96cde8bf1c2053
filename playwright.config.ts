import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the built renderer (`vite preview` of dist/renderer) in Chromium: Debian's when it is
 * installed (this machine, CI), Playwright's own elsewhere. See tests/e2e/fixtures.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://localhost:4173/',
    trace: 'off',
  },
  webServer: {
    command: 'npx vite preview --config vite.config.ts --port 4173 --strictPort',
    url: 'http://localhost:4173/',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
