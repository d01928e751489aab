import fs from 'node:fs';
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib/paths';
import { bootEntryOf, test, expect, waitForHydration } from './test';
import { RecordingServer } from '../support/recordingServer';
import { E2E_PORT, SUPABASE_ANON_KEY, SUPABASE_PORT, WEBHOOK_PORT } from '../../playwright.config';

// These tests own the webhook and Supabase ports, so they run one at a time.
test.describe.configure({ mode: 'serial' });

// Other test files may log errors to the Supabase port while these run; this run's browser marks
// its requests with a token in the user agent, and only those are counted.
const RUN = `e2e-run-${Math.random().toString(36).slice(2, 10)}`;
test.use({ userAgent: `${devices['Desktop Chrome'].userAgent} ${RUN}` });
const ours = <T extends { headers: Record<string, unknown> }>(requests: T[]): T[] =>
  requests.filter((r) => String(r.headers['user-agent'] ?? '').includes(RUN));

const webhook = new RecordingServer();
const supabase = new RecordingServer();

test.beforeAll(async () => {
  await webhook.listen(WEBHOOK_PORT);
  await supabase.listen(SUPABASE_PORT);
});
test.afterAll(async () => {
  await webhook.close();
  await supabase.close();
});
test.beforeEach(() => {
  webhook.requests.length = 0;
  supabase.requests.length = 0;
  webhook.behaviour = { kind: 'status', status: 200 };
  supabase.behaviour = { kind: 'status', status: 201 };
});

async function openContact(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
  return page.locator('form[data-form="contact"]');
}

const toast = (page: Page) => page.locator('[data-toast]');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function fillRequired(
  page: Page,
  name = 'Ada Lovelace',
  email = 'ada@example.com',
  message = 'Looking for management of a 120-unit property.',
) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Message').fill(message);
}

