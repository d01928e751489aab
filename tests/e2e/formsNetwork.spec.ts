import { bootEntryOf } from './test';
import { fillRequired, formPosts, openContact, toast, UUID } from '../support/formPage';
import { failureText, SITE_FORMS } from '../support/formMessages';
import { markerRequest } from '../support/pageWaits';
import type { RecordingClient } from '../support/recordingClient';
import { test, expect } from './formsTest';

// The forms when the network fails: the webhook resets or never answers, the browser is offline,
// or the page's own scripts cannot be fetched. What was typed is kept, and the visitor is told.

/** The submission ids of the contact posts the webhook has had, in order. */
const submissionIds = async (webhook: RecordingClient) =>
  (await webhook.posts('/contact')).map((post) => (post.body as Record<string, string>).submission_id);

/** The webhook's two contact posts carried one and the same submission id: it, for what follows. */
async function sameIdTwice(webhook: RecordingClient): Promise<string> {
  const ids = await submissionIds(webhook);
  expect(ids).toHaveLength(2);
  expect(ids[0]).toMatch(UUID);
  expect(ids[1]).toBe(ids[0]);
  return ids[0]!;
}

const contactForm = SITE_FORMS.find((form) => form.name === 'contact')!.block;
/** What the contact form says of a send that had no answer within the e2e build's 3 s. */
const timedOut = failureText(contactForm, 'timeout', { seconds: 3 });

test.describe('a failing webhook', () => {
  test("a reset connection shows the failure in the site's words, keeps the values and logs the browser's error", async ({
    page,
    webhook,
    supabase,
  }) => {
    await webhook.answer({ kind: 'reset' });
    const form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Submission failed');
    await expect(page.locator('[data-toast="destructive"]')).toContainText(failureText(contactForm, 'network'));
    await expect(page.locator('[data-toast="destructive"]')).not.toContainText('Failed to fetch');
    await expect(page.getByLabel('Email Address')).toHaveValue('ada@example.com');
    await expect.poll(async () => (await supabase.posts('/rest/v1/error_logs')).length).toBe(1);
    expect((await supabase.posts('/rest/v1/error_logs'))[0]!.body).toMatchObject({
      context: 'Contact Form Submission',
      error_message: 'Failed to fetch',
    });
  });

  test('a webhook that never answers is abandoned after the time limit', async ({ page, webhook }) => {
    await webhook.answer({ kind: 'hang' });
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
    await expect(page.locator('[data-toast="destructive"]')).toContainText(timedOut);
    // Sending the same content again carries the same submission id, so the receiver can drop it.
    await webhook.answer({ kind: 'status', status: 200 });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText('Message Sent Successfully!');
    await sameIdTwice(webhook);
  });
});

test.describe('sent again after a reload', () => {
  test('a draft sent again after a timeout and a reload goes under the same submission id', async ({ page, webhook }) => {
    await webhook.answer({ kind: 'hang' });
    let form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText(timedOut, { timeout: 8000 });
    // The visitor reloads; the draft fills the form again, and they send it as it is.
    await webhook.answer({ kind: 'status', status: 200 });
    form = await openContact(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText('Message Sent Successfully!');
    const id = await sameIdTwice(webhook);
    // Sent: the next message, however alike, is a new one.
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(async () => (await submissionIds(webhook)).length).toBe(3);
    expect((await submissionIds(webhook))[2]).not.toBe(id);
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

test.describe('scripts that cannot be fetched', () => {
  test('a send held before the boot script arrives, which then cannot be fetched, says so and keeps the values', async ({
    page,
    webhook,
    sent,
  }) => {
    const html = await (await page.request.get('/contact')).text();
    const boot = bootEntryOf(html);
    expect(boot).toBeTruthy();
    const scripts = '**/assets/*.js';
    await page.route(scripts, (route) => route.abort('internetdisconnected'));
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="contact"]');
    await fillRequired(page, 'Grace Hopper', 'grace.offline@example.com', 'The boot script will not come.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'nothing was sent' })).toBeVisible();
    await expect(form).not.toHaveAttribute('data-submit-queued', '');
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByLabel('Message')).toHaveValue('The boot script will not come.');
    await markerRequest(page);
    expect(formPosts(sent)).toEqual([]);
    expect(await webhook.posts()).toHaveLength(0);
    // Back online: the next press fetches the scripts and sends it, once. The route goes rather than
    // letting requests through: every request a route sees waits on this test process, which made
    // the page's fifteen chunks take about 450 ms each on a quiet machine, and over 5 s on a busy one.
    await page.unroute(scripts);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await expect(form.getByRole('alert').filter({ hasText: 'nothing was sent' })).toBeHidden();
    expect(await webhook.posts('/contact')).toHaveLength(1);
  });

  test('a navigator that cannot load leaves the forms alone: no notice before a send, and the send goes through', async ({
    page,
    webhook,
  }) => {
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
    expect(await webhook.posts('/contact')).toHaveLength(1);
  });

  test('when the page code cannot load, a held send says so and keeps the values', async ({ page, webhook, sent }) => {
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
    await expect(form.getByRole('alert').filter({ hasText: 'could not finish loading' })).toContainText('nothing was sent');
    await expect(page.getByLabel('Message')).toHaveValue('The scripts will not come.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await markerRequest(page);
    expect(formPosts(sent)).toEqual([]);
    expect(await webhook.posts()).toHaveLength(0);
  });
});
