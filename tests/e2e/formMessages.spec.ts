import type { Locator, Page } from '@playwright/test';
import { WEBHOOK_PORT } from '../../playwright.config';
import type { RecordingClient } from '../support/recordingClient';
import { failureToast, fillRequired, formPosts, holdScripts, toast } from '../support/formPage';
import { failureText, formHeading, formNotice, overlap, scrollBelowHeader, SITE_FORMS, type Box } from '../support/formMessages';
import { markerRequest } from '../support/pageWaits';
import { test, expect } from './formsTest';

// The forms' messages, as the visitor sees and hears them: each cause of a failed send in the
// content's words (the same on both forms), each message gone once its cause is, the site's own
// field messages instead of the browser's bubbles, and no message over what it is about.

/** The e2e build's time limit for a send (playwright.config.ts: VITE_FORM_TIMEOUT_MS). */
const TIME_LIMIT_SECONDS = 3;

for (const site of SITE_FORMS) {
  const { block } = site;
  const submit = (form: Locator) => form.getByRole('button', { name: block.submit.label });

  test.describe(`the ${site.name} form, when its send fails`, () => {
    const causes: {
      cause: string;
      setUp: (on: { page: Page; webhook: RecordingClient }) => Promise<void>;
      text: () => string;
      event: string;
    }[] = [
      {
        cause: 'a refusal (500)',
        setUp: ({ webhook }) => webhook.answer({ kind: 'status', status: 500 }),
        text: () => failureText(block, 'refused', { status: 500 }),
        event: 'http_500',
      },
      {
        cause: 'a refused connection',
        setUp: async ({ page }) => {
          await page.route(`http://127.0.0.1:${WEBHOOK_PORT}/**`, (route) => route.abort('connectionrefused'));
        },
        text: () => failureText(block, 'network'),
        event: 'network',
      },
      {
        cause: 'no answer in time',
        setUp: ({ webhook }) => webhook.answer({ kind: 'hang' }),
        text: () => failureText(block, 'timeout', { seconds: TIME_LIMIT_SECONDS }),
        event: 'timeout',
      },
      {
        cause: 'a redirect',
        setUp: ({ webhook }) => webhook.answer({ kind: 'redirect', status: 307, location: `http://127.0.0.1:${WEBHOOK_PORT}/elsewhere` }),
        text: () => failureText(block, 'redirected'),
        event: 'redirect',
      },
    ];

    for (const { cause, setUp, text, event } of causes) {
      test(`${cause}: the visitor is told in the content's words, under the button and in a toast, and keeps what they typed`, async ({
        page,
        webhook,
      }) => {
        await setUp({ page, webhook });
        const form = await site.open(page);
        await site.fill(form);
        const typed = await form
          .locator('input:not([tabindex="-1"]), textarea')
          .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
        await submit(form).click();
        await expect(failureToast(page)).toContainText(block.messages.failure.title, { timeout: (TIME_LIMIT_SECONDS + 5) * 1000 });
        await expect(failureToast(page)).toContainText(text());
        // Its notice says the same, until the visitor sends again, as an alert.
        await expect(form.getByRole('alert')).toHaveText(`${block.messages.failure.title} ${text()}`);
        // Never the browser's or the webhook's own words.
        for (const raw of ['Failed to fetch', 'Webhook', 'Internal Server Error', 'Something went wrong'])
          await expect(failureToast(page)).not.toContainText(raw);
        expect(
          await form
            .locator('input:not([tabindex="-1"]), textarea')
            .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)),
        ).toEqual(typed);
        expect(
          await page.evaluate(() => (window.dataLayer as { event: string; error?: string }[]).filter((e) => e.event === 'form_error')),
        ).toEqual([expect.objectContaining({ error: event })]);
        if (cause === 'a redirect') expect(await webhook.posts('/elsewhere')).toEqual([]);
      });
    }
  });

  test.describe(`the ${site.name} form's messages go once their cause is gone`, () => {
    test('a failure stays while the visitor edits, and goes when they send again', async ({ page, webhook }) => {
      await webhook.answer({ kind: 'status', status: 503 });
      const form = await site.open(page);
      await site.fill(form);
      await submit(form).click();
      const failure = form.getByRole('alert').filter({ hasText: block.messages.failure.title });
      await expect(failure).toBeVisible();
      await form.getByLabel(site.required[0]!).press('End');
      await page.keyboard.type('x');
      await expect(failure).toBeVisible();
      await webhook.answer({ kind: 'status', status: 200 });
      await form.getByLabel(site.required[0]!).fill(site.name === 'contact' ? 'Ada Lovelace' : 'investor@example.com');
      await submit(form).click();
      await expect(toast(page)).toContainText(block.messages.success.title);
      await expect(failure).toHaveCount(0);
      await expect(failureToast(page)).toHaveCount(0);
      await expect(form.getByRole('status')).toHaveText(`${block.messages.success.title} ${block.messages.success.description}`);
    });

    test("a blank field's message, and the form's, go as soon as the fields are filled", async ({ page }) => {
      const form = await site.open(page);
      await submit(form).click();
      for (const label of site.required) await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      if (block.messages.missing) {
        await expect(failureToast(page)).toContainText(block.messages.missing.title);
        await expect(form.getByRole('alert')).toHaveText(`${block.messages.missing.title} ${block.messages.missing.description}`);
      }
      // Filled one at a time: each field's message goes with its own blank; the form's with the last.
      for (const [index, label] of site.required.entries()) {
        await form.getByLabel(label).pressSequentially(label.includes('mail') ? 'a@b.co' : 'A');
        await expect(form.getByLabel(label)).not.toHaveAttribute('aria-invalid');
        await expect(form.getByLabel(label)).not.toHaveAttribute('aria-describedby', /error/);
        const last = index === site.required.length - 1;
        if (block.messages.missing && !last) await expect(form.getByRole('alert')).toContainText(block.messages.missing.title);
      }
      await expect(failureToast(page)).toHaveCount(0);
      await expect(formNotice(form)).toHaveCount(0);
    });
  });

  test.describe(`the ${site.name} form checks its fields itself once its code runs`, () => {
    test("an address the browser's check rejects gets the site's message, never the browser's bubble", async ({ page, sent }) => {
      const form = await site.open(page);
      await site.fill(form);
      const email = form.getByLabel(site.required.find((label) => label.includes('mail'))!);
      await email.fill('not-an-address');
      // The browser's validation, had it run, would have fired 'invalid' on the field (and shown its bubble).
      await form.evaluate((element) => {
        (window as unknown as { invalidEvents: number }).invalidEvents = 0;
        element.addEventListener('invalid', () => (window as unknown as { invalidEvents: number }).invalidEvents++, true);
      });
      await submit(form).click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { invalidEvents: number }).invalidEvents)).toBe(0);
      // The site's message, linked to the field, in the site's words, not the browser's.
      const describedBy = (await email.getAttribute('aria-describedby'))!.split(' ');
      const message = page.locator(`[id="${describedBy[0]}"]`);
      await expect(message).toHaveText('Enter a valid email address, like name@company.com.');
      expect(await message.textContent()).not.toBe(await email.evaluate((input: HTMLInputElement) => input.validationMessage));
      await markerRequest(page);
      expect(formPosts(sent)).toEqual([]);
    });
  });
}

