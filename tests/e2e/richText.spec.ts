import { headingOf } from '../support/pageCopy.ts';
import { test, expect, waitForHydration } from './test';

/**
 * Rich text as the production build prerenders it (issue 55, part 3): the fixture page
 * (tests/fixtures/site/pages/fixtures/rich-text.json) writes a paragraph, a card's description and an
 * FAQ answer as runs. Its HTML holds <strong>, <em> and the site's links, markup written in a run
 * as text, and its links work as every other link does, before and after the boot script.
 */
const PAGE = '/fixtures/rich-text';

test('the prerendered HTML holds the runs as <strong>, <em> and links, and markup in a run as text', async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  const paragraph = /<p>Redbud Asset Group manages .*?<\/p>/.exec(html)?.[0];
  expect(paragraph).toBeDefined();
  expect(paragraph).toContain('<strong>offices, shops and homes</strong>');
  expect(paragraph).toContain('<em>every month</em>');
  expect(paragraph).toMatch(
    /<a href="\/contact" data-track="link_click" data-track-label="talk to us"><strong><em>talk to us<\/em><\/strong><\/a>/,
  );
  expect(paragraph).toMatch(/<a href="#faq" [^>]*>the questions<\/a>/);
  expect(paragraph).toMatch(/<a href="https:\/\/maps\.example\/tulsa" target="_blank" rel="noopener noreferrer" [^>]*>the map<\/a>/);
  // Markup written in a run is escaped text: no element of it reaches the page.
  expect(html).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong> and &lt;b&gt;not bold&lt;/b&gt;.');
  expect(html).not.toContain('<script>alert(1)');
  // The FAQ answer and the cards' descriptions too.
  expect(html).toMatch(/Most portfolios are live in <strong>4–8 weeks<\/strong>; <a href="\/contact" [^>]*>ask us<\/a>\./);
  expect(html).toMatch(/Occupancy rose to <strong>100%<\/strong>\./);
  expect(html).toMatch(/Its text links <a href="\/about" [^>]*>elsewhere<\/a>, above the card/);
});

test('a link in a text follows its target: another page through the navigator, a section, and a link in a linked card above the card’s own', async ({
  page,
  consoleLog,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const main = page.locator('main');
  await expect(main.locator('p strong', { hasText: 'offices, shops and homes' })).toBeVisible();

  // A section of the page: the FAQ, scrolled to.
  await main.getByRole('link', { name: 'the questions' }).click();
  await expect(page).toHaveURL(/#faq$/);
  await expect(main.locator('#faq')).toBeInViewport();

  // In a card that is a link as a whole, the link in its text is its own.
  await main.getByRole('link', { name: 'elsewhere' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture page of rich text');

  // Another page of the site, swapped in by the navigator (no full load), its click recorded as a link's.
  await page.evaluate(() => ((window as unknown as { richTextMark: boolean }).richTextMark = true));
  await main.getByRole('link', { name: 'talk to us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/contact'));
  expect(await page.evaluate(() => (window as unknown as { richTextMark?: boolean }).richTextMark)).toBe(true);
  const clicks = () =>
    page.evaluate(() => ((window.dataLayer ?? []) as Record<string, unknown>[]).filter((entry) => entry.event === 'link_click'));
  await expect.poll(clicks).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'talk to us', destination: '/contact' })]));
  expect(consoleLog.problems).toEqual([]);
});
