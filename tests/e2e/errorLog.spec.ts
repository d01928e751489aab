import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/site/paths';
import { SUPABASE_ANON_KEY, SUPABASE_PORT } from '../../playwright.config';
import type { SentPost } from '../support/formPage';
import { markerRequest } from '../support/pageWaits';
import type { RecordingClient } from '../support/recordingClient';
import { test, expect } from './formsTest';
import { waitForHydration } from './test';

// Errors in the browser written to error_logs through supabase-js, against the Supabase stand-in
// (each test has it to itself: formsTest.ts), within a page view's allowance, and never throwing.

/** The error_logs rows this test's page inserted, as the Supabase stand-in received them. */
const rowsOf = (supabase: RecordingClient) => async () =>
  (await supabase.posts('/rest/v1/error_logs')).map((r) => r.body as Record<string, string>);

/** The inserts this test's page sent to the Supabase stand-in, as the browser sent them. */
const inserts = (sent: SentPost[]) => sent.filter((post) => post.port === SUPABASE_PORT && post.path === '/rest/v1/error_logs');

test.describe('error log', () => {
  test('an uncaught error is written with the supabase-js request', async ({ page, supabase }) => {
    const rows = rowsOf(supabase);
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('Thrown on purpose by the test');
      }),
    );
    await expect.poll(async () => (await rows()).length).toBe(1);
    const [request] = await supabase.posts('/rest/v1/error_logs');
    expect(request!.headers.apikey).toBe(SUPABASE_ANON_KEY);
    expect(request!.headers.authorization).toBe(`Bearer ${SUPABASE_ANON_KEY}`);
    const row = (await rows())[0]!;
    // No "timestamp": the table takes the time from the database, and refuses one from anon.
    expect(Object.keys(row).sort()).toEqual(['context', 'error_message', 'error_stack', 'url', 'user_agent']);
    expect(row).toMatchObject({
      context: 'Global Error',
      error_message: 'Thrown on purpose by the test',
      url: expect.stringMatching(/\/about$/),
    });
    expect(row.error_stack).toContain('Thrown on purpose');
    expect(row.user_agent).toContain('Chrome');
  });

  test('an error thrown at DOMContentLoaded, before the application starts, is written', async ({ page, supabase }) => {
    const rows = rowsOf(supabase);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        throw new Error('Thrown at DOMContentLoaded by the test');
      });
    });
    await page.goto('/about');
    await expect.poll(async () => (await rows()).map((r) => r.error_message)).toContain('Thrown at DOMContentLoaded by the test');
    expect((await rows()).find((r) => r.error_message === 'Thrown at DOMContentLoaded by the test')!.context).toBe('Global Error');
  });

  test('an error event without an error object logs nothing of the page address’s query or fragment', async ({ page, supabase }) => {
    const rows = rowsOf(supabase);
    // A ResizeObserver loop: the browser reports it as a message with no error object, before the
    // application starts, so the inline loader is the one that keeps it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const box = document.body.appendChild(document.createElement('div'));
        new ResizeObserver(() => {
          box.style.height = `${box.offsetHeight + 1}px`;
        }).observe(box);
      });
    });
    await page.goto('/about?email=visitor%40example.test&reset_token=SECRET123#access_token=XYZ');
    await expect.poll(async () => (await rows()).map((r) => r.error_message)).toContainEqual(expect.stringMatching(/ResizeObserver loop/));
    const row = (await rows()).find((r) => /ResizeObserver loop/.test(r.error_message ?? ''))!;
    expect(row.url).toMatch(/\/about$/);
    expect(JSON.stringify(row)).not.toMatch(/visitor|example\.test|SECRET123|access_token|XYZ/);
  });

  test('an unhandled rejection is written', async ({ page, supabase }) => {
    const rows = rowsOf(supabase);
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('Rejected on purpose by the test'));
    });
    await expect.poll(async () => (await rows()).length).toBe(1);
    expect((await rows())[0]).toMatchObject({ context: 'Unhandled Promise Rejection', error_message: 'Rejected on purpose by the test' });
  });

  test('a failing block and a page that cannot be loaded write their errors', async ({ page, supabase }) => {
    const rows = rowsOf(supabase);
    await page.goto('/fixtures/throwing-block');
    await waitForHydration(page);
    // Its island hydrates on its own once the page is idle, and fails.
    await expect.poll(async () => (await rows()).length).toBe(1); // the failing block itself
    expect((await rows())[0]).toMatchObject({ context: 'Block: test-throw #1', error_message: 'Fixture block failed on purpose' });
    await page.route(/\/fixtures\/home-alias$/, (route) => route.abort('connectionreset'));
    await page.getByRole('link', { name: 'Open the home page again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect.poll(async () => (await rows()).map((r) => r.context)).toContain('Navigation');
    expect((await rows()).find((r) => r.context === 'Navigation')!.error_message).toBe('Failed to fetch');
  });

  test('a page view writes at most five rows, however many errors there are', async ({ page, supabase, sent }) => {
    const rows = rowsOf(supabase);
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => {
      const count = window as unknown as { thrown: number };
      count.thrown = 0;
      for (let i = 0; i < 12; i++)
        setTimeout(() => {
          count.thrown++;
          throw new Error(`Loop error ${i}`);
        }, i * 10);
    });
    // Every error has been thrown, and so counted against the allowance (as it is thrown)…
    await page.waitForFunction(() => (window as unknown as { thrown: number }).thrown === 12);
    // …and the rows written, once the logger loaded: a sixth would have been sent with the five.
    await expect.poll(async () => (await rows()).length).toBe(5);
    await markerRequest(page);
    expect(inserts(sent)).toHaveLength(5);
    expect(await rows()).toHaveLength(5);
  });

  test('when supabase-js cannot be fetched, the error only reaches the console and the page keeps working', async ({ page, supabase }) => {
    const rows = rowsOf(supabase);
    // The chunk that carries supabase-js (its client header is a marker of it).
    const assets = path.join(ROOT, 'dist-e2e/assets');
    const chunk = fs
      .readdirSync(assets)
      .find((file) => file.endsWith('.js') && fs.readFileSync(path.join(assets, file), 'utf8').includes('X-Client-Info'));
    expect(chunk).toBeTruthy();
    await page.route(`**/assets/${chunk}`, (route) => route.abort('internetdisconnected'));
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('No logger today');
      }),
    );
    await expect.poll(() => messages.some((m) => m.startsWith('Failed to write to the error log'))).toBe(true);
    expect(await rows()).toHaveLength(0);
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Insights', exact: true }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a failed write only reaches the console', async ({ page, supabase, sent }) => {
    const rows = rowsOf(supabase);
    await supabase.answer({ kind: 'status', status: 500 });
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('Unlucky');
      }),
    );
    await expect.poll(() => messages.some((m) => m.startsWith('Failed to write to the error log'))).toBe(true);
    // A later error's insert: a row about the failed write, had one been sent, would have gone before it.
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('A later error');
      }),
    );
    const written = () => inserts(sent).map((post) => (post.body as Record<string, string>).error_message);
    await expect.poll(written).toContain('A later error');
    expect(written()).toEqual(['Unlucky', 'A later error']);
    await expect.poll(async () => (await rows()).map((row) => row.error_message)).toEqual(['Unlucky', 'A later error']);
  });
});
