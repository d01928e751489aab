import fs from 'node:fs';
import path from 'node:path';
import { lineDiff } from '../support/lineDiff.ts';
import { test, expect } from './devServerFixture.ts';
import { dev, useEditorDevServer, openEditor } from './editorSession.ts';

/**
 * The page editor (/__edit) in Chromium against the real dev server on a copy of pages/ of its
 * own: validate as the author types, only the latest answer applied; site.json's form; the page
 * list and New page.
 */
useEditorDevServer('editor-checks');

test('validate speaks as the author types: schema rules at once, routes and tokens once the field is left; nothing is written', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const file = path.join(dev.pagesDir, 'about.json');
  const bytes = fs.readFileSync(file);
  await openEditor(page, 'about');
  const form = page.getByRole('region', { name: 'Form' });
  const issues = page.locator('[data-issues]');
  const heroRow = page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: /^1\. hero/ });
  await heroRow.click();

  // A required field emptied: the message comes while the focus is still in it, on the field, in the list and on the block.
  const title = form.getByRole('textbox', { name: /^Title/ });
  await title.fill('');
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(/missing required field "title"/, { timeout: 10_000 });
  await expect(issues).toContainText(/about\.json:\d+:\d+ \/blocks\/0 +missing required field "title"/);
  await expect(heroRow).toHaveAccessibleName(/\(has problems\)$/);
  // Written again: the message goes, as it came.
  await title.fill('Built in Tulsa for owners who want answers');
  await expect(issues).toBeHidden({ timeout: 10_000 });
  await expect(heroRow).not.toHaveAccessibleName(/\(has problems\)$/);

  // A token and a route are words still being typed until the field is left: nothing is said before.
  const eyebrow = form.getByRole('textbox', { name: /^Eyebrow/ });
  await eyebrow.fill('About {brnd}');
  const navigate = form.getByRole('combobox', { name: /^Navigate/ }).first();
  await navigate.fill('/nope');
  await page.waitForTimeout(1500);
  await expect(navigate).not.toHaveAccessibleDescription(/is not a route/);
  // ...the token's field was left (for the route's): its message is there.
  await expect(eyebrow).toHaveAccessibleDescription(/unknown content token \{brnd\} — did you mean "brand"\?/, { timeout: 10_000 });
  await navigate.press('Tab');
  await expect(navigate).toHaveAccessibleDescription(/"\/nope" is not a route in pages\/routes\.json/, { timeout: 10_000 });
  await expect(issues.getByRole('listitem')).toHaveCount(2);
  await expect(page.locator('[data-save-status]')).toHaveText('Unsaved changes');

  // Save is still the gate: it refuses, and names the same two problems.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Not saved: 2 problems to fix/, { timeout: 20_000 });
  expect(fs.readFileSync(file).equals(bytes)).toBe(true);
});

test('only the latest check’s answer applies: an older one that comes late is dropped', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const form = page.getByRole('region', { name: 'Form' });
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const title = form.getByRole('textbox', { name: /^Title/ });
  const bodies: string[] = [];
  // The first check after this is slow, and would say the title is missing; the next one is answered at once.
  let slow = true;
  await page.route('**/__editor/check', async (route) => {
    bodies.push(route.request().postData() ?? '');
    if (!slow) return route.continue();
    slow = false;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route
      .fulfill({
        json: {
          issues: [
            {
              file: 'about.json',
              line: 9,
              col: 5,
              pointer: '/blocks/0',
              code: 'missing-field',
              message: 'missing required field "title" (late)',
              inPage: true,
            },
          ],
        },
      })
      .catch(() => undefined);
  });
  await title.fill('Built in Tulsa');
  await page.waitForTimeout(800);
  await title.fill('Built in Tulsa for owners');
  await expect.poll(() => bodies.length, { timeout: 10_000 }).toBe(2);
  await page.waitForTimeout(3000);
  await expect(page.locator('[data-issues]')).toBeHidden();
  await expect(title).not.toHaveAccessibleDescription(/late/);
});

