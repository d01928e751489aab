import { fillRequired, formPosts, holdScripts, openContact, requestedUrls, toast } from '../support/formPage';
import { markerRequest } from '../support/pageWaits';
import { test, expect } from './formsTest';
import { waitForHydration } from './test';

// The forms before the page is interactive: its scripts held back as on a slow network, a send is
// held and sent once when they come, and what is typed meanwhile is neither lost nor put in an address.

test.describe('before the page is interactive', () => {
  test('what is typed before hydration is exactly what is sent', async ({ page, webhook }) => {
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
    const posts = await webhook.posts('/contact');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '918 555 0100',
      message: 'Typed before the page was interactive.',
    });
  });

  test('Send before hydration is held, then posted exactly once, and nothing typed reaches an address', async ({ page, webhook, sent }) => {
    const urls = requestedUrls(page);
    const gate = await holdScripts(page, '/contact', { boot: false, app: true });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="contact"]');
    await fillRequired(page, 'Grace Hopper', 'grace.early@example.com', 'Sent before the scripts arrived.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form).toHaveAttribute('data-submit-queued', '');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await markerRequest(page);
    expect(formPosts(sent)).toEqual([]);
    gate.release('app');
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await markerRequest(page);
    expect(formPosts(sent)).toHaveLength(1);
    const posts = await webhook.posts('/contact');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ name: 'Grace Hopper', email: 'grace.early@example.com' });
    expect(page.url()).toMatch(/\/contact$/);
    expect(urls.filter((url) => url.includes('grace') || url.includes('Hopper'))).toEqual([]);
  });

  test('Send while the form is hydrated but not yet ready is posted once, when it is ready', async ({ page, webhook, sent }) => {
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
    await markerRequest(page);
    expect(formPosts(sent)).toEqual([]);
    release();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await markerRequest(page);
    await expect(page.locator('[data-toast="destructive"]')).toHaveCount(0);
    expect(formPosts(sent)).toHaveLength(1);
    expect(await webhook.posts('/contact')).toHaveLength(1);
  });

  test('before the boot script has arrived, Enter and Send are held by the inline guard, never a native submit', async ({
    page,
    webhook,
    sent,
  }) => {
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
    // Neither press went out: no native submit (a page load), no post.
    await markerRequest(page);
    expect(formPosts(sent)).toEqual([]);
    expect(page.url()).toMatch(/\/contact$/);
    gate.release('boot');
    gate.release('app');
    // Sent once, however many times it was pressed while held.
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await markerRequest(page);
    expect(formPosts(sent)).toHaveLength(1);
    const posts = await webhook.posts('/contact');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ name: 'Grace Hopper', email: 'grace.noscript@example.com', message: 'No script yet.' });
    expect(urls.filter((url) => url.includes('grace'))).toEqual([]);
  });

  test('the newsletter: Subscribe before hydration is held and posted once', async ({ page, webhook }) => {
    const urls = requestedUrls(page);
    const gate = await holdScripts(page, '/insights', { boot: false, app: true });
    await page.goto('/insights', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="newsletter"]');
    await form.getByLabel('Email address').fill('early.investor@example.com');
    await form.getByLabel('Email address').press('Enter');
    await expect(form).toHaveAttribute('data-submit-queued', '');
    gate.release('app');
    await expect(toast(page)).toContainText('Successfully Subscribed!');
    expect(await webhook.posts('/newsletter')).toHaveLength(1);
    expect(((await webhook.posts('/newsletter'))[0]!.body as Record<string, string>).email).toBe('early.investor@example.com');
    expect(page.url()).toMatch(/\/insights$/);
    expect(urls.filter((url) => url.includes('early.investor'))).toEqual([]);
  });
});

test.describe('typing while the form hydrates', () => {
  test("typing while the form's code loads and hydrates is kept, every character, and sent as typed", async ({ page, webhook }) => {
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
    expect((await webhook.posts('/contact'))[0]!.body).toMatchObject({ name: 'Grace Brewster Hopper' });
  });
});
