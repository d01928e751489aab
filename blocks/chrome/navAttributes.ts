/**
 * The hooks navBehavior.ts finds the header's parts by: attributes the components render, so the
 * markup and the behaviour agree on one list.
 */
export const NAV = {
  /** The desktop <nav>. */
  desktop: 'data-desktop-nav',
  /** A top-level item with a submenu (<li>). */
  menu: 'data-nav-menu',
  /** The item's link (its label). */
  label: 'data-nav-label',
  /** The button that opens and closes the item's panel. */
  toggle: 'data-nav-toggle',
  /** The item's panel of links. */
  panel: 'data-nav-panel',
  /** The mobile menu's wrapper, its toggle, its panel and the per-item expand buttons. */
  mobile: 'data-mobile-nav',
  mobileToggle: 'data-mobile-toggle',
  mobilePanel: 'data-mobile-panel',
  mobileExpand: 'data-mobile-expand',
} as const;
