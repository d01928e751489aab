import { randomUUID } from 'node:crypto';
import { devices } from '@playwright/test';
import { SUPABASE_PORT, WEBHOOK_PORT } from '../../playwright.config';
import { RecordingClient } from '../support/recordingClient';
import { tenantUserAgent } from '../support/recordingServer';
import { watchPosts, type SentPost } from '../support/formPage';
import { test as base } from './test';

export { expect } from './test';

interface FormFixtures {
  /** This test's name on the recording servers (its browser sends it in the user agent). */
  tenant: string;
  /** The contact and newsletter webhooks' stand-in: what this test's page posted, and how it answers. */
  webhook: RecordingClient;
  /** The Supabase data API's stand-in (error_logs inserts at /rest/v1/error_logs). */
  supabase: RecordingClient;
  /** Every POST this test's page sent, as the browser sent it. */
  sent: SentPost[];
}

/**
 * The form and error-log specs' test: each test gets the shared webhook and Supabase stand-ins
 * (e2eGlobalSetup.ts) to itself, so these specs run in parallel like the others.
 */
export const test = base.extend<FormFixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  tenant: async ({}, use) => use(randomUUID()),
  userAgent: async ({ tenant }, use) => use(tenantUserAgent(devices['Desktop Chrome'].userAgent, tenant)),
  webhook: async ({ tenant }, use) => {
    const webhook = new RecordingClient(WEBHOOK_PORT, tenant);
    await use(webhook);
    await webhook.forget();
  },
  supabase: async ({ tenant }, use) => {
    const supabase = new RecordingClient(SUPABASE_PORT, tenant);
    await use(supabase);
    await supabase.forget();
  },
  sent: async ({ page }, use) => use(watchPosts(page)),
});