test.describe('without the form code', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test("the browser's own checks guard the form: required fields and the email type, and an empty submit goes nowhere", async ({
      page,
      sent,
    }) => {
      await page.goto('/contact');
      const form = page.locator('form[data-form="contact"]');
      expect(await form.getAttribute('novalidate')).toBeNull();
      for (const label of ['Full Name', 'Email Address', 'Message']) await expect(page.getByLabel(label)).toHaveAttribute('required', '');
      await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
      // Its button stays unavailable without script (engine.spec); were it pressed anyway, the
      // browser's validation would stop the empty form before any request.
      await expect(form.locator('button[type="submit"]')).toBeDisabled();
      await form.locator('button[type="submit"]').evaluate((button: HTMLButtonElement) => (button.disabled = false));
      await form.locator('button[type="submit"]').click();
      await page.getByLabel('Email Address').fill('not-an-address');
      await form.locator('button[type="submit"]').click();
      expect(page.url()).toMatch(/\/contact$/);
      expect(formPosts(sent)).toEqual([]);
    });
  });

  test("before the page's code arrives, an empty send is stopped by the browser's checks, not held", async ({ page, sent }) => {
    const gate = await holdScripts(page, '/contact', { boot: true, app: true });
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('form[data-form="contact"]');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Full Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(form).not.toHaveAttribute('data-submit-queued');
    await markerRequest(page);
    expect(formPosts(sent)).toEqual([]);
    // Filled in, it is held as before, and sent once the code is there; the form then checks itself.
    await fillRequired(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form).toHaveAttribute('data-submit-queued', '');
    gate.release('boot');
    gate.release('app');
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
  });
});

