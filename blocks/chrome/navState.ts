import type { NavItem, NavLink } from '../siteTypes';
/** Header scroll threshold: past it the header is sticky and compact. */
export const HEADER_SCROLL_THRESHOLD = 20;
/** How long a dropdown stays open after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
/**
 * Where a link of the header's navigation sits, as its navigation_click records it: in the bar and
 * its dropdowns, or in the narrow screens' menu while it is open (the same links, one markup).
 */
export const NAV_LOCATION = { bar: 'header', menu: 'mobile_menu' } as const;

/** Whether a top-level item's section contains the current path. */
export function isSectionActive(item: NavItem, pathname: string): boolean {
  const prefixes = item.section ?? [];
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Where the visitor is: the address, and every address of the page shown there (itself included). */
export interface NavLocation {
  pathname: string;
  pagePaths: readonly string[];
}

/** Whether a link goes to the page on screen, under this address or another of the same page's. */
export function isCurrent(href: string, location: NavLocation): boolean {
  return location.pagePaths.includes(href);
}

/** The submenu's links in groups, split where the content puts a divider. */
export function submenuGroups(item: NavItem): NavLink[][] {
  const groups: NavLink[][] = [[]];
  for (const entry of item.submenu ?? []) {
    if ('divider' in entry) groups.push([]);
    else groups[groups.length - 1]!.push(entry);
  }
  return groups.filter((group) => group.length > 0);
}

/** A stable element id for an item's menu: 'nav-menu' + 'Asset Types' → 'nav-menu-asset-types'. */
export function menuId(prefix: string, name: string): string {
  return `${prefix}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
