import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './scripts/lib/processes/browser.ts';

/** The e2e build: the site composed with its test-only blocks and pages (tests/fixtures), served like production on this port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4174);
/**
 * Ports that fetch refuses to connect to ("bad ports" of the Fetch standard, which Node's fetch and
 * Chromium enforce): a test server there could be started but never reached.
 */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
function reachablePort(port: number): number {
  if (BAD_PORTS.has(port)) throw new Error(`port ${port} is one fetch refuses (a "bad port"): choose another E2E_PORT`);
  return port;
}
/** Test webhook and Supabase stand-ins (real HTTP servers the form and error-log tests start). */
export const WEBHOOK_PORT = reachablePort(E2E_PORT + 18);
export const SUPABASE_PORT = reachablePort(E2E_PORT + 19);
reachablePort(E2E_PORT);
export const SUPABASE_ANON_KEY = 'e2e-anon-key';

export default defineConfig({
  testDir: 'tests/e2e',
  // The webhook and Supabase stand-ins, shared by every test (each sees its own requests only).
  globalSetup: './tests/support/e2eGlobalSetup.ts',
  fullyParallel: true,
  // Two, measured on this 2-core machine, quiet, 2026-12-02: the whole run took 10.3 min with two
  // workers and 11.6 min with three (Chromium, the preview server and the dev servers share the cores).
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // CI keeps only the log's tail: the failures are printed again there, with their errors.
  reporter: process.env.CI ? [['line'], ['./tests/support/failuresAtEnd.ts']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: systemChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'tsx scripts/build/build.ts && tsx scripts/serve/serve.ts',
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
