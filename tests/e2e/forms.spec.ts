import type { Page } from '@playwright/test';
import { botTrap, fillRequired, formPosts, ISO, openContact, openInsights, toast, UUID } from '../support/formPage';
import { failureText, SITE_FORMS } from '../support/formMessages';
import { markerRequest } from '../support/pageWaits';
import { test, expect } from './formsTest';
import { formsReady, waitForHydration } from './test';

// The contact and newsletter forms against their webhook's answers, and their analytics. Each test
// has the webhook stand-in to itself (formsTest.ts), so they run in parallel. Failing networks:
// formsNetwork.spec.ts; before the page is interactive: formsBeforeReady.spec.ts; the error log:
// errorLog.spec.ts.

const contactForm = SITE_FORMS.find((form) => form.name === 'contact')!.block;

test.describe('contact form', () => {
  test('sends the trimmed values as JSON, with the defaults for empty optional fields', async ({ page, webhook }) => {
    const form = await openContact(page);
    await fillRequired(page, '  Ada Lovelace  ', ' ada@example.com', '  Looking for management of a 120-unit property.  ');
    const before = Date.now();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await expect(toast(page)).toContainText("We'll get back to you within 24 hours.");
    expect((await webhook.requests()).some((r) => r.method === 'OPTIONS' && r.path === '/contact')).toBe(true);
    const [post] = await webhook.posts('/contact');
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

  test('sends the optional fields when given', async ({ page, webhook }) => {
    const form = await openContact(page);
    await fillRequired(page);
    await page.getByLabel('Phone Number').fill('(918) 555-0199');
    await page.getByLabel('Inquiry Type').selectOption('Capital Markets');
    await page.getByLabel('Property Address').fill('500 S Main St, Tulsa, OK');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    expect((await webhook.posts('/contact'))[0]!.body).toMatchObject({
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

  test('a blank required field shows the destructive toast and sends nothing', async ({ page, webhook, sent }) => {
    const form = await openContact(page);
    await fillRequired(page, '   ');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Missing required fields');
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Please provide your name, email, and a message.');
    await expect(page.getByRole('alert').filter({ hasText: 'Missing required fields' })).toBeAttached();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await markerRequest(page);
    expect(formPosts(sent)).toEqual([]);
    expect(await webhook.posts()).toHaveLength(0);
  });

  test('shows Sending... with a spinner and a disabled button while the answer is slow', async ({ page, webhook }) => {
    await webhook.answer({ kind: 'status', status: 200, delayMs: 1500 });
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

  test('a 500 answer is named a refusal, with its status, and keeps what was typed', async ({ page, webhook }) => {
    await webhook.answer({ kind: 'status', status: 500 });
    const form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Submission failed');
    await expect(page.locator('[data-toast="destructive"]')).toContainText(failureText(contactForm, 'refused', { status: 500 }));
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Message')).toHaveValue('Looking for management of a 120-unit property.');
  });

  test('a double submit sends one request', async ({ page, webhook, sent }) => {
    await webhook.answer({ kind: 'status', status: 200, delayMs: 800 });
    const form = await openContact(page);
    await fillRequired(page);
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await page.getByLabel('Message').press('Enter');
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await markerRequest(page);
    expect(formPosts(sent)).toHaveLength(1);
    expect(await webhook.posts('/contact')).toHaveLength(1);
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

  test('a bot filling the hidden field gets a success and nothing is sent', async ({ page, webhook, sent }) => {
    const form = await openContact(page);
    await fillRequired(page);
    await botTrap(form).evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await markerRequest(page);
    expect(formPosts(sent)).toEqual([]);
    expect(await webhook.posts()).toHaveLength(0);
  });
});

test.describe('newsletter form', () => {
  test('sends email, time and source; shows Subscribing... with the input locked; clears on success', async ({ page, webhook }) => {
    await webhook.answer({ kind: 'status', status: 200, delayMs: 1200 });
    const form = await openInsights(page);
    await form.getByLabel('Email address').fill('investor@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    // Locked read-only, not disabled: it keeps the focus, and its value stays in the form.
    await expect(form.getByLabel('Email address')).not.toBeEditable();
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-disabled', 'true');
    await expect(toast(page)).toContainText('Successfully Subscribed!', { timeout: 5000 });
    await expect(toast(page)).toContainText('Check your email for a welcome message.');
    await expect(form.getByLabel('Email address')).toHaveValue('');
    const body = (await webhook.posts('/newsletter'))[0]!.body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['email', 'source', 'submission_id', 'subscribed_at']);
    expect(body.submission_id).toMatch(UUID);
    expect(body.email).toBe('investor@example.com');
    expect(body.source).toBe('insights_page');
    expect(body.subscribed_at).toMatch(ISO);
  });

  test('a failure shows Error, with the same words as the contact form', async ({ page, webhook }) => {
    await webhook.answer({ kind: 'status', status: 502 });
    const form = await openInsights(page);
    await form.getByLabel('Email address').fill('investor@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Error');
    await expect(page.locator('[data-toast="destructive"]')).toContainText(failureText(contactForm, 'refused', { status: 502 }));
    await expect(form.getByLabel('Email address')).toHaveValue('investor@example.com');
  });

  test('an invalid email is caught by the browser check and not sent', async ({ page, webhook, sent }) => {
    const form = await openInsights(page);
    // Ready, the form names the field itself (formMessages.spec); before, the browser's own check stops it.
    await formsReady(page);
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await markerRequest(page);
    expect(formPosts(sent)).toEqual([]);
    expect(await webhook.posts()).toHaveLength(0);
  });
});

test('in forced colours (a Windows contrast theme), a focused field still shows its focus, by an outline', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  for (const open of [openContact, openInsights]) {
    const form = await open(page);
    const fields = form.locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea');
    expect(await fields.count()).toBeGreaterThan(0);
    for (const field of await fields.all()) {
      if (!(await field.isVisible())) continue;
      await field.focus();
      // The shadow halo is removed in forced colours; an outline is drawn in the theme's colour.
      const outline = await field.evaluate((el) => [getComputedStyle(el).outlineStyle, parseFloat(getComputedStyle(el).outlineWidth)]);
      expect(outline[0], (await field.getAttribute('name')) ?? '').not.toBe('none');
      expect(outline[1]).toBeGreaterThanOrEqual(2);
    }
  }
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
    const form = await openInsights(page);
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

  test('a failed submission records form_error', async ({ page, webhook }) => {
    await webhook.answer({ kind: 'status', status: 503 });
    const form = await openContact(page);
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-toast="destructive"]')).toBeVisible();
    expect((await layer(page)).filter((e) => e.event === 'form_error')).toEqual([
      { event: 'form_error', form_type: 'contact', error: 'http_503' },
    ]);
  });
});
