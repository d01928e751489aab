import type { NavGroup } from '../engine/index';
import type { Page, SiteConfig } from './siteTypes';

/**
 * A new page of this site before its author writes it (`npm run new-page`, the editor's New page):
 * a hero with the title the author gave and the one call to action the site has everywhere (to
 * /contact), an overview and a closing banner. Every other text is empty, for the author to write:
 * validate names each one left (`must not be empty`), so the page is not published half-written,
 * and nothing on it is another page's words.
 */
export function newPage(title: string): Page {
  return {
    $schema: '../schema/page.schema.json',
    meta: { title: `${title} | {brand}`, description: '' },
    blocks: [
      { type: 'hero', title, subtitle: '', actions: [{ label: '', action: { navigate: '/contact' } }] },
      { type: 'text', title: '', paragraphs: [''] },
      { type: 'banner', tone: 'dark', title: '', text: '', primary: { label: '', action: { navigate: '/contact' } } },
    ],
  };
}

const sectionOf = (href: string) => href.split('/')[1] ?? '';

/**
 * The header menus and footer columns that already link to the new page's section (its first path
 * segment, or the section's own page): where a visitor would look for it.
 */
export function navGroups(site: SiteConfig, routePath: string): NavGroup[] {
  const section = sectionOf(routePath);
  const groups: NavGroup[] = [];
  site.header.nav.forEach((item, index) => {
    const hrefs = [item.href, ...(item.submenu ?? []).flatMap((entry) => ('href' in entry ? [entry.href] : []))];
    if (item.submenu && hrefs.some((href) => sectionOf(href) === section)) {
      groups.push({ kind: 'header', label: `the header's "${item.name}" menu`, path: ['header', 'nav', index, 'submenu'] });
    }
  });
  site.footer.columns.forEach((column, index) => {
    if (column.links.some((link) => sectionOf(link.href) === section)) {
      groups.push({ kind: 'footer', label: `the footer's "${column.title}" column`, path: ['footer', 'columns', index, 'links'] });
    }
  });
  return groups;
}
