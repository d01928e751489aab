import { devices, type Page } from '@playwright/test';
import { test, expect, waitForHydration } from './test';
import { RecordingServer } from '../support/recordingServer';
import { SUPABASE_ANON_KEY, SUPABASE_PORT, WEBHOOK_PORT } from '../../playwright.config';

// These tests own the webhook and Supabase ports, so they run one at a time.
test.describe.configure({ mode: 'serial' });

// Other test files may log errors to the Supabase port while these run; this run's browser marks
// its requests with a token in the user agent, and only those are counted.
const RUN = `e2e-run-${Math.random().toString(36).slice(2, 10)}`;
test.use({ userAgent: `${devices['Desktop Chrome'].userAgent} ${RUN}` });
const ours = <T extends { headers: Record<string, unknown> }>(requests: T[]): T[] => requests.filter((r) => String(r.headers['user-agent'] ?? '').includes(RUN));

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
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function fillRequired(page: Page, name = 'Ada Lovelace', email = 'ada@example.com', message = 'Looking for management of a 120-unit property.') {
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
    expect(Object.keys(body).sort()).toEqual(['email', 'inquiry_type', 'message', 'name', 'phone', 'property_address', 'submitted_at']);
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
      'Brokerage Services', 'Management Services', 'Technology Platform', 'Investment Sales', 'Leasing Services',
      'Capital Markets', 'Valuations & Advisory', 'SaaS Licensing', 'General Inquiry',
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
    expect(ours(supabase.posts('/rest/v1/error_logs'))[0]!.body).toMatchObject({ context: 'Contact Form Submission', error_message: 'Failed to fetch' });
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
    expect(Object.keys(body).sort()).toEqual(['email', 'source', 'subscribed_at']);
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

test.describe('error log', () => {
  const rows = () => ours(supabase.posts('/rest/v1/error_logs')).map((r) => r.body as Record<string, string>);

  test('an uncaught error is written with the supabase-js request', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => setTimeout(() => {
      throw new Error('Thrown on purpose by the test');
    }));
    await expect.poll(() => rows().length).toBe(1);
    const [request] = ours(supabase.posts('/rest/v1/error_logs'));
    expect(request!.headers.apikey).toBe(SUPABASE_ANON_KEY);
    expect(request!.headers.authorization).toBe(`Bearer ${SUPABASE_ANON_KEY}`);
    const row = rows()[0]!;
    expect(Object.keys(row).sort()).toEqual(['context', 'error_message', 'error_stack', 'timestamp', 'url', 'user_agent']);
    expect(row).toMatchObject({ context: 'Global Error', error_message: 'Thrown on purpose by the test', url: expect.stringMatching(/\/about$/) });
    expect(row.error_stack).toContain('Thrown on purpose');
    expect(row.user_agent).toContain('Chrome');
    expect(row.timestamp).toMatch(ISO);
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

  test('the crash screen writes its error', async ({ page }) => {
    await page.goto('/fixtures/throwing-block');
    await waitForHydration(page);
    await expect.poll(() => rows().length).toBe(1); // the failing block itself
    await page.evaluate(() => (window.__fixtureCrash = true));
    await page.getByRole('link', { name: 'Open the crash fixture' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect.poll(() => rows().map((r) => r.context)).toContain('Error Boundary');
    expect(rows().find((r) => r.context === 'Error Boundary')!.error_message).toBe('Fixture screen crashed on purpose');
  });

  test('a page view writes at most five rows, however many errors there are', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => {
      for (let i = 0; i < 12; i++) setTimeout(() => {
        throw new Error(`Loop error ${i}`);
      }, i * 10);
    });
    await page.waitForTimeout(1500);
    expect(rows()).toHaveLength(5);
  });

  test('a failed write only reaches the console', async ({ page }) => {
    supabase.behaviour = { kind: 'status', status: 500 };
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => setTimeout(() => {
      throw new Error('Unlucky');
    }));
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

  test('a failed submission records form_error', async ({ page }) => {
    webhook.behaviour = { kind: 'status', status: 503 };
    const form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toBeVisible();
    expect((await layer(page)).filter((e) => e.event === 'form_error')).toEqual([{ event: 'form_error', form_type: 'contact', error: 'http_503' }]);
  });
});
