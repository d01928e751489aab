// @vitest-environment jsdom
// (jsdom: the rendered page is read the way the boot script's listener reads it, from the DOM.)
import { beforeAll, describe, expect, it } from 'vitest';
import { createServerRenderer } from '../../engine/server.tsx';
import { clickRecord } from '../../engine/actions/clickRecord.ts';
import { site } from '../../blocks/site.ts';
import { installNavBehavior } from '../../blocks/chrome/navBehavior.ts';
import { loadContent, pageDataFor } from '../../scripts/lib/site/contentStore.ts';
import type { Page, SiteConfig } from '../../blocks/siteTypes.ts';

/**
 * What every link of the site's header, footer and tab bar records when clicked, read off the
 * server-rendered page as the delegated listener reads it: navigation_click, labelled with the name
 * site.json gives the link, with where it sits. However the markup writes its tracking (on each
 * link, or once on the group), these events must not change.
 */

const content = loadContent<SiteConfig, Page>();
const renderer = createServerRenderer(site);
const config = site.config;

/** href → the name site.json gives it, in the header. */
const headerNames = new Map<string, string>([['/', 'Logo']]);
for (const item of config.header.nav) {
  headerNames.set(item.href, item.name);
  for (const entry of item.submenu ?? []) if ('href' in entry) headerNames.set(entry.href, entry.name);
}
for (const link of config.header.accountLinks) headerNames.set(link.href, link.name);

const footerNames = new Map(config.footer.columns.flatMap((column) => column.links.map((link) => [link.href, link.name] as const)));

async function renderPage(path: string): Promise<void> {
  const { html } = await renderer.render(pageDataFor(content, path));
  document.body.innerHTML = html;
}

const navigationClick = (label: string | undefined, destination: string, location: string) => ({
  event: 'navigation_click',
  params: { label, destination, location },
});

describe('the chrome’s links record navigation clicks named by site.json', () => {
  beforeAll(() => renderPage('/'));

  /** Every link of the header records its name, its address and `location` (logo: always 'header'). */
  function expectHeaderLinks(location: string): void {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-site-header] a[href]')];
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      if (/^(tel|mailto):/.test(href)) {
        expect(clickRecord(link), href).toBeNull();
        continue;
      }
      expect(headerNames.has(href), href).toBe(true);
      expect(clickRecord(link), href).toEqual(navigationClick(headerNames.get(href), href, href === '/' ? 'header' : location));
      // A click on something inside the link (a submenu entry's name) records the same.
      const inner = link.querySelector('strong, span');
      if (inner) expect(clickRecord(inner), href).toEqual(clickRecord(link));
    }
  }

  it('in the header: the name, the address and header', () => expectHeaderLinks('header'));

  it('in the narrow screens’ menu while it is open: mobile_menu, and header again once it is closed', () => {
    // A narrow screen: the layout query does not match.
    window.matchMedia = (query: string) => ({ matches: false, media: query, addEventListener: () => {} }) as unknown as MediaQueryList;
    installNavBehavior();
    const toggle = document.querySelector<HTMLButtonElement>('[data-site-header] button[aria-label="Open menu"]')!;
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expectHeaderLinks('mobile_menu');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expectHeaderLinks('header');
  });

  it("in the footer's link columns: the name, the address and footer", () => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('footer nav a[href]')];
    expect(links).toHaveLength(footerNames.size);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(clickRecord(link), href).toEqual(navigationClick(footerNames.get(href), href, 'footer'));
    }
  });

  it('in a tab bar: the tab’s label, the address and tab_bar', async () => {
    await renderPage('/management/office');
    const tabs = config.tabSets.management!;
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-tab-bar] a[href]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(tabs.map((tab) => tab.href));
    links.forEach((link, index) => expect(clickRecord(link)).toEqual(navigationClick(tabs[index]!.label, tabs[index]!.href, 'tab_bar')));
  });

  it('buttons of the header (menu toggles) record nothing', async () => {
    await renderPage('/');
    const buttons = [...document.querySelectorAll('[data-site-header] button')];
    expect(buttons.length).toBeGreaterThan(3);
    for (const button of buttons) expect(clickRecord(button)).toBeNull();
  });
});
