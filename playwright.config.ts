import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './scripts/lib/browser.ts';

/** The e2e build: the site composed with its test-only blocks and pages (tests/fixtures), served like production on this port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4174);
/** Test webhook and Supabase stand-ins (real HTTP servers the form and error-log tests start). */
export const WEBHOOK_PORT = E2E_PORT + 16;
export const SUPABASE_PORT = E2E_PORT + 17;
export const SUPABASE_ANON_KEY = 'e2e-anon-key';

export default defineConfig({
  testDir: 'tests/e2e',
  // The webhook and Supabase stand-ins, shared by every test (each sees its own requests only).
  globalSetup: './tests/support/e2eGlobalSetup.ts',
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
    env: {
      SITE_ENTRY: 'tests/fixtures',
      SITE_DIST: 'dist-e2e',
      PORT: String(E2E_PORT),
      INBOX_DIR: 'test-results/inbox',
      VITE_SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
      VITE_CONTACT_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/contact`,
      VITE_NEWSLETTER_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/newsletter`,
      VITE_SUPABASE_URL: `http://127.0.0.1:${SUPABASE_PORT}`,
      VITE_SUPABASE_ANON_KEY: SUPABASE_ANON_KEY,
      // A hanging webhook is given up on after 3 s in the tests (15 s in production).
      VITE_FORM_TIMEOUT_MS: '3000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