test.describe('contact form', () => {
  test('sends the trimmed values as JSON, with the defaults for empty optional fields', async ({ page }) => {
    const form = await openContact(page);
    await fillRequired(page, '  Ada Lovelace  ', ' ada@example.com', '  Looking for management of a 120-unit property.  ');
    const before = Date.now();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await expect(toast(page)).toContainText("We'll get back to you within 24 hours.");
    expect(webhook.requests.some((r) => r.method === 'OPTIONS' && r.path === '/contact')).toBe(true);
    const [post] = webhook.posts('/contact');
    expect(post!.headers['content-type']).toContain('application/json');
    const body = post!.body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual([
      'email',
      'inquiry_type',
      'message',
      'name',
      'phone',
      'property_address',
      'submission_id',
      'submitted_at',
    ]);
    expect(body.submission_id).toMatch(UUID);
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: 'Not provided',
      inquiry_type: 'General Inquiry',
      property_address: 'Not provided',
      message: 'Looking for management of a 120-unit property.',
    });
    expect(body.submitted_at).toMatch(ISO);
    expect(Date.parse(body.submitted_at!)).toBeGreaterThanOrEqual(before - 1000);
    // Success clears the form.
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('sends the optional fields when given', async ({ page }) => {
    const form = await openContact(page);
    await fillRequired(page);
    await page.getByLabel('Phone Number').fill('(918) 555-0199');
    await page.getByLabel('Inquiry Type').selectOption('Capital Markets');
    await page.getByLabel('Property Address').fill('500 S Main St, Tulsa, OK');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    expect(webhook.posts('/contact')[0]!.body).toMatchObject({
      phone: '(918) 555-0199',
      inquiry_type: 'Capital Markets',
      property_address: '500 S Main St, Tulsa, OK',
    });
  });

  test('offers the nine inquiry types', async ({ page }) => {
    await openContact(page);
    const options = await page.getByLabel('Inquiry Type').locator('option:not([value=""])').allTextContents();
    expect(options).toEqual([
      'Brokerage Services',
      'Management Services',
      'Technology Platform',
      'Investment Sales',
      'Leasing Services',
      'Capital Markets',
      'Valuations & Advisory',
      'SaaS Licensing',
      'General Inquiry',
    ]);
  });

  test('a blank required field shows the destructive toast and sends nothing', async ({ page }) => {
    const form = await openContact(page);
    await fillRequired(page, '   ');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Missing required fields');
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Please provide your name, email, and a message.');
    await expect(page.getByRole('alert').filter({ hasText: 'Missing required fields' })).toBeAttached();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(500);
    expect(ours(webhook.posts())).toHaveLength(0);
  });

  test('shows Sending... with a spinner and a disabled button while the answer is slow', async ({ page }) => {
    webhook.behaviour = { kind: 'status', status: 200, delayMs: 1500 };
    const form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const busy = form.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByRole('status')).toHaveText('Sending...');
    await expect(toast(page)).toContainText('Message Sent Successfully!', { timeout: 5000 });
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a 500 answer shows the webhook status and keeps what was typed', async ({ page }) => {
    webhook.behaviour = { kind: 'status', status: 500 };
    const form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Submission failed');
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Webhook 500 Internal Server Error');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Message')).toHaveValue('Looking for management of a 120-unit property.');
  });

  test('a reset connection shows the failure, keeps the values and logs the error', async ({ page }) => {
    webhook.behaviour = { kind: 'reset' };
    const form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Submission failed');
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Failed to fetch');
    await expect(page.getByLabel('Email Address')).toHaveValue('ada@example.com');
    await expect.poll(() => ours(supabase.posts('/rest/v1/error_logs')).length).toBe(1);
    expect(ours(supabase.posts('/rest/v1/error_logs'))[0]!.body).toMatchObject({
      context: 'Contact Form Submission',
      error_message: 'Failed to fetch',
    });
  });

  test('a webhook that never answers is abandoned after the time limit', async ({ page }) => {
    webhook.behaviour = { kind: 'hang' };
    const form = await openContact(page);
    await fillRequired(page);
    const started = Date.now();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Submission failed', { timeout: 8000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // It may have arrived: the visitor is told so, and that sending again is safe.
    await expect(page.locator('[data-toast="destructive"]')).toContainText('may have arrived');
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Sending it again is safe');
    // Sending the same content again carries the same submission id, so the receiver can drop it.
    webhook.behaviour = { kind: 'status', status: 200 };
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText('Message Sent Successfully!');
    const ids = ours(webhook.posts('/contact')).map((r) => (r.body as Record<string, string>).submission_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
  });

  test('a double submit sends one request', async ({ page }) => {
    webhook.behaviour = { kind: 'status', status: 200, delayMs: 800 };
    const form = await openContact(page);
    await fillRequired(page);
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await page.getByLabel('Message').press('Enter');
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await page.waitForTimeout(300);
    expect(ours(webhook.posts('/contact'))).toHaveLength(1);
  });

  test('what was typed survives a reload until it is sent', async ({ page }) => {
    const form = await openContact(page);
    await fillRequired(page);
    await page.getByLabel('Inquiry Type').selectOption('SaaS Licensing');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Inquiry Type')).toHaveValue('SaaS Licensing');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('a bot filling the hidden field gets a success and nothing is sent', async ({ page }) => {
    const form = await openContact(page);
    await fillRequired(page);
    await form.locator('input[name="company_website"]').evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await page.waitForTimeout(400);
    expect(ours(webhook.posts())).toHaveLength(0);
  });
});

test.describe('newsletter form', () => {
  async function openInsights(page: Page) {
    await page.goto('/insights');
    await waitForHydration(page);
    return page.locator('form[data-form="newsletter"]');
  }

  test('sends email, time and source; shows Subscribing... with the input locked; clears on success', async ({ page }) => {
    webhook.behaviour = { kind: 'status', status: 200, delayMs: 1200 };
    const form = await openInsights(page);
    await form.getByLabel('Email address').fill('investor@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(form.getByLabel('Email address')).toBeDisabled();
    await expect(toast(page)).toContainText('Successfully Subscribed!', { timeout: 5000 });
    await expect(toast(page)).toContainText('Check your email for a welcome message.');
    await expect(form.getByLabel('Email address')).toHaveValue('');
    const body = webhook.posts('/newsletter')[0]!.body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['email', 'source', 'submission_id', 'subscribed_at']);
    expect(body.submission_id).toMatch(UUID);
    expect(body.email).toBe('investor@example.com');
    expect(body.source).toBe('insights_page');
    expect(body.subscribed_at).toMatch(ISO);
  });

  test('any failure shows Error / Something went wrong', async ({ page }) => {
    webhook.behaviour = { kind: 'status', status: 502 };
    const form = await openInsights(page);
    await form.getByLabel('Email address').fill('investor@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Error');
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Something went wrong. Please try again.');
    await expect(form.getByLabel('Email address')).toHaveValue('investor@example.com');
  });

  test('an invalid email is caught by the browser check and not sent', async ({ page }) => {
    const form = await openInsights(page);
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(400);
    expect(ours(webhook.posts())).toHaveLength(0);
  });
});

