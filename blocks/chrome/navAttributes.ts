/**
 * The hooks navBehavior.ts finds the header's parts by: attributes the components render, so the
 * markup and the behaviour agree on one list.
 */
export const NAV = {
  /** The header's one <nav>: dropdowns on wide screens, the full-screen menu on narrow ones. */
  nav: 'data-site-nav',
  /** The site header (one per page). */
  header: 'data-site-header',
  /**
   * What shows as the header's bar, which the narrow screens' menu opens below (its bottom, compact
   * or not); its parent is the bar's box, which holds and tracks the bar's links.
   */
  bar: 'data-header-bar',
  /** Set on the <nav> while the narrow screens' menu is open. */
  open: 'data-menu-open',
  /** The button that opens and closes the narrow screens' menu. */
  menuToggle: 'data-menu-toggle',
  /** A top-level item with a submenu (<li>). */
  menu: 'data-nav-menu',
  /** The item's link (its label). */
  label: 'data-nav-label',
  /**
   * A link of the navigation's top level, or its call to action: the pages visitors most often open
   * next, fetched ahead while the browser is idle (mainNavigationLinks).
   */
  main: 'data-nav-main',
  /** The button that opens and closes the item's submenu (a dropdown, or a group expanded in place). */
  toggle: 'data-nav-toggle',
  /** The item's submenu. */
  panel: 'data-nav-panel',
  /**
   * A navigation's `location` analytics parameter, which each of its links records (the engine's
   * data-track-param-*, engine/actions/trackingAttributes.ts): written here rather than through the
   * engine's API because the boot script imports nothing of it statically.
   */
  location: 'data-track-param-location',
} as const;
