import type { Page } from '@playwright/test';
import { test, expect, type DevServerFixture } from './devServerFixture.ts';

/**
 * What the page editor's specs share: a dev server of their own on a copy of pages/ and public/
 * (uploads write into it), and the ways into the editor. Each spec names its own copy, so each runs
 * in a worker of its own and starts from the pages as they are in the repository.
 */

/** The running dev server of the spec's worker: its address, and the copies of pages/ and public/ it serves. */
export const dev: DevServerFixture = { base: '', pagesDir: '', publicDir: '' };

/** Runs the calling spec's tests in order against a dev server on the copy `copy` of pages/ and public/. */
export function useEditorDevServer(copy: string): void {
  test.use({ devPagesCopy: copy, devPublicCopy: true });
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({ devServer }) => {
    Object.assign(dev, devServer);
  });
}

export async function openEditor(page: Page, id: string) {
  await page.goto(`${dev.base}/__edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Editing .*${id}\\.json`) })).toBeVisible({ timeout: 30_000 });
}

export const rows = (page: Page) => page.getByRole('list', { name: 'Blocks of this page' }).getByRole('listitem');
export const status = (page: Page) => page.locator('[data-save-status]');

/** Opens page `id` in the editor with its block `label` (/^3\. card-grid/) selected; returns the form. */
export async function openBlock(page: Page, id: string, label: RegExp) {
  await openEditor(page, id);
  await page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: label }).click();
  return page.getByRole('region', { name: 'Form' });
}

/** Selects the page's hero and types `words` at the end of its title, a key at a time as an author would. */
export async function typeAtEndOfHeroTitle(page: Page, words: string) {
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const title = page.getByRole('region', { name: 'Form' }).getByRole('textbox', { name: /^Title/ });
  const original = await title.inputValue();
  await title.press('End');
  await title.pressSequentially(words, { delay: 30 });
  return { title, original };
}