/**
 * Holds the page's scripts until the test releases them: `boot` (the one script in the HTML) and
 * `app` (every other script: the application and its chunks), as a slow network would.
 */
async function holdScripts(page: Page, path: string, hold: { boot: boolean; app: boolean }) {
  const gate = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  const gates = { boot: gate(), app: gate() };
  // The boot script is the one the page's inline loader starts. (The document itself is not routed:
  // Chromium treats a routed document as public and would refuse its requests to the loopback
  // webhook stand-in.)
  const html = await (await page.request.get(path)).text();
  const bootSrc = bootEntryOf(html);
  expect(bootSrc).toBeTruthy();
  await page.route(
    (url) => url.port === String(E2E_PORT) && url.pathname.endsWith('.js'),
    async (route) => {
      const which = new URL(route.request().url()).pathname === bootSrc ? 'boot' : 'app';
      if (hold[which]) await gates[which].promise;
      await route.fallback();
    },
  );
  return {
    release: (which: 'boot' | 'app') => gates[which].resolve(),
  };
}

/** Every address the page requested, to prove nothing typed ended up in one. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

test.describe('before the page is interactive', () => {
  test('what is typed before hydration is exactly what is sent', async ({ page }) => {
    const gate = await holdScripts(page, '/contact', { boot: false, app: true });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await fillRequired(page, 'Grace Hopper', 'grace@example.com', 'Typed before the page was interactive.');
    await page.getByLabel('Phone Number').fill('918 555 0100');
    gate.release('app');
    await waitForHydration(page);
    // The form's state starts from the fields: the counter counts what is there.
    await expect(page.getByText(/^38 \/ [\d,]+ characters$/)).toBeVisible();
    await page.locator('form[data-form="contact"]').getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    const posts = ours(webhook.posts('/contact'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '918 555 0100',
      message: 'Typed before the page was interactive.',
    });
  });

  test('Send before hydration is held, then posted exactly once, and nothing typed reaches an address', async ({ page }) => {
    const urls = requestedUrls(page);
    const gate = await holdScripts(page, '/contact', { boot: false, app: true });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="contact"]');
    await fillRequired(page, 'Grace Hopper', 'grace.early@example.com', 'Sent before the scripts arrived.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form).toHaveAttribute('data-submit-queued', '');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await page.waitForTimeout(300);
    expect(ours(webhook.posts())).toHaveLength(0);
    gate.release('app');
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await page.waitForTimeout(300);
    const posts = ours(webhook.posts('/contact'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ name: 'Grace Hopper', email: 'grace.early@example.com' });
    expect(page.url()).toMatch(/\/contact$/);
    expect(urls.filter((url) => url.includes('grace') || url.includes('Hopper'))).toEqual([]);
  });

  test('Send while the form is hydrated but not yet ready is posted once, when it is ready', async ({ page }) => {
    // The toast host is held, so the form's code is running but the form is not ready to send.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/ToastHost-[^/]+\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    const form = await openContact(page);
    await fillRequired(page, 'Grace Hopper', 'grace.window@example.com', 'Sent while the form was getting ready.');
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-island]')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer'))),
        ),
      )
      .toBe(true);
    await expect(form).not.toHaveAttribute('data-form-ready', '');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form).toHaveAttribute('data-submit-queued', '');
    await page.waitForTimeout(300);
    expect(ours(webhook.posts())).toHaveLength(0);
    release();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await page.waitForTimeout(300);
    await expect(page.locator('[data-toast="destructive"]')).toHaveCount(0);
    expect(ours(webhook.posts('/contact'))).toHaveLength(1);
  });

  test('before the boot script has arrived, Enter and Send are held by the inline guard, never a native submit', async ({ page }) => {
    const urls = requestedUrls(page);
    const gate = await holdScripts(page, '/contact', { boot: true, app: true });
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('form[data-form="contact"]');
    await expect(form).toBeVisible();
    await fillRequired(page, 'Grace Hopper', 'grace.noscript@example.com', 'No script yet.');
    // The page's inline loader runs from the start, so the notice for visitors without JavaScript
    // never shows to this one (engine.spec checks it with JavaScript off).
    await expect(form.getByText('Sending this form needs JavaScript')).toBeHidden();
    // Its guard is there before the boot script: the button works, and what it sends is held.
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await page.getByLabel('Email Address').press('Enter');
    await expect(form).toHaveAttribute('data-submit-queued', '');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/contact$/);
    expect(ours(webhook.posts())).toHaveLength(0);
    gate.release('boot');
    gate.release('app');
    // Sent once, however many times it was pressed while held.
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await page.waitForTimeout(300);
    const posts = ours(webhook.posts('/contact'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ name: 'Grace Hopper', email: 'grace.noscript@example.com', message: 'No script yet.' });
    expect(urls.filter((url) => url.includes('grace'))).toEqual([]);
  });

  test('a send held before the boot script arrives, which then cannot be fetched, says so and keeps the values', async ({ page }) => {
    const html = await (await page.request.get('/contact')).text();
    const boot = bootEntryOf(html);
    expect(boot).toBeTruthy();
    let failing = true;
    await page.route('**/assets/*.js', (route) => (failing ? route.abort('internetdisconnected') : route.fallback()));
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="contact"]');
    await fillRequired(page, 'Grace Hopper', 'grace.offline@example.com', 'The boot script will not come.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'nothing was sent' })).toBeVisible();
    await expect(form).not.toHaveAttribute('data-submit-queued', '');
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByLabel('Message')).toHaveValue('The boot script will not come.');
    expect(ours(webhook.posts())).toHaveLength(0);
    // Back online: the next press fetches the scripts and sends it, once.
    failing = false;
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await expect(form.getByRole('alert').filter({ hasText: 'nothing was sent' })).toBeHidden();
    expect(ours(webhook.posts('/contact'))).toHaveLength(1);
  });

  test('the newsletter: Subscribe before hydration is held and posted once', async ({ page }) => {
    const urls = requestedUrls(page);
    const gate = await holdScripts(page, '/insights', { boot: false, app: true });
    await page.goto('/insights', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="newsletter"]');
    await form.getByLabel('Email address').fill('early.investor@example.com');
    await form.getByLabel('Email address').press('Enter');
    await expect(form).toHaveAttribute('data-submit-queued', '');
    gate.release('app');
    await expect(toast(page)).toContainText('Successfully Subscribed!');
    expect(ours(webhook.posts('/newsletter'))).toHaveLength(1);
    expect((ours(webhook.posts('/newsletter'))[0]!.body as Record<string, string>).email).toBe('early.investor@example.com');
    expect(page.url()).toMatch(/\/insights$/);
    expect(urls.filter((url) => url.includes('early.investor'))).toEqual([]);
  });

  test('a navigator that cannot load leaves the forms alone: no notice before a send, and the send goes through', async ({ page }) => {
    await page.route(/\/assets\/htmlNavigator-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: 'down' }));
    const navigatorFailed = page.waitForEvent('console', (message) => message.text().includes('Could not start the page'));
    await page.goto('/contact');
    await navigatorFailed;
    const form = page.locator('form[data-form="contact"]');
    const notice = form.getByRole('alert').filter({ hasText: 'nothing was sent' });
    await expect(form).not.toHaveAttribute('data-form-unavailable');
    await expect(notice).toBeHidden();
    await fillRequired(page, 'Grace Hopper', 'grace.navigator@example.com', 'The navigator is down, the form is not.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await expect(notice).toBeHidden();
    await expect(form).not.toHaveAttribute('data-form-unavailable');
    expect(ours(webhook.posts('/contact'))).toHaveLength(1);
  });

  test('when the page code cannot load, a held send says so and keeps the values', async ({ page }) => {
    // Everything but the boot script (the one script the HTML names) fails to load.
    const html = await (await page.request.get('/contact')).text();
    const boot = bootEntryOf(html);
    expect(boot).toBeTruthy();
    await page.route('**/assets/*.js', (route) =>
      new URL(route.request().url()).pathname === boot ? route.fallback() : route.abort('internetdisconnected'),
    );
    await page.goto('/contact');
    const form = page.locator('form[data-form="contact"]');
    await fillRequired(page, 'Grace Hopper', 'grace@example.com', 'The scripts will not come.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toContainText('nothing was sent');
    await expect(page.getByLabel('Message')).toHaveValue('The scripts will not come.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    expect(ours(webhook.posts())).toHaveLength(0);
  });
});

test.describe('offline', () => {
  test('an offline send shows the failure toast and keeps the page and the values', async ({ page, context }) => {
    const form = await openContact(page);
    await fillRequired(page);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Submission failed');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await context.setOffline(false);
  });

  test('the same holds when the toast code cannot be fetched', async ({ page, context }) => {
    await page.route(/\/assets\/ToastHost-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    const form = await openContact(page);
    await fillRequired(page);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toBeVisible();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Submission failed');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await context.setOffline(false);
  });
});

test.describe('error log', () => {
  const rows = () => ours(supabase.posts('/rest/v1/error_logs')).map((r) => r.body as Record<string, string>);

  test('an uncaught error is written with the supabase-js request', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('Thrown on purpose by the test');
      }),
    );
    await expect.poll(() => rows().length).toBe(1);
    const [request] = ours(supabase.posts('/rest/v1/error_logs'));
    expect(request!.headers.apikey).toBe(SUPABASE_ANON_KEY);
    expect(request!.headers.authorization).toBe(`Bearer ${SUPABASE_ANON_KEY}`);
    const row = rows()[0]!;
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

  test('an error thrown at DOMContentLoaded, before the application starts, is written', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        throw new Error('Thrown at DOMContentLoaded by the test');
      });
    });
    await page.goto('/about');
    await expect.poll(() => rows().map((r) => r.error_message)).toContain('Thrown at DOMContentLoaded by the test');
    expect(rows().find((r) => r.error_message === 'Thrown at DOMContentLoaded by the test')!.context).toBe('Global Error');
  });

  test('an unhandled rejection is written', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('Rejected on purpose by the test'));
    });
    await expect.poll(() => rows().length).toBe(1);
    expect(rows()[0]).toMatchObject({ context: 'Unhandled Promise Rejection', error_message: 'Rejected on purpose by the test' });
  });

  test('a failing block and a page that cannot be loaded write their errors', async ({ page }) => {
    await page.goto('/fixtures/throwing-block');
    await waitForHydration(page);
    // Its island hydrates on its own once the page is idle, and fails.
    await expect.poll(() => rows().length).toBe(1); // the failing block itself
    expect(rows()[0]).toMatchObject({ context: 'Block: test-throw #1', error_message: 'Fixture block failed on purpose' });
    await page.route(/\/fixtures\/home-alias$/, (route) => route.abort('connectionreset'));
    await page.getByRole('link', { name: 'Open the home page again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect.poll(() => rows().map((r) => r.context)).toContain('Navigation');
    expect(rows().find((r) => r.context === 'Navigation')!.error_message).toBe('Failed to fetch');
  });

  test('a page view writes at most five rows, however many errors there are', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => {
      for (let i = 0; i < 12; i++)
        setTimeout(() => {
          throw new Error(`Loop error ${i}`);
        }, i * 10);
    });
    await page.waitForTimeout(1500);
    expect(rows()).toHaveLength(5);
  });

  test('when supabase-js cannot be fetched, the error only reaches the console and the page keeps working', async ({ page }) => {
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
    expect(rows()).toHaveLength(0);
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Insights', exact: true }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a failed write only reaches the console', async ({ page }) => {
    supabase.behaviour = { kind: 'status', status: 500 };
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
    await page.waitForTimeout(500);
    expect(rows()).toHaveLength(1);
  });
});

test.describe('form analytics', () => {
  const layer = (page: Page) =>
    page.evaluate(() => ((window.dataLayer ?? []) as Record<string, unknown>[]).filter((e) => typeof e?.event === 'string'));

  test('a successful contact submission records start, interaction, submit, complete and a USD conversion', async ({ page }) => {
    const form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    const events = await layer(page);
    const names = events.map((e) => e.event);
    expect(names).toEqual(expect.arrayContaining(['form_start', 'contact_form_interaction', 'form_submit', 'form_complete', 'conversion']));
    expect(names.filter((n) => n === 'form_start')).toHaveLength(1);
    expect(events.find((e) => e.event === 'form_submit')).toEqual({ event: 'form_submit', form_type: 'contact' });
    expect(events.find((e) => e.event === 'conversion')).toEqual({ event: 'conversion', form_type: 'contact', currency: 'USD' });
  });

  test('a newsletter subscription records start, submit and complete, and neither a conversion nor field interactions', async ({
    page,
  }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    const form = page.locator('form[data-form="newsletter"]');
    await form.getByLabel('Email address').fill('investor@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page)).toContainText('Successfully Subscribed!');
    const events = await layer(page);
    const names = events.map((e) => e.event);
    expect(names).toEqual(expect.arrayContaining(['form_start', 'form_submit', 'form_complete']));
    expect(events.find((e) => e.event === 'form_complete')).toEqual({ event: 'form_complete', form_type: 'newsletter' });
    expect(names).not.toContain('conversion');
    expect(names).not.toContain('contact_form_interaction');
  });

  test('the form hydrates on its own before it is used; the first focus and typing reach its handlers once', async ({ page }) => {
    const reactRoots = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-island]')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')))
            .length,
      );
    const form = await openContact(page);
    // Nobody has touched the page: the form is ready all the same (the browser was idle after load).
    await expect(form).toHaveAttribute('data-form-ready', '');
    expect(await reactRoots()).toBe(1);
    expect((await layer(page)).map((e) => e.event)).not.toContain('form_start');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await expect
      .poll(async () => (await layer(page)).map((e) => e.event))
      .toEqual(expect.arrayContaining(['contact_form_interaction', 'form_start']));
    const events = await layer(page);
    expect(events.filter((e) => e.event === 'form_start')).toHaveLength(1);
    expect(events.filter((e) => e.event === 'contact_form_interaction')).toEqual([
      { event: 'contact_form_interaction', action: 'field_focus', field: 'name' },
    ]);
  });

  test("typing while the form's code loads and hydrates is kept, every character, and sent as typed", async ({ page }) => {
    const gate = await holdScripts(page, '/contact', { boot: false, app: true });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const name = page.getByLabel('Full Name');
    await name.click();
    await page.keyboard.type('Grace B', { delay: 20 });
    gate.release('app');
    // Typing on while it hydrates: nothing waits for it, nothing is dropped.
    await page.keyboard.type('rewster Hopper', { delay: 20 });
    await expect(page.locator('form[data-form="contact"]')).toHaveAttribute('data-form-ready', '');
    await expect(name).toHaveValue('Grace Brewster Hopper');
    await page.getByLabel('Email Address').fill('grace.typing@example.com');
    await page.getByLabel('Message').fill('Typed while the form hydrated.');
    await page.locator('form[data-form="contact"]').getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    expect(ours(webhook.posts('/contact'))[0]!.body).toMatchObject({ name: 'Grace Brewster Hopper' });
  });

  test('a failed submission records form_error', async ({ page }) => {
    webhook.behaviour = { kind: 'status', status: 503 };
    const form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toBeVisible();
    expect((await layer(page)).filter((e) => e.event === 'form_error')).toEqual([
      { event: 'form_error', form_type: 'contact', error: 'http_503' },
    ]);
  });
});
