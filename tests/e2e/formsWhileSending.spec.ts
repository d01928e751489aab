import type { Locator, Page } from '@playwright/test';
import { fillRequired, formPosts, openContact, openInsights, toast } from '../support/formPage';
import { failureText, SITE_FORMS } from '../support/formMessages';
import { markerRequest } from '../support/pageWaits';
import type { RecordingClient } from '../support/recordingClient';
import type { Behaviour } from '../support/recordingServer';
import { test, expect } from './formsTest';
import { formsReady, waitForHydration } from './test';

// While a form is sending: what the visitor types is never erased, and keyboard focus stays on the
// control they used, through the send and after its outcome. The webhook stand-in answers slowly
// (under the e2e build's 3 s time limit) so the test can act while the form shows it is sending.

const SLOW_MS = 2000;

const siteForm = (name: 'contact' | 'newsletter') => SITE_FORMS.find((form) => form.name === name)!.block;

/** Opens the form's page (the contact page unless told) with the webhook answering as told, and waits until the form can send. */
async function openReady(page: Page, webhook: RecordingClient, answer: Behaviour, open = openContact): Promise<Locator> {
  await webhook.answer(answer);
  const form = await open(page);
  await formsReady(page);
  return form;
}

/** Presses the form's submit button from the keyboard, as a visitor who tabbed to it does. */
async function pressWithKeyboard(page: Page, button: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
}

test.describe('typing while the contact form sends', () => {
  test('what is typed while sending is kept after the success, and in the draft; what was sent is cleared', async ({ page, webhook }) => {
    const form = await openReady(page, webhook, { kind: 'status', status: 200, delayMs: SLOW_MS });
    await fillRequired(page, 'Ada Lovelace', 'ada@example.com', 'First part.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();

    // The contact form locks only its button: its fields can still be typed into.
    const message = page.getByLabel('Message');
    await expect(message).toBeEditable();
    await message.press('End');
    await page.keyboard.type(' Oh and also my budget is $2M.');

    await expect(toast(page)).toContainText('Message Sent Successfully!', { timeout: 5000 });
    expect((await webhook.posts('/contact'))[0]!.body).toMatchObject({ message: 'First part.' });
    // Sent and unchanged since, so cleared; changed since it was sent, so kept whole.
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email Address')).toHaveValue('');
    await expect(message).toHaveValue('First part. Oh and also my budget is $2M.');
    await expect(message).toBeFocused();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Message')).toHaveValue('First part. Oh and also my budget is $2M.');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('a choice changed while sending is kept after the success, and in the draft', async ({ page, webhook }) => {
    const form = await openReady(page, webhook, { kind: 'status', status: 200, delayMs: SLOW_MS });
    await fillRequired(page, 'Ada Lovelace', 'ada@example.com', 'First part.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
    // A select has no read-only state: a change made now was not sent, so it must not be wiped.
    await page.getByLabel('Inquiry Type').selectOption('Capital Markets');

    await expect(toast(page)).toContainText('Message Sent Successfully!', { timeout: 5000 });
    expect((await webhook.posts('/contact'))[0]!.body).toMatchObject({ inquiry_type: 'General Inquiry', message: 'First part.' });
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByLabel('Inquiry Type')).toHaveValue('Capital Markets');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Inquiry Type')).toHaveValue('Capital Markets');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});

test.describe('focus while the contact form sends', () => {
  test('stays on Send Message while sending and after a success', async ({ page, webhook }) => {
    const form = await openReady(page, webhook, { kind: 'status', status: 200, delayMs: SLOW_MS });
    await fillRequired(page);
    const button = form.locator('button[type="submit"]');
    await pressWithKeyboard(page, button);
    await expect(button).toHaveText('Sending...');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(toast(page)).toContainText('Message Sent Successfully!', { timeout: 5000 });
    await expect(button).toHaveText('Send Message');
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('stays on Send Message after a failed send, which can be pressed again at once', async ({ page, webhook }) => {
    const form = await openReady(page, webhook, { kind: 'status', status: 500, delayMs: 800 });
    await fillRequired(page);
    const button = form.locator('button[type="submit"]');
    await pressWithKeyboard(page, button);
    await expect(button).toBeFocused();
    await expect(page.locator('[data-toast="destructive"]')).toContainText(failureText(siteForm('contact'), 'refused', { status: 500 }));
    await expect(button).toHaveText('Send Message');
    await expect(button).toBeFocused();
    await expect(page.getByLabel('Message')).toHaveValue('Looking for management of a 120-unit property.');
    await webhook.answer({ kind: 'status', status: 200 });
    await page.keyboard.press('Enter');
    await expect(toast(page).filter({ hasText: 'Message Sent Successfully!' })).toBeVisible();
    await expect(button).toBeFocused();
  });

  test('presses on the busy button send nothing more', async ({ page, webhook, sent }) => {
    const form = await openReady(page, webhook, { kind: 'status', status: 200, delayMs: SLOW_MS });
    await fillRequired(page);
    const button = form.locator('button[type="submit"]');
    await pressWithKeyboard(page, button);
    await expect(button).toHaveText('Sending...');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await button.click({ force: true });
    await expect(toast(page)).toContainText('Message Sent Successfully!', { timeout: 5000 });
    await markerRequest(page);
    expect(formPosts(sent)).toHaveLength(1);
    expect(await webhook.posts('/contact')).toHaveLength(1);
    expect(page.url()).not.toContain('?');
  });
});

test.describe('the newsletter form while it sends', () => {
  test('Enter in the email field: it keeps focus, read-only while sending, and is cleared after', async ({ page, webhook }) => {
    const form = await openReady(page, webhook, { kind: 'status', status: 200, delayMs: SLOW_MS }, openInsights);
    const email = form.getByLabel('Email address');
    await email.fill('investor@example.com');
    await email.press('Enter');
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).not.toBeEditable();
    await page.keyboard.type('x');
    await expect(email).toHaveValue('investor@example.com');
    await expect(toast(page)).toContainText('Successfully Subscribed!', { timeout: 5000 });
    await expect(email).toHaveValue('');
    await expect(email).toBeFocused();
    await expect(email).toBeEditable();
    expect((await webhook.posts('/newsletter'))[0]!.body).toMatchObject({ email: 'investor@example.com' });
  });

  test('Subscribe keeps focus while sending and after a success', async ({ page, webhook }) => {
    const form = await openReady(page, webhook, { kind: 'status', status: 200, delayMs: SLOW_MS }, openInsights);
    await form.getByLabel('Email address').fill('investor@example.com');
    const button = form.locator('button[type="submit"]');
    await pressWithKeyboard(page, button);
    await expect(button).toHaveText('Subscribing...');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(toast(page)).toContainText('Successfully Subscribed!', { timeout: 5000 });
    await expect(button).toHaveText('Subscribe');
    await expect(button).toBeFocused();
  });

  test('Subscribe keeps focus after a failure, and the email is kept', async ({ page, webhook }) => {
    const form = await openReady(page, webhook, { kind: 'status', status: 502, delayMs: 800 }, openInsights);
    await form.getByLabel('Email address').fill('investor@example.com');
    const button = form.locator('button[type="submit"]');
    await pressWithKeyboard(page, button);
    await expect(button).toBeFocused();
    await expect(page.locator('[data-toast="destructive"]')).toContainText(failureText(siteForm('newsletter'), 'refused', { status: 502 }));
    await expect(button).toHaveText('Subscribe');
    await expect(button).toBeFocused();
    await expect(form.getByLabel('Email address')).toHaveValue('investor@example.com');
  });
});
