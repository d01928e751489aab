/**
 * A focus trap for a panel that covers the page (the mobile menu): Tab and Shift+Tab cycle through
 * its controls instead of leaving for the page underneath. Plain DOM, no React.
 */

/**
 * What Tab can reach in the menus: the links of the header's navigations (not the logo, which the
 * open menu's trap leaves out, nor the contact links) and enabled buttons.
 */
export const FOCUSABLE = 'nav a[href],button:not([disabled])';

/** The controls in `container` that are on screen (not inside a hidden list), in document order. */
export function visibleFocusables(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
}

/**
 * Call from a keydown listener: Tab and Shift+Tab move along `focusable`, from the last back to the
 * first and the other way round, rather than to the next control of the markup (the open menu's
 * controls are not all together in it: the logo lies between its account links and its others).
 * Anything else is left to the browser.
 */
export function keepTabWithin(event: KeyboardEvent, focusable: HTMLElement[]): void {
  const count = focusable.length;
  if (event.key !== 'Tab' || !count) return;
  event.preventDefault();
  const index = focusable.indexOf(document.activeElement as HTMLElement);
  focusable[(event.shiftKey ? Math.max(index, 0) + count - 1 : index + 1) % count]!.focus();
}
