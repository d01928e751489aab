import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './test';
import { scrollSettled, settledBox } from '../support/pageWaits';

type DataLayerEvent = Record<string, unknown> & { event: string };

const events = (page: Page, name?: string) =>
  page.evaluate(
    (only) =>
      ((window.dataLayer ?? []) as Record<string, unknown>[]).filter(
        (e) => e && typeof e.event === 'string' && (!only || e.event === only),
      ),
    name,
  ) as Promise<DataLayerEvent[]>;

test('a page_view is recorded for every route change, with path and title', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('link', { name: 'Get in Touch' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(async () => (await events(page, 'page_view')).map((e) => e.page_path)).toEqual(['/', '/about', '/contact']);
  const last = (await events(page, 'page_view')).at(-1)!;
  expect(last.page_title).toBe(await page.title());
});

test('each scroll-depth milestone is recorded once per page view', async ({ page }) => {
  await page.goto('/technology');
  await waitForHydration(page);
  // Each scroll is handled before the next: coming back to the bottom must not record again.
  for (const fraction of [0.3, 0.6, 1, 0.2, 1]) await scrollSettled(page, { fraction });
  await expect.poll(async () => (await events(page, 'scroll_depth')).map((e) => e.percent)).toEqual([25, 50, 75, 90, 100]);
  // A new page view starts counting again.
  await page.getByRole('link', { name: 'Get in Touch' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('main h1')).toHaveText('Get in Touch'); // the new page view has begun
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => (await events(page, 'scroll_depth')).filter((e) => e.page_path === '/contact').length).toBeGreaterThan(0);
});

test("a call to action records its event with the location and the target's path", async ({ page }) => {
  await page.goto('/technology/ai-platforms');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Request a Demo' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  const [cta] = await events(page, 'request_demo_cta');
  expect(cta).toEqual({ event: 'request_demo_cta', location: 'hero', click_label: '/contact' });
  expect(await events(page, 'button_click')).toContainEqual(expect.objectContaining({ label: 'Request a Demo', destination: '/contact' }));
});

test('header and footer links record navigation clicks', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  expect(await events(page, 'navigation_click')).toContainEqual(
    expect.objectContaining({ label: 'Insights', destination: '/insights', location: 'footer' }),
  );
});

test('asset-type cards record hovers and learn-more clicks named from the title', async ({ page }) => {
  await page.goto('/asset-types');
  await waitForHydration(page);
  const card = page.locator('[data-asset-card="industrial_logistics"]');
  await card.hover();
  await page.mouse.move(0, 0);
  await card.hover();
  expect((await events(page)).filter((e) => e.event === 'industrial_logistics_card_hover')).toHaveLength(1);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/asset-types\/industrial$/);
  expect(await events(page, 'industrial_logistics_learn_more')).toHaveLength(1);
});

test('a press anywhere on an asset-type card records what a press on its link does, and its hover once', async ({ page }) => {
  /** The events a press records, in order: what is left once the page views and scroll milestones are set aside. */
  const pressEvents = async () => (await events(page)).filter((e) => !['page_view', 'scroll_depth', 'time_on_page'].includes(e.event));
  const card = page.locator('[data-asset-card="office"]');
  const href = '/asset-types/office';

  await page.goto('/asset-types');
  await waitForHydration(page);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/asset-types\/office$/);
  const byLink = await pressEvents();
  expect(byLink).toEqual([
    { event: 'office_card_hover', asset_type: 'Office' },
    { event: 'link_click', label: 'Learn More', destination: href },
    { event: 'office_learn_more', location: 'asset_card', click_label: href },
  ]);

  await page.goto('/asset-types');
  await waitForHydration(page);
  await card.scrollIntoViewIfNeeded();
  const text = await settledBox(card.locator('p').first());
  await page.mouse.move(text.x + text.width / 2, text.y + text.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/asset-types\/office$/);
  expect(await pressEvents()).toEqual(byLink);
});

test('time on page is recorded when leaving a page after more than 5 seconds', async ({ page }) => {
  // The page's clock, not the test's, measures the visit: it runs as usual until the test moves it on.
  await page.clock.install();
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Get in Touch' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await events(page, 'time_on_page')).toHaveLength(0); // under 5 s on /about
  await page.clock.fastForward(5300);
  await page.locator('footer').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // Recorded when the /contact page view ends, i.e. once /about has replaced it.
  await expect.poll(async () => (await events(page, 'time_on_page')).length).toBe(1);
  const [entry] = await events(page, 'time_on_page');
  expect(entry).toMatchObject({ page_path: '/contact' });
  expect(entry!.seconds).toBeGreaterThanOrEqual(5);
});
