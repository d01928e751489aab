import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './scripts/lib/browser.ts';

/** The e2e build: production content plus test fixtures, served like production on this port. */
export const E2E_PORT = 4174;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: systemChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'tsx scripts/build.ts && tsx scripts/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { SITE_FIXTURES: '1', SITE_DIST: 'dist-e2e', PORT: String(E2E_PORT), INBOX_DIR: 'test-results/inbox' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