test('site.json in the editor: the footer edited in its form, checked as it is typed, undone, and saved as a one-line diff', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const file = path.join(dev.pagesDir, 'site.json');
  const original = fs.readFileSync(file, 'utf8');
  await page.goto(`${dev.base}/__edit`);
  await page.getByRole('link', { name: 'Site (header, footer)' }).click();
  await expect(page).toHaveURL(`${dev.base}/__edit/site.json`);
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*site\.json/ })).toBeVisible({ timeout: 30_000 });

  const sections = page.getByRole('list', { name: 'Parts of site.json' });
  await sections.getByRole('button', { name: /^Footer/ }).click();
  const form = page.getByRole('region', { name: 'Form' });
  const about = form.locator('#edit-footer_columns_0_links_4_name');
  await expect(about).toHaveValue('About');

  // A link to no page: validate's message on the field once it is left, and on the part.
  const href = form.locator('#edit-footer_columns_0_links_0_href');
  await href.fill('/asset-managment');
  await href.press('Tab');
  await expect(href).toHaveAccessibleDescription(/"\/asset-managment" is not a route in pages\/routes\.json/, { timeout: 10_000 });
  await expect(sections.getByRole('button', { name: /^Footer.*\(has problems\)/ })).toBeVisible();
  await expect(page.locator('[data-issues]')).toContainText(/site\.json:\d+:\d+ \/footer\/columns\/0\/links\/0\/href/);
  // Undone: the link is back, and so is silence.
  await page.keyboard.press('Control+z');
  await expect(href).toHaveValue('/asset-management');
  await expect(page.locator('[data-issues]')).toBeHidden({ timeout: 10_000 });
  await expect(page.locator('[data-save-status]')).toHaveText('No changes');

  await about.fill('About the firm');
  await expect(page.locator('[data-save-status]')).toHaveText('Unsaved changes');
  // The preview frames a page with the draft's footer, before anything is saved.
  await expect(page.locator('[data-preview] iframe').contentFrame().locator('footer')).toContainText('About the firm');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Saved /, { timeout: 20_000 });
  const { removed, added } = lineDiff(original, fs.readFileSync(file, 'utf8'));
  expect(removed.map((line) => line.trim())).toEqual(['{ "name": "About", "href": "/about" }']);
  expect(added.map((line) => line.trim())).toEqual(['{ "name": "About the firm", "href": "/about" }']);
});

test('the page list finds pages by file, title or address as the author types, and Enter opens the first', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${dev.base}/__edit`);
  const search = page.getByRole('searchbox', { name: 'Find a page' });
  const listed = page.getByRole('table', { name: 'Pages' }).locator('tbody tr');
  const count = page.locator('[data-page-count]');
  const total = fs
    .readdirSync(dev.pagesDir, { recursive: true })
    .filter((name) => String(name).endsWith('.json') && !/^(routes|site)\.json$/.test(String(name))).length;
  await expect(count).toHaveText(`${total} pages`);
  await expect(listed).toHaveCount(total);

  await search.fill('Affordable Management');
  await expect(count).toHaveText(`1 page matches “Affordable Management” (of ${total} pages)`);
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('link')).toHaveText('asset-management/hud');
  await search.fill('Team Tulsa');
  await expect(listed.getByRole('link')).toHaveText(['about']);
  // Titles as visitors read them, found by the brand's words as well.
  const brand = (JSON.parse(fs.readFileSync(path.join(dev.pagesDir, 'site.json'), 'utf8')) as { brand: string }).brand;
  await expect(listed.locator('td').nth(1)).toHaveText(`About ${brand} | Tulsa Commercial Real Estate Team`);
  await search.fill(`${brand} Team`);
  await expect(listed.getByRole('link')).toHaveText(['about']);
  await search.fill('no such page');
  await expect(count).toHaveText(`No page matches “no such page” (of ${total} pages)`);
  await expect(listed).toHaveCount(0);

  // An address of a page opens that page, though other pages hold the same words.
  await search.fill('/management/hud');
  await search.press('Enter');
  await expect(page).toHaveURL(`${dev.base}/__edit/asset-management/hud`);
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*asset-management\/hud\.json/ })).toBeVisible({ timeout: 30_000 });
});

test('a new page from the index joins the menu the author picks of those it could join', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${dev.base}/__edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page editor' })).toBeVisible({ timeout: 30_000 });
  const menu = page.getByLabel('Menu link');
  await page.getByLabel('Address').fill('/services/leasing');
  await page.getByLabel('Title (optional)').fill('Leasing');
  await expect(menu.locator('option')).toHaveText(['No menu link', 'In the header\'s "Services" menu'], { timeout: 10_000 });
  await menu.selectOption({ label: 'In the header\'s "Services" menu' });
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(`${dev.base}/__edit/services/leasing`);
  const site = JSON.parse(fs.readFileSync(path.join(dev.pagesDir, 'site.json'), 'utf8')) as {
    header: { nav: Array<{ name: string; submenu?: Array<{ name?: string; href?: string }> }> };
  };
  expect(site.header.nav.find((item) => item.name === 'Services')!.submenu!.at(-1)).toEqual({ name: 'Leasing', href: '/services/leasing' });
});
