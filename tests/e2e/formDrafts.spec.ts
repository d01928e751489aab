import type { Page, Route } from '@playwright/test';
import { botTrap, holdScripts, toast } from '../support/formPage';
import { test, expect } from './formsTest';
import { waitForHydration } from './test';

// A form's draft is kept from the visitor's first keystroke, before the form's code has loaded
// (the boot script keeps it, engine/boot/formDrafts.ts), and by the form's own code once its island
// is committed: on a slow or failing connection, a page change or a reload loses nothing typed.

const KEY = 'form-draft:/contact:inquiry';
/** The contact block's fields, in order: what its draft keeps (never the bot trap). */
const FIELDS = ['name', 'email', 'phone', 'inquiry_type', 'property_address', 'message'];

/** The chunks a form island needs (its component, the site's island kit, React): never the boot script or the navigator. */
const ISLAND_CODE = /\/assets\/(Form|islandKit|react|_react-dom-client-module|jsx-runtime|hydrateIslands)-[^/]+\.js$/;

/** The form island's code never arrives: its requests are never answered, as on a stalled connection. */
async function stallIslandCode(page: Page): Promise<void> {
  await page.route(ISLAND_CODE, () => new Promise<void>(() => undefined));
}

/** The form island's code cannot be fetched at all. */
async function failIslandCode(page: Page): Promise<void> {
  await page.route(ISLAND_CODE, (route: Route) => route.abort('internetdisconnected'));
}

/** The form island's code is held until the test releases it. */
async function holdIslandCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(ISLAND_CODE, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

const draftOf = (page: Page) =>
  page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as Record<string, string>);
  }, KEY);

const form = (page: Page) => page.locator('form[data-form="contact"]');

/** Counts this page's writes of the contact form's draft (each document's own count). */
async function countDraftWrites(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const counted = window as unknown as { draftWrites: number };
    counted.draftWrites = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (name === key) counted.draftWrites++;
      return setItem.call(this, name, value);
    };
  }, KEY);
}
const draftWrites = (page: Page) => page.evaluate(() => (window as unknown as { draftWrites: number }).draftWrites);

const islandCommitted = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-island]')].some((island) => Object.keys(island).some((k) => k.startsWith('__reactContainer'))),
  );

test.describe('a draft before the form’s code has loaded', () => {
  test('is kept from the first keystroke, and put back after a client-side visit elsewhere and Back', async ({ page }) => {
    await stallIslandCode(page);
    await page.goto('/contact');
    // The boot script and the navigator run; the form's island never gets its code.
    await waitForHydration(page);
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Message').fill('Typed while the form’s code was on its way.');
    await expect
      .poll(() => draftOf(page))
      .toEqual({
        name: 'Grace Hopper',
        email: '',
        phone: '',
        inquiry_type: '',
        property_address: '',
        message: 'Typed while the form’s code was on its way.',
      });
    expect(Object.keys((await draftOf(page))!)).toEqual(FIELDS);
    // A swap, not a page load: the mark stays on this document.
    await page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 1));
    await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark)).toBe(1);
    await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Message')).toHaveValue('Typed while the form’s code was on its way.');
  });

  test('survives a reload when the form’s code cannot be fetched', async ({ page }) => {
    await failIslandCode(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Message').fill('Typed on a failing connection.');
    await page.getByLabel('Inquiry Type').selectOption('SaaS Licensing');
    await expect.poll(() => draftOf(page)).toMatchObject({ name: 'Ada Lovelace', message: 'Typed on a failing connection.' });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Message')).toHaveValue('Typed on a failing connection.');
    await expect(page.getByLabel('Inquiry Type')).toHaveValue('SaaS Licensing');
  });

  test('keeps what was typed before the boot script arrived, with a draft saved earlier', async ({ page }) => {
    // A draft saved before: the email.
    await failIslandCode(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('Email Address').fill('grace@example.com');
    await expect.poll(() => draftOf(page)).toMatchObject({ email: 'grace@example.com' });
    // Reloaded on a slow connection: the name is typed before the boot script runs.
    const gate = await holdScripts(page, '/contact', { boot: true, app: false });
    await page.reload({ waitUntil: 'commit' });
    await page.getByLabel('Full Name').fill('Grace Hopper');
    expect(await draftOf(page)).toMatchObject({ email: 'grace@example.com', name: '' });
    gate.release('boot');
    // The boot script puts the email back and saves both, the name the visitor typed kept.
    await expect(page.getByLabel('Email Address')).toHaveValue('grace@example.com');
    await expect.poll(() => draftOf(page)).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Email Address')).toHaveValue('grace@example.com');
  });

  test('never keeps the bot trap', async ({ page }) => {
    await stallIslandCode(page);
    await page.goto('/contact');
    await waitForHydration(page);
    const trap = botTrap(form(page));
    const trapName = await trap.getAttribute('name');
    expect(trapName).toBeTruthy();
    await trap.evaluate((input: HTMLInputElement) => {
      input.value = 'http://spam.example';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await expect.poll(() => draftOf(page)).toMatchObject({ name: 'Grace Hopper' });
    expect(await draftOf(page)).not.toHaveProperty(trapName!);
  });
});

test.describe('a draft once the form’s code is there', () => {
  test('the form’s code takes over the latest text, keeps drafting it (one write per edit), and a send clears it', async ({ page }) => {
    await countDraftWrites(page);
    const release = await holdIslandCode(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('Full Name').fill('Grace');
    await page.getByLabel('Email Address').fill('grace.draft@example.com');
    await expect.poll(() => draftOf(page)).toMatchObject({ name: 'Grace', email: 'grace.draft@example.com' });
    release();
    await expect(form(page)).toHaveAttribute('data-form-ready', '');
    expect(await islandCommitted(page)).toBe(true);
    // Typing on: the form's own code saves it, once per edit, from the latest text.
    await page.getByLabel('Full Name').click();
    await page.keyboard.press('End');
    const before = await draftWrites(page);
    await page.keyboard.type(' Hopper');
    await expect.poll(() => draftOf(page)).toMatchObject({ name: 'Grace Hopper', email: 'grace.draft@example.com' });
    expect((await draftWrites(page)) - before).toBe(' Hopper'.length);
    await page.getByLabel('Message').fill('Drafted before and after the form’s code came.');
    await expect.poll(() => draftOf(page)).toMatchObject({ message: 'Drafted before and after the form’s code came.' });
    // Sent: the draft is gone, and a reload shows an empty form.
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await expect.poll(() => draftOf(page)).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});
