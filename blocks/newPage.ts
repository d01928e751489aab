import type { NavGroup } from '../engine/index';
import type { Page, SiteConfig } from './siteTypes';

/**
 * A new page of this site before its author writes it (`npm run new-page`, the editor's New page):
 * a hero with the one call to action the site has everywhere, an overview and a closing banner.
 * Each line still to be written starts with "Replace", which validate reports until it is.
 */
export function newPage(title: string): Page {
  return {
    $schema: '../schema/page.schema.json',
    meta: {
      title: `${title} | {brand}`,
      description: `Replace this with one or two sentences about ${title} for search results and link previews.`,
    },
    blocks: [
      {
        type: 'hero',
        title,
        subtitle: 'Replace with a one-line promise to the reader.',
        actions: [{ label: 'Get in Touch', action: { navigate: '/contact' } }],
      },
      { type: 'text', title: 'Overview', paragraphs: ['Replace with the first paragraph of this page.'] },
      {
        type: 'banner',
        tone: 'dark',
        title: `Talk to {brand} about ${title}`,
        text: 'Replace with one sentence that invites the reader to get in touch.',
        primary: { label: 'Get in Touch', action: { navigate: '/contact' } },
      },
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
