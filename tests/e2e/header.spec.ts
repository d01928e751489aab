import type { Page } from '@playwright/test';
import { bootEntryOf, test, expect, waitForHydration } from './test';
import { animationsSettled, scrollSettled } from '../support/pageWaits';
import { layoutCounter, rendered } from '../support/layoutCount';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const servicesToggle = (page: Page) => page.getByRole('button', { name: 'Services menu' });
const servicesPanel = (page: Page) => page.getByRole('link', { name: /Property Management/ }).first();

/** The header's account links' navigation (blocks/chrome/SiteNav.tsx, AccountNav). */
const ACCOUNT_NAV = 'Account login';

/** The dropdowns close this long after the pointer leaves them (blocks/chrome/navState.ts). */
const CLOSE_DELAY_MS = 200;

/**
 * Opens a page. With `clock`, the page runs on Playwright's clock (as usual until stopClock), so a
 * test can then move time on exactly, however busy the machine.
 */
async function open(page: Page, path = '/', { clock = false } = {}) {
  if (clock) await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
}

/** Stops the page's clock (installed by open): its timers fire only as the test runs it on. */
async function stopClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a dropdown opens on hover and closes 200 ms after the pointer leaves', async ({ page }) => {
    await open(page, '/', { clock: true });
    await nav(page).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesPanel(page)).toBeVisible();
    await stopClock(page);
    await page.mouse.move(1000, 860); // well outside the label and the open panel
    // Still open a moment before the delay is up…
    await page.clock.runFor(CLOSE_DELAY_MS - 1);
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesPanel(page)).toBeVisible();
    // …and closed when it is.
    await page.clock.runFor(1);
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('moving from the label into the panel keeps it open', async ({ page }) => {
    await open(page, '/', { clock: true });
    await stopClock(page);
    await nav(page).getByRole('link', { name: 'Services', exact: true }).hover();
    await servicesPanel(page).hover();
    // Twice the close delay: a close the move scheduled would have happened.
    await page.clock.runFor(2 * CLOSE_DELAY_MS);
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesPanel(page)).toBeVisible();
  });

  test('clicking the toggle opens and closes the dropdown; only one is open at a time', async ({ page }) => {
    await open(page);
    await servicesToggle(page).click();
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Asset Types menu' }).click();
    await expect(page.getByRole('button', { name: 'Asset Types menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Asset Types menu' }).click();
    await expect(page.getByRole('button', { name: 'Asset Types menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('submenu items carry descriptions and group dividers', async ({ page }) => {
    await open(page);
    await servicesToggle(page).click();
    const panel = page.locator('#' + (await servicesToggle(page).getAttribute('aria-controls')));
    await expect(panel.getByRole('link')).toHaveCount(8);
    await expect(panel.getByRole('separator')).toHaveCount(2);
    await expect(panel.getByRole('link', { name: /Tenant Representation/ })).toContainText('Finding and negotiating the right space');
  });

  test('arrow keys move between items and Escape closes, returning focus to the toggle', async ({ page }) => {
    await open(page);
    await servicesToggle(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Property Management/ }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: /^Consulting/ }).first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('link', { name: /Property Management/ }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesToggle(page)).toBeFocused();
    // Left and right move along the top level.
    await page.keyboard.press('ArrowRight');
    await expect(nav(page).getByRole('link', { name: 'Asset Types', exact: true })).toBeFocused();
  });

  test('focus leaving an open dropdown closes it, so the next control is never hidden under it', async ({ page }) => {
    await open(page);
    await servicesToggle(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    const links = await page.locator('[data-nav-menu]:has([aria-expanded="true"]) [data-nav-panel] a[href]').count();
    expect(links).toBeGreaterThan(1);
    // Tab from the first link past the last one: focus lands on the next top-level control.
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
    const uncovered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { name: focused.textContent?.trim(), uncovered: top !== null && (focused === top || focused.contains(top)) };
    });
    expect(uncovered.name).toBe('Asset Types');
    expect(uncovered.uncovered).toBe(true);
    // Shift+Tab out of a dropdown opened from its toggle closes it too: past its own label (which
    // the dropdown, below it, does not cover) to the control before the item.
    await servicesToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(nav(page).getByRole('link', { name: 'Services', exact: true })).toBeFocused();
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside closes the dropdown', async ({ page }) => {
    await open(page);
    await servicesToggle(page).click();
    await expect(servicesPanel(page)).toBeVisible();
    await page.mouse.click(1200, 600);
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu label is a link: click, Enter and Space all go to its page', async ({ page }) => {
    await open(page);
    const label = nav(page).getByRole('link', { name: 'Services', exact: true });
    await expect(label).toHaveAttribute('href', '/asset-management');
    await label.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/asset-management$/);
    await open(page);
    await nav(page).getByRole('link', { name: 'Technology', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/technology$/);
    await nav(page).getByRole('link', { name: 'Asset Types', exact: true }).click();
    await expect(page).toHaveURL(/\/asset-types$/);
  });

  test('the header becomes sticky and compact after 20 px of scrolling', async ({ page }) => {
    await open(page);
    const header = page.locator('[data-site-header]');
    await scrollSettled(page, { y: 15 });
    await expect(header).not.toHaveAttribute('data-scrolled');
    await scrollSettled(page, { y: 25 });
    await expect(header).toHaveAttribute('data-scrolled', '');
    await scrollSettled(page, { y: 1500 });
    // It compacts with a transition: measured where it comes to rest.
    await animationsSettled(page);
    // The visible bar: it starts at the top of the screen and ends at the compact height (60 px).
    const bar = header.locator('[data-header-bar]');
    const box = (await bar.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(1);
    expect(Math.round(box.y + box.height)).toBe(60);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  for (const [path, item] of [
    ['/services/consulting', 'Services'],
    ['/asset-types/office', 'Asset Types'],
    ['/technology/custom-solutions', 'Technology'],
  ] as const) {
    test(`the ${item} item is highlighted on ${path}`, async ({ page }) => {
      await open(page, path);
      const highlighted = nav(page).locator('[data-section-active]');
      await expect(highlighted).toHaveCount(1);
      await expect(highlighted.getByRole('link')).toHaveText(item);
    });
  }

  test('an item linking to another address of the current page marks it current: Services on /services', async ({ page }) => {
    // "Services" links to /asset-management, which shows the same page as /services.
    await open(page, '/services');
    await expect(nav(page).getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('no item is highlighted on the home page', async ({ page }) => {
    await open(page);
    await expect(nav(page).locator('[data-section-active]')).toHaveCount(0);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens and closes the menu; submenus expand per item', async ({ page }) => {
    await open(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#' + (await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')));
    await expect(menu).toBeVisible();
    // The panel covers the page below the header, down to the bottom of the screen.
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThanOrEqual(843);
    expect(box.height).toBeGreaterThan(600);
    // The same buttons that open the dropdowns on wide screens expand the groups here.
    const expandServices = menu.getByRole('button', { name: 'Services menu' });
    const expandTypes = menu.getByRole('button', { name: 'Asset Types menu' });
    await expandServices.click();
    await expect(expandServices).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /Tenant Representation/ })).toBeVisible();
    // Only the expanded group shows its links.
    await expect(menu.getByRole('link', { name: /^Office/ })).toBeHidden();
    await expandTypes.click();
    await expect(expandTypes).toHaveAttribute('aria-expanded', 'true');
    await expect(expandServices).toHaveAttribute('aria-expanded', 'false');
    await expandTypes.click();
    await expect(expandTypes).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('a press on the menu button before the boot script has run opens the menu once it has', async ({ page }) => {
    // The boot script is held until the press, as on a slow network: the inline loader keeps the
    // press, starts the script at once and replays the press when the menus work.
    const html = await (await page.request.get('/')).text();
    const boot = bootEntryOf(html);
    expect(boot).toBeTruthy();
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let requested = false;
    await page.route(
      (url) => url.pathname === boot,
      async (route) => {
        requested = true;
        await held;
        await route.fallback();
      },
    );
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect.poll(() => requested).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#' + (await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')));
    await expect(menu).toBeVisible();
  });

  for (const [path, item] of [
    ['/services', 'Services'],
    ['/asset-types', 'Asset Types'],
  ] as const) {
    test(`on ${path} the menu marks ${item} as the current page, whichever of the page's addresses it links to`, async ({ page }) => {
      await open(page, path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#' + (await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')));
      await expect(menu.getByRole('link', { name: item, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(menu.locator('[aria-current]')).toHaveCount(1);
    });
  }

  test('the menu closes when a link navigates', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#' + (await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')));
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a new page reached with the menu open (the logo, or Back) is not left scroll-locked', async ({ page }) => {
    const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);
    await open(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Locked once the menu has been painted (navBehavior.ts).
    await expect.poll(bodyOverflow).toBe('hidden');
    // The logo sits above the open menu.
    await page.locator('[data-site-header] a[href="/"]').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow()).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(bodyOverflow).toBe('hidden');
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow()).toBe('');
  });

  test('the closed menu is laid out once while the page is idle, and closed again before any frame', async ({ page }) => {
    // Every change of the menu's open attribute (the value it had before), grouped by the task that
    // made it: one observer call each.
    await page.addInitScript(() => {
      const batches: Array<Array<string | null>> = [];
      (window as unknown as { menuBatches: typeof batches }).menuBatches = batches;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => batches.push(records.map((record) => record.oldValue))).observe(
          document.querySelector('[data-site-nav]')!,
          { attributeFilter: ['data-menu-open'], attributeOldValue: true },
        );
      });
    });
    await open(page);
    const batches = () => page.evaluate(() => (window as unknown as { menuBatches: Array<Array<string | null>> }).menuBatches);
    // In one task: opened (it had no attribute) and closed (it had it).
    await expect.poll(batches).toEqual([[null, '']]);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-site-nav]')).not.toHaveAttribute('data-menu-open');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('the menu opens right below the bar, compact or not: no strip of the page between them', async ({ page }) => {
    await open(page, '/services');
    const bar = page.locator('[data-header-bar]');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#' + (await toggle.getAttribute('aria-controls')));
    // The menu's top: its account links, right under the bar, and its panel right under them.
    const accounts = page.getByRole('navigation', { name: ACCOUNT_NAV, exact: true });
    for (const y of [0, 600]) {
      if (y > 0) await scrollSettled(page, { y });
      await animationsSettled(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const barBottom = await bar.evaluate((element) => element.getBoundingClientRect().bottom);
      const strip = await accounts.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
      const menuTop = await menu.evaluate((element) => element.getBoundingClientRect().top);
      expect(
        Math.abs(strip.top - barBottom),
        `scrolled ${y} px: bar ends at ${barBottom}, account links start at ${strip.top}`,
      ).toBeLessThanOrEqual(1);
      expect(
        Math.abs(menuTop - strip.bottom),
        `scrolled ${y} px: account links end at ${strip.bottom}, menu starts at ${menuTop}`,
      ).toBeLessThanOrEqual(1);
      await page.getByRole('button', { name: 'Close menu' }).click();
    }
  });

  test('a menu closed again before its first frame leaves the page scrollable', async ({ page }) => {
    await open(page);
    // Both presses in one task: the scroll lock, which waits for the menu to be painted, comes after.
    await page.evaluate(() => {
      const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
      toggle.click();
      toggle.click();
    });
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    // Past the frame and the task after it, where the lock would have been taken.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('focus stays in the open menu, and Escape closes it and returns focus', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const close = page.getByRole('button', { name: 'Close menu' });
    const menu = page.locator('#' + (await close.getAttribute('aria-controls')));
    // Focus moved into the menu; Shift+Tab from the toggle wraps to the menu's last control, Tab to
    // its first (the account links, at its top).
    await expect(menu.locator(':focus')).toHaveCount(1);
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Get in Touch' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: ACCOUNT_NAV, exact: true }).getByRole('link', { name: 'Resident Login' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('Escape closes the open menu after a tap on its empty space left the focus on the page', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const close = page.getByRole('button', { name: 'Close menu' });
    const menu = page.locator('#' + (await close.getAttribute('aria-controls')));
    await expect(menu).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

interface Stop {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The focused element: its name (text or aria-label) and where it is on screen. */
const focused = (page: Page) =>
  page.evaluate((): Stop | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText).replace(/\s+/g, ' ').trim();
    return { name, x: box.x, y: box.y, width: box.width, height: box.height };
  });

/**
 * The order a sighted reader takes controls in: row by row from the top (a control whose box
 * begins below the bottom of the row so far starts the next one), each row from left to right.
 */
function visualOrder(stops: Stop[]): string[] {
  const rows: Stop[][] = [];
  let bottom = -Infinity;
  for (const stop of [...stops].sort((a, b) => a.y - b.y)) {
    if (stop.y >= bottom - 0.5) rows.push([]);
    rows.at(-1)!.push(stop);
    bottom = Math.max(bottom, stop.y + stop.height);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x).map((stop) => stop.name));
}

test.describe('the header is tabbed through in the order it is seen', () => {
  test('at 1280 px: the utility bar (contact details, then the account links) before the logo, the navigation and the call to action', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page);
    const stops: Stop[] = [];
    const inHeader = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-site-header]')));
    // From the top of the page (past the skip link) into the header, and on until focus leaves it.
    for (let step = 0; step < 3 && !(await inHeader()); step++) await page.keyboard.press('Tab');
    while (await inHeader()) {
      stops.push((await focused(page))!);
      expect(stops.length).toBeLessThan(40);
      await page.keyboard.press('Tab');
    }
    expect(stops.map((stop) => stop.name)).toEqual(expect.arrayContaining(['Resident Login', 'Owner Login', 'Get in Touch']));
    expect(stops.map((stop) => stop.name)).toEqual(visualOrder(stops));
  });

  test('at 390 px, in the open menu: one round of Tab from the close button goes down the menu as it is seen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await close.focus();
    const stops: Stop[] = [(await focused(page))!];
    for (;;) {
      await page.keyboard.press('Tab');
      if (await close.evaluate((button) => button === document.activeElement)) break;
      stops.push((await focused(page))!);
      expect(stops.length).toBeLessThan(40);
    }
    expect(stops.map((stop) => stop.name)).toEqual(expect.arrayContaining(['Resident Login', 'Owner Login', 'Get in Touch', 'Services']));
    expect(stops.map((stop) => stop.name)).toEqual(visualOrder(stops));
  });
});

for (const width of [390, 1280]) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a control reached by Shift+Tab is never hidden under the sticky header', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/technology');
      await waitForHydration(page);
      await page.locator('footer a').last().focus();
      const hidden: string[] = [];
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Shift+Tab');
        const where = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          if (!focused || !focused.closest('main, footer')) return null;
          const bar = document.querySelector('header')!.getBoundingClientRect().bottom;
          const box = focused.getBoundingClientRect();
          return { top: box.top, bar, name: (focused.textContent ?? '').trim().slice(0, 40) };
        });
        // A scroll to a focused control is instant, so its place is final once the key is handled.
        if (where && where.top < where.bar) hidden.push(`${where.name}: top ${Math.round(where.top)} < header ${Math.round(where.bar)}`);
      }
      expect(hidden).toEqual([]);
    });

    test('compacting runs on the compositor: translations only, nothing laid out while they play', async ({ page }) => {
      // A transition of the bar's height laid out and repainted it in every frame for 200 ms, just
      // when a tap on the page that was scrolled arrives; a slow phone answered the tap that much later.
      await open(page);
      const layouts = await layoutCounter(page);
      // The page's animations stand still (DevTools' playback rate 0), then the test moves them
      // through their 200 ms by hand: each step is a frame of the compaction, however slow the machine.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Animation.enable');
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
      await scrollSettled(page, { y: 25 });
      await expect(page.locator('[data-site-header]')).toHaveAttribute('data-scrolled', '');
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => {
            animation.pause();
            return (animation as CSSTransition).transitionProperty;
          }),
      );
      expect(running.length, 'transitions running as the bar compacts').toBeGreaterThan(0);
      expect(new Set(running)).toEqual(new Set(['translate']));
      // The frame that applied the flag may lay out what the scroll brought on screen.
      await rendered(page);
      const before = await layouts();
      for (const time of [50, 100, 150, 199]) {
        await page.evaluate((at) => document.getAnimations().forEach((animation) => (animation.currentTime = at)), time);
        await rendered(page);
      }
      expect(await layouts(), 'layouts while the header compacted').toBe(before);
    });
  });
}
