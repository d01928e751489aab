import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { formsReady, test, expect, waitForHydration } from './test';
import { animationsSettled, scrollSettled, settledBox } from '../support/pageWaits';
import { readSchemaFiles } from '../../scripts/lib/schemas/schemas';
import { resolveText, tokenValues } from '../../engine/content/tokens';
import { contentTokens } from '../../blocks/contentTokens';

test.describe('tab bar', () => {
  test('marks the current page, under either of its addresses', async ({ page }) => {
    await page.goto('/asset-management/hud');
    await waitForHydration(page);
    const tabs = page.getByRole('navigation', { name: 'Asset management by property type' });
    await expect(tabs.getByRole('link')).toHaveCount(6);
    await expect(tabs.getByRole('link', { name: 'HUD' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.locator('[aria-current]')).toHaveCount(1);
    await tabs.getByRole('link', { name: 'Office' }).click();
    await expect(page).toHaveURL(/\/management\/office$/);
    await expect(tabs.getByRole('link', { name: 'Office' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.locator('[aria-current]')).toHaveCount(1);
  });

  test('at 390 px the current tab is on screen, on arrival and after a tab is followed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const onScreen = async (name: string) => {
      const box = (await page
        .getByRole('navigation', { name: 'Asset management by property type' })
        .getByRole('link', { name })
        .boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 390;
    };
    await page.goto('/management/senior');
    expect(await onScreen('Senior')).toBe(true);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Asset management by property type' }).getByRole('link', { name: 'Industrial' }).click();
    await expect(page).toHaveURL(/\/management\/industrial$/);
    await expect.poll(() => onScreen('Industrial')).toBe(true);
    await page.goto('/management/multifamily');
    expect(await onScreen('Multifamily')).toBe(true);
  });

  test.describe('at 390 px, where the tabs overflow the bar', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    const bar = (page: Page) => page.getByRole('navigation', { name: 'Asset management by property type' });
    /** Whether the current tab lies whole inside the list that scrolls (and clips) the tabs. */
    const currentTabWhole = (page: Page) =>
      bar(page)
        .locator('ul')
        .evaluate((list) => {
          const tab = list.querySelector('[aria-current="page"]')!.getBoundingClientRect();
          const box = list.getBoundingClientRect();
          return tab.left >= box.left - 0.5 && tab.right <= box.right + 0.5;
        });

    test('the current tab, the last one, is whole in the bar on arrival and after a tab leads to it', async ({ page }) => {
      await page.goto('/management/senior');
      expect(await currentTabWhole(page)).toBe(true);
      await page.goto('/management/multifamily');
      await waitForHydration(page);
      // Set on this document: still there after the click only if the navigator swapped the next page in.
      await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''));
      await bar(page).getByRole('link', { name: 'Senior' }).click();
      await expect(page).toHaveURL(/\/management\/senior$/);
      await expect(bar(page).getByRole('link', { name: 'Senior' })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('html')).toHaveAttribute('data-test-same-document', '');
      await expect.poll(() => currentTabWhole(page)).toBe(true);
    });

    /** What each edge of the list shows: its fade fully ('shown'), not at all ('none'), or between. */
    const cues = (page: Page) =>
      bar(page)
        .locator('ul')
        .evaluate((list) => {
          const cue = (edge: '::before' | '::after') => {
            const style = getComputedStyle(list, edge);
            if (style.content === 'none' || style.display === 'none' || style.backgroundImage === 'none') return 'none';
            return style.opacity === '1' ? 'shown' : style.opacity === '0' ? 'none' : 'between';
          };
          return { start: cue('::before'), end: cue('::after') };
        });

    test('a fade at an edge shows more tabs lie past it, and is gone once the list is scrolled to that end', async ({ page }) => {
      await page.goto('/management/multifamily');
      await expect.poll(() => cues(page)).toEqual({ start: 'none', end: 'shown' });
      await bar(page)
        .locator('ul')
        .evaluate((list) => list.scrollTo({ left: list.scrollWidth - list.clientWidth, behavior: 'instant' }));
      await expect.poll(() => cues(page)).toEqual({ start: 'shown', end: 'none' });
      // The fades are drawn only: every tab's name is still read, found and copied.
      const text = await bar(page).innerText();
      for (const name of ['Multifamily', 'HUD', 'Office', 'Retail', 'Industrial', 'Senior']) expect(text).toContain(name);
    });

    test('at 1280 px, where every tab fits, no fade shows', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.goto('/management/multifamily');
      const list = bar(page).locator('ul');
      expect(await list.evaluate((l) => l.scrollWidth <= l.clientWidth)).toBe(true);
      await expect.poll(() => cues(page)).toEqual({ start: 'none', end: 'none' });
    });
  });

  test('sticks under the header after 100 px of scrolling', async ({ page }) => {
    await page.goto('/management/senior');
    await waitForHydration(page);
    const bar = page.locator('[data-tab-bar]');
    await scrollSettled(page, { y: 60 });
    await expect(bar).not.toHaveAttribute('data-sticky');
    await scrollSettled(page, { y: 140 });
    await expect(bar).toHaveAttribute('data-sticky', '');
    await scrollSettled(page, { y: 1800 });
    // The header above it compacts with a transition: measured where it comes to rest.
    await animationsSettled(page);
    const box = await bar.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(55);
    expect(box!.y).toBeLessThanOrEqual(80);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveAttribute('data-sticky');
  });

  test('pinned, it takes a tap anywhere on it, even right under the compact header', async ({ page }) => {
    // The header's box keeps the full bar's height when the bar compacts; the 16 px strip below the
    // compact bar must be the page's, or the top of a pinned tab does nothing when pressed.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/management/multifamily');
    await waitForHydration(page);
    await scrollSettled(page, { y: 900 });
    await animationsSettled(page);
    const bar = page.locator('[data-tab-bar]');
    await expect(bar).toHaveAttribute('data-sticky', '');
    const tab = (await bar.getByRole('link', { name: 'HUD' }).boundingBox())!;
    const header = (await page.locator('[data-site-header]').boundingBox())!;
    const y = tab.y + 3;
    expect(y, "the point pressed is inside the header's box").toBeLessThan(header.y + header.height);
    await page.mouse.click(tab.x + tab.width / 2, y);
    await expect(page).toHaveURL(/\/management\/hud$/);
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px, each tab's focus ring shows whole, though the list that holds it clips what lies outside it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/management/multifamily');
    const tabs = page.locator('[data-tab-bar] a');
    expect(await tabs.count()).toBeGreaterThan(3);
    await tabs.first().focus();
    for (let i = 0; i < (await tabs.count()); i++) {
      if (i > 0) await page.keyboard.press('Tab');
      const cut = await tabs.nth(i).evaluate((tab) => {
        if (!tab.matches(':focus-visible')) return 'no visible focus';
        const style = getComputedStyle(tab);
        // How far the ring reaches out of the tab's box (none when it is drawn inside it).
        const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
        const box = tab.getBoundingClientRect();
        for (let el = tab.parentElement; el && el !== document.body; el = el.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(el);
          if (overflowX === 'visible' && overflowY === 'visible') continue;
          // A box that clips: the ring must not reach out of the tab, where the box would cut it
          // (sideways, the list scrolls, and shows as much of the ring as of the tab), and above
          // and below it must be inside the box.
          if (reach > 0)
            return `${tab.textContent}: its ring reaches ${reach}px out of it, inside <${el.tagName.toLowerCase()}>, which clips`;
          const clip = el.getBoundingClientRect();
          if (Math.round(box.top) < Math.round(clip.top) || Math.round(box.bottom) > Math.round(clip.bottom))
            return `${tab.textContent}: cut above or below by <${el.tagName.toLowerCase()}>`;
        }
        return '';
      });
      expect(cut).toBe('');
    }
  });
}