test.describe('where the messages show', () => {
  for (const width of [390, 1280]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

      test('the newsletter form keeps its width when a message appears under it', async ({ page, webhook }) => {
        await webhook.answer({ kind: 'status', status: 500 });
        const site = SITE_FORMS.find((form) => form.name === 'newsletter')!;
        const form = await site.open(page);
        const width = (await form.boundingBox())!.width;
        await site.fill(form);
        await form.getByRole('button', { name: site.block.submit.label }).click();
        await expect(formNotice(form)).toBeVisible();
        expect((await form.boundingBox())!.width).toBe(width);
      });

      for (const site of SITE_FORMS) {
        test(`the ${site.name} form: after a failed send with its heading near the top, no message covers the heading, the button, the notice or the field in use`, async ({
          page,
          webhook,
        }) => {
          await webhook.answer({ kind: 'status', status: 500 });
          const form = await site.open(page);
          await site.fill(form);
          const heading = formHeading(page, site.block);
          await scrollBelowHeader(page, heading);
          // Sent from its first field (the button may be below the screen on a phone), as Enter does.
          await form.getByLabel(site.required[0]!).press('Enter');
          await expect(failureToast(page)).toBeVisible();
          const notice = formNotice(form);
          await expect(notice).toBeVisible();
          const parts: [string, () => Promise<Box | null>][] = [
            ['heading', () => heading.boundingBox()],
            ['button', () => form.locator('button[type="submit"]').boundingBox()],
            ['notice', () => notice.boundingBox()],
            // The field the visitor is in. (Not every field: a failed send is about the form, which
            // on a phone is taller than the screen, so no place for a toast is clear of all of them.)
            ['the field in use', () => form.getByLabel(site.required[0]!).boundingBox()],
          ];
          for (const [what, box] of parts)
            await expect.poll(async () => overlap((await failureToast(page).boundingBox())!, (await box())!), what).toBe(false);
          await page.screenshot({ path: test.info().outputPath(`${site.name}-failure-${width}.png`) });
        });

        test(`the ${site.name} form: blank fields' messages sit under their fields, and the toast covers none of them nor the heading`, async ({
          page,
        }) => {
          const form = await site.open(page);
          const heading = formHeading(page, site.block);
          await scrollBelowHeader(page, heading);
          await form.getByLabel(site.required[0]!).press('Enter');
          const first = form.getByLabel(site.required[0]!);
          await expect(first).toBeFocused();
          for (const label of site.required) {
            const field = form.getByLabel(label);
            await expect(field).toHaveAttribute('aria-invalid', 'true');
            const message = page.locator(`[id="${(await field.getAttribute('aria-describedby'))!.split(' ')[0]}"]`);
            const [fieldBox, messageBox] = [(await field.boundingBox())!, (await message.boundingBox())!];
            expect(messageBox.y, `${label}: its message under it`).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
            if (!site.block.messages.missing) continue;
            await expect(failureToast(page)).toBeVisible();
            for (const [what, part] of [
              [label, field],
              [`${label}'s message`, message],
            ] as const)
              await expect
                .poll(async () => overlap((await failureToast(page).boundingBox())!, (await part.boundingBox())!), what)
                .toBe(false);
          }
          if (site.block.messages.missing)
            await expect.poll(async () => overlap((await failureToast(page).boundingBox())!, (await heading.boundingBox())!)).toBe(false);
          await page.screenshot({ path: test.info().outputPath(`${site.name}-missing-${width}.png`) });
        });
      }
    });
  }
});
