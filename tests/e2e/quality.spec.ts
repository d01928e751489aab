import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForHydration } from './test';

const routes = (JSON.parse(fs.readFileSync('pages/routes.json', 'utf8')).routes as { path: string }[]).map((r) => r.path);

for (const width of [390, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of routes) {
      test(`${path} has no axe violations and ordered headings`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        const { violations: found } = await new AxeBuilder({ page }).analyze();
        const violations = found.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} — ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        );
        expect(violations).toEqual([]);
        const levels = await page.evaluate(() =>
          [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
            .filter((h) => !h.closest('[aria-hidden="true"]'))
            .map((h) => Number(h.tagName.slice(1))),
        );
        expect(
          levels.filter((l) => l === 1),
          'one h1',
        ).toHaveLength(1);
        expect(levels[0], 'the h1 comes first in main content order').toBeDefined();
        levels.forEach((level, i) => {
          if (i > 0) expect(level - levels[i - 1]!, `heading ${i} (h${level}) after h${levels[i - 1]}`).toBeLessThanOrEqual(1);
        });
      });
    }
  });
}

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test('pages are served with the security headers, and nothing breaks the policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/technology');
  await waitForHydration(page);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'(;| )/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBeTruthy();
  await page.getByRole('link', { name: 'Get in Touch' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(violations).toEqual([]);
});