test('FAQ questions are native disclosures that work from the keyboard, and opening one is recorded', async ({ page }) => {
  await page.goto('/technology');
  await waitForHydration(page);
  const items = page.locator('main details').filter({ hasText: '?' });
  await expect(items).toHaveCount(4);
  const first = items.first();
  const question = first.locator('summary');
  const answer = first.locator('summary + *');
  await expect(first).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();
  const opened = () =>
    page.evaluate(() =>
      ((window.dataLayer ?? []) as Record<string, unknown>[]).filter((e) => e?.event === 'faq_open').map((e) => e.question),
    );
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  // The browser fires 'toggle' in a task of its own (and merges quick open-close pairs): wait for it.
  await expect.poll(async () => (await opened()).length).toBe(1);
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();
  // Tab reaches the next question.
  await page.keyboard.press('Tab');
  await expect(items.nth(1).locator('summary')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect.poll(async () => (await opened()).length).toBe(2);
  const questions = await opened();
  expect(questions[0]).not.toBe(questions[1]);
  expect(questions[1]).toContain('?');
});

test('printed, the FAQ shows every answer, each question closed on screen as it was', async ({ page }) => {
  await page.goto('/technology');
  await waitForHydration(page);
  const items = page.locator('main details');
  await expect(items).toHaveCount(4);
  const answers = items.locator('summary + *');
  for (const answer of await answers.all()) await expect(answer).toBeHidden();
  await items.first().scrollIntoViewIfNeeded();
  await page.emulateMedia({ media: 'print' });
  const texts = await answers.evaluateAll((all) => all.map((answer) => answer.textContent!.trim()));
  // The text as laid out for print, question and answer, as the printed page reads it.
  const printed = await items.evaluateAll((all) => all.map((item) => (item as HTMLElement).innerText));
  for (const [index, answer] of (await answers.all()).entries()) {
    await expect(answer).toBeVisible();
    expect(printed[index]).toContain(texts[index]);
  }
  for (const item of await items.all()) await expect(item).not.toHaveAttribute('open');
  await page.emulateMedia({ media: 'screen' });
  for (const answer of await answers.all()) await expect(answer).toBeHidden();
});

test.describe('cards with a link are one link each', () => {
  /** The linked kinds of card, each on the home page. */
  const KINDS = ['service', 'asset-type', 'pillar', 'insight'] as const;
  const cardsOf = (page: Page, kind: string) => page.locator(`main [data-card-kind="${kind}"] > li > article`);
  /** What a keyboard reaches inside an element. */
  const TAB_STOPS = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

  /** The path the page shows, once the navigation a press started has put it on screen. */
  const pathname = (page: Page) => new URL(page.url()).pathname;

  for (const kind of KINDS) {
    test(`a press on a ${kind} card's title or text follows its link`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      for (const [index, part] of [
        [1, 'h2, h3'],
        [2, 'p'],
      ] as const) {
        const card = cardsOf(page, kind).nth(index);
        const href = (await card.locator('a[href]').getAttribute('href'))!;
        await card.scrollIntoViewIfNeeded();
        const box = await settledBox(card.locator(part).first());
        await page.mouse.click(box.x + Math.min(8, box.width / 2), box.y + box.height / 2);
        await expect.poll(() => pathname(page), `a press on the ${part} of ${kind} card ${index}`).toBe(href);
        await page.goBack();
        await expect.poll(() => pathname(page)).toBe('/');
      }
    });
  }

  test('each card is one tab stop, its one link named by what it leads to, with nothing interactive inside it', async ({ page }) => {
    await page.goto('/');
    for (const kind of KINDS) {
      const stops = await cardsOf(page, kind).evaluateAll(
        (cards, selector) => cards.map((card) => card.querySelectorAll(selector).length),
        TAB_STOPS,
      );
      expect(stops.length, kind).toBeGreaterThan(2);
      expect(stops, `${kind}: tab stops per card`).toEqual(stops.map(() => 1));
      for (const card of await cardsOf(page, kind).all()) {
        const link = card.getByRole('link');
        const title = (await card.locator('h2, h3').textContent())!;
        await expect(link).toHaveAccessibleName(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        expect(await link.evaluate((a, selector) => a.querySelectorAll(selector).length, TAB_STOPS)).toBe(0);
      }
    }
    // Cards with nowhere to go stay plain: nothing to press.
    await page.goto('/insights');
    const plain = await cardsOf(page, 'insight').evaluateAll(
      (cards, selector) => cards.map((card) => card.querySelectorAll(selector).length),
      TAB_STOPS,
    );
    expect(plain.length).toBeGreaterThan(5);
    expect(plain).toEqual(plain.map(() => 0));
  });

  test('the whole card shows hover and keyboard focus, wherever the pointer is on it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const card = cardsOf(page, 'service').first();
    await card.scrollIntoViewIfNeeded();
    const resting = await card.evaluate((el) => getComputedStyle(el).transform);
    const text = await settledBox(card.locator('p').first());
    await page.mouse.move(text.x + text.width / 2, text.y + text.height / 2);
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).transform)).not.toBe(resting);
    await page.mouse.move(0, 0);
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).transform)).toBe(resting);
    // Keyboard focus on its link rings the whole card: the card itself, or the link's cover spanning it.
    await card.getByRole('link').focus();
    await expect
      .poll(() =>
        card.evaluate((el) => {
          const ringed = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
          const cover = getComputedStyle(el.querySelector('a')!, '::after');
          const spansCard = cover.content !== 'none' && cover.position === 'absolute' && cover.inset === '0px';
          return ringed(getComputedStyle(el)) || (spansCard && ringed(cover));
        }),
      )
      .toBe(true);
  });
});

test('every block example from the schemas renders in the production build without console problems', async ({ page, consoleLog }) => {
  await page.goto('/fixtures/block-examples');
  await waitForHydration(page);
  const examples = readSchemaFiles()
    .filter((f) => f.relPath.startsWith('blocks/'))
    .flatMap((f) => f.schema.examples as Record<string, unknown>[]);
  expect(examples.length).toBeGreaterThanOrEqual(15);
  const tokens = tokenValues(contentTokens, JSON.parse(fs.readFileSync('pages/site.json', 'utf8')));
  for (const example of examples) {
    if (typeof example.title === 'string' && example.type !== 'text') {
      const title = resolveText(example.title, tokens);
      await expect(page.getByText(title, { exact: true }).first(), `${example.type}: ${title}`).toBeAttached();
    }
  }
  // The examples' forms hydrating are the last of the page's scripts to run.
  await formsReady(page);
  expect(consoleLog.problems).toEqual([]);
});

const routes = JSON.parse(fs.readFileSync('pages/routes.json', 'utf8')).routes as { path: string }[];

test.describe('no horizontal scrolling at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const { path } of routes) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, `${path} is ${widths.scroll}px wide`).toBeLessThanOrEqual(widths.client);
    });
  }
});
